/**
 * The children's lexicon: the words Taiwanese primary-school children write most in their stories (family,
 * school, the night market, animals, fairy tales, adventure, feelings), checked by hand, with Taiwan usage
 * (阿嬤 Grandma, 捷運 MRT, 夜市 night market, 雞排 fried chicken cutlet …). It sits above the older table in
 * dictionary.ts and above CC-CEDICT. Same format: Chinese (Traditional) | English | kind.
 */
export const LEXICON = `
下雨|rain|v
下大雨|rain hard|v
下雪|snow|v
肚子餓|hungry|a
往前|forward|d
早點|early|d
早一點|early|d
桌|table|n
糖果|candy|nm
考|get,got|v
撲滅|put out,put out|v
迷路|get lost,got lost|v
長長|long|a
急得|so upset|x
不見|disappear|v
不見了|disappear|v
好幾次|several times|d
幾次|a few times|d
一次|once|d
第一次|for the first time|d
比|than|x
還要|even|x
讓|let,let|v
叫醒|wake up,woke up|v
聽音樂|listen to music|v
做家事|do housework,did housework|v
家事|housework|nm
幫忙做家事|help with the housework|v
亂丟|throw around,threw around|v
保護地球|protect the earth|v
爸爸媽媽|Mom and Dad|name
媽媽爸爸|Mom and Dad|name
跟著|follow|v
下山|set,set|v
班|class|n
關|lock|v
做夢|have a dream,had a dream|v
夢到|dream of,dreamed of|v
心跳|heart|n
下雨天|rainy day|n
雨天|rainy day|n
颱風天|typhoon day|n
去旅行|go on a trip,went on a trip|v
一日遊|day trip|n
探險記|adventure|n
日記|diary|n
下象棋|play chess|v
象棋|chess|nm
節約用水|save water|v
用水|water|nm
一邊|while|x
一面|while|x
這裡|here|d
这里|here|d
那裡|there|d
那里|there|d
門口|door|n
彈珠|marble|n
阿嬤|Grandma|name
阿媽|Grandma|name
阿公|Grandpa|name
阿祖|Great-Grandma|name
外婆|Grandma|name
外公|Grandpa|name
奶奶|Grandma|name
爺爺|Grandpa|name
媽咪|Mommy|name
爹地|Daddy|name
叔叔|uncle|n
阿姨|auntie|n
伯伯|uncle|n
舅舅|uncle|n
姑姑|aunt|n
表哥|cousin|n
表姐|cousin|n
表妹|cousin|n
表弟|cousin|n
堂哥|cousin|n
家人|family|nm
全家|whole family|nm
全家人|whole family|nm
家|home|name
兄弟姊妹|brothers and sisters|pl
寶寶|baby|n
嬰兒|baby|n
小寶寶|baby|n
老師|teacher|n
校長|principal|n
同學|classmate|n
同學們|classmates|pl
班長|class leader|n
小朋友|children|pl
朋友|friend|n
好朋友|good friend|n
大家|everyone|name
大人|grown-up|n
小孩|child|n
小孩子|child|n
孩子|child|n
男生|boy|n
女生|girl|n
男孩|boy|n
女孩|girl|n
醫生|doctor|n
護士|nurse|n
護士阿姨|nurse|n
警察|police officer|n
消防員|firefighter|n
司機|driver|n
農夫|farmer|n
廚師|chef|n
老闆|shop owner|n
獵人|hunter|n
漁夫|fisherman|n
太空人|astronaut|n
科學家|scientist|n
畫家|painter|n
騎士|knight|n
巨人|giant|n
精靈|elf|n
小精靈|little elf|n
天使|angel|n
美人魚|mermaid|n
小美人魚|little mermaid|n
白雪公主|Snow White|name
灰姑娘|Cinderella|name
小紅帽|Little Red Riding Hood|name
醜小鴨|ugly duckling|n
三隻小豬|three little pigs|pl
太陽公公|Mr. Sun|name
聖誕老公公|Santa Claus|name
聖誕老人|Santa Claus|name
惡龍|evil dragon|n
壞人|bad guy|n
小偷|thief|n
海盜船長|pirate captain|n
船長|captain|n
探險隊|explorers|pl
隊長|captain|n
動物|animal|n
小動物|little animal|n
寵物|pet|n
貓熊|panda|n
熊貓|panda|n
無尾熊|koala|n
台灣黑熊|Formosan black bear|n
石虎|leopard cat|n
螞蟻|ant|n
小螞蟻|little ant|n
蚊子|mosquito|n
蒼蠅|fly|n
蟑螂|cockroach|n
蜘蛛|spider|n
毛毛蟲|caterpillar|n
瓢蟲|ladybug|n
蜻蜓|dragonfly|n
螢火蟲|firefly|n
蝙蝠|bat|n
老鷹|eagle|n
鴿子|pigeon|n
麻雀|sparrow|n
天鵝|swan|n
鸚鵡|parrot|n
孔雀|peacock|n
小鴨|duckling|n
小鴨子|duckling|n
小羊|little lamb|n
綿羊|sheep|n
山羊|goat|n
小牛|calf|n
乳牛|cow|n
小馬|pony|n
斑馬|zebra|n
河馬|hippo|n
犀牛|rhino|n
袋鼠|kangaroo|n
鱷魚|crocodile|n
蛇|snake|n
小蛇|little snake|n
蜥蜴|lizard|n
金魚|goldfish|n
小金魚|little goldfish|n
鯊魚|shark|n
章魚|octopus|n
螃蟹|crab|n
海龜|sea turtle|n
小烏龜|little turtle|n
烏龜|turtle|n
蝸牛|snail|n
小蝸牛|little snail|n
狐狸|fox|n
刺蝟|hedgehog|n
小象|baby elephant|n
小猴子|little monkey|n
小恐龍|baby dinosaur|n
小豬|piglet|n
小白兔|little white rabbit|n
小雞|chick|n
小老鼠|little mouse|n
小貓咪|kitty|n
喵喵|meow|x
咪咪|Mimi|name
學校|school|n
幼兒園|kindergarten|n
幼稚園|kindergarten|n
教室|classroom|n
操場|playground|n
圖書館|library|n
禮堂|hall|n
黑板|blackboard|n
桌子|table|n
書桌|desk|n
椅子|chair|n
書包|schoolbag|n
鉛筆盒|pencil case|n
鉛筆|pencil|n
橡皮擦|eraser|n
尺|ruler|n
蠟筆|crayon|n
彩色筆|marker|n
畫筆|paintbrush|n
筆|pen|n
課本|textbook|n
作業|homework|nm
功課|homework|nm
考試|test|n
數學|math|nm
國語|Chinese|name
英文|English|name
自然|science|nm
體育課|PE class|nm
美勞課|art class|nm
音樂課|music class|nm
鋼琴課|piano lesson|n
鋼琴|piano|n
小提琴|violin|n
下課時間|at recess|t
下課|at recess|t
午休|nap time|nm
放學|after school|t
放學後|after school|t
上學|go to school,went to school|v
戶外教學|field trip|n
運動會|sports day|n
第一名|first place|nm
一百分|a hundred|nm
分|points|pl
夜市|night market|n
便利商店|convenience store|n
超商|convenience store|n
超市|supermarket|n
市場|market|n
商店|shop|n
百貨公司|department store|n
餐廳|restaurant|n
早餐店|breakfast shop|n
捷運|MRT|n
捷運站|MRT station|n
火車站|train station|n
高鐵|high-speed rail|n
公車|bus|n
計程車|taxi|n
摩托車|scooter|n
機車|scooter|n
腳踏車|bike|n
自行車|bike|n
汽車|car|n
車子|car|n
消防車|fire truck|n
救護車|ambulance|n
飛機|airplane|n
太空船|spaceship|n
潛水艇|submarine|n
熱氣球|hot-air balloon|n
馬車|carriage|n
雞排|fried chicken cutlet|n
大雞排|big fried chicken cutlet|n
珍珠奶茶|bubble tea|nm
珍奶|bubble tea|nm
奶茶|milk tea|nm
臭豆腐|stinky tofu|nm
蚵仔煎|oyster omelet|n
滷肉飯|braised pork rice|nm
牛肉麵|beef noodles|pl
小籠包|soup dumplings|pl
水餃|dumplings|pl
粽子|rice dumpling|n
月餅|mooncake|n
湯圓|sweet rice balls|pl
鳳梨酥|pineapple cake|n
蔥油餅|scallion pancake|n
蛋餅|egg pancake|n
香腸|sausage|n
烤香腸|grilled sausage|n
地瓜球|sweet potato balls|pl
棉花糖|cotton candy|nm
糖葫蘆|candied fruit|nm
刨冰|shaved ice|nm
剉冰|shaved ice|nm
豆花|tofu pudding|nm
爆米花|popcorn|nm
漢堡|hamburger|n
薯條|french fries|pl
披薩|pizza|n
三明治|sandwich|n
咖哩飯|curry rice|nm
炒飯|fried rice|nm
便當|lunch box|n
飯|rice|nm
米|rice|nm
白飯|rice|nm
麵|noodles|pl
麵條|noodles|pl
湯|soup|nm
肉|meat|nm
雞肉|chicken|nm
豬肉|pork|nm
牛肉|beef|nm
魚肉|fish|nm
蛋|egg|n
雞蛋|egg|n
恐龍蛋|dinosaur egg|n
青菜|vegetables|pl
蔬菜|vegetables|pl
水果|fruit|nm
芒果|mango|n
葡萄|grapes|pl
橘子|orange|n
柳丁|orange|n
鳳梨|pineapple|n
檸檬|lemon|n
桃子|peach|n
梨子|pear|n
南瓜|pumpkin|n
玉米|corn|nm
番茄|tomato|n
馬鈴薯|potato|n
竹子|bamboo|nm
松果|pine cone|n
毒蘋果|poisoned apple|n
起司|cheese|nm
巧克力|chocolate|nm
布丁|pudding|n
飲料|drink|n
果汁|juice|nm
汽水|soda|nm
茶|tea|nm
花蜜|nectar|nm
零食|snacks|pl
點心|snack|n
食物|food|nm
東西|things|pl
好吃的東西|delicious food|nm
年夜飯|New Year's Eve dinner|nm
大餐|feast|n
紅包|red envelope|n
氣球|balloon|n
射氣球|balloon shooting|nm
套圈圈|ring toss|nm
撈金魚|scoop goldfish,scooped goldfish|v
積木|blocks|pl
拼圖|puzzle|n
電動|video games|pl
電視|TV|nm
電腦|computer|n
手機|phone|n
平板|tablet|n
相機|camera|n
照片|photo|n
卡片|card|n
信|letter|n
禮物|present|n
生日禮物|birthday present|n
故事書|storybook|n
圖畫書|picture book|n
繪本|picture book|n
漫畫|comic|n
玩具|toy|n
泰迪熊|teddy bear|n
布偶|stuffed toy|n
機器人|robot|n
魔法棒|magic wand|n
魔法|magic|nm
魔杖|magic wand|n
藏寶圖|treasure map|n
地圖|map|n
寶箱|treasure chest|n
寶物|treasure|nm
金幣|gold coin|n
鑽石|diamond|n
皇冠|crown|n
劍|sword|n
盾牌|shield|n
城堡|castle|n
高塔|tall tower|n
塔|tower|n
宮殿|palace|n
王國|kingdom|n
草屋|straw house|n
木屋|wooden house|n
磚頭|brick|n
房子|house|n
房屋|house|n
磚頭房子|brick house|n
房間|room|n
臥室|bedroom|n
客廳|living room|n
廚房|kitchen|n
浴室|bathroom|n
廁所|toilet|n
院子|yard|n
陽台|balcony|n
門|door|n
窗戶|window|n
窗|window|n
沙發|sofa|n
床|bed|n
枕頭|pillow|n
被子|blanket|n
棉被|blanket|n
燈|light|n
鏡子|mirror|n
花瓶|vase|n
時鐘|clock|n
鬧鐘|alarm clock|n
盤子|plate|n
杯子|cup|n
筷子|chopsticks|pl
湯匙|spoon|n
箱子|box|n
盒子|box|n
籠子|cage|n
垃圾|trash|nm
垃圾桶|trash can|n
水溝|ditch|n
帳篷|tent|n
衣服|clothes|pl
外套|coat|n
褲子|pants|pl
裙子|skirt|n
鞋子|shoes|pl
新鞋子|new shoes|pl
襪子|socks|pl
拖鞋|flip-flops|pl
帽子|hat|n
眼鏡|glasses|pl
雨衣|raincoat|n
雨傘|umbrella|n
書包|schoolbag|n
辮子|braid|n
頭髮|hair|nm
頭|head|n
臉|face|n
眼睛|eye|n
鼻子|nose|n
嘴巴|mouth|n
耳朵|ear|n
牙齒|tooth|n
手|hand|n
腳|foot|n
腿|leg|n
膝蓋|knee|n
肚子|tummy|n
脖子|neck|n
身體|body|n
全身|all over|d
心|heart|n
尾巴|tail|n
翅膀|wing|n
羽毛|feather|n
爪子|claw|n
鼻子|nose|n
天空|sky|n
天上|sky|n
太陽|sun|n
月亮|moon|n
月球|moon|n
地球|earth|n
火星|Mars|name
星星|star|n
星球|planet|n
宇宙|universe|n
雲|cloud|n
白雲|white cloud|n
彩虹|rainbow|n
雨|rain|nm
大雨|heavy rain|nm
雪|snow|nm
風|wind|nm
雷|thunder|nm
閃電|lightning|nm
颱風|typhoon|n
地震|earthquake|n
天氣|weather|nm
山|mountain|n
山頂|mountaintop|n
山洞|cave|n
洞穴|cave|n
洞|hole|n
河|river|n
小河|stream|n
湖|lake|n
池塘|pond|n
海|sea|n
大海|sea|n
海邊|beach|n
沙灘|beach|n
海浪|waves|pl
海面|sea|n
小島|little island|n
島|island|n
沙堡|sandcastle|n
沙子|sand|nm
石頭|stone|n
森林|forest|n
樹|tree|n
大樹|big tree|n
樹葉|leaf|n
葉子|leaf|n
花|flower|n
花朵|flower|n
草|grass|nm
草地|grass|nm
田|field|n
稻子|rice plants|pl
農場|farm|n
公園|park|n
花園|garden|n
動物園|zoo|n
遊樂園|amusement park|n
遊樂場|playground|n
溜滑梯|slide|n
滑梯|slide|n
鞦韆|swing|n
盪鞦韆|swing on the swings,swung on the swings|v
游泳池|swimming pool|n
醫院|hospital|n
診所|clinic|n
台北|Taipei|name
台南|Tainan|name
台中|Taichung|name
高雄|Kaohsiung|name
台灣|Taiwan|name
路|road|n
馬路|road|n
路上|way|n
出口|exit|n
對岸|other side|n
陸地|land|nm
沙漠|desert|n
世界|world|n
地方|place|n
風景|scenery|nm
聲音|sound|n
音樂|music|nm
音樂會|concert|n
歌|song|n
生日快樂歌|Happy Birthday|name
故事|story|n
夢|dream|n
夢想|dream|n
冒險|adventure|n
大冒險|big adventure|n
旅行|trip|n
比賽|race|n
遊戲|game|n
鬼抓人|tag|nm
捉迷藏|hide-and-seek|nm
躲貓貓|hide-and-seek|nm
球|ball|n
困難|trouble|nm
問題|problem|n
秘密|secret|n
辦法|way|n
事情|thing|n
時間|time|nm
早上|in the morning|t
今天早上|this morning|t
明天早上|tomorrow morning|t
每天早上|every morning|t
晚上|at night|t
今天晚上|tonight|t
半夜|at midnight|t
中午|at noon|t
下午|in the afternoon|t
每天|every day|t
今天|today|t
昨天|yesterday|t
明天|tomorrow|t
後天|the day after tomorrow|t
星期一|on Monday|t
星期二|on Tuesday|t
星期三|on Wednesday|t
星期四|on Thursday|t
星期五|on Friday|t
星期六|on Saturday|t
星期天|on Sunday|t
星期日|on Sunday|t
週末|at the weekend|t
暑假|in the summer vacation|t
寒假|in the winter vacation|t
過年|at Chinese New Year|t
春天|in spring|t
夏天|in summer|t
秋天|in autumn|t
冬天|in winter|t
從前|once upon a time|t
從前從前|once upon a time|t
很久很久以前|long, long ago|t
以前|before|t
後來|later|t
然後|then|t
接著|then|t
最後|in the end|t
終於|finally|d
忽然|suddenly|d
突然|suddenly|d
馬上|right away|d
趕快|quickly|d
趕緊|quickly|d
立刻|at once|d
已經|already|d
一直|kept|x
一起|together|d
一樣|the same|d
常常|often|d
總是|always|d
有時候|sometimes|d
偷偷|secretly|d
偷偷地|secretly|d
慢慢|slowly|d
慢慢地|slowly|d
快快|quickly|d
用力|hard|d
大聲|loudly|d
大聲地|loudly|d
小聲|quietly|d
小聲地|quietly|d
開心地|happily|d
開開心心|happily|d
開開心心地|happily|d
高高興興|happily|d
高高興興地|happily|d
快樂地|happily|d
努力|hard|d
認真|hard|d
認真地|carefully|d
到處|everywhere|d
不小心|accidentally|d
自己|by myself|d
一個人|alone|d
真|really|d
真的|really|d
太|too|d
最|most|d
非常|very|d
超|super|d
有點|a little|d
還是|still|d
也|also|x
都|all|x
就|then|x
才|only|x
又|again|x
再|again|d
還|still|x
啊|ah|x
呀|ah|x
喔|oh|x
哦|oh|x
啦|la|x
耶|yeah|x
嘛|ma|x
哇|wow|x
唷|yo|x
囉|lo|x
嗯|um|x
之後|after|x
的時候|when|x
時候|time|x
一下|a bit|x
起來|up|x
下來|down|x
出來|out|x
看看|have a look,had a look|v
吃|eat,ate|v
吃光|eat up,ate up|v
吃光光|eat up,ate up|v
吃完|finish,finished|v
喝|drink,drank|v
玩|play|v
跑|run,ran|v
跑步|run,ran|v
跑走|run away,ran away|v
跑出去|run out,ran out|v
跑出來|run out,ran out|v
跑進|run into,ran into|v
跑回家|run home,ran home|v
跳|jump|v
跳進|jump into|v
跳出|jump out of|v
跳來跳去|hop around|v
飛來飛去|fly around,flew around|v
游來游去|swim around,swam around|v
走來走去|walk around|v
跑來跑去|run around,ran around|v
走進|walk into|v
走過來|come over,came over|v
走出|walk out of|v
走|walk|v
走路|walk|v
飛|fly,flew|v
飛到|fly to,flew to|v
飛回家|fly home,flew home|v
游泳|swim,swam|v
游|swim,swam|v
爬|climb|v
爬到|climb up to|v
爬山|go hiking,went hiking|v
爬過|crawl across|v
騎|ride,rode|v
坐|sit,sat|v
搭|take,took|v
站|stand,stood|v
睡覺|sleep,slept|v
睡|sleep,slept|v
睡著|fall asleep,fell asleep|v
睡午覺|take a nap,took a nap|v
起床|get up,got up|v
醒來|wake up,woke up|v
刷牙|brush my teeth,brushed my teeth|v
洗澡|take a bath,took a bath|v
洗臉|wash my face,washed my face|v
洗手|wash my hands,washed my hands|v
洗碗|wash the dishes,washed the dishes|v
穿|wear,wore|v
穿上|put on,put on|v
戴|wear,wore|v
脫|take off,took off|v
綁|tie|v
拿|take,took|v
提|carry|v
搬|carry|v
搬回家|carry home|v
搬家|move house,moved house|v
抱|hug|v
抱抱|hug|v
牽|hold,held|v
推|push|v
拉|pull|v
拔|pull up,pulled up|v
丟|throw,threw|v
丟進|throw into,threw into|v
亂丟垃圾|litter|v
撿|pick up,picked up|v
撿到|find,found|v
找|look for,looked for|v
找到|find,found|v
尋找|look for,looked for|v
發現|find,found|v
遇到|meet,met|v
看|see,saw|v
看到|see,saw|v
看見|see,saw|v
看書|read a book,read a book|v
看電視|watch TV|v
看電影|see a movie,saw a movie|v
看醫生|see a doctor,saw a doctor|v
看牙醫|go to the dentist,went to the dentist|v
聽|listen to|v
聽到|hear,heard|v
說|say,said|v
說話|talk|v
講話|talk|v
問|ask|v
回答|answer|v
叫|call|v
大叫|shout|v
喊|shout|v
告訴|tell,told|v
講故事|tell a story,told a story|v
說故事|tell a story,told a story|v
唱|sing,sang|v
唱歌|sing,sang|v
跳舞|dance|v
畫|draw,drew|v
畫畫|draw pictures,drew pictures|v
寫|write,wrote|v
寫字|write,wrote|v
寫功課|do homework,did homework|v
寫作業|do homework,did homework|v
讀書|study|v
念書|study|v
學|learn|v
學會|learn|v
教|teach,taught|v
考試|take a test,took a test|v
上課|have class,had class|v
笑|laugh|v
哭|cry|v
哭了起來|begin to cry,began to cry|v
喜歡|like|v
最喜歡|love|v
愛|love|v
討厭|hate|v
想念|miss|v
想|want to|mod
想要|want to|mod
要|want to|mod
會|can|mod
能|can|mod
可以|can|mod
敢|dare to|mod
應該|should|mod
必須|must|mod
得|must|x
知道|know,knew|v
認識|know,knew|v
覺得|feel,felt|v
以為|think,thought|v
記得|remember|v
忘記|forget,forgot|v
忘了|forget,forgot|v
相信|believe|v
希望|hope|v
決定|decide|v
開始|start|v
結束|end|v
完成|finish|v
等|wait for|v
等待|wait for|v
幫|help|v
幫忙|help|v
幫助|help|v
照顧|take care of,took care of|v
保護|protect|v
救|save|v
救了|save|v
打敗|defeat|v
打|hit,hit|v
打破|break,broke|v
弄壞|break,broke|v
打翻|knock over|v
打針|give a shot,gave a shot|v
打掃|clean|v
整理|tidy|v
打電話|call|v
打電動|play video games|v
打球|play ball|v
打雷|thunder|v
下雨|rain|v
下雪|snow|v
颳風|be windy|v
天黑|get dark,got dark|v
送|give,gave|v
給|give,gave|v
借|lend,lent|v
買|buy,bought|v
賣|sell,sold|v
點|order|v
付錢|pay,paid|v
做|make,made|v
做菜|cook|v
煮|cook|v
煮飯|cook|v
烤|bake|v
種|plant|v
種菜|grow vegetables,grew vegetables|v
種花|plant flowers|v
洗|wash|v
擦|wipe|v
擦藥|put on medicine,put on medicine|v
打開|open|v
開|open|v
關|close|v
關上|close|v
放|put,put|v
放進|put into,put into|v
放風箏|fly kites,flew kites|v
踢|kick|v
踢足球|play soccer|v
打籃球|play basketball|v
釣魚|go fishing,went fishing|v
釣到|catch,caught|v
抓|catch,caught|v
抓到|catch,caught|v
撈到|scoop up|v
套到|win,won|v
贏|win,won|v
贏了|win,won|v
輸|lose,lost|v
輸了|lose,lost|v
追|chase|v
躲|hide,hid|v
躲進|hide in,hid in|v
藏|hide,hid|v
藏起來|hide,hid|v
挖|dig,dug|v
挖到|dig up,dug up|v
蓋|build,built|v
堆|build,built|v
建|build,built|v
吹|blow,blew|v
吹倒|blow down,blew down|v
吹走|blow away,blew away|v
沖走|wash away|v
倒|fall,fell|v
跌倒|fall down,fell down|v
摔倒|fall down,fell down|v
掉|fall,fell|v
掉了|fall off,fell off|v
掉進|fall into,fell into|v
流血|bleed,bled|v
受傷|get hurt,got hurt|v
痛|hurt,hurt|v
敲門|knock at the door|v
敲|knock|v
開門|open the door|v
回家|go home,went home|v
回去|go back,went back|v
回來|come back,came back|v
出去|go out,went out|v
出來|come out,came out|v
出門|go out,went out|v
出發|set off,set off|v
進去|go in,went in|v
進來|come in,came in|v
去|go to,went to|v
來|come to,came to|v
到|arrive at|v
來到|come to,came to|v
走到|walk to|v
帶|take,took|v
帶著|take,took|v
接|pick up|v
載|drive,drove|v
開車|drive,drove|v
划船|row a boat|v
坐船|take a boat,took a boat|v
降落|land|v
起飛|take off,took off|v
住|live|v
變|turn into|v
變成|turn into|v
長大|grow up,grew up|v
當|be|v
叫做|be called,was called|v
逛街|go shopping,went shopping|v
逛|walk around|v
露營|go camping,went camping|v
野餐|have a picnic,had a picnic|v
探險|explore|v
旅行|travel|v
玩耍|play|v
比賽跑步|run a race,ran a race|v
融化|melt|v
裂開|crack|v
開花|bloom|v
搖尾巴|wag its tail,wagged its tail|v
吠|bark|v
叫個不停|keep barking,kept barking|v
吼叫|roar|v
採|collect|v
噴水|spray water|v
稱讚|praise|v
請|invite|v
邀請|invite|v
謝謝|thank|v
道歉|apologize|v
原諒|forgive,forgave|v
分享|share|v
聊天|chat|v
吵架|quarrel|v
擁抱|hug|v
親|kiss|v
節約|save|v
用|use|v
需要|need|v
準備|prepare|v
練習|practice|v
參加|join|v
拍照|take photos,took photos|v
照相|take photos,took photos|v
傳來|come,came|v
生|become,became|v
當醫生|be a doctor|v
是|be|v
有|have,had|v
沒有|not have|x
開心|happy|a
快樂|happy|a
高興|glad|a
興奮|excited|a
難過|sad|a
傷心|sad|a
失望|disappointed|a
生氣|angry|a
害怕|scared|a
緊張|nervous|a
擔心|worried|a
無聊|bored|a
寂寞|lonely|a
孤單|lonely|a
驕傲|proud|a
害羞|shy|a
累|tired|a
餓|hungry|a
渴|thirsty|a
飽|full|a
痛|sore|a
生病|sick|a
舒服|comfortable|a
好笑|funny|a
好玩|fun|a
好吃|delicious|a
好看|good|a
好喝|tasty|a
好聽|lovely|a
好多|lots of|num
很多|many|num
許多|many|num
一些|some|num
幾|a few|num
好幾|several|num
所有|all|num
每|every|num
漂亮|beautiful|a
美麗|beautiful|a
可愛|cute|a
帥|handsome|a
醜|ugly|a
奇怪|strange|a
神秘|mysterious|a
神奇|magic|a
特別|special|a
厲害|amazing|a
棒|great|a
有趣|interesting|a
危險|dangerous|a
安全|safe|a
重要|important|a
簡單|easy|a
難|hard|a
乾淨|clean|a
髒|dirty|a
亂|messy|a
安靜|quiet|a
吵|noisy|a
擠|crowded|a
忙|busy|a
重|heavy|a
輕|light|a
圓|round|a
亮|bright|a
暗|dark|a
黑黑|dark|a
軟|soft|a
硬|hard|a
甜|sweet|a
酸|sour|a
辣|spicy|a
香|fragrant|a
臭|smelly|a
新|new|a
舊|old|a
老|old|a
年輕|young|a
大|big|a
小|little|a
巨大|huge|a
高|tall|a
矮|short|a
長|long|a
短|short|a
胖|fat|a
瘦|thin|a
快|fast|a
慢|slow|a
早|early|a
晚|late|a
遠|far|a
近|near|a
熱|hot|a
冷|cold|a
涼|cool|a
溫暖|warm|a
熱熱|hot|a
勇敢|brave|a
善良|kind|a
聰明|clever|a
認真|hardworking|a
調皮|naughty|a
乖|good|a
壞|bad|a
惡|wicked|a
好|good|a
不錯|nice|a
紅|red|a
紅色|red|a
紅紅|red|a
橘色|orange|a
黃|yellow|a
黃色|yellow|a
綠|green|a
綠色|green|a
藍|blue|a
藍色|blue|a
藍藍|blue|a
紫色|purple|a
粉紅色|pink|a
白|white|a
白色|white|a
白白|white|a
黑|black|a
黑色|black|a
金色|golden|a
銀色|silver|a
咖啡色|brown|a
彩色|colorful|a
一閃一閃|twinkle|v
粒|grain|m
箱|box|m
杯|cup|m
碗|bowl|m
盒|box|m
袋|bag|m
瓶|bottle|m
塊|piece|m
片|slice|m
根|-|m
枝|-|m
支|-|m
雙|pair|m
件|-|m
間|-|m
棵|-|m
朵|-|m
隻|-|m
個|-|m
位|-|m
條|-|m
張|-|m
本|-|m
輛|-|m
顆|-|m
頂|-|m
座|-|m
把|-|m
匹|-|m
頭|-|m
道|-|m
群|group|m
堆|pile|m
頓|-|m
場|-|m
次|time|m
咚咚咚|knock, knock, knock|x
汪汪|woof woof|x
汪汪汪|woof woof woof|x
轟隆隆|boom|x
喵|meow|x
呱呱|ribbit|x
喔喔|cock-a-doodle-doo|x
`;
