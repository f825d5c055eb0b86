/** Fake progress of a picture being drawn (spec part 2 §4, §9): starts at 10, +1..10 a tick, capped at 90. */
export const FAKE_PROGRESS_START = 10;
export const FAKE_PROGRESS_CAP = 90;

export function nextFakeProgress(current: number, random: () => number = Math.random): number {
  const step = 1 + Math.min(9, Math.floor(random() * 10));
  return Math.min(FAKE_PROGRESS_CAP, current + step);
}
