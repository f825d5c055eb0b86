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
  else if (
    /(fish|sheep|deer|s|people|children|ies|[^s]es)$/.test(last) &&
    last.length > 3 &&
    !/(bus|glass|class|dress|kiss|box)$/.test(last)
  )
    p = last;
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

/** Irregular past and past participle of common verbs, for verbs whose dictionary entry gives no past. */
const IRREGULAR: Record<string, [string, string]> = {
  be: ['was', 'been'],
  become: ['became', 'become'],
  begin: ['began', 'begun'],
  bite: ['bit', 'bitten'],
  bleed: ['bled', 'bled'],
  blow: ['blew', 'blown'],
  break: ['broke', 'broken'],
  bring: ['brought', 'brought'],
  build: ['built', 'built'],
  buy: ['bought', 'bought'],
  catch: ['caught', 'caught'],
  choose: ['chose', 'chosen'],
  come: ['came', 'come'],
  cut: ['cut', 'cut'],
  dig: ['dug', 'dug'],
  do: ['did', 'done'],
  draw: ['drew', 'drawn'],
  dream: ['dreamed', 'dreamed'],
  drink: ['drank', 'drunk'],
  drive: ['drove', 'driven'],
  eat: ['ate', 'eaten'],
  fall: ['fell', 'fallen'],
  feed: ['fed', 'fed'],
  feel: ['felt', 'felt'],
  fight: ['fought', 'fought'],
  find: ['found', 'found'],
  fly: ['flew', 'flown'],
  forget: ['forgot', 'forgotten'],
  forgive: ['forgave', 'forgiven'],
  freeze: ['froze', 'frozen'],
  get: ['got', 'got'],
  give: ['gave', 'given'],
  go: ['went', 'gone'],
  grow: ['grew', 'grown'],
  hang: ['hung', 'hung'],
  have: ['had', 'had'],
  hear: ['heard', 'heard'],
  hide: ['hid', 'hidden'],
  hit: ['hit', 'hit'],
  hold: ['held', 'held'],
  hurt: ['hurt', 'hurt'],
  keep: ['kept', 'kept'],
  know: ['knew', 'known'],
  lay: ['laid', 'laid'],
  lead: ['led', 'led'],
  leave: ['left', 'left'],
  lend: ['lent', 'lent'],
  let: ['let', 'let'],
  lie: ['lay', 'lain'],
  light: ['lit', 'lit'],
  lose: ['lost', 'lost'],
  make: ['made', 'made'],
  meet: ['met', 'met'],
  pay: ['paid', 'paid'],
  put: ['put', 'put'],
  read: ['read', 'read'],
  ride: ['rode', 'ridden'],
  ring: ['rang', 'rung'],
  rise: ['rose', 'risen'],
  run: ['ran', 'run'],
  say: ['said', 'said'],
  see: ['saw', 'seen'],
  sell: ['sold', 'sold'],
  send: ['sent', 'sent'],
  set: ['set', 'set'],
  shake: ['shook', 'shaken'],
  shine: ['shone', 'shone'],
  shoot: ['shot', 'shot'],
  shut: ['shut', 'shut'],
  sing: ['sang', 'sung'],
  sink: ['sank', 'sunk'],
  sit: ['sat', 'sat'],
  sleep: ['slept', 'slept'],
  slide: ['slid', 'slid'],
  speak: ['spoke', 'spoken'],
  spend: ['spent', 'spent'],
  stand: ['stood', 'stood'],
  steal: ['stole', 'stolen'],
  stick: ['stuck', 'stuck'],
  sting: ['stung', 'stung'],
  sweep: ['swept', 'swept'],
  swim: ['swam', 'swum'],
  swing: ['swung', 'swung'],
  take: ['took', 'taken'],
  teach: ['taught', 'taught'],
  tear: ['tore', 'torn'],
  tell: ['told', 'told'],
  think: ['thought', 'thought'],
  throw: ['threw', 'thrown'],
  understand: ['understood', 'understood'],
  wake: ['woke', 'woken'],
  wear: ['wore', 'worn'],
  win: ['won', 'won'],
  write: ['wrote', 'written'],
};

function regularPast(v: string): string {
  if (IRREGULAR[v]) return IRREGULAR[v][0];
  if (v.endsWith('e')) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  // one syllable ending consonant–vowel–consonant doubles: stopped, hugged, planned, wagged
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(v) && !/(en|er|el)$/.test(v)) return `${v}${v.at(-1)}ed`;
  return `${v}ed`;
}

/** The past participle for the passive: was eaten, was blown away. */
export function participle(spec: string): string {
  const [base] = spec.split(',') as [string];
  const [head, ...rest] = base.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  const h = head!;
  return (IRREGULAR[h] ? IRREGULAR[h][1] : regularPast(h)) + tail;
}

function ing_(v: string): string {
  if (v === 'be') return 'being';
  if (/ie$/.test(v)) return `${v.slice(0, -2)}ying`;
  if (/[^e]e$/.test(v) && v !== 'see') return `${v.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(v) || v === 'begin') return `${v}${v.at(-1)}ing`;
  return `${v}ing`;
}

export function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(uni|use|one)/i.test(word) ? 'an' : 'a';
}
