/**
 * The tenth held-back part (issue O / 20): reviewer E's blind set, written from scratch and judged by eye on
 * `node --import tsx bench/ai-contact-sheet.ts --held10`. People of all ages and roles, common and less common
 * animals, places (Taiwan daily life, nature, fantasy), actions in progress, things held, worn and ridden, in / on /
 * under / hanging, counts, companions, and modifiers (colour, shape, pattern). Same format as held-back.ts:
 * who | where | what | the scene id | the things that must be visible (icon ids; `*n` a count).
 * Those who tune the illustrator never read it; only its totals are reported.
 */
export const HELD_BACK_10 = `
阿祖|廟口|坐在板凳上搧扇子|temple|older-person-light,park-bench,folding-hand-fan
護理師阿姨|醫院|幫小朋友量體溫|hospital|health-worker-light,child-light,thermometer
小嬰兒|客廳|在地上爬來爬去|living-room|baby-light
郵差叔叔|巷子裡|騎機車送信|city|man-light,motor-scooter,envelope
廚師|餐廳|端著一個好大的蛋糕|restaurant|cook-light,birthday-cake
警察|馬路上|吹哨子指揮交通|street|police-officer-light,automobile
老師|教室|在黑板上寫字|classroom|teacher-light,blackboard
農夫伯伯|稻田|戴斗笠在插秧|rice-field|farmer-light,seedling
穿山甲|森林|縮成一顆球|forest|pangolin
台灣黑熊|玉山|爬到樹上|snow-mountain|bear,deciduous-tree
三隻小鴨|池塘|排成一排游泳|pond|duck*3
水豚|溫泉|泡在熱水裡|hot-spring|capybara
章魚|海底|用腳抓著一個貝殼|underwater|octopus,spiral-shell
貓頭鷹|晚上的樹上|睜大眼睛看月亮|forest|owl,crescent-moon,deciduous-tree
石虎|稻田旁邊|偷偷地走路|rice-field|leopard-cat
兩隻長頸鹿|草原|一起吃樹葉|grassland|giraffe*2
變色龍|叢林|趴在樹枝上|jungle|lizard
小蝸牛|下雨天|慢慢爬上葉子|rain|snail,leaf-fluttering-in-wind
我和爸爸|夜市|玩套圈圈|night-market|child-light,man-light,ring-toss
姐姐|捷運車廂|拉著拉環站著|mrt|girl-light
我們一家人|日月潭|騎腳踏車|sun-moon-lake|man-light,woman-light,child-light,bicycle
小美|早餐店|吃蛋餅喝豆漿|breakfast-shop|girl-light,flatbread
阿嬤|菜市場|提著菜籃子買菜|wet-market|old-woman-light,basket
小朋友們|瀑布旁邊|野餐|waterfall|child-light*3,basket
探險家|沙漠|騎駱駝|desert|camel
美人魚|龍宮|坐在貝殼上梳頭髮|dragon-palace|mermaid,spiral-shell
精靈|魔法森林|拿著會發光的魔法棒|magic-forest|woman-fairy-light,magic-wand
雪人|北極|跟北極熊握手|arctic|snowman,polar-bear
弟弟|游泳池|從跳台跳下去|swimming-pool|boy-light
妹妹|公園|盪鞦韆|park|girl-light,swing
哥哥|籃球場|跳起來投籃|basketball-court|boy-light,basketball,basketball-hoop
小女生|舞台上|彈鋼琴|stage|girl-light,musical-keyboard
爸爸|海邊|站在衝浪板上衝浪|beach|man-light,surfboard
小騎士|城堡前面|騎著白馬拿著長劍|castle|horse,crossed-swords
女巫|晚上的天空|騎著掃把飛過月亮|sky|woman-mage-light,broom,crescent-moon
小男孩|下雨的馬路上|撐黃色雨傘穿雨鞋|street|boy-light,umbrella,womans-boot
奶奶|房間|戴著老花眼鏡織毛衣|bedroom|old-woman-light,glasses,yarn
太空人|月球上|拿著一面旗子跳起來|moon|astronaut-light,triangular-flag
小貓|紙箱裡|探出頭來|living-room|cat,package
無尾熊|樹上|抱著樹幹睡覺|forest|koala,deciduous-tree
小狗|桌子下面|啃骨頭|living-room|dog,bone,table
我|元宵節的廟口|看屋簷下掛著的紅燈籠|temple|child-light,red-paper-lantern
五隻小鳥|電線上|排排站|street|bird*5,utility-pole
我和我的小狗|公園|散步|park|child-light,dog
四個小朋友|操場|玩老鷹抓小雞|sports-field|child-light*4
穿條紋衣服的小女孩|花田|拿著一顆愛心形狀的紅色氣球|flower-field|girl-light,balloon
一隻斑點狗|草地上|追一顆藍色的球|grassland|dog,soccer-ball
綠色的恐龍|火山旁邊|戴著一頂紫色圓點的帽子|volcano|t-rex,top-hat
`;
