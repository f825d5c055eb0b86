/**
 * The action read at a glance (issue O / 20, decision 0045), the HELD-BACK part: one verb a child writes, in its
 * everyday forms (正在, 在…著, 一邊…一邊…, 開心地, 用力, typos and zhuyin), two figures that act together, animals
 * doing things, and the things an action needs. Written from scratch before any change and never tuned on; the
 * tuning part is round-verbs.ts. Judged by eye on `node --import tsx bench/ai-contact-sheet.ts --verbs-held`.
 * Same format as held-back.ts.
 */
export const HELD_BACK_VERBS = `
弟弟|操場|跑的超快|sports-field|
我|公園|爬到大樹上|park|
小美|游泳池|正在游泳|swimming-pool|
妹妹|房間|在床上睡著了|bedroom|
小明|教室|跌倒了一直哭|classroom|
姊姊|舞台上|開心地跳舞|stage|
我和媽媽|客廳|緊緊的抱在一起|living-room|
哥哥|草地|把球丟給小狗|meadow-default|
阿翔|操場|用力踢球|sports-field|
我跟爸爸|海邊|一起放風箏|beach|
表哥|河邊|騎腳踏車|river|
妹妹|遊樂場|從溜滑梯溜下來|playground|
小芳|公園|盪秋千盪得好高|park|
阿嬤|廚房|在煮飯|kitchen|
我|房間|一邊畫畫一邊唱ㄍㄜ|bedroom|
姊姊|音樂教室|正在彈鋼琴|classroom|
爺爺|湖邊|坐著釣魚|lake|
弟弟|浴室|在刷牙|bathroom|
小朋友們|森林|玩躲貓貓躲起來|forest|
小狗|院子|在追一隻貓|backyard|
小鳥|天空|飛來飛去|sky|
小魚|池塘|跳出水面|pond|
我和哥哥|公園|手牽手散步|park|
姊姊|客廳|送禮物給妹妹|living-room|
我和弟弟|房間|玩枕頭大戰|bedroom|
爸爸|公園|背著妹妹走路|park|
小熊|森林|笑得很開心|forest|
警察|街上|在追小偷|street|
我|操場|跳得好高好高|sports-field|
小貓|客廳|窩在沙發上睡覺|living-room|
`;
