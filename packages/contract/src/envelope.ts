import { z } from 'zod';

/** Every JSON answer: `{ state, code, msg, data? }`, state true ⇔ code 0 (DESIGN.md, API conventions). */
export function envelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({
    state: z.boolean(),
    code: z.number().int(),
    msg: z.string(),
    data,
  });
}

export const errorEnvelope = z.object({
  state: z.literal(false),
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().optional(),
});

export type Envelope<T> = { state: boolean; code: number; msg: string; data?: T };

/** Application error codes: stable numbers the web may branch on. */
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
