import { describe, expect, it } from 'vitest';
import { layoutFigures } from './layout.ts';
import { seeded } from './random.ts';
import { understand, joinPrompt } from './understand.ts';

describe('two who do something to each other (decision 0028, second round)', () => {
  it.each([
    ['弟弟和哥哥', '房間', '吵架', 'face'],
    ['小兔和小松鼠', '森林', '聊天聊得好開心', 'face'],
    ['我和外婆', '機場', '擁抱', 'face'],
    ['貓咪和老鼠', '廚房', '追來追去', 'ahead'],
    // side by side, as before: walking together, no one named with them
    ['爸爸和我', '公園', '散步', undefined],
    ['小女孩', '公園', '打架', undefined],
  ])('%s %s %s → %s', (who, where, what, together) => {
    expect(understand(joinPrompt(who, where, what)).together).toBe(together);
  });

  it('face to face: the companion stands on the side the figure faces and looks back at it', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const plan = understand(joinPrompt('哥哥和弟弟', '操場', '打架'));
      const l = layoutFigures(plan, seeded(seed));
      const fig = l.figure.x + l.figure.size / 2;
      const comp = l.companion!.x + l.companion!.size / 2;
      expect(comp > fig).toBe(l.figure.flip);
      expect(l.companion!.flip).toBe(!l.figure.flip);
    }
  });

  it('a chase: the chased one runs ahead, facing the same way', () => {
    const l = layoutFigures(understand(joinPrompt('小狗和小雞', '農場', '追著跑')), seeded(4));
    expect(l.companion!.x + l.companion!.size / 2 > l.figure.x + l.figure.size / 2).toBe(l.figure.flip);
    expect(l.companion!.flip).toBe(l.figure.flip);
  });
});

describe('the rest of a group (decision 0028, second round)', () => {
  it('is marked a member, drawn behind what is set in front of them', () => {
    const plan = understand(joinPrompt('五個同學', '教室', '一起吃桌上的蛋糕'));
    const members = plan.props.filter((p) => p.member);
    expect(members.length).toBeGreaterThan(0);
    // what they eat is no member: it goes in front of them
    expect(plan.props.filter((p) => p.member).every((p) => p.icon === members[0]!.icon)).toBe(true);
  });
});

describe('playground, water and festival activities (decision 0028, second round)', () => {
  it.each([
    ['小華', '公園', '盪鞦韆', 'swing'],
    ['阿公', '日月潭', '划船', 'canoe'],
  ])('%s %s %s: the figure is on the %s', (who, where, what, icon) => {
    const plan = understand(joinPrompt(who, where, what));
    expect(plan.props.find((p) => p.icon === icon)?.placement).toBe('ride');
  });

  it.each([
    ['我', '墾丁', '衝浪', 'surfboard', 'feet'],
    ['我們全家', '平溪', '一起放天燈', 'sky-lantern', 'up'],
    ['妹妹', '遊樂場', '玩蹺蹺板', 'seesaw', 'behind'],
    ['阿公', '湖上', '划船', 'oar', 'hand'],
  ])('%s %s %s: %s at %s', (who, where, what, icon, spot) => {
    const act = understand(joinPrompt(who, where, what)).activity;
    expect(act?.props.find((p) => p.icon === icon)?.spot).toBe(spot);
  });

  it('surfing draws no second surfer beside the child', () => {
    const plan = understand(joinPrompt('哥哥', '海邊', '衝浪'));
    expect(plan.figure.look?.carries).toContain('person-surfing-light');
  });

  it('a person riding still does what the page says with the hands (騎馬吹喇叭)', () => {
    const plan = understand(joinPrompt('王子', '草原', '騎著白馬吹喇叭'));
    expect(plan.activity?.props.map((p) => p.icon)).toContain('trumpet');
  });

  it('an animal sings without a microphone; a child holds one', () => {
    expect(understand(joinPrompt('小鳥', '樹林', '唱歌')).activity?.props.map((p) => p.icon) ?? []).not.toContain(
      'microphone',
    );
    expect(understand(joinPrompt('小美', '舞台', '唱歌')).activity?.props.map((p) => p.icon)).toContain('microphone');
  });
});

describe('stairs, a windowsill and the ice (decision 0028, second round)', () => {
  it.each([
    ['小貓', '窗台上', '睡午覺', 'windowsill'],
    ['弟弟', '樓梯', '從樓梯上跌下來', 'stairs'],
  ])('%s %s %s: on the %s', (who, where, what, icon) => {
    expect(understand(joinPrompt(who, where, what)).setting?.icon).toBe(icon);
  });

  it.each([
    ['企鵝', '冰上', '滑倒了'],
    ['我', '結冰的池塘', '溜冰'],
  ])('%s %s %s: out on the ice, not a cup of shaved ice', (who, where, what) => {
    const plan = understand(joinPrompt(who, where, what));
    expect(plan.scene.id).toBe('frozen-lake');
    expect(plan.props.map((p) => p.icon)).not.toContain('shaved-ice');
  });
});
