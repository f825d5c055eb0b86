/**
 * Companions, modifiers drawn, animals without a family character, hats in the who, swimmers — TUNING part (issue O /
 * 20, decision 0061, helper ocomp). Written from scratch as Taiwanese children write pages, together with
 * held-back-comp.ts and before any change; the held-back half uses other roles, modifiers and animals.
 * What must be visible, by eye: the who, the place, and the second thing — a role's companion or attribute (警犬, 頭紗,
 * 羊), the second named thing in the what (…和…, 還有…, 一邊…一邊…), the look a modifier gives a thing (a lantern
 * shaped like a rabbit, a striped scarf, a rainbow umbrella), an animal as itself or its nearest kin (never a child),
 * a hat in the who worn as that hat, a swimmer in the water.
 * Sheets: `node --import tsx bench/ai-contact-sheet.ts --comp` / `--comp-held`. Same format as held-back.ts:
 * who | where | what | scene | things.
 */
export const ROUND_COMP = `
警察|公園|帶著警犬在巡邏|park|police-officer-light,dog
警察叔叔和警犬|街上|一起抓小偷|street|police-officer-light,dog
新娘|教堂|戴著白色的頭紗|church|woman-light
漂亮的新娘|婚禮|牽著新郎的手|church|woman-light,man-light
公主|城堡|穿著粉紅色的禮服跳舞|castle|princess-light
消防員|街上|開著消防車去救火|street|firefighter-light,fire-engine
消防員叔叔|消防局|站在消防車旁邊|street|firefighter-light,fire-engine
農夫|農場|牽著牛去吃草|farm|farmer-light,cow
農夫伯伯和他的牛|田裡|一起耕田|farm|farmer-light,cow
牧羊人|草原|趕著羊群回家|grassland|sheep
牧羊人和小羊|山上|在散步|mountain|sheep
魔術師|舞台|從帽子裡變出一隻兔子|stage|person-mage-light,rabbit
漁夫|海邊|划著小船去捕魚|beach|canoe
海盜和鸚鵡|海盜船上|在找寶藏|ship|parrot
騎士|城堡|騎著白馬|castle|horse
巫婆|天空|騎著掃把飛|sky|broom
太空人|外太空|站在火箭旁邊|space|astronaut-light,rocket
郵差|街上|騎著機車送信|street|motor-scooter
廚師|廚房|戴著高高的帽子煮湯|kitchen|cook-light
小丑|馬戲團|拿著很多氣球|circus|balloon
獵人和獵狗|森林|在打獵|forest|dog
我|公園|吃冰淇淋和棒棒糖|park|ice-cream,lollipop
小熊|森林|拿著蜂蜜還有蘋果|forest|bear,honey-pot,red-apple
妹妹|房間|一邊喝牛奶一邊看書|bedroom|glass-of-milk,books
哥哥|海邊|一邊吃西瓜一邊看海|beach|watermelon
我|野餐|帶了三明治和果汁|park|sandwich
姊姊|廚房|做蛋糕還有餅乾|kitchen|shortcake,cookie
小兔子|菜園|拔紅蘿蔔和白菜|farm|rabbit,carrot
弟弟|房間|玩機器人和小汽車|bedroom|robot,automobile
奶奶|院子|種花還有種菜|garden|old-woman-light
小貓|客廳|玩毛線球和紙箱|living-room|cat,yarn
爸爸|公園|一邊跑步一邊聽音樂|park|headphone
我和小狗|海邊|撿貝殼還有堆沙堡|beach|dog,spiral-shell
小女孩|廟口|提著兔子燈籠|temple|girl-light,red-paper-lantern
我|家裡|吃草莓蛋糕|living-room|shortcake
媽媽|廚房|烤星星形狀的餅乾|kitchen|cookie
弟弟|雪地|圍著紅白條紋的圍巾|snow|scarf
我|遊樂園|拿著愛心氣球|amusement-park|balloon
哥哥|生日派對|戴著恐龍造型的帽子|party|boy-light
妹妹|下雨的街上|撐著彩虹色的雨傘|street|umbrella
小明|公園|放老鷹風箏|park|kite
姊姊|房間|抱著獨角獸抱枕|bedroom|girl-light
我|學校|背著小熊書包|school|backpack
阿姨|花園|穿著點點洋裝|garden|woman-light
我|夜市|買愛心形狀的棒棒糖|night-market|lollipop
奶奶|廚房|做巧克力蛋糕|kitchen|shortcake
小朋友|教室|戴著紙做的皇冠|classroom|crown
小男孩|遊樂園|拿著星星氣球|amusement-park|balloon
戴著巫婆帽的女孩|森林|在散步|forest|girl-light
戴巫婆帽子的小女孩|萬聖節派對|在跳舞|party|girl-light
戴紅帽子的男孩|公園|在跑步|park|boy-light
戴黃色帽子的妹妹|學校|去上學|school|girl-light
戴著綠色帽子的小男生|河邊|在釣魚|river|boy-light,fishing-pole
海象|海邊|在曬太陽|beach|seal
食蟻獸|森林|用長舌頭吃螞蟻|forest|ant
犰狳|沙漠|捲成一顆球|desert|pangolin
水豚|溫泉|在泡澡|hot-spring|beaver
鴨嘴獸|河裡|在游泳|river|beaver
果子狸|樹上|在吃果子|forest|raccoon
一隻小海象|冰上|在睡覺|snow|seal
我|游泳池|在游泳|swimming-pool|child-light
哥哥|游泳池|在水裡游來游去|swimming-pool|boy-light
爸爸|游泳池|教我游泳|swimming-pool|man-light
小朋友們|游泳池|在比賽游泳|swimming-pool|child-light
`;
