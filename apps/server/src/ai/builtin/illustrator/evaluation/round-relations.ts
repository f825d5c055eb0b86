/**
 * Counts, relations, held things, clothes colours and patterns, extra figures and lookalike animals — the TUNING
 * part (issue O / 20, decision 0038): written from scratch together with held-back-relations.ts and committed before
 * any change; looked at while fixing. Judged by eye before and after on
 * `node --import tsx bench/ai-contact-sheet.ts --relations`. Same format as held-back.ts.
 */
export const ROUND_RELATIONS = `
兩個小男生|操場|一起跑步|sports-field|boy-light*2
三隻小鴨子|池塘裡|游泳|pond|duck*3
一群小鳥|天空|飛來飛去|sky|bird
好多小朋友|公園|玩捉迷藏|park|child-light
小貓|客廳|躲在桌子下面|living-room|cat
小鳥|屋頂上|唱歌|rooftop|bird
金魚|魚缸裡|游來游去|living-room|fish
弟弟|公園|躲在大樹後面|park|boy-light,deciduous-tree
妹妹|房間|拿著一把雨傘|bedroom|girl-light,umbrella
穿條紋衣服的哥哥|公園|散步|park|boy-light
穿紅色上衣藍色褲子的爸爸|海邊|撿貝殼|beach|man-light,spiral-shell
穿點點裙子的姊姊|花園|澆花|garden|girl-light
小狗|沙發旁邊|啃骨頭|living-room|dog,bone
一隻狐狸|森林|找東西吃|forest|fox
兩隻小狗|草地上|追球|grassland|dog*2
同學們|教室|一起唱歌|classroom|child-light
穿格子襯衫的阿公|公園|看報紙|park|old-man-light,newspaper
一隻狼|雪地裡|對著月亮叫|snow|wolf
小女孩|床上|抱著小熊|bedroom|girl-light,teddy-bear
蝴蝶|花上面|休息|garden|butterfly
`;
