/**
 * The action shown as it is done (issue O / 20, decision 0059), the HELD-BACK part: other verbs and other things
 * than the tuning part (round-act-e.ts), written before any change and never tuned on. Judged by eye on
 * `node --import tsx bench/ai-contact-sheet.ts --act-e-held`. Format as round-act-e.ts (sixth column: what must be
 * visible, not parsed).
 */
export const HELD_BACK_ACT_E = `
媽媽|廚房|在削蘋果皮|kitchen||knife and the apple in the hands, peel
哥哥|後院|用水管幫小狗洗澡|backyard||hose spraying water on the dog
姊姊|浴室|用吹風機吹頭髮|bathroom||hair dryer at the hair, air
弟弟|客廳|用吸塵器吸地板|living-room||vacuum cleaner on the floor
小明|教室|擦黑板|classroom||eraser on the board
阿公|池塘|撒飼料餵魚|pond||food thrown, fish at the surface
我|農場|擠牛奶|farm||cow, bucket under it, hands at it
妹妹|公園|幫阿嬤推輪椅|park||grandma in the wheelchair, the girl's hands at the back
小華|河邊|打水漂|river||stone skipping over the water, arm thrown
弟弟|操場|丟沙包|sports-field||beanbag in the air from the hand
姊姊|音樂教室|彈吉他|music-room||guitar held, hand on the strings
爸爸|廚房|用鍋子煮麵|kitchen||pot, noodles, steam
阿嬤|廚房|在搓湯圓|kitchen||balls rolled in the hands, plate
小朋友們|雪地|一起堆雪人|snow||snowman being built at the hands
哥哥|工地|用鐵鎚敲釘子|construction-site||hammer raised over a nail / board
奶奶|森林|用相機拍小鳥|forest||camera at the eye, a bird in front
弟弟|公園|對著風車吹氣|park||pinwheel at the mouth, turning
叔叔|港口|撒網捕魚|harbour||net flying out over the water
小明|果園|伸手摘蘋果|orchard||arm up to an apple on the tree
姊姊|花園|種向日葵|garden||sunflower seedling, shovel, soil
爸爸|客廳|坐在沙發上看報紙|living-room||newspaper open in the hands
我|公園|餵鴿子吃麵包|park||bread crumbs from the hand, pigeons
媽媽|臥室|幫妹妹綁頭髮|bedroom||two, the mother's hands at the girl's hair
哥哥|公園|把跌倒的弟弟拉起來|park||two, one pulled up by the hand
小貓|客廳|追著毛線球跑|living-room||cat running after a ball of yarn
阿公|稻田|彎腰割稻|rice-field||sickle, rice in the other hand, bent
姊姊|臥室|在摺衣服|bedroom||clothes folded in the hands
弟弟|客廳|用彩色筆著色|living-room||marker on the paper
我|廚房|攪拌麵糊|kitchen||bowl and whisk / spoon stirring
爸爸|後院|修理腳踏車|backyard||wrench at the bicycle
妹妹|游泳池|用水槍噴哥哥|swimming-pool||water gun, water arc to the brother
小朋友|操場|拔河|sports-field||rope pulled by children leaning back
`;
