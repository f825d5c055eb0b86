/**
 * Counts, relations, held things, things given or shared, things in containers — the HELD-BACK part of decision
 * 0043 (issue O / 20, helper o7): written from scratch as Taiwanese children write, committed before any change and
 * never tuned on. Judged by eye before and after on `node --import tsx bench/ai-contact-sheet.ts --rel-held`.
 * Same format as held-back.ts: who | where | what | scene | icons (`*n` = exactly n).
 */
export const HELD_BACK_REL = `
三隻小鳥|在樹上|唱歌|forest|bird*3
我家的小貓|客廳|躲在桌子底下睡覺|living-room|cat
兩隻金魚|魚缸裡|游來游去|living-room|tropical-fish*2
弟弟|教室|把書包放在椅子上|classroom|boy-light,backpack,chair
妹妹|公園|手上拿著一顆汽球|park|girl-light,balloon
媽媽|廚房|給我一顆蘋果|kitchen|woman-light,child-light,red-apple
小紅帽|森林|提著一籃蘋果去外婆家|forest|girl-light,basket,red-apple
5隻小鴨|池塘|排隊游泳|pond|duck*5
一群螞蟻|草地上|搬餅乾|grassland|ant,cookie
好多蝴蝶|花園裡|飛來飛去|garden|butterfly
小狗|房間|躲在床底下|bedroom|dog,bed
我和哥哥|公園|一起分一塊蛋糕|park|child-light,boy-light,birthday-cake
爺爺|公園的大樹下|看報紙|park|old-man-light,deciduous-tree,newspaper
兩個小朋友|沙灘上|堆沙堡|beach|child-light*2,sandcastle
小明|操場|把足球踢給小華|sports-field|boy-light,child-light,soccer-ball
四隻小豬|農場|在泥巴裡玩|farm|pig*4
阿嬤|農場|把雞蛋放進籃子裡|farm|old-woman-light,basket,egg
猴子|樹上|手裡拿著香蕉|forest|monkey,banana
我|房間|床上有三隻泰迪熊|bedroom|child-light,teddy-bear*3
小鳥|鳥巢裡|等媽媽回來|forest|bird,nest-with-eggs
兩隻兔子|草地上|分一根紅蘿蔔|grassland|rabbit*2,carrot
小美|教室|送一束花給老師|classroom|girl-light,woman-light,bouquet
小狗|公園|躲在垃圾桶後面|park|dog,wastebasket
幾隻小雞|農場|在吃米|farm|hatching-chick
一隻貓|森林|睡在兩棵樹中間|forest|cat,deciduous-tree*2
我|便利商店|手上拿著兩瓶牛奶|convenience-store|child-light,glass-of-milk*2
弟弟|浴室|在浴缸裡玩小鴨子|bathroom|boy-light,bathtub,duck
哥哥|房間|坐在椅子上看漫畫|bedroom|boy-light,chair,books
小熊|森林|抱著一罐蜂蜜|forest|bear,honey-pot
六隻小企鵝|南極|排成一排|antarctic|penguin*5
姊姊|公園|幫我撐雨傘|park|girl-light,child-light,umbrella
貓咪|屋頂上|旁邊有兩隻小鳥|rooftop|cat,bird*2
`;
