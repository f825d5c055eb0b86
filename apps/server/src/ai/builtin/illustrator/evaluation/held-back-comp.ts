/**
 * Companions, modifiers drawn, animals without a family character, hats in the who, swimmers — HELD-BACK part (issue
 * O / 20, decision 0061, helper ocomp): written with round-comp.ts before any change and never tuned on; other roles,
 * modifiers and animals than the tuning part. Judged by eye as round-comp.ts says.
 * Sheets: `node --import tsx bench/ai-contact-sheet.ts --comp-held`. Format: who | where | what | scene | things.
 */
export const HELD_BACK_COMP = `
獸醫|動物醫院|抱著生病的小貓|hospital|cat
馴獸師和獅子|馬戲團|在表演|circus|lion
養蜂人|花園|在看蜜蜂|garden|honeybee
飼育員|動物園|餵長頸鹿吃葉子|zoo|giraffe
盲人伯伯和導盲犬|街上|過馬路|street|dog
國王|城堡|戴著金色的皇冠|castle|crown
王子|森林|騎著白馬|forest|horse
仙女|花園|拿著魔法棒|garden|fairy,magic-wand
聖誕老公公和麋鹿|雪地|送禮物|snow|deer
新郎和新娘|教堂|在結婚|church|man-light,woman-light
牛仔|沙漠|騎著馬|desert|horse
爺爺|湖邊|一邊釣魚一邊唱歌|lake|fishing-pole
我|麵包店|買麵包還有牛奶|bakery|bread
小狗|院子|咬著骨頭和拖鞋|garden|dog,bone
媽媽|市場|買魚和青菜|market|fish
熊貓|竹林|吃竹子還有蘋果|forest|panda,red-apple
我|家裡|吃熊貓造型的便當|living-room|bento-box
哥哥|學校|穿著藍白條紋的衣服|school|boy-light
妹妹|公園|拿著貓咪形狀的氣球|park|balloon
弟弟|冰店|吃巧克力冰淇淋|shop|ice-cream
姊姊|街上|騎粉紅色的腳踏車|street|bicycle
我|房間|蓋著星星圖案的被子睡覺|bedroom|child-light
小女孩|公園|戴著花朵造型的髮夾|park|girl-light
阿公|廟口|提著金魚燈籠|temple|red-paper-lantern
戴藍色帽子的妹妹|沙灘|堆沙堡|beach|girl-light
戴著魔法師帽子的男孩|房間|看書|bedroom|boy-light
袋熊|草原|在挖洞|grassland|bear
狐獴寶寶和水豚|動物園|在玩|zoo|meerkat,beaver
海牛|海裡|慢慢游|underwater|seal
土豚|草原|在找白蟻|grassland|pig
妹妹|海裡|在游泳|sea|girl-light
我和姊姊|游泳池|一起游泳|swimming-pool|child-light,girl-light
`;
