/** A sentence of a page's text with its character range (code points), for read-aloud highlighting. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
}

const CLOSERS = /^(?:[。！？!?；;…]|\.(?=\s|$))/u;

/** Splits a page's text after 。！？!?；… (keeping closing quotes with their sentence). */
export function splitSentences(text: string): Sentence[] {
  const chars = [...text];
  const out: Sentence[] = [];
  let start = 0;
  for (let i = 0; i < chars.length; i++) {
    if (!CLOSERS.test(chars[i]! + (chars[i + 1] ?? ' '))) continue;
    let end = i + 1;
    while (end < chars.length && /[」』”"')）\s]/u.test(chars[end]!)) end++;
    const piece = chars.slice(start, end).join('');
    if (piece.trim()) out.push({ text: piece, start, end });
    start = end;
    i = end - 1;
  }
  if (start < chars.length && chars.slice(start).join('').trim())
    out.push({ text: chars.slice(start).join(''), start, end: chars.length });
  return out;
}
