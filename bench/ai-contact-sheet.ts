/**
 * Draws 24 pages with the built-in illustrator (varied descriptions, every style, one recurring main
 * character) and lays them out as a contact sheet to look at: `node --import tsx bench/ai-contact-sheet.ts [out.png]`.
 */
import sharp from 'sharp';
import { illustrate, STYLES } from '../apps/server/src/ai/builtin/illustrator/index.ts';

const hero = { name: '毛毛', features: '戴紅色蝴蝶結的小貓' };
const PAGES: [string, string, string][] = [
  ['毛毛', '森林', '吃紅蘿蔔'],
  ['毛毛', '晚上的海邊', '撿貝殼'],
  ['大野狼', '下雨的城市', '撐著雨傘'],
  ['毛毛', '外太空', '坐火箭'],
  ['公主', '城堡', '跳舞'],
  ['毛毛', '雪地', '堆雪人'],
  ['小熊', '廚房', '做蛋糕'],
  ['毛毛', '海底', '找寶藏'],
  ['毛毛', '天空', '放風箏'],
  ['毛毛', '教室', '看書'],
  ['爺爺', '農場', '種菜'],
  ['毛毛', '沙漠', '騎腳踏車'],
  ['毛毛', '公園', '吹泡泡'],
  ['小狗', '遊樂場', '玩球'],
  ['毛毛', '房間', '睡覺'],
  ['毛毛', '生日派對', '吃蛋糕'],
  ['毛毛', '山上', '露營'],
  ['猴子', '叢林', '吃香蕉'],
  ['毛毛', '花園', '澆花'],
  ['毛毛', '湖邊', '釣魚'],
  ['毛毛', '山洞', '找寶石'],
  ['長頸鹿', '動物園', '吃樹葉'],
  ['毛毛', '學校', '踢足球'],
  ['毛毛', '家裡', '抱著泰迪熊'],
];

const out = process.argv[2] ?? '/tmp/ai-contact-sheet.png';
const w = 384;
const h = 288;
const tiles = [];
for (let i = 0; i < PAGES.length; i++) {
  const [who, where, what] = PAGES[i]!;
  const style = STYLES[i % STYLES.length]!.id;
  const png = await illustrate({
    prompt: `【誰】${who}【在哪裡】${where}【做什麼】${what}`,
    style,
    seed: 1,
    character: hero,
  });
  tiles.push({
    input: await sharp(png).resize(w, h).toBuffer(),
    left: (i % 4) * (w + 8),
    top: Math.floor(i / 4) * (h + 8),
  });
}
await sharp({ create: { width: 4 * (w + 8), height: 6 * (h + 8), channels: 3, background: '#ffffff' } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`contact sheet: ${out}`);
