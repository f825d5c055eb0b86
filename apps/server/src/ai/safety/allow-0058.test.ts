import { describe, expect, it } from 'vitest';
import { checkText } from './safety.ts';

// Session 0058 (decision 0058): classes of harmless text, in sentences that are in none of the sets; every allowed
// sentence here is refused on main before this session
const allowed = (t: string) => expect(checkText(t), t).toEqual({ safe: true });
const refused = (t: string) => expect(checkText(t).safe, t).toBe(false);

describe('allow-0058: pests, insects and germs killed in everyday life', () => {
  it('lets a pest killed, by name or as 牠 after it', () => {
    allowed('我要殺死這隻蟑螂');
    allowed('我要把家裡的老鼠全部毒死');
    allowed('爸爸拿殺蟲劑把蟑螂殺死了');
    allowed('我發現一隻老鼠，爸爸用掃把把牠打昏');
    allowed('阿嬤用菜刀把蛇的頭砍掉');
    allowed('老師說螳螂會把蒼蠅的頭咬下來');
    allowed('鄰居的狗被老鼠藥毒死了，好可憐');
  });
  it('still refuses a person called a pest, a pet, or a person after the deed', () => {
    refused('小明是蟑螂，我要把他的頭砍掉');
    refused('我要把弟弟當成蟑螂打死');
    refused('你這隻蟑螂，我要打死你');
    refused('我要殺死這隻蟑螂，然後殺了小華');
    refused('我要用殺蟲劑毒死小明');
    refused('我要把班長的兔子打死');
  });
});

describe('allow-0058: the killing party games', () => {
  it("lets the game's name and its deeds", () => {
    allowed('狼人殺我第一晚就被刀了');
    allowed('狼人殺的狼人要在晚上殺人，不能被發現');
  });
  it('still refuses a named child killed or a step out of the game', () => {
    refused('我們玩殺手遊戲，我要把小美殺死');
    refused('我玩狼人殺，然後我真的殺了我弟弟');
    refused('玩完殺人遊戲，我要去外面殺人');
  });
});

describe("allow-0058: a game's creatures, an owned character's battle, English games and pests", () => {
  it('lets them', () => {
    allowed('我的卡比獸用泰山壓頂把對方壓扁了');
    allowed('I killed three zombies in Minecraft last night.');
    allowed('I got killed in dodgeball.');
  });
  it('still refuses a real person and drawing the character', () => {
    refused('I killed three zombies and then I will kill my teacher.');
    refused('我要畫皮卡丘用十萬伏特把對手打倒');
  });
});

describe('allow-0058: the kitchen and the hospital', () => {
  it("lets a food animal's part and a doctor's cut", () => {
    allowed('媽媽把雞脖子砍斷，放進湯裡');
    allowed('外婆的手術要切掉一塊肉');
  });
  it('still refuses a wish to cut a person', () => {
    refused('我要去醫院把小明的牙齒拔掉');
    refused('我要把妹妹的脖子砍斷');
  });
});
