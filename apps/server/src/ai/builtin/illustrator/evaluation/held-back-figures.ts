/**
 * The figures part (issue O follow-up, decision 0032), written before any of its work: worn things in the colour
 * and kind written, gestures and two figures who touch (waving, pointing, clapping, hugging, handshakes, holding
 * hands, a piggyback, feeding an animal), tools the pose uses, given names the illustrator has never seen, falling
 * from the sky and sliding down, children, grown-ups and the old told apart, and faces that cry, laugh, yawn or are
 * scared. Same format as held-back.ts: who | where | what | scene | things (icon ids, `*n` for exactly n).
 */
export const HELD_BACK_FIGURES = `
弟弟|公園|戴著黃色的帽子散步|park|
妹妹|海邊|戴著草帽撿貝殼|beach|
爸爸|工地|戴著橘色安全帽|construction-site|
小男孩|下雪的街上|戴著綠色毛帽|street|
國王|城堡|戴著金色皇冠坐在椅子上|castle|crown
阿公|客廳|戴著眼鏡看報紙|living-room|
醫生|醫院|戴著白色口罩|hospital|
姊姊|公園|圍著紫色圍巾|park|scarf
超人|天空|披著藍色披風飛|sky|
小朋友|校門口|背著粉紅色書包|school|backpack
哥哥|操場|戴著藍色棒球帽跑步|sports-field|
我|海邊|對著大船揮手|beach|
老師|教室|指著黑板|classroom|
大家|舞台下|一起拍手|stage|
媽媽|家門口|抱著小寶寶|house-front|
妹妹|臥室|抱著泰迪熊睡覺|bedroom|teddy-bear
弟弟|草地|抱著小狗|grassland|dog
小華和小明|教室|握手|classroom|
阿傑和阿美|公園|手牽手散步|park|
爸爸|公園|背著弟弟走路|park|
小女孩|農場|餵小羊吃草|farm|sheep
阿嬤|廟口|餵鴿子|temple|dove
爺爺|湖邊|拿著釣竿釣魚|lake|
媽媽|廚房|用刀切西瓜|kitchen|watermelon
老師|教室|在黑板上寫字|classroom|
哥哥|院子|拿著掃把掃地|garden|
姊姊|房間|用彩色筆畫畫|bedroom|
爸爸|院子|拿水管澆花|garden|
小明|公園|踢足球|park|soccer-ball
小傑|操場|拍籃球|sports-field|basketball
阿寶|森林|在樹下看書|forest|
小蘋|遊樂場|從溜滑梯溜下來|playground|
小豬|天空|從天空掉下來|sky|pig
蘋果|樹上|掉下來|orchard|
小男孩|房間|從床上掉下來|bedroom|
弟弟|公園|跌倒了大哭|park|
妹妹|客廳|看電視哈哈大笑|living-room|
哥哥|臥室|打哈欠想睡覺|bedroom|
小女孩|晚上的森林|看到鬼好害怕|forest|
老爺爺和小孫子|公園|一起下棋|park|
奶奶|家裡|織毛衣|living-room|
小嬰兒|嬰兒床|在睡覺|bedroom|
阿姨|市場|提著紅色的袋子|wet-market|
小美|教室|舉手回答問題|classroom|
小狗|公園|對小貓揮手|park|dog,cat
弟弟和妹妹|客廳|抱在一起哭|living-room|
我|生日派對|戴著派對帽吹蠟燭|party|
小女孩|公園|戴著紅色帽子|park|
`;
