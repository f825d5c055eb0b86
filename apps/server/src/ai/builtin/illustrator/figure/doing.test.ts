import { describe, expect, it } from 'vitest';
import { illustrateSvg } from '../index.ts';
import { joinPrompt, understand } from '../understand.ts';
import { tableTop } from './doing.ts';

/**
 * The action shown as it is done (decision 0059): by verb class, the tool in the hand, the thing acted on at the
 * hands, the one fed face to face, and a cue of motion. Phrasings of their own, not the tune set's.
 */
const plan = (who: string, where: string, what: string) => understand(joinPrompt(who, where, what));
const spots = (who: string, where: string, what: string) =>
  (plan(who, where, what).activity?.props ?? []).map((p) => `${p.icon}@${p.spot}`);

describe('verb classes put the thing acted on at the hands (decision 0059)', () => {
  it('the thing watered stands in front where the water falls; a tool is never the thing watered', () => {
    expect(spots('小華', '花園', '幫向日葵澆水')).toEqual(['watering-can@hand', 'sunflower@front']);
    expect(spots('爸爸', '院子', '拿水管澆花')).not.toContain('water-spray@front');
  });

  it('a thing thrown flies from the hand; a thing before a creature is what is thrown', () => {
    const p = plan('弟弟', '海邊', '扔石頭');
    expect(p.figure.look?.pose).toBe('throw');
    expect(spots('弟弟', '海邊', '扔石頭')).toEqual(['rock@air']);
    expect(spots('妹妹', '草地', '把球扔給小貓')).toEqual(['soccer-ball@air']);
  });

  it('a shuttlecock is kicked up over the raised foot', () => {
    expect(plan('小明', '廣場', '在踢毽子').figure.look?.pose).toBe('oneleg');
    expect(spots('小明', '廣場', '在踢毽子')).toEqual(['shuttlecock@toe']);
  });

  it('feeding: the one fed faces the feeder, the food by who is fed when none is named', () => {
    const squirrel = plan('爺爺', '公園', '餵松鼠');
    expect(squirrel.companion).toBeDefined();
    expect(squirrel.together).toBe('face');
    expect(squirrel.activity?.props.map((p) => p.icon)).toEqual(['bowl-with-spoon']);
    expect(spots('姊姊', '池塘', '餵鴨子')).toEqual(['grain@hand']);
    // the food named is held out (not a bowl beside it)
    expect(spots('小女孩', '農場', '餵小羊吃青草')[0]).toMatch(/@hand$/);
    // a chick waiting to be fed holds no grain: only a person feeds with the hand
    expect(plan('小鳥', '鳥巢裡', '等媽媽餵').activity).toBeUndefined();
  });

  it('dishes are washed at a sink; paper is cut with scissors; drums are hit with sticks in both hands', () => {
    expect(spots('阿姨', '廚房', '在洗盤子')).toContain('sink@front');
    expect(spots('小男生', '教室', '用剪刀剪色紙')).toEqual(['scissors@hand', 'paper@back-hand']);
    expect(spots('弟弟', '客廳', '敲鼓')).toEqual(['drum@table', 'drumstick@hand', 'drumstick@back-hand']);
  });

  it('an act done to me by someone else draws me, a child, face to face; not when I am the who', () => {
    const p = plan('爸爸', '公園', '教我騎腳踏車');
    expect(p.companion?.icon).toBe('child-light');
    expect(p.together).toBe('face');
    expect(plan('阿嬤', '廚房', '煮麵給我吃').companion?.icon).toBe('child-light');
    expect(plan('我', '公園', '幫妹妹拍照').companion?.icon).not.toBe('child-light');
  });

  it("helping up one who fell: the one after 的 lies fallen, the figure reaches out; a fall of one's own is kept", () => {
    const p = plan('姊姊', '走廊', '扶起摔倒的小女孩');
    expect(p.figure.look?.pose).not.toBe('fall');
    expect(p.companion?.look?.pose).toBe('fall');
    expect(plan('弟弟', '操場', '跌倒了')).toMatchObject({ figure: { look: { pose: 'fall' } } });
    expect(plan('弟弟', '操場', '跌倒的時候哭了').figure.look?.pose).not.toBe('point');
  });

  it('a paper plane is folded, not flown by the figure', () => {
    expect(plan('哥哥', '教室', '摺紙飛機').figure.look?.pose).not.toBe('fly');
  });
});

describe('motion cues are drawn (decision 0059)', () => {
  const svg = (who: string, where: string, what: string) =>
    illustrateSvg({ prompt: joinPrompt(who, where, what), style: '1', seed: 1 });

  it('water pours from the watering can, not when only standing with flowers', () => {
    expect(svg('小華', '花園', '幫向日葵澆水')).toContain('stroke="#7CC8F5"');
    expect(svg('小華', '花園', '看向日葵')).not.toContain('stroke="#7CC8F5"');
  });

  it('speed lines trail a thing thrown, grains fall from a feeding hand', () => {
    expect(svg('弟弟', '海邊', '扔石頭')).toContain('stroke="#555555" stroke-opacity="0.7"');
    expect(svg('弟弟', '海邊', '拿著石頭')).not.toContain('stroke="#555555" stroke-opacity="0.7"');
    expect(svg('姊姊', '池塘', '餵鴨子')).toContain('fill="#E8B04A" stroke="#A3701E" stroke-width="1"');
  });

  it('steam rises over what cooks', () => {
    const steam = 'stroke="#FFFFFF" stroke-opacity="0.85"';
    expect(svg('爸爸', '廚房', '在炒青菜')).toContain(steam);
    expect(svg('爸爸', '廚房', '在看報紙')).not.toContain(steam);
  });

  it('a table stands at the hands: lower for one sitting on the floor, at the waist for one standing', () => {
    const gy = 1000;
    const s = 400;
    expect(tableTop(gy, s, { x: 0, y: gy - s * 0.2 })).toBeGreaterThan(gy - s * 0.3);
    expect(tableTop(gy, s, { x: 0, y: gy - s * 0.5 })).toBe(gy - s * 0.3);
  });
});
