/**
 * The SEVENTH held-back part of the scene evaluation set (issue O / 20): 48 pages written blind from scratch by the
 * independent reviewer (reviewer B, session d), never seen by those who tune the illustrator and never tuned on.
 * People known by what they wear and hold (jobs and roles), family of all ages in coloured clothes, school and daily
 * life in Taiwan, animals doing things, nature, fantasy, things worn, held and ridden, counts, on/under/in, weather and
 * time of day, actions that must be seen. Judged by eye on its contact sheets
 * (`node --import tsx bench/ai-contact-sheet.ts --held7`). Same format as held-back.ts.
 */
export const HELD_BACK_7 = `
穿橘色背心的清潔隊員|巷子裡|拿掃把掃落葉|city|man-light,broom,fallen-leaf
郵差叔叔|郵局門口|騎機車送信|post-office|man-light,motor-scooter,envelope
穿白色廚師服的叔叔|餐廳|在鍋子裡炒菜|restaurant|cook-light,cooking
警察阿姨|十字路口|吹哨子指揮交通|city|police-officer-light,automobile
牙醫|診所|幫我檢查牙齒|clinic|health-worker-light,child-light
戴斗笠的農夫伯伯|菜園|拔一根大蘿蔔|vegetable-garden|farmer-light,carrot
麵包師傅|麵包店|從烤箱拿出麵包|bakery|cook-light,bread
兩個背書包的小學生|公車站|排隊等公車|bus-stop|child-light*2,backpack
穿紫色洋裝的阿姨|花店|包一束玫瑰花|flower-shop|woman-light,bouquet
小丑|馬戲團|丟三顆球|circus|clown-face
魔術師|舞台上|從帽子裡變出一隻兔子|stage|person-mage-light,top-hat,rabbit
穿綠色球衣的姊姊|籃球場|跳起來投籃|basketball-court|girl-light,basketball
戴棒球帽的哥哥|棒球場|揮棒打球|baseball-field|boy-light,billed-cap,baseball
阿嬤|廚房|包水餃|kitchen|old-woman-light,dumpling
穿格子襯衫的爸爸|陽台|用澆水壺澆花|rooftop|man-light,watering-can
阿公|清晨的公園|打太極拳|park|old-man-light,sunrise
穿粉紅色睡衣的妹妹|床上|抱著泰迪熊睡覺|bedroom|girl-light,teddy-bear,bed
媽媽|客廳|坐在沙發上看電視|living-room|woman-light,couch-and-lamp,television
弟弟|沙發下面|找掉下去的玩具車|living-room|boy-light,couch-and-lamp,automobile
六個小朋友|操場|手牽手圍成一個圓圈|sports-field|child-light*6
我和同學|美術教室|用蠟筆畫畫|art-room|child-light*2,crayon
戴眼鏡的校長|司令台上|拿著麥克風說話|sports-field|man-light,glasses,microphone
一家四口|海邊|看夕陽|beach|man-light,woman-light,child-light*2,sunset
三隻小貓|紙箱裡|擠在一起睡午覺|living-room|cat*3,package
一隻松鼠|大樹上|抱著松果|forest|chipmunk
長頸鹿|動物園|伸長脖子吃樹葉|zoo|giraffe
小狗|下雨的路上|撐著一把紅色的傘|rain|dog,umbrella
烏龜和兔子|草原上|賽跑|grassland|turtle,rabbit
四隻螞蟻|野餐墊旁邊|一起搬一塊餅乾|park|ant*4,cookie
綠色的青蛙|荷葉上|呱呱叫|pond|frog
兩隻海豚|大海|跳出水面|sea|dolphin*2
小熊|溪邊|用手抓魚|river|bear,fish
乳牛|牧場|低頭吃草|farm|cow
母雞|雞舍旁邊|帶著三隻小雞散步|farm|chicken,baby-chick*3
小貓|餐桌上|打翻了一杯牛奶|kitchen|cat,glass-of-milk
一隻黃金獵犬|車子裡|把頭伸出窗外|car|dog
太空人|太空站|飄來飄去|space-station|astronaut-light
穿藍色長裙的公主|冰雪城堡|轉圈圈跳舞|ice-palace|princess-light
巫婆|晚上的天空|騎著掃把飛過月亮|starry-night|woman-mage-light,broom,crescent-moon
獨角獸|彩虹下|奔跑|rainbow-hill|unicorn,rainbow
機器人|實驗室|幫科學家拿試管|laboratory|robot,scientist-light,test-tube
外星人|火星上|種一朵花|planet|alien,tulip
穿紅色披風的小男孩|屋頂上|假裝自己會飛|rooftop|boy-light
拿盾牌的騎士|龍的洞穴|跟一隻綠色的龍對看|dragon-cave|shield,dragon
穿黃色雨鞋的漁夫|漁港|從船上拉起一網魚|harbour|man-light,fish
哥哥|雪地|堆一個比他還高的雪人|snow|boy-light,snowman
小女孩|起大霧的山上|找走丟的小羊|foggy|girl-light,ewe
我|颱風天的家裡|從窗戶看外面的大雨|living-room|child-light
`;
