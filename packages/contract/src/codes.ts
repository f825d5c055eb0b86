/** Application error codes: stable numbers the web may branch on. Zod-free, so the web bundle can import it. */
export type Envelope<T> = { state: boolean; code: number; msg: string; data?: T };

export const ERR = {
  ok: 0,
  /** spec: a profile answer with code -1 sends the user to /login */
  noUser: -1,
  invalid: 1001,
  unauthorized: 1002,
  forbidden: 1003,
  notFound: 1004,
  conflict: 1005,
  tooMany: 1006,
  insufficientPoints: 1007,
  limitReached: 1008,
  unsafeContent: 1009,
  server: 1500,
} as const;
export type ErrCode = (typeof ERR)[keyof typeof ERR];
