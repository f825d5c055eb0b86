/**
 * The action shown as it is done, not as its result (issue O / 20, decision 0059), the TUNING part: a page says
 * what someone is doing and the picture must show the doing — the pose (arms toward the thing, bent, reaching), the
 * tool in the hand, the thing acted on at the hands at its size, a cue of motion where it helps (water, bubbles,
 * steam, speed lines), and for an act done to a second one both of them in contact. Classes: watering / pouring,
 * cutting, brushing / painting / writing, sweeping / cleaning, feeding / giving, pushing / pulling, throwing /
 * kicking, an instrument, cooking, building, photographing, blowing, fishing, planting, reading, chasing, helping.
 * Written from scratch before any change; the held-back part is held-back-act-e.ts. Judged by eye on
 * `node --import tsx bench/ai-contact-sheet.ts --act-e`. Same format as held-back.ts (who | where | what | scene |
 * things), with a sixth column (not parsed) saying what must be visible for the act to read.
 */
export const ROUND_ACT_E = `
妹妹|花園|正在澆花|garden||watering can tipped toward flowers, water falling
阿公|菜園|拿水壺幫青菜澆水|vegetable-garden||can tipped over the vegetables, water drops
媽媽|廚房|倒一杯果汁給我|kitchen||jug tipped over a glass, a child beside
爸爸|生日派對|在切蛋糕|birthday-party||knife in the hand over the cake at the hands
姊姊|廚房|切西瓜|kitchen||knife and the watermelon on the board at the hands
阿嬤|廚房|用刀子切菜|kitchen||knife and vegetables on the board
弟弟|美術教室|用剪刀剪紙|art-room||scissors at the paper in the hands
我|美術教室|在畫畫|art-room||brush in the hand at the easel
小美|教室|寫功課|classroom||pencil on the notebook, bent over the desk
弟弟|浴室|刷牙|bathroom||toothbrush at the mouth, foam
妹妹|臥室|在梳頭髮|bedroom||comb at the hair
哥哥|教室|在黑板上寫字|classroom||chalk at the board
媽媽|客廳|掃地|living-room||broom at the floor, dust
我|廚房|洗碗|kitchen||dish and sponge in the hands at the sink, bubbles
小華|教室|擦窗戶|classroom||cloth on the window, arm raised
爸爸|客廳|拖地|living-room||mop on the floor, bucket
我|客廳|餵小貓吃飯|living-room||bowl held to the cat, the cat eating
阿嬤|農場|在餵雞|farm||grain thrown from the hand, chickens pecking
小明|動物園|餵長頸鹿吃葉子|zoo||leaves held up to the giraffe's mouth
媽媽|臥室|餵寶寶喝奶|bedroom||baby in the arms, bottle at its mouth
哥哥|公園|把氣球送給妹妹|park||balloon handed from one to the other
爸爸|公園|推鞦韆|park||a child on the swing, the father's hands at its back
小明|草原|拉著風箏線|grassland||string from the hand up to the kite
我|超市|推購物車|supermarket||hands on the cart's handle
姊姊|公園|推著娃娃車|park||stroller in front, hands on it
小黃狗|草地|用力拉著繩子|grassland||a rope pulled taut
阿翔|操場|踢毽子|sports-field||shuttlecock in the air over the raised foot
哥哥|籃球場|投籃|basketball-court||ball leaving the hands toward the hoop
妹妹|雪地|丟雪球|snow||snowball thrown, arm back
小華|棒球場|揮棒打棒球|baseball-field||bat swung, ball in the air
弟弟|音樂教室|打鼓|music-room||drumsticks in the hands on the drum
姊姊|舞台|彈鋼琴|stage||hands on the keys, notes
小明|舞台|拉小提琴|stage||violin under the chin, bow
外婆|廚房|包水餃|kitchen||dumpling in the hands, a plate of dumplings
爸爸|後院|在烤肉|backyard||grill with meat, tongs, smoke
媽媽|廚房|在煎蛋|kitchen||pan with an egg, steam
阿嬤|廚房|用鍋子煮湯|kitchen||pot on the stove, steam, ladle
小朋友|海邊|蓋城堡|beach||sandcastle being built at the hands, bucket
三隻小豬|森林|蓋房子|forest||house being built, hammer
弟弟|客廳|堆積木|living-room||blocks stacked at the hands
爸爸|日月潭|在拍照|sun-moon-lake||camera at the eye
姊姊|花田|用手機拍花|flower-field||phone held out toward flowers
小美|公園|吹泡泡|park||wand at the mouth, bubbles
弟弟|生日派對|吹蠟燭|birthday-party||cake with candles at the mouth
我|生日派對|吹氣球|birthday-party||balloon at the mouth
阿公|湖邊|在釣魚|lake||rod, line into the water
小熊|河邊|用手抓魚|river||a fish in the paws, water
爺爺|公園|在種樹|park||shovel, sapling, soil
農夫|稻田|在插秧|rice-field||bent, seedling at the hand
我|圖書館|看書|library||open book in the hands
媽媽|臥室|講故事給我聽|bedroom||book open, the child beside listening
弟弟|公園|追著小狗跑|park||both running, the dog ahead
小明|操場|扶跌倒的同學起來|sports-field||two children, one on the ground, hands joined
姊姊|客廳|抱著小貓|living-room||cat in the arms
媽媽|馬路|牽著弟弟的手過馬路|street||two, hand in hand, crossing
我們|元宵節|放天燈|lantern-festival||sky lantern rising from the hands
小美|臥室|摺紙飛機|bedroom||paper plane in the hands
哥哥|後院|用斧頭砍柴|backyard||axe raised, log
小狗|後院|挖洞|backyard||paws digging, hole, dirt flying
小猴子|叢林|剝香蕉來吃|jungle||banana in the hands at the mouth
小兔子|菜園|拔蘿蔔|vegetable-garden||pulling a carrot out of the ground
阿姨|後院|在晾衣服|backyard||shirt held up to the line
`;
