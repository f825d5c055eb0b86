/**
 * Held-back part of decision 0064 (issue O, helper orelg): other figures, containers, supports and things than the
 * tune part round-rel-g.ts, written first and never tuned on. Same format and what must be visible as there.
 */
export const HELD_BACK_REL_G = `
小貓|廚房|躲在洗衣籃裡|kitchen|cat
小狗|客廳|坐在吉他旁邊|living-room|dog
小鸚鵡|客廳|站在檯燈上|living-room|parrot
小松鼠|森林|躲在大松果後面|forest|squirrel
小貓咪|房間|睡在枕頭上面|bedroom|cat
小企鵝|海邊|坐在大西瓜上|beach|penguin
小老鼠|廚房|躲在茶壺裡|kitchen|mouse
小狗|院子|趴在滑板上|backyard|dog
小鴨子|池塘|坐在木頭上|pond|duck
小猴子|森林|坐在大石頭上面|forest|monkey
小兔子|花園|躲在南瓜後面|garden|rabbit
小蝸牛|花園|爬在蘋果上|garden|snail
妹妹|房間|躲在大箱子後面|bedroom|girl-light
小刺蝟|森林|躲在帽子裡|forest|hedgehog
小貓|客廳|趴在筆電上|living-room|cat
小熊|森林|躺在吊床上|forest|bear
小雞|農場|站在南瓜上|farm|chicken
小貓|洗衣籃裡|睡午覺|living-room|cat
小鳥|電線上|休息|street|bird
弟弟|公園|拿著一支巨大的冰淇淋|park|boy-light,ice-cream
妹妹|學校|背著粉紅色的小書包|school|girl-light,backpack
爺爺|公園|提著一個小小的鳥籠|park|man-light
哥哥|海邊|抱著一個大大的衝浪板|beach|boy-light
媽媽|廚房|拿著一支黃色的大湯匙|kitchen|woman-light
小男孩|公園|戴著一頂藍色的大帽子|park|boy-light
阿姨|街上|提著紅色的小包包|street|woman-light
`;
