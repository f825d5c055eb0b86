/**
 * The who, TUNING part (issue O / 20, decision 0042, helper o6): written together with held-back-who.ts before any
 * change and looked at while fixing. Classes: four-legged animals told apart (horse, pony, dog, wolf, cow, buffalo,
 * deer, goat, sheep, donkey, zebra), big cats (cat, tiger, lion, leopard), bird kinds (eagle, parrot, owl, swan,
 * crow, sparrow, chicken, peacock, flamingo, penguin), riders, a figure sitting in a wheelchair, a chair, a sofa, a
 * car, a boat or a taxi, named groups (學生們, 一家人, 全家, 爸爸媽媽和我, 兄弟姊妹), grown-ups vs children vs the
 * old, roles, and clothes colours. The last eight pages (roles named by their work, 小明的爸爸, a pair, a bride and
 * groom) were added during the round for classes found by probing who-words, after the first judging. Judged by eye on `node --import tsx bench/ai-contact-sheet.ts --who`.
 * Same format as held-back.ts: who | where | what | scene | things (icon ids, `*n` for exactly n).
 */
export const ROUND_WHO = `
王子|森林|騎著白馬|forest|horse
小馬|牧場|在吃草|farm|horse
一隻黃色的狗|公園|搖尾巴|park|dog
大野狼|森林裡|偷偷看著小紅帽|forest|wolf
水牛|稻田|在泥巴裡泡水|rice-field|water-buffalo
小山羊|山上|爬到大石頭上|mountain|goat
小綿羊|草原|吃草|grassland|ewe
麋鹿|雪地|拉著聖誕老公公的雪橇|snow|deer
驢子|農場|拉車子|farm|donkey
斑馬|動物園|在跑步|zoo|zebra
小貓咪|沙發上|睡覺|living-room|cat
大老虎|森林|走來走去|forest|tiger
獅子|動物園|大聲吼|zoo|lion
花豹|樹上|趴著休息|forest|leopard
老鷹|天空|飛來飛去|sky|eagle
鸚鵡|樹枝上|說你好|forest|parrot
貓頭鷹|晚上的森林|睜大眼睛|forest|owl
烏鴉|屋頂上|呱呱叫|rooftop|blackbird
麻雀|電線上|吱吱喳喳|street|bird
母雞|雞舍|生蛋|farm|chicken,egg
紅鶴|湖邊|用一隻腳站著|lake|flamingo
企鵝|南極|排隊走路|antarctic|penguin
奶奶|醫院|坐著輪椅|hospital|old-woman-light
阿公|家裡|坐在椅子上看電視|living-room|old-man-light,television
媽媽|客廳|坐在沙發上看書|living-room|woman-light,books
爸爸|車子裡|開車|street|man-light,automobile
我|湖上|坐在小船上划船|lake|child-light
哥哥|計程車上|坐車去上學|street|boy-light
學生們|操場|升旗|sports-field|child-light
我們全家|餐廳|一起吃晚餐|restaurant|man-light,woman-light,child-light
一家人|海邊|堆沙堡|beach|man-light,woman-light,child-light
爸爸媽媽和我|公園|一起騎腳踏車|park|man-light,woman-light,child-light
爺爺和奶奶|公園|一起散步|park|old-man-light,old-woman-light
哥哥姊姊們|客廳|玩桌遊|living-room|boy-light,girl-light
阿公和孫子|田裡|種菜|rice-field|old-man-light
老師和學生們|教室|一起上課|classroom|woman-light,child-light
穿黃色衣服的弟弟|公園|盪鞦韆|park|boy-light
穿藍色裙子的妹妹|花園|跳舞|garden|girl-light
戴紅色帽子的爺爺|公園|下棋|park|old-man-light
護士姊姊|醫院|幫病人量體溫|hospital|health-worker-light
消防隊員|火災現場|噴水滅火|city|firefighter-light
老奶奶|廟口|拜拜|temple|old-woman-light
小寶寶|嬰兒床上|哭了|bedroom|baby-light
隔壁的老爺爺|公園|打太極拳|park|old-man-light
校長|學校|在司令台上講話|school|
小明的爸爸|公園|推著嬰兒車|park|man-light
我和我的狗|海邊|散步|beach|child-light,dog
兄弟|房間|打枕頭戰|bedroom|
騎士|城堡|騎著黑馬|castle|horse
新娘和新郎|教堂|結婚|church|
外送員|街上|騎機車送便當|street|
空姐|飛機上|推餐車|airplane|
`;
