/**
 * The SECOND held-back part of the scene evaluation set (issue O, decision 0020): 36 pages written before the
 * animal bodies, the pixel and watercolour fixes and the indoor-rain fix, and never tuned on. Many animals (the
 * ones Fluent draws only as a face: fox, bear, panda, tiger, lion, wolf, koala, mouse, hamster, frog …), weather,
 * indoor and outdoor places, crowds. Same format as held-back.ts.
 */
export const HELD_BACK_2 = `
小狐狸|森林裡|跑來跑去|forest|fox
熊貓|竹林|吃竹子|bamboo-forest|panda,bamboo
老虎|叢林裡|睡午覺|jungle|tiger
小熊|下雨天的客廳|看電視|living-room|bear,television
兩隻小老鼠|廚房|偷吃起司|kitchen|mouse*2,cheese-wedge
獅子|草原上|大聲吼叫|grassland|lion
大野狼|晚上的森林|對著月亮叫|forest|wolf,full-moon
無尾熊|動物園|抱著樹|zoo|koala
乳牛|農場|吃草|farm|cow
倉鼠|我的房間|在籠子裡跑|bedroom|hamster
青蛙|池塘邊|跳到荷葉上|pond|frog
小猴子|樹上|吃香蕉|forest|monkey,banana
斑馬|草原|喝水|grassland|zebra
我和小狗|下雨的公園|撐雨傘散步|park|child-light,dog,umbrella
小白兔|下雪的森林|堆雪人|forest|rabbit,snowman
三隻小鴨|河邊|排隊游泳|river|duck*3
貓頭鷹|晚上的樹林|睜大眼睛|forest|owl
企鵝寶寶|冰山上|滑倒了|arctic|penguin
海豚|大海|跳出水面|sea|dolphin
小花貓|屋頂|曬太陽|rooftop|cat,sun
小豬|泥巴裡|打滾|swamp|pig
小羊|山坡上|吃草|grassland|ewe
長頸鹿和大象|動物園|一起散步|zoo|giraffe,elephant
北極熊|北極|釣魚|arctic|polar-bear,fishing-pole
小松鼠|公園|撿松果|park|chipmunk
我們班|下雨的教室|看窗外|classroom|child-light*3
小朋友們|操場|玩老鷹抓小雞|sports-field|child-light*3
狐狸和兔子|森林|做朋友|forest|fox,rabbit
阿公|颱風天|關窗戶|typhoon|old-man-light,window
小馬|農場|跑步|farm|horse
小狗|圖書館|看書|library|dog,books
浣熊|露營區|偷吃東西|campsite|raccoon
老鷹|高山上|在天空飛|mountain|eagle
小鳥|下雨天|躲在樹下|rain|bird,deciduous-tree
媽媽和我|超市|買水果|supermarket|woman-light,child-light,red-apple
鯊魚|海底|追小魚|underwater|shark,tropical-fish
`;
