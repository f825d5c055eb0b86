import { ZODIAC_NAMES, type ZodiacAnimal } from '@storycat/contract/report-texts';
import type { StoryMetrics } from './analyse.ts';
import type { Abilities, Traits } from './scores.ts';

/**
 * The built-in report texts: templates filled with the book's own words and numbers. A remote model may
 * write these instead; the numbers stay the analyser's.
 */
const quote = (words: string[]) => words.map((w) => `「${w}」`).join('');
const topWords = (m: StoryMetrics, n: number) => m.commonZh.slice(0, n).map((w) => w.word);
const tier = (x: number, low: string, mid: string, high: string) => (x < 2 ? low : x < 4 ? mid : high);
const one = (x: number) => x.toFixed(1);

export function analysisTexts(m: StoryMetrics, title: string) {
  const words = topWords(m, 3);
  const imaginative = [...new Set(m.hits.creative)].slice(0, 3);
  const interest = words.length
    ? `故事裡最常出現${quote(words)}，可以看出小作者對這些事物特別有興趣` +
      (imaginative.length
        ? `；${quote(imaginative)}等想像元素，顯示喜歡奇幻與冒險的題材。`
        : '，喜歡從身邊的生活找故事。') +
      '不妨陪孩子多讀相關主題的書，延伸他的興趣。'
    : '故事內容還不多，多寫幾頁後，就能看出小作者的興趣方向。';
  const sum =
    `《${title || '這本繪本'}》共有 ${m.wordCount} 字、${m.pagesWithText} 頁文字，` +
    `平均每句約 ${Math.round(m.avgSentenceLength)} 字，用了 ${new Set(m.zhTokens).size} 個不同的詞。` +
    tier(
      m.mattr * 6,
      '用詞較常重複，可以鼓勵孩子換個說法，讓故事更豐富。',
      '用詞有一定的變化，故事已能清楚表達。',
      '用詞豐富多變，能用不同的詞描述相同的事情。',
    );
  const mastery =
    `與常用詞表相比，中文詞彙程度約為第 ${one(m.levelZh)} 級、英文約為第 ${one(m.levelEn)} 級（共 10 級）。` +
    '透過和 AI 一起創作，孩子練習把想法寫成句子、看見自己故事的英文版本；' +
    '建議從故事中挑幾個新詞，請孩子造句或說給家人聽。';
  return { interest, sum, mastery };
}

export function abilityStrings(a: Abilities, m: StoryMetrics) {
  const logic = [...new Set(m.hits.logic)].slice(0, 3);
  const feel = [...new Set([...m.hits.positive, ...m.hits.negative])].slice(0, 3);
  const imaginative = [...new Set(m.hits.creative)].slice(0, 3);
  return {
    creative: `${one(a.creative)}, ${tier(a.creative, '創意正在萌芽，可以多問孩子「如果……會怎樣？」', '能加入自己的點子，讓故事有新鮮感', '想像力豐富，故事充滿新奇的點子')}${imaginative.length ? `，例如${quote(imaginative)}` : ''}。`,
    emotion: `${one(a.emotion)}, ${tier(a.emotion, '較少描寫角色的感受，可以問問孩子角色心情如何', '能寫出角色的心情', '很會描寫角色的情緒與感受')}${feel.length ? `，例如${quote(feel)}` : ''}。`,
    logical: `${one(a.logical)}, ${tier(a.logical, '故事多為片段，可以練習用「因為……所以……」串起情節', '情節大致有前因後果', '情節前後連貫，懂得安排因果與順序')}${logic.length ? `，用了${quote(logic)}等連接詞` : ''}。`,
  };
}

export function traitStrings(t: Traits) {
  return {
    extrovert: one(t.extrovert),
    kind: one(t.kind),
    responsible: one(t.responsible),
    open: one(t.open),
    stable: one(t.stable),
  };
}

const ANIMAL_TEXT: Record<ZodiacAnimal, string> = {
  Rat: '反應快、點子多，總能想出聰明的辦法解決問題。',
  Ox: '踏實又勇敢，遇到困難也會一步一步堅持到底。',
  Tiger: '充滿活力與熱情，敢說敢做，情緒表達直接有力。',
  Rabbit: '溫和開朗，重視朋友，喜歡讓身邊的人開心。',
  Dragon: '想像力天馬行空，喜歡神秘與奇幻的世界。',
  Snake: '觀察細膩、思考靈巧，能看見別人沒注意到的地方。',
  Horse: '自由奔放，喜歡探索與冒險，勇於表達自己的感受。',
  Goat: '溫柔體貼，善解人意，很能感受別人的心情。',
  Monkey: '活潑好動，創意十足，總能帶來驚喜與歡笑。',
  Rooster: '勤勞認真，做事有條理，會把故事好好完成。',
  Dog: '忠誠可靠，重視朋友，故事裡常有互相幫助的情節。',
  Pig: '樂觀悠閒，心情穩定，享受生活中的小小美好。',
};

export function characterText(animal: ZodiacAnimal, m: StoryMetrics): string {
  const words = topWords(m, 2);
  return (
    `小作者像${ZODIAC_NAMES[animal]}：${ANIMAL_TEXT[animal]}` +
    (words.length ? `從故事中的${quote(words)}就能感受到這份特質。` : '')
  );
}
