/**
 * Everyday things, HELD-BACK part (issue O / 20, decision 0051, helper othing): 26 pages written with the tune part,
 * before any change, never tuned on. Other nouns and phrasings of the same classes. Same format as held-back.ts.
 */
export const HELD_BACK_THINGS = `
老爺爺|公園|坐在板凳上休息|park|park-bench
小狗|街上|在街燈旁邊等主人|street|street-lamp
我|十字路口|看號誌燈|street|horizontal-traffic-light
麻雀|電線杆上|站成一排|street|utility-pole
阿公|客廳|穿著藍白拖看報紙|living-room|thong-sandal,newspaper
小兔子|床上|抱著抱枕|bedroom|pillow
媽媽|浴室|拿浴巾幫我擦頭髮|bathroom|towel
阿嬤|廚房|用大同電鍋蒸包子|kitchen|rice-cooker
我|房間|吹風扇睡午覺|bedroom|electric-fan
小美|教室|擦黑板|classroom|blackboard
我|教室|拿橡皮擦給小華|classroom|eraser
弟弟|房間|把色鉛筆放進筆袋|bedroom|pencil-case
兩個小朋友|遊樂場|玩蹺蹺板|playground|seesaw
我|海邊|用小鏟子堆沙堡|beach|shovel,sandcastle
哥哥|森林|拿捕蟲網抓蟬|forest|butterfly-net
我|游泳池|戴著蛙鏡和泳帽|swimming-pool|goggles
阿嬤|阿嬤家的廚房|穿著圍裙包水餃|kitchen|apron,dumpling
小美|夜市|拿著一支粉紅色的棉花糖|night-market|cotton-candy
我們|夜市|吃烤香腸|night-market|sausage-stick
爸爸|夜市|買紅豆餅|night-market|wheel-cake
小朋友們|公車上|坐公車去公園|bus|
我|捷運車廂裡|站著拉拉環|mrt|
小狗|門口|在消防栓旁邊尿尿|house-front|fire-hydrant
我|客廳|開冷氣吃冰|living-room|air-conditioner,shaved-ice
小華|公園|跟小狗玩飛盤|park|flying-disc
姊姊|廚房|從冰箱拿出蛋糕|kitchen|refrigerator
`;
