/** Business constants of the specification (part 1 §9, part 2 §9). One place for server and web. */
export const BOOK_COST = 10;
export const MIN_POINTS_TO_START = 10;
export const MAX_PAGES = 12;
export const TRIAL_MAX_PAGES = 4;
export const USERNAME_MIN = 6;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const SCREEN_WIDTH_THRESHOLD = 1000;
export const ERROR_DISPLAY_MS = 4000;
export const REDEEM_REDIRECT_MS = 3000;
export const BOOKLIST_PAGE_SIZE = 999;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const STORY_TEXT_MIN = 5;
export const STORY_TEXT_MAX = 50;
export const TOUR_STORY_MAX = 30;
export const TOUR_FIELD_MAX = 15;
export const TITLE_MAX = 10;
export const AUTHOR_MAX = 10;
export const PREFACE_MAX = 15;
export const PIC_GENERATIONS_PER_PAGE = 2;
export const PIC_KEPT_PER_PAGE = 2;
export const REPORT_MIN_WORDS = 150;
export const STORY_STEPS = [3, 4, 5, 6] as const;
export const AUTOSAVE_MS = 5000;
export const PDF_POLL_MS = 3000;
/** the character picture's fake progress ticks every second (part 2 §9) */
export const CHARACTER_PROGRESS_TICK_MS = 1000;

export const ACC_TYPES = ['personal', 'school'] as const;
export type AccType = (typeof ACC_TYPES)[number];
export const GENDERS = ['男生', '女生'] as const;
export type Gender = (typeof GENDERS)[number];

/** Teachers and school admins: they land on the teacher console, and their navigation leads back to it. */
export function isStaffRole(role: string | undefined): boolean {
  return role === 'teacher' || role === 'school_admin';
}

/** Browser storage keys (part 1 §3). */
export const STORAGE_KEYS = {
  token: 'token',
  trial: 'trial',
  haveGuide: 'haveGuide',
  currentBookID: 'currentBookID',
  merchantTradeNo: 'MerchantTradeNo',
  payPlanId: 'PayPlanId',
  screenSizeWarningDismissed: 'screenSizeWarningDismissed',
  systemUpgradeModalShown: 'systemUpgradeModalShown',
} as const;

/** AI tools (part 2 §5, §9). */
export const PIC_FIELD_MAX = TOUR_FIELD_MAX;
export const CHARACTER_NAME_MAX = 10;
export const CHARACTER_FEATURES_MAX = 25;
export const TRANSLATE_INPUT_MAX = 500;
export const PIC_PROMPT_MAX = 1000;
/** Points and payment (part 1 §2, §9). ECPay's Language is left out for Chinese (its default). */
export const ECPAY_LANGUAGES = ['ENG', 'KOR', 'JPN', 'CHI'] as const;
export const ECPAY_CHOOSE_PAYMENTS = ['ALL', 'Credit'] as const;
/** Fields of the order answer that are ours, not posted to the payment provider. */
export const ECPAY_UNPOSTED_FIELDS = ['post_url', 'PayPlanId'] as const;
export const PROMOTION_CODE_MAX = 40;
/** Prize animation after a page (spec part 2 §9: 3 s) and the copy-link confirmation (1.5 s). */
export const PRIZE_MS = 3000;
export const COPY_CONFIRM_MS = 1500;
