import { describe, expect, it } from 'vitest';
import { compareWithGrade, gradeFromBirthday, gradeFromClassName, gradeOf, zhGradeBand } from './grade.ts';

describe('the grade', () => {
  it('reads the class names teachers give', () => {
    const cases: [string, number | null][] = [
      ['三年二班', 3],
      ['一年甲班', 1],
      ['6年級', 6],
      ['五甲', 5],
      ['四忠', 4],
      ['301', 3],
      ['512', 5],
      ['2-3', 2],
      ['１年３班', 1],
      ['海豚班', null],
      ['七年一班', null],
      ['', null],
      ['2026 夏令營', null],
    ];
    for (const [name, g] of cases) expect(gradeFromClassName(name), name).toBe(g);
  });

  it('from the birthday: six by 1 September starts grade 1 that September', () => {
    const nov2026 = new Date('2026-11-26T00:00:00Z');
    expect(gradeFromBirthday('2020-09-01', nov2026)).toBe(1);
    expect(gradeFromBirthday('2020-09-02', nov2026)).toBeNull(); // still in kindergarten
    expect(gradeFromBirthday('2019-09-02', nov2026)).toBe(1);
    expect(gradeFromBirthday('2015-01-10', nov2026)).toBe(6);
    expect(gradeFromBirthday('2014-08-31', nov2026)).toBeNull(); // junior high
    // before August the school year is the previous one
    expect(gradeFromBirthday('2019-03-01', new Date('2026-05-01T00:00:00Z'))).toBe(1);
    expect(gradeFromBirthday('2019-03-01', new Date('2026-08-15T00:00:00Z'))).toBe(2);
    expect(gradeFromBirthday(null, nov2026)).toBeNull();
    expect(gradeFromBirthday('not a date', nov2026)).toBeNull();
  });

  it('the class comes before the birthday', () => {
    const today = new Date('2026-11-26T00:00:00Z');
    expect(gradeOf({ className: '四年一班', birthday: '2019-03-01' }, today)).toBe(4);
    expect(gradeOf({ className: '海豚班', birthday: '2019-03-01' }, today)).toBe(2);
    expect(gradeOf({}, today)).toBeNull();
  });
});

describe('comparing with the grade', () => {
  it('is gentle above, within and below the band, and honest when the grade is unknown', () => {
    const band = zhGradeBand(3)!;
    const above = compareWithGrade(band.high + 0.5, 3);
    const within = compareWithGrade((band.low + band.high) / 2, 3);
    const below = compareWithGrade(band.low - 1, 3);
    expect(above).toContain('比同年級常見的用詞更豐富');
    expect(within).toContain('相當');
    expect(below).not.toMatch(/不足|太差|落後|不好|偏低|低於/);
    expect(below).toContain('下一本會更豐富');
    for (const s of [above, within, below]) expect(s).toContain('三年級');
    const unknown = compareWithGrade(6, null);
    expect(unknown).toContain('還不知道小作者的年級');
    expect(unknown).not.toContain('同年級常見的用詞更豐富');
    expect(zhGradeBand(null)).toBeNull();
    expect(zhGradeBand(7)).toBeNull();
  });
});
