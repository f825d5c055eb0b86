/**
 * Texts of the safety record (issue M, docs/decisions/0011-safety-record.md): the teacher console's 「需要關心」 and
 * the notice mail. Zod-free: the web imports it directly.
 */

/** What the teacher reads for each category of a refused text (ours; the spec has no teacher screens). */
export const SAFETY_CATEGORY_LABEL: Record<string, string> = {
  violence: '暴力或血腥',
  sexual: '不適合兒童的性內容',
  self_harm: '傷害自己',
  hate: '歧視或仇恨',
  drugs: '毒品或菸酒',
  profanity: '罵人或髒話',
  personal_info: '個人資料',
  injection: '想繞過安全檢查',
  owned_character: '別人的角色',
  // not a refusal: the child told that someone hit, bullied or hurt her (decision 0048)
  hurt_report: '說自己被打或被欺負',
};

/** Where a refused text was typed, as the teacher reads it. */
export const SAFETY_FIELD_LABEL: Record<string, string> = {
  'register.name': '註冊的名字',
  'profile.name': '個人資料的名字',
  'book.title': '書名',
  'book.author': '作者',
  'book.preface': '作者的話',
  'page.text': '故事內容',
  'page.english': '英文故事',
  'page.picture': '畫圖的人事時地物',
  'character.name': '主角名字',
  'character.features': '主角特徵',
  'chat.message': '和小貓聊天',
  'tool.prompt': 'AI 小幫手',
  'teacher.class': '班級名稱',
  'teacher.pupil': '學生姓名',
};

export const SAFETY_RECORD_MSG = {
  title: '需要關心',
  intro:
    '這些學生最近 90 天寫了被安全檢查擋下來的字，或說自己被打、被欺負。傷害自己、罵人、個人資料、說自己被打或被碰的原文會留下來，方便老師關心。',
  none: '最近 90 天沒有需要關心的紀錄。',
  count: '{N} 次',
  textHidden: '（這一類不保留原文）',
  noticeSubject: '【故事貓】需要關心：{NAME} 寫了想傷害自己的字',
  noticeBody:
    '您好：\n\n{NAME} 在故事貓（{FIELD}）寫下了這段文字：\n\n「{TEXT}」\n\n時間：{TIME}\n\n' +
    '系統已經溫柔地回應孩子，並提供求助專線。請找時間和孩子聊聊。若有立即危險，請撥打 110 或 119；' +
    '也可以撥打安心專線 1925、生命線 1995、張老師 1980，或兒童保護專線 113。\n\n' +
    '這封信由系統自動寄出；老師可以在教師後台的「需要關心」看到紀錄（保留 90 天）。\n{URL}\n',
} as const;
