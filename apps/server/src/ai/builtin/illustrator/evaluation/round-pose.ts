/**
 * The action and the pose read at a glance (issue O / 20, decision 0050), the TUNING part: what the body does —
 * raising a hand, standing on one leg, hanging upside down, sliding, climbing, digging, planting, sweeping, stirring,
 * driving, carrying and pushing, reading and painting, playing music, puddles, balls, dancing, curling up asleep,
 * hugging, waving, planting a flag, and feelings shown on the face and body — for people and for animals. Written
 * from scratch before any change; the held-back part is held-back-pose.ts. Judged by eye on
 * `node --import tsx bench/ai-contact-sheet.ts --pose`. Same format as held-back.ts.
 */
export const ROUND_POSE = `
小明|教室|舉手回答老師的問題|classroom|
妹妹|公園|用一隻腳站著|park|
猴子|森林|倒掛在樹枝上|forest|
弟弟|遊樂場|從溜滑梯上滑下來|playground|
哥哥|公園|爬上大樹|park|
爸爸|院子|用鏟子挖洞|backyard|
爺爺|菜園|在種菜|vegetable-garden|
媽媽|客廳|在掃地|living-room|
阿嬤|廚房|用鍋鏟炒菜|kitchen|
爸爸|車上|雙手握著方向盤開車|car|
我和哥哥|森林|一起搬木頭|forest|
農夫|農場|推著推車|farm|
姊姊|房間|坐在床上看故事書|bedroom|
我|美術教室|在畫畫|art-room|
小華|音樂教室|在吹笛子|music-room|
弟弟|公園|跳進水坑裡|park|
阿翔|操場|用力踢足球|sports-field|
小美|公園|接住飛來的球|park|
公主|城堡|開心地跳舞|castle|
小貓|客廳|在沙發上捲成一團睡覺|living-room|
我和媽媽|家裡|抱在一起|living-room|
小女孩|火車站|跟爸爸揮手說再見|train-station|
太空人|月球|把國旗插在地上|moon|
妹妹|房間|難過得大哭|bedroom|
小明|客廳|笑得東倒西歪|living-room|
弟弟|鬼屋|嚇得一直發抖|haunted-house|
哥哥|教室|氣得臉都紅了|classroom|
小熊|森林|爬到樹上|forest|
水獺|河裡|躺在水上漂|river|
企鵝|南極|用肚子在冰上滑|antarctic|
小狗|客廳|咬著拖鞋|living-room|
白鷺鷥|稻田|用一隻腳站著|rice-field|
小兔子|草地|開心地跳來跳去|grassland|
大象|動物園|用鼻子噴水|zoo|
小朋友|操場|在跳繩|sports-field|
`;
