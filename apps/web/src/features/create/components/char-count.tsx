import { charLength } from '@storycat/contract/book-rules';

/** "3 / 10": how many characters are used of the limit; red when over (the limit itself is checked on next). */
export function CharCount({ value, max }: { value: string; max: number }) {
  const n = charLength(value.trim());
  return (
    <span className={`char-count ${n > max ? 'over' : ''}`} aria-live="polite">
      {n} / {max}
    </span>
  );
}
