import { BOOK_TEXT } from '@storycat/contract/book-texts';

/**
 * Labels of the page screens, covers, author's words and finish (issue F), in Traditional Chinese. Validation
 * and error texts are the spec's, from @storycat/contract/create-messages (CREATE_MSG, FINISH_MSG).
 */
export const PAGE_UI = {
  pageTitle: (n: number) => `第${n}頁`,
  deletePage: '刪除這頁',
  deleteTitle: '刪除這一頁',
  deleteYes: '確定刪除',
  deleteNo: '先不要',
  finishStory: '故事寫完了',
  // Ai_story
  storyLabel: '這一頁的故事',
  storyPlaceholder: '寫下這一頁發生了什麼事（5到50個字）',
  englishLabel: '英文翻譯',
  englishPlaceholder: '按「翻譯」，英文就會出現在這裡，也可以自己修改喔！',
  translate: '翻譯',
  translating: '翻譯中…',
  autoSaved: '已自動儲存',
  toPicture: '去畫圖',
  characterTitle: '主角不見了嗎？',
  characterBody: (name: string) => `故事裡還沒有出現主角「${name}」喔！要把主角寫進故事裡嗎？`,
  characterEdit: '我要修改故事',
  characterAnyway: '直接去畫圖',
  limitTitle: '頁數已滿',
  limitBack: '回到繪本資訊',
  // Ai_photoinput
  pictureTitle: '畫出這一頁',
  who: '誰',
  where: '在哪裡',
  what: '做什麼',
  whoPlaceholder: '例如：小橘貓',
  wherePlaceholder: '例如：森林裡',
  whatPlaceholder: '例如：找朋友',
  analysisTitle: '創作解析',
  analysisEmpty: '填好誰、在哪裡、做什麼，按「生成圖片」，這裡會告訴你圖上會畫出什麼。',
  analysis: (who: string, where: string, what: string) =>
    `這張圖會畫出${who || '故事的主角'}${where ? `在${where.replace(/^在/, '')}` : ''}${what ? `，正在${what.replace(/^正在/, '')}` : ''}。`,
  /** the illustrator's own list of what it draws (the prompt's 【會畫出】 part) */
  drawing: (list: string) => `畫面裡有——${list}。`,
  generate: '生成圖片',
  regenerate: '重新生成（剩1次）',
  generating: '畫畫中…',
  usedUp: '生成次數已用完',
  pictureEmpty: '還沒有圖片，按「生成圖片」開始畫吧！',
  choose: '選這張',
  chooseNext: '選這張，下一步 ➜',
  chosen: '已選這張',
  prev: '上一張',
  next: '下一張',
  pictureAlt: (n: number) => `第${n}張圖`,
  // Editbook
  layoutTitle: '文字要放哪裡？',
  corners: { 'top-left': '左上', 'top-right': '右上', 'bottom-left': '左下', 'bottom-right': '右下' },
  saveLayout: '儲存',
  prizeTitle: '打敗怪獸！',
  // Step7, Step8
  coverTitle: '選擇封面',
  backCoverTitle: '選擇封底',
  coverLead: '用左右箭頭看看每一張圖，選一張當作封面！',
  backCoverLead: '用左右箭頭看看每一張圖，選一張當作封底！',
  noPictures: '這本書還沒有圖片，先去畫故事頁吧！',
  useThis: '就用這張',
  prefaceTitle: BOOK_TEXT.prefaceTitle,
  prefaceLabel: '想對讀者說什麼？（15字以內）',
  prefacePlaceholder: '例如：送給我最愛的家人！',
  // Step9
  finishTitle: '完成啦！',
  shareDownload: '分享 / 下載',
  shareTitle: '分享和下載',
  shareLead: '把連結傳給家人和朋友，他們就能讀你的書！',
  copyLink: '複製連結',
  downloadEbook: '下載電子書',
  ebookOptions: '電子書樣式',
  ebookZhuyin: '加注音',
  ebookLayoutBook: '繪本版（和閱讀器一樣）',
  ebookLayoutBilingual: '雙語列印版（圖文對頁）',
  report: '繪本報告',
  backToGuide: '回繪本導覽',
  close: '關閉',
} as const;

/** The twelve monsters of the prize animation (spec part 2 §3 "one of 12 monsters with praise"). */
export const MONSTERS = [
  { name: '錯字怪', praise: '你的字寫得好清楚，錯字怪逃走了！' },
  { name: '拖拖怪', praise: '一下子就寫完一頁，拖拖怪被打敗了！' },
  { name: '發呆怪', praise: '好多點子！發呆怪嚇跑了！' },
  { name: '無聊怪', praise: '故事好精彩，無聊怪睡著了！' },
  { name: '害羞怪', praise: '你勇敢地寫出想法，害羞怪不見了！' },
  { name: '粗心怪', praise: '認真又仔細，粗心怪投降了！' },
  { name: '放棄怪', praise: '你一直堅持下去，放棄怪輸了！' },
  { name: '亂亂怪', praise: '故事好有條理，亂亂怪被收服了！' },
  { name: '空白怪', praise: '這一頁滿滿都是故事，空白怪消失了！' },
  { name: '哈欠怪', praise: '讀起來好有趣，哈欠怪打不起哈欠了！' },
  { name: '塗鴉怪', praise: '圖畫好漂亮，塗鴉怪看呆了！' },
  { name: '迷路怪', praise: '故事一路前進，迷路怪找不到你了！' },
] as const;
