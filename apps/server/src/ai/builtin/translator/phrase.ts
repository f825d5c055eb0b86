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
const OF_OWNER =
  /\b(forest|sea|sky|city|school|castle|farm|garden|park|house|world|night|story|book|tree|mountain|river)$/;

/**
 * Reads a noun phrase starting at `i`; returns it and the index after it, or undefined when no noun
 * phrase starts there.
 */
export function readNounPhrase(tokens: Token[], i: number): { np: NounPhrase; next: number } | undefined {
  let owner = '';
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
      many = t.entry.en === 'many' || t.entry.en === 'some';
      j += tokens[j + 1]?.entry?.kind === 'm' ? 2 : 1;
    } else if (t.entry?.kind === 'm') {
      count ??= 'one';
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
      const isPlural = (n > 1 && h.countable) || h.plural;
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
