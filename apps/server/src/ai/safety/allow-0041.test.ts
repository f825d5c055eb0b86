import { describe, expect, it } from 'vitest';
import { checkText } from './safety.ts';
import { lessonBlanked0041, notAPhone0041 } from './allow-0041.ts';

/**
 * Session 0041 (decision 0041): the allow side's classes. Each class is tested with sentences of its kind that must
 * pass and with near-misses that must stay refused (the child's own wish, an imitation, a person in the present).
 */
const passes = (t: string) => expect(checkText(t), t).toEqual({ safe: true });
const refused = (t: string) => expect(checkText(t).safe, t).toBe(false);

describe('safety, session 0041: the allow side by class', () => {
  it("a villain's deed told as story passes; imitating it or a 我/你 in between does not", () => {
    for (const t of [
      '壞心的巫師放火燒了王子的宮殿',
      '惡龍把整座橋燒斷了',
      '狼王說：我要把你們通通吃掉！',
      '妖怪想用毒藥毒死村子裡的雞',
    ])
      passes(t);
    for (const t of [
      '我要像惡龍一樣放火燒了學校',
      '我是魔王，我要把你們全部殺光',
      '那個巫婆是我們老師，我要殺了她',
      '惡龍燒了城堡，我也要放火燒學校',
      '大野狼殺人了',
    ])
      refused(t);
  });

  it('history lessons and news retold pass; a wish to do the same does not', () => {
    for (const t of [
      '歷史課說凱撒被元老們刺殺了',
      '唐朝的時候有很多人戰死',
      '新聞說有人在車站被刺傷，兇手被抓了',
      '新聞說日本又發生槍擊案',
    ])
      passes(t);
    for (const t of ['我要學秦始皇把同學活埋', '我要像項羽一樣自殺', '看了新聞，我也想去砍人', '我要在學校製造槍擊案'])
      refused(t);
  });

  it('games, sports, kitchens, wild animals and hospitals pass', () => {
    for (const t of [
      '我玩射擊遊戲一直被敵人爆頭',
      '我在遊戲裡射殺了三隻殭屍',
      '羽球教練教我怎麼殺球',
      '地震來了要抱頭蹲下',
      '阿嬤把魚頭剁下來煮湯',
      '蟒蛇把獵物勒死再慢慢吞下去',
      '救護車來的時候，那個叔叔頭上一直流血',
    ])
      passes(t);
    for (const t of ['打完電動我要去把同學爆頭', '我要像老虎一樣咬死你', '我要把他打到頭破血流送急診']) refused(t);
  });

  it('a child telling she was hurt or that someone was left out passes; joining in does not', () => {
    for (const t of ['阿明一直踢我的腳，我跟老師說了', '大家都嘲笑小華，我覺得這樣不對']) passes(t);
    for (const t of ['我要打我弟的頭，打到他哭', '大家一起排擠小玲，不要跟她玩']) refused(t);
  });

  it('drug lessons and trouble said big pass; an offer does not', () => {
    for (const t of [
      '警察叔叔說千萬不可以吸毒',
      '毒品會讓人上癮，還會坐牢',
      '我把爸爸的手機摔壞了，完蛋了，他會殺了我',
    ])
      passes(t);
    for (const t of ['吸毒會死掉嗎？不會啦，試試看', '千萬不要告訴老師我們在吸毒']) refused(t);
  });

  it('English: animals, villains, history, disasters, lessons and a name-call told', () => {
    for (const t of [
      'The tiger killed a deer and ate it.',
      'The witch tried to poison the princess.',
      'Lincoln was shot in a theater.',
      'Dinosaurs were killed by an asteroid.',
      'My teacher said drugs are dangerous.',
      'My brother said I was dumb, so I told mom.',
      'Moby Dick is a book about a whale.',
    ])
      passes(t);
    for (const t of ['I will kill my teacher.', 'I am a monster and I will kill you.', 'you are a dick']) refused(t);
  });

  it('an English word quoted in a Chinese lesson is not read; the same word used is', () => {
    expect(lessonBlanked0041('shoot 的意思是射門')).toBe('      的意思是射門');
    expect(lessonBlanked0041('i will shoot you')).toBe('i will shoot you');
    passes('老師說 kill 的過去式是 killed');
    refused('kill 的意思是殺，I will kill you');
    refused('老師說 fuck 的意思是很生氣');
  });

  it("a labelled number is no phone when it is a thing's or has no phone's shape", () => {
    expect(notAPhone0041('電影票上的', '0012345')).toBe(true);
    expect(notAPhone0041('我的學生證', '2087654')).toBe(true);
    expect(notAPhone0041('我家的', '2345678')).toBe(false);
    expect(notAPhone0041('我的', '091234567')).toBe(false);
    passes('我的借書證號碼是3087654');
    passes('我的准考證號碼是1130026');
    refused('我家電話號碼是2345678');
    refused('爸爸的信用卡號碼 4321 5678 9012 3456');
    passes('今彩539開出 01 09 18 27 36 39');
    refused('我的手機 09 18 27 36 39');
  });

  it('a town named is no address; an owned name used as a name is no character', () => {
    passes('我住在台中市大甲區');
    passes('我家的狗叫米奇，牠好愛叫');
    passes('我們家養了一隻龍貓');
    passes('My best friend is Elsa.');
    refused('我的主角叫艾莎');
    refused('畫艾莎公主在城堡裡唱歌');
    refused('我的角色名字是Elsa');
  });
});
