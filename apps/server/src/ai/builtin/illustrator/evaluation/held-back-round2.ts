/**
 * The held-back part of the second picture round of issue O (decision 0028, "Second round"), written before any of
 * that round's work and never tuned on: two figures who do something together, a group with a thing in front,
 * playground and water activities, the stairs, a windowsill and the ice as places, worn things seen from the front,
 * birds and animals doing things, and a scene whose decoration is also an activity's tool. Same format as
 * held-back.ts: who | where | what | scene | things (icon ids, `*n` for exactly n).
 */
export const HELD_BACK_ROUND_2 = `
哥哥和弟弟|客廳|在沙發上打架|living-room|
我和小美|教室|下課一起聊天|classroom|
媽媽和我|家門口|抱在一起|house-front|
小熊和小兔|森林|握手做好朋友|forest|
小狗和小貓|草地|追來追去|grassland|dog,cat
我和阿公|公園|一起玩|park|
同學們|教室|圍著桌子上的蛋糕唱歌|classroom|
三個小朋友|圖書館|一起看桌上的書|library|
妹妹|公園|盪鞦韆盪得好高|park|
爸爸和我|湖上|一起划船|lake|
我們|平溪|放天燈許願|lantern-festival|
姊姊|海邊|站在衝浪板上衝浪|beach|
弟弟|遊樂場|從溜滑梯溜下來|playground|
我和表哥|公園|玩翹翹板|park|
小猴子|森林|騎著大象吹喇叭|forest|elephant
阿嬤|家裡|走樓梯的時候跌倒了|living-room|
小貓|窗台上|曬太陽睡覺|bedroom|cat
姐姐|結冰的湖|溜冰轉圈圈|ice-rink|
小男孩|下雪的街上|圍著紅圍巾走路|street|scarf
我|上學的路上|背著藍色的書包|street|backpack
小鳥|樹上|唱歌給媽媽聽|forest|bird
小兔子|河邊|坐小船過河|river|rabbit
企鵝|冰上|滑倒了|snow|penguin
阿姨|傳統市場|提著菜籃買菜|wet-market|basket
哥哥|過年的晚上|點鞭炮|chinese-new-year|firecracker
小女孩|遊樂場|在鞦韆上唱歌|playground|
老鷹|山上|從天空掉下來|mountain|eagle
爺爺和奶奶|公園|手牽手散步|park|
`;
