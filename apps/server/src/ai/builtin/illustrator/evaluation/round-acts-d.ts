/**
 * Actions that must show in the pose and things an action needs (issue O / 20, decision 0039), the TUNING part:
 * exercising, leaping, floating, carrying (held baby, on the back, a pole, a bucket), spilling and pouring, a
 * stroller, a wheelchair one sits in, a sink, a bicycle with a basket, a fishing net, a cauldron, a throwing star.
 * Written from scratch before any change; tuned on. The held-back part is held-back-acts-d.ts.
 * Judged by eye on `node --import tsx bench/ai-contact-sheet.ts --acts-d`. Same format as held-back.ts.
 */
export const ROUND_ACTS_D = `
小朋友|操場|排好隊做體操|sports-field|
爸爸|房間|起床伸懶腰|bedroom|man-light
妹妹|公園|跳繩|park|girl-light
哥哥|客廳|做伏地挺身|living-room|boy-light
小狗|路邊|跳過水溝|street|dog
我|草地|開心得跳起來|meadow-default|child-light
小精靈|森林|飄在空中|forest|
小熊|河上|躺在水上漂|river|
媽媽|房間|抱著嬰兒|bedroom|woman-light,baby-light
哥哥|上學的路上|背著書包|street|boy-light,backpack
阿公|稻田|用扁擔挑水|rice-field|old-man-light,bucket
姊姊|農場|提水桶|farm|girl-light,bucket
弟弟|廚房|不小心打翻牛奶|kitchen|boy-light,glass-of-milk
媽媽|廚房|倒水|kitchen|woman-light
阿姨|公園|推嬰兒車|park|woman-light
阿嬤|公園|坐輪椅曬太陽|park|old-woman-light
我|浴室|洗手|bathroom|child-light
小狗|馬路上|坐在腳踏車籃子裡|street|dog,bicycle
漁夫伯伯|海上|在船上撒網|sea|
巫婆|森林|用大鍋子煮魔藥|forest|
忍者|竹林|射出飛鏢|bamboo-forest|ninja-light
`;
