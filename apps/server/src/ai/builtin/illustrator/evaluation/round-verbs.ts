/**
 * The action read at a glance (issue O / 20, decision 0045), the TUNING part: verbs in their everyday forms, two
 * figures acting together, animals doing things, the things an action needs, several actions on one page. Written
 * from scratch before any change; tuned on. The held-back part is held-back-verbs.ts.
 * Judged by eye on `node --import tsx bench/ai-contact-sheet.ts --verbs`. Same format as held-back.ts.
 */
export const ROUND_VERBS = `
我|公園|在跑步|park|
哥哥|操場|拼命地往前跑|sports-field|
小兔子|草地|跳來跳去|meadow-default|
妹妹|家裡|開心的跳起來|living-room|
小猴子|森林|在爬樹|forest|
弟弟|海邊|在海裡游泳|beach|
爸爸|沙發|躺在沙發上睡覺|living-room|
小寶寶|房間|睡得很香|bedroom|
妹妹|公園|坐在地上大哭|park|
阿公|客廳|哈哈大笑|living-room|
小朋友們|舞台|一起跳舞|stage|
我和奶奶|門口|抱抱|house-front|
小華|操場|丟球|sports-field|
我|足球場|踢足球|sports-field|
弟弟|草原|放風箏|grassland|
姊姊|馬路上|騎著腳踏車上學|street|
我|公園|溜滑梯|park|
弟弟|遊樂場|在盪鞦韆|playground|
媽媽|廚房|正在炒菜|kitchen|
小明|教室|畫圖|classroom|
小美|舞台上|大聲唱歌|stage|
哥哥|客廳|彈鋼琴給大家聽|living-room|
爸爸|河邊|釣到一條大魚|river|
小狗|浴室|洗澡|bathroom|
我|廁所|刷牙洗臉|bathroom|
弟弟|衣櫃|躲在衣櫃裡|bedroom|
姊姊|溜冰場|不小心滑倒了|frozen-lake|
大野狼|森林|追著小紅帽|forest|
貓咪|家裡|追老鼠|living-room|
老鷹|天上|在天空飛|sky|
海豚|大海|跳出海面|sea|
我和好朋友|學校|手牽著手|school|
弟弟|生日會|把蛋糕送給媽媽|living-room|
我和表弟|草地|玩摔角|meadow-default|
哥哥|公園|背著我|park|
小狗|公園|追著球跑|park|
我|房間|一邊吃餅乾一邊看書|bedroom|
妹妹|公園|一邊走一邊唱歌|park|
小熊|河邊|抓魚|river|
猴子|動物園|盪來盪去|zoo|
小貓|屋頂|睡午覺|rooftop|
我|操場|跳繩跳得很開心|sports-field|
爺爺|公園|在打太極拳|park|
姊姊|花園|澆花|garden|
`;
