/**
 * The EIGHTH held-back part of the scene evaluation set (issue O / 20): 48 pages written blind from scratch by the
 * independent reviewer (reviewer C, session rev9), never seen by those who tune the illustrator and never tuned on.
 * People of all ages and roles in coloured clothes, animals (some less common), counts, on/under/in/beside/holding/
 * riding, worn and held things, actions that must be seen, Taiwanese daily places, nature, fantasy places, weather
 * and time of day. Judged by eye on its contact sheets (`node --import tsx bench/ai-contact-sheet.ts --held8`).
 * Same format as held-back.ts.
 */
export const HELD_BACK_8 = `
穿藍色制服的公車司機|公車上|握著方向盤開車|bus|man-light
戴黃色安全帽的工人伯伯|工地|用鏟子挖土|construction-site|construction-worker-light
穿白袍的護理師阿姨|醫院|幫一個小男孩量體溫|hospital|health-worker-light,boy-light,thermometer
三隻小豬|森林裡|一起搬木頭蓋房子|forest|pig*3,wood
一隻台灣黑熊|高高的山上|爬到大樹上|mountain|bear
刺蝟|大樹下面|躲在落葉堆裡睡覺|forest|hedgehog,fallen-leaf
一群紅鶴|湖邊|用一隻腳站著|lake|flamingo
樹懶|熱帶雨林|抱著樹枝倒掛著|jungle|sloth
兩隻海獺|海上|手牽手漂著睡覺|sea|otter*2
阿公|廟口|坐在板凳上哈哈大笑|temple|old-man-light
穿綠色外套的外送員|下雨的巷子|騎機車送便當|street|man-light,motor-scooter,bento-box
戴眼鏡的圖書館阿姨|圖書館|把一疊書放回書架|library|woman-light,glasses,books
穿黃色雨衣的妹妹|下雨天的公園|撐著紅色雨傘跳水坑|park|girl-light,umbrella
兩個哥哥|傍晚的沙灘上|堆一座好大的沙堡|beach|boy-light*2
爸爸|河邊|坐在石頭上釣魚|river|man-light,fishing-pole
穿紅色運動服的姊姊|操場|跑步衝向終點線|sports-field|girl-light
小男孩|游泳池|戴著泳鏡游泳|swimming-pool|boy-light,goggles
太空人|月球上|插一面旗子|moon|astronaut-light
公主|城堡前面|戴著皇冠跳舞|castle|princess-light,crown
小精靈|魔法森林|騎著一隻白色獨角獸|magic-forest|woman-fairy-light,unicorn
巫婆|晚上的天空|騎著掃把飛過月亮|starry-night|woman-mage-light,broom
小美人魚|海底|跟三條魚一起游泳|underwater|mermaid,fish*3
一隻小暴龍|火山旁邊|嚇得大哭|volcano|t-rex
兩隻企鵝|南極|從冰上滑下來|antarctic|penguin*2
駱駝|沙漠|背上載著一個叔叔|desert|camel,man-light
阿嬤和我|菜市場|提著一籃青菜|wet-market|old-woman-light,child-light,basket
穿格子裙的姊姊|便利商店|拿著一瓶牛奶排隊結帳|convenience-store|girl-light,glass-of-milk
媽媽|捷運車廂|抱著睡著的小嬰兒|mrt|woman-light,baby-light
四個同學|教室|舉手回答問題|classroom|child-light*4
消防員叔叔|起火的大樓前面|拿水管噴水滅火|city|firefighter-light,fire
小狗|客廳的沙發上|咬著一隻拖鞋|living-room|dog,couch-and-lamp
黑色的貓|屋頂上|看著圓圓的月亮|rooftop|black-cat,full-moon
五隻小鳥|電線上|排成一排唱歌|street|bird*5
老爺爺|公園的長椅上|餵鴿子|park|old-man-light,dove
河馬|泥巴池|在泥巴裡打滾|swamp|hippopotamus
袋鼠媽媽|大草原|口袋裡裝著小袋鼠跳|grassland|kangaroo
穿橘色毛衣的弟弟|雲上面|坐在白雲上看書|clouds|boy-light,open-book
小女孩|夢裡|抱著一隻大兔子在天上飛|dream|girl-light,rabbit
穿粉紅色裙子的妹妹|糖果屋前面|舔一根大棒棒糖|candy-house|girl-light,lollipop
一條綠色的龍|龍的洞穴|趴在一堆金幣上睡覺|dragon-cave|dragon,coin
戴眼罩的海盜|海盜船上|拿著望遠鏡找小島|pirate-ship|pirate-flag,telescope
穿藍色球衣的哥哥|足球場|把球踢進球門|soccer-field|boy-light,soccer-ball,goal-net
姊姊和弟弟|阿里山|看日出|alishan|girl-light,boy-light,sunrise
爸爸|日月潭旁邊|騎腳踏車載著我|sun-moon-lake|man-light,child-light,bicycle
一隻猴子|動物園|坐在大象的背上|zoo|monkey,elephant
姊姊|公園的草地|丟飛盤給小狗接|park|girl-light,flying-disc,dog
兩隻小熊|下雪的晚上|在路燈下抱在一起|snow|bear*2
青蛙|池塘|從一片荷葉跳到另一片荷葉|pond|frog
`;
