/**
 * The who, HELD-BACK part (issue O / 20, decision 0042, helper o6): the person or animal of the page, written from
 * scratch as Taiwanese children write before any change and never tuned on — four-legged animals that must not look
 * alike (horse, dog, cow, deer, goat, donkey; cat, tiger, lion), bird kinds, a figure sitting *in* a wheelchair, a
 * rocking chair, a car or a boat, named groups where every member must be drawn (學生們, 一家人, 爸爸媽媽和我),
 * grown-up vs child vs old at their sizes, roles to recognise and the clothes colours written. Judged by eye on
 * `node --import tsx bench/ai-contact-sheet.ts --who-held` (pass = who, where and what all visible and right).
 * Same format as held-back.ts: who | where | what | scene | things (icon ids, `*n` for exactly n).
 */
export const HELD_BACK_WHO = `
牛仔|大草原上|騎著咖啡色的馬去追牛|grassland|horse,cow
一隻小鹿|森林裡|在小溪旁邊喝水|forest|deer
山羊|山坡上|低頭吃草|mountain|goat
大乳牛|農場|在草地上哞哞叫|farm|cow
小狗和小馬|牧場|一起賽跑|farm|dog,horse
小驢子|山路上|背著很重的袋子|mountain|donkey
老虎|叢林裡|張大嘴巴吼叫|jungle|tiger
獅子爸爸|草原|在樹下睡午覺|grassland|lion
我家的小花貓|客廳|在窗戶旁邊曬太陽|living-room|cat
老鷹|高山上|張開翅膀飛|mountain|eagle
孔雀|動物園|打開漂亮的尾巴|zoo|peacock
兩隻天鵝|湖上|游來游去|lake|swan*2
鸚鵡|阿公家|學人家說話|grandma-house|parrot
阿嬤|公園|坐在輪椅上曬太陽|park|old-woman-light
爺爺|客廳|坐在搖椅上睡著了|living-room|old-man-light
爸爸|馬路上|開車載我們去墾丁|street|man-light,automobile
漁夫伯伯|海上|坐在小船上釣魚|sea|sailboat
學生們|教室|排隊交作業|classroom|child-light
一家人|公園|在草地上野餐|park|man-light,woman-light
爸爸媽媽和我|動物園|一起看長頸鹿|zoo|man-light,woman-light,child-light,giraffe
爺爺奶奶和妹妹|稻田旁邊|散步|rice-field|old-man-light,old-woman-light,girl-light
爸爸和弟弟|海邊|一起放風箏|beach|man-light,boy-light,kite
穿紅色衣服的小女孩|雪地|堆雪人|snow|girl-light,snowman
穿綠色外套的阿公|菜園|拔蘿蔔|vegetable-garden|old-man-light,carrot
穿粉紅色洋裝的姊姊|生日派對|切蛋糕|party|girl-light,birthday-cake
警察伯伯|路口|指揮交通|street|police-officer-light
廚師|餐廳|端出一大盤炒飯|restaurant|cook-light
媽媽|家裡|抱著剛出生的小妹妹|living-room|woman-light,baby-light
大象媽媽和小象|河邊|一起喝水|river|elephant*2
斑馬和長頸鹿|非洲草原|一起喝水|grassland|zebra,giraffe
梅花鹿|墾丁|跳來跳去|grassland|deer
我跟好朋友小華|操場|玩躲避球|sports-field|child-light
`;
