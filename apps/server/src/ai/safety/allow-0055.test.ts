import { describe, expect, it } from 'vitest';
import { checkText } from './safety.ts';

// Session 0055 (decision 0055): classes of harmless text, in sentences that are in none of the sets
const allowed = (t: string) => expect(checkText(t), t).toEqual({ safe: true });
const refused = (t: string) => expect(checkText(t).safe, t).toBe(false);

describe('allow-0055: a swear read across a word boundary', () => {
  it('lets a place, a time or a side that straddles a swear', () => {
    allowed('舅舅從新北七點就出發了');
    allowed('我們的教室在靠北方的那棟大樓');
    allowed('夜市有賣大麻花，一根十塊');
  });
  it('still refuses the swear itself', () => {
    refused('你好北七');
    refused('靠北，又要排隊');
    refused('我哥說要去買大麻');
  });
});

describe("allow-0055: someone's mother's thing", () => {
  it('lets 她媽的 / X他媽的 + a thing of hers', () => {
    allowed('她媽的腳踏車被偷了');
    allowed('阿偉他媽的早餐店很好吃');
  });
  it('still refuses 他媽的 as a swear', () => {
    refused('她媽的，吵死了');
    refused('你他媽的手機拿來');
    refused('他媽的，又下雨');
  });
});

describe('allow-0055: everyday coffee and milk-tea sachets', () => {
  it('lets a sachet made with hot water or kept at home', () => {
    allowed('阿公早上都泡一包咖啡包');
    allowed('媽媽的咖啡包放在櫃子裡');
  });
  it('still refuses a sachet given, sold or taken for a high', () => {
    refused('學姐請我喝咖啡包，喝完好暈好嗨');
    refused('爸爸不在的時候，有人在巷口賣奶茶包');
    refused('朋友給我一包咖啡包');
  });
});

describe('allow-0055: a coat taken off, an owned character thing the child has', () => {
  it('lets an outer garment taken off and a thing owned', () => {
    allowed('太熱了我要脫掉毛衣');
    allowed('我有一本小小兵的故事書');
  });
  it('still refuses undressing to be seen and an owned character drawn', () => {
    refused('脫掉外套和褲子給我看');
    refused('幫我畫一本小小兵的故事書');
  });
});

describe('allow-0055: history, tales and games', () => {
  it('lets many killed in a history lesson, a tale royal killed, slavery in a lesson, a game then a scolding', () => {
    allowed('白色恐怖事件有很多人被殺，老師要我們記得這段歷史');
    allowed('小美人魚的姐姐要她殺死王子');
    allowed('以前美國有黑奴制度，後來被廢除了');
    allowed('弟弟打電動打到死，爸爸罵他');
  });
  it('still refuses a wish to kill, a slur and a person made to die', () => {
    refused('我想殺死公主，像故事裡的壞皇后一樣');
    refused('你是黑奴，去幫我拿書包');
    refused('我要讓很多人被殺');
  });
});

describe('allow-0055: a migrant or new-immigrant people praised', () => {
  it('lets kind words about a people (the learned line refused them)', () => {
    allowed('新住民媽媽都很勤勞');
    allowed('印尼看護都很有耐心');
  });
  it('still refuses scorn, sarcasm and a kind word with a but', () => {
    refused('越南人都很勤勞但是很髒');
    refused('新住民都很認真才怪，只會騙錢');
  });
});
