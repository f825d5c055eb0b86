/**
 * The action and the pose read at a glance (issue O / 20, decision 0050), the HELD-BACK part: the same classes as
 * round-pose.ts in other words and other places, written from scratch before any change and never tuned on. Judged
 * by eye on `node --import tsx bench/ai-contact-sheet.ts --pose-held`. Same format as held-back.ts.
 */
export const HELD_BACK_POSE = `
小安|教室|把手舉得高高的|classroom|
爺爺|公園|金雞獨立|park|
小猴子|樹林|用腳倒吊在樹上|forest|
我|雪地|坐雪橇從山坡滑下去|snow|
表姊|溜冰場|在冰上滑來滑去|ice-rink|
弟弟|果園|爬到樹上摘芒果|orchard|
叔叔|工地|拿鏟子挖土|construction-site|
我跟阿公|田裡|一起種樹|rice-field|
妹妹|教室|拿掃把掃地|classroom|
媽媽|廚房|攪拌一大鍋湯|kitchen|
司機|公車上|開公車|bus|
小明和小華|山上|一起扛木頭|mountain|
我|農場|拉著一台小推車|farm|
哥哥|書房|在寫功課|library|
阿公|公園|在拉小提琴|park|
小妹|下雨天|在水坑裡跳來跳去|rain|
球員|足球場|把球踢進球門|sports-field|
爸爸和我|海邊|玩丟接球|beach|
同學們|生日派對|一起跳舞|birthday-party|
小狗|院子|縮成一團睡著了|backyard|
弟弟|機場|緊緊抱住奶奶|airport|
小朋友|學校門口|跟媽媽揮揮手|school|
探險隊|山頂|插上一面旗子|mountain|
小女孩|公園|哭得好傷心|park|
同學們|教室|哈哈大笑|classroom|
我|森林|被大野狼嚇到了|forest|
國王|城堡|很生氣地大叫|castle|
黑熊|森林|爬上高高的樹|forest|
海獺|海上|仰躺著漂浮|sea|
企鵝寶寶|冰上|趴著滑行|snow|
小狗|房間|把拖鞋咬爛了|bedroom|
紅鶴|湖邊|單腳站立|lake|
`;
