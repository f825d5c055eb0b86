import type { StoryMetrics } from './analyse.ts';

/**
 * One thing a teacher can praise in a pupil's latest book (issue U point 6), always quoting the book: a feeling she
 * wrote, else a reason or sequence, else an idiom or four-character expression, else an imaginative phrase, else the characters she named.
 * null when the book gives none of these (the teacher console then shows nothing rather than a generic line).
 */
export function pupilHighlight(m: StoryMetrics): string | null {
  const felt = m.feelings.find((f) => !f.negated);
  if (felt) return `寫出角色的感受「${felt.phrase}」`;
  if (m.evidence.logical[0]) return `用前因後果串起情節「${m.evidence.logical[0]}」`;
  if (m.idioms.length) return `用了成語或四字詞「${m.idioms[0]}」`;
  if (m.evidence.creative[0]) return `寫出有想像力的句子「${m.evidence.creative[0]}」`;
  if (m.names.length) return `創造了角色「${m.names[0]!.word}」`;
  return null;
}
