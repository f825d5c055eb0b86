/**
 * The where-and-what HELD-BACK part (issue O / 20, decision 0044, helper o8): 38 pages written from scratch before
 * any change of that round and never tuned on. What the child did not ask for but expects: the place's landmark
 * visible with the figures standing in it, places named inside a longer phrase, weather and time of day, colours of
 * named things, no stray props. Same format as held-back.ts (who | where | what | scene | things).
 */
export const HELD_BACK_WHERE = `
公主|城堡前面|跳舞|castle|
王子和公主|在城堡裡面|開舞會|castle|
我和爸爸|台北101下面|拍照|taipei-101|camera
阿嬤|在阿嬤家的院子|曬衣服|grandma-house|
我|學校旁邊的公園|溜滑梯|park|
我們全家|去日月潭玩|坐船|sun-moon-lake|
小明|下雨天的學校|撐雨傘|school|umbrella
弟弟|下雪的森林|堆雪人|forest|snowman
妹妹|晚上的夜市|吃棉花糖|night-market|
阿公|夕陽下的海邊|散步|beach|sunset
我|颱風天的家裡|看窗外|living-room|
媽媽和我|廟裡|拜拜|temple|
老師|在教室上課|教數學|classroom|
同學們|晚上的操場|看星星|sports-field|
小貓|下大雨的馬路|躲雨|street|
哥哥|清晨的阿里山|看雲海|alishan|
熊貓|動物園的竹子旁邊|吃竹子|zoo|
小丑|馬戲團的帳篷裡|丟球|circus|
阿伯|火車站前面|等火車|train-station|
我|晚上的101|看煙火|taipei-101|fireworks-burst
小女孩|遊樂園|拿著黃色的氣球|amusement-park|balloon
奶奶|菜市場|買紅色的蘋果|wet-market|red-apple
一群小朋友|圖書館|安靜的看書|library|books
我|醫院|看醫生|hospital|
小兔子|下雨的森林|撐著綠色的雨傘|forest|umbrella
企鵝|南極|在下雪天玩|antarctic|penguin
爸爸|便利商店門口|喝咖啡|convenience-store|
我和哥哥|在鬼屋裡|很害怕|haunted-house|
小龍|龍宮|找珍珠|dragon-palace|
阿姨|傍晚的稻田|割稻|rice-field|
我|在學校的教室裡|畫畫|classroom|
我們|晚上去夜市|套圈圈|night-market|
太空人|在月亮上面|跳來跳去|moon|
弟弟|ㄉㄨㄥˋ物園|看長頸鹿|zoo|giraffe
小魚|海底的珊瑚旁邊|游泳|underwater|
騎士|城堡外面|騎白馬|castle|horse
小朋友|在公園的大樹下|野餐|park|
我|下雪天的阿嬤家|穿紅色外套|grandma-house|
`;
