/**
 * Tune part of decision 0053 (issue O): relations the figure is IN / ON / HANGING FROM (a box, a basket, a tent, a
 * bucket, a nest, a roof, a shelf, a branch, a line, a boat, a raft, a balloon's basket), one thing named with a
 * modifier (a shape, a pattern, a costume: 兔子燈籠, 恐龍睡衣, 扮成海盜的), time of day only from the text or place,
 * and the colour of sports kit. Written from scratch as children write; same format as tuning.ts
 * (who|where|what|scene|icons, `*n` for exactly n).
 */
export const ROUND_INON = `
小貓|客廳|躲在箱子裡|living-room|cat,package
小狗|院子|睡在籃子裡|backyard|dog,basket
弟弟|露營區|坐在帳篷裡|campsite|boy-light,tent
三條魚|河邊|在水桶裡游來游去|river|tropical-fish*3
小鳥|樹上|坐在鳥巢裡|forest|bird
小貓|屋頂上|曬太陽|rooftop|cat
小貓咪|房間|坐在書架上|bedroom|cat
猴子|森林|掛在樹枝上|forest|monkey
燈籠|公園|掛在樹上|park|red-paper-lantern
媽媽|院子|把衣服掛在曬衣繩上|backyard|woman-light
爸爸和我|湖上|坐在小船裡釣魚|lake|man-light,child-light
小熊|天空|坐在熱氣球裡|sky|bear
哥哥|河上|坐在木筏上|river|boy-light
妹妹|公園|戴著巫婆帽子|park|girl-light
我|元宵節|提著兔子燈籠|lantern-festival|child-light
弟弟|房間|穿著恐龍睡衣|bedroom|boy-light
我|廚房|吃小熊餅乾|kitchen|child-light,cookie
姐姐|遊樂園|拿著星星形狀的氣球|amusement-park|girl-light,balloon
扮成海盜的弟弟|公園|跑來跑去|park|boy-light
穿藍色球衣的隊長|操場|踢足球|sports-field|boy-light,soccer-ball
哥哥|籃球場|穿紅色球衣投籃|basketball-court|boy-light,basketball
小貓|桌子上|睡午覺|living-room|cat,table
一隻蜘蛛|牆角|掛在蜘蛛網上|living-room|spider
小朋友|教室|穿著小兔子裝表演|classroom|child-light
我|海邊|在游泳圈裡漂來漂去|beach|child-light
小企鵝|冰山上|坐在冰塊上|arctic|penguin
`;
