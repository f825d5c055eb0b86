import { describe, expect, it } from 'vitest';
import { countWords } from './pupil-work.service.ts';
import { decodeCsv, parseCsv, readPupilCsv } from './pupil-rows.ts';

describe('pupil CSV', () => {
  it('parses quoted fields, escaped quotes, CRLF and tab-separated pastes', () => {
    expect(parseCsv('"a, b","x""y",c\r\nd,e,\n')).toEqual([
      ['a, b', 'x"y', 'c'],
      ['d', 'e', ''],
    ]);
    expect(parseCsv('王小明\twang0001\tabc123')).toEqual([['王小明', 'wang0001', 'abc123']]);
    expect(parseCsv('"unterminated,x')).toBeUndefined();
  });

  it('skips a header and blank lines but keeps file line numbers', () => {
    const r = readPupilCsv('\uFEFF姓名,帳號,密碼\n\n王小明,wang0001,\n');
    expect(r).toEqual({
      ok: true,
      tooWide: [],
      rows: [{ line: 3, name: '王小明', username: 'wang0001', password: '' }],
    });
  });

  it('reads valid UTF-8 as UTF-8 and anything else as Big5', () => {
    expect(decodeCsv(new TextEncoder().encode('王,x'))?.encoding).toBe('utf-8');
    expect(decodeCsv(Uint8Array.from([0xa4, 0xfd]))).toEqual({ text: '王', encoding: 'big5' });
  });
});

describe('countWords', () => {
  it('counts Chinese characters and English words, not punctuation', () => {
    expect(countWords('小兔子走進大森林。')).toBe(8);
    expect(countWords("The bunny's happy, 很開心！")).toBe(6);
  });
});
