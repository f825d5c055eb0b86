/**
 * Session d's places part, TUNE (issue O / 20, decision 0037): 28 pages about places written from scratch by helper
 * o2 before any change, looked at while fixing (its after figure is a ceiling; held-back-places-d.ts is the part
 * never tuned on). Other wordings of the same classes: rooms by their furniture, Taiwanese places, nature, space and
 * fantasy, where a figure stands, night, rain and snow, roads. Same format as held-back.ts.
 */
export const ROUND_PLACES_D = `
爸爸|洗澡的地方|洗頭|bathroom|man-light
小貓|馬桶旁邊|玩衛生紙|bathroom|cat
我|臥房|整理床鋪|bedroom|child-light
阿姨|冰箱前面|拿牛奶|kitchen|woman-light
護士阿姨|病房裡|照顧病人|hospital|health-worker-light
老師|黑板前面|寫字|classroom|teacher-light
哥哥|士林夜市|吃臭豆腐|night-market|boy-light
全家人|媽祖廟|拜拜|temple|
媽媽|全家便利商店|買牛奶|convenience-store|woman-light
阿公|傳統市場|賣青菜|wet-market|old-man-light
白鷺鷥|水田裡|找東西吃|rice-field|
猴子|竹子林裡|爬竹子|bamboo-forest|monkey
海豹|冰山上|曬太陽|arctic|seal
小朋友|瀑布前面|玩水|waterfall|child-light
小熊|黑黑的洞穴|躲起來|cave|bear
阿拉丁|大沙漠|騎駱駝|desert|camel
太空人|月球表面|走路|moon|astronaut-light
火箭|太空中|飛|space|rocket
女巫|糖果屋裡|烤餅乾|candy-house|
小女孩|天上的雲|跳舞|clouds|girl-light
小鳥|樹枝上|睡覺|forest|bird
貓咪|屋簷上|睡覺|rooftop|cat
我|馬路邊|等紅綠燈|street|child-light
小鴨子|湖上的小船|划船|lake|duck
小男孩|晚上的公園|看星星|park|boy-light
大家|下雨的操場|跑步|sports-field|
小美|台北101|看煙火|taipei-101|girl-light,fireworks
一隻小狗|不知道在哪裡|哭|meadow-default|dog
`;
