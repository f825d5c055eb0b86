import { describe, expect, it } from 'vitest';
import { illustrateSvg } from '../index.ts';
import { STYLES } from '../style.ts';
import { iconBody } from '../emoji.ts';
import { sceneById } from '../places/find.ts';
import { understand } from '../understand.ts';
import { BUILDS } from './pose.ts';
import { realHeight } from './species.ts';
import { rideSeat } from './wear.ts';

const page = (who: string, where: string, what: string) =>
  understand(`【誰】${who}【在哪裡】${where}【做什麼】${what}`);

describe('animals doing things (decision 0020, third round)', () => {
  it('rides any four-legged animal on its back, higher on a big one than on a small one', () => {
    for (const [word, icon] of [
      ['長頸鹿', 'giraffe'],
      ['小羊', 'ewe'],
      ['北極熊', 'polar-bear'],
    ] as const) {
      const look = page('小男孩', '草原', `騎著${word}`).figure.look;
      expect(look?.pose, word).toBe('ride');
      expect(look?.ride, word).toEqual({ kind: 'emoji', icon });
    }
    const seat = (icon: string) => -rideSeat({ kind: 'emoji', icon }, BUILDS.child).hipY;
    expect(seat('elephant')).toBeGreaterThan(seat('horse'));
    expect(seat('horse')).toBeGreaterThan(seat('ewe'));
    // the mount is drawn from the body plan, not as an emoji under the rider
    const svg = illustrateSvg({ prompt: '【誰】妹妹【在哪裡】公園【做什麼】騎著小羊', style: '1', seed: 1 });
    expect(svg).not.toContain(iconBody('ewe').slice(0, 120));
  });

  it('knows real sizes: a mouse small, a cat bigger, an elephant big', () => {
    expect(realHeight('mouse')).toBeLessThan(realHeight('cat'));
    expect(realHeight('cat')).toBeLessThan(realHeight('horse'));
    expect(realHeight('horse')).toBeLessThan(realHeight('elephant'));
  });

  it('reads what an animal does beyond its pose', () => {
    expect(page('獅子', '草原', '大聲吼叫').figure.look?.act).toBe('roar');
    expect(page('小狗', '院子', '挖洞').figure.look?.act).toBe('dig');
    expect(page('小熊', '森林', '抱著媽媽').figure.look?.act).toBe('hug');
    expect(page('兔子', '菜園', '吃紅蘿蔔').figure.look?.act).toBe('eat');
    expect(page('浣熊', '露營區', '偷走麵包').figure.look?.act).toBe('carry');
    // people keep their own poses
    expect(page('小明', '公園', '大聲叫').figure.look?.act).toBeUndefined();
  });

  it('draws what the figure is in, on or under, and finds its room when the page names no place', () => {
    expect(page('小貓', '紙箱裡', '睡覺').setting).toEqual({ icon: 'package', relation: 'in' });
    expect(page('小貓', '紙箱裡', '睡覺').scene.id).toBe('living-room');
    expect(page('小狗', '沙發上', '睡覺').setting).toEqual({ icon: 'couch-and-lamp', relation: 'on' });
    expect(page('小鳥', '下雨天', '躲在樹下').setting).toEqual({ icon: 'deciduous-tree', relation: 'under' });
    expect(page('倉鼠', '房間', '在籠子裡跑').setting?.icon).toBe('cage');
    expect(page('小豬', '泥巴裡', '打滾').setting?.icon).toBe('mud');
    // a named place stays the place
    expect(page('小貓', '公園的紙箱裡', '睡覺').scene.id).toBe('park');
  });

  it("takes an animal's family word as the animal, not a person", () => {
    const p = page('袋鼠媽媽', '草原上', '跳得很高');
    expect(p.figure.icon).toBe('kangaroo');
    expect(p.companion).toBeUndefined();
  });

  it('splits a noun from the place word jieba keeps with it (樹下, 窗戶 after 關)', () => {
    expect(page('小狗', '公園', '在樹下睡覺').setting).toEqual({ icon: 'deciduous-tree', relation: 'under' });
    expect(page('小明', '公園', '看大樹上面的小鳥').props.map((x) => x.icon)).toContain('bird');
    expect(page('阿公', '家裡', '關窗戶').props.map((x) => x.icon)).toContain('window');
    expect(page('小松鼠', '公園', '撿松果').props.map((x) => x.icon)).toContain('pinecone');
  });

  it('pixel style keeps a snowy sky, its hills and the snow apart', () => {
    const paint = STYLES.find((s) => s.pixel)!.paint;
    const snow = sceneById('snow')!;
    const sky = paint(snow.sky[0]);
    const ground = paint(snow.ground);
    const far = paint(snow.farColor);
    expect(new Set([sky, ground, far]).size).toBe(3);
  });
});
