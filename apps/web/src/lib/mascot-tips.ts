/**
 * The mascot's tips, one list per route the spec names (part 2 §2 Mascot), written for a primary-school child.
 * A screen shows one at random; an error text replaces it for a while.
 */
export const MASCOT_ROUTES = [
  'Redeem',
  'Bookguide',
  'Step1',
  'Step2',
  'Ai_story',
  'Ai_photoinput',
  'Editbook',
  'Step7_1',
  'Step7_2',
  'Step8',
  'Step9',
] as const;
/** The Character screen is not in the spec's list; its mascot gets tips of its own. */
export type MascotRoute = (typeof MASCOT_ROUTES)[number] | 'Character';

export const MASCOT_TIPS: Record<MascotRoute, readonly string[]> = {
  Redeem: [
    '把活動碼一個字一個字輸入，不要漏掉喔！',
    '活動碼裡的英文字母，大寫小寫都要看清楚喔！',
    '兌換成功，點數就會變多，可以做更多繪本！',
    '不知道活動碼在哪裡？可以問問爸爸媽媽或老師喔！',
    '每一個活動碼只能用一次，要好好珍惜喔！',
  ],
  Bookguide: [
    '想改哪裡，就按那一區的「修改」按鈕！',
    '每一頁都可以回去修改，故事會越來越好看喔！',
    '改完以後，記得到最後一步看看整本書！',
    '封面是繪本的臉，要選一張最棒的圖喔！',
    '做好的繪本可以分享給家人和朋友看！',
  ],
  Step1: [
    '書名短短的，最好記！十個字以內就好喔！',
    '作者就是你！寫上你的名字吧！',
    '想不出書名？先想想故事的主角是誰吧！',
    '寫好中文書名，按「翻譯」就會變出英文書名喔！',
    '好書名會讓人好想翻開來看看！',
    '想不到書名也沒關係，可以找我聊聊天喔！',
  ],
  Step2: [
    '看看每一張圖，選一個你最喜歡的畫風吧！',
    '畫風就像衣服，選好了整本書都會穿上它喔！',
    '按一下圖片就能選它，再按「下一步」！',
    '水彩、蠟筆還是鉛筆？每一種都很特別喔！',
    '選好畫風以後，你的主角就會用這種畫法出現！',
  ],
  Character: [
    '你的主角是誰？小動物、小朋友還是機器人都可以喔！',
    '特徵寫得越清楚，畫出來越像你想的樣子！',
    '可以寫顏色、衣服、帽子，還有他喜歡做的事！',
    '不喜歡這張圖？按「重新畫一張」再試試看！',
    '幫主角取一個好記的名字，故事裡會常常叫他喔！',
  ],
  Ai_story: [
    '這一頁發生了什麼事？用五十個字說說看！',
    '別忘了讓主角出場喔！寫出他的名字吧！',
    '想不到要寫什麼？問問我，我們一起想！',
    '寫好中文，按「翻譯」就會有英文句子喔！',
    '一頁寫一件事，故事會更清楚喔！',
  ],
  Ai_photoinput: [
    '寫下「誰」、「在哪裡」、「做什麼」，我就幫你畫出來！',
    '不滿意這張圖？還可以再畫一次喔！',
    '寫得越清楚，畫出來的圖越像你想的樣子！',
    '選一張最喜歡的圖，再按「儲存」！',
    '三格不用全部填，至少填一格就可以畫囉！',
  ],
  Editbook: [
    '文字要放在哪個角落？選一個不會擋住圖的地方！',
    '看看圖片，把文字放在空空的地方最好看！',
    '左上、右上、左下、右下，你選哪一個？',
    '放好文字，這一頁就完成囉！',
    '每完成一頁，就打敗一隻小怪獸喔！',
  ],
  Step7_1: [
    '左右箭頭可以看看每一張圖！',
    '封面是繪本的臉，選一張最吸引人的吧！',
    '選一張有主角的圖當封面，大家一看就知道主角是誰！',
    '選好以後按「就用這張」喔！',
    '封面好看，大家都會想翻開你的書！',
  ],
  Step7_2: [
    '封底是故事的最後一眼，選一張溫暖的圖吧！',
    '用左右箭頭翻翻看，每一張都很棒！',
    '封底可以選故事結尾的那張圖喔！',
    '選好封底，繪本就快完成囉！',
    '封面和封底不一樣，書會更有變化喔！',
  ],
  Step8: [
    '想對讀者說什麼？寫下你的作者的話吧！',
    '作者的話只要十五個字以內就好喔！',
    '可以寫寫你為什麼想寫這個故事！',
    '謝謝爸爸媽媽或老師，也是很棒的作者的話！',
    '寫好以後按「儲存」喔！',
  ],
  Step9: [
    '恭喜你！你的繪本完成了！',
    '按「全屏閱覽」，把書變得大大的！',
    '把繪本分享給家人和朋友看看吧！',
    '可以做成電子書下載，隨時都能讀喔！',
    '看看繪本報告，發現你的寫作小秘密！',
  ],
};

/** A random tip of the route; `random` is injectable so tests can pin it. */
export function pickTip(route: MascotRoute, random: () => number = Math.random): string {
  const tips = MASCOT_TIPS[route];
  return tips[Math.min(tips.length - 1, Math.floor(random() * tips.length))]!;
}
