import { REPORT_UI, ZODIAC_NAMES, type ZodiacAnimal } from '@storycat/contract/report-texts';
import { EN_MIN_OWN_WORDS, type StoryMetrics } from './analyse.ts';
import { gradeName, zhGradeBand } from './grade.ts';
import type { Abilities, Traits } from './scores.ts';

/**
 * The built-in report texts: templates filled with the book's own words and numbers. A remote model may
 * write these instead; the numbers stay the analyser's.
 */
const quote = (words: string[]) => words.map((w) => `「${w}」`).join('');
const tier = (x: number, low: string, mid: string, high: string) => (x < 2 ? low : x < 4 ? mid : high);
const one = (x: number) => x.toFixed(1);
/** What the story is about: the main character and the most frequent things (never a lone 上 or 裡). */
const aboutWords = (m: StoryMetrics, n: number) => m.topics.slice(0, n);

/** Two sentences of praise, each quoting the child's own words, the strongest evidence first. */
function praise(m: StoryMetrics): string[] {
  const out: string[] = [];
  const feeling = m.evidence.emotion[0];
  if (feeling) out.push(`寫到${quote([feeling])}時，把角色的心情寫得真實又生動。`);
  if (m.idioms.length) out.push(`還用了${quote(m.idioms.slice(0, 2))}這樣的四字詞語，讓句子更有味道。`);
  const reason = m.evidence.logical[0];
  if (reason) out.push(`${quote([reason])}一句，把事情的前後經過交代得很清楚。`);
  const idea = m.evidence.creative.find((p) => m.hits.creative.some((w) => p.includes(w)));
  if (idea) out.push(`${quote([idea])}這樣的點子很有想像力。`);
  const about = aboutWords(m, 1)[0];
  if (out.length < 2 && about) out.push(`能圍繞${quote([about])}把一個故事從頭寫到尾，很不簡單。`);
  if (out.length < 2) out.push('能把自己的想法寫成一頁一頁的故事，很不簡單。');
  return out.slice(0, 2);
}

/** One concrete suggestion for the next book, aimed at the weakest of the three abilities. */
function suggestion(a: Abilities, m: StoryMetrics): string {
  const who = m.hero ?? '主角';
  const weakest = (['emotion', 'logical', 'creative'] as const).reduce((w, k) => (a[k] < a[w] ? k : w), 'emotion');
  if (weakest === 'emotion')
    return `下一本書，可以試著寫出角色當下的心情，例如「${who}覺得好開心」或「${who}有點害怕」，讀者會更投入。`;
  if (weakest === 'logical' && m.hits.logic.includes('因為') && !m.hits.logic.includes('所以'))
    return '下一本書，寫完「因為……」之後，可以再用「所以……」說出結果，並用「最後」交代故事的結局。';
  if (weakest === 'logical' && m.hits.logic.length)
    return '下一本書，可以多用「然後」「接著」「最後」把事情的順序串起來，讀者更容易跟上故事。';
  if (weakest === 'logical')
    return '下一本書，可以試著用「因為……所以……」說明事情為什麼發生，再用「最後」交代故事的結局。';
  return `下一本書，可以加入一個意想不到的點子，例如讓${who}遇到一件神奇的事，故事會更有驚喜。`;
}

export function analysisTexts(m: StoryMetrics, title: string, a: Abilities, grade: number | null = null) {
  const about = aboutWords(m, 3);
  const others = m.names
    .map((n) => n.word)
    .filter((n) => n !== m.hero)
    .slice(0, 2);
  const imaginative = [...new Set(m.hits.creative)].filter((w) => w.length > 1).slice(0, 3);
  const cast = m.hero ? `故事的主角是${quote([m.hero])}${others.length ? `，還有${quote(others)}` : ''}；` : '';
  const interest =
    cast || about.length
      ? cast +
        (about.length
          ? `書裡最常寫到${quote(about)}，可以看出小作者對這些事物特別有興趣`
          : '小作者喜歡寫人物之間的故事') +
        (imaginative.length
          ? `；${quote(imaginative)}等想像元素，顯示喜歡奇幻與冒險的題材。`
          : '，喜歡從身邊的生活找故事。') +
        '不妨陪孩子多讀相關主題的書，延伸他的興趣。'
      : '故事內容還不多，多寫幾頁後，就能看出小作者的興趣方向。';
  const sum =
    praise(m).join('') +
    `《${title || '這本繪本'}》共有 ${m.wordCount} 字、${m.pagesWithText} 頁文字，` +
    `平均每句約 ${Math.round(m.avgSentenceLength)} 字，用了 ${m.distinctWords} 個不同的詞。` +
    suggestion(a, m);
  const english = m.enAnalysed
    ? `小作者自己寫的英文約為第 ${one(m.levelEn)} 級（共 10 級，只算孩子自己寫或改過的英文）`
    : `${REPORT_UI.enNotAnalysed}（孩子自己寫的英文還不到 ${EN_MIN_OWN_WORDS} 個字）`;
  const band = zhGradeBand(grade);
  const mastery =
    `與常用詞表相比，中文詞彙程度約為第 ${one(m.levelZh)} 級` +
    (band && grade !== null
      ? `（${gradeName(grade)}常見約第 ${band.low.toFixed(1)}–${band.high.toFixed(1)} 級）`
      : '') +
    (m.idioms.length ? `，並用了 ${m.idioms.length} 個成語或四字詞語；` : '；') +
    `${english}。` +
    '透過和 AI 一起創作，孩子練習把想法寫成句子、看見自己故事的英文版本；' +
    '建議從故事中挑幾個新詞，請孩子造句或說給家人聽。';
  return { interest, sum, mastery };
}

/** "N, description": the description quotes the phrases of the book that earned the score. */
export function abilityStrings(a: Abilities, m: StoryMetrics) {
  // two phrases each keep the three lines short enough for the screen and the PDF page
  const from = (phrases: string[]) => (phrases.length ? `，例如書中的${quote(phrases.slice(0, 2))}` : '');
  return {
    creative: `${one(a.creative)}, ${tier(a.creative, '創意正在萌芽，可以多問孩子「如果……會怎樣？」', '能加入自己的點子，讓故事有新鮮感', '想像力豐富，用詞多變，故事充滿新奇的點子')}${from(m.evidence.creative)}。`,
    emotion: `${one(a.emotion)}, ${tier(a.emotion, '較少描寫角色的感受，可以問問孩子角色心情如何', '能寫出角色的心情', '很會描寫角色的情緒與感受')}${from(m.evidence.emotion)}。`,
    logical: `${one(a.logical)}, ${tier(a.logical, '故事多為片段，可以練習用「因為……所以……」串起情節', '情節大致有前因後果', '情節前後連貫，懂得安排因果與順序')}${from(m.evidence.logical)}。`,
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
  const words = [...(m.hero ? [m.hero] : []), ...aboutWords(m, 2)].slice(0, 2);
  return (
    `小作者像${ZODIAC_NAMES[animal]}：${ANIMAL_TEXT[animal]}` +
    (words.length ? `從故事中的${quote(words)}就能感受到這份特質。` : '')
  );
}
