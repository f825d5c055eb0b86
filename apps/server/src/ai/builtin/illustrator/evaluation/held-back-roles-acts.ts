/**
 * Roles and actions, the HELD-BACK part (issue O / 20, decision 0036): written from scratch together with
 * round-roles-acts.ts and committed before any change; never tuned on. Judged by eye before and after on
 * `node --import tsx bench/ai-contact-sheet.ts --roles-acts-held`. Same format as held-back.ts.
 */
export const HELD_BACK_ROLES_ACTS = `
穿白衣服的護士|病房|幫阿公打針|hospital|health-worker-light,syringe,old-man-light
女警察|路口|騎機車巡邏|street|police-officer-light
消防隊員|消防局|爬上長長的梯子|city|firefighter-light,ladder
廚師爺爺|廚房|切菜|kitchen|cook-light
農夫伯伯|菜園|挑著兩桶水|vegetable-garden|farmer-light
老師|教室|拿著課本上課|classroom|teacher-light,open-book
小王子|花園|拿著寶劍|garden|prince-light
公主|舞會|穿著長裙跳舞|castle|princess-light
魔法師|城堡的塔上|揮魔杖|castle|magic-wand
阿兵哥|操場|站好敬禮|sports-field|
漁夫|海邊|撒網抓魚|beach|fish
運動員|操場|跑步比賽|sports-field|
蛋糕師傅|麵包店|做生日蛋糕|bakery|birthday-cake
超人|城市上空|飛來飛去|city|
牛仔|農場|騎馬|farm|horse
企鵝|冰上|肚子貼著冰滑過去|frozen-lake|penguin
弟弟|沙灘|用小鏟子挖沙|beach|boy-light
爸爸|公園|抱著小寶寶|park|man-light,baby-light
三隻小豬|草地|用木頭蓋房子|meadow-default|pig*3,house
哥哥|浴室|洗澡|bathroom|boy-light
妹妹|房間|刷牙|bedroom|girl-light,toothbrush
小貓|沙發上|捲成一團睡覺|living-room|cat
我|教室|拿掃把掃地|classroom|child-light,broom
小明|阿嬤家|幫阿嬤推輪椅|grandma-house|old-woman-light
小馬|農場|拉著一台車|farm|horse
媽媽|陽台|幫花澆水|garden|woman-light
爺爺|河邊|拿釣竿釣魚|river|old-man-light,fishing-pole
姊姊|公園|盪鞦韆|park|girl-light
我和爸爸|海邊|放風箏|beach|child-light,man-light,kite
老師|圖書館|念故事書給大家聽|library|teacher-light,open-book
`;
