/**
 * A second held-back part of decision 0043, written after the first (held-back-rel.ts) had been used as probes while
 * fixing: counts, relations, held, given and contained things, never looked at before the judging. Same format.
 */
export const HELD_BACK_REL_2 = `
兩隻小貓|房間|睡在床上|bedroom|cat*2,bed
三個好朋友|公園|一起吃冰淇淋|park|child-light*3
一群小羊|山坡上|吃草|grassland|ewe
我|客廳|把三本書放在桌子上|living-room|child-light,books*3,table
哥哥|房間|手上拿著兩顆球|bedroom|boy-light
阿公|公園|送我一個風箏|park|old-man-light,child-light,kite
小狗|院子|叼著一根骨頭|backyard|dog,bone
媽媽|家裡|籃子裡有好多橘子|living-room|woman-light,basket,tangerine
妹妹|房間|躲在窗簾後面|bedroom|girl-light
一隻小老鼠|廚房|躲在冰箱後面|kitchen|mouse
4隻小鴨子|河邊|排成一排走路|river|duck*4
我|教室|把鉛筆借給同學|classroom|child-light,pencil
小貓|客廳|坐在紙箱裡|living-room|cat,package
爸爸|海邊|手裡提著一桶水|beach|man-light
小朋友|公園|坐在兩棵大樹中間|park|child-light,deciduous-tree*2
兩隻松鼠|樹上|抱著松果|forest|chipmunk*2
弟弟|房間|桌上有一杯牛奶|bedroom|boy-light,glass-of-milk
姐姐|廚房|把蘋果放進冰箱裡|kitchen|girl-light,red-apple
一隻青蛙|池塘|跳到荷葉上|pond|frog,lily-pad
奶奶|家裡|抱著一隻小貓|living-room|old-woman-light,cat
小明和小美|操場|一起抬著一張桌子|sports-field|boy-light,girl-light,table
五顆蘋果|樹上|紅紅的|forest|red-apple*5
好幾隻魚|魚缸裡|游來游去|living-room|tropical-fish
老師|教室|發考卷給我們|classroom|woman-light,child-light
`;
