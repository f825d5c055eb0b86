import { lookupVerb } from './dictionary.ts';
import { plural, verbForms } from './english.ts';
import { coordinate, readNounPhrase, render, type NounPhrase } from './phrase.ts';
import type { Token } from './words.ts';

/** What the clause says, gathered from the tokens before English word order is applied. */
interface Clause {
  time: string[];
  subject?: NounPhrase;
  verb?: string;
  modal?: string;
  object?: NounPhrase;
  /** the object of 把 (把球踢走 → kick the ball) */
  fronted?: NounPhrase;
  places: string[];
  adverbs: string[];
  endAdverbs: string[];
  adjective?: string;
  past: boolean;
  future: boolean;
  progressive: boolean;
  negative: boolean;
  question: boolean;
  thereIs: boolean;
  /** a second verb after the object: 去公園玩 → go to the park to play */
  purpose?: string;
  purposeObject?: NounPhrase;
  /** the thing given: 送我一個禮物 → give me a present */
  object2?: NounPhrase;
  /** 給 someone */
  recipient?: NounPhrase;
}

const PAST_TIMES = new Set(['yesterday', 'one day', 'once upon a time', 'later', 'in the end']);
// Places one is inside of; anything else is 'at' (at school, at the beach).
const INSIDE =
  /\b(sky|forest|woods|kitchen|room|classroom|garden|park|city|sea|space|castle|house|zoo|desert|cave|snow|water|bedroom|river|lake|jungle|world|picture|book)$/;
const END_ADVERBS = new Set(['together', 'again', 'slowly', 'quickly']);

function readPlace(tokens: Token[], i: number): { text: string; next: number } | undefined {
  const r = readNounPhrase(tokens, i);
  if (!r) return undefined;
  const suffix = tokens[r.next]?.entry?.kind === 'l' ? tokens[r.next]!.entry!.en : undefined;
  const name = render(r.np, 'place');
  const home = r.np.words === 'home';
  // Birds sing in a tree, not on it.
  const prep = suffix === 'on' && /tree$/.test(r.np.words) ? 'in' : (suffix ?? (INSIDE.test(r.np.words) ? 'in' : 'at'));
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

/** Reads one clause (no punctuation inside) into its parts. */
/** `past` carries the tense of an earlier clause of the same sentence ('有一天，小熊找到寶藏'). */
export function readClause(tokens: Token[], past = false): Clause {
  const c: Clause = {
    time: [],
    places: [],
    adverbs: [],
    endAdverbs: [],
    past,
    future: false,
    progressive: false,
    negative: false,
    question: false,
    thereIs: false,
  };
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    const e = t.entry;
    if (e?.kind === 't') {
      c.time.push(e.en);
      if (PAST_TIMES.has(e.en)) c.past = true;
      if (e.en === 'tomorrow') c.future = true;
      i += 1;
    } else if (t.particle === '在' || t.particle === '正在') {
      const place = t.particle === '在' ? readPlace(tokens, i + 1) : undefined;
      if (place) {
        c.places.push(place.text);
        i = place.next;
      } else {
        if (!c.verb) c.progressive = true;
        i += 1;
      }
    } else if (t.particle === '了' || t.particle === '过') {
      c.past = true;
      i += 1;
    } else if (t.particle === '不' || t.particle === '没' || t.particle === '没有') {
      c.negative = true;
      if (t.particle !== '不') c.past = !readNounPhrase(tokens, i + 1);
      if (t.particle === '没有' && readNounPhrase(tokens, i + 1)) c.verb ??= 'have,had';
      i += 1;
    } else if (t.particle === '吗') {
      c.question = true;
      i += 1;
    } else if (t.particle === '给' && c.verb) {
      const r = readNounPhrase(tokens, i + 1);
      if (r) c.recipient = r.np;
      i = r ? r.next : i + 1;
    } else if (t.particle === '把' && !c.verb) {
      const r = readNounPhrase(tokens, i + 1);
      if (r) c.fronted = r.np;
      i = r ? r.next : i + 1;
    } else if (e?.kind === 'mod' && !c.verb) {
      c.modal = e.en;
      i += 1;
    } else if (e?.kind === 'd') {
      (END_ADVERBS.has(e.en) ? c.endAdverbs : c.adverbs).push(e.en);
      i += 1;
    } else if (e?.kind === 'a' && !readNounPhrase(tokens, i)) {
      c.adjective = c.adjective ? `${c.adjective} and ${e.en}` : e.en;
      i += 1;
    } else if (!c.verb && lookupVerb(t.key) && !(e?.kind === 'n' && readNounPhrase(tokens, i) && !c.subject)) {
      c.verb = lookupVerb(t.key)!.en;
      i += 1;
    } else if (c.verb && !c.purpose && e?.kind !== 'n' && lookupVerb(t.key) && !readNounPhrase(tokens, i)) {
      c.purpose = lookupVerb(t.key)!.en;
      i += 1;
    } else {
      const r = readNp(tokens, i);
      if (!r) {
        i += 1;
        continue;
      }
      if (!c.verb && !c.subject) c.subject = r.np;
      else if (c.purpose && !c.purposeObject) c.purposeObject = r.np;
      else if (c.verb && !c.object)
        c.object = r.parts.length > 1 ? coordinate(r.parts[0]!, r.parts[1]!, 'object') : r.np;
      else if (c.verb && c.object && !c.object2) c.object2 = r.np;
      else if (!c.verb && c.subject && !c.object) c.object = r.np;
      i = r.next;
    }
  }
  if (c.verb?.startsWith('have,') && !c.subject) c.thereIs = true;
  return c;
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
  if (spec === 'be') return `${be(c.subject, c.past)}${c.negative ? ' not' : ''}`;
  if (c.modal) {
    const want = c.modal === 'want to';
    const m = want
      ? c.past
        ? 'wanted to'
        : third
          ? 'wants to'
          : 'want to'
      : c.past
        ? 'could'
        : c.future
          ? 'will'
          : 'can';
    const neg = c.negative
      ? want
        ? c.past
          ? 'did not want to'
          : third
            ? 'does not want to'
            : 'do not want to'
        : `${m} not`
      : m;
    return `${c.negative ? neg : m} ${f.base}`;
  }
  if (c.progressive && !c.negative) return `${be(c.subject, c.past)} ${f.ing}`;
  if (c.future) return `will ${c.negative ? 'not ' : ''}${f.base}`;
  if (c.negative) return `${c.past ? 'did' : third ? 'does' : 'do'} not ${f.base}`;
  if (c.past) return f.past;
  return third ? f.third : f.base;
}

/** English word order: time, subject, verb, object, places, adverbs. */
export function writeClause(c: Clause): string {
  const subject = c.subject ? render(c.subject, 'subject') : '';
  const object = c.fronted ?? c.object;
  // 把 makes the object definite; after like/love a bare countable noun means all of them (likes cats).
  let objectText = object && c.verb?.startsWith('go to') && /^(school|bed)$/.test(object.words) ? object.words : '';
  objectText ||= object
    ? render(
        object,
        c.fronted || (c.verb && /^(go to|come to|arrive at|go back to|live in)/.test(c.verb)) ? 'place' : 'object',
      )
    : '';
  if (
    object &&
    !c.fronted &&
    /^(like|love)$/.test(c.verb ?? '') &&
    object.countable &&
    !object.determined &&
    !object.plural
  )
    objectText = plural(object.words);
  let core: string;
  if (c.thereIs) {
    const pl = c.object?.plural ?? false;
    core = `there ${c.past ? (pl ? 'were' : 'was') : pl ? 'are' : 'is'}${c.negative ? ' no' : ''} ${objectText}`;
  } else if (c.verb) {
    // 小貓去探險 → goes to explore, 他回去了 → went back: a motion verb with no place drops its "to".
    const motion = /^(go|come|go back) to$/.test(verbForms(c.verb).base);
    const verb = !objectText && motion ? c.verb.replace(/ to(?=,|$)/g, '') : c.verb;
    core = [subject, ...c.adverbs.filter((a) => a !== 'very'), verbPhrase(c, verb), objectText]
      .filter(Boolean)
      .join(' ');
  } else if (c.adjective) {
    core = [subject || 'it', be(c.subject, c.past), c.negative ? 'not' : '', ...c.adverbs, c.adjective]
      .filter(Boolean)
      .join(' ');
  } else if (c.subject && c.object) {
    core = `${subject} ${be(c.subject, c.past)} ${render(c.object, 'object')}`;
  } else {
    core = [subject, objectText].filter(Boolean).join(' ');
  }
  if (c.verb && c.adjective) core += ` ${c.adverbs.includes('very') ? 'very ' : ''}${c.adjective}`;
  if (c.object2) core += ` ${render(c.object2, 'object')}`;
  if (c.purpose) {
    const goes = /^(go to|come to)$/.test(verbForms(c.purpose).base) && c.purposeObject;
    // 開車去城市 → drives a car to the city; 喜歡吃冰淇淋 → likes to eat ice cream.
    if (goes) core += ` to ${render(c.purposeObject!, 'place')}`;
    else core += ` to ${verbForms(c.purpose).base}${c.purposeObject ? ` ${render(c.purposeObject, 'object')}` : ''}`;
  }
  if (c.recipient) core += ` to ${render(c.recipient, 'object')}`;
  const time = c.time.length ? `${c.time.join(' ')}${core ? ',' : ''}` : '';
  return [time, core, ...c.places, ...c.endAdverbs].filter(Boolean).join(' ');
}

/** A question with 嗎 becomes a yes/no question: "你喜歡貓嗎" → "Do you like cats". */
export function asQuestion(c: Clause, statement: string): string {
  if (!c.question) return statement;
  const subject = c.subject ? render(c.subject, 'subject') : 'it';
  const rest = statement.slice(statement.indexOf(subject) + subject.length).trim();
  const third = (c.subject?.person ?? 3) === 3 && !(c.subject?.plural ?? false);
  const aux = rest.split(' ')[0] ?? '';
  if (/^(am|is|are|was|were|can|could|will)$/.test(aux)) return `${aux} ${subject} ${rest.slice(aux.length).trim()}`;
  if (!c.verb) return statement;
  const f = verbForms(c.verb);
  const tail = rest.replace(/^\S+/, f.base);
  return `${c.past ? 'did' : third ? 'does' : 'do'} ${subject === 'I' ? 'I' : subject.toLowerCase() === subject ? subject : subject} ${tail}`;
}
