/**
 * Actions that must show in the pose and things an action needs (issue O / 20, decision 0039), the HELD-BACK part:
 * written from scratch together with round-acts-d.ts and committed before any change; never tuned on. Judged by eye
 * before and after on `node --import tsx bench/ai-contact-sheet.ts --acts-d-held`. Same format as held-back.ts.
 */
export const HELD_BACK_ACTS_D = `
同學們|教室|一起做早操|classroom|
弟弟|公園|做仰臥起坐|park|boy-light
小兔子|草地|跳過一條小河|meadow-default|rabbit
魔法師|天空|飄在半空中|sky|
爸爸|海邊|背著弟弟|beach|man-light,boy-light
奶奶|家裡|抱著剛出生的小寶寶|living-room|old-woman-light,baby-light
妹妹|花園|提著一桶水|garden|girl-light,bucket
小明|餐桌旁|把果汁打翻了|kitchen|
爸爸|公園|推著娃娃車|park|man-light
爺爺|醫院|坐在輪椅上|hospital|old-man-light
小美|廁所|用肥皂洗手|bathroom|girl-light,soap
漁夫|河邊|丟漁網抓魚|river|fish
巫婆|城堡|在鍋子裡加青蛙|castle|frog
`;
