/**
 * Personal information a child must not publish in a shared book: Taiwanese mobile and landline numbers,
 * street addresses (a road or street with a house number; a city alone is not an address), national ID
 * numbers (with their check digit, so 3年2班 or a product code is not one), e-mail addresses and LINE or
 * other social-media ids. Runs on the folded text (half-width, lower case).
 */

const CN_DIGITS: Record<string, string> = {
  零: '0',
  〇: '0',
  '○': '0',
  一: '1',
  二: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
  壹: '1',
  貳: '2',
  參: '3',
  肆: '4',
  伍: '5',
  陸: '6',
  柒: '7',
  捌: '8',
  玖: '9',
};

/** Runs of 8 or more digits written as Chinese numerals (零九一二…) become ASCII digits. */
function chineseDigitRuns(s: string): string {
  return s.replace(/[零〇○一二三四五六七八九壹貳參肆伍陸柒捌玖]{8,}/g, (run) =>
    [...run].map((c) => CN_DIGITS[c] ?? c).join(''),
  );
}

/** Digit runs with at most one space, dash, dot or bracket between digits joined: 09 12-345.678 → 0912345678. */
function digitRuns(s: string): string[] {
  return (s.match(/\+?\d(?:[\s\-.()]{0,2}\d)+/g) ?? []).map((r) => r.replace(/[^\d+]/g, ''));
}

const ID_LETTER = 'abcdefghjklmnpqrstuvxywzio';
/** Taiwan's national ID (and the new resident certificate): a letter, 1/2 (or 8/9), 8 digits, a check digit. */
export function isTaiwanId(id: string): boolean {
  const m = /^([a-z])([1289])(\d{8})$/i.exec(id);
  if (!m) return false;
  const n = ID_LETTER.indexOf(m[1]!.toLowerCase()) + 10;
  const digits = [Math.floor(n / 10), n % 10, ...`${m[2]}${m[3]}`.split('').map(Number)];
  const weights = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];
  return digits.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 10 === 0;
}

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;
const SOCIAL_ID =
  /(?:line|賴|ig|instagram|fb|facebook|臉書|tiktok|抖音|discord|微信|wechat|qq|telegram)\s*(?:id|帳號|账号|號碼|号码|號|号|的帳號|好友)?\s*(?:是|:|：|=|叫|加)?\s*[@＠]?[a-z0-9][a-z0-9._-]{3,29}/;
const ADD_ME = /加我(?:的)?\s*(?:line|賴|ig|fb|好友)|(?:line|賴)\s*(?:id|帳號)/;
const ADDRESS =
  /[\p{Script=Han}]{1,8}(?:路|街|大道)\s*(?:[一二三四五六七八九十\d]+\s*段)?\s*(?:[\d一二三四五六七八九十百]+\s*巷)?\s*(?:[\d一二三四五六七八九十百]+\s*弄)?\s*[\d一二三四五六七八九十百零○]+\s*(?:之\s*\d+\s*)?號/u;
const VILLAGE = /[\p{Script=Han}]{1,6}(?:村|里)\s*\d+\s*鄰/u;

export function hasPersonalInfo(folded: string): boolean {
  const s = chineseDigitRuns(folded);
  for (const run of digitRuns(s)) {
    const d = run.replace(/^\+?886/, '0');
    if (/^09\d{8}$/.test(d)) return true; // mobile
    if (/^0[2-8]\d{7,8}$/.test(d)) return true; // landline with its area code
    if (/^1[3-9]\d{9}$/.test(d)) return true; // a mainland mobile number
  }
  // a number split into pairs or single digits (0 9 1 2 …) is still a number
  const allDigits = s.replace(/[^\d]/g, '');
  if (/09\d{8}/.test(allDigits) && /0[\s\-.]*9(?:[\s\-.]*\d){8}/.test(s)) return true;
  for (const m of s.matchAll(/(?<![a-z])[a-z]\s*[1289](?:\s*\d){8}(?!\d)/g))
    if (isTaiwanId(m[0].replace(/\s/g, ''))) return true;
  if (EMAIL.test(s)) return true;
  if (SOCIAL_ID.test(s) && ADD_ME_OR_LABEL(s)) return true;
  if (ADDRESS.test(s) || VILLAGE.test(s)) return true;
  return false;
}

// A social-media word is followed by an id only when the child gives one: "加我LINE: cutecat99",
// "我的ig是 @lucky", "LINE ID是 …"; 'line' in an English sentence (a straight line) is not enough.
function ADD_ME_OR_LABEL(s: string): boolean {
  return (
    ADD_ME.test(s) ||
    /(?:line|賴|ig|instagram|fb|臉書|tiktok|抖音|discord|微信|wechat|telegram)\s*(?:id|帳號|账号|號|号)?\s*(?:是|:|：|=|叫)/.test(
      s,
    ) ||
    /(?:我的|my)\s*(?:line|賴|ig|instagram|fb|臉書|tiktok|抖音|discord)/.test(s) ||
    /(?:line|ig)\s*id/.test(s) ||
    /[@＠][a-z0-9_.]{4,}/.test(s)
  );
}
