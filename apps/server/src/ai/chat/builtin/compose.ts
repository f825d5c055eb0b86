import { CHAT_RESULT_LIMITS as RES, STORY_TEXT_MIN, type ChatResult } from '@storycat/contract';
import { EVENT_VERBS, FEELING_WORDS, KID_NAMES, NICKNAMES, TITLE_EVENTS, looksFor, type BeingKind } from './lexicon.ts';
import type { Feeling, Parts } from './understand.ts';
import { dropMeasures, hash } from './words.ts';

/**
 * Writes the result the way a teacher would write the child's ideas down: place phrases (在公園 / 去公園玩),
 * verb and object together, 了 after a finished action, feelings as 覺得好累 / 開心得跳起來, a connector
 * that joins the page to the one before, and every field within its limit. Never two 在, never a filler.
 */
/** What a result is written from: the parts the child gave (understand.ts), with the hero always known. */
export type Frame = Omit<Parts, 'who'> & {
  who: string;
  /** the cat chose the place, not the child */ catPlace?: boolean;
};

// Lengths as the contract's zod counts them (UTF-16 units; one per Chinese character).
const len = (s: string) => s.length;

/** Candidates within [min, max], unique once punctuation is ignored, in order. */
export function distinct(candidates: string[], max: number, min = 1): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const c of candidates.map(tidy)) {
    const key = c.replace(/[\p{P}\s]/gu, '');
    if (!key || len(c) < min || len(c) > max || seen.has(key) || /在[^，。！]*在/u.test(c)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

/** Doubled punctuation and a comma before the full stop are slips of composition. */
function tidy(s: string): string {
  return s
    .trim()
    .replace(/，+/gu, '，')
    .replace(/^，|，(?=[。！])/gu, '')
    .replace(/([。！])[。！]+/gu, '$1');
}

const ON_SURFACE = /(頂|^山|高山|冰山|島|橋|船|床|葉|月亮|月球|星球|雲|草地|雪地|沙灘)$/u;
const ENCLOSED = /^(森林|城堡|房間|教室|山洞|樹林|叢林|洞穴|花園|果園|菜園|廚房|客廳|游泳池|水族館|博物館|圖書館)$/u;

/** The place said before the action: 在森林裡撿松果, 去公園玩溜滑梯, 回到家, 從城堡回家. */
export function placePhrase(f: Pick<Frame, 'where' | 'motion' | 'what'>, story: boolean): string {
  const where = f.where ?? '';
  const what = f.what ?? '';
  if (!where || what.includes(where)) return '';
  if (f.motion) {
    // 回家 with nothing after it reads better as 回到家 in a story.
    if (story && f.motion === '回' && !what) return `回到${where}`;
    return `${f.motion}${where}`;
  }
  // An action that goes somewhere of its own (回家, 去釣魚) starts from the place said.
  if (/^(回|游回|跑回|走回|飛回)/u.test(what)) return `從${where}`;
  // 去月球 goes somewhere else: no 在 before it (not 在海底去月球).
  if (/^(去|到|[飛游爬跳走跑坐]到|[飛游爬跳走跑]去)/u.test(what)) return '';
  // 在月亮上, 在荷葉上, 在山上: a surface takes 上; an enclosed place 裡 in a story.
  if (ON_SURFACE.test(where) && !/[上裡]$/u.test(where)) return `在${where}上`;
  return `在${where}${story && ENCLOSED.test(where) ? '裡' : ''}`;
}

/** The action with its place inside when it starts with a motion verb: 去釣魚 + 河邊 → 去河邊釣魚. */
function actionAt(f: Frame, vp: string, story: boolean): string {
  const m = /^(去|到|跑去|走去)(?!.*(裡|上|邊))/u.exec(vp);
  if (m && f.where && !f.motion && !vp.includes(f.where)) return `${m[1]}${f.where}${vp.slice(m[1]!.length)}`;
  return `${placePhrase({ ...f, what: vp }, story)}${vp}`;
}

/** 跑很快 is said, 跑得很快 is written: a verb with a degree and a closing word takes 得. */
export function withDe(vp: string): string {
  return vp.replace(/^([跑飛游走跳爬吃唱笑哭睡玩])(很|好|超|非常)(?=\p{Script=Han})/u, '$1得$2');
}

/** A finished action takes 了 after its result verb in a story: 撿到一個瓶子 → 撿到了一個瓶子. */
export function withLe(vp: string): string {
  if (/了/u.test(vp)) return vp;
  if (/^(發現|收到|遇見|看見|聽見)(?=\p{Script=Han})/u.test(vp)) return vp.replace(/^(..)/u, '$1了');
  return vp.replace(/^([\p{Script=Han}]{1,2}?)(到|見|完|掉)(?=[\p{Script=Han}])/u, '$1$2了');
}

const POSITIVE = /^(開心|快樂|高興|興奮|好玩|有趣)$/u;

/** Ways to say how the hero feels, each a different sentence shape. */
export function feelingPhrases(feeling: Feeling | undefined, vp: string): string[] {
  if (!feeling) return [];
  if (!feeling.word) return [feeling.phrase!.replace(/^嚇一/u, '嚇了一')];
  const { word, degree } = feeling;
  const deg = degree || '好';
  const out: string[] = [];
  if (feeling.phrase) out.push(feeling.phrase);
  const verb = /^(玩|跑|吃|笑|唱|跳|游|畫|睡)/u.exec(vp)?.[1];
  if (verb && !vp.includes('得') && (POSITIVE.test(word) || /^(累|舒服)$/u.test(word)))
    out.push(`${verb}得${deg}${word}`);
  if (/^(好玩|有趣)$/u.test(word)) out.push(`覺得${deg === '好' ? '好' : deg}${word}`);
  else out.push(`覺得${deg}${word}`);
  const strong = FEELING_WORDS[word];
  if (strong) out.push(strong);
  out.push(`${deg}${word}喔`.replace(/喔$/u, ''));
  return [...new Set(out)];
}

/** Story openings that join this page to the book: 有一天 on page 1, 第二天/後來/接著 later, 最後 near the end. */
function openings(page: number, earlier: string[], _hero: string, _again: boolean): string[] {
  if (page <= 1 && earlier.length === 0) return ['有一天，', '', '今天，'];
  // 第二天 only as an alternative: the earlier page may be the same day (小明今天生日 … 吹蠟燭).
  const next = ['後來，', '接著，', '然後，', '第二天，'];
  const first = next[hash(`${page}|${earlier.join('')}`) % 3]!;
  const late = page >= 6 || earlier.length >= 5 ? ['最後，'] : [];
  // The same hero doing the same again: 白白又…
  return [...late, first, ...next.filter((o) => o !== first)];
}

/** A page of the story: 5–30 characters, the hero, the place, the action and the feeling. */
export function composeStory(f: Frame, page: number, earlier: string[]): ChatResult[] {
  const hero = f.who;
  const said = (f.what ?? '').replace(/^在/u, '');
  // 回家 as a page's action reads 回到家 (回學校 → 回到學校); an event named as a noun takes its verb.
  const vp = withLe(withDe(EVENT_VERBS[said] ?? said)).replace(
    /^回(?!到|來|去|頭)(\p{Script=Han}{1,4})(?<!了)$/u,
    '回到$1',
  );
  const friend = f.with ? `和${f.with}一起` : '';
  const then = f.then ? `，${withLe(f.then)}` : '';
  const last = earlier[earlier.length - 1] ?? '';
  const again = f.again || (!!last && last.includes(hero) && !!vp && last.includes(vp.slice(0, 2)));
  const opens = f.connector ? [`${f.connector}，`, '', `${f.connector}，`] : openings(page, earlier, hero, false);
  const scene = f.scene ? `${f.scene}，` : '';
  const subject = (open: string) => `${open}${scene}${hero}${again ? '又' : ''}`;
  const act = `${friend}${actionAt(f, vp, true)}${then}`;
  const feels = feelingPhrases(f.feeling, `${vp}${f.then ?? ''}`);
  const [o1 = '', o2 = '', o3 = ''] = opens;
  const [f1, f2, f3] = [feels[0], feels[1] ?? feels[0], feels[2] ?? feels[1] ?? feels[0]];
  // Nothing done by the hero (下雨了，豆豆覺得好無聊): the feeling follows the name directly.
  const end = (feel: string | undefined, mark = '。') => (feel ? `${act || vp ? '，' : ''}${feel}${mark}` : mark);
  // A thing and how it is (書包 / 好重), no action: how the hero finds the thing (覺得書包好重).
  if (f.thing && !f.what && f.feeling && !f.feeling.word && /^(好|很|超|有點|真|太)/u.test(f.feeling.phrase ?? '')) {
    const at = placePhrase(f, true);
    const sees = `覺得${f.thing}${f.feeling.phrase}`;
    return distinct(
      [
        `${subject(o1)}${at}${at ? '，' : ''}${sees}。`,
        `${subject(o2)}${at}${at ? '，' : ''}${sees}！`,
        `${hero}${sees}。`,
      ],
      RES.story,
      STORY_TEXT_MIN,
    ).map((story) => ({ kind: 'story', story }));
  }
  const shapes = [
    `${subject(o1)}${act}${end(f1)}`,
    `${subject(o2)}${act}${end(f2, '！')}`,
    `${subject(o3)}${act}${end(f3)}`,
    // Shorter shapes when the long ones do not fit: no opening, no second action, no friend, no place.
    `${subject('')}${act}${end(f1)}`,
    `${subject('')}${act}${end(f2, '！')}`,
    `${subject('')}${friend}${actionAt(f, vp, true)}${end(f1)}`,
    `${subject('')}${friend}${actionAt(f, vp, true)}${end(f2, '！')}`,
    `${subject('')}${actionAt(f, vp, true)}${end(f1)}`,
    `${subject('')}${vp}${end(f1)}`,
    `${subject('')}${vp}${end(f2, '！')}`,
    `${subject('')}${actionAt(f, vp, true)}。`,
    `${hero}${vp}。`,
  ];
  return distinct(shapes, RES.story, STORY_TEXT_MIN).map((story) => ({ kind: 'story', story }));
}

const EVENT_NOUN = /(記|會|日|行動|派對|冒險|探險|旅行|比賽|之旅|寶藏|發現|故事|魔法|舞會|生日)$/u;
const OPEN_PLACE = /(邊|上|灘|空|外|底|場|原)$/u;
const HOME = /^(家|家裡)$/u;
const BODY = /^(肚子|頭|牙齒|腳|手|眼睛|喉嚨|鼻子|耳朵|膝蓋|尾巴|翅膀|屁股|嘴巴)$/u;
const SURFACE = /(頂|山|地|島|路|街|橋|船|床|樹|葉)$/u;

/** A title of at most 10 characters from who, where and what happens. */
export function composeTitle(f: Frame, bookName?: string): ChatResult[] {
  // A long description of the being (粉紅色的小恐龍) is too long for a title: its head word is enough.
  const one = f.who.length > 4 ? f.who.replace(/^.*的/u, '') : f.who;
  // 兔子和烏龜比賽跑步: a friend named with the hero is in the title too, when it fits.
  const who = f.with && !/^(大家|朋友們)$/u.test(f.with) && (one + f.with).length <= 5 ? `${one}和${f.with}` : one;
  // Home is where every story starts: a title names it only as 的家 (貓咪的生日派對, not 家裡生日派對).
  const where = HOME.test(f.where ?? '') ? '' : (f.where ?? '');
  // A title counts no things: 找到一顆會發光的蛋 → 找到會發光的蛋.
  const what = withDe(dropMeasures((f.what ?? '').replace(/^在/u, '')));
  // 屋頂上的小貓, 草地上的小羊: a surface takes 上; an open place none; the rest 裡 (森林裡的小熊).
  const ofPlace = where
    ? `${where}${OPEN_PLACE.test(where) || /[裡上]$/u.test(where) ? '的' : SURFACE.test(where) ? '上的' : '裡的'}`
    : '';
  const noun = EVENT_NOUN.test(what) && !/^(找|交|去|到|變|開|參加|舉辦|辦|過|慶祝|玩|做|當|看|吃)/u.test(what);
  const event = TITLE_EVENTS[hash(who + where + what) % TITLE_EVENTS.length]!;
  const place = placePhrase({ where, motion: f.motion, what }, false);
  const out: string[] = [];
  // A thing without an action (小熊 / 森林 / 蜂蜜): the hero and the thing, never glued to the place.
  const thing = !what && f.thing ? f.thing : '';
  // A body part is the hero's own (小熊的肚子), never a companion (小熊和肚子).
  if (thing && BODY.test(thing)) out.push(`${who}的${thing}`, `${ofPlace}${who}`);
  else if (thing) out.push(`${who}和${thing}`, `${ofPlace}${who}和${thing}`, `${who}的${thing}`);
  if (what && !noun) out.push(`${who}${place}${what}`, `${who}${what}`, `${ofPlace}${who}`, `${who}的${where}${event}`);
  if (what && noun) out.push(`${who}的${where}${what}`, `${who}的${what}`, `${where}${what}`, `${ofPlace}${who}`);
  out.push(
    where ? `${who}去${where}` : '',
    `${ofPlace}${who}`,
    `${who}的${where}${event}`,
    `${who}的${event}`,
    `${who}的大冒險`,
  );
  // The book's own character by name, when the child's being is what the character is.
  if (bookName && bookName !== who) out.push(...out.slice(0, 2).map((t) => t.replace(who, bookName)));
  const titles = distinct(
    out.filter((t) => t !== who && t !== what && !t.startsWith('的') && !/的的|去$|裡的$/u.test(t)),
    RES.title,
  );
  // The place the child gave stays in the title: when the longest shape did not fit, one naming it comes first.
  const at = where && !f.catPlace ? titles.findIndex((t) => t.includes(where)) : 0;
  if (at > 0) titles.unshift(...titles.splice(at, 1));
  return titles.map((title) => ({ kind: 'title', title }));
}

const NAME_CHARS = '可乖萌甜笑勇奇亮圓毛胖皮聰樂歡星花糖跳唱善美';

/** A nickname from how the character looks or what it is like: 毛茸茸 → 毛毛, 可愛 → 可可. */
function nicknames(f: Frame): string[] {
  const out: string[] = [];
  const words = [f.trait ?? '', ...f.looks];
  for (const w of words) for (const [re, nick] of NICKNAMES) if (re.test(w)) out.push(nick);
  // Otherwise the first character of the trait, doubled, when it makes a name (可愛 → 可可, 調皮 → 皮皮).
  const core = (f.trait ?? '').replace(/^(很|好|超|有點|非常|愛|會|喜歡)+/u, '');
  const ch = [...core].find((c) => NAME_CHARS.includes(c));
  if (ch) out.push(ch + ch);
  return [...new Set(out)];
}

/** A trait as a teacher writes it: 可愛 → 很可愛; 愛唱歌 stays. */
function traitText(t: string | undefined): string {
  if (!t) return '';
  if (/^(很|好|超|有點|非常|愛|會|喜歡|不|最|跑|力氣|是)/u.test(t) || /(很|好|超|得)/u.test(t) || len(t) > 3) return t;
  return `很${t}`;
}

/** Features: the looks before the being, a colour right before it, the trait after it (綁著馬尾的妹妹，很可愛). */
function featureText(who: string, looks: string[], trait: string): string {
  const colourRe = /^[^的、]{1,3}色的?$/u;
  const colour = looks.find((l) => colourRe.test(l))?.replace(/的$/u, '') ?? '';
  const others = looks
    .filter((l) => !colourRe.test(l))
    .map((l) => l.replace(/的$/u, ''))
    // 長長的耳朵 → 耳朵長長(的小兔子); 紅色的尾巴 → 有紅色尾巴: one 的 before the being.
    .map((l) => l.replace(/^有?((\p{Script=Han})\2)的(\p{Script=Han}{1,2})$/u, '$3$1'))
    .map((l) => l.replace(/^有?(\p{Script=Han}{1,2}色)的(\p{Script=Han}{1,2})$/u, '有$1$2'))
    // 有很大的翅膀 → 翅膀很大(的龍): one 的 before the being.
    .map((l) =>
      l.replace(
        /^有(很|好|超|非常)?(大|小|長|短|尖|圓|亮)的(\p{Script=Han}{1,2})$/u,
        (_m, d: string | undefined, a: string, n: string) => `${n}${d ?? ''}${a}`,
      ),
    );
  // A colour is not put before a one-character being (白色貓): 白色的貓, or 白色小貓 after other looks.
  const tint = colour && [...who].length === 1 ? (others.length ? `${colour}小` : `${colour}的`) : colour;
  const being = `${others.join('、')}${others.length ? '的' : ''}${tint}${who}`;
  return trait ? `${being}，${trait}` : being;
}

/** A pet name from what the being is: 小兔兔, 小狗狗 (people and robots get none). */
function petName(who: string, kind: BeingKind | undefined): string {
  if (!kind || kind === 'person' || kind === 'robot') return '';
  const core = who.replace(/^.*的/u, '').replace(/^小/u, '');
  const head = /[子兒仔]$/u.test(core) ? core[0]! : core.slice(-1);
  return `小${head}${head}`;
}

/** Name and features within 10 and 25 characters; features always fit the kind of being. */
export function composeCharacter(f: Frame): ChatResult[] {
  const who = f.who;
  const trait = traitText(f.trait);
  const looks = f.looks;
  const fitting = looksFor(who, f.kind).filter(
    (l) => !looks.some((x) => x.includes(l.slice(-2)) || l.includes(x.slice(-2))),
  );
  const extra = fitting[hash(who + looks.join('')) % Math.max(1, fitting.length)] ?? '';
  const features = [
    featureText(who, looks, trait),
    featureText(who, extra ? [...looks, extra] : looks, trait),
    featureText(who, looks, ''),
  ];
  const fits = distinct(features, RES.characterFeatures);
  // 我 takes no name of its own after a nickname (not 畫畫我).
  const core = who === '我' ? '' : who.length > 1 ? who.replace(/^小/u, '') : who;
  const nicks = nicknames(f);
  const nameCandidates = f.name
    ? [f.name, `${f.name}${core.length <= 2 && !f.name.endsWith(core) ? core : ''}`, `小${f.name.slice(-1)}`]
    : [
        ...nicks.slice(0, 2),
        `${nicks[0] ?? ''}${core}`,
        petName(who, f.kind),
        `小${nicks[0]?.[0] ?? ''}`,
        KID_NAMES[hash(who + (f.trait ?? '')) % KID_NAMES.length]!,
        KID_NAMES[(hash(who + (f.trait ?? '')) + 1) % KID_NAMES.length]!,
      ];
  const names = distinct(
    nameCandidates.filter((n) => n && n !== who && n !== '小'),
    RES.characterName,
  );
  if (names.length === 0) names.push(who);
  const out: ChatResult[] = [];
  for (let i = 0; i < Math.max(3, names.length); i++) {
    const name = names[i % names.length]!;
    const feat = fits[i % Math.max(1, fits.length)] ?? who;
    out.push({ kind: 'character', name, features: feat });
  }
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = JSON.stringify(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
