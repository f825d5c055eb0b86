/**
 * Tune part of decision 0060 (issue O, helper oinon2): a person or animal IN a container, ON a support (a head, a
 * shoulder, a sofa, a back), UNDER a table or tree, HANGING from a branch, a pole or a doorway; and a thing HELD in
 * the hand, in the arms or on the back (拿著 / 抱著 / 提著 / 舉著 / 牽著 / 背著 / 揹著 / 捧著 / 端著), also when the verb
 * is in the who (拿著氣球的小女孩). Written from scratch as children write; same format as tuning.ts
 * (who|where|what|scene|icons, `*n` for exactly n). What must be visible: the who placed in / on / under / hanging
 * from the named thing at a believable scale (partly hidden when inside), or the thing in the hand / arms / on the back.
 */
export const ROUND_INON_E = `
小貓|客廳|躲在紙箱裡|living-room|cat,package
小狗|院子|坐在籃子裡|backyard|dog,basket
小朋友們|露營區|在帳篷裡聊天|campsite|child-light,tent
企鵝|廚房|躲在冰箱裡|kitchen|penguin,refrigerator
弟弟|浴室|坐在浴缸裡洗澡|bathroom|boy-light,bathtub
小鴨子|公園|在水桶裡玩水|park|duck,bucket
小倉鼠|房間|睡在杯子裡|bedroom|hamster
妹妹|房間|躲在被子裡|bedroom|girl-light,blanket
小貓咪|房間|躲在衣櫃裡|bedroom|cat
小狗|客廳|躲在箱子裡只露出頭|living-room|dog,package
小雞|農場|躲在籃子裡|farm|chicken,basket
小狗|客廳|躲在桌子底下|living-room|dog,table
弟弟|教室|躲在桌子下面|classroom|boy-light
小貓|院子|睡在椅子下面|backyard|cat,chair
小朋友|公園|在大樹下乘涼|park|child-light,deciduous-tree
青蛙|池塘|躲在荷葉下面|pond|frog,lotus-leaf
我們|公園|在雨傘下面躲雨|park|child-light,umbrella
小鳥|公園|站在弟弟的頭上|park|bird,boy-light
小貓|客廳|趴在沙發上|living-room|cat
我|公園|坐在爸爸的肩膀上|park|child-light,man-light
猴子|森林|坐在大象背上|forest|monkey,elephant
小狗|房間|睡在床上|bedroom|dog,bed
小貓|街上|站在圍牆上|street|cat
小鳥|公園|站在長椅上|park|bird,park-bench
小熊|森林|坐在石頭上|forest|bear,rock
青蛙|池塘|坐在荷葉上|pond|frog,lotus-leaf
小松鼠|森林|站在樹枝上|forest|squirrel
瓢蟲|花園|停在花上|garden|lady-beetle
蝴蝶|花園|停在妹妹的手上|garden|butterfly,girl-light
妹妹|客廳|站在椅子上|living-room|girl-light,chair
小貓|客廳|坐在電視上面|living-room|cat,television
烏龜|河邊|趴在石頭上曬太陽|river|turtle,rock
小白兔|草原|坐在哥哥的腿上|grassland|rabbit,boy-light
猴子|森林|掛在樹枝上|forest|monkey
蝙蝠|山洞|倒掛在洞頂|cave|bat
衣服|院子|晾在竹竿上|backyard|
燈籠|廟|掛在門口|temple|red-paper-lantern
無尾熊|動物園|抱著樹幹睡覺|zoo|koala
樹懶|森林|吊在樹上睡覺|forest|sloth
弟弟|公園|吊在單槓上|park|boy-light
蜘蛛|院子|吊在蜘蛛網上|backyard|spider
拿著氣球的小女孩|遊樂園|開心地笑|amusement-park|girl-light,balloon
弟弟|海邊|提著水桶|beach|boy-light,bucket
哥哥|操場|舉著旗子|sports-field|boy-light,triangular-flag
隊長|操場|舉著獎盃|sports-field|
姐姐|教室|捧著一束花|classroom|girl-light,bouquet
妹妹|房間|抱著泰迪熊|bedroom|girl-light,teddy-bear
我|教室|提著便當盒|classroom|child-light,bento-box
媽媽|街上|撐著雨傘|street|woman-light,umbrella
爺爺|公園|牽著小狗散步|park|old-man-light,dog
阿姨|菜市場|提著菜籃|wet-market|woman-light,basket
小朋友|街上|舉著牌子|street|child-light
拿著魔杖的小巫師|城堡|施魔法|castle|magic-wand
哥哥|公園|拿著風箏|park|boy-light,kite
弟弟|海邊|拿著鏟子挖沙|beach|boy-light,shovel
爸爸|廚房|端著一盤水餃|kitchen|man-light,dumpling
姐姐|客廳|抱著小貓|living-room|girl-light,cat
我|房間|抱著枕頭|bedroom|child-light,pillow
阿公|農場|抱著一顆大西瓜|farm|old-man-light,watermelon
抱著籃球的哥哥|籃球場|走進來|basketball-court|boy-light,basketball
弟弟|教室|背著書包|classroom|boy-light,backpack
爸爸|山上|揹著大背包爬山|mountain|man-light,backpack
哥哥|公園|背著妹妹|park|boy-light,girl-light
姐姐|河邊|背著吉他|river|girl-light,guitar
提著燈籠的小女孩|元宵節|逛燈會|lantern-festival|girl-light,red-paper-lantern
我|遊樂園|手裡拿著棉花糖|amusement-park|child-light,cotton-candy
小狗|公園|嘴巴咬著飛盤|park|dog,flying-disc
`;
