/**
 * Small hand-made lexicons (our own, written for children's picture books) behind the ability scores.
 * Matching is on segmented words, so 開心 counts once, not as 開 + 心. Feelings are in feelings.ts.
 */
const words = (s: string) => new Set(s.split(' '));

/** Connectives that state a reason, a condition or a contrast. */
export const CAUSE = words(
  '因為 所以 因此 於是 結果 為了 既然 只要 如果 要是 假如 雖然 但是 可是 不過 不但 而且 原來 除非 否則 難怪 幸好 還好',
);
/** Words that put events in order. */
export const SEQUENCE = words(
  '首先 然後 接著 後來 最後 終於 一開始 剛開始 從此 之後 後來 第二天 隔天 最後來 過了一會兒 不久',
);
export const LOGIC = new Set([...CAUSE, ...SEQUENCE]);
export const CREATIVE = words(
  '魔法 魔術 神奇 想像 夢 夢想 飛 飛翔 變成 變身 秘密 寶藏 冒險 怪獸 恐龍 外星人 宇宙 星球 太空 火箭 巨人 精靈 仙子 龍 城堡 ' +
    '機器人 發明 彩虹 隱形 傳送 時光 魔杖 寶石 神秘 巫婆 公主 王子 國王 仙女 獨角獸 會說話 發光 時光機 魔王 妖怪 海底 寶箱',
);
export const SOCIAL = words(
  '朋友 好朋友 幫忙 幫助 分享 一起 照顧 謝謝 感謝 保護 陪 陪伴 合作 安慰 關心 原諒 抱 擁抱 家人 媽媽 爸爸 老師 同學 大家',
);
