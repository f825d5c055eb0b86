/**
 * A third held-back set, written after the round's main changes because two of the second set's misses had been
 * looked at and fixed. Never tuned on: its results were read aloud, and what reading found is listed as left
 * (docs/ai-engine.md), not fixed. Format: see `conversations.ts`.
 */
export const HELD_BACK_FRESH = `
title |  |  |  |  |  | 小刺蝟 / 果園 / 摘蘋果 | 刺蝟,果園 |
title |  |  |  |  |  | ㄌㄨㄥˊ / 山洞 / 睡覺 | 龍,山洞 | zhuyin
title |  |  |  |  |  | 我不會 / 你幫我 / 好啊 | | vague
title |  |  |  |  |  | 海盜在小島找寶藏 | 海盜,小島 | order
title |  |  |  |  |  | 小貓 / 屋頂 / 月亮 | 小貓,屋頂 | vague
title |  |  |  |  |  | 我想回家 / 小鴨 / 池塘 | 鴨,池塘 | offtopic
title |  |  |  |  |  | 小熊 / 不是，是小豬 / 泥巴 | 小豬 | correction
title |  |  |  |  |  | 小羊 / 草地 / 找媽媽 | 小羊,草地 |
title |  |  |  |  |  | 恐龍 / ㄏㄨㄛˇ山 / 冒險 | 恐龍,火山 | zhuyin
title |  |  |  |  |  | 小老虎 / 森林 / 交朋有 | 老虎,朋友 | slip
character |  |  |  |  |  | 我哥哥 / 高高瘦瘦的 / 很會打籃球 | 哥哥 |
character |  |  |  |  |  | ㄏㄨˊ蝶 / 翅膀是藍色的 / 很害羞 | 蝴蝶 | zhuyin
character |  |  |  |  |  | 嗯嗯 / 你幫我 / 好 | | vague
character |  |  |  |  |  | 叫豆豆的小狗 / 咖啡色的 / 很黏人 | 豆豆,狗 | order
character |  |  |  |  |  | 我想看電視 / 小兔子 / 白色的 | 兔子 | offtopic
character |  |  |  |  |  | 小鳥 / 不對，是貓頭鷹 / 眼睛大大的 | 貓頭鷹 | correction
character |  |  |  |  |  | 消防員 / 戴頭盔 / 很勇敢 | 消防員 |
character |  |  |  |  |  | 小ㄧㄤˊ / 白白的 / 很溫柔 | 羊 | zhuyin
character |  |  |  |  |  | 外婆 / 戴老花眼鏡 / 很會煮菜 | 外婆,眼鏡 |
character |  |  |  |  |  | 我的小狗旺財 / 黃色的 / 很愛跑 | 旺財 | order
story | 1 | 小寶 | 愛笑的男孩 |  |  | 在公園 / 風箏 / 好高 | 小寶,公園 | vague | 公園風箏
story | 1 | 乖乖 | 白色的小兔 |  |  | 在ㄘㄠˇ地 / 吃紅蘿蔔 / 好好吃 | 乖乖,草地 | zhuyin
story | 2 | 乖乖 | 白色的小兔 |  | 乖乖在草地吃紅蘿蔔。 | 遇到大野狼 / 好害怕 | 乖乖,大野狼 |
story | 1 | 星星 | 會發光的小星星 |  |  | 隨便 / 嗯 / 都可以 | 星星 | vague
story | 1 | 阿達 | 戴帽子的男孩 |  |  | 阿達在河邊釣到一條大魚好得意 | 阿達,河邊 | order
story | 1 | 咪咪 | 橘色的貓 |  |  | 你會畫畫嗎 / 爬到樹上 / 好高興 | 咪咪,樹上 | offtopic
story | 1 | 小芬 | 綁辮子的女孩 |  |  | 在教室 / 不是啦，在操場 / 跳繩 | 小芬,操場 | correction | 教室
story | 1 | 波波 | 藍色的小魚 |  |  | 海底 / 珍珠 / 好漂亮 | 波波,海底 | vague | 海底珍珠
story | 1 | 皮皮 | 黃色的小狗 |  |  | 去公園 / 玩球 / 好開新 | 皮皮,公園,開心 | slip
story | 3 | 小明 | 戴眼鏡的男孩 | 小明的生日 | 小明今天生日。；媽媽做了蛋糕。 | 吹蠟燭 / 許願 / 好幸福 | 小明,蠟燭 |
`;
