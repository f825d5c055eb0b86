import { segment } from '../../text/segment.ts';
import { BEING_KINDS, FEELING_WORDS, PLACE_WORDS, type BeingKind } from './lexicon.ts';
import { HAPPENINGS, THINGS } from './lexicon.ts';
import { repairText, tagWords, type Repair } from './repair.ts';

/**
 * What one child turn says, read the way a teacher reads it: first the spelling repaired, then what kind of
 * turn it is (an answer, "you pick", a question back, off-topic, a correction), then every slot it fills —
 * who, where, what happens, how it feels, a name, looks, a trait — whatever question it answered.
 */
export type TurnKind = 'answer' | 'pick' | 'question' | 'about-cat' | 'offtopic' | 'correction';

export interface Parts {
  who?: string;
  kind?: BeingKind;
  name?: string;
  where?: string;
  /** the verb before the place: 去公園, 回家, 到海邊 */
  motion?: string;
  what?: string;
  /** a thing named as what happened, without a verb (魚, 書包): the cat asks what happened with it */
  thing?: string;
  /** a second action of the same page (打開寶箱，「裡面有金幣」) */
  then?: string;
  /** what happens to the hero, said first: weather, or another being's action (下雨了, 鯊魚走了) */
  scene?: string;
  /** the child's own connector (最後, 後來, 突然) */
  connector?: string;
  /** the child said 又 */
  again?: boolean;
  /** a friend who goes along (小兔子和小熊…) */
  with?: string;
  feeling?: Feeling;
  looks: string[];
  trait?: string;
}

export interface Feeling {
  /** the adjective (開心, 累) or '' when the child said a whole phrase */
  word: string;
  /** the degree word she used (好, 很, 有點) */
  degree: string;
  /** a phrase to use as it is (開心得跳起來, 嚇了一跳) */
  phrase?: string;
}

export interface Turn {
  said: string;
  text: string;
  repairs: Repair[];
  kind: TurnKind;
  parts: Parts;
}

// Where a recognised part was cut out of a turn: keeps the words on either side apart.
const GAP = '\u3000';
const PUNCT = /[\s。，、！？!?,.;；：:~～…「」『』()（）"'“”‘’]+/gu;
const strip = (s: string) => s.replace(PUNCT, '');

const PICK =
  /^(?:我也|我)?(嗯+|恩+|呃+|喔+|哦+|欸+|好+|好啊|好喔|好吧|可以|對+|對啊|是|是的|ok|OK|不知道|我不知道|不曉得|我也不知道|不清楚|隨便|都可以|都好|你幫我選|幫我選|你選|你決定|你想|你幫我想|幫我想|你來|你說|你說呢|你覺得呢|沒有|沒想法|想不到|想不出來|我想不到|不會|還沒想到|不要|不想|沒意見|看你|你幫我|你幫我寫|幫我寫)[啦啊喔耶吧呢嘛]*$/iu;
const CORRECTION = /^(不是啦|不是|不對啦|不對|錯了|才不是|我是說|我說的是|是說)(啦|喔|啊|的)?/u;
const QUESTION_WORDS = /(什麼|甚麼|怎麼|為什麼|哪裡|哪個|哪一個|誰|幾|嗎|呢)[？?]?$|[？?]$/u;
const ASKS_FOR_IDEAS = /(寫什麼|什麼好|怎麼寫|你覺得|有什麼|給我|例子|建議|幫我|可以寫|要寫|選什麼|哪個好)/u;
const ABOUT_CAT = /^(你|妳)(是誰|叫什麼|幾歲|喜歡|會不會|會|住|是貓|是男生|是女生|吃什麼|在哪)/u;
// The child's own here and now, not the story: only when no slot of the story was found in the turn.
const OFFTOPIC =
  /(廁所|尿尿|喝水|口渴|肚子餓|好餓|下課了|作業|功課|手機|電動|玩遊戲|看卡通|看電視|幾點|午餐|便當|點心時間|好無聊喔|不想寫|不想玩|你好笨|你很笨|哈哈|呵呵|嘻嘻|掰掰|晚安|早安|你好|冰淇淋|^老師說|^媽媽說)/u;

const FILLER_START =
  /^(嗯+|恩+|呃+|喔+|那個|就是|我覺得|我想要|我想|我要|應該是|應該|可能是|好像是|我的主角是|主角是|主角|他是|她是|牠是|它是|是|有|我選|選)/u;
// Lighter, for a character's looks: 有天線 and 是紅色的 keep their verb.
const LOOK_FILLER = /^(嗯+|恩+|呃+|喔+|那個|就是|我覺得|我想要|我想|應該是|我的主角是|主角是|主角|牠|它|他|她)+/u;
const CONNECTOR = /^(最後|後來|然後|接著|結果|第二天|隔天|有一天|突然|今天|晚上|早上)/u;
const FILLER_END = /(啦|啊|喔|耶|吧|呢|嘛|哦|吧)+$/u;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const COLOURS = '紅橙橘黃綠藍紫黑白粉灰金銀彩咖棕';
const BEING_RE = new RegExp(
  `(?:(?:粉紅|淺藍|深藍|天藍|咖啡|[${COLOURS}])色的?)?(?:小|大|老)?(?:[${COLOURS}](?=兔|貓|狗|熊|鳥|魚|龍|豬|羊))?(${alternation(Object.values(BEING_KINDS).flat())})`,
  'u',
);
const KIND_OF = new Map<string, BeingKind>(
  Object.entries(BEING_KINDS).flatMap(([k, ws]) => ws.map((w) => [w, k as BeingKind] as const)),
);

const MOTION = '(?:[飛游爬跳走跑搬坐開騎衝滑]?(?:到|去|回))|來到';
const PLACE_RE = new RegExp(
  `(在|${MOTION}|從|住在|待在)?(${alternation(PLACE_WORDS)})(裡面|裡|上面|上|下面|旁邊|附近|邊)?`,
  'gu',
);
// A place the lexicon does not know: after 在/去/到 and before a locative ending (在外婆的菜園裡).
const OTHER_PLACE_RE = new RegExp(`(在|${MOTION})(\\p{Script=Han}{1,5}?)(裡面|裡|上面|上|下面|底下|旁邊|附近)`, 'u');
// A verb that takes its place with 在 (躲在葉子下面): the place stays in the action.
const VERB_ZAI = /[躲住坐站睡躺藏放掉趴停蹲]在$/u;

// Nouns that are an activity all by themselves (去野餐, 開舞會): they need no verb.
const ACTIVITY_NOUN =
  /(野餐|郊遊|露營|舞會|派對|比賽|遊戲|表演|魔術|魔法|音樂會|運動會|冒險|探險|旅行|生日|慶生|游泳|唱歌|跳舞|畫畫|睡覺|吃飯|回家|上學|放學|爬山|釣魚|散步|跑步|踢球|看書|功課|作業)$/u;

/** A noun that is an activity by itself (野餐, 生日, 畫畫). */
export const isActivity = (text: string) => ACTIVITY_NOUN.test(text);

/**
 * A "what happened" answer that names only a thing (魚, 書包, 肚子): no verb, every word a common noun or a
 * being. It cannot be written as an action: the cat asks what happened with it.
 */
export function bareThing(text: string): boolean {
  if (!text || ACTIVITY_NOUN.test(text) || [...text].length > 6) return false;
  const words = tagWords(text);
  // The dictionary tags many verb–object words as nouns (回家, 交朋友, 釣魚): a noun whose first character is a
  // verb of its own is one of them, unless it is a known thing (玩具, 流星).
  const noun = (w: { text: string; tag: string }) =>
    isBeing(w.text) ||
    THINGS.includes(w.text) ||
    (/^ng?$/u.test(w.tag) && !/^v/u.test(tagWords(w.text[0]!)[0]?.tag ?? ''));
  // 問小鳥: a one-character word before a being is a verb the dictionary did not tag as one.
  const oneWord = words.length === 1 || [...(words[0]?.text ?? '')].length > 1;
  return words.length > 0 && oneWord && words.every(noun);
}

/**
 * Can a free answer name who or where? Not when it starts with a time, a degree, a companion or a manner word
 * (今天好熱, 好美, 跟媽媽…, 慢慢…): those are about how things are, not a being or a place.
 */
export function namesSomething(text: string): boolean {
  if (/^(今天|明天|昨天|現在|晚上|早上|好|很|超|有點|真|太|跟|和|一起|慢慢|也|都|就|不|沒)/u.test(text)) return false;
  if (isActivity(text)) return false;
  return !tagWords(text).some((w) => /^(p|t|d|y|e|u)/u.test(w.tag));
}

/** Does a phrase have a verb (the segmenter's dictionary says so)? */
export const hasVerb = (text: string) => tagWords(text).some((w) => /^v/u.test(w.tag));

const DEGREE = '(好|很|超級|超|非常|有點|有一點|有一點點|真|太|特別|覺得|覺得好|覺得很)?';
const FEELING_RE = new RegExp(
  `${DEGREE}(${alternation(Object.keys(FEELING_WORDS))})(得[\\p{Script=Han}]{2,5})?(了|喔|啊)?`,
  'u',
);
const FEELING_PHRASES =
  /(嚇了一大跳|嚇了一跳|嚇一大跳|嚇一跳|哈哈大笑|笑哈哈|大哭|笑咪咪|嚇壞了|鬆了一口氣|好漂亮|好香|好甜|好好吃|好好玩|好涼|好痛|好酷|好棒)/u;

const LOOK_VERB = /^(綁|戴|穿|背|拿|抱|披|揹)(?!著)/u;
const LOOK_WORDS =
  /(^(很|好|超|有點)(高|矮|壯|胖|瘦|大|小)$|腳|手|牙|觸角|馬尾|辮子|眼鏡|洋裝|裙子|衣服|帽子|書包|鞋|頭髮|耳朵|尾巴|翅膀|眼睛|鼻子|嘴巴|毛|角|鬍|斑點|條紋|羽毛|鱗|殼|天線|輪子|皇冠|斗篷|披風|領結|蝴蝶結|圍巾|色|高高|矮矮|胖|瘦|圓|大大|小小|長長|短短|捲|亮晶晶|毛茸茸)/u;
const TRAIT_WORDS =
  /(可愛|勇敢|善良|聰明|調皮|害羞|活潑|溫柔|好奇|貪吃|愛哭|愛笑|膽小|熱心|友善|乖|厲害|漂亮|帥|酷|兇|懶|勤勞|愛|會|喜歡|很會|不怕|力氣)/u;

const NAME_RE = /(?:叫做|叫|名字是|名字叫)([\p{Script=Han}]{1,4}?)(?=$|[，。！？\s、的和跟]|是|很|喔|啦)/u;

/** Word boundaries of a text as the segmenter cuts it (character offsets). */
function boundaries(text: string): Set<number> {
  const out = new Set<number>([0, text.length]);
  let at = 0;
  for (const w of segment(text)) {
    const pos = text.indexOf(w.text, at);
    if (pos < 0) continue;
    out.add(pos);
    out.add(pos + w.text.length);
    at = pos + w.text.length;
  }
  return out;
}

// A being is the one the story is about when it opens the clause ("小狗去公園") or is introduced (我想要一隻小狗);
// after a verb it is what the action is done to (看大象, 找朋友).
const SUBJECT_BEFORE =
  /(^|[，、\s]|是|叫|有|要|想要|我的|我和|我跟|我們和|我們跟|我|我們的|一隻|一個|一位|一條|一頭|一只|主角)$/u;
// "一隻粉紅色的小恐龍": a being introduced with its description.
const DESCRIBED_BEFORE = /(^|一隻|一個|一位|一條|一頭|一只|我的|是|叫|有|要)[^，。！？在去到看找遇]{1,6}的$/u;
const NAME_AT_START =
  /^((?:小|阿|老)[\p{Script=Han}]{1,2}?|([\p{Script=Han}])\2)(?=在|去|到|回|和|跟|很|好|就|要|想|說|覺得|撿|找|看|玩|吃|遇|發現|跑|走|一起|又|也|今天|明天|有一天|把|被|正在)/u;

/** Is the text one being (魚, 小狗, 大象)? */
export const isBeing = (text: string) => new RegExp(`^${BEING_RE.source}$`, 'u').test(text);

/** Every being a text mentions, in order (the friends met on earlier pages). */
export function beingsIn(text: string): string[] {
  return [...text.matchAll(new RegExp(BEING_RE.source, 'gu'))].map((m) => m[0]);
}

/** Who: the book's character by name, a being from the lexicon, or a name the segmenter recognises. */
function findWho(
  text: string,
  known: string[],
  anywhere = false,
): { who?: string; kind?: BeingKind; at: number; len: number } {
  for (const name of known.filter(Boolean)) {
    const at = text.indexOf(name);
    if (at >= 0) return { who: name, at, len: name.length };
  }
  const cuts = boundaries(text);
  for (const m of text.matchAll(new RegExp(BEING_RE.source, 'gu'))) {
    const at = m.index;
    if (!cuts.has(at + m[0].length)) continue;
    const before = text.slice(0, at).replace(FILLER_START, '');
    if (!anywhere && !SUBJECT_BEFORE.test(before) && !DESCRIBED_BEFORE.test(before)) continue;
    return { who: m[0], kind: KIND_OF.get(m[1]!), at, len: m[0].length };
  }
  const n = NAME_AT_START.exec(text);
  if (
    n &&
    !BEING_RE.test(n[1]!) &&
    !/^(好|慢|快|天|常|剛|偷|輕|漸|默|靜|悄|乖|每|趕|明|在|再|的|了|是|不|也|都|就|又|很|我|你|他|她|牠|它|有|要|去|到|來|想|看|找|玩|吃|說|哈|嘻|呵|啊|喔|嗯)/u.test(
      n[1]!,
    )
  )
    return { who: n[1], at: 0, len: n[1]!.length };
  return { at: -1, len: 0 };
}

function findFeeling(text: string): { feeling?: Feeling; at: number; len: number } {
  const m = FEELING_RE.exec(text);
  // 不痛了, 沒有難過: a feeling said with a negation is kept whole, never turned around.
  const neg = m ? /(不|沒有|沒|不會)$/u.exec(text.slice(0, m.index)) : null;
  if (m && neg) {
    const phrase = text.slice(neg.index, m.index + m[0].length).replace(/[喔啊]$/u, '');
    return { feeling: { word: '', degree: '', phrase }, at: neg.index, len: phrase.length };
  }
  if (m) {
    const degree = (m[1] ?? '').replace(/^覺得/u, '') || (m[1]?.startsWith('覺得') ? '' : '');
    const phrase = m[3] ? `${m[2]}${m[3]}` : undefined;
    return { feeling: { word: m[2]!, degree: degree || '好', phrase }, at: m.index, len: m[0].length };
  }
  const p = FEELING_PHRASES.exec(text);
  if (p) return { feeling: { word: '', degree: '', phrase: p[0] }, at: p.index, len: p[0].length };
  return { at: -1, len: 0 };
}

/** Character looks in the words a teacher would write them: 綁馬尾 → 綁著馬尾. */
export function tidyLook(look: string): string {
  return look.replace(LOOK_VERB, (v) => `${v}著`).replace(/^(長得|牠|它|他|她)+/u, '');
}

/** Splits a character description into looks and a trait, phrase by phrase. */
function looksAndTrait(text: string): { looks: string[]; trait?: string } {
  const looks: string[] = [];
  let trait: string | undefined;
  for (const raw of text.split(/[，,、。！!？?\s]|還有|而且|和|也/u)) {
    const p = raw
      .replace(LOOK_FILLER, '')
      .replace(FILLER_END, '')
      .replace(/^(牠|它|他|她|而且|還|也|又)+/u, '')
      .replace(/^的|的$/u, (m, at: number) => (at === 0 ? '' : m));
    if (/^(一|兩|幾)?(隻|個|位|條|頭|只)?$/u.test(p)) continue;
    if (p.length < 2 && !/^[乖帥酷胖瘦]$/u.test(p)) continue;
    if (TRAIT_WORDS.test(p) && !LOOK_WORDS.test(p.replace(/(可愛|漂亮)/u, '')))
      trait ??= p.replace(/^(一|兩)?(隻|個|位|條|頭|只)/u, '').replace(/的$/u, '');
    else if (LOOK_WORDS.test(p) || LOOK_VERB.test(p))
      looks.push(tidyLook(p.replace(/^(一|兩)(隻|個|位|條|頭|只)/u, '')));
  }
  return { looks, trait };
}

/** Reads one child turn. `known` are names the book already has (the main character). */
export function understand(said: string, known: string[] = [], character = false): Turn {
  const { text, repairs } = repairText(said.trim());
  const bare = strip(text);
  const base = { said, text, repairs, parts: { looks: [] } as Parts };
  if (!bare || PICK.test(bare)) return { ...base, kind: 'pick' };
  let body = bare;
  let kind: TurnKind = 'answer';
  const corr = CORRECTION.exec(body);
  if (corr) {
    kind = 'correction';
    body = body.slice(corr[0].length);
  }
  if (ABOUT_CAT.test(body) && QUESTION_WORDS.test(text)) return { ...base, kind: 'about-cat', parts: { looks: [] } };
  const parts = character ? readCharacter(body, known) : readParts(body, known);
  // 我要吃點心 in a book about someone else: the child's own wish, with no being or place of the story in it.
  if (
    !character &&
    known.some(Boolean) &&
    /^(我要|我想要|我想)/u.test(body) &&
    !parts.who &&
    !parts.where &&
    !parts.with
  )
    return { ...base, kind: 'offtopic', parts: { looks: [] } };
  // 我肚子好餓, 我要喝水: the child's own here and now, though a feeling word is in it.
  if (!character && OFFTOPIC.test(body) && /^(我|老師|媽媽說)/u.test(body) && !parts.who && !parts.where)
    return { ...base, kind: 'offtopic', parts: { looks: [] } };
  const found = !!(
    parts.who ||
    parts.where ||
    parts.feeling ||
    parts.name ||
    parts.with ||
    parts.looks.length ||
    parts.trait
  );
  if (kind === 'correction') return { ...base, kind, parts };
  if (!found && ABOUT_CAT.test(body)) return { ...base, kind: 'about-cat', parts };
  if (!found && QUESTION_WORDS.test(text))
    return { ...base, kind: ASKS_FOR_IDEAS.test(body) ? 'pick' : 'question', parts };
  if (!found && (OFFTOPIC.test(body) || !/\p{Script=Han}/u.test(body))) return { ...base, kind: 'offtopic', parts };
  return { ...base, kind, parts };
}

/** Every slot a turn's words fill, whatever question they answered. */
export function readParts(text: string, known: string[] = []): Parts {
  let rest = text.replace(/[？?]/gu, '');
  const parts: Parts = { looks: [] };
  const cut = (at: number, len: number, by = '') => {
    if (at >= 0) rest = rest.slice(0, at) + by + rest.slice(at + len);
  };
  const connector = CONNECTOR.exec(rest);
  if (connector) {
    parts.connector = connector[0];
    rest = rest.slice(connector[0].length);
  }
  const happening = HAPPENINGS.exec(rest);
  if (happening) {
    parts.scene = happening[0].endsWith('了') ? happening[0] : `${happening[0]}了`;
    rest = rest.slice(happening[0].length);
  }
  if (/又/u.test(rest)) parts.again = true;

  const name = NAME_RE.exec(rest);
  if (name && !/(什麼|甚麼|誰|哪)/u.test(name[1]!)) {
    parts.name = name[1];
    cut(name.index, name[0].length);
  }
  const who = findWho(rest, [...known, parts.name ?? '']);
  if (who.who) {
    parts.who = who.who;
    parts.kind = who.kind;
    // "我妹妹", "我的好朋友": the child's own relative is the being; 我 is not part of it.
    // 我和爸爸去爬山 in a book with no hero: the child is the hero and her father goes along.
    if (!known.some(Boolean) && /(我|我們)(和|跟)$/u.test(rest.slice(0, who.at)) && who.kind === 'person') {
      parts.with = who.who;
      parts.who = '我';
      parts.kind = undefined;
    }
    // "我家的狗", "隔壁的貓": what comes before 的 describes the being, it is no action.
    const before = rest
      .slice(0, who.at)
      .replace(/(我的|我們的|我們(和|跟)|我(和|跟)|我)$/u, '')
      .replace(/^\p{Script=Han}{1,4}的$/u, '')
      // 我想要寫一隻會飛的小豬: the wish and the description before the being are no action either.
      .replace(/^.*(一隻|一個|一位|一條|一頭|一只)[^，。！？]{0,6}的?$/u, '');
    rest = before + GAP + rest.slice(who.at + who.len);
    // "小兔子和小熊去野餐": the friend goes along.
    const friend = new RegExp(`^\u3000(和|跟)(${BEING_RE.source})(一起)?`, 'u').exec(rest.slice(before.length));
    if (friend) {
      parts.with = friend[2];
      rest = before + GAP + rest.slice(before.length + friend[0].length);
    }
  }
  // "跟爸爸去釣魚" without a named hero: the friend still goes along.
  const along = new RegExp(`^\u3000?(和|跟)(${BEING_RE.source})(一起)?`, 'u').exec(rest);
  if (along && !parts.with) {
    parts.with = along[2];
    rest = GAP + rest.slice(along[0].length);
  }
  readPlace(rest, parts, (at, len, by) => cut(at, len, by));
  const feeling = findFeeling(rest);
  if (feeling.feeling) {
    parts.feeling = feeling.feeling;
    cut(feeling.at, feeling.len, GAP);
  }
  const what = cleanAction(rest);
  if (what) parts.what = what;
  else if (!parts.feeling) {
    // 很入迷, 好熱鬧: a description of the moment, told as it was said.
    const d = rest
      .split(/\u3000+/u)
      .map((x) => x.replace(/(喔|啊|耶|呢|啦)+$/u, ''))
      .find(
        (x) =>
          DESCRIPTION.test(x) && (x.replace(DEGREE_START, '').length === 1 || !hasVerb(x.replace(DEGREE_START, ''))),
      );
    if (d) parts.feeling = { word: '', degree: '', phrase: d };
  }
  return parts;
}

/** The place of a turn and the way there: 在公園, 去公園, 飛到天空, 在外婆的菜園裡; 躲在葉子下面 stays an action. */
function readPlace(rest: string, parts: Parts, cut: (at: number, len: number, by: string) => void) {
  const cuts = boundaries(rest);
  const known = [...rest.matchAll(PLACE_RE)].find((m) => cuts.has(m.index + (m[1]?.length ?? 0)));
  const place = known ?? OTHER_PLACE_RE.exec(rest);
  if (!place) {
    // A whole answer "在屋頂": the place is what follows 在.
    const bare = /^\u3000?在([\p{Script=Han}]{1,5})$/u.exec(rest);
    if (bare && !hasVerb(bare[1]!)) {
      parts.where = bare[1];
      cut(bare.index, bare[0].length, '');
    }
    return;
  }
  const [whole, prep = '', where = '', loc = ''] = place;
  // 回家 is an action of its own (and the place said with it is where the way home starts).
  if (/回$/u.test(prep) && /^(家|家裡)$/u.test(where)) return;
  const inAction = prep === '在' && VERB_ZAI.test(rest.slice(0, place.index + 1));
  // Known places take 邊/上 as part of their name; a place the lexicon does not know keeps the child's ending.
  parts.where = where + (known ? (loc === '邊' || (loc === '上' && where.length === 1) ? loc : '') : loc);
  if (inAction) return;
  // 去/到/回 move there and stay part of the action (去公園玩); 在 only says where.
  if (prep && prep !== '在' && prep !== '從' && !/住在|待在/u.test(prep)) parts.motion = prep;
  // 慢慢走到海邊: the manner goes with the way there.
  const manner = parts.motion
    ? /(慢慢地?|快快地?|偷偷地?|悄悄地?|輕輕地?|開心地|一步一步)$/u.exec(rest.slice(0, place.index))
    : null;
  if (manner) {
    parts.motion = manner[0] + parts.motion;
    cut(manner.index, manner[0].length + whole.length, GAP);
    return;
  }
  cut(place.index, whole.length, parts.motion ? GAP : '');
}

/** A character's description: its name, what it is, how it looks and what it is like. */
export function readCharacter(text: string, known: string[] = []): Parts {
  let rest = text.replace(/[？?]/gu, '');
  const parts: Parts = { looks: [] };
  const name = NAME_RE.exec(rest);
  if (name && !/(什麼|甚麼|誰|哪)/u.test(name[1]!)) {
    parts.name = name[1];
    rest =
      rest.slice(0, name.index).replace(/(一隻|一個|一位|一條)$/u, '') + '，' + rest.slice(name.index + name[0].length);
  }
  // 我自己, 我: the child writes about herself.
  if (/^(我自己|自己|我)$/u.test(rest.split(/[，、]/u)[0] ?? '') && !known.length) {
    parts.who = '我';
    parts.kind = 'person';
    rest = rest.replace(/^(我自己|自己|我)/u, '，');
  }
  const who = parts.who ? { at: -1, len: 0 } : findWho(rest, known, true);
  if (who.who) {
    // "白色的小兔子": the colour is a look, the being is 小兔子.
    const colour = new RegExp(`^[${COLOURS}]色的?`, 'u').exec(who.who)?.[0];
    parts.who = colour ? who.who.slice(colour.length) : who.who;
    parts.kind = who.kind;
    if (colour) parts.looks.push(colour.endsWith('的') ? colour : `${colour}的`);
    const before = rest.slice(0, who.at).replace(/(我的|我|我們的|一隻|一個|一位|一條|隻|個)$/u, '');
    rest = before + '，' + rest.slice(who.at + who.len);
    // 我的好朋友小芳, 我的狗旺財: a name right after the being.
    const after = /^，(\p{Script=Han}{2,3})(?=$|[，、。！\s])/u.exec(rest.slice(before.length));
    const named = after?.[1];
    if (
      named &&
      !parts.name &&
      !LOOK_WORDS.test(named) &&
      !TRAIT_WORDS.test(named) &&
      !hasVerb(named) &&
      (/^[小阿老大]/u.test(named) ||
        named[0] === named[1] ||
        /^nr/u.test(tagWords(named)[0]?.tag ?? '') ||
        coinedName(named))
    ) {
      parts.name = named;
      rest = before + '，' + rest.slice(before.length + after[0].length);
    }
  }
  const { looks, trait } = looksAndTrait(rest);
  parts.looks.push(...looks);
  if (trait) parts.trait = trait;
  return parts;
}

/**
 * 旺財, 來福, 胖虎: two or three characters right after the being that the dictionary knows only as single characters
 * are no word of the language but a coined pet name; a run that starts with a particle, a link or a degree word
 * (和貓, 在家, 很乖) is not.
 */
function coinedName(text: string): boolean {
  if (/^[和跟與及在的也又都去要想會被把給對向從到就還很好超真太不沒]|[的了嗎呢吧]/u.test(text)) return false;
  const words = tagWords(text);
  return words.length > 1 && words.every((w) => [...w.text].length === 1);
}

const DEGREE_START = /^(好|很|超級|超|有點|真|太|非常)/u;
const DESCRIPTION = /^(好|很|超級|超|有點|真|太|非常)\p{Script=Han}{1,3}$/u;

/** What is left of a turn once who, where and the feeling are taken: the action, or nothing. */
function cleanAction(rest: string): string {
  const pieces = rest
    .split(/\u3000+/u)
    .map((p) =>
      p
        .replace(FILLER_START, '')
        .replace(
          /^(我們|他們|她們|我|他|她|牠|它|就|又|也|還|都|一起|在|正在|要|想|會|了|的|得|和|跟|然後|後來|結果|最後|覺得)+/u,
          '',
        )
        .replace(FILLER_END, '')
        .replace(/(然後|的|和|跟|了了)$/u, ''),
    )
    .map((p) => p.replace(/(^|^我想要|^我要|^有)(一|兩|幾)?(隻|個|位|條|頭|只)$/u, ''))
    .filter((p) => p.length >= 1 && /\p{Script=Han}/u.test(p));
  const words = segment(pieces.join(''));
  // An action has a verb; lone particles, pronouns and degree words are not one.
  if (!words.some((w) => /[\p{Script=Han}]{1,}/u.test(w.text))) return '';
  const joined = pieces.join('');
  if (/^(我|你|他|她|牠|它|們|很|好|超|有點|非常|是|不是|嗎|呢)+$/u.test(joined)) return '';
  // 好熱, 很入迷: how it is, not something done.
  const after = joined.replace(DEGREE_START, '');
  if (DESCRIPTION.test(joined) && (after.length === 1 || !hasVerb(after))) return '';
  return joined;
}

export { strip };
