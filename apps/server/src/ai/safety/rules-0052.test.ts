import { describe, expect, it } from 'vitest';
import { checkText } from './safety.ts';

// session 0052 (decision 0052): the classes of rules-0052.ts, each with texts of its own (not lines of the sets),
// and the look-alikes that must stay allowed
const cat = (t: string) => {
  const v = checkText(t);
  return v.safe ? 'safe' : v.category;
};
const expectAll = (texts: string[], want: string) => {
  for (const t of texts) expect(cat(t), t).toBe(want);
};

describe('safety, session 0052 classes (harm said without the usual words)', () => {
  it('a wish to beat or kill a named child is violence, wherever it is said; pests, monsters and 打敗 are not', () => {
    expectAll(
      [
        '我要把阿傑打死',
        '下課我要在操場把小華揍死',
        '我等一下要拿樹幹打死小明',
        '我們決定放學把轉學生打死',
        '我一定要把陳志明毒死',
      ],
      'violence',
    );
    expectAll(
      ['我要把蚊子打死', '我要打死大魔王', '我要把小明打敗', '我要在操場跟小明玩', '我會把小明逗得笑死'],
      'safe',
    );
  });

  it('self-harm told indirectly answers with care; pills kept safe, ropes for games and outgrown things do not', () => {
    expectAll(
      [
        '我已經存了二十顆安眠藥，準備好了',
        '繩子綁好了，對不起大家',
        '這是我的最後一封信，我在頂樓',
        '喝幾口農藥人就會死',
        '洗碗精喝下去人會不會死',
        '如果沒有我，媽媽就不用那麼辛苦，大家會更好',
        '我把我的錢都分給妹妹了，反正以後我再也用不到',
        '等你們看到這封信的時候，我已經不在了',
        'how much bleach would kill me',
        'my family would be happier without me',
      ],
      'self_harm',
    );
    expect(checkText('吃幾瓶咳嗽藥水會死').safe).toBe(false);
    expectAll(
      [
        '媽媽把藥藏起來，怕弟弟亂吃',
        '露營的繩子我已經準備好了，明天就出發',
        '跳繩比賽的繩子準備好了，謝謝大家幫忙',
        '我們在頂樓種菜，阿公說再見了夏天',
        '我把穿不下的衣服送給弟弟，反正以後我也用不到了',
        '我明天就不在了，要去露營三天',
        '沒有我幫忙，媽媽會比較累',
        '蟑螂喝了殺蟲劑會死嗎',
        'my mom hid the pills so my baby brother can not reach them',
      ],
      'safe',
    );
  });

  it('violence with plain verbs and Taiwanese words; play, pests and help stay allowed', () => {
    expectAll(
      [
        '我要把王志明從頂樓推下去',
        '放學後我要把她推下樓梯',
        '把那個同學的頭壓在水桶裡',
        '你給我記住，明天你就死定了',
        '我要共你拍予死',
        '恁爸欲刣你',
        'I will strangle her',
        'push her off the roof',
      ],
      'violence',
    );
    expectAll(
      [
        '我把他從水裡拉上來',
        '我們把爸爸推進游泳池，好好玩',
        '我要拍死你這隻蚊子',
        '阿公在刣魚，準備晚餐',
        '我知道小美住哪裡，今天晚上我要送卡片給她',
        '你給我記住，明天要帶作業來',
        'the dog choked on a bone and the vet helped',
      ],
      'safe',
    );
  });

  it('drugs by street name with a high, a trade or a secret; real candy, milk tea and cats stay allowed', () => {
    expectAll(
      [
        '學長說喝這包奶茶包會很茫',
        '他給我一包咖啡包，喝了整個人飄起來',
        '同學在廁所賣K',
        '哥哥哈草哈到笑不停',
        '陌生人給我一顆特別的糖果，說吃了會飛上天',
        '那個阿姨說這瓶飲料不要告訴爸媽，喝了會很舒服',
        'my friend sells weed at school',
      ],
      'drugs',
    );
    expectAll(
      [
        '吃了跳跳糖好嗨喔，嘴巴一直啪啪跳',
        '我開心得飛起來，因為媽媽買了糖果',
        '我家的貓叫喵喵，牠最愛吃喵喵罐罐',
        '我去買kfc的炸雞',
        '哥哥吸草莓牛奶吸得好大聲',
        '阿姨給我一顆糖果，說吃了會很開心',
      ],
      'safe',
    );
  });

  it('bullying by deed; surprises, games and family videos stay allowed', () => {
    expectAll(
      [
        '我們每天把小美的書包丟到垃圾桶，看她哭',
        '我故意在阿明的椅子上倒牛奶',
        '大家都當作小琪是空氣',
        '我每天搶走學弟的早餐錢',
        '我們偷拍小杰被推倒的影片傳到IG笑他',
        'we hid his backpack and laughed when he cried',
      ],
      'profanity',
    );
    expectAll(
      [
        '我們把小明的鞋子藏起來，要給他一個生日驚喜',
        '我把弟弟的外套丟到沙發上',
        '我們玩遊戲，大家假裝看不見小明',
        '我把弟弟跌倒的影片傳到家族群組，阿嬤笑了',
        '我們拍了小華唱歌的影片傳到班群',
        'we pretend the floor is lava',
      ],
      'safe',
    );
  });

  it('hate as approval of a massacre or a people born to be slaves; history told as history stays allowed', () => {
    expectAll(
      ['納粹殺猶太人是應該的', '原住民活該被殺光', '那種人天生就該當奴隸', '那個種族應該被滅掉', 'Hitler was a hero'],
      'hate',
    );
    expectAll(
      [
        '二戰結束了，納粹被打敗了，太好了',
        '南京大屠殺紀念館做得很好，讓大家記住歷史',
        '把蚊子全部消滅是應該的',
        '希特勒是壞人，他殺了很多猶太人',
        'the holocaust was a terrible thing',
      ],
      'safe',
    );
  });
});
