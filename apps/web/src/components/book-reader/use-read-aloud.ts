import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { splitSentences } from './sentences.ts';

export interface ReadItem {
  lang: 'zh' | 'en';
  text: string;
  /** index of the sentence within its language's text, for highlighting */
  sentence: number;
}
export interface Highlight {
  lang: 'zh' | 'en';
  sentence: number;
}

/** What to read on one face of the book: Chinese sentences first, then English (part of issue J). */
export function readingQueue(zh: string, en: string): ReadItem[] {
  return [
    ...splitSentences(zh).map((s, i) => ({ lang: 'zh' as const, text: s.text, sentence: i })),
    ...splitSentences(en).map((s, i) => ({ lang: 'en' as const, text: s.text, sentence: i })),
  ];
}

/** Taiwan Mandarin first, then any Chinese voice; English prefers en-US/en-GB. */
export function pickVoice(voices: SpeechSynthesisVoice[], lang: 'zh' | 'en'): SpeechSynthesisVoice | undefined {
  const norm = (v: SpeechSynthesisVoice) => v.lang.replace('_', '-').toLowerCase();
  if (lang === 'zh')
    return (
      voices.find((v) => norm(v) === 'zh-tw') ??
      voices.find((v) => /taiwan|台灣|臺灣/i.test(v.name)) ??
      voices.find((v) => norm(v).startsWith('zh') || norm(v).startsWith('cmn'))
    );
  return voices.find((v) => norm(v) === 'en-us') ?? voices.find((v) => norm(v).startsWith('en'));
}

function loadVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length) return Promise.resolve(now);
  // Chrome fills the list asynchronously; give it a moment.
  return new Promise((resolve) => {
    const done = () => resolve(synth.getVoices());
    synth.addEventListener?.('voiceschanged', done, { once: true });
    setTimeout(done, 1200);
  });
}

function speak(synth: SpeechSynthesis, item: ReadItem, voice: SpeechSynthesisVoice | undefined): Promise<void> {
  return new Promise((resolve) => {
    const u = new SpeechSynthesisUtterance(item.text);
    u.lang = item.lang === 'zh' ? (voice?.lang ?? 'zh-TW') : 'en-US';
    if (voice) u.voice = voice;
    u.rate = item.lang === 'zh' ? 0.85 : 0.9;
    u.onend = () => resolve();
    u.onerror = () => resolve();
    synth.speak(u);
  });
}

export type ReadAloudProblem = 'no-speech' | 'no-chinese-voice' | null;

/**
 * Reads the current face aloud with the browser's speech synthesis, sentence by sentence, and reports which
 * sentence is being read. In 'book' mode ("read to me") it turns the page when a face is done.
 */
export function useReadAloud(opts: {
  queueFor: (index: number) => ReadItem[];
  current: number;
  last: number;
  go: (i: number) => void;
}) {
  const [reading, setReading] = useState<'page' | 'book' | null>(null);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [problem, setProblem] = useState<ReadAloudProblem>(null);
  const run = useRef(0);
  const optsRef = useRef(opts);
  useLayoutEffect(() => {
    optsRef.current = opts;
  });

  const stop = useCallback(() => {
    run.current += 1;
    if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
    setReading(null);
    setHighlight(null);
  }, []);

  /** Reads face after face from `first`: one face in 'page' mode, to the end of the book in 'book' mode. */
  const readFrom = useCallback(async (first: number, mode: 'page' | 'book', id: number) => {
    const synth = window.speechSynthesis;
    const voices = await loadVoices(synth);
    const zhVoice = pickVoice(voices, 'zh');
    if (!zhVoice) {
      setProblem('no-chinese-voice');
      setReading(null);
      return;
    }
    const enVoice = pickVoice(voices, 'en');
    for (let index = first; ; index++) {
      for (const item of optsRef.current.queueFor(index)) {
        if (run.current !== id) return;
        setHighlight({ lang: item.lang, sentence: item.sentence });
        await speak(synth, item, item.lang === 'zh' ? zhVoice : enVoice);
      }
      if (run.current !== id) return;
      setHighlight(null);
      if (mode !== 'book' || index >= optsRef.current.last) break;
      optsRef.current.go(index + 1);
    }
    setReading(null);
  }, []);

  const start = useCallback(
    (mode: 'page' | 'book') => {
      setProblem(null);
      if (typeof window === 'undefined' || !('speechSynthesis' in window)) {
        setProblem('no-speech');
        return;
      }
      stop();
      const id = run.current;
      setReading(mode);
      void readFrom(optsRef.current.current, mode, id);
    },
    [readFrom, stop],
  );

  // Stop speaking when the reader closes.
  useEffect(() => stop, [stop]);

  return { reading, highlight, problem, start, stop };
}
