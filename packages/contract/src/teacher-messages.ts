/**
 * Texts of the teacher console and its calls (issue I; the spec shows no teacher screens, so these are ours).
 * Zod-free: the web imports it directly.
 */
export const TEACHER_MSG = {
  teachersOnly: '只有老師可以使用教師後台！',
  classNotFound: '找不到這個班級！',
  pupilNotFound: '找不到這位學生！',
  classNameRequired: '請填寫班級名稱（30字以內）！',
  classNameTaken: '學校裡已經有同名的班級了！',
  classCreated: '班級已建立！',
  classRenamed: '班級名稱已修改！',
  // the login-card PDF (pdf/login-cards.ts)
  cardFileTitle: (school: string, className: string) => `${school} ${className} 登入卡`,
  cardHeading: '故事貓 Storycat 學校版登入卡',
  cardUsername: '帳號',
  cardPassword: '密碼',
  cardLoginUrl: '登入網址（請選「學校版登入」）：',
  pupilAdded: '學生帳號已建立！請把登入卡印出來交給學生。',
  // CSV rows: each bad row is reported with the reasons below
  csvEmpty: '檔案裡沒有學生資料！每一行請寫：姓名,帳號,密碼（密碼可以留空）。',
  csvTooManyRows: '一次最多匯入 {N} 位學生，請把檔案分成幾份再匯入！',
  csvNotCsv: '這不是 CSV 檔案，請用 Excel「另存新檔」選 CSV 格式！',
  csvTooManyColumns: '這一行的欄位太多了，請只寫姓名、帳號、密碼三欄',
  nameEmpty: '姓名是空的',
  nameTooLong: '姓名太長（最多20字）',
  usernameShort: '帳號至少要6個字元',
  usernameTooLong: '帳號最多40個字元',
  usernameChars: '帳號只能用英文字母、數字、底線（_）、點（.）和減號（-）',
  usernameDuplicateInFile: '帳號在檔案裡重複了（第 {N} 行也有）',
  usernameTaken: '這個帳號已經有人使用了',
  passwordShort: '密碼至少要6個字元',
  importDone: '匯入完成：建立 {OK} 位學生，{BAD} 行有問題沒有建立。',
  importAllBad: '沒有建立任何學生，請修正下面有問題的行再匯入！',
  passwordSet: '密碼已重新設定，學生在其他裝置上的登入已被登出。',
  passwordShortField: '密碼至少要6個字元！',
  pointsAmountInvalid: '請輸入 1 到 1000 之間的點數！',
  pointsNoPupils: '請先勾選要送點數的學生！',
  schoolPoolInsufficient: '學校的點數不足，請聯絡學校管理員加值！',
  pointsGiven: '已送出點數！',
  cardsNone: '沒有可以列印的登入卡！',
  // the admin CLI (npm run admin -- school:create …)
  schoolNotFound: '找不到學校「{name}」！',
  schoolNameRequired: '請填寫學校名稱！',
  schoolNameTaken: '已經有同名的學校了！',
} as const;

/** Fills `{N}`-style placeholders of a TEACHER_MSG text. */
export function teacherMsg(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** CSV import and class limits, shared by the server and the console. */
export const TEACHER_LIMITS = {
  csvMaxRows: 200,
  classNameMax: 30,
  pupilNameMax: 20,
  givePointsMax: 1000,
  /** usernames of pupils: letters, digits, _ . - */
  usernamePattern: /^[A-Za-z0-9_.-]+$/,
} as const;
