import { lookupVerb } from './dictionary.ts';
import { article, plural } from './english.ts';
import type { Token } from './words.ts';

/** A noun phrase read from the tokens: "我的小狗", "兩隻小鳥", "紅色的花". */
export interface NounPhrase {
  /** the English words without an article */
  words: string;
  person: 1 | 2 | 3;
  plural: boolean;
  pronoun?: Token['pronoun'];
  /** my/his/the rabbit's … or a number: no article needed */
  determined: boolean;
  countable: boolean;
  proper: boolean;
}

const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

export const isNoun = (t?: Token) => !!t && (!!t.name || ['n', 'nm', 'name', 'pl'].includes(t.entry?.kind ?? ''));

function headNoun(t: Token): { words: string; countable: boolean; proper: boolean; plural: boolean } {
  if (t.name) return { words: t.name, countable: false, proper: true, plural: false };
  const k = t.entry!.kind;
  return { words: t.entry!.en, countable: k === 'n', proper: k === 'name', plural: k === 'pl' };
}

// Places and things own with 'of' (the king of the forest); people and animals with 's.
// Family and school words a child owns without 的: 我媽媽, 我們班, 我們全家.
const OWN_WITHOUT_DE =
  /^(Mom|Dad|Grandma|Grandpa|big brother|little brother|big sister|little sister|class|whole family|family|teacher|home|uncle|aunt|auntie|cousin|school|friend|good friend)$/;
const DEGREE_IN_NP = /^(very|so|super|really)$/;
const isPersonal = (t: Token) =>
  !!t.name || /^(Mom|Dad|Grandma|Grandpa|Mommy|Daddy|Great-Grandma)$/.test(t.entry?.en ?? '');
// Family and classmates a child writes about are the child's own: 哥哥 → my big brother.
const KIN =
  /^(big brother|little brother|big sister|little sister|classmate|classmates|cousin|uncle|aunt|auntie|good friend|best friend|whole family|family)$/;
// One of a kind: the wind, the sun.
const THE_NOUNS = /^(wind|sun|moon|sky|sea|earth|ground|weather|rain|snow)$/;

const OF_OWNER =
  /\b(forest|sea|sky|city|school|castle|farm|garden|park|house|world|night|story|book|tree|mountain|river)$/;

/**
 * Reads a noun phrase starting at `i`; returns it and the index after it, or undefined when no noun
 * phrase starts there.
 */
export function readNounPhrase(tokens: Token[], i: number): { np: NounPhrase; next: number } | undefined {
  let owner = '';
  let measure: string | undefined;
  let count: string | undefined;
  let many = false;
  const adjectives: string[] = [];
  let j = i;
  for (let guard = 0; guard < 8 && j < tokens.length; guard++) {
    const t = tokens[j]!;
    const after = tokens[j + 1];
    if (t.pronoun && after?.particle === '的' && (isNoun(tokens[j + 2]) || tokens[j + 2]?.entry?.kind === 'a')) {
      owner = t.pronoun.possessive;
      j += 2;
    } else if (t.pronoun && !owner && isNoun(after) && OWN_WITHOUT_DE.test(after?.entry?.en ?? '')) {
      // 我們班 → our class, 我媽媽 → my mom, 我們全家 → our whole family
      owner = t.pronoun.possessive;
      j += 1;
    } else if (t.pronoun) {
      if (owner || adjectives.length || count) break;
      return {
        np: {
          words: t.pronoun.subject,
          person: t.pronoun.person,
          plural: t.pronoun.plural,
          pronoun: t.pronoun,
          determined: true,
          countable: false,
          proper: true,
        },
        next: j + 1,
      };
    } else if (t.entry?.kind === 'num') {
      count = t.entry.en;
      many = t.entry.en === 'many' || t.entry.en === 'some' || t.entry.en === 'lots of';
      if (tokens[j + 1]?.entry?.kind === 'm') {
        const m = tokens[j + 1]!.entry!.en;
        if (m !== '-') measure = m;
        j += 2;
      } else j += 1;
      // 兩碗 with nothing after: two bowls
      if (
        measure &&
        !isNoun(tokens[j]) &&
        !['a', 'd'].includes(tokens[j]?.entry?.kind ?? '') &&
        tokens[j]?.particle !== '的'
      ) {
        const n = NUMBERS[count] ?? (many ? 2 : 1);
        const words = n > 1 || many ? `${count} ${plural(measure)}` : `${article(measure)} ${measure}`;
        return { np: { words, person: 3, plural: n > 1, determined: true, countable: true, proper: false }, next: j };
      }
    } else if (t.entry?.kind === 'm') {
      count ??= 'one';
      if (t.entry.en !== '-') measure = t.entry.en;
      j += 1;
    } else if (
      (t.entry?.kind === 'a' || t.entry?.kind === 'd') &&
      DEGREE_IN_NP.test(t.entry.en) &&
      after?.entry?.kind === 'a'
    ) {
      // 一粒很大的米: "very" before an adjective inside the phrase
      adjectives.push('very');
      j += 1;
    } else if (t.particle === '这' || t.particle === '这个' || t.particle === '那' || t.particle === '那个') {
      owner = t.particle.startsWith('这') ? 'this' : 'that';
      j += tokens[j + 1]?.entry?.kind === 'm' ? 2 : 1;
    } else if (
      t.entry?.kind === 'a' &&
      (isNoun(after) || (after?.particle === '的' && isNoun(tokens[j + 2])) || after?.entry?.kind === 'a')
    ) {
      adjectives.push(t.entry.en);
      j += after?.particle === '的' ? 2 : 1;
    } else if (isNoun(t) && after?.entry?.kind === 'l' && tokens[j + 2]?.particle === '的' && isNoun(tokens[j + 3])) {
      // 樹上的葡萄 → the grapes on the tree
      const r = readNounPhrase(tokens, j + 3);
      if (!r) break;
      const h = headNoun(t);
      const where = `${after.entry.en} ${h.proper ? h.words : `the ${h.words}`}`;
      const inner = r.np.determined ? r.np.words : `the ${r.np.words}`;
      return { np: { ...r.np, words: `${inner} ${where}`, determined: true }, next: r.next };
    } else if (isNoun(t) && (t.entry?.kind === 'name' || t.name) && after?.entry?.en === 'home' && isPersonal(t)) {
      // 外婆家 → Grandma's house
      const h = headNoun(t);
      return {
        np: { words: `${h.words}'s house`, person: 3, plural: false, determined: true, countable: true, proper: false },
        next: j + 2,
      };
    } else if (isNoun(t)) {
      // A run of nouns with 的 between them is possession: 兔子的紅蘿蔔 → the rabbit's carrot.
      if (after?.particle === '的' && isNoun(tokens[j + 2]) && !lookupVerb(tokens[j + 2]!.key)) {
        const h = headNoun(t);
        const r = readNounPhrase(tokens, j + 2);
        if (r && OF_OWNER.test(h.words)) {
          return { np: { ...r.np, words: `the ${r.np.words} of the ${h.words}`, determined: true }, next: r.next };
        }
        owner = h.proper ? `${h.words}'s` : `the ${h.words}'s`;
        j += 2;
        continue;
      }
      const h = headNoun(t);
      const n = count ? (NUMBERS[count] ?? (many ? 2 : 1)) : 1;
      // a cup of bubble tea, a chest of gold coins; "piece" only for what cannot be counted
      if (measure && (!h.countable || !/^(piece|slice|grain)$/.test(measure))) {
        // 一箱金幣 → a chest of gold coins, 一箱蘋果 → a box of apples
        if (measure === 'box' && /(coin|treasure|jewel|diamond|gold)$/.test(h.words)) measure = 'chest';
        const unit = n > 1 || many ? plural(measure) : measure;
        const stuff = h.countable && !h.plural ? plural(h.words) : h.words;
        const det = owner || (n > 1 || many ? count! : article([...adjectives, unit][0]!));
        return {
          np: {
            words: [det, ...adjectives, unit, 'of', stuff].join(' '),
            person: 3,
            plural: n > 1,
            determined: true,
            countable: true,
            proper: false,
          },
          next: j + 1,
        };
      }
      const isPlural = (n > 1 && h.countable) || h.plural || (many && h.countable);
      const noun = isPlural && !h.plural ? plural(h.words) : h.words;
      const det =
        owner ||
        (count && count !== 'one' ? count : count === 'one' && h.countable ? article([...adjectives, noun][0]!) : '');
      return {
        np: {
          words: [det, ...adjectives, noun].filter(Boolean).join(' '),
          person: 3,
          plural: isPlural,
          determined: !!det,
          countable: h.countable,
          proper: h.proper,
        },
        next: j + 1,
      };
    } else break;
  }
  return undefined;
}

/** The phrase as subject or object: countable nouns get 'the' as subjects and 'a'/'an' as objects. */
export function render(np: NounPhrase, role: 'subject' | 'object' | 'place'): string {
  if (np.pronoun) return role === 'subject' ? np.pronoun.subject : np.pronoun.object;
  if (np.determined || np.proper) return np.words;
  if (KIN.test(np.words)) return `my ${np.words}`;
  if (THE_NOUNS.test(np.words) && role !== 'place') return `the ${np.words}`;
  if (role === 'place' && /^(school|home)$/.test(np.words)) return np.words;
  if (role === 'object' && np.countable) return `${article(np.words)} ${np.words}`;
  if (role === 'object') return np.words;
  return `the ${np.words}`;
}

export function coordinate(a: NounPhrase, b: NounPhrase, role: 'subject' | 'object' | 'place'): NounPhrase {
  const first = a.pronoun?.subject === 'I' && role === 'subject' ? b : a;
  const second = first === a ? b : a;
  return {
    words: `${render(first, role)} and ${render(second, role)}`,
    person: 3,
    plural: true,
    determined: true,
    countable: false,
    proper: true,
  };
}
