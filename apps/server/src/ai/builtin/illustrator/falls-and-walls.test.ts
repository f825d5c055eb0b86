import { describe, expect, it } from 'vitest';
import { H } from './scene.ts';
import { SCENES } from './scenes.ts';
import { drawWallThings } from './wall.ts';
import { understand, joinPrompt } from './understand.ts';

describe('a fall (decision 0028)', () => {
  it.each([
    ['小男孩', '公園', '不小心跌倒了', 'fall'],
    ['姊姊', '操場', '跑步的時候摔倒了', 'fall'],
    ['爸爸', '下雨的路上', '滑了一跤', 'fall'],
    ['弟弟', '客廳', '被玩具絆倒', 'fall'],
    ['我', '教室', '趴在地上哭', 'fall'],
    ['小狗', '雪地', '跌倒了', 'fall'],
    // not a fall: sleeping on the floor, a slide, throwing a cup
    ['妹妹', '客廳', '躺在地上睡覺', 'sleep'],
    ['哥哥', '公園', '溜滑梯', undefined],
  ])('%s %s %s → %s', (who, where, what, pose) => {
    const look = understand(joinPrompt(who, where, what)).figure.look;
    if (pose) expect(look?.pose).toBe(pose);
    else expect(look?.pose).not.toBe('fall');
  });
});

describe('things on a wall (decision 0028)', () => {
  it.each([
    ['弟弟', '教室', '看時鐘', 'alarm-clock'],
    ['媽媽', '客廳', '把畫掛在牆上', 'framed-picture'],
    ['爸爸', '家門口', '開門', 'door'],
    ['我', '浴室', '照鏡子', 'mirror'],
    ['阿公', '颱風天', '關窗戶', 'window'],
    ['弟弟', '房間', '牆上貼著海報', 'poster'],
    ['媽媽', '客廳', '拉開窗簾', 'curtains'],
    ['爸爸', '街上', '看招牌', 'shop-sign'],
  ])('%s %s %s: %s is hung on the wall', (who, where, what, icon) => {
    const plan = understand(joinPrompt(who, where, what));
    expect(plan.props.find((p) => p.icon === icon)?.placement).toBe('wall');
  });

  it('keeps a clock in the hand when the child says it is held', () => {
    const plan = understand(joinPrompt('弟弟', '房間', '拿著鬧鐘'));
    expect(plan.props.find((p) => p.icon === 'alarm-clock')?.placement).not.toBe('wall');
  });

  const at = (svg: string) => [...svg.matchAll(/<g transform="translate\(([\d.-]+) ([\d.-]+)\) scale\(([\d.]+)\)/g)];
  const scene = (id: string) => SCENES.find((s) => s.id === id)!;
  const figure = { x: 300, y: 300, size: 320, flip: true };

  it('hangs a clock on the back wall of a room, above the floor line and clear of the window', () => {
    const room = scene('living-room');
    const window = { x: 560, y: 63, w: 314, h: 214 };
    const svg = drawWallThings([{ icon: 'alarm-clock', index: 0 }], room, figure, [figure], [window], (c) => c);
    const [m] = at(svg);
    const x = Number(m![1]);
    const y = Number(m![2]);
    expect(y).toBeLessThan(H * room.horizon - 100);
    expect(x + 100 <= window.x || x >= window.x + window.w).toBe(true);
  });

  it("hangs curtains at the sides of the room's own window instead of drawing another window", () => {
    const window = { x: 100, y: 63, w: 314, h: 214 };
    const svg = drawWallThings(
      [{ icon: 'curtains', index: 0 }],
      scene('bedroom'),
      figure,
      [figure],
      [window],
      (c) => c,
    );
    expect(at(svg)).toHaveLength(0);
    const xs = [...svg.matchAll(/M([\d.-]+) /g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeLessThan(window.x);
    expect(Math.max(...xs)).toBeGreaterThan(window.x + window.w);
  });

  it('stands a door on the floor line indoors and puts it on a building outdoors, never on the street', () => {
    const room = scene('bedroom');
    const inside = drawWallThings([{ icon: 'door', index: 0 }], room, figure, [figure], [], (c) => c);
    const outside = drawWallThings([{ icon: 'door', index: 0 }], scene('park'), figure, [figure], [], (c) => c);
    expect(inside).not.toContain('<rect');
    expect(outside).toContain('<rect');
    const [m] = at(outside);
    expect(Number(m![2])).toBeLessThan(H * scene('park').horizon);
  });
});

describe('composition clear of the text corners (decision 0028)', () => {
  it('stands the main figure with its feet above the bottom quarter, where a bottom text box goes', async () => {
    const { layoutFigures } = await import('./layout.ts');
    const { seeded } = await import('./random.ts');
    for (const [who, where, what] of [
      ['小男孩', '公園', '跑步'],
      ['小貓', '海邊', '撿貝殼'],
      ['阿嬤', '廚房', '煮飯'],
    ] as const)
      for (let seed = 1; seed <= 20; seed++) {
        const b = layoutFigures(understand(joinPrompt(who, where, what)), seeded(seed)).figure;
        expect(b.y + b.size).toBeLessThanOrEqual(H * 0.77);
        expect(b.y).toBeGreaterThan(0);
      }
  });
});
