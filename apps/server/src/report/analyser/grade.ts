/**
 * The child's grade and the grade's typical vocabulary band (docs/decisions/0022-whose-english.md).
 *
 * The band is the middle half (25th–75th percentile) of the Chinese level of the tuning part of our own story set
 * (apps/server/test/report/stories.ts), per pair of grades; a test recomputes it from the set. On that set the
 * level (the mean band of the distinct content words) barely moves with the grade, so the three bands are close:
 * the comparison is gentle and says "common for the grade", never more.
 */
export interface Band {
  low: number;
  high: number;
}

export const ZH_GRADE_BANDS: Record<1 | 3 | 5, Band> = {
  1: { low: 5.5, high: 7.0 },
  3: { low: 5.4, high: 6.9 },
  5: { low: 5.6, high: 6.8 },
};

export function zhGradeBand(grade: number | null): Band | null {
  if (grade === null || grade < 1 || grade > 6) return null;
  return ZH_GRADE_BANDS[grade <= 2 ? 1 : grade <= 4 ? 3 : 5];
}

const DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };

/**
 * The grade a class name states: 三年二班, 3年級, 五年甲班, 六甲 (grade + 甲乙…), 301 / 3-1 (grade, class).
 * null when the name does not say (「海豚班」).
 */
export function gradeFromClassName(name: string | null | undefined): number | null {
  const n = (name ?? '').trim();
  const m =
    /([一二三四五六1-6１-６])\s*年/u.exec(n) ??
    /^([一二三四五六])[甲乙丙丁戊己庚辛壬癸忠孝仁愛信義和平]/u.exec(n) ??
    /^([1-6])(?:0?[1-9]|[1-9]\d|\s*[-－]\s*\d{1,2})(?:班)?$/u.exec(n);
  if (!m) return null;
  const c = m[1]!;
  const g =
    DIGITS[c] ?? Number(String.fromCharCode(c.charCodeAt(0) >= 0xff10 ? c.charCodeAt(0) - 0xfee0 : c.charCodeAt(0)));
  return g >= 1 && g <= 6 ? g : null;
}

/**
 * The grade in Taiwan from a yyyy-mm-dd birthday: a child who is 6 by 1 September starts grade 1 that September.
 * null outside grades 1–6 (a pre-schooler, or an adult's account) or when unknown.
 */
export function gradeFromBirthday(birthday: string | null | undefined, today = new Date()): number | null {
  const m = birthday ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // the school year that is running: it starts on 1 August (the new grade is entered over the summer)
  const schoolYear = today.getUTCMonth() + 1 >= 8 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const sixBySeptember = mo < 9 || (mo === 9 && d === 1);
  const grade = schoolYear - y - 6 + (sixBySeptember ? 1 : 0);
  return grade >= 1 && grade <= 6 ? grade : null;
}

/** The class says the grade when it can (the teacher set it); else the birthday. */
export function gradeOf(o: { className?: string | null; birthday?: string | null }, today = new Date()): number | null {
  return gradeFromClassName(o.className) ?? gradeFromBirthday(o.birthday, today);
}

const GRADE_NAMES = ['', '一', '二', '三', '四', '五', '六'];
export const gradeName = (g: number) => `${GRADE_NAMES[g] ?? g}年級`;

/**
 * One gentle sentence comparing the Chinese level with the grade's band; never discouraging, and honest when
 * the grade is unknown.
 */
export function compareWithGrade(level: number, grade: number | null): string {
  const band = zhGradeBand(grade);
  if (grade === null || !band)
    return '還不知道小作者的年級，所以沒有和同年級比較；填寫生日或加入班級後，報告就會標出同年級的常見範圍。';
  const range = `國小${gradeName(grade)}常見的範圍約在第 ${band.low.toFixed(1)}–${band.high.toFixed(1)} 級`;
  // only what the level says: how common her words are, never more
  if (level > band.high) return `${range}，小作者比同年級常見的用詞更豐富。`;
  if (level >= band.low) return `${range}，小作者的用詞和同年級常見的程度相當。`;
  return `${range}，小作者多用日常熟悉的詞；多讀繪本、收集喜歡的新詞，下一本會更豐富。`;
}
