/**
 * The THIRD held-back part of the scene evaluation set (issue O follow-up, decision 0020): 24 pages written before
 * the ridden-animal, animal-action, animal-size and new-species work, and never tuned on. Lots of animals doing
 * things, as Taiwanese children write them. Same format as held-back.ts.
 */
export const HELD_BACK_3 = `
小男孩|草原上|騎著長頸鹿|grassland|boy-light,giraffe
小熊|森林裡|抱著媽媽|forest|bear
小狗|院子裡|挖洞找骨頭|backyard|dog,bone
駱駝|沙漠|慢慢走路|desert|camel
袋鼠媽媽|草原上|跳得很高|grassland|kangaroo
小烏龜|海邊|慢慢爬|beach|turtle
暴龍|火山旁邊|大聲吼叫|volcano|t-rex
小貓|紙箱裡|躲起來睡覺|living-room|cat
小鳥|鳥巢裡|等媽媽餵|forest|bird
妹妹|公園|騎著小羊|park|girl-light,ewe
老鼠和大象|動物園|一起玩|zoo|mouse,elephant
小猴子|市場|偷拿香蕉|wet-market|monkey,banana
兔子|菜園|吃紅蘿蔔|farm|rabbit,carrot
哥哥|海邊|騎在海豚身上|beach|boy-light,dolphin
刺蝟|落葉堆裡|找蘋果|forest|hedgehog,red-apple
蛇|樹上|吐舌頭|forest|snake
小雞|雞舍|吃米|farm|baby-chick
小朋友|下雪的山上|騎著北極熊|mountain|child-light,polar-bear
恐龍|叢林裡|吃樹葉|jungle|t-rex
小狗|雨天的門口|淋濕了發抖|house-front|dog
小貓咪|沙發上|抱著毛線球|living-room|cat,yarn
松鼠|大樹下|藏橡果|forest|chipmunk
牛|田裡|拉車|rice-field|cow
小狐狸|雪地裡|找食物|snow|fox
`;
