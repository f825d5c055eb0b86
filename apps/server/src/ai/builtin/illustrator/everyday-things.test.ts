import { describe, expect, it } from 'vitest';
import { joinPrompt, understand } from './understand.ts';
import { describeDrawing } from './describe.ts';
import { hasIcon } from './emoji.ts';
import { findThings } from './things/find.ts';
import { THINGS_TUNE } from './evaluation/things-nouns.ts';

/** Everyday things (decision 0051), in phrasings of this test's own. */
const plan = (who: string, where: string, what: string) => understand(joinPrompt(who, where, what));

describe('everyday things (decision 0051)', () => {
  it('knows most of the tune half of the noun list, each drawable', () => {
    const lines = THINGS_TUNE.split('\n').filter((l) => l.includes('|'));
    const known = lines.filter((l) => {
      const [phrase, noun] = l.split('|') as [string, string];
      const t = findThings(phrase).find((x) => x.word.includes(noun));
      return t && hasIcon(t.icon);
    });
    expect(known.length / lines.length).toBeGreaterThan(0.8);
  });

  it('draws street furniture at its own size beside the figure, a bird on the wires, a child on a bench', () => {
    expect(plan('奶奶', '公園', '在路燈旁邊散步').props.map((p) => p.icon)).toContain('street-lamp');
    expect(plan('小鳥', '馬路邊', '停在電線上').setting?.icon).toBe('utility-pole');
    expect(plan('我', '街上', '看電線桿').props.map((p) => p.icon)).toContain('utility-pole');
    expect(plan('爺爺', '公園', '坐在長凳上看報紙').setting?.icon).toBe('park-bench');
  });

  it('takes street furniture named as the place to the street and draws it, a bird on the wires', () => {
    const lamp = plan('小狗', '路燈旁邊', '等主人');
    expect(lamp.scene.id).toBe('street');
    expect(lamp.props.map((p) => p.icon)).toContain('street-lamp');
    const wire = plan('燕子', '電線上', '休息');
    expect(wire.scene.id).toBe('street');
    expect(wire.setting?.icon).toBe('utility-pole');
  });

  it('wears goggles and an apron on the figure, and sets slippers at its feet', () => {
    expect(plan('姊姊', '海邊', '戴著蛙鏡玩水').figure.look?.worn.some((w) => w.kind === 'goggles')).toBe(true);
    expect(plan('爸爸', '廚房', '穿著圍裙炒菜').figure.look?.worn.some((w) => w.kind === 'apron')).toBe(true);
    const slippers = plan('弟弟', '客廳', '穿藍白拖看卡通').props.find((p) => p.icon === 'thong-sandal');
    expect(slippers?.placement).toBe('ground');
  });

  it('draws no second vehicle inside the one that is the place, nor a building in its aisle', () => {
    const bus = plan('我和媽媽', '公車上', '坐車去醫院');
    expect(bus.props.map((p) => p.icon)).not.toContain('automobile');
    expect(bus.props.map((p) => p.icon)).not.toContain('hospital');
    expect(plan('我', '捷運上', '搭車去動物園').props.some((p) => p.placement === 'ride')).toBe(false);
  });

  it('uses the kitchen’s own fridge for 冰箱', () => {
    expect(plan('哥哥', '廚房', '從冰箱拿出果汁').props.map((p) => p.icon)).not.toContain('refrigerator');
    expect(plan('哥哥', '客廳', '搬一台冰箱').props.map((p) => p.icon)).toContain('refrigerator');
  });

  it('draws night-market food as food, and says nothing of a thing it does not know', () => {
    expect(plan('我', '夜市', '買地瓜球和紅豆餅').props.map((p) => p.icon)).toEqual(
      expect.arrayContaining(['sweet-potato-balls', 'wheel-cake']),
    );
    const text = describeDrawing(joinPrompt('我', '公園', '玩竹蜻蜓'));
    expect(text).not.toContain('竹蜻蜓');
  });
});
