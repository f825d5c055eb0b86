/**
 * A held-back part written for the activity round (issue O, decision 0029), before any of that work and never tuned
 * on: actions that need a tool or an object (a board game, farm work, sport, music, chores, school, festivals),
 * colours the child wrote for a worn, held or ridden thing or for an animal, things on the figure (under the feet,
 * held by the handle, several people in one boat or car, something stepped on) and exact counts. Same format as
 * held-back.ts: who | where | what | scene | things (icon ids, `*n` for exactly n).
 */
export const HELD_BACK_ACTS = `
我|公園的涼亭|和阿公下西洋棋|park|chess-pawn
農夫伯伯|稻田裡|彎腰割稻子|rice-field|sheaf-of-rice
姊姊|籃球場|跳起來投籃|basketball-court|basketball
爸爸|河邊|釣到一條大魚|river|fishing-pole,fish
弟弟|診所|打預防針哭了|clinic|syringe
老師|教室|在黑板上寫字|classroom|
小熊|森林|彈吉他唱歌|forest|guitar
妹妹|美術教室|拿畫筆畫畫|art-room|paintbrush
媽媽|廚房|切西瓜|kitchen|kitchen-knife,watermelon
聖誕老公公|雪地|背著一大袋禮物|snow|wrapped-gift
阿嬤|菜市場|提著一籃青菜|wet-market|basket
小明|操場|跳繩|sports-field|
哥哥|雪山|滑雪滑得好快|snow-mountain|skis
小美|花園|拿水壺澆花|garden|tulip
我們全家|過年|在門口放鞭炮|chinese-new-year|firecracker
爺爺|後院|拿掃把掃落葉|backyard|broom
小狗|公園|跳起來接飛盤|park|dog,flying-disc
同學們|音樂教室|一起打鼓|music-room|drum
姐姐|浴室|刷牙|bathroom|toothbrush
我|房間|寫功課|bedroom|pencil
老虎|馬戲團|鑽過火圈|circus|tiger
爸爸|工地|拿鐵鎚敲釘子|construction-site|hammer
弟弟|棒球場|揮棒打擊|baseball-field|baseball
哥哥|體育館|打羽毛球|stadium|badminton
阿公|果園|摘橘子放進籃子|orchard|tangerine,basket
姊姊|舞台上|拉小提琴|stage|violin
科學家|實驗室|做實驗|laboratory|test-tube
哥哥|房間|用電腦打字|bedroom|laptop
我|元宵節|提著燈籠猜燈謎|lantern-festival|
小朋友|中秋節|在院子烤肉|mid-autumn|
阿姨|餐廳|煎荷包蛋|restaurant|cooking
小女孩|草原上|騎著一匹白馬|grassland|horse
弟弟|雪地|圍著綠色圍巾|snow|
公主|城堡|騎著粉紅色的獨角獸|castle|unicorn
一隻黑色的小狗|公園|追著球跑|park|dog
哥哥|海邊|拎著紅色的水桶|beach|bucket
妹妹|公園|戴著黃色的帽子溜滑梯|park|
爺爺和奶奶|湖邊|一起坐在小船上|lake|
我和爸爸|城市|坐汽車去兜風|city|automobile
妹妹|公園|穿著直排輪溜來溜去|park|roller-skate
我|溜冰場|穿冰刀鞋溜冰|ice-rink|ice-skate
大象|草原|一腳踩扁一顆大西瓜|grassland|elephant,watermelon
小紅帽|森林|提著籃子去看外婆|forest|basket
四隻小鴨子|池塘|排隊游泳|pond|duck*4
一個雪人|雪地|戴著帽子笑|snow|snowman*1
三隻小貓|屋頂|曬太陽|rooftop|cat*3
五隻小鳥|樹上|一起唱歌|forest|bird*5
兩隻企鵝|南極|在冰上滑|antarctic|penguin*2
`;
