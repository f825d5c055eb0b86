/**
 * Less common animals, TUNING part (issue O / 20, decision 0054, helper oanimal): animals Taiwanese children write in
 * stories (zoo, farm, ocean, forest, Taiwan's own), written together with held-back-animals-e.ts before any change;
 * the two halves name different animals. The expected icon is the animal's own id (our drawing or the emoji); a page
 * passes by eye when the animal is recognisable as itself, not as a lookalike or a person.
 * Sheets: `node --import tsx bench/ai-contact-sheet.ts --animals-e`; ids: `node --import tsx bench/animal-who.ts`.
 * Same format as held-back.ts: who | where | what | scene | things.
 */
export const ROUND_ANIMALS_E = `
河狸|河邊|用牙齒咬木頭蓋水壩|river|beaver
浣熊|森林|在翻垃圾桶|forest|raccoon
北極熊寶寶|冰山上|跟媽媽玩|snow|polar-bear
狐獴|沙漠|站起來看遠方|desert|meerkat
羊駝|農場|吃草|farm|llama
樹懶|樹上|慢慢的爬|forest|sloth
海豹|海邊|在冰上曬太陽|beach|seal
石虎|山上|在草叢裡找食物|mountain|leopard-cat
台灣黑熊|森林|在找蜂蜜|forest|bear
穿山甲|森林|捲成一顆球|forest|pangolin
梅花鹿|草原|在跑|grassland|deer
黑面琵鷺|海邊|在找魚吃|beach|bird
河馬|河裡|張開大嘴巴|river|hippopotamus
犀牛|草原|低頭吃草|grassland|rhinoceros
袋鼠|草原|跳得很高|grassland|kangaroo
鴕鳥|動物園|跑得很快|zoo|ostrich
紅鶴|湖邊|單腳站著|lake|flamingo
大猩猩|叢林|拍胸口|jungle|gorilla
海獺|海上|抱著貝殼漂|sea|otter
臭鼬|森林|放臭屁|forest|skunk
刺蝟|花園|縮成一團|garden|hedgehog
蝙蝠|山洞|倒掛著睡覺|cave|bat
火雞|農場|走來走去|farm|turkey
鵝|池塘|在游泳|pond|goose
天鵝|湖上|游來游去|lake|swan
鴿子|公園|吃麵包屑|park|dove
蜥蜴|石頭上|曬太陽|desert|lizard
變色龍|樹枝上|變成綠色|forest|lizard
海馬|海底|躲在海草裡|underwater|seahorse
水母|海底|慢慢漂|underwater|jellyfish
龍蝦|海底|揮著大鉗子|underwater|lobster
蝦子|海底|跳來跳去|underwater|shrimp
瓢蟲|葉子上|慢慢爬|garden|lady-beetle
螞蟻|草地上|搬東西|grassland|ant
獾|森林|挖洞|forest|badger
雪豹|雪山|在岩石上|snow-mountain|snow-leopard
猩猩|動物園|吃香蕉|zoo|gorilla
山豬|山上|到處亂跑|mountain|boar
駱駝|沙漠|載著人走|desert|camel
野牛|草原|在奔跑|grassland|bison
小企鵝|冰上|滑來滑去|snow|penguin
老鷹|天空|在飛|sky|eagle
`;
