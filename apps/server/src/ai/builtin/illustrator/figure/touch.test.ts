import { describe, expect, it } from 'vitest';
import { drawFigure, touchBox, type FigureAnchor } from '../figure.ts';
import { layoutFigures } from '../layout.ts';
import { seeded } from '../random.ts';
import { understand, joinPrompt } from '../understand.ts';
import { activityLift } from './activity.ts';

const look = (who: string, where: string, what: string) => understand(joinPrompt(who, where, what)).figure.look!;

describe('gestures and faces (decision 0032)', () => {
  it.each([
    ['大家', '舞台下', '一起拍手', 'clap'],
    ['老師', '教室', '指著黑板', 'point'],
    ['小美', '教室', '舉手回答問題', 'raise'],
    ['小女孩', '晚上的森林', '看到鬼好害怕', 'scared'],
    ['哥哥', '臥室', '打哈欠想睡覺', 'sleepy'],
    ['妹妹', '臥室', '抱著泰迪熊睡覺', 'sleep'],
    // 拍 alone is not a clap (拍籃球 is dribbling), 舉 alone is not a raised hand
    ['小傑', '操場', '拍籃球', 'run'],
    ['哥哥', '操場', '舉起啞鈴', 'hold'],
  ])('%s %s %s → %s', (who, where, what, pose) => {
    expect(look(who, where, what).pose).toBe(pose);
  });

  it('draws a scared face and a yawn', () => {
    const svg = (what: string) =>
      drawFigure(understand(joinPrompt('小女孩', '公園', what)).figure, { x: 0, y: 0, size: 400, flip: false }, false);
    expect(svg('好害怕')).toContain('#7cc8ff');
    expect(svg('打哈欠')).not.toContain('#7cc8ff');
  });

  it('a fall from a height is drawn in the air; a fall on the ground is not', () => {
    expect(look('小男孩', '房間', '從床上掉下來').drop).toBe(true);
    expect(look('小豬', '天空', '從天空掉下來').drop).toBe(true);
    expect(look('弟弟', '公園', '跌倒了大哭').drop).toBeUndefined();
  });
});

describe('worn and held things in the colours written (decision 0032)', () => {
  it('a colour for what a role already wears is its colour on the page', () => {
    expect(look('超人', '天空', '披著藍色披風飛').worn.find((w) => w.kind === 'cape')?.colour).toBe('#3d8bfd');
  });
  it('a colour a word or two before the thing (橘色安全帽, 綠色毛線帽) still belongs to it', () => {
    expect(look('爸爸', '工地', '戴著橘色安全帽').worn[0]).toMatchObject({
      kind: 'hat',
      hat: 'helmet',
      colour: '#ff9a3c',
    });
    expect(look('弟弟', '雪地', '戴著綠色毛線帽').worn[0]).toMatchObject({ hat: 'beanie', colour: '#4cbb5e' });
  });
  it('a hat named only by its colour is a cap in it; the place still picks a party hat or a beanie', () => {
    expect(look('小男生', '公車站', '戴著黃色帽子等公車').worn[0]).toMatchObject({ hat: 'cap', colour: '#f7d038' });
    expect(look('弟弟', '生日派對', '戴著紅色帽子').worn[0]).toMatchObject({ hat: 'party', colour: '#e84a4a' });
  });
  it('a bag is held in the colour written', () => {
    expect(look('阿姨', '市場', '提著紅色的袋子').held).toEqual({ kind: 'bag', colour: '#e84a4a' });
  });
  it('a king is a grown man, not the prince artwork', () => {
    expect(look('國王', '城堡', '坐在椅子上').person?.age).toBe('adult');
  });
});

describe('two who touch (decision 0032)', () => {
  it('a second name the tables do not know is a person, not left out', () => {
    const plan = understand(joinPrompt('阿傑和阿美', '公園', '手牽手散步'));
    expect(plan.companion?.look?.person).toBeDefined();
    expect(understand(joinPrompt('老爺爺和小孫子', '公園', '一起下棋')).companion?.look?.person?.age).toBe('child');
  });

  const hands = (who: string, what: string, mine: 'hand' | 'handBack') => {
    const gaps: number[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const plan = understand(joinPrompt(who, '公園', what));
      const l = layoutFigures(plan, seeded(seed));
      const cb = touchBox(plan.figure, plan.companion!, l.figure, l.companion!, seed);
      const a: FigureAnchor = {};
      const b: FigureAnchor = {};
      drawFigure(plan.figure, l.figure, false, seed, undefined, a);
      drawFigure(plan.companion!, cb, false, seed + 1, undefined, b);
      gaps.push(Math.abs(a[mine]!.x - b.hand!.x) / l.figure.size);
    }
    return Math.max(...gaps);
  };
  it('a handshake: the two front hands meet', () => {
    expect(understand(joinPrompt('小華和小明', '教室', '握手')).figure.look?.touch).toBe('shake');
    expect(hands('小華和小明', '握手', 'hand')).toBeLessThan(0.03);
  });
  it('hand in hand: the leader’s back hand holds the follower’s front hand', () => {
    expect(hands('哥哥和妹妹', '手牽手散步', 'handBack')).toBeLessThan(0.03);
  });
  it('a hug and a piggyback bring the two together; walking side by side does not touch', () => {
    expect(understand(joinPrompt('弟弟和妹妹', '客廳', '抱在一起哭')).figure.look?.touch).toBe('hug');
    expect(understand(joinPrompt('爸爸', '公園', '背著弟弟走路')).figure.look?.touch).toBe('back');
    expect(understand(joinPrompt('我', '學校', '背著書包走路')).figure.look?.touch).toBeUndefined();
    expect(understand(joinPrompt('爸爸和我', '公園', '散步')).figure.look?.touch).toBeUndefined();
  });
});

describe('an animal keeps its own colour when the colour belongs to what it wears (decision 0032)', () => {
  it.each([
    ['小狗', '圍著紅色圍巾', 'scarf'],
    ['小兔子', '戴著紅色眼鏡', 'glasses'],
    ['小貓', '背著綠色背包', 'backpack'],
  ])('%s %s: the %s is coloured, not the coat', (who, what, kind) => {
    const plan = understand(joinPrompt(who, '公園', what));
    expect(plan.figure.coat).toBeUndefined();
    expect(plan.figure.look?.worn.find((w) => w.kind === kind)?.colour).toBeDefined();
  });
  it('a colour written for the animal is still its coat', () => {
    expect(understand(joinPrompt('黑色的小狗', '公園', '圍著紅色圍巾')).figure.coat).toBe('#333333');
  });
  it('a walking stick is held, from the hand to the ground', () => {
    expect(look('爺爺', '公園', '拄著拐杖散步').held?.kind).toBe('cane');
  });
});

describe('the pose uses the tool (decision 0032)', () => {
  it('sliding down a slide: seated up on its slope, not beside it', () => {
    const plan = understand(joinPrompt('小蘋', '遊樂場', '從溜滑梯溜下來'));
    expect(plan.figure.look?.pose).toBe('sit');
    expect(activityLift(plan.activity)).toBeGreaterThan(0.2);
    expect(activityLift(understand(joinPrompt('小蘋', '公園', '盪鞦韆')).activity)).toBe(0);
  });
  it('writing on a blackboard: the hand reaches out to the board, no second pencil beside it', () => {
    const plan = understand(joinPrompt('老師', '教室', '在黑板上寫字'));
    expect(plan.figure.look?.pose).toBe('point');
    for (const p of plan.props) if (p.icon === 'pencil') expect(plan.figure.look?.carries).toContain('pencil');
  });
});

describe('both named do it (decision 0032)', () => {
  it('two named as who both walk, run or clap; a companion from the what does not copy a tool pose', () => {
    expect(understand(joinPrompt('阿公和阿嬤', '公園', '散步')).companion?.look?.pose).toBe('walk');
    expect(understand(joinPrompt('我和小狗', '草地', '跑步')).companion?.look?.pose).toBe('run');
    expect(understand(joinPrompt('我和爸爸', '河邊', '釣魚')).companion?.look?.pose).not.toBe('hold');
  });
  it('a gesture emoji is never drawn as a floating hand, for people or animals', () => {
    for (const who of ['小華和小明', '小熊和小兔']) {
      const plan = understand(joinPrompt(who, '森林', '握手做好朋友'));
      for (const p of plan.props) if (p.icon === 'handshake') expect(plan.figure.look?.carries).toContain('handshake');
    }
  });
});
