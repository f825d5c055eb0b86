import { describe, expect, it } from 'vitest';
import { hasIcon } from './emoji.ts';
import { ACCESSORIES, FIGURES, PROPS } from './lexicon.ts';
import { SCENES } from './scenes.ts';
import { understand, joinPrompt } from './understand.ts';

// Page descriptions as children type them: who, where, what → scene, main figure, props (with placement).
const PAGES: [string, string, string, string, string, string[]][] = [
  ['小兔子', '森林', '吃紅蘿蔔', 'forest', 'rabbit', ['carrot:hold']],
  ['我和小狗', '公園', '放風箏', 'park', 'child-light', ['kite:above']],
  ['小熊', '廚房', '做蛋糕', 'kitchen', 'bear', ['birthday-cake:beside']],
  ['恐龍', '外太空', '坐火箭', 'space', 't-rex', ['rocket:ride']],
  ['公主', '城堡', '跳舞', 'castle', 'princess-light', ['musical-note:beside']],
  ['企鵝', '南極', '溜冰', 'antarctic', 'penguin', ['ice-skate:beside']],
  ['大野狼', '下雨的城市', '撐著雨傘', 'city', 'wolf', ['umbrella:hold']],
  ['小貓', '海邊', '撿貝殼', 'beach', 'cat', ['spiral-shell:hold']],
  ['小魚', '海底', '找寶藏', 'underwater', 'tropical-fish', ['gem-stone:beside']],
  ['小鳥', '天空', '飛', 'sky', 'bird', []],
  ['妹妹', '房間', '睡覺', 'bedroom', 'girl-light', ['zzz:above']],
  ['哥哥', '學校', '踢足球', 'school', 'boy-light', ['soccer-ball:ground']],
  ['老師', '教室', '說故事', 'classroom', 'woman-light', ['books:beside']],
  ['爺爺', '農場', '種菜', 'farm', 'old-man-light', ['seedling:ground']],
  ['小豬', '家裡', '看電視', 'living-room', 'pig', ['television:beside']],
  ['獅子', '沙漠', '找水喝', 'desert', 'lion', []],
  ['猴子', '叢林', '吃香蕉', 'jungle', 'monkey', ['banana:hold']],
  ['小女孩', '花園', '澆花', 'garden', 'girl-light', ['tulip:ground']],
  ['男孩', '遊樂場', '玩溜滑梯', 'playground', 'boy-light', []],
  ['媽媽', '山上', '野餐', 'mountain', 'woman-light', []],
  ['熊貓', '動物園', '吃竹子', 'zoo', 'panda', []],
  ['機器人', '城市', '騎腳踏車', 'city', 'robot', ['bicycle:ride']],
  ['外星人', '月球', '開飛碟', 'moon', 'alien', ['flying-saucer:ride']],
  ['小狐狸', '雪地', '堆雪人', 'snow', 'fox', ['snowman:ground']],
  ['青蛙', '池塘', '唱歌', 'pond', 'frog', ['musical-notes:above']],
  ['小鴨', '河邊', '游泳', 'river', 'duck', ['water-wave:beside']],
  ['蝴蝶', '花園', '找花', 'garden', 'butterfly', ['tulip:beside']],
  ['獨角獸', '彩虹上', '飛', 'sky', 'unicorn', []],
  ['仙女', '森林', '拿著魔法棒', 'forest', 'woman-fairy-light', ['magic-wand:hold']],
  // (a grown pirate either way — understand-figure.ts dresses him; a person figure since 0061, so he is kept when
  // named with his parrot)
  ['海盜', '大海', '坐船', 'sea', 'man-light', ['sailboat:ride']],
  ['小老鼠', '廚房', '偷吃起司', 'kitchen', 'mouse', ['cheese-wedge:hold']],
  ['太空人', '太空', '看星星', 'space', 'astronaut-light', ['glowing-star:above']],
  ['我', '生日派對', '吹蠟燭吃蛋糕', 'birthday-party', 'child-light', ['candle:hold', 'birthday-cake:hold']],
  ['小狗', '晚上的公園', '看月亮', 'park', 'dog', ['crescent-moon:above']],
  ['鯨魚', '大海', '噴水', 'sea', 'whale', []],
  ['小象', '河邊', '洗澡', 'river', 'elephant', ['bathtub:beside']],
  ['消防員', '城市', '開消防車', 'city', 'firefighter-light', ['fire-engine:ride']],
  ['巫婆', '山洞', '煮魔法湯', 'cave', 'person-mage-light', ['magic-wand:beside']],
  ['小烏龜', '沙灘', '慢慢走', 'beach', 'turtle', []],
  ['奶奶', '家', '講故事', 'living-room', 'old-woman-light', ['books:beside']],
  ['弟弟', '公園', '吹泡泡', 'park', 'boy-light', ['bubbles:above']],
  ['王子', '城堡', '騎馬', 'castle', 'prince-light', ['horse:ride']],
  ['小羊', '草原', '吃草', 'grassland', 'ewe', []],
  ['長頸鹿', '動物園', '吃樹葉', 'zoo', 'giraffe', ['leaf-fluttering-in-wind:hold']],
  ['小怪獸', '城市', '做鬼臉', 'city', 'alien-monster', ['zany-face:beside']],
  ['我們', '學校', '畫畫', 'school', 'child-light', ['child-light:beside', 'artist-palette:beside']],
  ['小雞', '農場', '找媽媽', 'farm', 'hatching-chick', ['woman-light:beside']],
  ['雪人', '冬天', '戴帽子', 'snow', 'snowman', []],
  ['貓頭鷹', '晚上的森林', '看書', 'forest', 'owl', ['books:hold']],
  ['小豬', '下雨天', '跳水坑', 'rain', 'pig', []],
  ['老虎', '叢林', '睡午覺', 'jungle', 'tiger', []],
  ['北極熊', '冰天雪地', '釣魚', 'antarctic', 'polar-bear', ['fishing-pole:beside']],
  ['章魚', '海底', '彈吉他', 'underwater', 'octopus', ['guitar:hold']],
  ['小朋友', '公園', '玩球', 'park', 'child-light', ['soccer-ball:hold']],
  ['爸爸', '廚房', '煮飯', 'kitchen', 'man-light', ['cooked-rice:beside']],
  ['松鼠', '大樹下', '吃餅乾', 'forest', 'chipmunk', ['cookie:hold']],
  ['刺蝟', '花園', '撿蘋果', 'garden', 'hedgehog', ['red-apple:hold']],
  ['小馬', '農場', '跑步', 'farm', 'horse', ['running-shoe:beside']],
  ['忍者', '屋頂', '跳來跳去', 'rooftop', 'ninja-light', []],
  // (the chased fish is the companion, running ahead, no longer a prop beside: decision 0045)
  ['鯊魚', '海裡', '追小魚', 'underwater', 'shark', []],
  ['小女孩', '房間', '抱著泰迪熊', 'bedroom', 'girl-light', ['teddy-bear:hold']],
  ['小兔子', '晚上', '看星星', 'starry-night', 'rabbit', ['glowing-star:above']],
];

describe('understanding page descriptions', () => {
  it.each(PAGES)('%s / %s / %s', (who, where, what, scene, figure, props) => {
    const plan = understand(joinPrompt(who, where, what));
    expect(plan.scene.id).toBe(scene);
    expect(plan.figure.icon).toBe(figure);
    expect(plan.props.map((p) => `${p.icon}:${p.placement}`).slice(0, props.length)).toEqual(props);
  });

  it('covers at least 20 scenes and 60 descriptions', () => {
    expect(SCENES.length).toBeGreaterThanOrEqual(20);
    expect(PAGES.length).toBeGreaterThanOrEqual(60);
  });

  it('reads night and rain as changes to any outdoor place', () => {
    expect(understand(joinPrompt('小狗', '晚上的海邊', '散步'))).toMatchObject({ night: true, scene: { id: 'beach' } });
    expect(understand(joinPrompt('小狗', '下雨的森林', '散步'))).toMatchObject({ rain: true, scene: { id: 'forest' } });
  });

  it('puts the book’s main character in front on every page, with its look', () => {
    const character = { name: '毛毛', features: '戴紅色蝴蝶結的小貓' };
    const named = understand(joinPrompt('毛毛', '森林', '吃蛋糕'), character);
    expect(named.figure).toMatchObject({ icon: 'cat', accessory: 'ribbon', tint: '#e84a4a', isMainCharacter: true });
    const unnamed = understand(joinPrompt('', '海邊', '玩沙'), character);
    expect(unnamed.figure.icon).toBe('cat');
    // Someone else is the 'who': the main character still appears beside them.
    const other = understand(joinPrompt('大野狼', '森林', '散步'), character);
    expect(other.figure.icon).toBe('wolf');
    expect(other.companion).toMatchObject({ icon: 'cat', isMainCharacter: true });
  });

  it('gives the accessory the colour written before it, and the character its own', () => {
    const look = (features: string) =>
      understand(joinPrompt('毛毛', '公園', '散步'), { name: '毛毛', features }).figure;
    // 紅色帽子 is a red hat on an orange cat, not a red cat in a hat of the artwork's colour
    expect(look('橘色的貓，戴紅色帽子')).toMatchObject({
      icon: 'cat',
      accessory: 'top-hat',
      accessoryColour: '#e84a4a',
      tint: '#ff9a3c',
    });
    expect(look('戴藍色的蝴蝶結的小貓')).toMatchObject({ accessory: 'ribbon', accessoryColour: '#3d8bfd' });
    // a colour that is not next to the accessory stays the character's
    expect(look('紅色的小貓戴帽子')).toMatchObject({ accessory: 'top-hat', tint: '#e84a4a' });
    expect(look('紅色的小貓戴帽子').accessoryColour).toBeUndefined();
  });

  it('only names artwork that exists', () => {
    const icons = [...Object.keys(FIGURES), ...Object.keys(PROPS), ...Object.keys(ACCESSORIES)];
    for (const s of SCENES) for (const r of s.decor) icons.push(...r.icons);
    expect(icons.filter((i) => !hasIcon(i))).toEqual([]);
  });
});
