/**
 * The five pirate-themed story guides (spec part 2 §2 Guides): pack bags, challenge begins, twelve monsters,
 * legend, treasure. Each leads where the spec says; `needsBook` guides go to the current book's screens.
 */
export interface Guide {
  n: number;
  title: string;
  lines: readonly string[];
  button: string;
  /** the scene's emoji actors, from left to right */
  actors: readonly string[];
  sky: 'dawn' | 'day' | 'storm' | 'sunset' | 'night';
  needsBook: boolean;
}

/** The guide screen's own labels. */
export const GUIDE_UI = {
  map: '冒險地圖',
  stop: (n: number) => `第 ${n} 站`,
} as const;

export const GUIDES: readonly Guide[] = [
  {
    n: 1,
    title: '整理行囊',
    lines: ['小海盜，準備出航囉！', '先把書名、畫風和主角放進背包，', '我們就可以揚帆出發！'],
    button: '收拾背包，出發！',
    actors: ['🎒', '🧭', '🗺️'],
    sky: 'dawn',
    needsBook: false,
  },
  {
    n: 2,
    title: '挑戰開始',
    lines: ['太棒了！你的主角已經登上海盜船。', '大海上有好多關卡等著你，', '準備好接受挑戰了嗎？'],
    button: '接受挑戰！',
    actors: ['🧭', '🦜', '🐬'],
    sky: 'day',
    needsBook: true,
  },
  {
    n: 3,
    title: '十二隻怪獸',
    lines: ['傳說大海裡住著十二隻小怪獸。', '每寫完一頁故事，就能打敗一隻！', '拿起你的筆，寫下第一頁吧！'],
    button: '開始寫故事！',
    actors: ['👾', '🐙', '🦑'],
    sky: 'storm',
    needsBook: true,
  },
  {
    n: 4,
    title: '成為傳說',
    lines: ['你打敗了小怪獸，成為大海上的傳說！', '接下來幫你的書選一張封面，', '讓大家都知道你的冒險故事。'],
    button: '去選封面！',
    actors: ['🏆', '🦜', '⭐'],
    sky: 'sunset',
    needsBook: true,
  },
  {
    n: 5,
    title: '找到寶藏',
    lines: ['找到寶藏了！', '你親手做的繪本，就是最珍貴的寶物。', '打開來看看，再分享給大家吧！'],
    button: '打開寶藏！',
    actors: ['💎', '👑', '💰'],
    sky: 'night',
    needsBook: true,
  },
];

/** Where a guide's button leads (spec part 2 §2): 1 → Step1 new, 2 → Guide 3, 3 → first page, 4 → Step7_1, 5 → Step9. */
export function guideTarget(n: number, bookId: string | null): string {
  switch (n) {
    case 1:
      return '/step1/new';
    case 2:
      return '/guide/3';
    case 3:
      return bookId ? `/ai_story/${bookId}/3/1` : '/main';
    case 4:
      return bookId ? `/step7_1/${bookId}` : '/main';
    case 5:
      return bookId ? `/step9/${bookId}` : '/main';
    default:
      return '/main';
  }
}

export function guideOf(param: string | undefined): Guide | null {
  const n = Number(param);
  return GUIDES.find((g) => g.n === n) ?? null;
}
