/**
 * Tune part of decision 0064 (issue O, helper orelg): a figure placed against ANY drawable thing by the locative
 * frame the child wrote (X在Y上 / 裡 / 下面 / 旁邊 / 後面, 坐在 / 站在 / 躺在 / 趴在 / 躲在 / 掛在 Y 上), also when the
 * frame is in the where; and a held or worn thing keeping the size, colour or pattern the child wrote. Containers,
 * supports and things chosen NOT in the tables of 0053 / 0060 (SETTINGS, PORTABLE). Same format as tuning.ts
 * (who|where|what|scene|icons). What must be visible: the who in / on / under / beside / behind the named thing at a
 * believable scale, or the thing in the hand / on the body with its modifier, and no second copy on the ground.
 */
export const ROUND_REL_G = `
小貓|廚房|躲在鍋子裡|kitchen|cat
小狗|公園|坐在溜冰鞋上|park|dog
小鳥|街上|站在路燈上|street|bird
弟弟|海邊|坐在大石頭上|beach|boy-light
小貓|房間|躲在書包裡|bedroom|cat
小狗|廚房|趴在地毯上|kitchen|dog
小貓|客廳|睡在鋼琴上|living-room|cat
青蛙|池塘|坐在大南瓜上|pond|frog
小鳥|院子|站在腳踏車上|backyard|bird
小老鼠|廚房|躲在碗裡|kitchen|mouse
小貓|房間|睡在帽子裡|bedroom|cat
小倉鼠|房間|躲在鞋子裡|bedroom|hamster
小狗|院子|躲在垃圾桶後面|backyard|dog
小兔子|院子|躲在水桶後面|backyard|rabbit
小貓|客廳|躲在窗簾後面|living-room|cat
小貓|院子|睡在汽車下面|backyard|cat
弟弟|公園|坐在溜滑梯旁邊|park|boy-light
小狗|客廳|趴在電視前面|living-room|dog
小貓|客廳|坐在書上|living-room|cat
小鳥|公園|站在帽子上|park|bird
小猴子|森林|坐在大香蕉上|forest|monkey
小螞蟻|廚房|爬在蛋糕上|kitchen|ant
小青蛙|花園|蹲在蘑菇上|garden|frog
小貓|房間|躺在枕頭上|bedroom|cat
小狗|院子|躺在球上|backyard|dog
小烏龜|海邊|趴在沙灘球上|beach|turtle
小鳥|院子|停在電線上|backyard|bird
小猴子|森林|吊在繩子上|forest|monkey
蝙蝠|山洞|倒掛在石頭上|cave|bat
小貓|房間|躲在紙袋裡|bedroom|cat
小熊|森林|坐在樹樁上|forest|bear
小貓|鍋子裡|睡覺|kitchen|cat
小狗|大鞋子裡|睡覺|bedroom|dog
小鳥|路燈上|唱歌|street|bird
妹妹|公園|拿著大大的氣球|park|girl-light,balloon
弟弟|公園|提著紅色的大水桶|park|boy-light,bucket
哥哥|學校|背著藍色的大書包|school|boy-light,backpack
妹妹|房間|抱著一隻巨大的泰迪熊|bedroom|girl-light,teddy-bear
爸爸|廚房|拿著一個小小的杯子|kitchen|man-light
姊姊|公園|戴著紅色的帽子|park|girl-light
奶奶|公園|撐著一把綠色的大雨傘|park|woman-light,umbrella
小女孩|海邊|舉著一面小旗子|beach|girl-light
弟弟|公園|抱著一顆大西瓜|park|boy-light,watermelon
妹妹|花園|拿著一朵巨大的向日葵|garden|girl-light,sunflower
`;
