import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { darken } from './colour.ts';
import { STYLES, illustrate, illustrateSvg } from './index.ts';
import { SCENES } from './scenes.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const prompt = '【誰】小兔子【在哪裡】森林【做什麼】吃紅蘿蔔';

describe('the illustrator', () => {
  it('has at least six art styles with names', () => {
    expect(STYLES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(STYLES.map((s) => s.id)).size).toBe(STYLES.length);
  });

  it.each(STYLES.map((s) => [s.id, s.name]))('style %s (%s) renders a 1024×768 PNG', async (id) => {
    const png = await illustrate({ prompt, style: id, seed: 1 });
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 768]);
    // Not a blank canvas: the picture has real variation in colour.
    const { channels } = await sharp(png).stats();
    expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(20);
  });

  it('is deterministic for the same prompt and seed, and another seed gives another composition', () => {
    const a = illustrateSvg({ prompt, style: '1', seed: 1 });
    expect(illustrateSvg({ prompt, style: '1', seed: 1 })).toBe(a);
    expect(illustrateSvg({ prompt, style: '1', seed: 2 })).not.toBe(a);
  });

  it('draws the main character on a light background for the character picture', async () => {
    const png = await illustrate({
      prompt: '',
      style: '1',
      seed: 1,
      portrait: true,
      character: { name: '毛毛', features: '戴帽子的小狗' },
    });
    const { dominant } = await sharp(png).stats();
    expect(dominant.r + dominant.g + dominant.b).toBeGreaterThan(600);
  });

  it('draws every hat, worn, held and ridden thing with well-formed numbers', () => {
    const pages = [
      ['戴棒球帽和眼鏡的男孩', '公園', '拿著氣球'],
      ['戴草帽的阿公', '稻田', '撐著雨傘'],
      ['戴毛帽和圍巾的女孩', '雪地', '丟雪球'],
      ['戴禮帽的爸爸', '城市', '拿著書'],
      ['戴派對帽的小朋友們', '生日派對', '跳舞'],
      ['消防員', '城市', '跑步'],
      ['警察', '路上', '揮手'],
      ['廚師', '廚房', '拿著蛋糕'],
      ['太空人', '月球', '坐火箭'],
      ['忍者', '屋頂', '拿著劍跳'],
      ['戴口罩背書包的小女孩', '學校', '走路'],
      ['有翅膀的仙女', '森林', '拿著魔法棒飛'],
      ['小丑', '馬戲團', '提著燈籠'],
      ['巫婆', '天空', '騎掃把'],
      ['男孩', '湖上', '坐船'],
      ['女孩', '公園', '騎腳踏車'],
      ['公主', '雲上', '坐魔毯'],
      ['小貓', '森林', '戴著巫師帽騎掃把'],
    ];
    for (const [who, where, what] of pages)
      for (const seed of [1, 2]) {
        const svg = illustrateSvg({ prompt: `【誰】${who}【在哪裡】${where}【做什麼】${what}`, style: '1', seed });
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        // a number attribute with anything but a number in it (a stray space made resvg read 0)
        expect(svg).not.toMatch(/ (x|y|cx|cy|r|rx|ry|width|height)="(?!-?\d+(\.\d+)?%?")/);
      }
  });
});

describe('weather indoors and in the dark (issue O, decision 0020)', () => {
  const rainDrops = (svg: string) => (svg.match(/l12 34 /g) ?? []).length;
  const windowDrops = (svg: string) => (svg.match(/l8 24 /g) ?? []).length;

  it('rain with an indoor place shows at the window only, never falling in the room', () => {
    for (const where of ['下雨天的客廳', '下雨的教室', '下雨天在臥室']) {
      const svg = illustrateSvg({ prompt: `【誰】小熊【在哪裡】${where}【做什麼】看書`, style: '1', seed: 2 });
      expect(rainDrops(svg), where).toBe(0);
      expect(windowDrops(svg), where).toBeGreaterThan(10);
    }
    // outdoors it falls over the whole picture
    const out = illustrateSvg({ prompt: '【誰】小熊【在哪裡】下雨的公園【做什麼】散步', style: '1', seed: 2 });
    expect(rainDrops(out)).toBeGreaterThan(50);
  });

  it('the pixel style paints no scene colour black, so a cave or a night stays readable', () => {
    const pixel = STYLES.find((s) => s.pixel)!;
    for (const s of SCENES)
      for (const c of [s.sky[0], s.sky[1], s.ground, s.farColor, darken(s.ground, 0.55)])
        expect(pixel.paint(c), `${s.id} ${c}`).not.toBe('#000000');
  });
});
