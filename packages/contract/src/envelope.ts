import { z } from 'zod';

/** Every JSON answer: `{ state, code, msg, data? }`, state true ⇔ code 0 (docs/design-brief.md, API conventions). */
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

/** The data of an answer schema (`AnswerData<typeof classDetailAnswer>`): what the web's `api` calls are typed with. */
export type AnswerData<S extends z.ZodTypeAny> = z.output<S> extends { data?: infer D } ? D : never;

export { ERR, type ErrCode, type Envelope } from './codes.ts';
