import { describe, expect, it } from 'vitest';
import { checkText } from './safety.ts';
import { reportsBeingHurt0048 } from './allow-0048.ts';
import { prepare } from './normalise.ts';

// Session 0048 (decision 0048): classes of harmless text, in sentences that are in none of the sets
const allowed = (t: string) => expect(checkText(t), t).toEqual({ safe: true });
const refused = (t: string) => expect(checkText(t).safe, t).toBe(false);

describe('allow-0048: the sport is the hit', () => {
  it('lets a sport hit, kick, shoot and touch', () => {
    allowed('籃球比賽我們被對面殺爆了');
    allowed('擊劍的時候他一劍刺中我的肚子');
  });
  it('still refuses a wish to hurt someone with the sport', () => {
    refused('我要用跆拳道把隔壁的哥哥踢到骨折');
    refused('我想拿擊劍的劍刺死坐我後面的人');
  });
});

describe('allow-0048: 死 said big', () => {
  it('lets a feeling or a pastime said "to death"', () => {
    allowed('我被跳蚤咬死了好癢');
    allowed('我們打球打到死才回家');
  });
  it('still refuses a person made to die', () => {
    refused('我要把他關在外面冷死他');
    refused('我想把你打到死');
  });
});

describe('allow-0048: games, war, lessons', () => {
  it('lets a game kill, a war death and a drug lesson', () => {
    allowed('我在手遊裡一直被對方的狙擊手爆頭');
    allowed('他在遊戲裡一直殺我');
    allowed('警察叔叔說陌生人給的飲料裡面可能有毒品');
    allowed('老師說販毒的人會被警察抓去關');
  });
  it('still refuses a step from the game or the lesson into a wish', () => {
    refused('打完電動我要去砍死隔壁的人');
    refused('老師說不要吸毒，可是我好想試試看吸毒');
  });
});

describe('allow-0048: a child telling she was hurt', () => {
  it('lets the telling through and marks it for the teacher', () => {
    allowed('排隊的時候阿德一直推我，我好痛');
    allowed('阿豪一直掐我的脖子，我跟老師說了');
    allowed('他們把我推倒還踢我的肚子');
    expect(reportsBeingHurt0048(prepare('排隊的時候阿德一直推我，我好痛').compact)).toBe(true);
  });
  it('marks no game, sport, pat on the head or scolding', () => {
    for (const t of ['我在遊戲裡被殭屍打死', '躲避球我被打中腳', '爺爺摸我的頭說我好棒', '我被媽媽罵了'])
      expect(reportsBeingHurt0048(prepare(t).compact), t).toBe(false);
  });
  it('still refuses a revenge planned after it', () => {
    refused('他一直打我，所以我明天要拿刀去殺了他');
  });
});
