/**
 * The late held-back part of session c (issue #20 O, helper o3, decision 0033): 28 pages written before any fix of
 * the four classes a blind reviewer named, never tuned on beyond that: a thing one sits, stands, rides or is inside
 * that is not a place (a balloon, a bicycle, a rocking chair, a branch, a boat, a tent, a box); a creature behind a
 * modifier (大, 小, 噴火, 白 …); a body part used as a tool (用鼻子, 用尾巴, 用手); things whose emoji name misleads (a
 * flag). Same format as held-back.ts.
 */
export const HELD_BACK_LATE = `
小熊|熱氣球上|看下面的房子|sky|bear,hot-air-balloon
我|腳踏車上|載著妹妹|park|child-light,girl-light,bicycle
阿公|搖椅上|打瞌睡|living-room|old-man-light
小松鼠|樹枝上|吃果子|forest|squirrel,deciduous-tree
爸爸|船上|釣魚|sea|man-light,sailboat
弟弟|溜滑梯上|準備滑下來|playground|boy-light,playground-slide
姊姊|秋千上|盪得好高|park|girl-light,swing
小貓|沙發上|睡午覺|living-room|cat,couch-and-lamp
我們|帳篷裡|講鬼故事|campsite|child-light,tent
小狗|車子裡|把頭伸出窗外|street|dog,automobile
小貓|紙箱裡|躲起來|living-room|cat
媽媽|公車上|看窗外的風景|bus|woman-light
小兔子|公園|坐在熱氣球裡看風景|sky|rabbit,hot-air-balloon
哥哥|海邊|坐在小船上划船|sea|boy-light,sailboat
勇士|山洞|和巨龍打架|cave|man-light,dragon
小明|博物館|看大恐龍|museum|boy-light,sauropod
小飛龍|天空|飛來飛去|sky|dragon
噴火龍|城堡|噴出大火|castle|dragon,fire
潛水員|海底|看見一隻大白鯊|underwater|person-light,shark
小海龜|沙灘|慢慢爬向大海|beach|turtle
大獅子|草原|大聲吼叫|grassland|lion
小企鵝|冰上|跟著媽媽走|antarctic|penguin*2
大象|動物園|用鼻子噴水|zoo|elephant
小猴子|樹上|用尾巴掛在樹枝上|forest|monkey,deciduous-tree
小狗|院子|用嘴巴咬著球|backyard|dog
哥哥|操場|用腳踢球|sports-field|boy-light,soccer-ball
小朋友|學校|升國旗|school|child-light
我|運動會|揮著小旗子|sports-field|child-light
`;
