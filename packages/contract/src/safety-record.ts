import { z } from 'zod';
import { envelope } from './envelope.ts';

/**
 * The safety record a teacher sees as 「需要關心」 (issue M, docs/decisions/0011-safety-record.md): per pupil of a
 * class, how many texts the safety check refused in the last 90 days, and the texts kept where an adult can help.
 */
export const safetyEventView = z.object({
  category: z.string(),
  field: z.string(),
  /** kept only for self_harm, insults aimed at someone and personal_info; null otherwise */
  text: z.string().nullable(),
  created_at: z.string(),
});
export const pupilConcern = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  count: z.number().int(),
  last_at: z.string(),
  events: z.array(safetyEventView),
});
export type PupilConcern = z.infer<typeof pupilConcern>;
export const classConcerns = z.object({ pupils: z.array(pupilConcern) });
export type ClassConcerns = z.infer<typeof classConcerns>;
export const classConcernsAnswer = envelope(classConcerns);
