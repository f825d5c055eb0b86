import { lookupVerb } from './dictionary.ts';
import { article, participle, plural, verbForms } from './english.ts';
import { coordinate, readNounPhrase, render, type NounPhrase } from './phrase.ts';
import type { Token } from './words.ts';

/** One verb of a clause with what belongs to it: Chinese strings verbs in a row (去公園玩, 搭捷運去動物園). */
interface VerbPhrase {
  verb: string;
  object?: NounPhrase;
  /** the thing given: 送我一個禮物 → give me a present */
  object2?: NounPhrase;
  /** 給 someone */
  recipient?: NounPhrase;
  /** an adjective after the verb: 變黃 → turned yellow */
  result?: string;
}

/** What the clause says, gathered from the tokens before English word order is applied. */
export interface Clause {
  time: string[];
  subject?: NounPhrase;
  verbs: VerbPhrase[];
  modal?: string;
  /** the object of 把 (把球踢走 → kick the ball) */
  fronted?: NounPhrase;
  /** the doer after 被 (被風吹走 → blown away by the wind) */
  agent?: NounPhrase;
  passive: boolean;
  places: string[];
  adverbs: string[];
  endAdverbs: string[];
  adjective?: string;
  past: boolean;
  future: boolean;
  progressive: boolean;
  negative: boolean;
  /** 別跑 → Don't run */
  imperative: boolean;
  question: boolean;
  thereIs: boolean;
  /** 一邊…一邊: the second verb happens at the same time (sang while taking a bath) */
  whileAt?: number;
  /** 著 after the first verb: carrying, holding (progressive when nothing follows) */
  zhe: boolean;
  /** 一直 + verb: kept running */
  keep: boolean;
  /** 沒…過: had never seen */
  never: boolean;
}

const PAST_TIMES = new Set(['yesterday', 'one day', 'once upon a time', 'long, long ago', 'later', 'in the end']);
// Places one is inside of; anything else is 'at' (at school, at the beach).
const INSIDE =
  /\b(sky|forest|woods|kitchen|room|classroom|garden|park|city|sea|space|castle|house|zoo|desert|cave|snow|water|bedroom|river|lake|pond|jungle|world|picture|book|yard|tent|box|cage|tower|library|field|pool|living room|bathroom|car|bus|hole|ditch)$/;
const END_ADVERBS = new Set([
  'together',
  'again',
  'slowly',
  'quickly',
  'loudly',
  'quietly',
  'hard',
  'everywhere',
  'by myself',
  'alone',
  'forward',
  'away',
  'back',
  'around',
  'outside',
  'all over',
  'happily',
  'secretly',
  'carefully',
  'early',
  'several times',
  'a few times',
  'once',
  'for the first time',
  'at once',
  'right away',
]);
const WEATHER = /^(rain|snow|thunder|be windy|get dark|rain hard|pour)/;
const MOTION = /^(go|come|go back|run|walk|fly|swim) to$/;
// Verbs whose next verb takes no "to": helped Mom wash, let me go, made him laugh.
const BARE_NEXT = /^(help|let|make|watch|see|hear)$/;
const VEHICLE =
  /(rocket|bus|train|car|boat|airplane|plane|spaceship|MRT|taxi|bike|scooter|carriage|high-speed rail|hot-air balloon)$/;
const BODY = /^(nose|hands?|feet|foot|mouth|tail|trunk|head|eyes?|ears?|wings?|legs?)$/;
const CALLS: Record<string, string> = {
  'dog|puppy|doggy': 'bark',
  rooster: 'crow',
  'frog|toad': 'croak',
  'cat|kitten|kitty': 'meow',
  'lion|tiger': 'roar',
  'bird|sparrow': 'sing,sang',
  'duck|duckling': 'quack',
  'cow|calf': 'moo',
  'sheep|lamb': 'bleat',
};
const FOR_VERBS = /^(buy|make|cook|draw|bake|sing|write|get|order)$/;
const DEGREE = new Set(['very', 'so', 'too', 'really', 'super', 'a little', 'most']);

function readPlace(tokens: Token[], i: number): { text: string; next: number } | undefined {
  const r = readNounPhrase(tokens, i);
  if (!r) return undefined;
  const suffix = tokens[r.next]?.entry?.kind === 'l' ? tokens[r.next]!.entry!.en : undefined;
  const name = render(r.np, 'place');
  const home = r.np.words === 'home';
  // Birds sing in a tree, not on it.
  const prep =
    suffix === 'on' && /tree$/.test(r.np.words)
      ? 'in'
      : suffix === 'in' && !INSIDE.test(r.np.words) && /(mountain|table|desk|bed|sofa|stage|ice|road)$/.test(r.np.words)
        ? 'on'
        : (suffix ?? (INSIDE.test(r.np.words) ? 'in' : 'at'));
  return {
    text: home ? (suffix && suffix !== 'in' ? `${suffix} home` : 'at home') : `${prep} ${name}`,
    next: r.next + (suffix ? 1 : 0),
  };
}

function readNp(tokens: Token[], i: number) {
  const r = readNounPhrase(tokens, i);
  if (!r) return undefined;
  // 我和小狗 → the puppy and I
  const t = tokens[r.next];
  if (t?.entry?.kind === 'c' && t.entry.en === 'and') {
    const second = readNounPhrase(tokens, r.next + 1);
    if (second) return { np: coordinate(r.np, second.np, 'subject'), next: second.next, parts: [r.np, second.np] };
  }
  return { ...r, parts: [r.np] };
}

const DIRECTIONAL = new Set([
  '出来',
  '出去',
  '起来',
  '下来',
  '下去',
  '进来',
  '进去',
  '回来',
  '回去',
  '过来',
  '过去',
  '上来',
  '上去',
]);

/** The token's verb: its own entry when it is one (a merged 咬壞), else the dictionary's verb reading. */
const verbOf = (t: Token) => (t.entry?.kind === 'v' ? t.entry : lookupVerb(t.key));

const isNegator = (p?: string) => p === '不' || p === '没' || p === '没有' || p === '别' || p === '不要';

/**
 * Reads one clause (no punctuation inside) into its parts. `past` is the tense of the narration: a book's
 * page is told in the past.
 */
export function readClause(tokens: Token[], past = false): Clause {
  const c: Clause = {
    time: [],
    verbs: [],
    places: [],
    adverbs: [],
    endAdverbs: [],
    past,
    future: false,
    progressive: false,
    negative: false,
    imperative: false,
    question: false,
    thereIs: false,
    passive: false,
    zhe: false,
    keep: false,
    never: false,
  };
  let complement = false;
  let i = 0;
  const last = () => c.verbs.at(-1);
  while (i < tokens.length) {
    const t = tokens[i]!;
    const e = t.entry;
    const hasVerb = c.verbs.length > 0;
    if (e?.kind === 't') {
      c.time.push(e.en);
      if (PAST_TIMES.has(e.en)) c.past = true;
      if (e.en === 'tomorrow' && !past) c.future = true;
      i += 1;
    } else if (t.particle === '在' || t.particle === '正在') {
      const place = t.particle === '在' ? readPlace(tokens, i + 1) : undefined;
      if (place) {
        c.places.push(place.text);
        i = place.next;
      } else {
        if (!hasVerb) c.progressive = true;
        i += 1;
      }
    } else if (t.particle === '了' || t.particle === '过') {
      if (!past) c.past = true;
      if (t.particle === '过' && c.negative && hasVerb) c.never = true;
      i += 1;
    } else if (t.particle === '一直') {
      c.keep = true;
      i += 1;
    } else if (t.particle === '不用') {
      c.negative = true;
      c.modal = 'have to';
      i += 1;
    } else if (
      DIRECTIONAL.has(t.key) &&
      hasVerb &&
      (tokens[i - 1]?.particle === '了' || lookupVerb(tokens[i - 1]?.key ?? ''))
    ) {
      // 救了出來, 藏起來: the direction adds nothing the English verb does not say
      i += 1;
    } else if (t.particle === '着') {
      if (c.verbs.length === 1) c.zhe = true;
      // 拿著 → holding
      if (c.verbs.length === 1 && c.verbs[0]!.verb === 'take,took') c.verbs[0]!.verb = 'hold,held';
      i += 1;
    } else if (isNegator(t.particle)) {
      c.negative = true;
      if ((t.particle === '别' || t.particle === '不要') && !c.subject) c.imperative = true;
      if (t.particle === '没有' && !past) c.past = !readNounPhrase(tokens, i + 1);
      if (t.particle === '没有' && readNounPhrase(tokens, i + 1) && !hasVerb) c.verbs.push({ verb: 'have,had' });
      i += 1;
    } else if (t.particle === '吗') {
      c.question = true;
      i += 1;
    } else if (t.particle === '得' && hasVerb) {
      complement = true;
      i += 1;
    } else if (t.particle === '给' && hasVerb) {
      const r = readNounPhrase(tokens, i + 1);
      if (r) last()!.recipient = r.np;
      i = r ? r.next : i + 1;
    } else if (t.particle === '把' && !hasVerb) {
      const r = readNounPhrase(tokens, i + 1);
      if (r) c.fronted = r.np;
      i = r ? r.next : i + 1;
    } else if (t.particle === '被' && !hasVerb) {
      c.passive = true;
      const r = readNounPhrase(tokens, i + 1);
      if (r && tokens[r.next] && verbOf(tokens[r.next]!)) c.agent = r.np;
      i = r && c.agent ? r.next : i + 1;
    } else if (t.key === '一边' || t.key === '一面') {
      if (hasVerb) c.whileAt = c.verbs.length;
      i += 1;
    } else if (e?.kind === 'mod' && !hasVerb) {
      c.modal = c.modal && c.modal !== 'want to' ? c.modal : e.en;
      i += 1;
    } else if (e?.kind === 'd') {
      if (complement || END_ADVERBS.has(e.en) || (hasVerb && !DEGREE.has(e.en))) c.endAdverbs.push(e.en);
      else c.adverbs.push(e.en);
      i += 1;
    } else if (e?.kind === 'a' && !readNounPhrase(tokens, i)) {
      const v = last();
      if (complement && hasVerb) {
        const degree = c.adverbs.filter((a) => DEGREE.has(a)).pop();
        c.adverbs = c.adverbs.filter((a) => !DEGREE.has(a));
        c.endAdverbs.push([degree, e.en === 'fast' ? 'fast' : adverb(e.en)].filter(Boolean).join(' '));
      } else if (v && /^(turn into|become)/.test(v.verb) && !v.object) v.result = e.en;
      else if (c.adjective === e.en) {
        if (c.adverbs.filter((a) => a === 'very').length < 2) c.adverbs.push('very');
      } else c.adjective = c.adjective ? `${c.adjective} and ${e.en}` : e.en;
      i += 1;
    } else if (
      verbOf(t) &&
      !(e?.kind === 'n' && readNounPhrase(tokens, i) && (!c.subject || hasVerb) && !verbOf(t)?.en.includes(' '))
    ) {
      c.verbs.push({ verb: verbOf(t)!.en });
      i += 1;
    } else {
      const r = readNp(tokens, i);
      if (!r) {
        i += 1;
        continue;
      }
      const v = last();
      const np = r.parts.length > 1 ? coordinate(r.parts[0]!, r.parts[1]!, 'object') : r.np;
      if (!v && !c.subject) c.subject = r.np;
      else if (v && !v.object) v.object = np;
      else if (v && v.object && !v.object2) v.object2 = r.np;
      else if (!v && c.subject && !c.adjective) {
        // 數學考試我…: a topic before the subject; the later noun is the subject.
        if (tokens[r.next] && lookupVerb(tokens[r.next]!.key) && !c.subject.pronoun && r.np.pronoun) {
          c.time.push(`in ${render(c.subject, 'place')}`);
          c.subject = r.np;
        } else if (!c.subject.pronoun && !r.np.pronoun && r.parts.length === 1) {
          // two nouns in a row are one: 彩虹魚 → rainbow fish, 我的好朋友小美 → my good friend Xiaomei
          c.subject = { ...r.np, words: `${c.subject.words} ${r.np.words}`, determined: c.subject.determined };
        } else c.verbs.push({ verb: 'be', object: np });
      }
      i = r.next;
    }
  }
  if (c.verbs[0]?.verb.startsWith('have,') && !c.subject) c.thereIs = true;
  // 動物園裡有好多動物: a place as subject of 有 is "there are … in the zoo".
  if (c.verbs[0]?.verb.startsWith('have,') && c.subject && !c.subject.pronoun && !c.subject.proper) {
    const placeWord = tokens.find((t) => t.entry?.kind === 'l');
    if (placeWord) {
      const prep = placeWord.entry!.en === 'on' && /tree$/.test(c.subject.words) ? 'in' : placeWord.entry!.en;
      c.places.push(`${prep} ${render(c.subject, 'place')}`);
      c.subject = undefined;
      c.thereIs = true;
    }
  }
  if (c.zhe && c.verbs.length === 1 && !c.negative && !c.modal) c.progressive = true;
  return c;
}

const ADVERB: Record<string, string> = { happy: 'happily', good: 'well', fast: 'fast', hard: 'hard', early: 'early' };
export function adverb(adjective: string): string {
  if (ADVERB[adjective]) return ADVERB[adjective];
  if (/ly$/.test(adjective)) return adjective;
  if (adjective.endsWith('y')) return `${adjective.slice(0, -1)}ily`;
  if (adjective.endsWith('le')) return `${adjective.slice(0, -1)}y`;
  return `${adjective}ly`;
}

function be(subject: NounPhrase | undefined, past: boolean): string {
  const person = subject?.person ?? 3;
  const pl = subject?.plural ?? false;
  if (past) return person === 1 && !pl ? 'was' : pl || person === 2 ? 'were' : 'was';
  return person === 1 && !pl ? 'am' : pl || person === 2 ? 'are' : 'is';
}

/** The verb phrase with tense, aspect, modal and negation agreeing with the subject. */
function verbPhrase(c: Clause, spec: string): string {
  const f = verbForms(spec);
  const third = (c.subject?.person ?? 3) === 3 && !(c.subject?.plural ?? false);
  if (c.imperative) return `${c.negative ? "don't " : ''}${f.base}`;
  if (c.passive) return `${be(c.subject, c.past)}${c.negative ? ' not' : ''} ${participle(spec)}`;
  if (spec === 'be' && !c.modal) return `${c.future ? 'will be' : be(c.subject, c.past)}${c.negative ? ' not' : ''}`;
  if (c.never) return `${c.past ? 'had' : third ? 'has' : 'have'} never ${participle(spec)}`;
  if (c.keep && !c.negative && !c.modal) return `${c.past ? 'kept' : third ? 'keeps' : 'keep'} ${f.ing}`;
  if (c.modal) {
    const want = c.modal === 'want to';
    const table: Record<string, [string, string, string]> = {
      'want to': [third ? 'wants to' : 'want to', 'wanted to', 'want to'],
      can: ['can', 'could', 'can'],
      should: ['should', 'should', 'should'],
      must: ['must', 'had to', 'must'],
      'dare to': [third ? 'dares to' : 'dare to', 'dared to', 'dare to'],
      'have to': [third ? 'has to' : 'have to', 'had to', 'have to'],
    };
    const forms = table[c.modal] ?? [c.modal, c.modal, c.modal];
    if (c.future && !want)
      return `will ${c.negative ? 'not ' : ''}${c.modal === 'can' ? 'be able to' : forms[2]} ${f.base}`;
    if (c.negative) {
      if (want || c.modal === 'dare to' || c.modal === 'have to')
        return `${c.past ? 'did' : third ? 'does' : 'do'} not ${forms[2]} ${f.base}`;
      if (c.modal === 'can') return `${c.past ? 'could' : 'cannot'}${c.past ? ' not' : ''} ${f.base}`;
      return `${c.past ? forms[1] : forms[0]} not ${f.base}`;
    }
    return `${c.past ? forms[1] : forms[0]} ${f.base}`;
  }
  if (c.progressive && !c.negative) return `${be(c.subject, c.past)} ${f.ing}`;
  if (c.future) return `will ${c.negative ? 'not ' : ''}${f.base}`;
  if (c.negative) return `${c.past ? 'did' : third ? 'does' : 'do'} not ${f.base}`;
  if (c.past) return f.past;
  return third ? f.third : f.base;
}

function objectText(verb: string, object: NounPhrase | undefined, fronted: boolean, subject?: NounPhrase): string {
  if (!object) return '';
  const base = verbForms(verb).base;
  // 是好朋友 / 變成了好朋友: what the subject is, agreeing with it (were good friends)
  if (/^(be|become|turn into)$/.test(base) && !fronted && !object.determined && !object.proper && !object.pronoun) {
    if (subject?.plural && object.countable) return plural(object.words);
    return object.countable ? `${article(object.words)} ${object.words}` : object.words;
  }
  if (/^go to/.test(base) && /^(school|bed)$/.test(object.words)) return object.words;
  if (/^(go|come|run|walk|fly) (to|home)|arrive at|go back to|live in/.test(base) && object.words === 'home')
    return 'home';
  const role =
    fronted || /^(go to|come to|arrive at|go back to|live in|run into|walk into|fly to)/.test(base)
      ? 'place'
      : 'object';
  // after like/love a bare countable noun means all of them (likes cats)
  if (/^(like|love|hate)$/.test(base) && object.countable && !object.determined && !object.plural && !fronted)
    return plural(object.words);
  // played on the slide; went on a field trip
  if (base === 'play' && /(slide|swings?|seesaw)$/.test(object.words) && !object.determined)
    return `on the ${object.words}`;
  if (/^go to$/.test(base) && /(trip|picnic|adventure)$/.test(object.words) && !object.determined)
    return `on ${article(object.words)} ${object.words}`;
  // take the MRT, ride the bus
  if (
    /^(take|ride)$/.test(base) &&
    /(MRT|bus|train|boat|taxi|high-speed rail)$/.test(object.words) &&
    !object.determined
  )
    return `the ${object.words}`;
  return render(object, role);
}

/** The other verbs of a serial-verb clause: to the zoo, to see pandas, while taking a bath. */
function serialText(c: Clause, prev: VerbPhrase, v: VerbPhrase, index: number): string {
  const base = verbForms(v.verb).base;
  const obj = objectText(v.verb, v.object, false);
  const rec = v.recipient ? ` to ${render(v.recipient, 'object')}` : '';
  if (c.whileAt === index) return `while ${verbForms(v.verb).ing}${obj ? ` ${obj}` : ''}${rec}`;
  if (MOTION.test(base) && v.object) return `to ${objectText(v.verb, v.object, false)}`;
  if (/^(go|come) home$/.test(base)) return 'home';
  // 喜歡下雨 → likes rain
  if (/^(like|love|hate)$/.test(verbForms(prev.verb).base) && WEATHER.test(v.verb)) return base.split(' ')[0]!;
  const bare = BARE_NEXT.test(verbForms(prev.verb).base.split(' ')[0]!);
  const particle = / (up|down|off|on|out|away|over)$/.exec(base);
  if (particle && v.object?.pronoun)
    return `${bare ? '' : 'to '}${base.slice(0, particle.index)} ${obj}${particle[0]}${rec}`;
  return `${bare ? '' : 'to '}${base}${obj ? ` ${obj}` : ''}${v.object2 ? ` ${render(v.object2, 'object')}` : ''}${rec}`;
}

/** English word order: time, subject, verb, object, places, adverbs. */
export function writeClause(c: Clause): string {
  let verbs = [...c.verbs];
  // 去爬山 → went hiking, 去上學 → went to school: "go" with no place before a verb that moves on its own.
  while (
    verbs.length > 1 &&
    /^(go|come)( to)?$/.test(verbForms(verbs[0]!.verb).base) &&
    !verbs[0]!.object &&
    /^(go|come) /.test(verbForms(verbs[1]!.verb).base)
  )
    verbs = verbs.slice(1);
  // 開車載我們 → drove us: the same verb twice is said once
  verbs = verbs.filter((v, k) => !(verbs[k + 1]?.verb === v.verb && !v.object));
  // 用鼻子喝水 → drank water with its trunk
  let instrument = '';
  if (verbs.length > 1 && verbs[0]!.verb === 'use' && verbs[0]!.object) {
    const tool = verbs[0]!.object;
    const owner =
      c.subject?.pronoun?.possessive ?? (c.subject?.plural ? 'their' : c.subject?.person === 3 ? 'its' : 'my');
    instrument =
      BODY.test(tool.words) && !tool.determined
        ? `with ${owner} ${tool.words === 'nose' && /elephant/.test(c.subject?.words ?? '') ? 'trunk' : tool.words}`
        : `with ${render(tool, 'object')}`;
    verbs = verbs.slice(1);
  }
  // 去游泳 → went swimming
  if (verbs.length > 1 && /^(go|come)( to)?$/.test(verbForms(verbs[0]!.verb).base) && !verbs[0]!.object) {
    const next = verbForms(verbs[1]!.verb).base;
    if (/^(swim|fish|hike|camp|shop|skate|ski|jog|dance|sail|bowl)$/.test(next) && !verbs[1]!.object) {
      const ing = verbForms(next).ing;
      verbs = [{ ...verbs[1]!, verb: `go ${ing},went ${ing}` }, ...verbs.slice(2)];
    }
  }
  for (const v of verbs) {
    // 看書 → read a book, 看電視 → watch TV
    if (
      /^see,/.test(v.verb) &&
      /(book|storybook|comic|picture book|newspaper|letter|card)s?$/.test(v.object?.words ?? '')
    )
      v.verb = 'read,read';
    else if (/^see,/.test(v.verb) && /(TV|movie|cartoon|show|fireworks)s?$/.test(v.object?.words ?? ''))
      v.verb = 'watch';
  }
  // 拿著地圖去找寶藏 → took the map to look for treasure: a bare "go" between two verbs adds nothing.
  verbs = verbs.filter(
    (v, k) => k === 0 || k === verbs.length - 1 || v.object || !/^(go|come)( to)?$/.test(verbForms(v.verb).base),
  );
  const main = verbs[0];
  let subject = c.subject ? render(c.subject, 'subject') : '';
  // 春天來了 → spring came; 花開了 → the flowers bloomed
  const season = c.time.find((t) => /^in (spring|summer|autumn|winter)$/.test(t));
  if (!subject && main && season && /^(come|arrive)/.test(main.verb)) {
    subject = season.slice(3);
    c.time = c.time.filter((t) => t !== season);
  }
  if (main && main.verb === 'open' && /flowers?$/.test(c.subject?.words ?? '') && !main.object) main.verb = 'bloom';
  // 坐火箭 → rode a rocket
  if (main && /^sit/.test(main.verb) && VEHICLE.test(main.object?.words ?? '')) main.verb = 'ride,rode';
  // 叫 is each animal's own sound: the dog barked, the rooster crowed
  if (main && main.verb === 'call' && !main.object) {
    const sound = Object.entries(CALLS).find(([animal]) => new RegExp(`(${animal})s?$`).test(c.subject?.words ?? ''));
    if (sound) main.verb = sound[1];
  }
  if (!subject && main && WEATHER.test(main.verb)) subject = 'it';
  let core: string;
  if (c.thereIs) {
    const obj = main?.object;
    const pl = obj?.plural ?? false;
    const objText = obj ? render(obj, 'object') : '';
    core = `there ${c.past ? (pl ? 'were' : 'was') : pl ? 'are' : 'is'}${c.negative ? ' no' : ''} ${objText}`;
  } else if (main) {
    const object = c.fronted ?? main.object;
    let obj = objectText(main.verb, object, !!c.fronted, c.subject);
    // 小貓去探險 → goes to explore, 他回去了 → went back: a motion verb with no place drops its "to".
    const motion = MOTION.test(verbForms(main.verb).base);
    let verb = !obj && motion ? main.verb.replace(/ to(?=,|$)/g, '') : main.verb;
    if (main.result) verb = verb.replace(/^turn into/, 'turn').replace(/^become/, 'turn');
    if (c.fronted && main.object) {
      // 把青蛙變成王子 → turned the frog into a prince
      const [head, ...particle] = verb.split(',')[0]!.split(' ');
      if (particle.length) {
        verb = `${head}${verb.includes(',') ? `,${verb.split(',')[1]!.split(' ')[0]}` : ''}`;
        obj = `${obj} ${particle.join(' ')} ${render(main.object, 'object')}`;
      } else
        obj = `${obj}${/^(give|send|pass|throw|show|lend|bring)$/.test(head!) ? ' to' : ''} ${render(main.object, 'object')}`;
    } else if (obj && main.object?.pronoun && / (up|down|off|on|out|away|over)$/.test(verb.split(',')[0]!)) {
      // pick up me → pick me up
      const [head, ...particle] = verb.split(',')[0]!.split(' ');
      verb = `${head}${verb.includes(',') ? `,${verb.split(',')[1]!.split(' ')[0]}` : ''}`;
      obj = `${obj} ${particle.join(' ')}`;
    }
    const adverbs = c.adverbs.filter((a) => !DEGREE.has(a) || (c.adjective && !c.verbs.length));
    const vp = verbPhrase({ ...c, subject: c.subject }, verb).replace(
      /\bone's\b/,
      c.subject?.pronoun?.possessive ?? 'their',
    );
    core = [subject, ...adverbs, vp, main.object2 && !c.fronted ? `${obj} ${render(main.object2, 'object')}` : obj]
      .filter(Boolean)
      .join(' ');
    // the verb's own object after 把 goes to its place: 把南瓜變成馬車 → turned the pumpkin into a carriage
    if (main.result) core += ` ${main.result}`;
    if (main.recipient)
      core += ` ${FOR_VERBS.test(verbForms(main.verb).base) ? 'for' : 'to'} ${render(main.recipient, 'object')}`;
    if (c.agent) core += ` by ${render(c.agent, 'subject').replace(/^(a|an) /, 'the ')}`;
    if (instrument) core += ` ${instrument}`;
    verbs.slice(1).forEach((v, k) => (core += ` ${serialText(c, verbs[k]!, v, k + 1)}`));
  } else if (c.adjective) {
    core = [subject || 'it', be(c.subject, c.past), c.negative ? 'not' : '', ...c.adverbs, c.adjective]
      .filter(Boolean)
      .join(' ');
  } else {
    core = subject;
  }
  if (main && c.adjective) core += ` ${c.adverbs.filter((a) => DEGREE.has(a)).join(' ')} ${c.adjective}`;
  const time = c.time.length ? `${c.time.join(' ')}${core ? ',' : ''}` : '';
  return [time, core, ...c.places, ...c.endAdverbs].filter(Boolean).join(' ').replace(/\s+/g, ' ');
}

/** A question with 嗎 becomes a yes/no question: "你喜歡貓嗎" → "Do you like cats". */
export function asQuestion(c: Clause, statement: string): string {
  if (!c.question) return statement;
  const subject = c.subject ? render(c.subject, 'subject') : 'it';
  const at = statement.indexOf(subject);
  const before = at > 0 ? statement.slice(0, at).trim() : '';
  const rest = statement.slice(at + subject.length).trim();
  const third = (c.subject?.person ?? 3) === 3 && !(c.subject?.plural ?? false);
  const aux = rest.split(' ')[0] ?? '';
  if (/^(am|is|are|was|were|can|could|will)$/.test(aux))
    return `${before} ${aux} ${subject} ${rest.slice(aux.length).trim()}`.trim();
  if (!c.verbs.length) return statement;
  if (/^(wants|want|wanted) to$/.test(rest.split(' ').slice(0, 2).join(' ')))
    return `${c.past ? 'did' : third ? 'does' : 'do'} ${subject} want to ${rest.split(' ').slice(2).join(' ')}`;
  const tail = rest.replace(/^\S+/, verbForms(c.verbs[0]!.verb).base.split(' ')[0]!);
  return `${c.past ? 'did' : third ? 'does' : 'do'} ${subject} ${tail}`;
}
