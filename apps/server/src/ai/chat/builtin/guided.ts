import { CHAT_REPLY_MAX, type ChatContext, type ChatResult } from '@storycat/contract';
import type { ChatTurnInput, ChatTurnOutput } from '../chat-model.ts';
import { composeCharacter, composeStory, composeTitle, type Frame } from './compose.ts';
import { BEING_PLACES, looksFor, PLACE_EVENTS, PLACE_WORDS, STORY_ACTS, TITLE_EVENTS, TRAITS_ALL } from './lexicon.ts';
import { resultProblems } from '../normalise.ts';
import type { Repair } from './repair.ts';
import { options } from './script.ts';
import {
  bareThing,
  beingsIn,
  hasVerb,
  isActivity,
  isBeing,
  namesSomething,
  readCharacter,
  readParts,
  understand,
  type Parts,
  strip,
  type Turn,
} from './understand.ts';
import { hash } from './words.ts';

/**
 * The built-in chat for title, character and story: each child turn is understood (spelling repaired,
 * classified, every slot it fills read from any order), then routed — a "you pick" gets concrete choices, a
 * question or an off-topic turn a kind word and the question again, a correction replaces what it corrects —
 * and the cat asks only for what is still missing. The server keeps no state: the turns are replayed.
 */
type Mode = 'title' | 'character' | 'story';
type SlotKey = 'who' | 'where' | 'what' | 'feeling' | 'looks' | 'trait';

const SLOTS: Record<Mode, SlotKey[]> = {
  title: ['who', 'where', 'what'],
  character: ['who', 'looks', 'trait'],
  story: ['what', 'where', 'feeling'],
};

interface State {
  mode: Mode;
  ctx: ChatContext;
  page: number;
  parts: Parts;
  /** slots the cat filled (a "you pick", or finishing early) */
  byCat: Set<SlotKey>;
  /** the slot whose choices the cat offered last, still open to the child's choice */
  offered?: SlotKey;
  /** what the latest turn was, for the reply */
  last?: Turn;
  /** slots the latest answer filled (a bare correction empties them) */
  lastFilled: SlotKey[];
  seed: string;
}

/** The book's main character: the one the screen sent, else the first being of the title and earlier pages. */
const bookHero = (ctx: ChatContext) =>
  ctx.character?.name?.trim() || beingsIn([ctx.title ?? '', ...(ctx.pages ?? [])].join('，'))[0] || '';

function has(s: State, k: SlotKey): boolean {
  const p = s.parts;
  switch (k) {
    case 'what':
      // Weather or another being's action is what happened on the page (下雨了); a title can be about a thing.
      return !!(p.what || p.scene || (s.mode === 'title' && p.thing));
    case 'who':
      return !!(p.who || p.name);
    case 'looks':
      return p.looks.length > 0;
    case 'feeling':
      return !!p.feeling;
    default:
      return !!p[k];
  }
}

function setFrom(s: State, from: Parts, keys: SlotKey[], force: boolean): SlotKey[] {
  const filled: SlotKey[] = [];
  const p = s.parts;
  // A colour adds up with the looks said before (咖啡色 after 很胖).
  const colours = from.looks.length > 0 && from.looks.every((l) => /色/u.test(l));
  const take = (k: SlotKey) =>
    force || !has(s, k) || s.byCat.has(k) || (k === 'what' && !p.what) || (k === 'looks' && colours);
  for (const k of keys) {
    const fresh = k === 'who' ? !!(from.who || from.name) : k === 'looks' ? from.looks.length > 0 : !!from[k];
    if (!fresh || !take(k)) continue;
    s.byCat.delete(k);
    filled.push(k);
    if (k === 'who') {
      if (from.who) [p.who, p.kind] = [from.who, from.kind];
      if (from.name) p.name = from.name;
      if (from.with) p.with = from.with;
    } else if (k === 'where') [p.where, p.motion] = [from.where, from.motion];
    else if (k === 'looks') p.looks = s.byCat.has('looks') || force ? [...from.looks] : [...p.looks, ...from.looks];
    else if (k === 'what') {
      p.what = from.what;
      if (from.with) p.with = from.with;
    } else if (k === 'feeling') p.feeling = from.feeling;
    else if (k === 'trait') p.trait = from.trait;
  }
  // 在家, then 回家: the same place, now with the way there.
  if (from.where && from.where === p.where && from.motion && !filled.includes('where')) p.motion = from.motion;
  // A name given later still names the character (叫做阿花).
  if (from.name && !filled.includes('who')) p.name = from.name;
  return filled;
}

/** What a free answer means for the slot that was asked, when no lexicon recognised it. */
function freeAnswer(s: State, asked: SlotKey, turn: Turn): Parts | undefined {
  // Only words reach a book: emoji, digits and symbols are dropped.
  const text = turn.text.replace(/[^\p{Script=Han}A-Za-z]+/gu, '');
  const short = text
    .replace(
      asked === 'looks' || asked === 'trait'
        ? /^(我覺得|應該是)/u
        : /^(我覺得|我想要|我想|應該是|是|有|在|叫做|叫|最後|然後|後來|接著)/u,
      '',
    )
    .replace(/(啦|啊|喔|吧|呢)+$/u, '');
  if (!/\p{Script=Han}/u.test(short)) return undefined;
  const size = [...short].length;
  const verb = hasVerb(short);
  if ((asked === 'who' || asked === 'where') && !namesSomething(short)) return undefined;
  if (asked === 'who' && size <= 6 && !verb) return { looks: [], who: short.replace(/^(我的|我|一隻|一個|一位)/u, '') };
  if (asked === 'where' && size <= 6 && !verb)
    return { looks: [], where: short.replace(/^(去|到|回)/u, '').replace(/(裡面|裡|上面)$/u, '') };
  // An action has a verb, or is a thing or an activity the cat can ask about (一起 alone is neither).
  if (asked === 'what' && size <= 14 && (verb || bareThing(short) || size >= 3 || isActivity(short)))
    return { looks: [], what: short };
  // 很入迷, 好想睡: a degree word makes it how the hero feels, whatever the dictionary tags the rest.
  if (asked === 'feeling' && size <= 8 && (!verb || /^(好|很|超|有點|真|太|非常)/u.test(short)))
    return { looks: [], feeling: { word: '', degree: '', phrase: short } };
  if (asked === 'trait' && size <= 10) return { looks: [], trait: short };
  if (asked === 'looks') {
    const c = readCharacter(`，${short}`);
    if (c.looks.length || c.trait) return c;
  }
  return undefined;
}

/** A story turn: another being's action or the weather is the scene; a second action of the hero follows the first. */
function storyParts(s: State, parts: Parts): Parts {
  const hero = bookHero(s.ctx) || s.parts.who;
  const out = { ...parts };
  const group = /^(大家|我們|他們)$/u.test(parts.who ?? '');
  if (parts.who && hero && !group && !hero.includes(parts.who) && !parts.who.includes(hero) && parts.what) {
    out.scene = `${parts.who}${parts.what}`;
    out.who = undefined;
    out.what = undefined;
  }
  if (!hero && parts.who) s.parts.who = parts.who;
  // 大家 and 我們 include the hero: she goes along with them.
  if (group && hero) s.parts.with = parts.who === '大家' ? '大家' : '朋友們';
  if (out.scene) s.parts.scene = out.scene;
  if (parts.connector) s.parts.connector = parts.connector;
  if (parts.again) s.parts.again = true;
  if (parts.with) s.parts.with = parts.with;
  // 打開寶箱, then 裡面有金幣: a second action, not a replacement.
  if (out.what && s.parts.what && !s.byCat.has('what') && !s.parts.then && out.what !== s.parts.what) {
    s.parts.then = out.what;
    out.what = undefined;
  }
  return out;
}

function nextSlot(s: State): SlotKey | undefined {
  return SLOTS[s.mode].find((k) => !has(s, k));
}

/** Replays the child's turns into the state. */
function replay(input: ChatTurnInput, mode: Mode): State {
  const said = input.history.filter((m) => m.role === 'user').map((m) => m.content);
  if (input.message) said.push(input.message);
  const s: State = {
    mode,
    ctx: input.context,
    page: input.page ?? 1,
    parts: { looks: [] },
    byCat: new Set(),
    lastFilled: [],
    seed: `${mode}|${input.page ?? ''}|${JSON.stringify(input.context)}`,
  };
  const known = [bookHero(input.context)].filter(Boolean);
  for (const text of said) {
    const asked = s.offered ?? nextSlot(s) ?? SLOTS[mode][0]!;
    const turn = understand(text, known, mode === 'character');
    s.last = turn;
    const keys = SLOTS[mode];
    if (turn.kind === 'pick') {
      if (s.offered === asked) {
        // The cat asked about a thing without filling anything: "you pick" takes its first idea.
        if (!has(s, asked)) {
          fillByCat(s, asked);
          s.byCat.delete(asked);
        }
        s.offered = undefined;
      } else if (!has(s, asked) || s.byCat.has(asked)) {
        fillByCat(s, asked);
        s.offered = asked;
      }
      s.lastFilled = [];
      continue;
    }
    if (turn.kind === 'correction') {
      const filled = setFrom(s, turn.parts, keys, true);
      if (filled.length === 0) for (const k of s.lastFilled) clearSlot(s, k);
      s.lastFilled = filled;
      s.offered = undefined;
      continue;
    }
    if (turn.kind !== 'answer') continue;
    let parts = turn.parts;
    // 「晚上」 alone: when the page happens, not what happens; the cat still asks what.
    const onlyWhen = parts.connector && !parts.what && !parts.who && !parts.where && !parts.feeling && !parts.scene;
    if (mode === 'story' && onlyWhen) {
      s.parts.connector = parts.connector;
      s.lastFilled = [];
      continue;
    }
    // After a thing (書包), 「好重」 says how the thing is, not what the hero did.
    const how = /^(好|很|超|有點|真|太)(\p{Script=Han}{1,3}?)[了啊喔耶]*$/u.exec(strip(turn.text));
    if (
      mode === 'story' &&
      s.parts.thing &&
      !s.parts.what &&
      how &&
      !parts.feeling &&
      (how[2]!.length === 1 || !hasVerb(how[2]!))
    )
      parts = { looks: [], feeling: { word: '', degree: '', phrase: how[0].replace(/[了啊喔耶]+$/u, '') } };
    // 媽媽, then 幫他擦藥: the being named before does the action — a scene of its own (媽媽幫他擦藥).
    if (mode === 'story' && s.parts.thing && isBeing(s.parts.thing) && parts.what && !parts.who && !s.parts.what) {
      s.parts.scene = `${s.parts.thing}${parts.what}`;
      s.parts.thing = undefined;
      s.offered = undefined;
      parts = { ...parts, what: undefined };
    }
    // A thing named after the cat's own idea (藏寶圖 … then 「狗」): the child's thing replaces the idea, and the
    // cat asks what happened with it.
    const named = strip(turn.text);
    if (mode === 'story' && asked !== 'what' && (s.byCat.has('what') || !has(s, 'what')) && bareThing(named)) {
      clearSlot(s, 'what');
      s.parts.thing = named;
      s.offered = 'what';
      s.lastFilled = [];
      continue;
    }
    // A lone word the reader took for an action answers the question asked: 小明 for who, 屋頂 for where.
    const onlyWhat = parts.what && !parts.who && !parts.where && !parts.feeling && !parts.scene;
    if (onlyWhat && asked !== 'what') {
      const free = freeAnswer(s, asked, turn);
      if (free) parts = { ...free, connector: parts.connector, again: parts.again };
    }
    // A feeling asked for and an action given (睡覺, 跑得很快): it is the action, or a second one.
    if (mode === 'story') parts = storyParts(s, parts);
    let filled = setFrom(s, parts, mode === 'story' ? keys : ['who', ...keys.filter((k) => k !== 'who')], false);
    if (s.parts.then || s.parts.scene) filled = filled.length ? filled : ['what'];
    if (filled.length === 0 && !has(s, asked)) {
      const free = freeAnswer(s, asked, turn);
      if (free) filled = setFrom(s, free, [asked], true);
      else turn.kind = 'offtopic';
    } else if (filled.length === 0 && s.offered === asked) {
      const free = freeAnswer(s, asked, turn);
      if (free) filled = setFrom(s, free, [asked], true);
    }
    if (filled.length) s.offered = undefined;
    s.lastFilled = filled;
    // 「魚」 for what happened: no action to write. The cat asks what happened with it, with ideas.
    if (mode !== 'character' && s.parts.what && !s.parts.then && !s.byCat.has('what') && bareThing(s.parts.what)) {
      s.parts.thing = s.parts.what;
      s.parts.what = undefined;
      if (mode === 'story') s.offered = 'what';
    }
  }
  return s;
}

function clearSlot(s: State, k: SlotKey) {
  const p = s.parts;
  if (k === 'who') [p.who, p.kind, p.name] = [undefined, undefined, undefined];
  else if (k === 'looks') p.looks = [];
  else if (k === 'where') [p.where, p.motion] = [undefined, undefined];
  else p[k] = undefined;
  s.byCat.delete(k);
}

/** Everything the book already says (title, character, earlier pages). */
const bookText = (ctx: ChatContext) =>
  [ctx.title, ctx.character?.name, ctx.character?.features, ...(ctx.pages ?? [])].filter(Boolean).join('，');

/** The cat's choices for a slot: from the book first, then what fits the answers so far. */
function choices(s: State, k: SlotKey): string[] {
  const p = s.parts;
  const book = bookText(s.ctx);
  const who = p.who ?? p.name ?? '';
  switch (k) {
    case 'who': {
      const fromBook = readParts(s.ctx.title ?? '').who;
      return rotate(
        s,
        k,
        [bookHero(s.ctx), fromBook],
        ['小貓', '小狗', '小兔子', '小熊', '小恐龍', '機器人', '小女孩', '小企鵝', '小狐狸'],
      );
    }
    case 'where': {
      const inBook = PLACE_WORDS.filter((w) => w.length > 1 && book.includes(w));
      const likely = Object.entries(BEING_PLACES)
        .filter(([b]) => who && (who.includes(b.replace(/^小/u, '')) || b.includes(who)))
        .flatMap(([, ps]) => ps);
      return rotate(
        s,
        k,
        [...inBook.reverse(), ...likely],
        ['森林', '海底', '海邊', '公園', '學校', '太空', '城堡', '家裡'],
      );
    }
    case 'what': {
      if (p.thing && s.mode === 'story') return thingActs(p.thing);
      if (s.mode === 'title') {
        const at = Object.entries(PLACE_EVENTS).find(([pl]) => (p.where ?? '').includes(pl))?.[1] ?? [];
        return rotate(s, k, at, ['找朋友', ...TITLE_EVENTS]);
      }
      const pages = s.ctx.pages ?? [];
      // Someone met on an earlier page can come back.
      const hero = bookHero(s.ctx) || who;
      const friend = beingsIn(pages[pages.length - 1] ?? '').find((b) => !hero.includes(b) && !b.includes(hero));
      const again = friend ? [`又遇見了${friend}`, `和${friend}一起玩`] : [];
      const stage = s.page <= 1 && pages.length === 0 ? 'start' : s.page >= 5 || pages.length >= 4 ? 'end' : 'middle';
      return rotate(s, k, again, [...STORY_ACTS[stage]]).concat(stage === 'middle' ? [] : STORY_ACTS.middle);
    }
    case 'feeling':
      return ['開心得跳起來', '覺得好害怕', '嚇了一大跳', '覺得好累', '覺得好難過', '好興奮'];
    case 'looks':
      return rotate(s, k, [], looksFor(who, p.kind));
    case 'trait':
      return rotate(s, k, [], TRAITS_ALL);
  }
}

const unique = (xs: (string | undefined)[]) => [...new Set(xs.filter((x): x is string => !!x))];

/** The book's own words first, then the lexicon's rotated per book, so two books do not get the same ideas. */
function rotate(s: State, k: SlotKey, fromBook: (string | undefined)[], general: string[]): string[] {
  const n = general.length ? hash(`${s.seed}|${k}`) % general.length : 0;
  return unique([...fromBook, ...general.slice(n), ...general.slice(0, n)]);
}

/** What can happen with a thing the child named: a being is met, a body part hurts, a thing is found. */
function thingActs(t: string): string[] {
  if (isBeing(t)) return [`看到${t}`, `遇到${t}`, `和${t}一起玩`];
  if (/^肚子$/u.test(t)) return ['肚子餓了', '肚子痛', '肚子咕嚕咕嚕叫'];
  if (/^(頭|牙齒|腳|手|眼睛|喉嚨|鼻子|耳朵|膝蓋)$/u.test(t)) return [`${t}痛`, `${t}受傷了`];
  return [`找到${t}`, `看到${t}`, `撿到${t}`];
}

/** The feeling that suits what happened, when the cat chooses it. */
function fittingFeeling(what: string): string {
  if (/迷路|怪獸|黑|打雷|掉|怪|鬼|聲音/u.test(what)) return '害怕';
  if (/餓|痛|受傷/u.test(what)) return '難過';
  if (/受傷|不見|吵架|弄壞|哭|說再見/u.test(what)) return '難過';
  if (/睡/u.test(what)) return '舒服';
  if (/回家|回到家|爬山|跑步/u.test(what)) return '累';
  if (/發現|撿到|找到|收到|寶|信/u.test(what)) return '驚訝';
  return '開心';
}

function fillByCat(s: State, k: SlotKey) {
  // The first of the choices the cat shows, so a second "you pick" takes what she already named.
  const pick = choices(s, k)[0]!;
  const parts =
    k === 'feeling'
      ? { looks: [], feeling: { word: fittingFeeling(s.parts.what ?? ''), degree: '好' } }
      : k === 'looks'
        ? { looks: [pick] }
        : k === 'trait'
          ? { looks: [], trait: pick }
          : k === 'where'
            ? { looks: [], where: pick }
            : k === 'who'
              ? { ...readParts(pick), who: pick }
              : { looks: [], what: pick };
  setFrom(s, parts as Parts, [k], true);
  s.byCat.add(k);
}

const show = (v: string | undefined, fallback: string) => ([...(v || fallback)].length > 8 ? fallback : v || fallback);

function question(s: State, k: SlotKey): string {
  const p = s.parts;
  const who = show(p.name ?? p.who, '主角');
  const hero = show(p.who ?? bookHero(s.ctx), '主角');
  switch (k) {
    case 'who':
      if (s.mode === 'character') return '你的主角是什麼呢？是動物還是人？';
      return bookHero(s.ctx) ? `主角是${show(bookHero(s.ctx), '')}嗎？還是別人呢？` : '故事的主角是誰呢？';
    case 'where':
      return s.mode === 'story' ? `${hero}在哪裡呢？` : `${who}在哪裡呢？`;
    case 'what':
      if (s.mode === 'title') return p.where ? `${who}在${show(p.where, '那裡')}做什麼呢？` : `${who}發生什麼事呢？`;
      if (p.where) return `${hero}${p.motion ?? '在'}${show(p.where, '那裡')}做了什麼呢？`;
      return s.page <= 1 && !s.ctx.pages?.length
        ? `第${s.page}頁，${hero}遇到什麼事呢？`
        : `第${s.page}頁，接下來${hero}做了什麼？`;
    case 'feeling':
      return `${hero}覺得怎麼樣呢？`;
    case 'looks':
      return `${who}長什麼樣子呢？`;
    case 'trait':
      return `${who}有什麼特別的地方？`;
  }
}

/** 「你是說『兔子』嗎？」: the kind way a teacher checks a repaired word. */
export function repairQuestion(repairs: Repair[]): string {
  const r = repairs[0];
  if (!r) return '';
  if (r.choices && r.choices.length > 1) return `你是說${r.choices.map((c) => `『${c}』`).join('還是')}呢？`;
  return `你是說『${r.meant}』嗎？`;
}

/** Prefix and question in one message within the reply limit; the prefix goes first when it does not fit. */
function say(...parts: string[]): string {
  const all = parts.filter(Boolean);
  for (let drop = 0; drop < all.length; drop++) {
    const msg = [all[0]!, ...all.slice(1 + drop)].join('');
    if ([...msg].length <= CHAT_REPLY_MAX) return msg;
  }
  return all[all.length - 1]!.slice(0, CHAT_REPLY_MAX);
}

function reply(s: State, k: SlotKey): { message: string; options: string[] } {
  const turn = s.last;
  const repair = turn ? repairQuestion(turn.repairs) : '';
  const q = question(s, k);
  if (s.offered === k && k === 'what' && s.parts.thing) {
    // A kind follow-up: what happened with the thing she named?
    const hero = show(s.parts.who ?? bookHero(s.ctx), '主角');
    const [a, b] = choices(s, k);
    const ask = `${show(s.parts.thing, '它')}怎麼了呢？${hero}${a}，還是${b}？`;
    return { message: say(repair, ask), options: options(choices(s, k)) };
  }
  if (s.offered === k) {
    const c = choices(s, k).slice(0, 3);
    return { message: say(repair, `我想到${c.join('、')}，你喜歡哪個？`), options: options(choices(s, k)) };
  }
  const lead =
    turn?.kind === 'offtopic'
      ? '我們先回到故事喔！'
      : turn?.kind === 'question'
        ? '好問題！我們一起想想。'
        : turn?.kind === 'about-cat'
          ? '我是故事貓，最愛聽故事！'
          : turn?.kind === 'correction'
            ? '好，我知道了！'
            : turn?.kind === 'answer' && s.lastFilled.length
              ? praise(s)
              : '';
  return { message: say(repair || lead, q), options: options(choices(s, k)) };
}

function praise(s: State): string {
  const words = ['好棒！', '真有趣！', '好主意！', '我喜歡！'];
  return words[hash(s.seed) % words.length]!;
}

function frame(s: State): Frame {
  const p = s.parts;
  // A book without a main character is told in the first person, as children write diaries.
  const who = s.mode === 'story' ? (p.who ?? bookHero(s.ctx)) || '我' : (p.who ?? p.name ?? '');
  return { ...p, who, catPlace: s.byCat.has('where') };
}

function compose(s: State): ChatResult[] {
  const f = frame(s);
  if (s.mode === 'title') {
    const hero = bookHero(s.ctx);
    const features = s.ctx.character?.features ?? '';
    const same = hero && f.who && (features.includes(f.who.replace(/^小/u, '')) || f.who === hero);
    return composeTitle(f, same ? hero : undefined);
  }
  if (s.mode === 'character') return composeCharacter(f);
  return composeStory(f, s.page, s.ctx.pages ?? []);
}

function doneMessage(s: State, r: ChatResult): string {
  const repair = s.last ? repairQuestion(s.last.repairs) : '';
  const msg =
    r.kind === 'title'
      ? `書名想好了：「${r.title}」！喜歡嗎？`
      : r.kind === 'character'
        ? `主角「${r.name}」誕生了！喜歡嗎？`
        : `第${s.page}頁寫好了！喜歡嗎？`;
  return say(repair, msg);
}

/** One turn of the built-in chat for title, character or story mode. */
export function guidedTurn(input: ChatTurnInput, mode: Mode): ChatTurnOutput {
  const s = replay(input, mode);
  const missing = nextSlot(s);
  const first = s.last?.repairs[0];
  const confirm = first ? { said: first.said, meant: first.meant } : undefined;
  const extra = confirm && input.message ? { confirm } : {};
  if (!input.mustFinish && (missing || s.offered)) {
    const { message, options: opts } = reply(s, s.offered ?? missing!);
    return { message, options: opts, done: false, ...extra };
  }
  // On finishing early the cat fills what is missing — but never invents where a page happens.
  // 書包 / 好重: how the thing is is already a sentence (覺得書包好重); nothing to invent.
  const p = s.parts;
  const thingIs = !!p.thing && !!p.feeling && !p.feeling.word && /^(好|很|超|有點|真|太)/u.test(p.feeling.phrase ?? '');
  // 去月球: the action goes somewhere of its own; the cat adds no place to it.
  const goesAway = /^(去|到|[飛游爬跳走跑坐]到|[飛游爬跳走跑]去)/u.test(p.what ?? '');
  // 跳到荷葉上: going there is the page's action; the cat adds none of its own.
  const moved = mode === 'story' && !!p.motion && !!p.where && !p.what && !p.thing;
  for (const k of SLOTS[mode])
    if (
      !has(s, k) &&
      !(mode === 'story' && k === 'where') &&
      !(thingIs && k === 'what') &&
      !(moved && k === 'what') &&
      !(k === 'where' && goesAway)
    )
      fillByCat(s, k);
  if (mode === 'story' && !s.parts.feeling) fillByCat(s, 'feeling');
  let results = compose(s).filter((r) => resultProblems(r).length === 0);
  if (results.length === 0) {
    // Nothing the child said composes within the limits: the cat's own ideas, so the child still gets a result.
    for (const k of [...SLOTS[mode], 'who' as const]) clearSlot(s, k);
    for (const k of SLOTS[mode]) fillByCat(s, k);
    if (mode === 'story') fillByCat(s, 'feeling');
    results = compose(s);
  }
  const [result, ...alternatives] = results;
  return {
    message: doneMessage(s, result!),
    options: [],
    done: true,
    result,
    alternatives,
    ...extra,
  };
}
