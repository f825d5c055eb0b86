/** English inflection for the translator: plurals, verb forms, articles. */
const IRREGULAR_PLURAL: Record<string, string> = {
  child: 'children',
  mouse: 'mice',
  fish: 'fish',
  sheep: 'sheep',
  person: 'people',
  man: 'men',
  woman: 'women',
  tooth: 'teeth',
  foot: 'feet',
  goose: 'geese',
  leaf: 'leaves',
  wolf: 'wolves',
  knife: 'knives',
  deer: 'deer',
};

export function plural(noun: string): string {
  const words = noun.split(' ');
  const last = words.pop()!;
  let p: string;
  if (IRREGULAR_PLURAL[last]) p = IRREGULAR_PLURAL[last];
  else if (/(s|x|z|ch|sh|o)$/.test(last) && !/(photo|piano|zoo|kangaroo)$/.test(last)) p = `${last}es`;
  else if (/[^aeiou]y$/.test(last)) p = `${last.slice(0, -1)}ies`;
  else p = `${last}s`;
  return [...words, p].join(' ');
}

export interface VerbForms {
  base: string;
  past: string;
  third: string;
  ing: string;
}

/** 'eat,ate' → forms; regular verbs need only the base. Phrasal verbs inflect their first word. */
export function verbForms(spec: string): VerbForms {
  const [baseAll, irregularPast] = spec.split(',') as [string, string | undefined];
  const [head, ...rest] = baseAll.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  const h = head!;
  const past = irregularPast ?? regularPast(h) + tail;
  const third =
    (/(s|x|z|ch|sh|o)$/.test(h)
      ? `${h}es`
      : /[^aeiou]y$/.test(h)
        ? `${h.slice(0, -1)}ies`
        : h === 'have'
          ? 'has'
          : `${h}s`) + tail;
  const ing = ing_(h) + tail;
  return {
    base: baseAll,
    past: irregularPast ? irregularPast + (irregularPast.includes(' ') ? '' : tail) : past,
    third,
    ing,
  };
}

function regularPast(v: string): string {
  if (v.endsWith('e')) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  if (/^(stop|hug|drop|plan|shop|clap|hop|skip|grab|jog|nod|rob|chat|pat)$/.test(v)) return `${v}${v.at(-1)}ed`;
  return `${v}ed`;
}

function ing_(v: string): string {
  if (v === 'be') return 'being';
  if (/ie$/.test(v)) return `${v.slice(0, -2)}ying`;
  if (/[^e]e$/.test(v) && v !== 'see') return `${v.slice(0, -1)}ing`;
  if (/^(run|swim|sit|hop|stop|hug|dig|get|put|shop|skip|clap|cut|win|begin|jog|plan|drop|grab|chat|pat)$/.test(v))
    return `${v}${v.at(-1)}ing`;
  return `${v}ing`;
}

export function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(uni|use|one)/i.test(word) ? 'an' : 'a';
}
