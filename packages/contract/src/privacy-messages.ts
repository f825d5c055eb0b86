/** Texts of the privacy calls (our addition: download my data, delete my account). */
export const PRIVACY_MSG = {
  passwordRequired: '請輸入密碼以確認刪除帳號！',
  passwordWrong: '密碼不正確，帳號沒有刪除！',
  accountDeleted: '帳號和所有資料已經刪除，謝謝你使用故事貓！',
  exportButton: '下載我的資料',
  deleteButton: '刪除帳號',
  deleteConfirmTitle: '確定要刪除帳號嗎？',
  deleteConfirmText: '所有繪本、圖片、點數紀錄都會永久刪除，無法復原。請輸入密碼確認：',
  deleteConfirmYes: '永久刪除',
  cancel: '取消',
  passwordLabel: '密碼',
  registerNotice: '註冊前，請家長先看',
  backHome: '回首頁',
} as const;
