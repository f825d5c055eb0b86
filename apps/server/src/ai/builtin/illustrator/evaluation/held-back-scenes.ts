/**
 * The scene-composition held-back part (decision 0033, issue O's blind review): 48 pages written before that round's
 * work and judged by eye before and after. Creatures and shows named only as a word (a dragon that breathes fire, a
 * dragon or lion dance, a glove-puppet show, a parade, fireworks), relations (on, under, in, beside, behind, up in),
 * size words (大, 巨大的, 小小的, 很高的), states (after rain, under a blanket, a carousel ride, snow falling, wind, fog,
 * sunrise), big landmarks (slide, swings, ferris wheel, tent) and group tables. Same format as held-back.ts.
 */
export const HELD_BACK_SCENES = `
勇士|山谷|看到一隻大龍在噴火|canyon|dragon
小龍|天空|一邊飛一邊噴火|sky|dragon
全家|廟口|看舞龍表演|temple|dragon-dance
我們|過年的街上|看舞獅|street|lion-dance
阿公|廟口|表演布袋戲|temple|puppet-show
弟弟|街上|看遊行|street|parade
小朋友們|河邊的晚上|看煙火秀|river|fireworks-burst
姊姊|花園|頭上戴著花圈|garden|girl-light,flower-wreath
小青蛙|池塘|坐在荷葉上面|pond|frog,lotus-leaf
小精靈|森林|坐在大香菇上|forest|mushroom
小貓|客廳|躲在桌子底下|living-room|cat,table
小猴子|森林|坐在樹上吃香蕉|forest|monkey,deciduous-tree
小狗|房間|躲在紙箱裡|bedroom|dog,package
我|天空|坐在雲上面|sky|child-light,cloud
妹妹|公園|站在大樹旁邊|park|girl-light,deciduous-tree
小兔子|草地|躲在石頭後面|grassland|rabbit,rock
小鳥|樹上|在鳥巢裡睡覺|forest|bird,nest-with-eggs
爸爸|湖邊|釣到一條大魚|lake|man-light,fish
小女孩|海邊|看到一隻巨大的鯨魚|beach|girl-light,whale
小螞蟻|花園|搬一顆小小的餅乾|garden|ant,cookie
鯨魚|大海|噴出很高的水柱|sea|whale,water-spray
長頸鹿|動物園|吃很高的樹上的葉子|zoo|giraffe,deciduous-tree
我|山上|看日出|mountain|child-light,sunrise
哥哥|海邊|早上看太陽升起來|beach|boy-light,sun
小明|雨後的公園|踩水坑|park|boy-light,puddle
弟弟|臥室|蓋著被子睡覺|bedroom|boy-light,blanket
妹妹|遊樂園|坐旋轉木馬|amusement-park|girl-light,carousel
我|下雪的森林|看雪花飄下來|forest|child-light
小男孩|草原|風很大帽子被吹走了|grassland|boy-light
爺爺|起霧的山上|散步|mountain|old-man-light
小熊|傍晚的森林|回家|forest|bear
我們|公園|溜滑梯|park|child-light,playground-slide
妹妹|公園|盪鞦韆|park|girl-light,swing
全家|遊樂園|坐摩天輪|amusement-park|ferris-wheel
爸爸和我|露營區|搭帳篷|campsite|man-light,child-light,tent
三個同學|教室|圍著桌子吃午餐|classroom|child-light*3,table
全家人|餐廳|一起吃大餐|restaurant|man-light,woman-light,child-light,table
老虎|叢林|躲在草叢後面|jungle|tiger
小企鵝|南極|站在冰山上|antarctic|penguin
小魚|海底|躲在珊瑚旁邊|underwater|tropical-fish,coral
小丑|馬戲團|站在大球上|circus|clown-face
公主|城堡|站在高高的塔上|castle|princess-light
我|房間|在床上跳|bedroom|child-light,bed
小貓咪|屋頂上|看月亮|rooftop|cat,crescent-moon
一隻小小的老鼠|廚房|偷吃起司|kitchen|mouse,cheese-wedge
巨人|村莊|走過小房子|village|troll
小朋友|颳風的海邊|放風箏|beach|child-light,kite
阿嬤|下雨後的菜園|摘菜|vegetable-garden|old-woman-light
`;
