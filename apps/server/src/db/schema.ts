import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UserTable {
  id: Generated<string>;
  username: string;
  password_hash: string;
  name: string;
  email: string;
  avatar: string | null;
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  gender: string | null;
  acc_type: 'personal' | 'school';
  /** 'user' | 'teacher' | 'school_admin' */
  role: Generated<string>;
  is_trial: Generated<boolean>;
  guide_done: Generated<boolean>;
  /** The balance; changed only by the point ledger service, never below 0 (CHECK). */
  point: Generated<number>;
  /** teachers and school admins: their school; pupils: their class's school */
  school_id: Generated<string | null>;
  /** pupils (acc_type school) only: their one class */
  class_id: Generated<string | null>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface SessionTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface PasswordResetTable {
  token_hash: string;
  user_id: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export interface PicInput {
  who: string;
  where: string;
  what: string;
}

export interface BookTable {
  /** random, unguessable (128 bits, base64url) */
  id: string;
  user_id: string;
  book_name_ch: Generated<string>;
  book_name_en: Generated<string>;
  book_author: Generated<string>;
  /** style id, as listed by GET /api/style */
  style: Generated<string>;
  preface: Generated<string>;
  /** picture URLs (/files/...) chosen from the book's pages */
  book_frontcover: string | null;
  book_backcover: string | null;
  /** the child's own cover drawings (/files/pictures/<book>/drawn-….png), newest last (issue 24) */
  drawings: ColumnType<string[], string | undefined, string>;
  /** storage key of the e-book PDF; status: null = never, 1 = generating, 0 = ready, 2 = failed */
  book_pdf_key: string | null;
  book_pdf_status: number | null;
  /** the saved report object (part 2 §3), null until generated */
  report: ColumnType<unknown | null, string | null | undefined, string | null>;
  report_pdf_key: string | null;
  report_pdf_status: number | null;
  /** the English title is the child's own (written or edited), not the translator's draft (decision 0022) */
  book_name_en_own: Generated<boolean>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** A digest of an English draft the translator served to a child (decision 0022). */
export interface TranslationDraftTable {
  user_id: string;
  digest: string;
  /** plain Timestamp (insert may omit it: the default now()), so a Date compares in a where */
  created_at: Timestamp;
}

/** A content page, keyed by (book, step 3–6, page 1–12). */
export interface PageTable {
  book_id: string;
  step: number;
  page: number;
  user_input: Generated<string>;
  en_user_input: Generated<string>;
  /** en_user_input is the child's own (written or edited), not the translator's draft (decision 0022) */
  en_own: Generated<boolean>;
  user_pic_input: ColumnType<PicInput[], string | undefined, string>;
  /** picture URLs, at most 2, oldest first */
  story_pic_ai: ColumnType<string[], string | undefined, string>;
  user_pic_select: Generated<string>;
  position_input: ColumnType<Corner, Corner | undefined, Corner>;
  pic_generated: Generated<number>;
  /** JSON text; on step 3 page 1 it holds the main character record */
  ch_story_ai: Generated<string>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** Append-only: one row per cause (unique cause_key), so a retried or concurrent request never moves points twice. */
export interface PointLedgerTable {
  id: Generated<number>;
  user_id: string;
  delta: number;
  balance_after: number;
  cause_key: string;
  reason: string;
  created_at: Generated<Timestamp>;
}

export interface PayPlanTable {
  id: Generated<number>;
  name: string;
  /** New Taiwan dollars */
  price: number;
  point: number;
  active: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface BonusEventTable {
  id: Generated<number>;
  name: string;
  begin_at: Timestamp;
  end_at: Timestamp;
  time_limit_in_minutes: number;
  created_at: Generated<Timestamp>;
}

export interface BonusEventPlanTable {
  event_id: number;
  plan_id: number;
  bonus_point: number;
}

export interface BonusEventJoinTable {
  event_id: number;
  user_id: string;
  joined_at: Generated<Timestamp>;
}

export type PaymentStatus = 'pending' | 'paid' | 'failed';
export interface PaymentOrderTable {
  merchant_trade_no: string;
  user_id: string;
  plan_id: number;
  amount: number;
  point: number;
  bonus_point: Generated<number>;
  event_id: number | null;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  /** 'sandbox' | 'stage' | 'production' at the time of the order */
  mode: string;
  /** where the checkout sends the browser back (checked against our own origin) */
  client_back_url: string;
  trade_no: string | null;
  rtn_code: string | null;
  rtn_msg: string | null;
  visited_at: Timestamp | null;
  paid_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export type PromotionKind = 'single_use' | 'once_per_user';
export interface PromotionCodeTable {
  code: string;
  point: number;
  kind: PromotionKind;
  expires_at: Timestamp | null;
  used_count: Generated<number>;
  note: Generated<string>;
  created_at: Generated<Timestamp>;
}

export interface PromotionRedemptionTable {
  code: string;
  user_id: string;
  created_at: Generated<Timestamp>;
}

export interface SchoolTable {
  id: Generated<string>;
  name: string;
  /** the school's points pool; changed only through school_point_ledger rows, never below 0 (CHECK) */
  point: Generated<number>;
  created_at: Generated<Timestamp>;
}

export interface ClassTable {
  id: Generated<string>;
  school_id: string;
  teacher_id: string | null;
  name: string;
  created_at: Generated<Timestamp>;
}

/** Append-only, like point_ledger, but its owner is a school (docs/decisions/0003-school-points-pool.md). */
export interface SchoolPointLedgerTable {
  id: Generated<number>;
  school_id: string;
  delta: number;
  balance_after: number;
  cause_key: string;
  reason: string;
  created_by: string | null;
  created_at: Generated<Timestamp>;
}

/** A refused text (migration 2026-11-25T1400_safety_events); `text` only for the categories a teacher can help with. */
export interface SafetyEventTable {
  id: Generated<number>;
  user_id: string | null;
  category: string;
  field: string;
  text: string | null;
  /** plain Timestamp (its insert type allows undefined: the default now()), so a Date compares in a where */
  created_at: Timestamp;
}

export interface DB {
  safety_events: SafetyEventTable;
  schools: SchoolTable;
  classes: ClassTable;
  school_point_ledger: SchoolPointLedgerTable;
  books: BookTable;
  pages: PageTable;
  translation_drafts: TranslationDraftTable;
  users: UserTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  rate_limits: RateLimitTable;
  point_ledger: PointLedgerTable;
  pay_plans: PayPlanTable;
  bonus_events: BonusEventTable;
  bonus_event_plans: BonusEventPlanTable;
  bonus_event_joins: BonusEventJoinTable;
  payment_orders: PaymentOrderTable;
  promotion_codes: PromotionCodeTable;
  promotion_redemptions: PromotionRedemptionTable;
}

export type User = Selectable<UserTable>;
export type Book = Selectable<BookTable>;
export type Page = Selectable<PageTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type PointLedgerRow = Selectable<PointLedgerTable>;
export type PayPlan = Selectable<PayPlanTable>;
export type BonusEvent = Selectable<BonusEventTable>;
export type PaymentOrder = Selectable<PaymentOrderTable>;
export type PromotionCode = Selectable<PromotionCodeTable>;
export type School = Selectable<SchoolTable>;
export type SchoolClass = Selectable<ClassTable>;
