import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from './index.ts';

// Children's sentences and the English draft we promise for each.
const SENTENCES: [string, string][] = [
  ['小兔子在森林裡吃紅蘿蔔', 'The little rabbit eats a carrot in the forest.'],
  ['我和小狗去公園玩', 'The puppy and I go to the park to play.'],
  ['昨天我吃了一個蛋糕', 'Yesterday, I ate a cake.'],
  ['小貓很可愛', 'The kitten is very cute.'],
  ['你喜歡恐龍嗎？', 'Do you like dinosaurs?'],
  ['小美的狗很大', "Xiaomei's dog is very big."],
  ['兩隻小鳥在天空飛', 'Two little birds fly in the sky.'],
  ['有一天，小熊找到一個寶藏', 'One day, the little bear found treasure.'],
  ['我不喜歡下雨', 'I do not like rain.'],
  ['媽媽在廚房煮晚餐', 'Mom cooks dinner in the kitchen.'],
  ['他們在海邊撿貝殼', 'They pick up a seashell at the beach.'],
  ['從前有一隻大野狼', 'Once upon a time, there was a big bad wolf.'],
  ['我把球踢給小明', 'I kick the ball to Xiaoming.'],
  ['小兔子正在睡覺', 'The little rabbit is sleeping.'],
  ['我想去動物園', 'I want to go to the zoo.'],
  ['紅色的花很漂亮', 'The red flower is very beautiful.'],
  ['明天我要去學校', 'Tomorrow, I want to go to school.'],
  ['公主住在城堡裡', 'The princess lives in the castle.'],
  ['小豬沒有吃早餐', 'The piglet did not eat breakfast.'],
  ['我們一起唱歌', 'We sing together.'],
  ['老師說故事', 'The teacher tells a story.'],
  ['恐龍會飛嗎', 'Can the dinosaur fly?'],
  ['我有三隻小貓', 'I have three kittens.'],
  ['今天天氣很好', 'Today, the weather is very good.'],
  ['小狗跑得很快', 'The puppy runs very fast.'],
  ['我的朋友很勇敢', 'My friend is very brave.'],
  ['爸爸開車去城市', 'Dad drives to the city.'],
  ['小魚在水裡游泳', 'The little fish swims in the water.'],
  ['姐姐在房間裡畫畫', 'My big sister draws pictures in the room.'],
  ['小熊很餓', 'The little bear is very hungry.'],
  ['奶奶送我一個禮物', 'Grandma gives me a present.'],
  ['我們在教室上課', 'We have class in the classroom.'],
  ['小貓在床上睡覺', 'The kitten sleeps on the bed.'],
  ['外星人坐火箭去月亮', 'The alien rides a rocket to the moon.'],
  ['小女孩撐著一把雨傘', 'The little girl is holding an umbrella.'],
  ['弟弟哭了', 'My little brother cried.'],
  ['小狗很開心', 'The puppy is very happy.'],
  ['我看到一隻蝴蝶', 'I see a butterfly.'],
  ['獅子是森林的國王', 'The lion is the king of the forest.'],
  ['他們去農場', 'They go to the farm.'],
  ['小貓去探險', 'The kitten goes to explore.'],
  ['怪獸很生氣', 'The monster is very angry.'],
  ['小兔子和小烏龜比賽跑步', 'The little rabbit and the little turtle run a race.'],
  ['我喜歡吃冰淇淋', 'I like to eat ice cream.'],
  ['機器人幫助小朋友', 'The robot helps children.'],
  ['大象住在動物園', 'The elephant lives in the zoo.'],
  ['妹妹拿著一個氣球', 'My little sister is holding a balloon.'],
  ['我們在公園野餐', 'We have a picnic in the park.'],
  ['小鳥在樹上唱歌', 'The little bird sings in the tree.'],
  ['王子騎馬去城堡', 'The prince rides a horse to the castle.'],
  ['企鵝住在雪地', 'The penguin lives in the snow.'],
  ['他找到一把鑰匙', 'He finds a key.'],
  ['小熊在山洞裡睡覺', 'The little bear sleeps in the cave.'],
  ['媽媽抱著寶寶', 'Mom is hugging a baby.'],
  ['我會游泳', 'I can swim.'],
  ['小狗在沙灘上跑', 'The puppy runs on the beach.'],
  ['你是我的好朋友', 'You are my good friend.'],
  ['仙女有一個魔法棒', 'The fairy has a magic wand.'],
  ['小貓咪喝牛奶', 'The kitty drinks milk.'],
  ['青蛙在河邊跳', 'The frog jumps by the river.'],
  ['我們終於回家了', 'We finally went home.'],
  ['老虎很大', 'The tiger is very big.'],
  ['哥哥在看書', 'My big brother is reading a book.'],
  ['小朋友在遊樂場玩', 'The children play at the playground.'],
];

describe('the built-in translator', () => {
  it('has at least 60 sentences to check', () => expect(SENTENCES.length).toBeGreaterThanOrEqual(60));

  it.each(SENTENCES)('%s', (zh, en) => {
    expect(translate(zh, { mode: 'phrase' })).toBe(en);
  });

  it('translates several sentences and keeps questions and exclamations', () => {
    expect(translate('小貓很餓。牠吃了魚！你喜歡貓嗎？')).toBe(
      'The kitten was very hungry. It ate a fish! Do you like cats?',
    );
  });

  it('keeps text that is already English, tidied', () => {
    expect(translate('the cat is happy')).toBe('The cat is happy.');
  });

  it('understands Simplified characters too', () => {
    expect(translate('小兔子在森林里吃红萝卜')).toBe('The little rabbit ate a carrot in the forest.');
  });

  it('never answers empty, always starts with a capital and ends a sentence', () => {
    fc.assert(
      fc.property(
        fc.string({
          minLength: 1,
          maxLength: 30,
          unit: fc.constantFrom(...'小貓狗我你他在的了嗎很大吃跑飛森林海邊彩虹魔法abc 1，。！？'.split('')),
        }),
        (s) => {
          const en = translate(s);
          if (!s.trim()) return en === '';
          if (!/[\p{L}\p{N}]/u.test(s)) return en.length > 0;
          // a short line without punctuation is a title (no closing mark); anything else is a sentence
          const title = !/[，。！？]/.test(s) && s.replace(/[^\p{Script=Han}]/gu, '').length <= 10;
          return en.length > 0 && !/^[a-z]/.test(en) && (title || /[.?!…"]$/.test(en));
        },
      ),
    );
  });
});
