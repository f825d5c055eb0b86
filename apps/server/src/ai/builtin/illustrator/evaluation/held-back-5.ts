/**
 * The FIFTH held-back part of the scene evaluation set (issue O follow-up, decision 0028): 34 pages written before
 * the fall pose, the wall placement of things and the crayon palette work, and never tuned on. Falls, things that
 * hang on a wall indoors, weather, night, the sea, crowds with counts, things worn, held and ridden, as Taiwanese
 * children write them. Same format as held-back.ts.
 */
export const HELD_BACK_5 = `
弟弟|公園|跌倒了在哭|park|boy-light
我|操場|跑步的時候摔倒了|sports-field|child-light
阿嬤|下雨的路上|滑倒了|street|old-woman-light
小明|樓梯|從樓梯上摔下來|school|boy-light
妹妹|溜冰場|滑倒了坐在冰上|ice-rink|girl-light
哥哥|足球場|被球絆倒|soccer-field|boy-light,soccer-ball
小狗|雪地裡|滑了一跤|snow|dog
老師|教室|在黑板上寫字|classroom|woman-light
我|房間|照鏡子|bedroom|child-light,mirror
弟弟|教室|看牆上的時鐘|classroom|boy-light,mantelpiece-clock
媽媽|客廳|把畫掛在牆上|living-room|woman-light,framed-picture
姊姊|臥室|打開窗戶看外面|bedroom|girl-light,window
爸爸|家門口|敲門|house-front|man-light,door
小華|美術教室|貼海報|art-room|boy-light
阿公|廚房|看時鐘|kitchen|old-man-light,mantelpiece-clock
我和妹妹|下大雨的客廳|看窗外|living-room|child-light,girl-light,window
小女孩|下雪的晚上|堆雪人|snow|girl-light,snowman
爺爺|颱風天|撐著雨傘|typhoon|old-man-light,umbrella
我|晚上的屋頂|看星星和月亮|rooftop|child-light,glowing-star,crescent-moon
小貓|晚上的窗台|看月亮|bedroom|cat,full-moon
哥哥|大海|衝浪|sea|boy-light
五隻小魚|海底|游來游去|underwater|tropical-fish*5
我們|海邊|堆沙堡|beach|child-light
四個小朋友|教室|一起唱歌|classroom|child-light*4
三隻小鳥|電線上|排成一排|street|bird*3
兩個警察|馬路上|指揮交通|street|police-officer-light*2
公主|城堡|戴著皇冠跳舞|castle|princess-light,crown
小男孩|下雪的公園|戴著紅色圍巾|park|boy-light,scarf
姊姊|公園|拿著氣球|park|girl-light,balloon
弟弟|河邊|騎腳踏車|river|boy-light,bicycle
巫婆|晚上的天空|騎著掃把飛|nightsky|woman-light,broom
小男孩|草原|騎馬|grassland|boy-light,horse
我|海邊|戴著太陽眼鏡|beach|child-light,sunglasses
小朋友|放學的路上|背著書包|street|child-light,backpack
`;
