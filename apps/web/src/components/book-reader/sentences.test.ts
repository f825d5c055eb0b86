import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.ts';

describe('splitSentences', () => {
  it('splits Chinese after 。！？ and keeps closing quotes', () => {
    expect(splitSentences('小貓說：「你好！」小狗笑了。我們走吧？').map((s) => s.text)).toEqual([
      '小貓說：「你好！」',
      '小狗笑了。',
      '我們走吧？',
    ]);
  });
  it('splits English after . ! ? and keeps ranges in characters', () => {
    const s = splitSentences('The cat runs. It is happy! OK');
    expect(s.map((x) => x.text.trim())).toEqual(['The cat runs.', 'It is happy!', 'OK']);
    expect(s[0]).toMatchObject({ start: 0, end: 14 });
  });
  it('handles text with no closing mark and emoji', () => {
    expect(splitSentences('小貓😀在跳舞')).toEqual([{ text: '小貓😀在跳舞', start: 0, end: 6 }]);
  });
});
