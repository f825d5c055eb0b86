/**
 * Every user-visible text the server sends and the web shows, in Traditional Chinese.
 * Where the spec gives Chinese, it is quoted verbatim; where it gives English only, this is our
 * natural Traditional-Chinese version (DESIGN.md).
 */
export const MSG = {
  ok: '成功',
  // registration / login (part 1 §5, §8)
  fillEveryField: '請確認所有欄位皆已填寫！',
  accountPasswordLength: '帳號和密碼需至少6個字元！',
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
  iUnderstand: '我知道了',
  systemUpgradeTitle: '系統升級通知',
  systemUpgradeBody: '如果無法使用，請立即聯繫客服！',
  // books: shelf, reader, share (part 1 §2, part 2 §5)
  bookIdUnknown: '⚠️ 目前無法識別繪本 ID，請重新整理頁面！',
  bookNotFound: '找不到這本繪本！',
} as const;

export type MessageKey = keyof typeof MSG;
