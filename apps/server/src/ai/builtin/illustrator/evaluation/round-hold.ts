/**
 * Carried, held, ridden and worn things ON the figure at the right scale — the TUNING part of decision 0049 (issue O /
 * 20, helper ohold): passengers (載著, 背著, 抱著, on the shoulders, a rider on an animal's back, a joey in the
 * pouch), young animals beside their parent, things in the hand (lollipop, ice cream, flag, frisbee, balloon, rod,
 * torch, bouquet) and things worn (goggles, helmet, swimming cap, apron, backpack). Written from scratch with
 * held-back-hold.ts before any change; looked at while fixing. Sheet: `node --import tsx bench/ai-contact-sheet.ts
 * --hold`. Same format as held-back.ts.
 */
export const ROUND_HOLD = `
爸爸|公園|騎腳踏車載著我|park|man-light,child-light,bicycle
媽媽|家裡|背著小寶寶|living-room|woman-light,baby-light
哥哥|操場|背著弟弟跑步|sports-field|boy-light
我|公園|坐在爸爸的肩膀上|park|child-light,man-light
一個叔叔|沙漠|騎著駱駝|desert|man-light,two-hump-camel
小女孩|農場|騎在馬背上|farm|girl-light,horse
袋鼠媽媽|草原|口袋裡有一隻小袋鼠|grassland|kangaroo*2
鹿媽媽和小鹿|森林|一起吃草|forest|deer*2
鴨媽媽|池塘|帶著小鴨子游泳|pond|duck*2
妹妹|公園|吃棒棒糖|park|girl-light,lollipop
弟弟|海邊|拿著冰淇淋|beach|boy-light,soft-ice-cream
我|操場|揮著國旗|sports-field|child-light
小明|公園|丟飛盤給小狗|park|boy-light,flying-disc,dog
姐姐|遊樂園|手上拿著氣球|amusement-park|girl-light,balloon
爺爺|河邊|拿著釣竿釣魚|river|old-man-light,fishing-pole
我|游泳池|戴著蛙鏡游泳|swimming-pool|child-light,goggles
弟弟|公園|戴安全帽騎腳踏車|park|boy-light,bicycle
媽媽|廚房|穿著圍裙煮飯|kitchen|woman-light
哥哥|上學的路上|背著書包去上學|street|boy-light,backpack
阿姨|教室|抱著一束花|classroom|woman-light,bouquet
小猴子|森林|坐在大象的背上|forest|monkey,elephant
奶奶|家裡|抱著小嬰兒|living-room|old-woman-light,baby-light
小牛|農場|跟在牛媽媽旁邊|farm|cow*2
我|游泳池|戴著泳帽準備游泳|swimming-pool|child-light
勇士|山洞|舉著火把|cave|man-light,fire
小男孩|稻田|騎在水牛背上|rice-field|boy-light,water-buffalo
企鵝媽媽|南極|身邊有一隻小企鵝|antarctic|penguin*2
阿公|馬路上|騎機車載阿嬤|street|old-man-light,old-woman-light,motor-scooter
姊姊|客廳|抱著小妹妹|living-room|girl-light,baby-light
`;
