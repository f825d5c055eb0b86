/**
 * The NINTH held-back part of the scene evaluation set (issue O / 20): 48 pages written blind from scratch by the
 * independent reviewer (reviewer D, session rev10), never seen by those who tune the illustrator and never tuned on.
 * People of all ages and roles in coloured clothes, animals (some less common), counts, on/under/in/beside/holding/
 * riding, worn and held things, actions that must be seen, Taiwanese daily places, nature, fantasy places, weather
 * and time of day. Judged by eye on its contact sheets (`node --import tsx bench/ai-contact-sheet.ts --held9`).
 * Same format as held-back.ts.
 */
export const HELD_BACK_9 = `
穿紅色圍裙的早餐店阿姨|早餐店|用鍋子煎荷包蛋|breakfast-shop|woman-light,cooking
戴斗笠的阿公|稻田裡|牽著一頭水牛|rice-field|old-man-light,water-buffalo
穿紫色洋裝的阿嬤|花店|抱著一大束向日葵|flower-shop|old-woman-light,sunflower
理髮師叔叔|理髮店|拿剪刀幫小男孩剪頭髮|hair-salon|man-light,boy-light,scissors
戴白色高帽子的麵包師傅|麵包店|端著一盤剛烤好的麵包|bakery|cook-light,bread
三隻小貓|客廳|躲在紙箱裡探出頭|living-room|cat*3,package
河狸|河邊|用牙齒咬斷一根木頭|river|beaver,wood
浣熊|露營區|翻垃圾桶找東西吃|campsite|raccoon,wastebasket
犀牛|大草原上|低著頭往前衝|grassland|rhinoceros
四隻小鴨|池塘|排成一排游泳|pond|duck*4
章魚|海底|用腳抱著一個寶箱|underwater|octopus,treasure-chest
孔雀|動物園|打開漂亮的尾巴|zoo|peacock
穿橘色救生衣的叔叔|港口|划著一艘小船|harbour|man-light,sailboat
穿綠色制服的郵差|郵局前面|把信放進郵筒|post-office|man-light,envelope,postbox
警察阿姨|警察局前面|牽著一隻警犬|police-station|police-officer-light,dog
新娘和新郎|教堂門口|手牽著手走出來|church|person-with-veil-light,man-in-tuxedo-light
留長頭髮的大姊姊|舞台上|彈吉他唱歌|stage|woman-light,guitar
小男孩|音樂教室|用兩根鼓棒打鼓|music-room|boy-light,drum
穿白袍的科學家|實驗室|拿著冒煙的試管|laboratory|scientist-light,test-tube
三個小朋友|美勞教室|用蠟筆畫畫|art-room|child-light*3,crayon
戴帽子的店員哥哥|飲料店|搖一杯珍珠奶茶|drink-shop|man-light,bubble-tea
弟弟|寵物店|抱著一隻白色的小兔子|pet-shop|boy-light,rabbit
兩隻松鼠|秋天的樹林|抱著松果吃|autumn-forest|chipmunk*2,pinecone
狐狸|下雪的森林|在雪地上跳起來|snow|fox
北極熊媽媽和小北極熊|北極的冰上|趴著睡午覺|arctic|polar-bear*2
蝸牛|下雨天|在一片大葉子上慢慢爬|rain|snail,leaf-fluttering-in-wind
三隻蝙蝠|黑黑的山洞裡|倒掛在洞頂|cave|bat*3
穿盔甲的騎士|城堡前面|騎著一匹白馬|castle|horse
小仙女|仙境|坐在一朵大香菇上|fairyland|woman-fairy-light,mushroom
機器人|太空站|拿著扳手修東西|space-station|robot,wrench
綠色的外星人|另一個星球|坐在飛碟裡揮手|planet|alien,flying-saucer
雪人|下雪的院子|戴著紅帽子和圍巾|snow|snowman,scarf
稻草人|金黃色的稻田|頭上停著兩隻烏鴉|rice-field|scarecrow,blackbird*2
媽媽和女兒|遊樂園|一起坐旋轉木馬|amusement-park|woman-light,girl-light,carousel
爸爸|露營區|搭一個綠色的帳篷|campsite|man-light,tent
穿紅色球衣的哥哥|籃球場|跳起來灌籃|basketball-court|boy-light,basketball
穿白色球衣的打者|棒球場|揮球棒打到球|baseball-field|boy-light,baseball
姊姊|溜冰場|穿著溜冰鞋轉圈圈|ice-rink|girl-light,roller-skate
拄著拐杖的老奶奶|公車站|等公車|bus-stop|old-woman-light
背著大背包的哥哥|火車站|拉著行李箱|train-station|man-light,luggage
妹妹|晚上的夜市|撈金魚|night-market|girl-light,fish
阿公和孫子|茶園|一起採茶葉|tea-garden|old-man-light,boy-light
三隻台灣獼猴|山上的溫泉|泡在熱水裡|hot-spring|monkey*3
小狗|廚房的桌子底下|啃一根骨頭|kitchen|dog,table,bone
戴巫婆帽子的小女孩|南瓜田|抱著一顆大南瓜|pumpkin-patch|girl-light,jack-o-lantern
穿學士服的姊姊|畢業典禮|拿著畢業證書|graduation|woman-light,scroll
小女孩|元宵節的燈會|提著一盞兔子燈籠|lantern-festival|girl-light,red-paper-lantern
聖誕老公公|下雪的屋頂上|背著一大袋禮物|rooftop|santa-claus-light,wrapped-gift
`;
