/**
 * Roles and actions, the TUNING part (issue O / 20, decision 0036): people known by their costume (nurse, doctor,
 * police, chef, farmer in a 斗笠, astronaut, king, pirate, ninja, witch, builder, postman, scientist, baker, magician
 * …) and actions that must be seen (sliding, digging, carrying, planting, building, sweeping, cooking, washing,
 * sleeping curled, pushing, pulling, fishing, watering, picking, climbing a ladder, skipping). Written from scratch
 * before the work and rendered before any change; tuned on. The held-back part is held-back-roles-acts.ts.
 * Judged by eye on `node --import tsx bench/ai-contact-sheet.ts --roles-acts`. Same format as held-back.ts.
 */
export const ROUND_ROLES_ACTS = `
護士阿姨|醫院|拿著溫度計|hospital|health-worker-light,thermometer
醫生|診所|用聽診器幫弟弟看病|clinic|health-worker-light,stethoscope,boy-light
警察叔叔|馬路上|吹哨子指揮交通|street|police-officer-light,whistle
消防員|大樓前面|拿著水管滅火|city|firefighter-light,fire
廚師|餐廳|在炒菜|restaurant|cook-light
戴斗笠的農夫|稻田|在田裡工作|rice-field|farmer-light
太空人|月球上|跳來跳去|moon|astronaut-light
國王和皇后|城堡|開舞會|castle|man-light,woman-light
海盜船長|大海上|拿著望遠鏡|sea|telescope
忍者|屋頂上|丟飛鏢|rooftop|ninja-light
巫婆|晚上的森林|攪拌大鍋子|forest|
建築工人|工地|戴著安全帽搬磚頭|construction-site|construction-worker-light,brick
郵差叔叔|街上|送信|street|envelope
公車司機|公車上|開公車|bus|
科學家|實驗室|做實驗|laboratory|scientist-light,test-tube
麵包師傅|麵包店|烤麵包|bakery|bread
救生員|游泳池|坐在高椅子上看大家游泳|swimming-pool|
魔術師|舞台上|從帽子裡變出兔子|stage|rabbit,top-hat
小丑|馬戲團|丟三顆球|circus|
小朋友|溜冰場|溜冰|frozen-lake|child-light
弟弟|公園|溜滑梯|park|boy-light,slide
爸爸|院子|用鏟子挖洞|backyard|man-light
哥哥|公園|背著妹妹走路|park|boy-light,girl-light
我|海邊|堆沙堡|beach|child-light
妹妹|客廳|用積木蓋高塔|living-room|girl-light
媽媽|客廳|拿掃把掃地|living-room|woman-light,broom
阿嬤|廚房|煮一鍋湯|kitchen|old-woman-light
姊姊|浴室|洗手|bathroom|girl-light
小熊|山洞裡|蜷成一團冬眠|cave|bear
我|超市|推著購物車|supermarket|child-light,shopping-cart
阿公|湖邊|釣魚|lake|old-man-light
我|花園|用澆水壺澆花|garden|child-light
小狗|腳踏車的籃子裡|看風景|park|dog,bicycle
哥哥|果園|摘蘋果|farm|boy-light,red-apple
爸爸|家裡|爬梯子修電燈|living-room|man-light,ladder
我和同學|操場|跳繩|sports-field|child-light
`;
