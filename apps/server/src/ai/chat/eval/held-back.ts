/**
 * The held-back conversations: written first, before the engine was tuned, and never used to tune it. The
 * bench prints their pass share beside the tuned set's. Format: see `conversations.ts`.
 */
export const HELD_BACK = `
title |  |  |  |  |  | 小貓 / 海邊 / 抓魚 | 小貓,海邊 |
title |  |  |  |  |  | 恐龍 / 火山 / 噴火 | 恐龍,火山 |
title |  |  |  |  |  | 我家的狗 / 公園 / 丟飛盤 | 狗,公園 |
title |  |  |  |  |  | 小女生 / 學校 / 第一天上學 | 學校 |
title |  |  |  |  |  | 太空人去月球 | 太空人,月球 | order
title |  | 皮皮 | 黃色的小狗 |  |  | 皮皮 / 農場 / 找小雞 | 皮皮,農場 |
title |  |  |  |  |  | ㄒㄧㄤˋ / 動物園 / 洗澡 | 象,動物園 | zhuyin
title |  |  |  |  |  | 不知道 / 你幫我選 / 好 | | vague
title |  |  |  |  |  | 嗯嗯 / 森林 / 隨便 | 森林 | vague
title |  |  |  |  |  | 我肚子好餓 / 小熊 / 吃蜂蜜 | 小熊,蜂蜜 | offtopic
title |  |  |  |  |  | 小兔子 / 不是啦，是小松鼠 / 樹上 | 松鼠 | correction
title |  |  |  |  |  | 企鵝 / 南極 / 溜冰 | 企鵝 | 
title |  |  |  |  |  | 海豚 / 海底 / 救朋有 | 海豚,朋友 | slip
title |  |  |  |  |  | 機器人 / !finish | 機器人 | finish
title |  |  |  |  |  | 在城堡 / 公主 / 開舞會 | 公主,城堡 | order
title |  |  |  |  |  | 獅子 / 草原 / 當國王 | 獅子 | 
title |  |  |  |  |  | ㄏㄨˊ蝶 / 花園 / 採花蜜 | 蝴蝶,花園 | zhuyin
character |  |  |  |  |  | 一隻小狗 / 咖啡色的 / 很愛吃 | 狗 |
character |  |  |  |  |  | 我弟弟 / 戴帽子 / 很調皮 | 弟弟,帽子 |
character |  |  |  |  |  | 機器人 / 銀色的 / 會飛 | 機器人 |
character |  |  |  |  |  | 叫做小米的貓 / 黑色 / 很懶 | 小米,貓 |
character |  |  |  |  |  | 公主 / 穿粉紅色裙子 / 很善良 | 公主,裙子 |
character |  |  |  |  |  | 小恐龍 / 綠色的 / 很膽小 | 恐龍 |
character |  |  |  |  |  | 嗯 / 不知道 / 隨便 | | vague
character |  |  |  |  |  | 你幫我想 / 兔子 / 好 | 兔子 | vague
character |  |  |  |  |  | ㄒㄩㄥˊ貓 / 胖胖的 / 愛吃竹子 | 熊貓 | zhuyin
character |  |  |  |  |  | 一隻很勇敢的獅子叫阿勇 | 阿勇,獅子 | order
character |  |  |  |  |  | 我想玩遊戲 / 小鳥 / 藍色的羽毛 | 鳥 | offtopic
character |  |  |  |  |  | 老師 / 戴眼鏡 / 很溫柔 | 老師,眼鏡 |
character |  |  |  |  |  | 外星人 / 綠色的 / !finish | 外星人 | finish
character |  |  |  |  |  | 小熊 / 不是啦，是小狐狸 / 尾巴蓬蓬的 | 狐狸 | correction
character |  |  |  |  |  | 美人魚 / 長頭髮 / 愛唱歌 | 美人魚 |
character |  |  |  |  |  | 蜜蜂 / 黃黑條紋 / 很勤勞 | 蜜蜂 |
story | 1 | 阿寶 | 胖胖的小豬 | 阿寶的冒險 |  | 在農場 / 跌倒了 / 好痛 | 阿寶,農場 |
story | 1 | 妞妞 | 綁辮子的女孩 |  |  | 去海邊 / 堆沙堡 / 很開心 | 妞妞,海邊,沙堡 |
story | 2 | 小黑 | 黑色的小貓 | 小黑找媽媽 | 小黑在家裡找不到媽媽。 | 跑到公園 / 問小鳥 / 很著急 | 小黑,公園 |
story | 1 | 嘟嘟 | 圓圓的機器人 |  |  | 嘟嘟在太空看到流星好興奮 | 嘟嘟,流星 | order
story | 1 | 小花 | 粉紅色的兔子 |  |  | 嗯 / 不知道 / 隨便 | 小花 | vague
story | 3 | 阿福 | 棕色的小熊 | 阿福的森林 | 阿福在森林裡散步。；阿福遇到小松鼠。 | 一起 / 摘果子 / 好開心 | 阿福,果子 |
story | 1 | 多多 | 白色的小狗 |  |  | ㄏㄜˊ邊 / 游泳 / 好涼 | 多多,河邊 | zhuyin
story | 2 | 樂樂 | 戴帽子的男孩 |  | 樂樂早上起床。 | 去學校 / 考試考一百分 / 開新 | 樂樂,學校,開心 | slip
story | 1 | 咕咕 | 灰色的鴿子 |  |  | 我要去廁所 / 飛到屋頂上 / 很高興 | 咕咕,屋頂 | offtopic
story | 1 | 胖虎 | 橘色的老虎 |  |  | 在森林 / 不是啦，在山洞 / 睡覺 | 胖虎,山洞 | correction
story | 2 | 小美 | 穿裙子的女孩 |  | 小美去外婆家。 | 吃西瓜 / !finish | 小美,西瓜 | finish
story | 1 | 豆豆 | 綠色的青蛙 |  |  | 下雨了 / 池塘 / 很快樂 | 豆豆,池塘 |
story | 4 | 皮皮 | 黃色的小狗 | 皮皮回家 | 皮皮迷路了。；皮皮很害怕。；皮皮遇到警察。 | 回家 / 抱著媽媽 / 好感動 | 皮皮,媽媽 |
story | 1 | 小星 | 會發光的外星人 |  |  | 你是誰 / 坐飛碟 / 地球 | 小星,飛碟 | offtopic
story | 1 |  |  |  |  | 我和爸爸去爬山 / 好累 | 爸爸,爬山 | order
story | 2 | 阿貝 | 小小的烏龜 |  | 阿貝想去看海。 | 慢慢走到ㄏㄞˇ邊 / 看夕陽 / 很幸福 | 阿貝,海邊 | zhuyin
story | 1 | 娃娃 | 捲頭髮的妹妹 |  |  | 在在房間 / 畫畫 / 很專心 | 娃娃,房間 |
`;
