/**
 * Held-back part of decision 0053 (issue O), written before any change and never tuned on: the same classes as
 * round-inon.ts (IN / ON / HANGING FROM, one thing with a modifier, time of day, sports-kit colour) in other sentences.
 */
export const HELD_BACK_INON = `
小白兔|房間|躲在紙箱裡|bedroom|rabbit,package
小貓|客廳|窩在洗衣籃裡|living-room|cat,basket
爸爸|露營|在帳篷裡睡覺|campsite|man-light,tent
兩隻金魚|院子|在水桶裡|backyard|tropical-fish*2
小鳥寶寶|大樹上|在鳥巢裡等媽媽|forest|bird
小黑貓|屋頂上|走來走去|rooftop|cat
小貓|廚房|跳到桌子上|kitchen|cat,table
樹懶|森林|倒掛在樹枝上|forest|sloth
紅燈籠|夜市|掛在樹上|night-market|red-paper-lantern
阿嬤|三合院|在曬衣服|grandma-house|old-woman-light
我和哥哥|海上|坐在小船上|sea|child-light,boy-light
一家人|天空|搭熱氣球|sky|man-light
小熊|河上|划木筏|river|bear
戴著巫師帽的哥哥|房間|變魔術|bedroom|boy-light
妹妹|廟口|拿著金魚燈籠|temple|girl-light
我|房間|穿著小熊睡衣睡覺|bedroom|child-light
弟弟|客廳|吃恐龍餅乾|living-room|boy-light,cookie
小美|生日派對|拿著愛心形狀的氣球|birthday-party|girl-light,balloon
扮成超人的哥哥|院子|跑來跑去|backyard|boy-light
穿黃色球衣的守門員|足球場|撲球|soccer-field|boy-light,soccer-ball
小女孩|公園|穿著蝴蝶圖案的裙子|park|girl-light
小猴子|森林|吊在樹上吃香蕉|forest|monkey,banana
小狗|院子|坐在紙箱裡|backyard|dog,package
妹妹|公園|拿著月亮造型的氣球|park|girl-light,balloon
穿綠色球衣的弟弟|操場|跑步|sports-field|boy-light
小貓|房間|站在椅子上|bedroom|cat,chair
`;
