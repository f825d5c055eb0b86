/**
 * Everyday things, TUNE part (issue O / 20, decision 0051, helper othing): 26 pages looked at while fixing. Street
 * furniture, things at home and at school, play things, clothes, night-market food, and a vehicle that is itself the
 * place (坐公車: the bus is the scene, not a small bus inside it). Same format as held-back.ts.
 */
export const ROUND_THINGS = `
小明|公園|坐在長椅上吃麵包|park|park-bench
小狗|晚上的街上|在路燈下面睡覺|street|street-lamp
我|路口|等紅綠燈過馬路|street|horizontal-traffic-light
小鳥|街上|停在電線上唱歌|street|utility-pole
弟弟|浴室|穿著拖鞋刷牙|bathroom|thong-sandal,toothbrush
妹妹|房間|抱著枕頭睡覺|bedroom|pillow
媽媽|廚房|用電鍋煮飯|kitchen|rice-cooker
哥哥|客廳|吹電風扇看電視|living-room|electric-fan,television
我|教室|用橡皮擦擦錯字|classroom|eraser
小華|教室|打開鉛筆盒|classroom|pencil-case
我和妹妹|公園|玩蹺蹺板|park|seesaw
小朋友|沙灘|拿鏟子挖沙|beach|shovel
弟弟|公園的草地|用網子抓蝴蝶|park|butterfly-net,butterfly
我|游泳池|戴泳鏡游泳|swimming-pool|goggles
阿嬤|廚房|穿圍裙洗碗|kitchen|apron
我|夜市|吃棉花糖|night-market|cotton-candy
爸爸|夜市|買一包地瓜球|night-market|sweet-potato-balls
姊姊|夜市|吃蔥油餅|night-market|flatbread
我們|公車上|坐公車去動物園|bus|
小貓|家門口|躲在消防栓後面|house-front|fire-hydrant
我|房間|開檯燈看書|bedroom|desk-lamp,books
弟弟|客廳|玩積木|living-room|toy-blocks
我|公園|丟飛盤給小狗|park|flying-disc
小熊|廚房|打開冰箱找牛奶|kitchen|refrigerator
哥哥|操場|拿著一條繩子|sports-field|knot
我|捷運上|坐捷運去學校|mrt|
`;
