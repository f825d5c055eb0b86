/**
 * Less common animals, HELD-BACK part (issue O / 20, decision 0054, helper oanimal): written together with
 * round-animals-e.ts before any change and not tuned on; other animals than the tune half, same classes (zoo, farm,
 * ocean, forest, Taiwan's own). Sheets: `node --import tsx bench/ai-contact-sheet.ts --animals-e-held`.
 * Same format as held-back.ts: who | where | what | scene | things.
 */
export const HELD_BACK_ANIMALS_E = `
海象|冰上|露出長長的牙齒|snow|walrus
小浣熊|河邊|洗手|river|raccoon
北極熊|冰山|抓魚|snow|polar-bear
小河狸|湖邊|搬樹枝|lake|beaver
羊駝|草原|吐口水|grassland|llama
無尾熊|樹上|抱著樹幹睡覺|forest|koala
台灣藍鵲|樹枝上|唱歌|forest|bird
山羌|森林裡|叫了一聲|forest|deer
水獺|河裡|游泳|river|otter
海獅|水族館|頂球|aquarium|seal
小熊貓|樹上|吃竹子|forest|red-panda
狐狸|雪地|跳進雪裡|snow|fox
長臂猿|叢林|盪來盪去|jungle|monkey
松鼠|樹上|抱著松果|forest|chipmunk
鱷魚|河邊|張開大嘴|river|crocodile
海龜|海底|慢慢游|underwater|turtle
鯊魚|海底|追小魚|underwater|shark
章魚|海底|噴墨汁|underwater|octopus
寄居蟹|沙灘上|找新家|beach|crab
蛇|草叢|爬來爬去|grassland|snake
孔雀|動物園|開屏|zoo|peacock
鸚鵡|籠子裡|學人說話|zoo|parrot
啄木鳥|樹上|咚咚咚啄樹|forest|bird
蜂鳥|花園|在吸花蜜|garden|bird
倉鼠|籠子裡|在滾輪上跑|bedroom|hamster
兔子|草地上|吃紅蘿蔔|grassland|rabbit
山羊|山上|爬石頭|mountain|goat
白鵝|農場|追著小朋友|farm|goose
乳牛|牧場|被擠牛奶|farm|cow
小豬|泥巴裡|打滾|farm|pig
驢子|小路上|載東西|farm|donkey
蝸牛|葉子上|慢慢爬|garden|snail
毛毛蟲|葉子上|吃葉子|garden|bug
蜻蜓|池塘邊|飛來飛去|pond|dragonfly
螢火蟲|晚上的森林|一閃一閃|forest|firefly
獨角仙|樹上|比力氣|forest|beetle
長頸鹿寶寶|動物園|吃樹葉|zoo|giraffe
斑馬|草原|喝水|grassland|zebra
大象|河邊|用鼻子噴水|river|elephant
獅子|草原|睡午覺|grassland|lion
花豹|樹上|休息|forest|leopard
狼|雪地|對著月亮叫|snow|wolf
`;
