import { normalise, segment, type Word } from '../../../text/segment.ts';
import { emojibaseIndex } from '../emojibase.ts';
import { ACTIONS, FIGURES, PROPS, type Placement } from '../lexicon.ts';
import { THINGS, type ThingDef } from './catalogue.ts';
import { once } from '../../../../lib/once.ts';
import { knownHeight } from '../figure/species.ts';

/**
 * The nouns of a page: who and what the child named, with how many (三隻小豬 → 3, 學生們 → several) and how each
 * stands to the figure (on, under, in, beside, holding, riding, wearing). Only whole words that a table knows are
 * taken — our figure and thing catalogues, then emojibase's Traditional-Chinese labels (never its loose tags) — so
 * an unknown word draws nothing rather than a wrong guess: 雞排 is not a rooster, 翼龍 not a Chinese dragon.
 */
export type Relation =
  'on' | 'under' | 'in' | 'beside' | 'behind' | 'holding' | 'riding' | 'wearing' | 'above' | 'with';
export interface ThingSpec {
  icon: string;
  /** the child's own word */
  word: string;
  count: number;
  relation: Relation;
  /** a person or animal (a who), not an object */
  figure: boolean;
  def?: ThingDef;
  /** index of its first word in the text */
  at: number;
  /** the relation was written (旁邊, 上面, 拿著), not assumed */
  explicit?: boolean;
  /** a size word before it (大魚 1.5, 巨大的 1.9, 小小的 0.55, 很高的 tall): how much bigger or smaller to draw it */
  size?: number;
  /** 很高的, 高高的: drawn taller */
  tall?: boolean;
}

/** Groups a child names as one word: 全家 is a father, a mother and a child. */
const GROUPS: Record<string, { icons: string[]; count?: number }> = {
  全家: { icons: ['man-light', 'woman-light', 'child-light'] },
  全家人: { icons: ['man-light', 'woman-light', 'child-light'] },
  一家人: { icons: ['man-light', 'woman-light', 'child-light'] },
  家人: { icons: ['man-light', 'woman-light', 'child-light'] },
  我們一家: { icons: ['man-light', 'woman-light', 'child-light'] },
  爸爸媽媽: { icons: ['man-light', 'woman-light'] },
  爸媽: { icons: ['man-light', 'woman-light'] },
  全班: { icons: ['child-light'], count: 3 },
  我們全班: { icons: ['child-light'], count: 3 },
  同學們: { icons: ['child-light'], count: 3 },
  大家: { icons: ['child-light'], count: 3 },
  小朋友們: { icons: ['child-light'], count: 3 },
  學生們: { icons: ['child-light'], count: 3 },
  小學生們: { icons: ['child-light'], count: 3 },
  // a flock or a herd is several of its animal (牧羊人趕著羊群: the flock was one sheep, decision 0061)
  羊群: { icons: ['ewe'], count: 3 },
  綿羊群: { icons: ['ewe'], count: 3 },
  牛群: { icons: ['cow'], count: 3 },
  鴨群: { icons: ['duck'], count: 3 },
  鳥群: { icons: ['bird'], count: 3 },
};

/** More who-words than lexicon.ts FIGURES holds: people and animals children name. */
const MORE_FIGURES: Record<string, string[]> = {
  'child-light': ['同學', '小學生', '學生', '班上的同學', '朋友', '好朋友', '登山客', '獵人', '魯賓遜', '探險家'],
  'boy-light': ['小明', '小華', '小強', '大雄', '阿明'],
  'girl-light': ['小美', '小花', '小紅', '小芳', '靜香'],
  'person-fencing': ['騎士', '劍客', '勇士', 'knight'],
  'health-worker-light': ['醫生', '護士', '護理師', 'doctor', 'nurse'],
  'scientist-light': ['科學家', '小科學家', 'scientist'],
  'santa-claus-light': ['聖誕老公公', '聖誕老人', 'santa'],
  'baby-angel-light': ['天使', '小天使', 'angel'],
  'clown-face': ['小丑', 'clown'],
  'pilot-light': ['機長', '飛行員', 'pilot'],
  'detective-light': ['偵探', 'detective'],
  'singer-light': ['歌手', 'singer'],
  'artist-light': ['畫家', 'artist'],
  'student-light': ['大學生'],
  'construction-worker-light': ['工人', '建築工人'],
  'person-mage-light': ['魔術師', '巫師', '魔法師'],
  // people known by their work clothes (decision 0036): a person, dressed by understand-figure.ts's roles
  'man-light': ['郵差', '公車司機', '司機', '漁夫', '救生員', '牛仔', '小偷', '強盜', '搶匪', '盜賊'],
  'police-officer-light': ['女警', '女警察', '警員', '員警', '警官'],
  'firefighter-light': ['消防隊員', '消防員'],
  'guard-light': ['衛兵', '守衛', '阿兵哥', '軍人', '士兵', '憲兵'],
  'cook-light': ['麵包師傅', '蛋糕師傅', '麵包師', '烘焙師', '甜點師', '大廚'],
  'old-woman-light': ['老奶奶', '老婆婆', '外婆'],
  'old-man-light': ['老爺爺', '老公公'],
  mermaid: ['美人魚', '小美人魚', 'mermaid'],
  scarecrow: ['稻草人'],
  eagle: ['老鷹', '鷹', 'eagle'],
  deer: ['鹿', '小鹿', '麋鹿', 'deer', '梅花鹿', '馴鹿'],
  dove: ['鴿子', 'dove', 'pigeon'],
  bird: ['麻雀', '燕子', '白鷺鷥', '烏鴉', '喜鵲'],
  parrot: ['鸚鵡', 'parrot'],
  swan: ['天鵝', 'swan'],
  flamingo: ['紅鶴', '火鶴', '火烈鳥'],
  peacock: ['孔雀'],
  bat: ['蝙蝠', 'bat'],
  camel: ['駱駝', 'camel'],
  kangaroo: ['袋鼠'],
  hippopotamus: ['河馬'],
  rhinoceros: ['犀牛'],
  crocodile: ['鱷魚'],
  snake: ['蛇', '小蛇'],
  lizard: ['蜥蜴', '壁虎', '變色龍'],
  spider: ['蜘蛛'],
  ant: ['螞蟻', '小螞蟻'],
  'lady-beetle': ['瓢蟲'],
  beetle: ['甲蟲', '獨角仙'],
  worm: ['蟲', '毛毛蟲', '蚯蚓'],
  dragonfly: ['蜻蜓'],
  jellyfish: ['水母'],
  squid: ['魷魚', '烏賊'],
  blowfish: ['河豚'],
  seal: ['海豹', '海獅'],
  otter: ['水獺', '海獺'],
  gorilla: ['大猩猩', '猩猩', '黑猩猩'],
  orangutan: ['紅毛猩猩'],
  raccoon: ['浣熊'],
  // less common animals children name (decision 0054): a beaver, a lobster, a shrimp were a child
  beaver: ['河狸', '海狸'],
  lobster: ['龍蝦', '小龍蝦'],
  shrimp: ['蝦子', '蝦', '小蝦', '蝦蝦', '蝦子們'],
  'snow-leopard': ['雪豹'],
  meerkat: ['狐獴', '貓鼬'],
  pangolin: ['穿山甲'],
  seahorse: ['海馬'],
  // 小熊貓 is a red panda, not a small giant panda (found on the held-back half after its count, decision 0054)
  'red-panda': ['小熊貓', '紅熊貓'],
  badger: ['獾'],
  boar: ['山豬', '野豬'],
  'water-buffalo': ['水牛'],
  ox: ['黃牛'],
  donkey: ['驢子'],
  llama: ['羊駝', '草泥馬'],
  goose: ['鵝'],
  turkey: ['火雞'],
  chicken: ['母雞', '老母雞'],
  'baby-chick': ['小雞們'],
  fish: ['金魚', '鯉魚', '吳郭魚'],
  leopard: ['豹', '花豹', '獵豹'],
  mammoth: ['長毛象'],
  't-rex': ['恐龍寶寶', '霸王龍', '暴龍寶寶'],
  // dinosaur kinds without an emoji of their own: drawn from their body plans (figure/species.ts)
  triceratops: ['三角龍'],
  stegosaurus: ['劍龍'],
  pterodactyl: ['翼龍', '翼手龍'],
  velociraptor: ['迅猛龍', '伶盜龍'],
  sauropod: ['腕龍', '梁龍'],
  turtle: ['陸龜', '大海龜', '大烏龜'],
  'leopard-cat': ['石虎'],
  ostrich: ['鴕鳥', '駝鳥'],
  monkey: ['狒狒', '彌猴', '獼猴', '台灣獼猴'],
  hamster: ['天竺鼠'],
  phoenix: ['鳳凰'],
  goblin: ['哥布林'],
  troll: ['山怪'],
  'person-vampire-light': ['吸血鬼'],
  'person-genie': ['神燈精靈', '精靈神燈'],
};

/**
 * Decision 0061. Animals with no family character in their word were drawn as a child: each is drawn as the nearest
 * animal we draw (a walrus, a sea cow, a dugong as the seal; an armadillo, an anteater as the pangolin — armour or a
 * long snout low over the ground; a capybara, a platypus as the beaver — a brown water rodent with a flat tail; a
 * masked palm civet as the raccoon; weasels as the otter). A role's companion the tables did not know (警犬) and a
 * flock or herd (羊群) are their animal; people named by a role the tables did not know (牧羊人, 馴獸師, 新郎) were lost
 * when an animal or thing was named with them (牧羊人和小羊 drew the lamb alone) — understand-figure.ts dresses them.
 */
const NEAREST_FIGURES: Record<string, string[]> = {
  seal: ['海象', '小海象', '海牛', '儒艮', '海狗'],
  pangolin: ['犰狳', '食蟻獸', '大食蟻獸', '小食蟻獸'],
  beaver: ['水豚', '鴨嘴獸', '卡皮巴拉'],
  raccoon: ['果子狸', '白鼻心'],
  otter: ['黃鼠狼', '雪貂', '貂', '水貂', '鼬鼠'],
  dog: ['警犬', '獵犬', '牧羊犬', '軍犬', '搜救犬', '緝毒犬', '狗狗'],
  ewe: ['小綿羊'],
  cow: ['乳牛'],
  'man-light': ['牧羊人', '馴獸師', '馴獸員', '飼育員', '新郎', '新郎官', '盲人', '養蜂人', '海盜', '海盜船長'],
  'woman-light': ['新娘', '新娘子'],
};

/** emojibase's body parts (nose, mouth, ear, tongue, eyes, a foot, a leg, a hand or an arm, lips). */
const BODY_PART =
  /^(nose|ear|ear-with-hearing-aid|mouth|tongue|eye|eyes|lips|foot|leg|mechanical-leg|mechanical-arm|flexed-biceps|brain|anatomical-heart|lungs|biting-lip)(-|$)/;

type Lookup = Map<string, { icon: string; figure: boolean; def?: ThingDef }>;
let tables: { all: Lookup; actions: Map<string, Placement> } | undefined;
function lookup() {
  if (tables) return tables;
  const all: Lookup = new Map();
  const put = (w: string, v: { icon: string; figure: boolean; def?: ThingDef }) => {
    const k = normalise(w);
    if (k && !all.has(k)) all.set(k, v);
  };
  for (const [icon, ws] of Object.entries(FIGURES)) for (const w of ws) put(w, { icon, figure: true });
  for (const [icon, ws] of Object.entries(MORE_FIGURES)) for (const w of ws) put(w, { icon, figure: true });
  for (const [icon, ws] of Object.entries(NEAREST_FIGURES)) for (const w of ws) put(w, { icon, figure: true });
  for (const def of THINGS) for (const w of def.words) put(w, { icon: def.icon, figure: false, def });
  // lexicon.ts's older table borrows the catalogue's flags for the same artwork (唱歌 → notes, in the sky).
  const byIcon = new Map(THINGS.map((d) => [d.icon, d]));
  for (const [icon, ws] of Object.entries(PROPS))
    for (const w of ws) put(w, { icon, figure: false, def: byIcon.get(icon) });
  const eb = emojibaseIndex();
  // emojibase's one-character labels are not names children use for a thing (上 labels a pointing hand).
  // (nor is a body part a thing of its own: 用鼻子噴水, 用嘴巴咬, 摸耳朵 — the part belongs to the figure, and a loose
  // nose, mouth or ear emoji beside it is wrong)
  for (const [k, icon] of eb.figures) if (k.length >= 2 && !BODY_PART.test(icon)) put(k, { icon, figure: true });
  for (const [k, icon] of eb.labels) if (k.length >= 2 && !BODY_PART.test(icon)) put(k, { icon, figure: false });
  const actions = new Map<string, Placement>();
  for (const [p, ws] of Object.entries(ACTIONS)) for (const w of ws) actions.set(normalise(w), p as Placement);
  tables = { all, actions };
  return tables;
}

/** Every noun the tables know, counted once per word (for the catalogue's size). */
export function knownNouns(): number {
  return lookup().all.size;
}

// One-character words that can stand beside a one-character noun: a verb, a measure word, a particle. Any other
// single character next to it means jieba split a word it does not know (吃|雞|排): the noun is not taken.
const SINGLE_OK = once(
  () =>
    new Set(
      [
        ...'的們和跟與在上下裡里中旁邊了著过過很也都又還还就是有個个隻只位頭头條条把給给被讓让對对向往到去來来從从一二兩两三四五六七八九十幾几好多大小老我你他她它吃喝玩看拿抱騎骑坐找送買买賣卖種种踢丟丢撿捡挖堆畫画唱跳飛飞跑走爬游洗煮做切吹打開开放抓追餵喂養养救摸親亲咬啃舔聞闻等陪叫像變变當当想要會会能用拉推搬滾滾蓋盖住睡哭笑看見見逛隻頭張本片顆颗朵棵台輛辆架艘塊块杯碗盤盘包雙双對群堆串盒罐瓶支枝根粒掛挂照貼贴幫帮替帶带撐提舉握揮捧揹戴穿披牽扶',
      ].map((c) => normalise(c)),
    ),
);
const CJK = /^[\u3400-\u9fff]$/;
// What follows an animal in the name of a dish (雞|柳條, 魚|湯, 牛|肉麵): then it is food, not a live animal.
const DISH = once(
  () => new Set([...'排柳條条塊块腿翅肉湯汤飯饭麵面丁絲丝米堡捲卷片餅饼串油粥'].map((c) => normalise(c))),
);
// A character that makes a new thing of the word before it when jieba left it alone (蘿蔔|糕 is a radish cake, not
// a carrot; 鳳梨|酥 a pineapple cake; 泡泡|槍 a bubble gun): then the word is not the thing (decision 0051).
const COMPOUND_HEAD = once(() => new Set([...'糕酥餅饼醬酱槍枪機机架罩墊垫'].map((c) => normalise(c))));
function compounded(words: Word[], end: number): boolean {
  const next = words[end];
  return next !== undefined && next.key.length === 1 && COMPOUND_HEAD().has(next.key) && !lookup().all.has(next.key);
}
function lonely(words: Word[], i: number): boolean {
  const side = (w: Word | undefined) => w !== undefined && CJK.test(w.key) && !SINGLE_OK().has(w.key);
  const next = words[i + 1];
  // after a degree word it is how something is (睡得很香, 超冰, 太甜): an adjective, not the thing (decision 0045)
  if (i > 0 && DEGREE().has(words[i - 1]!.key)) return true;
  return (
    side(words[i - 1]) || side(next) || (next !== undefined && DISH().has(next.key[0]!) && !lookup().all.has(next.key))
  );
}

// built on first use (normalise loads OpenCC, which the cold start leaves for later)
let degree: Set<string> | undefined;
const DEGREE = () =>
  (degree ??= new Set(['很', '超', '太', '真', '蠻', '挺', '非常', '好好'].map((w) => normalise(w))));

const NUMBERS: Record<string, number> = {
  一: 1,
  兩: 2,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};
const NUMBER_GLUED =
  /^([一兩两二三四五六七八九十])([隻只個个位頭头條条匹顆颗朵棵台輛辆架艘本張张片塊块把瓶罐袋箱桶盆])(.+)$/u;
/** A measure word jieba glued to its noun after the number (一/本書, 三/顆蛋): the noun, counted by the number. */
const MEASURE_GLUED = /^([隻只個个位頭头條条匹顆颗朵棵台輛辆架艘本張张片塊块把瓶罐袋箱桶盆杯碗盤盘盒包])(.+)$/u;
const MEASURE = '隻只個个位頭头條条匹顆颗朵棵台輛辆架艘本張张片塊块把群堆串盒杯碗盤盘包雙双對对粒根支枝瓶罐袋箱桶盆';
const SEVERAL = [
  '很多',
  '好多',
  '許多',
  '许多',
  '一群',
  '一堆',
  '好幾',
  '好几',
  '幾',
  '几',
  '一些',
  '成群',
  '一大群',
  '大群',
  '滿滿',
];
/** How many, from the words before a noun (三隻, 一群, 5個) and a 們 after it. */
function countAt(words: Word[], at: number, end: number): number {
  if (words[end]?.key === '们' || words[end - 1]!.key.endsWith('们')) return 3;
  for (const back of [1, 2]) {
    const w = words[at - back];
    if (!w) break;
    const k = w.text;
    if (SEVERAL.some((s) => k === s || k.startsWith(s))) return 3;
    const m =
      /^(\d+|[一兩两二三四五六七八九十]+)([隻只個个位頭头條条匹顆颗朵棵台輛辆架艘本張张片塊块把群堆串盒杯碗盤盘包雙双對对粒根支枝瓶罐袋箱桶盆]?)$/.exec(
        k,
      );
    if (m) {
      if (m[2] === '群' || m[2] === '堆') return 3;
      const n = /^\d+$/.test(m[1]!)
        ? Number(m[1])
        : m[1]!.length === 1
          ? NUMBERS[m[1]!]!
          : m[1]!.startsWith('十')
            ? 10 + (NUMBERS[m[1]![1]!] ?? 0)
            : (NUMBERS[m[1]![0]!] ?? 1) * 10;
      return n;
    }
    // a measure word alone (隻) may follow its number as another word
    if (!MEASURE.includes(k)) break;
  }
  return 1;
}

const AFTER: [Relation, string[]][] = [
  ['on', ['上', '上面', '上方', '頂上', '上头', '上頭']],
  ['under', ['下', '下面', '底下', '下方', '下头', '下頭']],
  ['in', ['裡', '里', '裡面', '里面', '中', '內', '内']],
  // (中間, between two things: beside them, one each side — decision 0043)
  ['beside', ['旁', '旁邊', '边', '邊', '附近', '身邊', '身边', '前面', '中間', '之間', '中间']],
  ['behind', ['後面', '後方', '背後', '后面', '後頭', '後']],
];

/**
 * Size words in the text just before a noun (decision 0033): 巨大的/超大/好大 → much bigger, 大 → bigger,
 * 小小的/很小/迷你 → much smaller, 很高/高高的 → tall. A plain 小 is not one: 小狗 and 小魚 are the ordinary words.
 */
const SIZE_WORDS: [RegExp, number, boolean?][] = [
  // (很大, 好高 without 的 is said of something else: 風很大帽子被吹走了 is a strong wind, not a big hat)
  [/((巨大|超級大|超大|特大|巨型|龐大|大大)的?|(很大|好大|非常大)的)$/, 1.9],
  [/((小小|超小|迷你|一點點|超級小)的?|(很小|好小|非常小)的)$/, 0.55],
  [/((高高|超高|高大)的?|(很高|好高|非常高)的)$/, 1.6, true],
  [/(^|[一兩两二三四五六七八九十幾几隻只個个位頭头條条匹顆颗朵棵台輛辆架艘本張张片塊块把座在的和跟與与])大的?$/, 1.5],
];
function sizeBefore(before: string): { size: number; tall?: boolean } | undefined {
  for (const [re, size, tall] of SIZE_WORDS) if (re.test(before)) return { size, tall };
  return undefined;
}
const HOLD = [
  '拿',
  '拿著',
  '抱',
  '抱著',
  '舉',
  '舉著',
  '握',
  '握著',
  '撐',
  '撐著',
  '提',
  '提著',
  // lifted, borne on the palms, carried by the handle or on the shoulder (decision 0060)
  '舉起',
  '拿起',
  '抱起',
  '提起',
  '端',
  '端著',
  '捧著',
  '拎',
  '拎著',
  '扛',
  '扛著',
  '揮',
  '揮著',
  '吹',
  '吃',
  '喝',
  '捧',
  // giving and sharing (給我一顆蘋果, 送一束花給老師, 分一塊蛋糕): the thing is in the giver's hand, held out
  '給',
  '送',
  '遞',
  '分',
  '送給',
  '拿給',
  '遞給',
  '交給',
  '分給',
];
const RIDE = ['騎', '騎著', '坐', '坐著', '搭', '開', '開著', '划', '駕駛', '乘', '盪', '盪著'];
const WEAR = ['穿', '穿著', '戴', '戴著', '披', '披著', '圍', '圍著', '背', '揹', '背著'];
const keys = (ws: string[]) => new Set(ws.map((w) => normalise(w)));
const HOLD_K = once(() => keys(HOLD));
const RIDE_K = once(() => keys(RIDE));
const WEAR_K = once(() => keys(WEAR));
const AFTER_K = once(() => AFTER.map(([r, ws]) => [r, keys(ws)] as const));

// Verbs that jieba keeps together with their object (借書, 插秧, 啃骨頭): the object is looked up alone.
const SPLIT_VERBS = once(() =>
  keys([
    ...'借買賣看讀寫吃喝玩找送拿抱撿丟追抓啃聞量寄插泡打踢放種切煮炒畫彈吹拉推戴穿騎坐搭開划採摘餵洗刷擦噴曬堆挖蓋變救拍印剪折摺包發收捉釣烤煎逛逗關偷藏躲舔咬叼搬抬扛敲爬掛照貼遛',
  ]),
);

/** The verb (1–2 characters) a jieba word starts with when the rest is a known noun: 吃樹葉 → 吃 + 樹葉. */
function verbSplit(key: string): { verb: string; noun: string } | undefined {
  const { all, actions } = lookup();
  for (const n of [2, 1]) {
    const verb = key.slice(0, n);
    if (
      key.length > n &&
      (actions.has(verb) ||
        SPLIT_VERBS().has(verb) ||
        HOLD_K().has(verb) ||
        RIDE_K().has(verb) ||
        WEAR_K().has(verb)) &&
      all.has(key.slice(n))
    )
      return { verb, noun: key.slice(n) };
  }
  return undefined;
}

/** A noun jieba keeps together with the place word after it (樹下, 箱子裡, 桌上): the noun and its relation. */
function placeSplit(key: string): { noun: string; relation: Relation } | undefined {
  const { all } = lookup();
  for (const [relation, ks] of AFTER_K())
    for (const k of ks)
      if (key.length > k.length && key.endsWith(k) && all.has(key.slice(0, -k.length)))
        return { noun: key.slice(0, -k.length), relation };
  return undefined;
}

// A word jieba keeps whole that ends in an animal is that animal (花貓, 火龍, 惡龍): Chinese puts the head last.
const HEADS = once(
  () => new Map([...'貓狗豬牛馬羊雞鴨鵝魚鳥熊兔鼠蛇龍猴虎獅狼鹿龜蛙鯊'].map((c) => [normalise(c), c] as const)),
);
// Other words before the animal may make a dish (鹹酥雞, 白斬雞): then it is not taken.
const DESCRIBE = once(
  () => new Set([...'小大巨花白黑黃紅綠藍灰胖瘦老母公野火噴惡兇凶暴飛金銀彩乖笨壞好肥長短'].map((c) => normalise(c))),
);
/** A known noun inside an unknown word: 小/大/老 + creature (小鴨子, 小雪人), or an animal at its end (小花貓). */
function headOf(key: string): string | undefined {
  const { all } = lookup();
  // Only for a creature or a big thing (小鴨子, 小雪人): 小丸子 is a name, not a dumpling.
  const rest = all.get(key.slice(1));
  if (key.length >= 3 && '小大老'.includes(key[0]!) && rest && (rest.figure || rest.def?.big)) return key.slice(1);
  if (
    key.length >= 2 &&
    key.length <= 3 &&
    HEADS().has(key.at(-1)!) &&
    [...key.slice(0, -1)].every((c) => DESCRIBE().has(c)) &&
    all.get(key.at(-1)!)?.figure
  )
    return key.at(-1)!;
  // A creature behind describing characters jieba glued to it (巨龍, 大白鯊, 噴火暴龍): the longest known creature
  // at the word's end, when everything before it describes (a modifier must not hide the creature).
  for (let k = 1; k < key.length - 1; k++) {
    const tail = all.get(key.slice(k));
    if (tail?.figure && [...key.slice(0, k)].every((c) => DESCRIBE().has(c))) return key.slice(k);
  }
  return undefined;
}

// An animal word the tables do not know, written as the who, is still an animal of its family by the character
// Chinese puts last (長臂猿 an ape, 寄居蟹 a crab): before, it was drawn as a child (decision 0054). The family's body
// is nearer than a person; a word whose family would be a wrong lookalike (海馬 is no horse, 海牛 no cow) is left alone.
const FAMILY = once(
  () =>
    new Map(
      (
        [
          ['貓', 'cat'],
          ['狗', 'dog'],
          ['犬', 'dog'],
          ['豬', 'pig'],
          ['牛', 'cow'],
          ['馬', 'horse'],
          ['羊', 'ewe'],
          ['雞', 'chicken'],
          ['鴨', 'duck'],
          ['鵝', 'goose'],
          ['魚', 'fish'],
          ['鯉', 'fish'],
          ['鳥', 'bird'],
          ['雀', 'bird'],
          ['鵲', 'bird'],
          ['鷺', 'bird'],
          ['鶴', 'bird'],
          ['燕', 'bird'],
          ['雉', 'bird'],
          ['鷹', 'eagle'],
          ['鷲', 'eagle'],
          ['熊', 'bear'],
          ['兔', 'rabbit'],
          ['鼠', 'mouse'],
          ['蛇', 'snake'],
          ['猴', 'monkey'],
          ['猿', 'monkey'],
          ['虎', 'tiger'],
          ['獅', 'lion'],
          ['狼', 'wolf'],
          ['鹿', 'deer'],
          ['羌', 'deer'],
          ['龜', 'turtle'],
          ['蛙', 'frog'],
          ['鯊', 'shark'],
          ['鯨', 'whale'],
          ['蟹', 'crab'],
          ['蝦', 'shrimp'],
          ['蟲', 'bug'],
          ['蜂', 'honeybee'],
          ['蝶', 'butterfly'],
          ['狐', 'fox'],
          ['豹', 'leopard'],
        ] as const
      ).map(([c, icon]) => [normalise(c), icon] as const),
    ),
);
/** Land and farm animals whose family is wrong after 海, 河 or 水 (海馬, 海牛, 河豬): a sea creature of its own. */
const LAND = once(() => new Set([...'貓狗犬豬牛馬羊熊兔鼠猴猿虎獅狼鹿羌狐豹'].map((c) => normalise(c))));

/** The who's unknown animal words by the family their last character names (長臂猿 → a monkey). */
export function animalByFamily(text: string): ThingSpec[] {
  const { all } = lookup();
  const words = segment(text);
  const out: ThingSpec[] = [];
  for (let i = 0; i < words.length; i++) {
    const { key, text: word } = words[i]!;
    if (all.has(key) || key.length > 4) continue;
    const icon = FAMILY().get(key.at(-1)!);
    if (!icon) continue;
    // a name (阿虎, 小燕) is a child's nickname; after 海/河/水 a land animal's family is a lookalike (海馬, 海牛)
    if (key.startsWith(normalise('阿')) || (key.length === 2 && key.startsWith(normalise('小')))) continue;
    const before = key.length > 1 ? key[0]! : (words[i - 1]?.key.at(-1) ?? '');
    if (LAND().has(key.at(-1)!) && [...'海河水'].some((c) => normalise(c) === before)) continue;
    out.push({ icon, word, count: 1, relation: 'with', figure: true, at: i });
  }
  return out;
}

const KIN = once(() =>
  keys(['媽媽', '爸爸', '寶寶', '寶貝', '哥哥', '姐姐', '姊姊', '弟弟', '妹妹', '爺爺', '奶奶', '一家']),
);

/**
 * A noun that names the look of the next thing, not a thing of its own (decision 0053): 星星形狀的氣球, 月亮造型的,
 * 蝴蝶圖案的裙子 (a shape or pattern word after it), and a creature or role written straight before a thing
 * (兔子燈籠, 恐龍睡衣, 小熊餅乾, 巫婆帽子, 小兔子裝): a rabbit lantern is one lantern, not a lantern and a rabbit.
 */
const SHAPE_WORDS = once(() => keys(['形狀', '形状', '造型', '圖案', '图案', '花紋', '樣子', '外型', '形', '模樣']));
/** Heads a child puts a creature before that the tables may not draw (pajamas, a costume): still not the creature. */
const MODIFIED_HEADS = once(() =>
  keys([
    '睡衣',
    '衣服',
    '裝',
    '服裝',
    '衣',
    '褲子',
    '襪子',
    '拖鞋',
    '面具',
    '貼紙',
    '布偶',
    '玩偶',
    '睡袋',
    '便當盒',
    // a lone 帽 (巫婆|帽, 魔法師|帽): the role names the hat's kind, not a second person (decision 0061)
    '帽',
  ]),
);
/** Shape, pattern and flavour nouns a child puts before a thing to say how it looks (decision 0061, modifier.ts). */
const LOOK_NOUNS = once(() =>
  keys(['愛心', '心形', '星星', '彩虹', '七彩', '巧克力', '草莓', '抹茶', '芒果', '香草', '月亮', '花朵', '小花']),
);
/** What may stand between such a noun and its thing: 彩虹色的, 草莓口味的. */
const LOOK_GLUE = once(() => keys(['色', '的', '口味', '味', '顏色']));

/** Plain people (a child, a parent) before a thing are its owner (弟弟書包), never its look. */
const PLAIN_PEOPLE = new Set([
  'boy-light',
  'girl-light',
  'child-light',
  'man-light',
  'woman-light',
  'old-man-light',
  'old-woman-light',
  'baby-light',
]);
function modifierOf(words: Word[], hit: { icon: string; figure: boolean; end: number; key: string }): boolean {
  const { all } = lookup();
  let j = hit.end;
  // 星星形狀的, 愛心造型的: a shape word (and 的) after any noun
  if (words[j] && SHAPE_WORDS().has(words[j]!.key)) {
    j++;
    if (words[j]?.key === '的') j++;
    return words[j] !== undefined && (all.has(words[j]!.key) || MODIFIED_HEADS().has(words[j]!.key));
  }
  // 愛心氣球, 彩虹色的雨傘, 巧克力冰淇淋, 星星圖案的被子: a shape, pattern or flavour noun straight before a thing (with
  // 色, 的, 口味 between) is its look, drawn by modifier.ts — not a heart, a rainbow or a chocolate bar beside it
  // (decision 0061)
  if (LOOK_NOUNS().has(hit.key)) {
    while (words[j] && LOOK_GLUE().has(words[j]!.key)) j++;
    const head = words[j];
    if (head && !ACTIVITY_ONLY().has(head.key)) {
      const v = all.get(head.key) ?? (head.key.length > 1 ? all.get(headOf(head.key) ?? '') : undefined);
      if (v && !v.figure) return true;
    }
  }
  if (!hit.figure || PLAIN_PEOPLE.has(hit.icon) || KIN().has(hit.key)) return false;
  const next = words[j];
  if (!next) return false;
  // (小貓箱子裡: the next noun with a place word after it is where the creature is, not its look)
  const after = words[j + 1]?.key;
  if (after !== undefined && AFTER_K().some(([, ks]) => ks.has(after))) return false;
  if (MODIFIED_HEADS().has(next.key)) return true;
  // (lexicon.ts's older table also names activities by the thing they show — 游泳 → waves, 唱歌 → notes: 小天鵝游泳
  // is a cygnet swimming, not a swan-shaped wave; only a noun of the catalogue or the emoji library is a head)
  if (ACTIVITY_ONLY().has(next.key)) return false;
  const v = all.get(next.key);
  return v !== undefined && !v.figure;
}

/** The older lexicon's words that no catalogue line or emoji label names: activities shown by a thing (游泳, 唱歌). */
const ACTIVITY_ONLY = once(() => {
  const nouns = new Set<string>();
  for (const def of THINGS) for (const w of def.words) nouns.add(normalise(w));
  const eb = emojibaseIndex();
  // (an emoji of a person doing it — 游泳 labels a swimmer — names the activity, not a thing)
  for (const [k] of eb.labels) nouns.add(k);
  const out = new Set<string>();
  for (const ws of Object.values(PROPS)) for (const w of ws) if (!nouns.has(normalise(w))) out.add(normalise(w));
  return out;
});

/** The nouns in `text`, in reading order. */
export function findThings(text: string): ThingSpec[] {
  const { all, actions } = lookup();
  const words = segment(text);
  const out: ThingSpec[] = [];
  let lastVerb: { key: string; at: number } | undefined;
  for (let i = 0; i < words.length;) {
    let hit: { icon: string; figure: boolean; def?: ThingDef; end: number; key: string; verb?: string } | undefined;
    let group: (typeof GROUPS)[string] | undefined;
    for (let n = Math.min(3, words.length - i); n >= 1 && !hit && !group; n--) {
      const key = words
        .slice(i, i + n)
        .map((w) => w.key)
        .join('');
      const text = words
        .slice(i, i + n)
        .map((w) => w.text)
        .join('');
      group = GROUPS[text];
      if (group) {
        const count = group.count ?? 1;
        for (const icon of group.icons) out.push({ icon, word: text, count, relation: 'with', figure: true, at: i });
        i += n;
        break;
      }
      const v = all.get(key) ?? (key.length > 1 && key.endsWith('们') ? all.get(key.slice(0, -1)) : undefined);
      if (v && !(n === 1 && key.length === 1 && lonely(words, i)) && !compounded(words, i + n))
        hit = { ...v, end: i + n, key };
    }
    if (group) continue;
    if (!hit && words[i]!.key.length > 1) {
      const head = headOf(words[i]!.key);
      if (head) hit = { ...all.get(head)!, end: i + 1, key: head };
    }
    // a number and measure word glued to the noun by jieba (一條龍 is also an idiom): the noun, counted
    let glued: number | undefined;
    let measured = false;
    if (!hit) {
      const m = NUMBER_GLUED.exec(words[i]!.text);
      const rest = m ? all.get(normalise(m[3]!)) : undefined;
      if (m && rest) {
        hit = { ...rest, end: i + 1, key: normalise(m[3]!) };
        glued = NUMBERS[m[1]!] ?? 1;
      }
    }
    if (!hit && i > 0 && /^(\d+|[一兩两二三四五六七八九十幾几]+)$/.test(words[i - 1]!.text)) {
      const m = MEASURE_GLUED.exec(words[i]!.text);
      const rest = m ? all.get(normalise(m[2]!)) : undefined;
      if (m && rest && !all.has(words[i]!.key)) {
        hit = { ...rest, end: i + 1, key: normalise(m[2]!) };
        measured = true;
      }
    }
    if (!hit) {
      const split = verbSplit(words[i]!.key);
      if (split) {
        const v = all.get(split.noun)!;
        hit = { ...v, end: i + 1, key: split.noun, verb: split.verb };
      }
    }
    let placed: Relation | undefined;
    if (!hit) {
      const split = placeSplit(words[i]!.key);
      if (split) {
        hit = { ...all.get(split.noun)!, end: i + 1, key: split.noun };
        placed = split.relation;
      }
    }
    if (!hit) {
      if (
        actions.has(words[i]!.key) ||
        HOLD_K().has(words[i]!.key) ||
        RIDE_K().has(words[i]!.key) ||
        WEAR_K().has(words[i]!.key)
      )
        lastVerb = { key: words[i]!.key, at: i };
      i += 1;
      continue;
    }
    // the look of the next thing (兔子燈籠, 星星形狀的氣球): not drawn on its own (decision 0053)
    if (!hit.verb && modifierOf(words, hit)) {
      i = hit.end;
      lastVerb = lastVerb && { ...lastVerb, at: i };
      continue;
    }
    // An animal's family word belongs to the animal (袋鼠媽媽, 熊爸爸, 企鵝寶寶): not a person beside it.
    const kin = words[hit.end]?.key;
    if (hit.figure && kin && KIN().has(kin) && knownHeight(hit.icon) !== undefined) hit = { ...hit, end: hit.end + 1 };
    const verb = hit.verb ?? (lastVerb && i - lastVerb.at <= 4 ? lastVerb.key : undefined);
    const after = words[hit.end]?.key;
    let relation: Relation | undefined =
      placed ?? AFTER_K().find(([, ks]) => after !== undefined && ks.has(after))?.[0];
    const explicit = relation !== undefined;
    if (!relation && verb) {
      if (WEAR_K().has(verb) && (hit.def?.wear || hit.def?.feet || hit.def?.hold)) relation = 'wearing';
      else if (RIDE_K().has(verb) && (hit.def?.ride || hit.figure)) relation = 'riding';
      else if (HOLD_K().has(verb) && !hit.figure) relation = 'holding';
    }
    // a ridden thing whose word holds its verb (划船, 盪鞦韆): the figure is in it or on it
    if (!relation && hit.def?.ride && [...RIDE_K()].some((v) => hit.key.length > v.length && hit.key.startsWith(v)))
      relation = 'riding';
    relation ??= hit.figure ? 'with' : hit.def?.sky ? 'above' : 'beside';
    const word = words
      .slice(i, hit.end)
      .map((w) => w.text)
      .join('');
    // what is written just before the noun: two words back and the front of its own word (大魚 → 大 + 魚)
    const own = words[i]!.text;
    const lead =
      hit.end === i + 1 && !hit.verb && !placed && own.length > hit.key.length
        ? own.slice(0, own.length - hit.key.length)
        : // a thing whose own word starts with 大 and is the same thing without it (大樹, 大石頭; not 大象)
          !hit.figure && hit.key.length >= 2 && hit.key.startsWith('大') && all.get(hit.key.slice(1))?.icon === hit.icon
          ? '大'
          : '';
    const sized = sizeBefore(
      words
        .slice(Math.max(0, i - 3), i)
        .map((w) => w.text)
        .join('')
        .replace(/.*[，。,\s]/, '') + lead,
    );
    // a thing (not a creature) written with 小 in its own word is small: 小房子 beside a giant, 小椅子
    const small = !sized && lead === '小' && !hit.figure ? { size: 0.6 } : undefined;
    out.push({
      ...(small ?? {}),
      ...(sized ? { size: sized.size, ...(sized.tall ? { tall: true } : {}) } : {}),
      icon: hit.icon,
      word: hit.verb
        ? word.slice(hit.verb.length)
        : placed
          ? word.slice(0, hit.key.length)
          : glued !== undefined
            ? word.slice(2)
            : measured
              ? word.slice(1)
              : word,
      count: glued ?? countAt(words, i, hit.end),
      relation,
      figure: hit.figure,
      def: hit.def,
      at: i,
      explicit,
    });
    i = hit.end;
  }
  return out;
}

/** Where the composer puts a thing, from its relation (and, without one, the verb before it as lexicon.ts says). */
export function placementOf(t: ThingSpec, verbPlacement: Placement | undefined): Placement {
  // A window, a door, a clock on the wall stays on the wall whatever the verb (看時鐘 is not holding it); only a
  // thing the child says is in the hand (拿著一幅畫) leaves it.
  if (t.def?.wall && t.relation !== 'holding' && !(t.def.hold && verbPlacement === 'hold')) return 'wall';
  // shoes worn that the figure does not draw on itself (穿拖鞋, 穿雨鞋) stand on the ground at its feet (0051)
  if (t.def?.feet && t.relation === 'wearing') return 'ground';
  switch (t.relation) {
    case 'holding':
      return 'hold';
    case 'riding':
      return 'ride';
    case 'on':
    case 'in':
      return t.def?.big || t.def?.ride ? 'ride' : (verbPlacement ?? 'beside');
    case 'wearing':
      return 'hold';
    case 'above':
      return verbPlacement && verbPlacement !== 'beside' ? verbPlacement : 'above';
    default:
      return t.explicit ? 'beside' : (verbPlacement ?? 'beside');
  }
}
