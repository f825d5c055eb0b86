/**
 * Trains the safety check's learned second line (decision 0027) and writes its weights to
 * apps/server/src/ai/safety/learned-weights.json.
 *
 *   node --import tsx apps/server/scripts/train-safety-model.ts [--cv] [--with round13,round14] [--out file]
 *
 * Training data: the dev part and the tuned rounds (7–12) only — never a held-back part. `--with round13` adds
 * round 13 once its baseline has been measured. `--cv` prints 5-fold cross-validation figures first.
 *
 * The model is a multinomial logistic regression (classes: safe + the eight categories) over the features of
 * learned.ts, fitted with AdaGrad and an L2 penalty. Its per-class thresholds are chosen on texts it has not
 * been trained on: the out-of-fold probabilities of the must-allow sentences (5 folds) and every Chinese string in
 * the repository's code and tests (outside the safety module and its sets) — so that no such text is refused by
 * the learned line — and then raised to at least `MIN_THRESHOLD`.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { LEARNED_CLASSES, learnedFeatures, readsAsChinese, type LearnedWeights } from '../src/ai/safety/learned.ts';
import { prepare } from '../src/ai/safety/normalise.ts';
import { rulesVerdict } from '../src/ai/safety/safety.ts';
import { soundSlots } from '../src/ai/safety/sound.ts';
import { loadSafetySet, type SafetyPart } from '../test/safety/sets.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const args = process.argv.slice(2);
// `--out file` writes the weights elsewhere (to compare a retrain before replacing the weights in use)
const OUT = args.includes('--out')
  ? path.resolve(args[args.indexOf('--out') + 1]!)
  : path.join(root, 'apps/server/src/ai/safety/learned-weights.json');
const TRAIN_PARTS: SafetyPart[] = ['dev', 'round7', 'round8', 'round9', 'round10', 'round11', 'round12'];
// `--with round13,round14`: more parts, once their baselines have been measured (never a part kept untuned)
if (args.includes('--with')) TRAIN_PARTS.push(...(args[args.indexOf('--with') + 1]!.split(',') as SafetyPart[]));

const EPOCHS = 15;
const RATE = 0.3;
const L2 = 0.003;
const MIN_COUNT = 2;
const SCALE = 1000;
/** a learned refusal needs at least this probability for its class, whatever the validation allows */
const MIN_THRESHOLD = 0.6;
/** weights smaller than this (after training) are dropped from the file */
const PRUNE = 0.1;
/** validation negatives each class may refuse (`--budget N` to compare) */
const BUDGET = args.includes('--budget') ? Number(args[args.indexOf('--budget') + 1]) : 1;
/** a safe text counts this many times in training: a refusal of an innocent sentence costs more than a miss */
const NEG_WEIGHT = 1;
/** dictionary words of at least this frequency are negatives, each counting this much */
const DICT_MIN = 100;
const DICT_WEIGHT = 0.3;

interface Example {
  text: string;
  /** the learned line reads it (Chinese, zhuyin or pinyin: learned.ts); only these count for thresholds and CV */
  zh?: boolean;
  y: number;
  f: string[];
  /** how much the example counts (dictionary words count less than sentences) */
  weight?: number;
}

function featurise(text: string): string[] {
  const p = prepare(text);
  return learnedFeatures(p, soundSlots(p));
}

function readsAsZh(text: string): boolean {
  const p = prepare(text);
  return readsAsChinese(p, soundSlots(p));
}

function load(parts: SafetyPart[]): Example[] {
  const out: Example[] = [];
  for (const part of parts) {
    const set = loadSafetySet(part);
    for (const b of set.block) {
      const y = LEARNED_CLASSES.indexOf(b.category as (typeof LEARNED_CLASSES)[number]);
      if (y > 0) out.push({ text: b.text, y, f: featurise(b.text), zh: readsAsZh(b.text) });
    }
    for (const a of set.allow) out.push({ text: a, y: 0, f: featurise(a), zh: readsAsZh(a) });
  }
  return out;
}

/** Chinese string literals in the repository's code and tests, outside the safety check's word lists. */
export function repositoryStrings(): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.json'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    // the safety check's own word lists are no everyday text; its tests are (what the rules refuse is dropped below)
    .filter((f) => f && !/node_modules|package-lock|learned-weights|ai\/safety\/(?:blocklist|rules)\.ts/i.test(f));
  const out = new Map<string, string>();
  for (const f of files) {
    const src = fs.readFileSync(path.join(root, f), 'utf8');
    for (const m of src.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*\p{Script=Han}(?:(?!\1)[^\\\n]|\\.)*)\1/gu))
      if (!out.has(m[2]!)) out.set(m[2]!, f);
  }
  return [...out].map(([text, file]) => ({ file, text }));
}

type Model = { w: Map<string, Float64Array>; bias: Float64Array };

function train(data: Example[]): Model {
  const K = LEARNED_CLASSES.length;
  const count = new Map<string, number>();
  for (const e of data) for (const f of e.f) count.set(f, (count.get(f) ?? 0) + 1);
  const w = new Map<string, Float64Array>();
  const g2 = new Map<string, Float64Array>();
  for (const [f, n] of count)
    if (n >= MIN_COUNT) {
      w.set(f, new Float64Array(K));
      g2.set(f, new Float64Array(K).fill(1e-6));
    }
  const bias = new Float64Array(K);
  const bg2 = new Float64Array(K).fill(1e-6);
  const order = data.map((_, i) => i);
  let seed = 12345;
  const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const p = new Float64Array(K);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const idx of order) {
      const e = data[idx]!;
      const fs_ = e.f.filter((f) => w.has(f));
      probs(w, bias, fs_, p);
      for (let k = 0; k < K; k++) {
        const g = (p[k]! - (k === e.y ? 1 : 0)) * (e.y === 0 ? NEG_WEIGHT : 1) * (e.weight ?? 1);
        bg2[k]! += g * g;
        bias[k]! -= (RATE * g) / Math.sqrt(bg2[k]!);
        for (const f of fs_) {
          const wf = w.get(f)!;
          const gf = g + L2 * wf[k]!;
          const acc = g2.get(f)!;
          acc[k]! += gf * gf;
          wf[k]! -= (RATE * gf) / Math.sqrt(acc[k]!);
        }
      }
    }
  }
  // small weights are dropped here, so the folds' models are the shape of the one written out
  for (const [f, v] of w) {
    for (let k = 0; k < K; k++) if (Math.abs(v[k]!) < PRUNE) v[k] = 0;
    if (v.every((x) => x === 0)) w.delete(f);
  }
  return { w, bias };
}

function probs(w: Map<string, Float64Array>, bias: Float64Array, f: string[], out: Float64Array): Float64Array {
  out.set(bias);
  for (const x of f) {
    const v = w.get(x);
    if (v) for (let k = 0; k < out.length; k++) out[k]! += v[k]!;
  }
  let max = -Infinity;
  for (const s of out) max = Math.max(max, s);
  let sum = 0;
  for (let k = 0; k < out.length; k++) sum += out[k] = Math.exp(out[k]! - max);
  for (let k = 0; k < out.length; k++) out[k]! /= sum;
  return out;
}

function predict(m: Model, f: string[]): Float64Array {
  return probs(m.w, m.bias, f, new Float64Array(LEARNED_CLASSES.length));
}

/** argmax class and its probability */
function top(p: Float64Array): [number, number] {
  let best = 0;
  for (let k = 1; k < p.length; k++) if (p[k]! > p[best]!) best = k;
  return [best, p[best]!];
}

/**
 * Per class: the lowest threshold that refuses at most `BUDGET` of the validation negatives whose most likely
 * class is that one (the negatives above it are refused; one or two hard sentences among ≈ 8 000 is ≈ 0.02 %).
 */
function thresholds(negatives: Float64Array[]): number[] {
  const byClass: number[][] = LEARNED_CLASSES.map(() => []);
  for (const p of negatives) {
    const [k, v] = top(p);
    if (k > 0) byClass[k]!.push(v);
  }
  return byClass.map((vs, k) => {
    if (k === 0) return Infinity;
    vs.sort((a, b) => b - a);
    const v = vs[BUDGET];
    return Math.max(MIN_THRESHOLD, v === undefined ? 0 : Math.min(0.999, v + 0.005));
  });
}

function refuses(p: Float64Array, t: number[]): number {
  const [k, v] = top(p);
  return k > 0 && v >= t[k]! ? k : 0;
}

function folds(data: Example[], k: number): Example[][] {
  const out: Example[][] = Array.from({ length: k }, () => []);
  data.forEach((e, i) => out[i % k]!.push(e));
  return out;
}

const data = load(TRAIN_PARTS);
// the learned line only sees what the rules let through: a string the rules refuse is no negative for it
// The repository's strings are more negatives to learn from — everyday app text, so that a word is not learnt as
// harmful only because the must-allow sentences never use it. They take part in the folds like the sets' texts:
// each is scored by a model that did not learn it, and those scores choose the thresholds.
// The language's everyday words: the jieba dictionary's words of frequency ≥ DICT_MIN (not idioms or set
// expressions, which include oaths) that the rules let through. They teach that 幹嘛, 消失 and 人群 are ordinary
// words, so the model does not learn a word as harmful only because our must-allow sentences never used it.
const require_ = createRequire(import.meta.url);
const dictWords: Example[] = fs
  .readFileSync(require_.resolve('@node-rs/jieba/dict.txt'), 'utf8')
  .split('\n')
  .map((l) => l.split(' '))
  .filter(([w, n, pos]) => w && Number(n) >= DICT_MIN && pos !== 'l' && pos !== 'i' && /^\p{Script=Han}+$/u.test(w))
  .filter(([w]) => rulesVerdict(w!).safe)
  .map(([w]) => ({ text: w!, y: 0, f: featurise(w!), weight: DICT_WEIGHT }));
// Frames that harmful texts open with (我想要…, 我要把…, 幫我畫…, 教我怎麼…) completed with everyday acts: the frame
// alone must not be learnt as harm (decision 0031: a retrain with more must-block texts refused 我想要去公園 as
// self-harm). Every frame × completion the rules let through is a negative, counting half.
const FRAMES = [
  '我想要',
  '我要',
  '我好想',
  '我想',
  '我很想',
  '我真想',
  '我希望',
  '我要去',
  '我想去',
  '我們來',
  '我們一起',
  '幫我畫',
  '畫一個',
  '畫一隻',
  '幫我寫',
  '寫一個',
  '教我怎麼',
  '教我',
  '怎麼',
  '我今天',
  '我明天要',
  '下課我要',
  '放學後我要',
  '晚上我要',
  '我好想要',
  '如果我可以',
  '我不想',
  '我再也不想',
  '大家都',
  '我最想',
];
const DOINGS = [
  '去公園',
  '吃冰淇淋',
  '跟小狗玩',
  '睡覺',
  '回家',
  '看書',
  '騎腳踏車',
  '游泳',
  '唱歌',
  '蓋沙堡',
  '去動物園',
  '吃雞排',
  '放風箏',
  '做蛋糕',
  '找奶奶',
  '買新的鉛筆',
  '當太空人',
  '養一隻兔子',
  '看煙火',
  '去海邊',
  '跳舞',
  '畫畫',
  '彈鋼琴',
  '踢足球',
  '打籃球',
  '摺紙飛機',
  '種花',
  '洗澡',
  '寫功課',
  '上學',
  '去圖書館',
  '吃早餐',
  '穿新衣服',
  '去旅行',
  '看電影',
  '玩積木',
  '堆雪人',
  '抱抱媽媽',
  '去外婆家',
  '做好朋友',
  '飛到月亮上',
];
const frameNegatives: Example[] = FRAMES.flatMap((f) => DOINGS.map((d) => f + d))
  .filter((t) => rulesVerdict(t).safe)
  .map((t) => ({ text: t, y: 0, f: featurise(t), weight: 0.5 }));
const repoAll = repositoryStrings().filter((x) => rulesVerdict(x.text).safe);
const repoEx: Example[] = repoAll.map((x) => ({ text: x.text, y: 0, f: featurise(x.text), zh: readsAsZh(x.text) }));
console.log(
  `training on ${TRAIN_PARTS.join(', ')}: ${data.length} texts, ${repoEx.length} repository strings (5 folds), ${dictWords.length} dictionary words`,
);

// out-of-fold probabilities: for the thresholds (allow side) and the cross-validation figures
const K = 5;
const parts = folds(data, K);
const repoParts = folds(repoEx, K);
const oof: { e: Example; p: Float64Array }[] = [];
const repoOof: { e: Example; p: Float64Array }[] = [];
for (let i = 0; i < K; i++) {
  const m = train([
    ...parts.filter((_, j) => j !== i).flat(),
    ...repoParts.filter((_, j) => j !== i).flat(),
    ...dictWords,
    ...frameNegatives,
  ]);
  for (const e of parts[i]!) oof.push({ e, p: predict(m, e.f) });
  for (const e of repoParts[i]!) repoOof.push({ e, p: predict(m, e.f) });
}
const final = train([...data, ...repoEx, ...dictWords, ...frameNegatives]);
const allowOof = oof.filter((o) => o.e.y === 0 && o.e.zh && rulesVerdict(o.e.text).safe);
const t = thresholds([...allowOof.map((o) => o.p), ...repoOof.filter((o) => o.e.zh).map((o) => o.p)]);
if (args.includes('--show')) {
  const neg = [...allowOof, ...repoOof].map((o) => ({ text: o.e.text, p: o.p }));
  neg.sort((a, b) => (b.p[0]! - a.p[0]! > 0 ? -1 : 1));
  for (const n of neg.slice(0, 40))
    console.log((1 - n.p[0]!).toFixed(3), LEARNED_CLASSES[top(n.p)[0]], n.text.slice(0, 60));
}

if (args.includes('--cv')) {
  // what runs: the learned line on the texts it reads (Chinese, zhuyin, pinyin)
  const block = oof.filter((o) => o.e.y > 0 && o.e.zh);
  const allow = oof.filter((o) => o.e.y === 0 && o.e.zh);
  const hit = block.filter((o) => refuses(o.p, t) > 0);
  const right = block.filter((o) => refuses(o.p, t) === o.e.y);
  const fa = allow.filter((o) => refuses(o.p, t) > 0);
  // the same at a plain 0.5 threshold, to show what the validation-chosen thresholds cost
  const half = LEARNED_CLASSES.map((_, k) => (k === 0 ? Infinity : 0.5));
  const hit5 = block.filter((o) => refuses(o.p, half) > 0);
  const fa5 = allow.filter((o) => refuses(o.p, half) > 0);
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} % (${a}/${b})`;
  console.log(
    `5-fold CV, learned line alone, chosen thresholds: blocked ${pct(hit.length, block.length)}, right category ${pct(right.length, block.length)}, falsely blocked ${pct(fa.length, allow.length)}`,
  );
  console.log(
    `5-fold CV, learned line alone, threshold 0.5: blocked ${pct(hit5.length, block.length)}, falsely blocked ${pct(fa5.length, allow.length)}`,
  );
  for (let k = 1; k < LEARNED_CLASSES.length; k++) {
    const b = block.filter((o) => o.e.y === k);
    console.log(
      `  ${LEARNED_CLASSES[k]}: threshold ${t[k]!.toFixed(3)}, CV blocked ${pct(b.filter((o) => refuses(o.p, t) > 0).length, b.length)}`,
    );
  }
}

const w: Record<string, number[]> = {};
for (const [f, v] of [...final.w].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const sparse: number[] = [];
  v.forEach((x, k) => {
    if (Math.abs(x) >= PRUNE) sparse.push(k, Math.round(x * SCALE));
  });
  if (sparse.length) w[f] = sparse;
}
const out: LearnedWeights = {
  classes: [...LEARNED_CLASSES],
  scale: SCALE,
  bias: [...final.bias].map((x) => Math.round(x * SCALE)),
  w,
  threshold: t.map((x) => (Number.isFinite(x) ? Math.round(x * 1000) / 1000 : null)),
};
fs.writeFileSync(OUT, `${JSON.stringify(out)}\n`);
console.log(
  `wrote ${path.relative(root, OUT)}: ${Object.keys(w).length} features, ${(fs.statSync(OUT).size / 1024).toFixed(0)} KiB`,
);
