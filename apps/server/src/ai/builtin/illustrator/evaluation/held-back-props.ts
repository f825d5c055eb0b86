/**
 * The props held-back part (issue #20 O, decision 0032 "Session c, late"): 28 pages written before the work on stray
 * scenery props, counts inflated by scene people and held things, and never tuned on. Places whose scenery used to
 * scatter things (an island, a cave, a market, a clinic, a beach), groups with a count in places with people of their
 * own (a bus, a classroom, a playground), and things the what-phrase says are held or used. Same format as
 * held-back.ts.
 */
export const HELD_BACK_PROPS = `
小明|無人島|看海|island|boy-light
探險家|山洞裡|找路|cave|man-light
媽媽|菜市場|買菜|wet-market|woman-light
護士阿姨|醫院|照顧病人|hospital|health-worker-light
哥哥|圖書館|看書|library|boy-light
妹妹|海邊|散步|beach|girl-light
爺爺|山上|休息|mountain|old-man-light
小朋友|露營區|坐著聊天|campsite|child-light
弟弟|超級市場|推車子|supermarket|boy-light
姊姊|花園|澆花|garden|girl-light
兩個小女生|公車上|坐在一起|bus|girl-light*2
四個小朋友|教室|一起畫畫|classroom|child-light*4
三個男生|操場|一起跑步|sports-field|boy-light*3
兩個小男孩|遊樂場|玩溜滑梯|playground|boy-light*2
五個學生|圖書館|安靜看書|library|child-light*5
兩個阿姨|夜市|逛街|night-market|woman-light*2
三個小朋友|捷運上|站著聊天|mrt|child-light*3
兩個哥哥|公園|打籃球|park|boy-light*2
爸爸|便利商店|買咖啡|convenience-store|man-light
阿公|院子|用水管噴水|backyard|old-man-light
哥哥|晚上的森林|拿手電筒照路|forest|boy-light
姊姊|公園|拿著相機拍照|park|girl-light
弟弟|廚房|拿著湯匙喝湯|kitchen|boy-light
媽媽|客廳|拿掃把掃地|living-room|woman-light,broom
小女孩|公園|拿著冰淇淋|park|girl-light
爸爸|河邊|拿著釣竿釣魚|river|man-light,fishing-pole
老師|教室|拿著書念故事|classroom|woman-light
奶奶|花園|拿著澆水壺澆花|garden|old-woman-light,watering-can
`;
