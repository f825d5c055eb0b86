import type { RubyText } from '../../lib/zhuyin.ts';
import { splitSentences } from './sentences.ts';

/**
 * A text of the book, sentence by sentence (the sentence being read aloud is highlighted), with zhuyin when the
 * switch is on, set the way Taiwanese children's books set it: a small vertical column of bopomofo to the right
 * of each character, the tone mark beside the column and the neutral-tone dot on top. Letters, digits, emoji and
 * punctuation stay as they are.
 */
export function ReaderText({
  text,
  rubies,
  highlight,
}: {
  text: string;
  rubies?: RubyText;
  /** index of the sentence being read, or null */
  highlight?: number | null;
}) {
  const sentences = splitSentences(text);
  return (
    <>
      {sentences.map((s, i) => (
        <span
          key={i}
          className={`sentence ${highlight === i ? 'sentence-reading' : ''}`}
          data-reading={highlight === i || undefined}
        >
          {rubies ? <Rubies rubies={rubies.slice(s.start, s.end)} /> : s.text}
        </span>
      ))}
    </>
  );
}

/** 'ㄒㄧㄠˇ' → symbols ㄒㄧㄠ, tone ˇ; '˙ㄉㄜ' → neutral dot. */
export function splitZhuyin(zhuyin: string): { symbols: string[]; tone: string; neutral: boolean } {
  const neutral = zhuyin.startsWith('˙');
  const body = neutral ? zhuyin.slice(1) : zhuyin;
  const tone = /[ˊˇˋ]$/.test(body) ? body.slice(-1) : '';
  return { symbols: [...(tone ? body.slice(0, -1) : body)], tone, neutral };
}

function Rubies({ rubies }: { rubies: RubyText }) {
  return (
    <>
      {rubies.map(([char, zhuyin], i) => {
        if (!zhuyin) return <span key={i}>{char}</span>;
        const z = splitZhuyin(zhuyin);
        return (
          <span key={i} className="zy" data-zhuyin={zhuyin}>
            <span className="zy-char">{char}</span>
            <span className="zy-col" aria-hidden="true">
              {z.neutral ? <span className="zy-dot">˙</span> : null}
              {z.symbols.map((sym, k) => (
                <span key={k}>{sym}</span>
              ))}
            </span>
            <span className={`zy-tone zy-n${z.symbols.length}`} aria-hidden="true">
              {z.tone}
            </span>
          </span>
        );
      })}
    </>
  );
}
