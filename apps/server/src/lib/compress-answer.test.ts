import { describe, expect, it } from 'vitest';
import { pickEncoding } from './compress-answer.ts';

describe('pickEncoding', () => {
  it('prefers br, then gzip, and honours an explicit refusal', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding(['BR'])).toBe('br');
  });
});
