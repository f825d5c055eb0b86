/**
 * The console's one date format (issue S point 13): year, month, day and a 24-hour time in Taiwan's order,
 * e.g. 2026/11/25 14:06 — the same in the class table and the pupil's book list.
 */
const FORMAT = new Intl.DateTimeFormat('zh-TW', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  // built from the parts: the locale's own separators vary between ICU versions (spaces, narrow spaces)
  const part = Object.fromEntries(FORMAT.formatToParts(d).map((p) => [p.type, p.value]));
  return `${part.year}/${part.month}/${part.day} ${part.hour}:${part.minute}`;
}
