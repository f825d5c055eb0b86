/** The report's constants and texts (part 2 §2–§9). Zod-free, so the web bundle can import it. */

export const REPORT_SECTIONS = [
  'analysis',
  'level',
  'common-ch',
  'common-en',
  'character',
  'ability',
  'traits',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** The twelve zodiac animals and their display names in the report (part 2 §3). */
export const ZODIAC_NAMES = {
  Rat: '機智鼠鼠',
  Ox: '勇敢牛牛',
  Tiger: '猛烈小虎',
  Rabbit: '快樂兔兔',
  Dragon: '神秘龍王',
  Snake: '靈巧蛇蛇',
  Horse: '奔放馬馬',
  Goat: '溫柔羊羊',
  Monkey: '活潑猴猴',
  Rooster: '勤勞小雞',
  Dog: '忠誠狗狗',
  Pig: '悠閒豬豬',
} as const;
export type ZodiacAnimal = keyof typeof ZODIAC_NAMES;
export const ZODIAC_UNKNOWN = '猜一猜？';
export function zodiacName(animal: string | undefined | null): string {
  return animal && animal in ZODIAC_NAMES ? ZODIAC_NAMES[animal as ZodiacAnimal] : ZODIAC_UNKNOWN;
}

export const REPORT_AXIS_MAX = 6;
export const REPORT_TREEMAP_HEIGHT = 350;
export const REPORT_CHART_HEIGHT = 300;
export const REPORT_PROGRESS_TICK_MS = 2000;
export const REPORT_LABEL_RESET_MS = 3000;

/** The two lines of the too-short message, joined by a line break in the server's msg. */
export function reportTooShortLines(n: number): [string, string] {
  return [`您的繪本僅有${n}字`, '至少需要150字才可生成繪本報告！'];
}

export const REPORT_TEXT = {
  explanation:
    '這份報告由故事貓根據小作者在繪本中親手寫下的文字自動分析：統計字數與常用詞，對照常用詞表估計中英文詞彙程度，並從用詞推估創作、情感表達與邏輯能力及五種人格特質傾向。',
  disclaimer: '本報告僅供家長與老師參考，並非臨床診斷或心理測驗結果，請勿作為評斷孩子的唯一依據。',
  traits: {
    extrovert: '外向性：樂於表達、喜歡熱鬧與互動。',
    kind: '親和性：關心他人、願意分享與幫忙。',
    responsible: '盡責性：做事有條理、能把故事完整說完。',
    open: '開放性：好奇、富想像力、願意嘗試新點子。',
    stable: '情緒穩定性：面對困難時能保持平穩與正向。',
  },
  traitNames: { extrovert: '外向性', kind: '親和性', responsible: '盡責性', open: '開放性', stable: '情緒穩定性' },
  abilityNames: { creative: '創作能力', emotion: '情感表達能力', logical: '邏輯能力' },
} as const;

/** Labels and messages of the report screen (part 2 §2, §4, §8), quoted from the spec where it gives them. */
export const REPORT_UI = {
  pageTitle: '繪本分析報告',
  tabOverview: '報告總覽',
  tabVocabulary: '詞彙分析',
  tabTraits: '人格特質',
  generate: '生成報告',
  generating: '報告生成中',
  generated: '報告完成！',
  regenerate: '重生報告',
  generateFailed: '報告生成錯誤請再試一次！',
  pdfCreate: '產生報告電子檔',
  pdfCreating: '報告電子檔產生中',
  pdfWait: '報告下載中請稍候回來',
  pdfRecreate: '重新產生報告電子檔',
  pdfDownload: '下載報告電子檔',
  pdfFailed: '下載失敗！',
  refreshRetry: '請重新整理再試一次！',
  sectionNetworkError: '⚠︎ 網路錯誤，請刷新頁面再試一次！',
  savedNetworkError: '⚠︎ getOldReportData網路錯誤，請刷新頁面再試一次！',
  abilityNetworkError: '⚠️ 網路錯誤，請刷新頁面再試一次！',
  editBook: '去編輯繪本',
  title: '書名',
  titleEn: '英文書名',
  author: '作者',
  age: '年齡',
  wordCount: '字數',
  explanation: '報告說明',
  interest: '興趣志向分析',
  sum: '作者創作分析',
  mastery: 'AI學習力',
  disclaimerTitle: '注意事項',
  levelCh: '中文詞彙程度（國小常用約 5000 詞）',
  levelEn: '英文詞彙程度（國中常用約 2000 詞）',
  levelValue: (n: number) => `第 ${n.toFixed(1)} 級`,
  /** the grade band's tooltip: 三年級常見範圍：第 5.4–6.9 級 */
  bandRange: (label: string, low: number, high: number) => `${label}：第 ${low.toFixed(1)}–${high.toFixed(1)} 級`,
  /** instead of an English level when fewer than 30 English words are the child's own (issue U) */
  enNotAnalysed: '英文內容多為自動翻譯，暫不分析英文程度',
  gradeBand: (grade: number) => `${['', '一', '二', '三', '四', '五', '六'][grade] ?? grade}年級常見範圍`,
  levelChild: '小作者',
  commonCh: '最常使用的中文詞',
  commonEn: '最常使用的英文詞',
  noWords: '還沒有足夠的詞',
  animalTitle: '生肖性格',
  abilityTitle: '能力分析',
  traitsTitle: '五大人格特質',
  loading: '讀取中…',
  /** the report file's lines and headings */
  field: (label: string, value: string | number) => `${label}：${value}`,
  aside: (note: string) => `（${note}）`,
  fileTitle: (title: string) => `《${title}》繪本分析報告`,
  ageValue: (age: number) => `${age} 歲`,
  wordCountValue: (n: number) => `${n} 字`,
} as const;
