import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';
import { SPECIES } from './figure/species.ts';
import { drawRide } from './figure/wear.ts';
import { BUILDS } from './figure/pose.ts';
import type { PersonLook } from './figure/look.ts';

/**
 * Decision 0042 (the who): every person a group names is drawn, people named by their work or story are grown-ups
 * in their clothes, one person is not drawn twice, a figure sits in its wheelchair, look-alike animals differ — in
 * phrasings of their own, not the evaluation pages.
 */
const plan = (who: string, where = '公園', what = '散步') =>
  understand(`【誰】${who}【在哪裡】${where}【做什麼】${what}`);

/** Everyone drawn as a person: the figure, its crowd's named members, the companion. */
function people(p: ReturnType<typeof understand>): PersonLook[] {
  return [p.figure.look?.person, ...(p.figure.look?.members ?? []), p.companion?.look?.person].filter(
    (x): x is PersonLook => x !== undefined,
  );
}
const ages = (p: ReturnType<typeof understand>) =>
  people(p)
    .map((x) => `${x.age}${x.feminine ? 'F' : 'M'}`)
    .sort();

describe('every member of a named group is drawn', () => {
  it('kin words written together are two people, and the third named is drawn too', () => {
    expect(ages(plan('外公外婆和弟弟'))).toEqual(['childM', 'elderlyF', 'elderlyM']);
    expect(ages(plan('阿公阿嬤'))).toEqual(['elderlyF', 'elderlyM']);
    const p = plan('爸爸媽媽和穿綠色衣服的我');
    expect(people(p)).toHaveLength(3);
    // the member keeps the clothes colour written for it
    expect(p.figure.look?.members?.[0]?.top).toBe('#4cbb5e');
  });

  it('a family is a father, a mother and the children, not a crowd of one kind', () => {
    for (const who of ['一家人', '全家人', '我們全家']) {
      const a = ages(plan(who, '餐廳', '吃晚餐'));
      expect(a, who).toContain('adultM');
      expect(a, who).toContain('adultF');
      expect(
        a.some((x) => x.startsWith('child')),
        who,
      ).toBe(true);
    }
    expect(people(plan('一家四口', '海邊', '玩水'))).toHaveLength(4);
  });

  it('a group named second is the group (老師和學生們: the students, not the teacher)', () => {
    const p = plan('老師和小朋友們', '教室', '上課');
    expect(p.figure.look?.person?.age).toBe('adult');
    expect(p.figure.look?.crowd).toBeUndefined();
    expect(p.companion?.look?.crowd).toBeGreaterThan(1);
  });

  it('people named together in one word (兄弟, 姊妹, 母女, 祖孫, 男生女生) are each drawn', () => {
    expect(ages(plan('姊妹'))).toEqual(['childF', 'childF']);
    expect(ages(plan('兄弟'))).toEqual(['childM', 'childM']);
    expect(ages(plan('母子'))).toEqual(['adultF', 'childM']);
    expect(ages(plan('爺孫'))).toEqual(['childM', 'elderlyM']);
    expect(ages(plan('男孩女孩'))).toEqual(['childF', 'childM']);
  });
});

describe('one person is drawn once', () => {
  it.each([
    ['小華的媽媽', ['adultF']],
    ['我的好朋友', ['child']],
    ['同學小玲', ['child']],
    ['好朋友阿明', ['childM']],
    ['我弟弟', ['childM']],
  ])('%s', (who, want) => {
    const a = ages(plan(who));
    expect(a).toHaveLength(1);
    expect(a[0]!.startsWith(want[0]!)).toBe(true);
  });

  it('the one carried along is never an emoji head the figure sits on', () => {
    const p = plan('爸爸', '馬路上', '開車載妹妹去上學');
    expect(p.props.filter((q) => q.placement === 'ride' && /-light$/.test(q.icon))).toEqual([]);
  });
});

describe('people named by their work or story are grown-ups in their clothes', () => {
  it.each([
    ['船長', 'hat'],
    ['外送員', 'backpack'],
    ['清潔隊員', 'vest'],
    ['校長', 'glasses'],
    ['騎士', 'hat'],
  ])('%s wears %s', (who, kind) => {
    const p = plan(who);
    expect(p.figure.look?.person?.age).toBe('adult');
    expect(p.figure.look?.worn.map((w) => w.kind)).toContain(kind);
  });

  it('a bride, a groom, the old and a cowboy are who they are', () => {
    expect(plan('新娘').figure.look?.person).toMatchObject({ age: 'adult', feminine: true, outfit: 'dress' });
    expect(plan('新郎').figure.look?.person).toMatchObject({ age: 'adult', feminine: false, outfit: 'suit' });
    expect(plan('老太太').figure.look?.person?.age).toBe('elderly');
    expect(plan('牛仔', '草原', '騎馬').figure.look?.person?.feminine).toBe(false);
  });
});

describe('a figure sits in what it sits in', () => {
  it('a wheelchair is drawn round the seated figure: the wheel over the body', () => {
    const p = plan('外公', '醫院', '坐在輪椅上');
    expect(p.figure.look?.ride?.icon).toBe('manual-wheelchair');
    expect(p.figure.look?.pose).toBe('sit');
    const ride = { kind: 'emoji' as const, icon: 'manual-wheelchair' };
    expect(drawRide(ride, BUILDS.elderly, 'over')).toContain('<circle');
    expect(drawRide(ride, BUILDS.elderly, 'under')).toContain('<rect');
  });

  it('a driver on a road is in the car at its window, not on a toy car', () => {
    for (const what of ['開車去上班', '開著藍色的汽車']) {
      const p = plan('阿姨', '馬路上', what);
      expect(p.setting, what).toEqual({ icon: 'automobile', relation: 'in' });
      expect(p.figure.look?.ride, what).toBeUndefined();
    }
  });

  it('a named mount is ridden, not the horse inside its word', () => {
    expect(plan('弟弟', '動物園', '騎著斑馬').figure.look?.ride?.icon).toBe('zebra');
    expect(plan('弟弟', '農場', '騎驢子').figure.look?.ride?.icon).toBe('donkey');
  });
});

describe('animals that look alike are told apart', () => {
  it('hoofed animals have long heads and hooves, a dog does not', () => {
    for (const id of ['horse', 'deer', 'goat', 'zebra', 'donkey']) {
      expect(SPECIES[id]?.snout, id).toBe('equine');
      expect(SPECIES[id]?.hooves, id).toBe(true);
    }
    expect(SPECIES.dog?.snout).not.toBe('equine');
    expect(SPECIES.horse?.tail).toBe('flow');
    expect(SPECIES.goat?.beard).toBe(true);
    expect(SPECIES.cow?.udder).toBe(true);
  });

  it('birds carry their marks', () => {
    expect(SPECIES.chicken?.comb).toBe(true);
    expect(SPECIES.peacock?.tail).toBe('peacock');
    expect(SPECIES.eagle?.headColour).toBeDefined();
    expect(plan('烏鴉', '電線上', '叫').figure.icon).toBe('blackbird');
  });

  it('breeds a child names are their animal in its coat', () => {
    expect(plan('柴犬').figure).toMatchObject({ icon: 'dog', look: { coat: '#e0954a' } });
    expect(plan('橘貓').figure.icon).toBe('cat');
    expect(plan('黑豹', '森林').figure.icon).toBe('leopard');
  });

  it('the young beside its parent is drawn small', () => {
    expect(plan('熊媽媽和小熊', '森林', '散步').companion).toMatchObject({ icon: 'bear', young: true });
  });
});
