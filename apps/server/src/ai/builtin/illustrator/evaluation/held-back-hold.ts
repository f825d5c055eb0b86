/**
 * The HELD-BACK part of decision 0049 (carried, held, ridden and worn things on the figure): written from scratch
 * with round-hold.ts before any change and never tuned on. Sheet: `node --import tsx bench/ai-contact-sheet.ts
 * --hold-held`. Same format as held-back.ts.
 */
export const HELD_BACK_HOLD = `
媽媽|公園|騎腳踏車載妹妹去買東西|park|woman-light,girl-light,bicycle
爸爸|家裡|背著我在客廳走來走去|living-room|man-light,child-light
舅舅|動物園|讓我坐在他的肩膀上|zoo|man-light,child-light
一個老爺爺|沙漠|騎在駱駝上面|desert|old-man-light,camel
小王子|草原|騎著一匹白色的馬|grassland|boy-light,horse
小女生|動物園|坐在大象背上|zoo|girl-light,elephant
袋鼠寶寶|草原|躲在媽媽的口袋裡|grassland|kangaroo*2
小鹿|森林|跟著鹿媽媽散步|forest|deer*2
母雞|農場|帶著小雞找蟲吃|farm|chicken
小熊|森林|和熊媽媽一起抓魚|forest|bear*2
哥哥|公園|舔著一支冰淇淋|park|boy-light,soft-ice-cream
小朋友|操場|拿著小旗子加油|sports-field|child-light
妹妹|夜市|拿著一根棒棒糖|night-market|girl-light,lollipop
我|公園|跟爸爸玩飛盤|park|child-light,man-light,flying-disc
小美|遊樂園|手裡拿著一顆紅色氣球|amusement-park|girl-light,balloon
叔叔|海邊|拿著釣魚竿在釣魚|beach|man-light,fishing-pole
弟弟|游泳池|戴著泳鏡跳進水裡|swimming-pool|boy-light,goggles
爸爸|馬路上|戴著安全帽騎機車|street|man-light,motor-scooter
姊姊|廚房|穿圍裙做蛋糕|kitchen|girl-light
妹妹|公園|背著小背包去野餐|park|girl-light,backpack
新娘|教堂|拿著一束捧花|church|woman-light,bouquet
阿嬤|公園|用嬰兒車推著小弟弟|park|old-woman-light
爸爸|醫院|抱著剛出生的妹妹|hospital|man-light,baby-light
小男生|游泳池|戴著藍色的泳帽|swimming-pool|boy-light
探險家|洞穴|拿著火把找寶藏|cave|man-light,fire
哥哥|海邊|背著妹妹玩水|beach|boy-light,girl-light
`;
