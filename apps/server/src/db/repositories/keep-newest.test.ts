import { describe, expect, it } from 'vitest';
import { keepNewest } from './picture.repository.ts';

const gen = (n: number) => `/files/pictures/b/gen${n}.png`;
const drawn = (n: number) => `/files/pictures/b/drawn-d${n}.png`;

describe('keepNewest (issue 24)', () => {
  it('drops only the oldest picture of the new picture’s kind', () => {
    expect(keepNewest([gen(1), gen(2)], gen(3), 2)).toEqual([gen(2), gen(3)]);
    expect(keepNewest([drawn(1), gen(1), gen(2)], gen(3), 2)).toEqual([drawn(1), gen(2), gen(3)]);
    expect(keepNewest([gen(1), drawn(1), gen(2), drawn(2)], drawn(3), 2)).toEqual([gen(1), gen(2), drawn(2), drawn(3)]);
    expect(keepNewest([], drawn(1), 2)).toEqual([drawn(1)]);
  });
});
