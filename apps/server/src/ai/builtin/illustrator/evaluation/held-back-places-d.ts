/**
 * Session d's places part, HELD BACK (issue O / 20, decision 0037): 30 pages about places written from scratch by
 * helper o2 before any change of that session and never tuned on — rooms that look alike (bathroom, kitchen,
 * bedroom, classroom, hospital), Taiwanese places (夜市, 廟, 捷運, 便利商店, 菜市場, 稻田, 阿里山, 日月潭, 101),
 * nature (竹林, 冰山, 瀑布, 洞穴, 沙漠), fantasy and space (月球, 太空, 雲上, 糖果屋), where a figure stands in the
 * place (a branch, a roof, a boat, the moon's ground), time of day and weather, streets and a place no scene knows.
 * Judged by eye on its contact sheets (`node --import tsx bench/ai-contact-sheet.ts --places-d`). Same format as
 * held-back.ts.
 */
export const HELD_BACK_PLACES_D = `
我|浴室裡|泡澡|bathroom|child-light
妹妹|廁所|洗手|bathroom|girl-light
媽媽|廚房裡|煎荷包蛋|kitchen|woman-light
弟弟|自己的房間|躺在床上看漫畫|bedroom|boy-light
生病的阿公|醫院的病床上|打點滴|hospital|old-man-light
小朋友們|教室裡|上數學課|classroom|child-light
爸爸和我|夜市裡|套圈圈|night-market|man-light,child-light
阿嬤|廟前面|拿香拜拜|temple|old-woman-light
我們|捷運車廂裡|抓著扶手|mrt|child-light
哥哥|7-11|買飯糰|convenience-store|boy-light
農夫伯伯|金黃色的稻田|割稻子|rice-field|farmer-light
我和爺爺|阿里山的小火車上|看雲海|alishan|child-light,old-man-light
遊客|台北101下面|拍照|taipei-101|
大熊貓|竹林|睡午覺|bamboo-forest|panda
北極熊|冰山旁邊|抓魚|arctic|polar-bear,fish
探險家|黑漆漆的山洞裡面|拿著火把|cave|
駱駝|大沙漠裡|慢慢走|desert|camel
小青蛙|瀑布下面|游泳|waterfall|frog
小白兔|月亮上|跳來跳去|moon|rabbit
太空人|外太空|飄來飄去|space|astronaut-light
小天使|雲朵上面|睡午覺|clouds|
糖果屋的巫婆|糖果屋前面|招手|candy-house|
貓頭鷹|夜晚的森林|站在樹枝上|forest|owl
小鳥|屋頂上面|唱歌|rooftop|bird
漁夫|小船上|釣魚|sea|
我|下大雪的公園|堆雪人|park|child-light,snowman
小狗|下雨的馬路上|跑來跑去|street|dog
阿嬤|菜市場裡|買魚|wet-market|old-woman-light
我們全家|日月潭|坐船|sun-moon-lake|
小熊|一個奇怪的地方|發呆|meadow-default|bear
`;
