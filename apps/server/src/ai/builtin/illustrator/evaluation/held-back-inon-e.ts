/**
 * Held-back part of decision 0060 (issue O, helper oinon2), never tuned on: other containers, supports, hangers and
 * held things than round-inon-e.ts — a shoebox, a doghouse, a fish tank, a tree hollow, a cradle, under a bed, on a
 * shoulder, a wire, a fridge, a giraffe's back, upside down from a tree, a kite caught on a wire, a bird cage, a
 * stack of books, a cake, a bamboo basket on the back. Same format as tuning.ts (who|where|what|scene|icons).
 */
export const HELD_BACK_INON_E = `
小貓|客廳|睡在鞋盒裡|living-room|cat,package
小狗|院子|躲在狗屋裡|backyard|dog
金魚|客廳|在魚缸裡游泳|living-room|fish
小熊|森林|躲在樹洞裡|forest|bear
小兔子|花園|坐在菜籃裡|garden|rabbit,basket
寶寶|房間|睡在搖籃裡|bedroom|baby-light
小老鼠|廚房|躲在杯子裡|kitchen|mouse
小朋友|公園|坐在大紙箱裡玩|park|child-light,package
小貓|房間|躲在床底下|bedroom|cat,bed
小狗|客廳|睡在沙發下面|living-room|dog
妹妹|院子|躲在大樹下|backyard|girl-light,deciduous-tree
小鸚鵡|客廳|站在爺爺的肩膀上|living-room|parrot,old-man-light
小狗|客廳|趴在地毯上|living-room|dog
弟弟|客廳|坐在爸爸的腿上|living-room|boy-light,man-light
小鳥|街上|站在電線上|street|bird
小貓|廚房|站在冰箱上面|kitchen|cat,refrigerator
青蛙|河邊|坐在石頭上|river|frog,rock
小猴子|動物園|坐在長頸鹿的背上|zoo|monkey,giraffe
蝸牛|花園|爬在葉子上|garden|snail
小猴子|動物園|倒掛在樹上|zoo|monkey
蝙蝠|森林|倒掛在樹枝上|forest|bat
風箏|公園|卡在電線上|park|kite
弟弟|操場|掛在攀爬架上|playground|boy-light
拿著棒棒糖的妹妹|夜市|逛街|night-market|girl-light,lollipop
阿嬤|菜市場|提著竹籃買菜|wet-market|old-woman-light,basket
爸爸|公園|牽著狗繩遛狗|park|man-light,dog
姐姐|學校|抱著一疊書|school|girl-light,books
小朋友|操場|舉著旗子跑步|sports-field|child-light,triangular-flag
弟弟|院子|提著澆水壺澆花|backyard|boy-light,watering-can
哥哥|操場|舉起獎牌|sports-field|boy-light
媽媽|街上|拿著雨傘|street|woman-light,umbrella
抱著兔子娃娃的妹妹|房間|睡覺|bedroom|girl-light
我|生日派對|捧著生日蛋糕|birthday-party|child-light,birthday-cake
阿公|田裡|背著竹簍|rice-field|old-man-light
媽媽|公園|揹著小寶寶|park|woman-light,baby-light
弟弟|森林|拿著捕蟲網抓蝴蝶|forest|boy-light,butterfly-net,butterfly
提著鳥籠的爺爺|公園|散步|park|old-man-light
舉著火把的探險隊長|山洞|往前走|cave|
小狗|院子|叼著拖鞋|backyard|dog
`;
