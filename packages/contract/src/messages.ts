/**
 * Every user-visible text the server sends and the web shows, in Traditional Chinese.
 * Where the spec gives Chinese, it is quoted verbatim; where it gives English only, this is our
 * natural Traditional-Chinese version (docs/design-brief.md).
 */
export const MSG = {
  ok: '成功',
  // registration / login (part 1 §5, §8)
  fillEveryField: '請確認所有欄位皆已填寫！',
  accountPasswordLength: '帳號和密碼需至少6個字元！',
  /** a new password alone (reset, change): the rule without mentioning the account */
  passwordLength: '密碼需至少6個字元！',
  invalidEmail: '請提供有效的電子郵件！',
  registerError: '註冊錯誤，請稍後再試！',
  usernameTaken: '這個帳號已經有人使用了，請換一個！',
  emailTaken: '這個電子郵件已經註冊過了！',
  registerSuccess: '註冊成功，請登入！',
  loginError: '登入錯誤，請稍後再試！',
  wrongCredentials: '帳號或密碼錯誤！',
  wrongAccountType: '帳號類型不符，請確認是學校版還是個人版登入！',
  loginSuccess: '登入成功！',
  tooManyRequests: '嘗試太多次了，請休息一下再試！',
  // reset password
  resetMailSent: '重設密碼信已寄到您的信箱',
  resetSchoolAccount: '學校帳號請向老師詢問密碼，由老師幫你設定喔！',
  resetLinkInvalid: '重設連結無效或已過期，請重新申請！',
  resetDone: '密碼已重設，請用新密碼登入！',
  // profile
  modifiedSuccessfully: '修改成功',
  passwordChanged: '密碼修改成功',
  networkError: '網路錯誤，請稍後再試！',
  nameEmailRequired: '請填寫姓名和電子郵件！',
  invalidBirthday: '生日格式不正確！',
  invalidGender: '性別請選擇男生或女生！',
  oldPasswordWrong: '舊密碼不正確！',
  avatarNotImage: '頭像必須是圖片檔（JPG、PNG、WebP 或 GIF）！',
  avatarTooLarge: '圖片太大了，請選擇 5MB 以內的圖片！',
  // auth
  unauthorized: '請先登入！',
  sessionExpired: '登入已過期，請重新登入！',
  forbidden: '你沒有權限做這件事！',
  notFound: '找不到資料！',
  badRequest: '資料格式不正確！',
  serverError: '系統忙碌中，請稍後再試！',
  // overlays
  screenSizeReminder: '建議使用電腦或平板，以獲得最佳體驗！',
  /** the same reminder on a tall window held upright (a tablet in portrait): turning it sideways is enough */
  screenSizeReminderPortrait: '把平板轉成橫向來用，畫面更寬，做繪本更順手喔！',
  iUnderstand: '我知道了',
  systemUpgradeTitle: '系統升級通知',
  systemUpgradeBody: '如果無法使用，請立即聯繫客服！',
  // points, payment, redeem (part 1 §2, §4, §8)
  insufficientPoints: '點數不足，請先儲值或兌換點數！',
  unknownPlan: '找不到這個方案，請重新選擇！',
  orderNotFound: '找不到這筆交易！',
  paymentSuccessful: '付款成功',
  topUpFailed: '儲值失敗，請再試一次！',
  formActionUndefined: '表單送出位址未定義',
  tradeNoNotSet: '交易編號未設定',
  offerEnded: '優惠已結束',
  redeemEmpty: '⚠️ 請輸入折扣碼！',
  redeemInvalid: '⚠️ 您輸入的活動碼有誤！',
  /** {N} is the new balance: use redeemSuccessMsg(n) */
  redeemSuccess: '🌟兌換成功，您的點數有 {N}點！',
  // AI tools: translation, pictures, character (part 2 §5, §8, §9); the rules' own texts are in CREATE_MSG
  translateNeedsText: '請先輸入故事內容！',
  translateFailed: '翻譯失敗，請再試一次！',
  translateLanguage: '目前只支援中文翻譯成英文喔！',
  picPromptRequired: '請先產生圖片描述，再生成圖片！',
  invalidStep: '頁面步驟錯誤，請重新整理頁面！',
  picGenerationUsedUp: '這一頁的生成次數已用完囉！請從已生成的圖片中選一張吧！',
  picGenerationFailed: '圖片生成失敗，請再試一次！',
  unsafeText: '這些字不太適合放進故事裡喔！換個溫柔一點的說法，再試一次吧！',
  // the safety check's answer for each category (issue M)
  unsafeViolence: '這樣寫太可怕、會讓人受傷喔！試試看用「打敗」、「趕走」或「變成好朋友」，故事一樣精彩！',
  unsafeSexual: '這些內容不適合放進故事裡喔！每個人的身體都很珍貴，我們換個主題來畫吧！',
  unsafeSelfHarm:
    '聽起來你現在很難過，謝謝你願意說出來。你很重要，不用一個人承受喔！請告訴你信任的大人，像是家人或老師。' +
    '也可以打免費電話找人聊聊：安心專線 1925、生命線 1995、張老師 1980；如果有人傷害你，請打 113。故事貓會一直陪著你。',
  unsafeHate: '每個人都不一樣，也都值得被尊重喔！換個友善的說法，讓故事裡的大家都能開心吧！',
  unsafeDrugs: '這些東西會傷害身體，不適合放進故事裡喔！換個健康又好玩的主題吧！',
  unsafeProfanity: '這些話會讓人難過喔！換個溫柔一點的說法，再試一次吧！',
  unsafePersonalInfo:
    '為了保護你，電話、地址、身分證字號、電子郵件和 LINE 帳號都不可以放進故事裡喔！請把它刪掉再試一次吧！',
  unsafeInjection: '故事貓只會幫忙寫故事和畫畫喔！請直接寫下你的故事內容吧！',
  /** {name} and {idea} are filled in by the server */
  ownedCharacter: '「{name}」是別人創作的角色喔！發揮你的想像力，創造一個屬於你自己的角色吧，例如：{idea}。',
  // report (part 2 §5, §8)
  reportPdfStarted: '報告電子檔產生中',
  reportPdfNeedsReport: '請先生成報告！',
} as const;

/** 您的繪本僅有{N}字 / 至少需要150字才可生成繪本報告！ (part 2 §5), the two lines joined by a line break. */
export function reportTooShortMsg(n: number): string {
  return `您的繪本僅有${n}字\n至少需要150字才可生成繪本報告！`;
}

export type MessageKey = keyof typeof MSG;

/** The password-reset mail (part 1 §4): subject and body, filled in by the server. */
export const RESET_MAIL = {
  subject: '故事貓：重設密碼',
  text: (o: { name: string; minutes: number; username: string; link: string }) =>
    `${o.name} 您好：\n\n請在 ${o.minutes} 分鐘內打開下面的連結，為帳號「${o.username}」設定新密碼：\n${o.link}\n\n` +
    '如果您沒有申請重設密碼，請忽略這封信。\n\n故事貓 Storycat',
} as const;

/** What the payment provider shows the payer (part 1 §7): set by the server from the plan, never by the browser. */
export const ECPAY_TEXTS = {
  tradeDesc: '故事貓點數儲值',
  itemName: (planName: string, points: number | string) => `故事貓 ${planName} ${points}點`,
} as const;

/** The success text of a redemption with the new balance (part 1 §8). */
export function redeemSuccessMsg(balance: number): string {
  return MSG.redeemSuccess.replace('{N}', String(balance));
}
