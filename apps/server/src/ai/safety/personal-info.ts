/**
 * Personal information a child must not publish in a shared book: Taiwanese mobile and landline numbers,
 * street addresses (a road or street with a house number; a city alone is not an address), national ID
 * numbers (with their check digit, so 3年2班 or a product code is not one), e-mail addresses and LINE or
 * other social-media ids. Runs on the folded text (half-width, lower case).
 */

import { luhnValid } from '../../lib/luhn.ts';
import { drawnNumbers0041, notAPhone0041 } from './allow-0041.ts';

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
  么: '1',
  洞: '0',
};

const CN_DIGIT_CLASS = '零〇○一二三四五六七八九壹貳參肆伍陸柒捌玖么洞';
/**
 * Runs of 8 or more digits written as Chinese numerals (零九一二…) become ASCII digits, and so does a run of 8 or more
 * digits that mixes the two, one by one (0九1二3四5六7八, session 0035).
 */
function chineseDigitRuns(s: string): string {
  // 8 or more alone (零九一二三四五六七八); 2 or more when the text has ASCII digits too (0912 三四五 六七八)
  const min = /\d/.test(s) ? 2 : 8;
  const digit = (c: string) => CN_DIGITS[c] ?? c;
  return s
    .replace(new RegExp(`(?:[\\d${CN_DIGIT_CLASS}][\\s\\-.]{0,2}){7,}[\\d${CN_DIGIT_CLASS}]`, 'g'), (run) =>
      /\d/.test(run) && new RegExp(`[${CN_DIGIT_CLASS}]`).test(run) ? [...run].map(digit).join('') : run,
    )
    .replace(new RegExp(`[${CN_DIGIT_CLASS}]{${min},}`, 'g'), (run) => [...run].map(digit).join(''));
}

/** Digit runs with at most one space, dash, dot or bracket between digits joined: 09 12-345.678 → 0912345678. */
function digitRuns(s: string): string[] {
  return (s.match(/\+?\d(?:[\s\-.()]{0,2}\d)+/g) ?? []).map((r) => r.replace(/[^\d+]/g, ''));
}

const EN_DIGIT: Record<string, string> = {
  zero: '0',
  oh: '0',
  o: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
/** A phone number spelled in English words (zero nine one two …) or Chinese 么/洞 digits is still one. */
function spelledDigits(s: string): boolean {
  const words = s.split(/[^a-z]+/).filter(Boolean);
  let run = '';
  let times = 1;
  for (const w of words) {
    // double one, triple three (session 0035)
    if (w === 'double' || w === 'triple') {
      times = w === 'double' ? 2 : 3;
      continue;
    }
    const d = EN_DIGIT[w];
    if (d === undefined) {
      run = '';
      times = 1;
      continue;
    }
    run += d.repeat(times);
    times = 1;
    if (/09\d{8}$/.test(run) || /^0[2-8]\d{7,8}$/.test(run)) return true;
  }
  return false;
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

const ID_LABEL = /(?:身分證|身份證|身分证|身份证|字號|字号|證號|证号|居留證|\bid)/;
// an address spelled out to get past a filter: lucky at gmail dot com, lucky(at)gmail.com, lucky小老鼠gmail點com
const EMAIL_SPELLED =
  /[a-z0-9._-]{2,}\s*(?:\(at\)|\[at\]|\{at\}|\sat\s|小老鼠|老鼠|艾特)\s*[a-z0-9-]+\s*(?:\.|\(dot\)|\[dot\]|\sdot\s|點|点)\s*(?:com|net|org|tw|edu|gov|cn|hk|io)\b/;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;
const SOCIAL_ID =
  /(?:line|賴|ig|instagram|fb|facebook|臉書|tiktok|抖音|discord|微信|wechat|qq|telegram)\s*(?:id|帳號|账号|號碼|号码|號|号|的帳號|好友)?\s*(?:是|:|：|=|叫|加)?\s*[@＠]?[a-z0-9][a-z0-9._-]{3,29}/;
const ADD_ME = /加我(?:的)?\s*(?:line|賴|ig|fb|好友)|(?:line|賴)\s*(?:id|帳號)/;
const ADDRESS =
  /[\p{Script=Han}]{1,8}(?:路|街|大道|道)\s*(?:[一二三四五六七八九十\d]+\s*段)?\s*(?:[\d一二三四五六七八九十百]+\s*巷)?\s*(?:[\d一二三四五六七八九十百]+\s*弄)?\s*[\d一二三四五六七八九十百零○](?:\s?[\d一二三四五六七八九十百零○])*\s*(?:之\s*\d+\s*)?[號号]/u;
// a lane and an alley with numbers (中山路100巷5弄), a mainland block and flat (3栋2单元501室)
const ADDRESS_PARTS =
  /[\d一二三四五六七八九十百]+\s*巷\s*[\d一二三四五六七八九十百]+\s*(?:弄|號|号)|\d+\s*(?:棟|栋|幢|號樓|号楼)\s*(?:\d+\s*(?:單元|单元))?\s*\d+\s*室|[\p{Script=Han}]{2,8}(?:小區|小区|社區|社区)\s*\d+\s*(?:棟|栋|號|号)/u;
const VILLAGE = /[\p{Script=Han}]{1,6}(?:村|里)\s*\d+\s*鄰/u;

const PHONE_LABELLED =
  /(?:電話|电话|手機|手机|市話|市话|號碼|号码|phone|tel|call\s+me(?:\s+at)?)\s*(?:號碼|号码|是|:|：|打|撥|拨)?\s*(?:是|:|：)?\s*\(?\d{2,4}\)?(?:[\s\-.]*\d{3,4}){1,2}(?![\d])/;
// a thing whose number is no phone number, before 號碼: 統一發票號碼, 車牌號碼, 訂單號碼, 會員號碼, 樂透號碼
const NOT_PHONE_LABEL =
  /(?:發票|发票|車牌|车牌|訂單|订单|會員|会员|序|學|学|座|彩券|樂透|乐透|中獎|中奖|房間|房间|球衣|背|車次|车次|班次|航班|包裹|快遞|快递|追蹤|追踪|貨|货|商品|型|編|编|帳|账|收據|收据|統一|统一|條碼|条码|獎|奖)$/;
// a public place given with its address, and words that make an address one's own
const PUBLIC_PLACE =
  /(?:故宮|博物館|博物院|美術館|紀念館|紀念堂|科學館|動物園|植物園|公園|車站|火車站|捷運站|高鐵站|機場|圖書館|市政府|縣政府|區公所|鄉公所|總統府|立法院|醫院|郵局|警察局|派出所|消防局|體育館|體育場|文化中心|百貨公司|夜市|廟|寺|宮|教堂|古蹟|遊樂園|水族館|天文館|音樂廳|戲院|電影院|商場|市場|老街|大學)(?:的地址|的住址)?(?:在|位於|就在|地址是|住址是|是|：|:)|(?:參觀|去了?|逛|旅行|校外教學|遠足|玩)[^。！!？?]{0,20}[，,](?:它|那裡|那裏|那兒|地點)(?:就)?(?:在|位於)/u;
const OWN_HOME =
  /(?:我家|我們家|我住|住在|家住|家裡|我的地址|我的住址|來我家|到我家|外婆家|阿嬤家|奶奶家|爺爺家|阿公家|my (?:home|house|address))/u;
// a school of one's own (我是 / 我讀 / 我在 … 國小) with a grade and a class
const SCHOOL_CLASS =
  /(?:我|^|[\s，,。、])(?:是|讀|读|在|念|唸|就讀|就读)[\p{Script=Han}]{1,8}(?:國小|国小|小學|小学|國中|国中|實小|实小)[\s，,]*[一二三四五六\d]\s*年\s*[\d一二三四五六七八九十甲乙丙丁忠孝仁愛信義和平]+\s*班/u;
// a surname and one or two characters after the class: …三年二班的王小明
const SCHOOL_NAME =
  /班\s*(?:的)?\s*[王李張张劉刘陳陈楊杨黃黄趙赵吳吴周徐孫孙馬马朱胡郭何林高羅罗鄭郑梁謝谢宋唐許许韓韩馮冯鄧邓曹彭曾蕭萧田董潘袁蔡蔣蒋余杜葉叶程魏蘇苏呂吕丁盧卢姚沈鍾钟姜崔譚谭陸陆范汪廖石金賴赖洪邱江侯簡简游詹莊庄][\p{Script=Han}]{1,2}(?:$|[\s，,。.!！])/u;

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
  if (/09\d{8}/.test(allDigits) && /0[\s\-.]*9(?:[\s\-.]*\d){8}/.test(s) && !drawnNumbers0041(s)) return true;
  for (const m of s.matchAll(/(?<![a-z])[a-z]\s*[1289](?:\s*\d){8}(?!\d)/g)) {
    const id = m[0].replace(/\s/g, '');
    // with its check digit anywhere; without one (a made-up or mistyped number) only after a label:
    // 身分證 F123456789 (編號 A123456788 is a code)
    if (isTaiwanId(id) || ID_LABEL.test(s.slice(Math.max(0, m.index - 12), m.index))) return true;
  }
  if (/(?<!\d)[1-6]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dx](?!\d)/.test(s)) return true; // a mainland ID
  if (EMAIL_SPELLED.test(s)) return true;
  if (EMAIL.test(s)) return true;
  if (SOCIAL_ID.test(s) && ADD_ME_OR_LABEL(s)) return true;
  // in English: my LINE is cat_99 (an id with a digit or an underscore, so "my line is straight" is no id)
  if (
    /(?:my|our)\s+(?:line|ig|instagram|fb|discord|tiktok|wechat|snapchat)\s*(?:id)?\s*(?:is|:)\s*@?(?=[a-z._-]*[0-9_])[a-z0-9._-]{4,}/.test(
      s,
    )
  )
    return true;
  // a QQ or WeChat number given after its name: QQ号 123456789, 微信 wx_lily123
  if (/(?:qq|微信|wechat|weixin)\s*(?:號碼|号码|號|号|帳號|账号|id)?\s*[:：是=]?\s*[a-z0-9_-]{5,}/.test(s)) return true;
  // a landline without its area code, after a label: 我家電話 2345 6789, 家裡的號碼是 2234-5678
  // (not a number of something else: 發票號碼, 車牌號碼, 訂單號碼, 會員號碼, 學號碼 …)
  const labelled = PHONE_LABELLED.exec(s);
  if (
    labelled &&
    labelled[0].replace(/\D/g, '').length >= 7 &&
    !NOT_PHONE_LABEL.test(s.slice(Math.max(0, labelled.index - 6), labelled.index)) &&
    !notAPhone0041(s.slice(Math.max(0, labelled.index - 8), labelled.index), labelled[0].replace(/\D/g, ''))
  )
    return true;
  // one's own school, class and name together: 我是快樂國小三年二班的王小明, 我讀和平國小五年一班…我叫陳小美
  // (the name may come first or after, with or without 我: 我叫陳柏翰，讀…五年二班; …三年五班 叫張育瑄 住學校後面)
  if (
    SCHOOL_CLASS.test(s) &&
    (SCHOOL_NAME.test(s) ||
      /(?:我叫|我的名字是|名字叫|座號|座号|(?:^|[\s，,])叫[\p{Script=Han}]{2,3}(?:$|[\s，,。])|住在?學校|住在?学校)/u.test(
        s,
      ))
  )
    return true;
  // a password given: 我的帳號密碼是abc12345, password: lily0523
  if (/(?:密碼|密码|password|passcode|pin碼|pin码)\s*(?:是|為|为|:|：|=|is)?\s*[a-z0-9_!@#$%^&*.-]{4,}/.test(s))
    return true;
  // an address is a child's own unless it is given as a public place's (故宮在至善路二段221號) with nothing of home
  if ((ADDRESS.test(s) || ADDRESS_PARTS.test(s) || VILLAGE.test(s)) && !(PUBLIC_PLACE.test(s) && !OWN_HOME.test(s)))
    return true;
  // an English address given as one's own: my address is 100 Main Street, I live at 5 Oak Rd
  if (
    /(?:my address is|i live at|i live on|my house is (?:at|on)|come to my house at)\s*\d{1,5}\s+[a-z]+(?:\s+[a-z]+)?\s+(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct)\b/.test(
      s,
    )
  )
    return true;
  if (spelledDigits(s)) return true;
  if (personalInfo0035(s)) return true;
  if (cardNumber(s)) return true;
  return false;
}

// ── session g (issue 19): a card's or an account's number — the health-insurance card, a bank card, a passport ──────
// Labels of a number that must not be published: a card (健保卡, 信用卡, 金融卡, 提款卡, 簽帳卡), an account (帳號 of a
// bank, 存摺, 戶頭), a passport or residence permit; and the same in English.
const CARD_LABEL =
  /(?:健保卡?|健康保險卡|医保卡?|社保卡|信用卡|金融卡|提款卡|簽帳卡|签账卡|銀行卡|银行卡|存摺|存折|帳戶|账户|戶頭|户头|銀行帳號|银行账号|護照|护照|居留證|居留证|卡號|卡号|卡片號碼|卡片号码|(?:card|account|passport|insurance|iban)\s*(?:number|no\.?|#))/;
const CARD_DIGITS = /\d(?:[\s-]?\d){7,18}(?!\d)/g;

/**
 * A number of 8–19 digits (spaces or dashes between) given after a card's, an account's or a passport's label within
 * a few characters (我的健保卡號是 0000 1234 5678, 爸爸的信用卡 4-4-4-4), or a bank card's 16 digits in groups of four
 * with a valid check digit anywhere. An amount, a date or a count after the label is no such number: it has fewer
 * digits (悠遊卡裡有 500 元, 健保卡 2024 年換新).
 */
function cardNumber(s: string): boolean {
  if (!/\d{4}/.test(s.replace(/[\s-]/g, ''))) return false;
  for (const m of s.matchAll(CARD_DIGITS)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 8) continue;
    if (CARD_LABEL.test(s.slice(Math.max(0, m.index - 20), m.index))) return true;
    if (digits.length === 16 && /^\d{4}([\s-]?)\d{4}\1\d{4}\1\d{4}$/.test(m[0]) && luhnValid(digits)) return true;
  }
  return false;
}

// ── session 0035 (issue 19): addresses written the Taiwanese way in English, a number given in parts, ids after a
// looser label, a school with the class after 讀, and meetings offered to strangers ──────────────────────────────

// parts of an address as Taiwan writes it in English: No. 5, Lane 3, Alley 4, Sec. 2, Zhongshan Rd., 8F
const EN_NO =
  /(?<!(?:bus|route|gate|platform|room|page|line|flight|train|car|seat|player|jersey|chapter|exit|track)\s*)\bno\.?\s*\d{1,4}(?:\s*-\s*\d{1,3})?\b/;
const EN_PARTS: RegExp[] = [
  /\b(?:lane|ln\.?|alley|aly\.?)\s*\d{1,4}\b/,
  /\b(?:sec|section)\.?\s*\d\b/,
  /\b(?!(?:the|a|an|this|that|my|our|your|his|her|on|in|at|of|main|one|same|busy|long|big)\s)[a-z']{2,}\.?(?:\s+[nsew]\.?)?\s+(?:rd|road|st|street|ave|avenue|blvd|boulevard)\b/,
  /\b\d{1,2}f(?:\s*-\s*\d)?\b/,
];
const EN_PUBLIC =
  /\b(?:museum|park|station|temple|zoo|library|hospital|school|market|mall|palace|memorial|hall|airport|university|tower|office|restaurant|shop|store|hotel)\b/;
const EN_OWN =
  /\b(?:my|our) (?:home|house|address|flat|apartment)\b|\bi live\b|\bcome to my\b|我家|我們家|我住|住在|家住/;
function englishTaiwanAddress(s: string): boolean {
  const parts = EN_PARTS.filter((re) => re.test(s)).length + (EN_NO.test(s) ? 1 : 0);
  if (parts < 2) return false;
  return EN_OWN.test(s) || !EN_PUBLIC.test(s);
}

// a phone number given in parts with words between (前面是0955，後面是123456; 09 開頭，後面是 21 34 56 78)
const PHONE_WORD =
  /(?:手機|手机|電話|电话|市話|市话|(?:我|我家|我們家|媽媽|妈妈|爸爸|我媽|我爸)的?(?:號碼|号码)|打給我|打给我|phone|mobile|cell|call me|text me)/;
function phoneInParts(s: string): boolean {
  if (!PHONE_WORD.test(s)) return false;
  // with a phone word, runs of three or more Chinese numerals are digits too (零九一二，後面是三四五六七八)
  const t = s.replace(new RegExp(`[${CN_DIGIT_CLASS}]{3,}`, 'g'), (run) =>
    [...run].map((c) => CN_DIGITS[c] ?? c).join(''),
  );
  const groups = t.match(/\d+/g) ?? [];
  if (groups.length < 2 || groups.length > 5) return false;
  // a count, a price or a measure is no part of a number (小美有 0955 元，又賺了 123456 元)
  if (
    /\d\s*(?:元|塊|块|顆|颗|個|个|隻|只|本|頁|页|公尺|公分|公斤|米|克|人|次|分|秒|歲|岁|年|月|日|號|号|樓|楼|%|gb|mb|kg|cm|km)/.test(
      t,
    )
  )
    return false;
  const d = groups.join('').replace(/^886/, '0');
  return /^09\d{8}$/.test(d) || /^0[2-8]\d{7,8}$/.test(d);
}

// an id after a looser label: 我的IG帳號叫做 amy_in_taipei, 搜尋我的 IG：tom.draws.cats, add me on discord: catboy_99
const SOCIAL_LOOSE =
  /(?<![a-z])(?:line|賴|ig|instagram|fb|facebook|臉書|脸书|tiktok|抖音|discord|snapchat|threads|youtube|小紅書|小红书|微信|wechat|gmail|yahoo|hotmail|推特|twitter|roblox|minecraft|steam|psn|switch)[^a-z0-9@＠。！!？?]{0,8}?(?:帳號|账号|帳户|id|名字|名稱|名称|暱稱|昵称|頻道|频道|好友代碼|是|叫|加|我|搜尋|搜索|找|[:：=])[^a-z0-9@＠。！!？?]{0,6}([@＠])?([a-z][a-z0-9._#-]{3,29})/;
// an @handle right after a platform's name (add me on insta @lulu_2016, 我的IG：@ xiaoming_2015), and an id after an
// explicit "id" or 帳號 label (加LINE好友 id: happydino)
const SOCIAL_AT =
  /(?<![a-z])(?:line|賴|ig|insta|instagram|fb|facebook|臉書|tiktok|抖音|discord|snap|snapchat|threads|youtube|twitter|推特|roblox|telegram|tg)[^a-z0-9@＠。！!？?]{0,8}[@＠]\s?[a-z0-9][a-z0-9._-]{2,29}/;
const SOCIAL_LABELLED_ID =
  /(?<![a-z])(?:line|賴|ig|insta|instagram|discord|snap|snapchat|tiktok|抖音|roblox|minecraft|steam)[^a-z0-9。！!？?]{0,6}(?:\bid|帳號|账号)\s*(?:是|為|:|：|=|is)?\s*[a-z][a-z0-9._-]{3,29}/;
const SOCIAL_EN =
  /\b(?:my|our) (?:snap|snapchat|insta|tg|telegram|roblox|steam|gamertag)(?: id| name| account)? (?:is|:)\s*@?(?=[a-z._-]*[0-9_])[a-z0-9._-]{4,}/;
function socialIdLoose(s: string): boolean {
  if (SOCIAL_AT.test(s) || SOCIAL_LABELLED_ID.test(s) || SOCIAL_EN.test(s)) return true;
  const m = SOCIAL_LOOSE.exec(s);
  if (!m) return false;
  // an id has a digit, an underscore, a dot or a # inside it, or an @ before it ("line is straight" has none)
  return !!m[1] || /[0-9_.#]/.test(m[2]!.replace(/\.$/, ''));
}

// a school, then the class after 讀/念/的 (在新興國小讀五年一班), with a name given
const SCHOOL_THEN_CLASS =
  /[\p{Script=Han}]{2,8}(?:國小|国小|小學|小学|國中|国中|實小|实小)[\s，,]*(?:讀|读|念|唸|的|就讀|就读)?[\s]*[一二三四五六\d]\s*年\s*[\d一二三四五六七八九十甲乙丙丁忠孝仁愛信義和平]+\s*班/u;
const OWN_NAME = /(?:我叫|我是|我的名字是|名字叫|座號|座号)[\p{Script=Han}]{2,3}/u;

// a meeting offered to someone met online or a stranger, a home left without grown-ups, a secret meeting
const STRANGER =
  /網友|网友|網路上(?:的|認識)|网上认识|網上|网络上|陌生(?:人|的?(?:叔叔|阿姨|大哥哥|大姐姐|大姊姊|哥哥|姐姐|姊姊|男生|女生|爺爺|伯伯|男人|女人|人))|陌生人|不認識的(?:人|叔叔|阿姨|大哥哥|大姐姐|哥哥|姐姐)|不认识的(?:人|叔叔|阿姨|哥哥|姐姐)|(?:遊戲|游戏|網路|网络|線上|线上|app|discord|群組|群组|直播)(?:裡|里|上|中)?(?:認識|认识|的朋友|的哥哥|的姐姐|的姊姊|的叔叔)|stranger|online friend|internet friend|met (?:you |him |her )?(?:online|on the internet|in (?:the|a) game)|we met in (?:the|a) game/;
const MEET =
  /(?:來|到|去|過來|过来|过去|過去)(?:我家|我們家|我们家)|(?:來|来|到)[^。！？!?]{0,8}(?:接我|等我|找我)|(?:來|来)?找我|(?:來|来)接我|等我|等你|找你|見你|见你|見面|见面|碰面|按電鈴|按门铃|come (?:over )?to my (?:house|home|place)|come over|meet (?:me|up|at)|let ?s meet|pick me up|wait for me|約我|约我|找(?:他|她)|(?:去|到)(?:他|她)家/;
const MEET_HOME =
  /(?:來|到|去|過來|过来)(?:我家|我們家|我们家)|見面|见面|碰面|開門|开门|出去跟你|come (?:over )?to my (?:house|home|place)|come over|meet (?:me|up)|let ?s meet/;
const WARNING =
  /不要|不可以|不能|不准|別|千萬|不會|不会|小心|危險|危险|拒絕|拒绝|(?<!不要|別|不可以)(?:告訴|告诉|問過|问过)(?:大人|爸爸|媽媽|妈妈|爸媽|爸妈|老師|老师|家長|家长|家人)|don ?t|do not|never|should not|must not/;
const NO_GROWN_UP =
  /(?:爸媽|爸妈|爸爸媽媽|爸爸妈妈|家人|大人|我爸|我媽)都?(?:不在|去上班|去工作|出門|出门|出國|出国|很晚才?回來|很晚才?回来)|(?:parents|mom and dad|mum and dad) (?:are|re) (?:at work|out|away)|一個人在家|一个人在家|沒有大人|没有大人|沒人在家|没人在家|no one is home|nobody is home|(?:parents|mom and dad) (?:are not|aren ?t|won ?t be) (?:home|there)|home alone/;
const SECRET =
  /偷偷|秘密|不要(?:跟|告訴|告诉)(?:爸媽|爸妈|媽媽|妈妈|爸爸|大人|老師|老师)|secretly|don ?t tell (?:my|your) (?:parents|mom|dad)/;
// one's home told by a landmark, and a routine walked alone, given to "you"
const HOME_BY_LANDMARK =
  /(?:對面|对面|旁邊|旁边|後面|后面|隔壁|樓上|楼上|樓下|楼下)[^。！？!?]{0,8}就是我家|我家(?:就)?(?:在|住在)[^。！？!?]{1,14}(?:對面|对面|旁邊|旁边|後面|后面|隔壁|樓上|楼上|樓下|楼下|附近|巷子)[^。！？!?]{0,10}(?:第[一二三四五六七八九十\d]+間|第[一二三四五六七八九十\d]+间|[一二三四五六七八九十\d]+樓|[一二三四五六七八九十\d]+楼|那棟|那栋|那間|那间)/u;
const ALONE_ROUTINE = /(?:一個人|一个人|自己一個人|独自|獨自|自己)(?:走路)?(?:[^。！？!?]{0,10})(?:回家|走回家|在家)/u;
const YOU_COME =
  /你(?:可以|就|來|来)?(?:[^。！？!?]{0,10})(?:等我|找我|接我|來我家|来我家|按電鈴|按门铃)|你來按|你来按/u;

// a house number after a village or borough (光明里 12 號): a home's address unless a public place's
const VILLAGE_NUMBER = /[\p{Script=Han}]{1,6}(?:里|村)\s*[\d一二三四五六七八九十百]+\s*(?:之\s*\d+\s*)?[號号]/u;

function personalInfo0035(s: string): boolean {
  if (englishTaiwanAddress(s)) return true;
  if (VILLAGE_NUMBER.test(s) && !(PUBLIC_PLACE.test(s) && !OWN_HOME.test(s))) return true;
  if (phoneInParts(s)) return true;
  if (socialIdLoose(s)) return true;
  if (SCHOOL_THEN_CLASS.test(s) && (OWN_NAME.test(s) || SCHOOL_NAME.test(s))) return true;
  if (WARNING.test(s)) return false;
  if (MEET.test(s) && STRANGER.test(s)) return true;
  // a home without grown-ups, or a meeting kept secret, offered to "you"
  if (MEET_HOME.test(s) && (NO_GROWN_UP.test(s) || SECRET.test(s)) && /你|妳|\byou\b/.test(s)) return true;
  if ((HOME_BY_LANDMARK.test(s) || ALONE_ROUTINE.test(s)) && YOU_COME.test(s)) return true;
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
