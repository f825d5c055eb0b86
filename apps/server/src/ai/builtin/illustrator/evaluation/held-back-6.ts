/**
 * The SIXTH held-back part of the scene evaluation set (issue O / 20): 48 pages written blind from scratch by the
 * independent reviewer (helper a), never seen by those who tune the illustrator and never tuned on. Taiwanese daily
 * life, nature, fantasy, animals doing things, people of different ages in coloured clothes, things worn, held and
 * ridden, counts, weather and time of day, on/under/in. Judged by eye on its contact sheets
 * (`node --import tsx bench/ai-contact-sheet.ts --held6`). Same format as held-back.ts.
 */
export const HELD_BACK_6 = `
阿嬤|菜市場|提著一籃青菜|wet-market|old-woman-light,basket,leafy-green
穿藍色衣服的爸爸|便利商店|買咖啡|convenience-store|man-light,hot-beverage
我|捷運車廂|坐著看書|mrt|child-light,open-book
兩個小女生|公車上|站著拉吊環|bus|girl-light*2
哥哥|夜市|吃雞排|night-market|boy-light,chicken-cutlet
穿粉紅色裙子的妹妹|廟口|看布袋戲|temple|girl-light
阿公|稻田|戴著斗笠插秧|rice-field|old-man-light
三隻小豬|草地上|蓋房子|grassland|pig*3,house
一隻小黑狗|沙發上|睡覺|living-room|dog,couch-and-lamp
小花貓|屋頂上|曬太陽|rooftop|cat,sun
熊貓|竹林裡|吃竹子|bamboo-forest|panda,bamboo
兩隻企鵝|冰山上|滑來滑去|antarctic|penguin*2
猴子|樹上|吃香蕉|forest|monkey,banana
大象|河邊|用鼻子噴水|river|elephant
小白兔|森林裡|採香菇|forest|rabbit,mushroom
穿黃色雨衣的弟弟|下雨的街上|踩水坑|rain|boy-light
老師|圖書館|講故事給小朋友聽|library|teacher-light,child-light
護士阿姨|醫院|幫小男孩量體溫|hospital|health-worker-light,boy-light,thermometer
我和媽媽|廚房|做蛋糕|kitchen|child-light,woman-light,shortcake
姊姊|浴室|刷牙|bathroom|girl-light,toothbrush
爸爸|公園|放風箏|park|man-light,kite
穿紅色衣服的小男孩|操場|踢足球|sports-field|boy-light,soccer-ball
四個小朋友|教室|在畫畫|classroom|child-light*4
消防員|大樓前面|用水管噴水滅火|city|firefighter-light,fire
太空人|月球上|插國旗|moon|astronaut-light,triangular-flag
小女孩|熱氣球上|看風景|sky|girl-light
王子|城堡前面|騎著白馬|castle|prince-light,horse
小精靈|魔法森林|揮魔杖|magic-forest|person-elf-light,magic-wand
巨龍|火山上|噴火|volcano|dragon,fire
美人魚|海底|跟小魚玩|underwater|mermaid,tropical-fish
恐龍|沙漠|散步|desert|t-rex
一隻貓頭鷹|晚上的樹枝上|看月亮|forest|owl
小男孩|雪山上|堆雪人|snow-mountain|boy-light,snowman
老奶奶|搖椅上|織毛衣|living-room|old-woman-light,yarn
戴眼鏡的阿公|客廳|看報紙|living-room|old-man-light,glasses,newspaper
小朋友們|海邊|放煙火|beach|child-light,fireworks
穿綠色衣服的姊姊|瀑布旁邊|拍照|waterfall|girl-light,camera
小狗|桌子下面|啃骨頭|living-room|dog,bone
小鳥|鳥巢裡|等媽媽餵食|forest|bird,nest-with-eggs
我|腳踏車上|載著小狗|meadow-default|child-light,bicycle,dog
五隻鴨子|池塘|排隊游泳|pond|duck*5
哥哥|帳篷裡|拿手電筒看書|campsite|boy-light,tent,flashlight
海盜|小島上|挖寶藏|island|pirate-flag
魔法師|雲上|騎著飛毯|clouds|person-mage-light
妹妹|遊樂園|坐旋轉木馬|amusement-park|girl-light,carousel-horse
小熊|山洞裡|冬眠|cave|bear,zzz
外星人|太空|開飛碟|space|alien,flying-saucer
阿嬤和我|日月潭|划船|sun-moon-lake|old-woman-light,child-light,canoe
`;
