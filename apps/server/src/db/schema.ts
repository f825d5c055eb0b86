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

export interface DB {
  users: UserTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  rate_limits: RateLimitTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
