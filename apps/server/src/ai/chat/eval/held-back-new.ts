/**
 * The second held-back set (issue P, round 2): written from scratch before the round's changes, after the first
 * held-back set had been looked at (its misses were studied, so it no longer counts as unseen). Never tuned on.
 * Format: see `conversations.ts`; the optional tenth field lists text the result must not contain (;).
 */
export const HELD_BACK_NEW = `
title |  |  |  |  |  | 小象 / 河邊 / 噴水 | 小象,河邊 |
title |  |  |  |  |  | ㄕ子 / 草原 / 睡午覺 | 獅子,草原 | zhuyin
title |  |  |  |  |  | 青蛙 / ㄔˊ塘 / 唱歌 | 青蛙,池塘 | zhuyin
title |  |  |  |  |  | 嗯…… / 我不知道 / 你決定 | | vague
title |  |  |  |  |  | 小狗去海邊玩沙 | 小狗,海邊 | order
title |  |  |  |  |  | 公園 / 小松鼠 / 找松果 | 松鼠,公園 | order
title |  |  |  |  |  | 今天好熱喔 / 北極熊 / 冰山 | 北極熊 | offtopic
title |  |  |  |  |  | 小兔子 / 森林 / 過生日 | 兔子,森林 |
title |  |  |  |  |  | 小貓咪 / 不對，是小老虎 / 山上 | 老虎 | correction
title |  | 星星 | 黃色的小星星 |  |  | 星星 / 天空 / 找朋有 | 星星,朋友 | slip
title |  |  |  |  |  | ㄏㄡˊ子 / 樹上 / 吃香蕉 | 猴子 | zhuyin
title |  |  |  |  |  | 魔法師 / 城堡 / !finish | 魔法師 | finish
title |  |  |  |  |  | 小瓢蟲 / 花園 / 迷路 | 瓢蟲,花園 |
title |  |  |  |  |  | 鯊魚 / 海底 / 刷牙 | 鯊魚,海底 |
title |  |  |  |  |  | 隨便啦 / 恐龍 / 嗯 | 恐龍 | vague
title |  |  |  |  |  | ㄐㄧ / 農場 / 下蛋 | 雞,農場 | zhuyin | 機;基
character |  |  |  |  |  | 我爸爸 / 高高的 / 很會煮飯 | 爸爸 |
character |  |  |  |  |  | 小貓 / 橘色的 / 很愛睡覺 | 貓 |
character |  |  |  |  |  | 一隻小烏龜 / 背著綠色的殼 / 走很慢 | 烏龜 |
character |  |  |  |  |  | ㄌㄠˇ鼠 / 灰色的 / 很膽小 | 老鼠 | zhuyin
character |  |  |  |  |  | 我媽媽 / 長頭髮 / 很溫柔 | 媽媽,頭髮 | | 尾巴
character |  |  |  |  |  | 不知道耶 / 嗯 / 你選 | | vague
character |  |  |  |  |  | 叫做阿吉的小雞 / 黃色的 / 很愛叫 | 阿吉,雞 | order
character |  |  |  |  |  | 今天下雨 / 小鴨子 / 黃色的 | 鴨 | offtopic | 下雨
character |  |  |  |  |  | 小鹿 / 不是啦，是長頸鹿 / 脖子長長的 | 長頸鹿 | correction
character |  |  |  |  |  | 我的好朋有小芳 / 綁辮子 / 很愛笑 | 小芳 | slip
character |  |  |  |  |  | 巫婆 / 戴尖帽子 / 很壞 | 巫婆,帽子 |
character |  |  |  |  |  | 小ㄩˊ / 紅色的 / 很會游泳 | 魚 | zhuyin
character |  |  |  |  |  | 超人 / 穿披風 / !finish | 超人 | finish
character |  |  |  |  |  | 小海龜 / 綠色的 / 很勇敢 | 海龜 |
character |  |  |  |  |  | ㄇㄠ / 白色的 / 很愛乾淨 | 貓 | zhuyin
story | 1 | 阿狗 | 黃色的小狗 |  |  | 在河邊 / 魚 / 很開心 | 阿狗,河邊 | vague | 河邊魚;邊魚
story | 1 | 小安 | 戴眼鏡的女孩 |  |  | 在圖書館 / 看故事書 / 很入迷 | 小安,圖書館,故事書 |
story | 2 | 小安 | 戴眼鏡的女孩 |  | 小安在圖書館看故事書。 | 回家 / 跟媽媽說故事 / 很得意 | 小安,媽媽 |
story | 1 | 跳跳 | 灰色的袋鼠 |  |  | 跳跳在草地上跳來跳去好快樂 | 跳跳,草地 | order
story | 1 | 牛牛 | 黑白色的乳牛 |  |  | 不知道 / 你幫我想 / 嗯 | 牛牛 | vague
story | 1 | 咚咚 | 戴圍巾的小男孩 |  |  | 在ㄒㄩㄝˇ地 / 堆雪人 / 好冷 | 咚咚,雪地,雪人 | zhuyin
story | 1 | 嘻嘻 | 愛笑的猴子 |  |  | 摘香蕉 / 樹上 / 好開新 | 嘻嘻,香蕉,開心 | slip
story | 1 | 圓圓 | 胖胖的小鳥 |  |  | 你喜歡吃什麼 / 飛到樹上 / 唱歌 | 圓圓,樹上 | offtopic
story | 1 | 小綠 | 綠色的青蛙 |  |  | 在荷葉上 / 不是啦，在石頭上 / 曬太陽 | 小綠,石頭 | correction | 荷葉
story | 3 | 阿丁 | 瘦瘦的男孩 | 阿丁去露營 | 阿丁和爸爸去露營。；他們在河邊搭帳篷。 | 晚上 / 看星星 / 好美 | 阿丁,星星 |
story | 1 | 麻糬 | 白白的小貓 |  |  | 打翻牛奶 / 廚房 / 好緊張 | 麻糬,牛奶,廚房 |
story | 2 | 麻糬 | 白白的小貓 |  | 麻糬在廚房打翻了牛奶。 | 媽媽來了 / !finish | 麻糬,媽媽 | finish
story | 1 | 小葉 | 綁馬尾的女孩 |  |  | 去ㄇㄚˇ戲團 / 看小丑 / 很高興 | 小葉,馬戲團,小丑 | zhuyin
story | 1 | 胖丁 | 粉紅色的氣球 |  |  | 在天空 / 飛呀飛 / 好自由 | 胖丁,天空 |
story | 1 | 可可 | 咖啡色的小狗 |  |  | 可可在ㄍㄨㄥ園玩球 / 很開心 | 可可,公園,球 | zhuyin
story | 1 | 安安 | 勇敢的小男孩 |  |  | 在學校 / 書包 / 好重 | 安安,學校 | vague | 學校書包
story | 1 | 妹妹 | 綁辮子的妹妹 |  |  | 跟奶奶去菜市場買菜 / 好熱鬧 | 奶奶,菜市場 | order
story | 1 | 泡泡 | 藍色的小魚 |  |  | 我要吃點心 / 海底 / 找珍珠 | 泡泡,海底,珍珠 | offtopic
`;
