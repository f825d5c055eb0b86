/**
 * Small hand-made lexicons (our own, written for children's picture books) behind the ability scores.
 * Matching is on segmented words, so 開心 counts once, not as 開 + 心.
 */
const words = (s: string) => new Set(s.split(' '));

export const POSITIVE = words(
  '開心 快樂 高興 喜歡 愛 笑 幸福 溫暖 感動 興奮 驚喜 滿足 得意 勇敢 安心 放心 好玩 有趣 美麗 漂亮 可愛 棒 厲害 感謝 謝謝 歡迎 期待 希望 熱鬧',
);
export const NEGATIVE = words(
  '難過 傷心 生氣 害怕 哭 擔心 緊張 孤單 寂寞 討厭 失望 痛 累 怕 煩惱 後悔 無聊 可怕 糟糕 憤怒 委屈 嚇 嚇壞 哭泣 不安 著急 沮喪',
);
export const LOGIC = words(
  '因為 所以 但是 可是 如果 就 然後 於是 雖然 結果 最後 首先 接著 後來 因此 終於 原來 只要 除非 不但 而且 或是 還是 既然 為了 才 一邊 先 再',
);
export const CREATIVE = words(
  '魔法 魔術 神奇 想像 夢 夢想 飛 飛翔 變成 變身 秘密 寶藏 冒險 怪獸 恐龍 外星人 宇宙 星球 太空 火箭 巨人 精靈 仙子 龍 城堡 機器人 發明 彩虹 隱形 傳送 時光 魔杖 寶石 神秘',
);
export const SOCIAL = words(
  '朋友 好朋友 幫忙 幫助 分享 一起 照顧 謝謝 感謝 保護 陪 陪伴 合作 安慰 關心 原諒 抱 擁抱 家人 媽媽 爸爸 老師 同學 大家',
);
