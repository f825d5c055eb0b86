import { describe, expect, it } from 'vitest';
import { illustrateSvg } from '../index.ts';
import { joinPrompt, understand } from '../understand.ts';
import { drawAnimal } from './animal.ts';
import { drawPerson } from './person.ts';
import { POSES } from './pose.ts';
import { speciesFor } from './species.ts';

/** The action at a glance (decision 0050): the verb a child writes picks a pose the body can show. */
const pose = (who: string, where: string, what: string) => understand(joinPrompt(who, where, what)).figure.look?.pose;

describe('poses read from the verb (decision 0050)', () => {
  it.each([
    ['妹妹', '公園', '用一隻腳站著', 'oneleg'],
    ['白鷺鷥', '稻田', '單腳站在水裡', 'oneleg'],
    ['猴子', '森林', '倒掛在樹枝上', 'hang'],
    ['哥哥', '教室', '氣得臉都紅了', 'angry'],
    ['小狗', '客廳', '很生氣', 'angry'],
    ['小美', '公園', '接住飛來的球', 'catch'],
    ['水獺', '河裡', '躺在水上漂', 'floatback'],
    ['小明', '教室', '舉手回答問題', 'raise'],
  ])('%s / %s / %s → %s', (who, where, what, want) => expect(pose(who, where, what)).toBe(want));

  it('a moving verb with 的 before a noun is how the thing moves, not what the figure does', () => {
    expect(pose('弟弟', '公園', '看著跳來跳去的兔子')).not.toBe('jump');
    expect(pose('小美', '公園', '接住飛過來的飛盤')).not.toBe('fly');
    // 的 written for 得 still counts
    expect(pose('弟弟', '操場', '跑的超快')).toBe('run');
    expect(pose('我', '操場', '跳的好高')).toBe('jump');
  });

  it('floating on water lies on the back; away from water, lying on the back is lying', () => {
    expect(pose('海獺', '海上', '在水面上漂浮')).toBe('floatback');
    expect(pose('小貓', '草地', '仰躺著曬太陽')).toBe('sleep');
    expect(pose('氣球', '天空', '飄浮')).not.toBe('floatback');
  });
});

describe('the body shows the pose (decision 0050)', () => {
  const look = understand(joinPrompt('小男孩', '公園', '站著')).figure.look!;
  it('hanging draws the branch and turns the person over: the head below the feet', () => {
    const d = drawPerson(look.person!, look, POSES.hang[0]!);
    expect(d.svg).toContain('#7a4a24');
    expect(d.head[1]).toBeGreaterThan(d.feet[0][1]);
  });
  it('standing on one leg keeps one foot off the ground', () => {
    const d = drawPerson(look.person!, look, POSES.oneleg[0]!);
    expect(Math.abs(d.feet[0][1] - d.feet[1][1])).toBeGreaterThan(10);
  });
  it('an animal hangs upside down from a branch, floats belly up, and a bird stands on one leg', () => {
    const monkey = speciesFor('monkey')!;
    expect(drawAnimal(monkey, 'hang').svg).toContain('scale(1 -1)');
    expect(drawAnimal(speciesFor('otter')!, 'floatback').svg).toContain('scale(1 -1)');
    const bird = speciesFor('bird')!;
    const legs = (svg: string) => svg.match(/h9"/g)?.length ?? 0;
    expect(legs(drawAnimal(bird, 'oneleg').svg)).toBe(1);
    expect(legs(drawAnimal(bird, 'stand').svg)).toBe(2);
  });
  it('an angry face differs from a smiling one, and the page draws it', () => {
    const angry = illustrateSvg({ prompt: joinPrompt('哥哥', '教室', '很生氣地大叫'), style: '1', seed: 1 });
    const calm = illustrateSvg({ prompt: joinPrompt('哥哥', '教室', '站著'), style: '1', seed: 1 });
    expect(angry).toContain('#e02424');
    expect(calm).not.toContain('#e02424');
  });
});

describe('the verb after a feeling, and what is carried (decision 0050)', () => {
  it('開心地跳舞 dances; 難過地走回家 walks in tears; 笑得東倒西歪 laughs', () => {
    expect(pose('公主', '城堡', '開心地跳舞')).toBe('dance');
    const sad = understand(joinPrompt('妹妹', '公園', '難過地走回家')).figure.look;
    expect(sad?.pose).toBe('walk');
    expect(sad?.sad).toBe(true);
    expect(pose('小明', '客廳', '笑得東倒西歪')).toBe('laugh');
  });
});

describe('把 puts the object before the verb (decision 0050)', () => {
  it('把球踢出去 kicks the ball at the foot, with no second ball in the hand', () => {
    const look = understand(joinPrompt('哥哥', '公園', '把球用力踢出去')).figure.look;
    expect(look?.pose).toBe('run');
    expect(look?.held).toBeUndefined();
    expect(look?.heldIcon).toBeUndefined();
  });
  it('把地掃乾淨 sweeps', () => {
    const plan = understand(joinPrompt('妹妹', '客廳', '把地掃乾淨'));
    expect(plan.activity?.props.some((p) => p.spot === 'hand')).toBe(true);
  });
});
