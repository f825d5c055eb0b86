// Built by scripts/build-report-wordlists.ts; sources and licences in docs/report-wordlists.md. Imported (not read
// from a path), so the compiled server carries them in its bundle.
import zhGraded from '../data/zh-graded.json' with { type: 'json' };
import enGraded from '../data/en-graded.json' with { type: 'json' };

const zhBands: string[][] = zhGraded;
const enBands: string[][] = enGraded;

function bandMap(bands: string[][]): Map<string, number> {
  const m = new Map<string, number>();
  bands.forEach((words, i) => words.forEach((w) => m.set(w, i + 1)));
  return m;
}

/** Band 1 (most common) … 10 of the ~5,000 common Chinese words; undefined when not in the list. */
export const zhBand = bandMap(zhBands);
/** Band 1 … 10 of the ~2,000 common English words. */
export const enBand = bandMap(enBands);

/** Function words left out of the frequent-word treemaps. */
export const ZH_STOP = new Set(
  (
    '的 了 是 在 和 有 也 就 都 很 又 還 著 著 過 把 被 讓 給 跟 與 及 或 而 但 呢 嗎 吧 啊 呀 喔 哦 啦 耶 嗯 ' +
    '我 你 他 她 它 牠 我們 你們 他們 她們 它們 牠們 自己 大家 這 那 這個 那個 這些 那些 這裡 那裡 什麼 怎麼 ' +
    '一個 一 個 些 每 各 之 其 於 以 為 從 向 到 對 說 會 要 能 可以 沒有 不 沒 就是 因為 所以 然後 可是 但是'
  ).split(' '),
);

export const EN_STOP = new Set(
  (
    'a an the and or but if then so of to in on at by for with from up down out over under into onto about as ' +
    'is am are was were be been being do does did have has had will would can could shall should may might must ' +
    'i me my mine you your yours he him his she her hers it its we us our they them their this that these those ' +
    'there here what which who whom whose when where why how not no yes very too also just all any some each ' +
    'than s t don didn doesn isn wasn aren ll ve re d m o'
  ).split(' '),
);
