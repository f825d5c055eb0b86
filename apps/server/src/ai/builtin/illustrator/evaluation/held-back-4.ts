/**
 * The FOURTH held-back part of the scene evaluation set (issue O): 48 pages written blind by the project's reviewer,
 * before looking at the illustrator, and never tuned on. Taiwanese daily life, nature, fantasy, animals doing things,
 * people of different ages in coloured clothes, things worn, held and ridden, counts, weather and time of day — as
 * children fill in the page form. Same format as held-back.ts; judged by eye on its own contact sheets.
 */
export const HELD_BACK_4 = `
穿紅色衣服的妹妹|夜市|拿著氣球吃冰淇淋|night-market|girl-light,balloon,soft-ice-cream
阿公|公園的大樹下|下棋|park|old-man-light,chess-pawn
三隻小貓|晚上的屋頂上|看月亮|rooftop|cat*3,full-moon
戴黃色帽子的小男生|公車站|等公車|bus-stop|boy-light,billed-cap,bus
媽媽|廚房|切西瓜|kitchen|woman-light,watermelon
爸爸|客廳的沙發上|睡著了|living-room|man-light,couch-and-lamp
兩隻小狗|海邊|追飛盤|beach|dog*2,flying-disc
小女孩|下雨天的學校門口|撐著紫色的雨傘|school|girl-light,umbrella
阿嬤|菜市場|提著一籃蘋果|wet-market|old-woman-light,basket,red-apple
哥哥|籃球場|投籃|basketball-court|boy-light,basketball
美人魚|海底|拿著一個貝殼|underwater|mermaid,spiral-shell
王子|城堡前面|騎著白馬|castle|prince-light,horse
小仙子|魔法森林|坐在香菇上面|magic-forest|woman-fairy-light,mushroom
暴龍|城市裡|踩扁一台汽車|city|t-rex,automobile
太空人|月球上|插一面旗子|moon|astronaut-light,triangular-flag
小朋友們|操場上|放風箏|sports-field|child-light*3,kite
阿嬤|稻田裡|割稻子|rice-field|old-woman-light,sheaf-of-rice
熊貓|雪山上|滑雪|snow-mountain|panda,skis
小章魚|海底|跟熱帶魚玩捉迷藏|underwater|octopus,tropical-fish
姐姐|圖書館|戴著眼鏡看書|library|girl-light,glasses,books
一隻橘色的貓|便利商店門口|睡午覺|convenience-store|cat
小男生|捷運上|抱著泰迪熊|mrt|boy-light,teddy-bear
巫婆|南瓜田|騎著掃把飛|pumpkin-patch|woman-mage-light,broom,jack-o-lantern
外星人|太空|坐飛碟跟小狗揮手|space|alien,flying-saucer,dog
舅舅|漁港|釣到一條大魚|harbour|man-light,fishing-pole,fish
小螞蟻們|花園|一起搬餅乾|garden|ant*3,cookie
穿綠色衣服的弟弟|遊樂園|坐旋轉木馬|amusement-park|boy-light,carousel
老師|教室|在黑板上寫字|classroom|teacher-light
一條龍|天空|噴火|sky|dragon,fire
兩隻兔子|月亮上|搗麻糬|moon|rabbit*2
小朋友們|廟口|看舞龍|temple|child-light*3,dragon
小女孩|花海|戴著花圈跳舞|flower-field|girl-light,blossom
消防車|消防局|出發去救火|fire-station|fire-engine
警察|警察局前面|牽著小朋友過馬路|police-station|police-officer-light,child-light
小豬|麵包店|買一個草莓蛋糕|bakery|pig,shortcake
爺爺和奶奶|日月潭|坐小船|sun-moon-lake|old-man-light,old-woman-light,canoe
五隻企鵝|南極|排成一排走路|antarctic|penguin*5
雪人|晚上下雪的時候|戴著紅色圍巾|snow|snowman,scarf
小海龜|沙灘上|爬回大海|beach|turtle
小蝸牛|下過雨的菜園|爬到高麗菜上|farm|snail,leafy-green
蝴蝶|花園裡|停在向日葵上|garden|butterfly,sunflower
機器人|實驗室|做實驗|laboratory|robot,test-tube
媽媽和小寶寶|醫院|打預防針|hospital|woman-light,baby-light,syringe
小獅子|馬戲團|跳過火圈|circus|lion,fire
我|房間裡|躺在床上蓋被子|bedroom|child-light,bed
聖誕老公公|屋頂上|背著一大袋禮物|rooftop|santa-claus-light,wrapped-gift
鯨魚|大海|噴出好高的水|sea|spouting-whale
穿藍色外套的小男孩|阿里山|看日出|alishan|boy-light,sunrise-over-mountains
`;
