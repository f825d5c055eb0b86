import { bustOfPerson, knownHeight, rideable, speciesFor } from './figure/species.ts';
import { fallenOther, feedCompanion, helpUp, meCompanion } from './figure/doing.ts';
import { normalise } from '../../text/segment.ts';
import type {
  AnimalAct,
  FigureLook,
  HairStyle,
  HatKind,
  HeldKind,
  PersonLook,
  ClothesPattern,
  Perch,
  Pose,
  Ride,
  Worn,
} from './figure/look.ts';
import { COLOURS } from './lexicon.ts';
import { hashString } from './random.ts';
import { once } from '../../../lib/once.ts';
import type { SceneDef } from './scenes.ts';

/**
 * The figure side of reading a page (issue O): who is a person and how they look (age, hair, clothes in the
 * colours the child wrote, skin), what they wear, hold and ride, how many there are, and the pose the verb asks
 * for. understand.ts calls `characterLook` for the main character (same every page) and `figurePlan` per page.
 */

interface Role {
  age: PersonLook['age'];
  feminine?: boolean;
  outfit?: PersonLook['outfit'];
  top?: string;
  bottom?: string;
  hair?: string;
  hairStyle?: HairStyle;
  worn?: Worn[];
  held?: HeldKind;
}

/** Person artwork names (Fluent emoji, any skin tone) → the person we draw instead. */
const ICON_ROLES: Record<string, Role> = {
  child: { age: 'child' },
  girl: { age: 'child', feminine: true },
  boy: { age: 'child', feminine: false },
  woman: { age: 'adult', feminine: true },
  man: { age: 'adult', feminine: false },
  person: { age: 'adult' },
  'old-woman': { age: 'elderly', feminine: true },
  'old-man': { age: 'elderly', feminine: false },
  'older-person': { age: 'elderly' },
  baby: { age: 'baby' },
  princess: {
    age: 'child',
    feminine: true,
    outfit: 'dress',
    top: '#ff9cc8',
    bottom: '#ff7eb6',
    worn: [{ kind: 'crown' }],
  },
  prince: {
    age: 'child',
    feminine: false,
    top: '#3d6bd6',
    bottom: '#ffffff',
    worn: [{ kind: 'crown' }, { kind: 'cape', colour: '#c0392b' }],
  },
  'woman-fairy': {
    age: 'child',
    feminine: true,
    outfit: 'dress',
    top: '#9be3b0',
    bottom: '#7fd0a0',
    worn: [{ kind: 'wings' }],
    held: 'wand',
  },
  'person-mage': {
    age: 'adult',
    outfit: 'robe',
    top: '#6b4fb3',
    bottom: '#5a3f9e',
    worn: [{ kind: 'hat', hat: 'witch' }],
  },
  astronaut: {
    age: 'adult',
    outfit: 'suit',
    top: '#f4f4f4',
    bottom: '#e6e6e6',
    worn: [
      { kind: 'hat', hat: 'space' },
      { kind: 'backpack', colour: '#d0d0d0' },
    ],
  },
  'police-officer': { age: 'adult', top: '#2f55a4', bottom: '#1f3a6e', worn: [{ kind: 'hat', hat: 'police' }] },
  // roles read from a distance by costume and headwear (decision 0036)
  'construction-worker': {
    age: 'adult',
    top: '#3b5bab',
    bottom: '#4a4a5a',
    worn: [{ kind: 'hat', hat: 'helmet', colour: '#f7d038' }, { kind: 'vest' }],
  },
  guard: {
    age: 'adult',
    feminine: false,
    top: '#5b6e3a',
    bottom: '#4a5a30',
    worn: [{ kind: 'hat', hat: 'helmet', colour: '#5b6e3a' }],
  },
  firefighter: {
    age: 'adult',
    outfit: 'coat',
    top: '#e8a13c',
    bottom: '#3a3a3a',
    worn: [
      { kind: 'hat', hat: 'helmet' },
      { kind: 'vest', colour: '#d8a032' },
    ],
  },
  cook: {
    age: 'adult',
    top: '#ffffff',
    bottom: '#555555',
    worn: [
      { kind: 'hat', hat: 'chef' },
      { kind: 'apron', colour: '#f4f4f4' },
    ],
  },
  // a farmer in Taiwan wears a 斗笠, the wide bamboo cone
  farmer: { age: 'adult', top: '#5a8fc9', bottom: '#3b5bab', worn: [{ kind: 'hat', hat: 'conical' }] },
  'person-superhero': {
    age: 'adult',
    outfit: 'suit',
    top: '#3d6bd6',
    bottom: '#e84a4a',
    worn: [{ kind: 'cape' }, { kind: 'mask' }],
  },
  ninja: {
    age: 'adult',
    outfit: 'suit',
    top: '#2a2a2a',
    bottom: '#2a2a2a',
    worn: [{ kind: 'mask', colour: '#2a2a2a' }],
  },
  // Santa was a bodiless face: now a whole old man in red with a red cap.
  'santa-claus': {
    age: 'elderly',
    feminine: false,
    outfit: 'coat',
    top: '#d62d2d',
    bottom: '#d62d2d',
    hair: '#f4f4f4',
    worn: [{ kind: 'hat', hat: 'beanie', colour: '#d62d2d' }],
  },
  'mrs-claus': {
    age: 'elderly',
    feminine: true,
    outfit: 'dress',
    top: '#d62d2d',
    bottom: '#d62d2d',
    hair: '#f4f4f4',
    worn: [{ kind: 'hat', hat: 'beanie', colour: '#d62d2d' }],
  },
  // the angel was a baby's face with a halo: a whole child in white with wings
  'baby-angel': { age: 'child', outfit: 'robe', top: '#ffffff', bottom: '#f4f4f4', worn: [{ kind: 'wings' }] },
  // the other fantasy people of the emoji set, each whole in its costume rather than a face
  'person-elf': {
    age: 'child',
    top: '#3f9b4f',
    bottom: '#2e6b3a',
    worn: [{ kind: 'hat', hat: 'party', colour: '#3f9b4f' }],
  },
  'man-elf': {
    age: 'adult',
    feminine: false,
    top: '#3f9b4f',
    bottom: '#2e6b3a',
    worn: [{ kind: 'hat', hat: 'party', colour: '#3f9b4f' }],
  },
  'woman-elf': {
    age: 'adult',
    feminine: true,
    outfit: 'dress',
    top: '#3f9b4f',
    bottom: '#5fbf6a',
    worn: [{ kind: 'hat', hat: 'party', colour: '#3f9b4f' }],
  },
  'person-vampire': { age: 'adult', top: '#2a2a2a', bottom: '#2a2a2a', worn: [{ kind: 'cape', colour: '#8e1b2b' }] },
  'person-supervillain': {
    age: 'adult',
    outfit: 'suit',
    top: '#5a2a7a',
    bottom: '#2a2a2a',
    worn: [{ kind: 'cape', colour: '#2a2a2a' }, { kind: 'mask' }],
  },
  'person-fairy': {
    age: 'child',
    outfit: 'dress',
    top: '#9be3b0',
    bottom: '#7fd0a0',
    worn: [{ kind: 'wings' }],
    held: 'wand',
  },
  'man-fairy': {
    age: 'child',
    feminine: false,
    top: '#9be3b0',
    bottom: '#5aa070',
    worn: [{ kind: 'wings' }],
    held: 'wand',
  },
  'woman-mage': {
    age: 'adult',
    feminine: true,
    outfit: 'robe',
    top: '#6b4fb3',
    bottom: '#5a3f9e',
    worn: [{ kind: 'hat', hat: 'witch' }],
  },
  'man-mage': {
    age: 'adult',
    feminine: false,
    outfit: 'robe',
    top: '#6b4fb3',
    bottom: '#5a3f9e',
    worn: [{ kind: 'hat', hat: 'witch' }],
  },
  genie: {
    age: 'adult',
    outfit: 'robe',
    top: '#3a7bd5',
    bottom: '#3a7bd5',
    worn: [{ kind: 'hat', hat: 'party', colour: '#e8a13c' }],
  },
  // the clown was a face: a whole person in a bright suit and a party hat
  'clown-face': {
    age: 'adult',
    outfit: 'suit',
    top: '#f7d038',
    bottom: '#e84a4a',
    hairStyle: 'curly',
    hair: '#ff7a1a',
    worn: [{ kind: 'hat', hat: 'party', colour: '#3d8bfd' }],
  },
  scientist: { age: 'adult', outfit: 'coat', top: '#ffffff', bottom: '#3b5bab', worn: [{ kind: 'glasses' }] },
  zombie: { age: 'adult', top: '#6f8f5a', bottom: '#4a4a5a' },
  student: { age: 'child', worn: [{ kind: 'backpack' }] },
  teacher: { age: 'adult' },
  // people the emoji draw as busts, each whole in the clothes that tell their work (decision 0042)
  pilot: { age: 'adult', top: '#2a3a5a', bottom: '#2a3a5a', worn: [{ kind: 'hat', hat: 'police', colour: '#2a3a5a' }] },
  detective: {
    age: 'adult',
    outfit: 'coat',
    top: '#b08a5a',
    bottom: '#5a4a3a',
    worn: [{ kind: 'hat', hat: 'top', colour: '#6b4a2e' }],
  },
  artist: { age: 'adult', top: '#3d8bfd', bottom: '#44495a', worn: [{ kind: 'apron', colour: '#f4f0e4' }] },
  judge: { age: 'adult', outfit: 'robe', top: '#2a2a2a', bottom: '#2a2a2a' },
  mechanic: { age: 'adult', top: '#3b5bab', bottom: '#3b5bab', worn: [{ kind: 'hat', hat: 'cap', colour: '#3b5bab' }] },
  'office-worker': { age: 'adult', outfit: 'suit', top: '#44495a', bottom: '#2a2e3a' },
  'person-in-tuxedo': { age: 'adult', feminine: false, outfit: 'suit', top: '#2a2a2a', bottom: '#2a2a2a' },
  'person-with-veil': {
    age: 'adult',
    feminine: true,
    outfit: 'dress',
    top: '#ffffff',
    bottom: '#ffffff',
    worn: [{ kind: 'veil' }],
  },
  // a knight (騎士): armour, a helmet and a sword, not a fencer's emoji
  'person-fencing': {
    age: 'adult',
    feminine: false,
    top: '#b8c0cc',
    bottom: '#6a7080',
    worn: [
      { kind: 'hat', hat: 'helmet', colour: '#b8c0cc' },
      { kind: 'cape', colour: '#c0392b' },
    ],
    held: 'sword',
  },
  'health-worker': {
    age: 'adult',
    outfit: 'coat',
    top: '#ffffff',
    bottom: '#5a7fb0',
    worn: [{ kind: 'stethoscope' }],
  },
};

/** People the child names that the emoji tables draw wrongly or not at all (海盜 was a plain child). */
const PEOPLE: [string[], Role, number?][] = [
  [
    ['海盜', '海盜船長'],
    {
      age: 'adult',
      feminine: false,
      top: '#e84a4a',
      bottom: '#2a2a2a',
      worn: [{ kind: 'hat', hat: 'pirate' }, { kind: 'eyepatch' }],
      held: 'sword',
    },
  ],
  [['醫生'], ICON_ROLES['health-worker']!],
  [
    ['護士', '護理師'],
    {
      age: 'adult',
      feminine: true,
      outfit: 'dress',
      top: '#ffffff',
      bottom: '#ffffff',
      worn: [{ kind: 'hat', hat: 'nurse' }],
    },
  ],
  // people known by their work clothes (decision 0036): each readable by its costume, headwear and one held thing
  // the roles that have an icon wear the icon's costume (ICON_ROLES, one source)
  [['女警', '警察', '警員', '員警', '警官'], ICON_ROLES['police-officer']!],
  [['消防員', '消防隊員', '打火'], ICON_ROLES.firefighter!],
  [['麵包師傅', '蛋糕師傅', '麵包師', '烘焙師', '甜點師', '廚師', '大廚'], ICON_ROLES.cook!],
  [['農夫', '農民', '種田'], ICON_ROLES.farmer!],
  [
    ['漁夫', '漁民', '討海'],
    { age: 'adult', top: '#e8a13c', bottom: '#3b5bab', worn: [{ kind: 'hat', hat: 'conical' }] },
  ],
  [['建築工人', '工人', '工程師傅'], ICON_ROLES['construction-worker']!],
  [['阿兵哥', '軍人', '士兵', '衛兵', '憲兵'], ICON_ROLES.guard!],
  [
    ['郵差', '送信'],
    {
      age: 'adult',
      top: '#2e8b57',
      bottom: '#2a4a3a',
      worn: [{ kind: 'hat', hat: 'cap', colour: '#2e8b57' }],
      held: 'bag',
    },
  ],
  [
    ['司機', '駕駛'],
    { age: 'adult', top: '#8fb8e8', bottom: '#2a3a5a', worn: [{ kind: 'hat', hat: 'police', colour: '#2a3a5a' }] },
  ],
  [
    ['救生員'],
    { age: 'adult', top: '#e84a4a', bottom: '#f7d038', worn: [{ kind: 'hat', hat: 'sun', colour: '#f7d038' }] },
  ],
  [
    ['魔術師'],
    {
      age: 'adult',
      top: '#2a2a2a',
      bottom: '#2a2a2a',
      worn: [
        { kind: 'hat', hat: 'top' },
        { kind: 'cape', colour: '#2a2a2a' },
      ],
      held: 'wand',
    },
  ],
  // a thief in a cartoon's black clothes, a black beanie and an eye mask, a sack in the hand (decision 0045)
  [
    ['小偷', '強盜', '搶匪', '盜賊', '大盜'],
    {
      age: 'adult',
      feminine: false,
      top: '#2a2a2a',
      bottom: '#2a2a2a',
      worn: [{ kind: 'hat', hat: 'beanie', colour: '#2a2a2a' }, { kind: 'mask' }],
      held: 'bag',
    },
  ],
  [
    ['牛仔'],
    {
      age: 'adult',
      feminine: false,
      top: '#c0392b',
      bottom: '#3b5bab',
      worn: [{ kind: 'hat', hat: 'sun', colour: '#a0683a' }],
    },
  ],
  [
    ['小丑'],
    {
      age: 'adult',
      top: '#f7d038',
      bottom: '#e84a4a',
      hair: '#ff7a1a',
      hairStyle: 'curly',
      worn: [{ kind: 'hat', hat: 'party' }],
    },
  ],
  [
    ['皇后', '女王'],
    { age: 'adult', feminine: true, outfit: 'dress', top: '#8f5bd6', bottom: '#7a46c4', worn: [{ kind: 'crown' }] },
  ],
  [
    ['國王'],
    {
      age: 'adult',
      feminine: false,
      outfit: 'robe',
      top: '#c0392b',
      bottom: '#a83226',
      worn: [{ kind: 'crown' }, { kind: 'cape', colour: '#8f2d56' }],
    },
  ],
  [
    ['巫婆', '魔女'],
    {
      age: 'elderly',
      feminine: true,
      outfit: 'robe',
      top: '#3a2e5a',
      bottom: '#2e2448',
      worn: [{ kind: 'hat', hat: 'witch' }],
    },
  ],
  [
    ['棒球員', '棒球選手'],
    { age: 'adult', feminine: false, top: '#ffffff', bottom: '#3b5bab', worn: [{ kind: 'hat', hat: 'cap' }] },
  ],
  [['學生', '同學', '小學生'], { age: 'child', worn: [{ kind: 'backpack' }] }],
  // people children name by their work or their story whom the tables drew as a plain child (decision 0042)
  [['校長'], { age: 'adult', outfit: 'suit', top: '#3a4a6a', bottom: '#2a3040', worn: [{ kind: 'glasses' }] }],
  [['老闆娘'], { age: 'adult', feminine: true, worn: [{ kind: 'apron', colour: '#e84a4a' }] }],
  [['老闆', '店長', '店員', '攤販', '小販'], { age: 'adult', worn: [{ kind: 'apron', colour: '#e84a4a' }] }],
  [
    ['獵人'],
    {
      age: 'adult',
      feminine: false,
      top: '#6b7a3a',
      bottom: '#5a4a2e',
      worn: [{ kind: 'hat', hat: 'cap', colour: '#6b7a3a' }],
    },
  ],
  [['登山客', '山友'], { age: 'adult', worn: [{ kind: 'hat', hat: 'sun' }, { kind: 'backpack' }] }],
  [['運動員', '選手'], { age: 'adult' }],
  [
    ['船長'],
    {
      age: 'adult',
      feminine: false,
      top: '#ffffff',
      bottom: '#1f3a6e',
      worn: [{ kind: 'hat', hat: 'police', colour: '#ffffff' }],
    },
  ],
  [
    ['空姐', '空服員'],
    { age: 'adult', feminine: true, outfit: 'dress', top: '#1f3a6e', bottom: '#1f3a6e', worn: [{ kind: 'scarf' }] },
  ],
  [['獸醫'], ICON_ROLES['health-worker']!],
  [
    ['小偷', '強盜', '壞人'],
    { age: 'adult', feminine: false, top: '#2a2a2a', bottom: '#2a2a2a', worn: [{ kind: 'mask' }] },
  ],
  [
    ['園丁'],
    {
      age: 'adult',
      worn: [
        { kind: 'hat', hat: 'sun' },
        { kind: 'apron', colour: '#4cbb5e' },
      ],
    },
  ],
  [
    ['清潔隊員', '清潔工'],
    { age: 'adult', top: '#3b5bab', bottom: '#3b5bab', worn: [{ kind: 'vest', colour: '#ff8a2a' }] },
  ],
  [
    ['外送員', '外送'],
    {
      age: 'adult',
      top: '#ff7eb6',
      bottom: '#44495a',
      worn: [
        { kind: 'hat', hat: 'helmet', colour: '#ff7eb6' },
        { kind: 'backpack', colour: '#ff7eb6' },
      ],
    },
  ],
  [['新娘'], ICON_ROLES['person-with-veil']!],
  // roles named with their animal or by their kit (decision 0061): a shepherd with a crook and a sun hat, a tamer
  // in a red ringmaster's coat and top hat, a keeper in khaki, a beekeeper in white, a blind man with dark glasses
  // and a white cane
  [
    ['牧羊人', '牧羊女', '牧童'],
    { age: 'adult', top: '#8a6a3a', bottom: '#5a4a3a', worn: [{ kind: 'hat', hat: 'sun' }], held: 'cane' },
  ],
  [
    ['馴獸師', '馴獸員'],
    {
      age: 'adult',
      feminine: false,
      outfit: 'coat',
      top: '#c0392b',
      bottom: '#2a2a2a',
      worn: [{ kind: 'hat', hat: 'top', colour: '#2a2a2a' }],
    },
  ],
  [
    ['飼育員', '保育員'],
    { age: 'adult', top: '#7a8a3a', bottom: '#5a4a3a', worn: [{ kind: 'hat', hat: 'cap', colour: '#7a8a3a' }] },
  ],
  [
    ['養蜂人'],
    { age: 'adult', top: '#ffffff', bottom: '#f1efe6', worn: [{ kind: 'hat', hat: 'sun', colour: '#f1efe6' }] },
  ],
  [['盲人'], { age: 'adult', worn: [{ kind: 'sunglasses' }], held: 'cane' }],
  [['新郎'], ICON_ROLES['person-in-tuxedo']!],
  [['騎士', '武士'], ICON_ROLES['person-fencing']!],
  [['白雪公主', '灰姑娘', '睡美人', '長髮公主', '美人魚公主'], ICON_ROLES.princess!],
  [
    ['小紅帽'],
    {
      age: 'child',
      feminine: true,
      outfit: 'dress',
      top: '#e84a4a',
      bottom: '#e84a4a',
      worn: [{ kind: 'cape', colour: '#d62d2d' }],
    },
  ],
  [['老太太', '老婆婆'], { age: 'elderly', feminine: true, hairStyle: 'bun' }],
  [['老先生', '阿伯'], { age: 'elderly', feminine: false }],
  [['老人'], { age: 'elderly' }],
  [['阿桑', '歐巴桑'], { age: 'adult', feminine: true, hairStyle: 'bun' }],
  [['表哥', '堂哥', '表弟', '堂弟'], { age: 'child', feminine: false }],
  [['表姊', '表姐', '堂姊', '堂姐', '表妹', '堂妹'], { age: 'child', feminine: true }],
  // two children named as one pair: the second is drawn by groupMembers
  [['兄弟', '兄妹'], { age: 'child', feminine: false }],
  [['姊妹', '姐妹', '姊弟', '姐弟'], { age: 'child', feminine: true }],
  [['雙胞胎'], { age: 'child' }],
  [['老師', '班導', '導師'], { age: 'adult', feminine: true }],
  [['阿嬤', '奶奶', '外婆', '婆婆', '老奶奶'], { age: 'elderly', feminine: true, hairStyle: 'bun' }],
  [['阿公', '爺爺', '外公', '老爺爺', '公公'], { age: 'elderly', feminine: false, hairStyle: 'bald' }],
  [['爸爸', '叔叔', '舅舅', '伯伯'], { age: 'adult', feminine: false }],
  // 先生 alone (一位先生) was the plain child artwork
  [['先生', '男士'], { age: 'adult', feminine: false }],
  [['女士'], { age: 'adult', feminine: true }],
  [['媽媽', '阿姨', '姑姑'], { age: 'adult', feminine: true }],
  [['寶寶', '嬰兒', '小嬰兒', '弟弟寶寶'], { age: 'baby' }],
  [['孫女', '外孫女'], { age: 'child', feminine: true }],
  [['孫子', '外孫', '孫兒'], { age: 'child', feminine: false }],
];
const cache = new Map<string, RegExp>();
/** Patterns are written in Traditional Chinese and matched against normalised (Simplified) text. */
function re(src: string): RegExp {
  let r = cache.get(src);
  if (!r) cache.set(src, (r = new RegExp(normalise(src))));
  return r;
}
const CROWD_WORDS = ['們', '大家', '一群', '好多', '很多', '許多', '一些', '全班', '一家人', '我們', '他們', '她們'];
/** A family named as one (一家人, 全家, 一家四口): a father, a mother and the children (decision 0042). */
const FAMILY = '一家([兩二三四五六])口|一家人|全家|家人|一家子|我們一家|我們家';
const NUMBERS: Record<string, number> = { 兩: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 5, 七: 5, 八: 5, 九: 5, 十: 5, 幾: 3 };

const NUMBER_OF = (c: string) => Object.entries(NUMBERS).find(([k]) => normalise(k) === c)?.[1] ?? 3;

function roleOfIcon(icon: string): Role | undefined {
  const base = icon.replace(/-(light|medium-light|medium|medium-dark|dark|default)$/, '');
  const own = ICON_ROLES[base];
  if (own) return own;
  // any other person the emoji draw as a bust or a head (a judge, a mechanic, a bride) is a whole grown-up: never a
  // bodiless head (decision 0042)
  if (!bustOfPerson(base)) return undefined;
  return /^woman|^girl/.test(base)
    ? { age: 'adult', feminine: true }
    : /^man|^boy/.test(base)
      ? { age: 'adult', feminine: false }
      : { age: 'adult' };
}

/** A role with its own costume (Santa, a firefighter) wins over a kinship word inside its name (聖誕老公公). */
function costumed(r: Role): Role | undefined {
  return r.worn !== undefined || r.outfit !== undefined ? r : undefined;
}

/**
 * The costume of a role a child dresses up as (扮成海盜, 打扮成公主): its clothes, what it wears and holds, from the
 * roles table or the role's artwork — without its age or sex, which stay the wearer's (decision 0061).
 */
export function costumeOf(
  word: string,
  icon?: string,
): Pick<Role, 'outfit' | 'top' | 'bottom' | 'worn' | 'held'> | undefined {
  const r = peopleRole(word) ?? (icon ? roleOfIcon(icon) : undefined);
  const c = r && costumed(r);
  return c ? { outfit: c.outfit, top: c.top, bottom: c.bottom, worn: c.worn, held: c.held } : undefined;
}

/** The words name a person known by a costume in the roles table (郵差, 魔術師, 護士). */
export function hasCostume(text: string): boolean {
  const r = peopleRole(text);
  return r !== undefined && costumed(r) !== undefined;
}

/**
 * Words that tell a person's sex, and for the old their age: 叔叔, 阿姨, 爺爺, 姊姊 … and 女/男 before a role (女警,
 * 男老師). A role known only by its clothes (郵差, 警察, 司機) says neither, so 郵差叔叔 took the sex of the page's
 * hash and half of them were a woman with a ponytail, often in a skirt (issue O #20): the address word decides.
 */
const KIN: [string[], { feminine: boolean; age?: PersonLook['age'] }][] = [
  [['爺爺', '阿公', '外公', '公公', '阿祖'], { feminine: false, age: 'elderly' }],
  [['奶奶', '阿嬤', '阿媽', '外婆', '婆婆'], { feminine: true, age: 'elderly' }],
  [['叔叔', '伯伯', '阿伯', '舅舅', '爸爸', '先生', '哥哥', '大哥', '帥哥', '弟弟', '男'], { feminine: false }],
  [
    ['阿姨', '伯母', '嬸嬸', '姑姑', '媽媽', '小姐', '姊姊', '姐姐', '大姊', '大姐', '美女', '妹妹', '女'],
    { feminine: true },
  ],
];

/** The role with the sex (and old age) its own words give, when the role itself does not fix them. */
function withKin(role: Role, text: string): Role {
  if (role.feminine !== undefined) return role;
  const n = normalise(text);
  const found = KIN.filter(([words]) => words.some((w) => n.includes(normalise(w))));
  const sexes = new Set(found.map(([, k]) => k.feminine));
  // 男女 both, or none: leave it to the page
  if (sexes.size !== 1) return role;
  const old = found.some(([, k]) => k.age === 'elderly') && role.age === 'adult';
  return { ...role, feminine: found[0]![1].feminine, ...(old ? { age: 'elderly' as const } : {}) };
}

/**
 * A role word that names the look of a thing after it (巫婆帽, 海盜裝, 公主造型的) dresses no one: a girl wearing a
 * witch hat is a girl in that hat, not a grown witch (decision 0061).
 */
const LOOK_HEADS = once(() =>
  ['帽', '裝', '服裝', '衣服', '睡衣', '面具', '造型', '圖案', '形狀'].map((h) => normalise(h)),
);
const OF = once(() => normalise('的'));
function roleNamed(n: string, w: string): boolean {
  for (let i = n.indexOf(w); i >= 0; i = n.indexOf(w, i + 1)) {
    const after = n.slice(i + w.length);
    const rest = after.startsWith(OF()) ? after.slice(OF().length) : after;
    if (!LOOK_HEADS().some((h) => rest.startsWith(h))) return true;
  }
  return false;
}

function peopleRole(text: string): Role | undefined {
  const n = normalise(text);
  for (const [words, role] of PEOPLE) if (words.some((w) => roleNamed(n, normalise(w)))) return role;
  return undefined;
}

// ---- colours and the things they belong to ------------------------------------------------------------
const COLOUR_WORDS: [string, string][] = Object.entries(COLOURS)
  .flatMap(([hex, words]) => words.filter((w) => /[\u4e00-\u9fff]/.test(w)).map((w) => [w, hex] as [string, string]))
  .sort((a, b) => b[0].length - a[0].length);

type Slot =
  | 'top'
  | 'bottom'
  | 'dress'
  | 'shoes'
  | 'hair'
  | 'hat'
  | 'scarf'
  | 'cape'
  | 'backpack'
  | 'bow'
  | 'wings'
  | 'held'
  | 'glasses'
  | 'mask'
  | 'crown';
const SLOT_WORDS = once((): [string, Slot][] =>
  (
    [
      // (sports kit and other clothes named by what they are for: 穿藍色球衣, 紅色隊服 — decision 0053; 球衣 is no ball)
      [
        ['衣服', '上衣', 'T恤', '襯衫', '外套', '毛衣', '制服', '球衣', '隊服', '運動服', '背心', '睡衣', '雨衣', '衣'],
        'top',
      ],
      [['洋裝', '裙子', '連身裙', '禮服', '裙'], 'dress'],
      [['褲子', '短褲', '長褲', '牛仔褲', '褲'], 'bottom'],
      [['鞋子', '靴子', '球鞋', '鞋'], 'shoes'],
      [['頭髮', '長髮', '短髮', '捲髮', '髮'], 'hair'],
      [['帽子', '草帽', '棒球帽', '毛帽', '帽'], 'hat'],
      [['圍巾'], 'scarf'],
      [['披風', '斗篷'], 'cape'],
      [['背包', '書包'], 'backpack'],
      [['蝴蝶結', '髮夾', '緞帶'], 'bow'],
      [['翅膀'], 'wings'],
      [['眼鏡'], 'glasses'],
      [['面具', '口罩'], 'mask'],
      [['雨傘', '傘', '氣球', '風箏', '燈籠', '魔法棒', '魔杖', '球', '書', '劍', '花', '袋', '包包'], 'held'],
      [['皇冠', '王冠'], 'crown'],
    ] as [string[], Slot][]
  ).flatMap(([ws, slot]) => ws.map((w) => [normalise(w), slot] as [string, Slot])),
);

/** A colour word starting at `i` of the normalised text, with where its 色/的 end (紅色的 → after 的). */
function colourWordAt(n: string, i: number): { word: string; hex: string; end: number } | undefined {
  const c = COLOUR_WORDS.find(([w]) => n.startsWith(normalise(w), i));
  if (!c) return undefined;
  let end = i + normalise(c[0]).length;
  if (n[end] === '色') end += 1;
  if (n[end] === '的') end += 1;
  return { word: c[0], hex: c[1], end };
}

/** 穿黃色衣服, 紅色的帽子, 金色頭髮: each colour with the thing right after it (的 allowed between). */
export function colourSlots(text: string): Partial<Record<Slot, string>> {
  const n = normalise(text);
  const out: Partial<Record<Slot, string>> = {};
  for (let i = 0; i < n.length; i++) {
    const c = colourWordAt(n, i);
    if (!c) continue;
    const j = c.end;
    // the thing right after the colour, or a word or two on (橘色安全帽, 藍色毛線帽, 粉紅色小書包): not past a break
    let slot: [string, Slot] | undefined;
    for (let k = 0; k <= 2 && !slot; k++) {
      if (k > 0 && !/[\u4e00-\u9fff]/.test(n[j + k - 1] ?? '')) break;
      if (k > 0 && re('[和跟與的穿戴拿著]').test(n[j + k - 1]!)) break;
      slot = SLOT_WORDS().find(([w]) => n.startsWith(w, j + k));
    }
    const hex = c.word.startsWith('金') && slot?.[1] === 'hair' ? '#e8c15a' : c.hex;
    if (slot) out[slot[1]] ??= hex;
    // 穿黃色 with no garment: the clothes
    else if (n.slice(Math.max(0, i - 2), i).includes('穿')) out.top ??= hex;
    i = j - 1;
  }
  if (re('金髮').test(n)) out.hair ??= '#e8c15a';
  return out;
}

/**
 * The colour of an animal's own coat: a colour word in the figure's words that is not followed by a thing it could
 * be the colour of (綠色的恐龍, 粉紅色小豬 — not 戴紅色帽子, 穿黃色衣服).
 */
/** Breeds and kinds a child names whose coat tells them apart (柴犬 is fox-red, 哈士奇 grey and white). */
const BREED_COATS: [string, string][] = [
  ['柴犬', '#e0954a'],
  ['哈士奇', '#8e96a3'],
  ['黃金獵犬', '#e8b860'],
  ['拉布拉多', '#f0d49a'],
  ['臘腸狗', '#8a4a22'],
  ['米克斯', '#c8955a'],
  ['土狗', '#c8955a'],
  ['橘貓', '#f28b2a'],
  ['黑豹', '#2e2e36'],
  ['騾子', '#7a5a3a'],
  ['台灣藍鵲', '#2a5bd0'],
  ['藍鵲', '#2a5bd0'],
  ['翠鳥', '#1f9ad0'],
  ['蜂鳥', '#3fbf6a'],
  ['啄木鳥', '#c0392b'],
  ['黑面琵鷺', '#f4f4f4'],
  ['麻雀', '#9a6a44'],
  ['燕子', '#2a3050'],
  ['喜鵲', '#2e2e36'],
];

/** The coat a kind's own name gives (黑面琵鷺 is white: the 黑 of its name is its face, not its coat), if any. */
export function breedCoat(own: string): string | undefined {
  const n = normalise(own);
  return BREED_COATS.find(([word]) => n.includes(normalise(word)))?.[1];
}

export function coatColour(own: string): string | undefined {
  const n = normalise(own);
  const breed = breedCoat(own);
  if (breed) return breed;
  for (let i = 0; i < n.length; i++) {
    const c = colourWordAt(n, i);
    if (!c) continue;
    const j = c.end;
    const worn = SLOT_WORDS().some(([w]) => n.startsWith(w, j)) || n.slice(Math.max(0, i - 2), i).includes('穿');
    if (!worn && j < n.length) return c.hex;
    i = j - 1;
  }
  return undefined;
}

// ---- worn, held, ridden ------------------------------------------------------------------------------
const HAT_WORDS: [string[], HatKind][] = [
  [['棒球帽', '鴨舌帽', '運動帽'], 'cap'],
  [['草帽', '遮陽帽', '太陽帽', '漁夫帽'], 'sun'],
  [['巫師帽', '巫婆帽', '魔法帽', '魔女帽'], 'witch'],
  [['派對帽', '生日帽', '尖尖的帽子', '尖帽'], 'party'],
  [['禮帽', '高帽', '紳士帽', '魔術帽'], 'top'],
  [['毛帽', '毛線帽', '聖誕帽'], 'beanie'],
  [['廚師帽'], 'chef'],
  [['斗笠', '竹笠'], 'conical'],
  [['護士帽'], 'nurse'],
  [['安全帽', '頭盔', '消防帽'], 'helmet'],
  [['海盜帽'], 'pirate'],
  [['泳帽', '游泳帽', '蛙帽'], 'swim'],
];
const WORN_WORDS: [string[], Worn][] = [
  [['皇冠', '王冠'], { kind: 'crown' }],
  [['泳鏡', '蛙鏡', '游泳眼鏡', '護目鏡', '潛水鏡'], { kind: 'goggles' }],
  [['太陽眼鏡', '墨鏡'], { kind: 'sunglasses' }],
  [['眼鏡'], { kind: 'glasses' }],
  [['披風', '斗篷'], { kind: 'cape' }],
  [['翅膀'], { kind: 'wings' }],
  [['圍巾'], { kind: 'scarf' }],
  [['背包', '書包'], { kind: 'backpack' }],
  [['面具', '眼罩'], { kind: 'mask' }],
  [['口罩'], { kind: 'facemask' }],
  [['圍裙'], { kind: 'apron' }],
  [['蝴蝶結', '髮夾', '緞帶'], { kind: 'bow' }],
];
export const HELD_ICONS: Record<string, HeldKind> = {
  'magic-wand': 'wand',
  kite: 'kite',
  umbrella: 'umbrella',
  'closed-umbrella': 'umbrella',
  'umbrella-with-rain-drops': 'umbrella',
  balloon: 'balloon',
  'crossed-swords': 'sword',
  dagger: 'sword',
  books: 'book',
  'open-book': 'book',
  'soccer-ball': 'ball',
  basketball: 'ball',
  volleyball: 'ball',
  baseball: 'ball',
  tulip: 'flower',
  rose: 'flower',
  blossom: 'flower',
  crutch: 'cane',
  'probing-cane': 'cane',
  'shopping-bags': 'bag',
  handbag: 'bag',
  purse: 'bag',
};
export const HELD_WORDS: [string[], HeldKind][] = [
  [['燈籠', '提燈'], 'lantern'],
  [['魔法棒', '魔杖', '仙女棒'], 'wand'],
  [['寶劍', '劍', '刀'], 'sword'],
  [['雨傘', '撐傘'], 'umbrella'],
  [['氣球'], 'balloon'],
  [['風箏'], 'kite'],
  [['拐杖', '枴杖', '手杖', '柺杖'], 'cane'],
  [['火把', '火炬', '火把子'], 'torch'],
  [['袋子', '提袋', '購物袋', '手提袋', '紙袋', '塑膠袋', '包包', '手提包', '皮包'], 'bag'],
];
const BALL_COLOUR: Record<string, string> = { basketball: '#f08a24', volleyball: '#f7f1d8', baseball: '#ffffff' };
const RIDE_WORDS: [string[], Ride][] = [
  [['掃把', '掃帚', '魔法掃把'], { kind: 'broom' }],
  [['魔毯', '飛毯', '魔法地毯', '地毯'], { kind: 'carpet' }],
  [['腳踏車', '單車', '自行車', '騎車'], { kind: 'bicycle' }],
  [['小船', '船', '獨木舟'], { kind: 'boat' }],
  [['獨角獸'], { kind: 'emoji', icon: 'unicorn' }],
  // the dinosaur kinds before 龍, which alone is a dragon
  [['三角龍'], { kind: 'emoji', icon: 'triceratops' }],
  [['劍龍'], { kind: 'emoji', icon: 'stegosaurus' }],
  [['腕龍', '雷龍', '梁龍', '長頸龍'], { kind: 'emoji', icon: 'sauropod' }],
  [['迅猛龍'], { kind: 'emoji', icon: 'velociraptor' }],
  [['恐龍', '暴龍'], { kind: 'emoji', icon: 't-rex' }],
  [['龍', '飛龍'], { kind: 'emoji', icon: 'dragon' }],
  [['馬', '小馬'], { kind: 'emoji', icon: 'horse' }],
  [['大象'], { kind: 'emoji', icon: 'elephant' }],
  [['火箭', '太空船'], { kind: 'emoji', icon: 'rocket' }],
  [['飛碟'], { kind: 'emoji', icon: 'flying-saucer' }],
  [['鯨魚'], { kind: 'emoji', icon: 'whale' }],
  [['海豚'], { kind: 'emoji', icon: 'dolphin' }],
  [['烏龜', '海龜'], { kind: 'emoji', icon: 'turtle' }],
  // sat in, not astride (坐輪椅, decision 0039): the seat pose below
  [['輪椅'], { kind: 'emoji', icon: 'manual-wheelchair' }],
];
const KIN_PARENT = new Set(['媽媽', '爸爸', '母親', '父親', '媽咪', '爹地']);

/** What an animal does beyond its pose, from the verb: roars, eats, carries, digs, hugs. */
const ANIMAL_ACTS: [RegExp, AnimalAct][] = [
  [/吼|咆哮|嚎|大叫|叫|唱歌|噴火|張大嘴|張開嘴|張嘴/, 'roar'],
  [/挖/, 'dig'],
  [/抱/, 'hug'],
  [/吃|啃|咬|喝|舔|嚼/, 'eat'],
  [/偷|拿|叼|搬|撿|藏|帶著|拖|運|扛|找到/, 'carry'],
];
function animalAct(what: string): AnimalAct | undefined {
  return ANIMAL_ACTS.find(([re]) => re.test(what))?.[1];
}

/** What a figure can sit on and ride; on anything else (a sofa, a chair) 坐 means sitting beside or on it. */
const RIDEABLE = new Set([
  'horse',
  'unicorn',
  'dragon',
  't-rex',
  'sauropod',
  'elephant',
  'whale',
  'dolphin',
  'turtle',
  'rocket',
  'flying-saucer',
  'airplane',
  'automobile',
  'bus',
  'train',
  'tractor',
  'fire-engine',
  'racing-car',
  'sled',
  'kick-scooter',
  'skateboard',
  'motor-scooter',
  'motorcycle',
  'camel',
  'two-hump-camel',
  'ox',
  'water-buffalo',
  'bicycle',
  'broom',
  'sailboat',
  'canoe',
  'speedboat',
  'motor-boat',
  'rowboat',
  'ship',
  'helicopter',
  'tiger',
  'lion',
  'bear',
  'polar-bear',
  'giraffe',
  'zebra',
  'deer',
  'pig',
  'cow',
  'goat',
  'ewe',
  'llama',
  'roller-coaster',
  'ferris-wheel',
  'carousel-horse',
  'hot-air-balloon',
  'manual-wheelchair',
]);
/** Ridden things one sits in rather than astride (a wheelchair, decision 0039). */
const SAT_IN = new Set(['manual-wheelchair']);
const BOATS = new Set(['sailboat', 'canoe', 'speedboat', 'motor-boat', 'rowboat']);
const RIDE_VERBS = ['騎', '坐', '搭', '乘', '駕', '飛'];

const SLIDE = '滑來滑去|溜來溜去|滑過|滑行|用肚子滑|肚子貼|冰上滑|滑冰|溜冰';
const POSE_WORDS: [string[], Pose][] = [
  // gestures and faces (decision 0032), before the verbs inside them (拍手 is not 拍球, 舉手 not 舉起東西)
  [['拍手', '鼓掌', '拍拍手'], 'clap'],
  [['指著', '指向', '用手指', '指給'], 'point'],
  [['舉手', '舉起手', '舉高手', '舉起雙手', '把手舉', '手舉高', '手舉得'], 'raise'],
  [['敬禮', '行禮', '行舉手禮'], 'salute'],
  [['伏地挺身', '俯地挺身', '伏地起身'], 'pushup'],
  // the action at a glance (decision 0050): one leg, upside down, angry, catching, floating on the back
  [['單腳', '一隻腳站', '一腳站', '一隻腳站立', '金雞獨立', '提起一隻腳', '抬起一隻腳'], 'oneleg'],
  [['倒掛', '倒吊', '倒著掛', '倒著吊', '頭下腳上'], 'hang'],
  [['生氣', '氣得', '氣呼呼', '發脾氣', '發火', '憤怒', '火大', '氣炸', '氣死', '很氣', '好氣', '氣沖沖'], 'angry'],
  [['接住', '接球', '接到球', '接飛盤', '接到飛盤'], 'catch'],
  [
    ['仰漂', '仰躺', '躺在水上', '躺在水面', '浮在水上', '浮在水面', '漂在水上', '漂在水面', '仰著漂', '仰泳'],
    'floatback',
  ],
  [['害怕', '好怕', '很怕', '嚇到', '嚇一跳', '嚇壞', '嚇', '發抖', '尖叫'], 'scared'],
  [['打哈欠', '想睡', '好睏', '很睏', '愛睏', '睏', '打瞌睡', '揉眼睛', '伸懶腰', '懶腰'], 'sleepy'],
  [['跳舞', '跳芭蕾', '舞', '扭', '轉圈'], 'dance'],
  [['睡覺', '睡著', '睡午覺', '午睡', '睡', '躺', '趴', '做夢', '休息', '冬眠', '縮成一團', '捲成一團', '蜷'], 'sleep'],
  [['游泳', '潛水', '游'], 'swim'],
  [['爬樹', '爬山', '攀', '爬'], 'climb'],
  [['擁抱', '抱抱', '抱住', '抱著', '抱'], 'hug'],
  [['丟', '扔', '投', '拋', '打雪仗', '射'], 'throw'],
  [['跳繩', '跳高', '跳', '蹦', '體操', '早操', '做操', '暖身', '健身操', '開合跳'], 'jump'],
  [['賽跑', '跑步', '跑', '追', '衝', '逃'], 'run'],
  [['散步', '走路', '走', '逛', '去'], 'walk'],
  [['仰臥起坐', '坐', '看書', '讀書', '吃飯', '野餐', '畫畫', '寫'], 'sit'],
  // floating oneself (飄在空中, 飄起來), not snow drifting down past one (雪花飄下來) (decision 0039)
  [['飛', '飄在', '飄起', '飄浮', '漂浮', '飄來飄去', '飄上', '浮在空中'], 'fly'],
  [['哭', '難過', '傷心', '流淚'], 'cry'],
  [['哈哈', '大笑', '笑', '開心', '高興', '快樂'], 'laugh'],
  [['揮手', '打招呼', '再見', '你好'], 'wave'],
  [['拿', '舉', '撐', '握', '提', '揮', '吃', '喝', '放風箏', '玩'], 'hold'],
];

/**
 * A fall is the event of the page wherever the child wrote it (跑步的時候摔倒了 is a fall, not a run). 摔 and 滑
 * alone are not taken (摔杯子 is a throw, 溜滑梯 a slide): only the compounds that mean going down.
 */
const FALL_WORDS = [
  '跌倒',
  '摔倒',
  '滑倒',
  '絆倒',
  '跌跤',
  '摔跤',
  '一跤',
  '摔下',
  '跌下',
  '跌坐',
  '跌了',
  '摔了一',
  '絆到',
  '跌到',
  // falling from a height (decision 0032): 從天空掉下來, 從床上掉下來, 從樹上摔下來
  '掉下',
  '跌落',
  '摔落',
  '墜落',
  '往下掉',
];
/** A fall from somewhere high (從天空掉下來): drawn in the air, not sat on the ground. */
const DROP = '掉下|跌落|摔落|墜落|往下掉|從.{1,6}(掉|摔|跌)';
/** Lying (趴著, 躺在地上) and crying or hurt is the moment after a fall, not sleep. */
const HURT = '哭|痛|受傷|流血|好疼';
const UPRIGHT_SURFACE = '黑板|白板|牆上|牆壁';
/** A chase (追): not 追星, 追劇 (抓 is catching: 抓魚 is fishing, not a race). */
const CHASE = '追(?!星|劇|夢)';

function firstWord<T>(text: string, table: [string[], T][]): { value: T; at: number } | undefined {
  let best: { value: T; at: number; len: number } | undefined;
  for (const [words, value] of table)
    for (const w of words) {
      const at = text.indexOf(normalise(w));
      if (at >= 0 && (!best || at < best.at || (at === best.at && w.length > best.len)))
        best = { value, at, len: w.length };
    }
  return best;
}

function wornFrom(text: string, role: Role | undefined, key: number, context: string): Worn[] {
  const n = normalise(text);
  const colours = colourSlots(text);
  const worn: Worn[] = [...(role?.worn ?? []).map((w) => ({ ...w }))];
  const hasHat = worn.some((w) => w.kind === 'hat' || w.kind === 'crown');
  const named = HAT_WORDS.find(([ws]) => ws.some((w) => n.includes(normalise(w))));
  if (!hasHat && (named || re('帽').test(n))) {
    // 紅色帽子 is not always a top hat: the kind the child named, else the one the page suggests.
    let hat: HatKind = named?.[1] ?? 'cap';
    if (!named) {
      const c = normalise(context);
      if (re('生日|派對|慶祝').test(c)) hat = 'party';
      else if (re('巫|魔法').test(n + c)) hat = 'witch';
      else if (re('雪|冬|冷').test(c)) hat = 'beanie';
      else if (re('海邊|沙灘|夏|太陽|農場|田').test(c)) hat = 'sun';
      // a colour alone (戴黃色帽子): a cap, whose colour reads at once (a yellow sun hat looked like straw)
      else hat = colours.hat ? 'cap' : (['cap', 'sun', 'beanie'] as HatKind[])[key % 3]!;
    }
    worn.push({ kind: 'hat', hat, colour: colours.hat });
  } else if (hasHat && colours.hat) for (const w of worn) if (w.kind === 'hat') w.colour = colours.hat;
  for (const [words, w] of WORN_WORDS) {
    if (!words.some((x) => n.includes(normalise(x)))) continue;
    if (worn.some((o) => o.kind === w.kind)) continue;
    // 太陽眼鏡 also contains 眼鏡: only one pair
    if (w.kind === 'glasses' && worn.some((o) => o.kind === 'sunglasses' || o.kind === 'goggles')) continue;
    const slot = w.kind === 'facemask' ? 'mask' : w.kind === 'sunglasses' || w.kind === 'goggles' ? 'glasses' : w.kind;
    worn.push({ ...w, colour: colours[slot as Slot] ?? w.colour });
  }
  return worn;
}

const SKIN = ['#f7d3b5', '#f1c6a2', '#e9b994'];
const TOPS = ['#ff9a3c', '#3d8bfd', '#4cbb5e', '#ff7eb6', '#f7d038', '#8f5bd6', '#e84a4a', '#35b8c4'];
const BOTTOMS = ['#3b5bab', '#5a4a6a', '#2f6d8a', '#6b4a2e', '#44495a'];

/** The person's look from the words that describe them; `key` keeps the unnamed choices stable. */
function personLook(role: Role, text: string, key: number): PersonLook {
  const n = normalise(text);
  const colours = colourSlots(text);
  const pick = <T>(xs: readonly T[], salt: number) => xs[(key >>> salt) % xs.length]!;
  const feminine = role.feminine ?? (key & 1) === 1;
  let hairStyle: HairStyle | undefined =
    re('馬尾').test(n) && !re('雙馬尾').test(n)
      ? 'ponytail'
      : re('辮子|雙馬尾').test(n)
        ? 'pigtails'
        : re('包包頭|髮髻|丸子頭').test(n)
          ? 'bun'
          : re('捲髮|捲捲').test(n)
            ? 'curly'
            : re('光頭').test(n)
              ? 'bald'
              : re('長髮|長頭髮').test(n)
                ? 'long'
                : re('短髮|短頭髮').test(n)
                  ? 'short'
                  : undefined;
  hairStyle ??=
    role.hairStyle ??
    (role.age === 'elderly'
      ? feminine
        ? 'bun'
        : 'bald'
      : role.age === 'baby'
        ? 'curly'
        : feminine
          ? pick(['long', 'pigtails', 'ponytail'] as HairStyle[], 3)
          : pick(['short', 'short', 'curly'] as HairStyle[], 5));
  const grey = role.age === 'elderly' ? (re('白').test(n) ? '#f2f2f2' : '#c8c8cc') : undefined;
  const hair = colours.hair ?? role.hair ?? grey ?? (re('咖啡|棕').test(n) && re('髮').test(n) ? '#7a4a2a' : '#2b2220');
  let outfit = role.outfit ?? (feminine && role.age !== 'elderly' && (key >>> 7) % 3 === 0 ? 'dress' : 'shirt');
  if (colours.dress || re('洋裝|裙').test(n)) outfit = 'dress';
  if (re('褲').test(n) && outfit === 'dress' && !colours.dress) outfit = 'shirt';
  // 綠色上衣黃色裙子: the top keeps its own colour above a skirt of the other (the skirt no longer paints both)
  const top = (colours.dress && colours.top ? colours.top : colours.dress) ?? colours.top ?? role.top ?? pick(TOPS, 9);
  const bottom =
    outfit === 'dress'
      ? (colours.dress ?? colours.top ?? role.bottom ?? top)
      : (colours.bottom ?? role.bottom ?? pick(BOTTOMS, 13));
  const skin = re('黑皮膚|皮膚黑|黝黑|曬黑|深色皮膚').test(n) ? '#a8714c' : pick(SKIN, 17);
  return {
    age: role.age,
    feminine,
    skin,
    hair,
    hairStyle,
    outfit,
    top,
    bottom,
    shoes: colours.shoes ?? (role.age === 'elderly' ? '#5a3a2a' : '#ffffff'),
    ...clothesPattern(text),
    ...(colours.top || colours.dress ? { uniform: true } : {}),
  };
}

const PATTERN_WORDS: [string[], ClothesPattern][] = [
  [['條紋', '橫條', '直條', '斑馬紋', '海軍紋'], 'stripes'],
  [['點點', '圓點', '波點', '水玉', '小點'], 'dots'],
  [['格子', '格紋', '方格', '蘇格蘭'], 'check'],
];

/**
 * A pattern the clothes are written with (穿條紋衣服, 點點裙子, 格子襯衫): the pattern and the garment it is on, the
 * skirt when the garment word after it is a skirt or trousers, else the top.
 */
export function clothesPattern(text: string): { pattern?: ClothesPattern; patternOn?: 'top' | 'bottom' } {
  const n = normalise(text);
  for (const [words, pattern] of PATTERN_WORDS)
    for (const w of words) {
      const i = n.indexOf(normalise(w));
      if (i < 0) continue;
      const after = n.slice(i + normalise(w).length, i + normalise(w).length + 4);
      return { pattern, patternOn: re('^(的)?(裙|褲|洋裝|連身裙)').test(after) ? 'bottom' : 'top' };
    }
  return {};
}

/** How the main character looks on every page, from its name and features. */
export function characterLook(icon: string, name: string, features: string): FigureLook {
  const text = `${name} ${features}`;
  const iconRole = roleOfIcon(icon);
  // Only a person is drawn as one: a cat whose features mention 阿嬤 stays a cat.
  const chosen = iconRole ? (costumed(iconRole) ?? peopleRole(text) ?? iconRole) : undefined;
  // the sex from the name only (郵差叔叔): features may speak of others (住在阿嬤家)
  const role = chosen && withKin(chosen, name);
  const key = hashString(text);
  const person = role ? personLook(role, text, key) : undefined;
  const worn = wornFrom(features, role, key, '');
  return { person, pose: 'stand', worn, held: role?.held ? { kind: role.held } : undefined, carries: [] };
}

interface FigureIn {
  icon: string;
  look?: FigureLook;
  isMainCharacter: boolean;
  parent?: boolean;
  young?: boolean;
  pouch?: boolean;
  /** the word in the what that named it (追小偷 → 小偷), read for its costume when the who does not name it */
  word?: string;
}
interface PlanIn {
  scene: SceneDef;
  figure: FigureIn;
  companion?: FigureIn;
  props: { icon: string; placement: string; member?: boolean; on?: unknown }[];
  things?: { icon: string; word?: string; figure?: boolean; def?: { wear?: string } }[];
  setting?: { icon: string; relation?: string };
}

function crowdSize(who: string): number | undefined {
  const n = normalise(who);
  const m = re('([兩二三四五六七八九十幾])[個位隻]').exec(n);
  if (m && peopleRole(n.slice(m.index)) !== undefined) return Math.min(5, NUMBER_OF(m[1]!) ?? 3);
  // (三個好朋友, 兩個男孩, 三姊妹 are counted people too: decision 0043)
  if (m && re('(小朋友|朋友|孩子|小孩|學生|同學|人|男生|女生|男孩|女孩|兄弟|姊妹|姐妹)').test(n.slice(m.index)))
    return Math.min(5, NUMBER_OF(m[1]!) ?? 3);
  if (
    CROWD_WORDS.some((w) => n.includes(normalise(w))) &&
    re('(小朋友|孩子|小孩|學生|同學|們|大家|一群|全班|一家|人)').test(n)
  )
    return 3;
  return undefined;
}

/**
 * Adds each figure's look for this page: the person (from the who text, or the main character's fixed look), the
 * pose from the verb, and what the figure wears, holds and rides. Props a figure draws itself are listed in
 * `carries` so they are not drawn twice.
 */
/** Garments that dress the body (an animal gets a shirt in their colour). */
const BODY_WEAR = new Set(['t-shirt', 'dress', 'coat', 'womans-clothes', 'kimono', 'jeans', 'lab-coat', 'sari']);

export function figurePlan<T extends PlanIn>(plan: T, parts: { who: string; where: string; what: string }): T {
  const what = normalise(parts.what);
  const key = hashString(`${parts.who}\u0000${parts.what}`);
  const chunks = parts.who.split(/和|跟|與|還有|、|,|，/).filter((c) => c.trim());
  // Things worn on the body (眼鏡, 衣服, 披風): the figure wears them, so they are never an emoji in the hand (a
  // girl in glasses held a pair of glasses; 穿紅色衣服 held a T-shirt).
  const wearables = new Set((plan.things ?? []).filter((t) => t.def?.wear).map((t) => t.icon));
  const dress = (f: FigureIn, first: boolean): FigureLook | undefined => {
    const base = f.look;
    // 我和阿嬤: the first named is the figure, the second the companion; each is read from its own words.
    const own = chunks[first ? 0 : 1] ?? f.word ?? '';
    const iconRole = f.isMainCharacter ? undefined : roleOfIcon(f.icon);
    const said = peopleRole(own);
    // 國王 is a grown man in a robe, not the prince artwork the emoji tables give it
    const chosen = iconRole ? ((said && costumed(said)) ?? costumed(iconRole) ?? said ?? iconRole) : undefined;
    const kin = chosen && withKin(chosen, own);
    // a role that fixes no sex, nor its address word, keeps the one its name gives (同學小美: a schoolgirl; 0042)
    const role =
      kin &&
      kin.feminine === undefined &&
      iconRole?.feminine !== undefined &&
      /^(girl|boy|man|woman|old-man|old-woman)-/.test(f.icon)
        ? { ...kin, feminine: iconRole.feminine }
        : kin;
    const person = base?.person ?? (role ? personLook(role, own, key + (first ? 0 : 7919)) : undefined);
    const worn = base ? base.worn.map((w) => ({ ...w })) : wornFrom(own, role, key, `${parts.where} ${parts.what}`);
    if (!person && !base && worn.length === 0 && !first) return undefined;
    const look: FigureLook = { person, pose: 'stand', worn, held: base?.held, carries: [] };
    if (!first) {
      // a group named second (老師和學生們) is drawn as the group it is
      if (person && !f.isMainCharacter && chunks.length > 1) look.crowd = crowdSize(own);
      return look;
    }
    // What they put on in this page (戴上紅色帽子, 穿上披風) joins what they always wear.
    // A colour written for something they already wear (超人披著藍色披風) is its colour on this page.
    for (const w of wornFrom(parts.what, undefined, key, `${parts.where} ${parts.what}`)) {
      const had = look.worn.find((o) => o.kind === w.kind);
      if (!had) look.worn.push(w);
      else if (w.colour) had.colour = w.colour;
    }
    const colours = colourSlots(parts.what);
    // Ridden: our own drawings for broom, carpet and bicycle; any other ridden prop is its emoji under the figure.
    const rideWord = firstWord(what, RIDE_WORDS);
    // Any four-legged animal can be ridden (騎長頸鹿, 騎小羊, 騎北極熊): a child on its back.
    const rideProp = plan.props.find(
      (p) => p.placement === 'ride' && (RIDEABLE.has(p.icon) || rideable(speciesFor(p.icon))),
    );
    // 騎斑馬, 騎驢子: the animal the page names is the mount, not the horse of the 馬 inside its word (decision 0042)
    const namedMount =
      rideWord?.value.kind === 'emoji' &&
      rideProp &&
      rideProp.icon !== rideWord.value.icon &&
      rideable(speciesFor(rideProp.icon));
    if (
      rideWord &&
      !namedMount &&
      (RIDE_VERBS.some((v) => what.includes(normalise(v))) || rideWord.value.kind === 'bicycle')
    ) {
      look.ride = rideWord.value;
      if (rideProp) look.carries.push(rideProp.icon);
      for (const p of plan.props)
        if (p.icon === rideWord.value.kind || p.icon === rideWord.value.icon) look.carries.push(p.icon);
    } else if (rideProp) {
      look.ride =
        rideProp.icon === 'bicycle' || rideProp.icon === 'broom'
          ? { kind: rideProp.icon }
          : BOATS.has(rideProp.icon)
            ? { kind: 'boat' }
            : { kind: 'emoji', icon: rideProp.icon };
      look.carries.push(rideProp.icon);
    }
    // Held: in the hand of a person (an animal keeps its emoji prop beside the paw).
    if (person && !look.ride) {
      // (held in the who, 舉著火把的探險隊長, 提著燈籠的小女孩: the same hand as in the what, decision 0060)
      const whoHeld = re('(拿|提|舉|抱|握|捧|撐|揮|端)(著|起)[^的]{1,8}的').exec(normalise(parts.who))?.[0];
      const word = firstWord(whoHeld ? `${what} ${whoHeld}` : what, HELD_WORDS);
      const prop = plan.props.find((p) => HELD_ICONS[p.icon] && (p.placement !== 'ground' || p.icon === 'books'));
      if (word) look.held = { kind: word.value, colour: colours.held };
      else if (prop) look.held = { kind: HELD_ICONS[prop.icon]!, colour: colours.held ?? BALL_COLOUR[prop.icon] };
      if (look.held) for (const p of plan.props) if (HELD_ICONS[p.icon] === look.held.kind) look.carries.push(p.icon);
      const other = plan.props.find(
        (p) => p.placement === 'hold' && !look.carries.includes(p.icon) && !wearables.has(p.icon),
      );
      if (other && !look.held) {
        look.heldIcon = other.icon;
        look.carries.push(other.icon);
        // two of it (兩瓶牛奶, 兩顆氣球): the second in the other hand (decision 0043)
        if (plan.props.filter((p) => p.placement === 'hold' && p.icon === other.icon && !p.on).length >= 2)
          look.heldBackIcon = other.icon;
        // a second thing named with it (買麵包還有牛奶, 吃冰淇淋和棒棒糖): in the other hand, not lost (decision 0061);
        // only a thing one holds, named with 和, 還有, 跟 or 以及 (no person given to, no sleep marks)
        const second =
          look.heldBackIcon || look.heldColour || !re('和|還有|跟|以及').test(what)
            ? undefined
            : plan.props.find(
                (p) =>
                  p.placement === 'hold' &&
                  !p.on &&
                  !look.carries.includes(p.icon) &&
                  !wearables.has(p.icon) &&
                  !HELD_ICONS[p.icon] &&
                  (plan.things ?? []).some((t) => t.icon === p.icon && !t.figure),
              );
        if (second) {
          look.heldBackIcon = second.icon;
          look.carries.push(second.icon);
        }
      }
    }
    // The pose: the first verb the child wrote, or what the thing in the hand or under the figure asks for.
    // (扶跌倒的同學: the one after 的 fell, not the figure; decision 0059)
    const fell = !fallenOther(what) && (FALL_WORDS.some((w) => what.includes(normalise(w))) || re(DROP).test(what));
    if (fell && re(DROP).test(what)) look.drop = true;
    // (遊行, 遊戲, 遊樂園 hold 遊 = 游 but are a parade, a game, a fair: no swimming; decision 0033)
    // (睡衣, 睡帽 are clothes, not sleeping: 穿著恐龍睡衣 stands; decision 0053)
    // A moving verb with 的 before a noun says how the thing moves, not what the figure does (接住飛來的球,
    // 看著跳來跳去的兔子: no flying, no jumping); 的 for 得 before how much (跑的超快, 跳的好高) still counts (0050).
    const poseText = what
      // (a paper plane is a toy made or thrown, not the figure flying: decision 0059)
      .replace(new RegExp(normalise('遊行|遊戲|遊樂|旅遊|遊客|導遊|郊遊|遊覽|睡衣|睡帽|紙飛機'), 'g'), ' ')
      .replace(
        new RegExp(
          normalise(
            '(飛|游|跑|跳|爬|走|滾)(來\\1去|過來|過去|進來|出來|下來|上來|來|去|著)?的(?![好很超太真最非常比更快慢高遠])',
          ),
          'g',
        ),
        ' ',
      );
    const feltAs = fell ? undefined : firstWord(poseText, POSE_WORDS);
    let verb: Pose | undefined = fell ? 'fall' : feltAs?.value;
    // A feeling said as how (開心地跳舞, 高興的盪鞦韆, 難過地走回家): the verb after it is what the body does, the
    // face keeps the feeling — tears when sad (decision 0050). 笑得東倒西歪 (得 + how much) stays a laugh.
    let sadHow = false;
    if (feltAs && (feltAs.value === 'laugh' || feltAs.value === 'cry')) {
      const rest = poseText.slice(feltAs.at);
      const how = /^[^地的得，,。]{1,4}[地的]/.exec(rest);
      const next = how ? firstWord(rest.slice(how[0].length), POSE_WORDS) : undefined;
      if (next && next.value !== 'laugh' && next.value !== 'cry') {
        sadHow = feltAs.value === 'cry';
        verb = next.value;
      }
    }
    if (verb === 'sleep' && re(HURT).test(what)) verb = 'fall';
    // floating (漂浮, 浮著) on water is lying on the back, not flying; lying on the back anywhere else is lying (0050)
    const water = re('水|海|河|湖|池|溪|潭').test(`${normalise(parts.where)} ${what}`);
    if (verb === 'fly' && water && re('漂|浮').test(what) && !re('飛|空中|天上').test(what)) verb = 'floatback';
    if (verb === 'floatback' && !water) verb = 'sleep';
    // glad enough to jump (開心得跳起來, 高興地跳上跳下): the jump shows the joy, the face laughs anyway (decision 0039)
    if ((verb === 'laugh' || verb === 'cry') && re('跳起來|跳了起來|跳上跳下|跳來跳去|跳腳').test(what)) verb = 'jump';
    // sliding on ice (滑來滑去, 在冰上滑): an animal slides on its belly, flat as when swimming; a person skates
    // (the activity's skates, figure/activity.ts) (decision 0036)
    if (!person && re(SLIDE).test(what)) verb = 'swim';
    // hugging a teddy in bed (抱著泰迪熊睡覺): asleep, the teddy in the arms
    if (verb === 'hug' && re('睡').test(what) && !plan.companion) verb = 'sleep';
    // Writing or drawing on a board or a wall (在黑板上寫字, 在牆上畫畫) is done standing, not at a desk.
    if (verb === 'sit' && re(UPRIGHT_SURFACE).test(what)) verb = 'hold';
    let pose: Pose = verb ?? (look.held || look.heldIcon ? 'hold' : 'stand');
    if (look.ride)
      pose =
        look.ride.kind === 'carpet' || look.ride.kind === 'boat' || SAT_IN.has(look.ride.icon ?? '') ? 'sit' : 'ride';
    else if (pose === 'sit' && (look.held?.kind === 'kite' || look.held?.kind === 'umbrella')) pose = 'hold';
    // (in a fish tank, decision 0043, as under the sea)
    const underwater = plan.scene.overlay?.includes('bubbles') === true || plan.setting?.icon === 'fish-tank';
    if (underwater && ['stand', 'walk', 'run', 'hold', 'wave'].includes(pose)) pose = 'swim';
    if (plan.scene.floating && !underwater && ['stand', 'walk', 'run', 'wave'].includes(pose)) pose = 'fly';
    // an animal crawling on the ground (慢慢爬, 爬來爬去) walks; it climbs only up something (爬樹, 爬竹子) (0045)
    if (!person && pose === 'climb' && !re('樹|竹|牆|梯|桿|杆|柱|藤|山').test(what)) pose = 'walk';
    look.pose = pose;
    // crying while doing something else (坐在地上大哭, 一邊走一邊哭): the pose for the act, the face in tears (0045)
    if (person && pose !== 'cry' && re('哭|流淚|掉眼淚|淚流').test(what) && !re('哭完|不哭|別哭|不要哭').test(what))
      look.sad = true;
    if (person && sadHow && pose !== 'cry') look.sad = true;
    if (!person) look.act = animalAct(parts.what);
    // the crowd is the part of the who that says so (老師和學生們: the students, not the teacher; decision 0042)
    if (person && !f.isMainCharacter) look.crowd = crowdSize(chunks.length > 1 ? own : parts.who);
    // A person or an animal with a drawn body wears them (clothes in their colour, the rest on the body).
    if (person || speciesFor(f.icon)) for (const p of plan.props) if (wearables.has(p.icon)) look.carries.push(p.icon);
    if (!person && speciesFor(f.icon)) {
      const top = colourSlots(`${own} ${parts.what}`).top;
      if (top) look.clothes = top;
      else if ([...wearables].some((i) => BODY_WEAR.has(i))) look.clothes = '#3d8bfd';
      look.coat = coatColour(own);
    }
    // Clothes the what puts on the figure in a colour (穿紅色球衣投籃, 穿著黃色雨衣): this page's clothes, drawn in it
    // (the who's words were read above; the main character keeps its fixed look — decision 0053)
    if (person && first && !base) {
      const said = colourSlots(parts.what);
      if (said.dress) look.person = { ...person, outfit: 'dress', top: said.dress, bottom: said.dress, uniform: true };
      else if (said.top || said.bottom)
        look.person = {
          ...person,
          top: said.top ?? person.top,
          bottom: said.bottom ?? person.bottom,
          ...(said.top ? { uniform: true } : {}),
        };
    }
    return look;
  };
  plan.figure.look = dress(plan.figure, true);
  // People are drawn whole, never as an emoji face among the props: a person the page names as a thing (找朋友,
  // 和老師, 遇到警察) becomes the companion when there is none; any other person-face prop is left out — the
  // crowd (學生們, 三個小朋友) already draws the extra people, and a bodiless head is worse than none.
  // An animal's mother or father (小熊抱著媽媽, 小鳥等媽媽餵) is an animal of its kind, not a woman or a man.
  const animal = !plan.figure.look?.person && speciesFor(plan.figure.icon) !== undefined;
  const kin = (plan.things ?? []).find((t) => t.word !== undefined && KIN_PARENT.has(t.word));
  if (animal && kin && (!plan.companion || plan.companion.icon === kin.icon)) {
    plan.companion = { icon: plan.figure.icon, isMainCharacter: false, parent: true };
    plan.props = plan.props.filter((p) => p.icon !== kin.icon);
  }
  // An animal's young or parent named in the what (袋鼠媽媽 | 口袋裡有一隻小袋鼠, 鴨媽媽 | 帶著小鴨子, 小牛 | 跟在牛媽媽
  // 旁邊): the other one of its kind is the companion, drawn small (or big) beside it, not a second grown one among
  // the props or in its mouth (decision 0049).
  // (a hen's chicks are drawn as chicks: 母雞帶著小雞)
  const chick = (i: string) => plan.figure.icon === 'chicken' && (i === 'hatching-chick' || i === 'baby-chick');
  const same =
    animal && !plan.companion
      ? plan.props.find((p) => (p.icon === plan.figure.icon || chick(p.icon)) && !p.member)
      : undefined;
  if (same && chick(same.icon) && !re('蛋').test(what)) {
    // (the chick's emoji at its real size: the body-plan chick made "young" again came out a speck)
    plan.companion = { icon: 'hatching-chick', isMainCharacter: false, young: true };
    plan.props = plan.props.filter((p) => p !== same);
    if (plan.figure.look?.act === 'carry') plan.figure.look.act = undefined;
  } else if (same && !chick(same.icon)) {
    const PARENT = '媽媽|爸爸|媽咪|爹地|母親|父親';
    const whoParent = re(PARENT).test(normalise(parts.who)) || /^母/.test(parts.who.trim());
    const whatParent = re(PARENT).test(normalise(what));
    // (in a pouch, one of two kangaroos is the young one even when no parent is named: 袋鼠 | 口袋裡有小袋鼠)
    const inPouch = whoParent === whatParent && re('口袋|育兒袋').test(what);
    if (whoParent !== whatParent || inPouch) {
      const young = inPouch ? !re('小|寶寶|寶貝').test(normalise(parts.who)) : whoParent;
      plan.companion = { icon: same.icon, isMainCharacter: false, ...(young ? { young: true } : { parent: true }) };
      plan.props = plan.props.filter((p) => p !== same);
      if (plan.figure.look?.act === 'carry') plan.figure.look.act = undefined;
    }
  }
  // A person is never ridden (開車載我們, 載著妹妹): the one carried along stands with the figure, drawn whole, not as
  // an emoji head the figure sits on (decision 0042).
  // One carried on what the figure rides (騎腳踏車載著我, 騎機車載阿嬤) is a passenger: the companion, seated behind the
  // figure on the same bicycle, scooter or mount, at its own size (decision 0049; it was a giant head under the bike).
  let passenger: string | undefined;
  for (const p of plan.props)
    if (p.placement === 'ride' && roleOfIcon(p.icon)) {
      if (plan.figure.look?.ride && !plan.companion && !passenger) passenger = p.icon;
      p.placement = 'beside';
    }
  const personProps = plan.props.filter((p) => p.placement !== 'ride' && roleOfIcon(p.icon));
  // (the word that named it in the what, for its costume: 追小偷 is a thief, 送給護士 a nurse)
  const wordOf = (icon: string) =>
    (plan.things ?? []).find((t) => t.icon === icon && t.word && !normalise(parts.who).includes(normalise(t.word)))
      ?.word;
  if (!plan.companion && personProps[0] && !plan.figure.look?.crowd)
    plan.companion = { icon: personProps[0].icon, isMainCharacter: false, word: wordOf(personProps[0].icon) };
  // A chase (狗在追貓, 貓咪追老鼠, 被大野狼追): the animal chased or chasing is the companion, both running, not a
  // pet standing beside (decision 0045); understand.ts sets who runs ahead.
  const chase = re(CHASE).test(what);
  const quarry =
    chase && !plan.companion && !plan.figure.look?.crowd
      ? plan.props.find((p) => p.placement !== 'ride' && speciesFor(p.icon) !== undefined)
      : undefined;
  if (quarry) {
    plan.companion = { icon: quarry.icon, isMainCharacter: false };
    plan.props = plan.props.filter((p) => p !== quarry);
  }
  // feeding (餵小貓): the one fed is the companion, face to face (decision 0059)
  feedCompanion(plan, what);
  // Two named (阿傑和阿美, 老爺爺和小孫子) where only one is a person or animal the tables know: the other is a
  // person too (a given name is a child), never left out.
  const second = chunks[1]?.trim();
  if (
    !plan.companion &&
    second &&
    plan.figure.look?.person &&
    !plan.figure.look.crowd &&
    !plan.figure.isMainCharacter &&
    /^[\u4e00-\u9fff]{1,4}$/.test(second) &&
    !(plan.things ?? []).some((t) => t.word !== undefined && normalise(second).includes(normalise(t.word)))
  ) {
    const said = peopleRole(second);
    const icon =
      said?.age === 'elderly'
        ? said.feminine
          ? 'old-woman-light'
          : 'old-man-light'
        : said?.age === 'adult'
          ? said.feminine
            ? 'woman-light'
            : 'man-light'
          : said?.age === 'baby'
            ? 'baby-light'
            : said?.feminine === true || re('美|華|玲|婷|芳|妹|姐|姊|娟|雅|琪|萱|欣|怡|花|蓮').test(second)
              ? 'girl-light'
              : 'boy-light';
    plan.companion = { icon, isMainCharacter: false };
  }
  // (載 names the passenger however it was found: 騎馬載著小女孩 — a person beside —, 騎機車載我去上學 — 我, no thing)
  if (plan.figure.look?.ride && !passenger && re('載').test(what) && plan.figure.look.person) {
    if (!plan.companion && re('載著?(我們|我)').test(what))
      plan.companion = { icon: 'child-light', isMainCharacter: false };
    if (plan.companion && roleOfIcon(plan.companion.icon)) passenger = plan.companion.icon;
  }
  // (講故事給我聽, 教我騎車: 我 is the one the act is done to, a child; decision 0059)
  meCompanion(plan, parts.who, what);
  if (plan.companion) plan.companion.look = dress(plan.companion, false);
  const ride = plan.figure.look?.ride;
  if (passenger && ride && plan.companion?.icon === passenger && plan.companion.look)
    plan.companion.look = { ...plan.companion.look, pose: plan.figure.look!.pose, ride, alongside: true };
  groupMembers(plan, parts.who, parts.what, key);
  youngOf(plan, chunks);
  pouch(plan, what);
  // A counted group (兩個小女生, 四個小朋友) is drawn as the crowd and the companion together: the companion of the
  // same kind is one of the count, so the crowd draws one fewer and the page shows the child's number, not one more.
  const crowd = plan.figure.look?.crowd;
  if (crowd && plan.companion?.look?.person && plan.companion.icon === plan.figure.icon && !plan.companion.look.crowd)
    plan.figure.look!.crowd = crowd - 1 > 1 ? crowd - 1 : undefined;
  // one of a group in the clothes the child wrote for them all (穿黃色制服的學生們): the companion wears them too
  const fp = plan.figure.look?.person;
  const cp = plan.companion?.look?.person;
  if (fp?.uniform && cp && plan.companion!.icon === plan.figure.icon && chunks.length <= 1)
    Object.assign(cp, { outfit: fp.outfit, top: fp.top, bottom: fp.bottom, pattern: fp.pattern, uniform: true });
  touching(plan, what, chunks.length >= 2);
  helpUp(plan, what);
  // both run in a chase, whoever is named first (decision 0045)
  if (chase && plan.companion && plan.figure.look && !plan.figure.look.ride) {
    plan.companion.look ??= { pose: 'run', worn: [], carries: [] };
    if (!plan.companion.look.ride) plan.companion.look.pose = 'run';
    if (plan.figure.look.pose === 'stand' || plan.figure.look.pose === 'walk') plan.figure.look.pose = 'run';
  }
  const look = plan.figure.look;
  // A gesture's emoji (a handshake, a waving or raised hand) is what the pose shows (or, for two animals, their
  // standing face to face): never a floating hand.
  if (look) for (const p of plan.props) if (GESTURE.test(p.icon)) look.carries.push(p.icon);
  if (look) for (const p of personProps) look.carries.push(p.icon);
  return plan;
}

/**
 * Every person a group names is drawn (decision 0042): the figure and the companion are the first two; the people
 * named after them (爸爸媽媽和我: the child; 爺爺奶奶和妹妹: the girl) stand with the figure as who they are — their
 * age and sex from their own word —, where before they were an emoji face that was never drawn. A counted crowd of
 * the figure's own kind (三個小朋友) is drawn by `crowd` already and adds none here.
 */
function groupMembers(plan: PlanIn, who: string, what: string, key: number): void {
  const look = plan.figure.look;
  if (!look?.person) return;
  const crowded = new Set([look.crowd ? plan.figure.icon : '', plan.companion?.look?.crowd ? plan.companion.icon : '']);
  const words = (plan.things ?? []).filter((t) => t.word !== undefined && roleOfIcon(t.icon));
  const members: PersonLook[] = [];
  const add = (role: Role, word: string) => members.push(personLook(role, word, key + 104729 * (members.length + 1)));
  // the words that named the figure and the companion
  const named = [plan.figure.icon, plan.companion?.icon].map((i) => words.find((t) => t.icon === i)?.word);
  for (const p of plan.props) {
    if (!p.member || p.placement !== 'beside' || members.length >= 3) continue;
    const role = roleOfIcon(p.icon);
    if (!role || crowded.has(p.icon)) continue;
    const word = words.find((t) => t.icon === p.icon)?.word ?? '';
    // the member's own words (穿黃色衣服的我): their clothes colours, as for the figure and the companion
    const chunk = word && who.split(/和|跟|與|還有|、|,|，/).find((c) => normalise(c).includes(normalise(word)));
    // another word in the same part of the who is the same person (好朋友小華, 同學小美: a name after what they
    // are), not one more
    if (chunk && named.some((w) => w && w !== word && normalise(chunk).includes(normalise(w)))) continue;
    const text = chunk || word;
    const own = peopleRole(word);
    add(withKin((own && costumed(own)) ?? own ?? role, word), text);
  }
  // A family (一家人, 全家, 我們全家, 一家四口) is a father, a mother and a child, whoever is named first; not a
  // crowd of one kind of person.
  const family = re(FAMILY).exec(normalise(who));
  if (family) {
    look.crowd = undefined;
    if (plan.companion?.look) plan.companion.look.crowd = undefined;
    const all = [look.person, plan.companion?.look?.person, ...members].filter((p): p is PersonLook => !!p);
    const has = (age: PersonLook['age'], feminine?: boolean) =>
      all.some((p) => p.age === age && (feminine === undefined || p.feminine === feminine));
    if (!has('adult', false)) add({ age: 'adult', feminine: false }, '');
    if (!has('adult', true)) add({ age: 'adult', feminine: true }, '');
    const size = family[1] ? NUMBER_OF(family[1]) : 3;
    const count = () => 1 + (plan.companion?.look?.person ? 1 : 0) + members.length;
    if (!all.some((p) => p.age === 'child' || p.age === 'baby')) add({ age: 'child' }, '');
    while (count() < Math.min(size, 5)) add({ age: 'child' }, '');
  }
  // people named together in one word (兄弟, 母女, 祖孫, 師生, 男生女生, 雙胞胎): each of them drawn
  const pair = PAIRS().find(([w]) => normalise(who).includes(w));
  if (pair && !plan.companion && members.length === 0 && !look.crowd) {
    const [first, ...rest] = pair[1];
    if (first === 'twin') members.push({ ...look.person });
    else if (!plan.figure.isMainCharacter) {
      look.person = personLook(first!, who, key);
      for (const r of rest) if (r !== 'twin') add(r, '');
    }
  }
  // a newborn (剛出生的小妹妹, 新生兒) is a baby, whatever word names it
  const c = plan.companion?.look?.person;
  if (c && c.age === 'child' && re('剛出生|新生|剛生下|出生不久').test(normalise(what))) c.age = 'baby';
  if (members.length > 0) look.members = members;
}

const M = (age: PersonLook['age']): Role => ({ age, feminine: false });
const F = (age: PersonLook['age']): Role => ({ age, feminine: true });
/** Words that name two or more people at once, and who they are (the first is the figure). */
const PAIRS = once((): [string, (Role | 'twin')[]][] =>
  (
    [
      ['兄弟姊妹', [M('child'), F('child'), M('child')]],
      ['兄弟姐妹', [M('child'), F('child'), M('child')]],
      ['雙胞胎', ['twin']],
      ['男生女生', [M('child'), F('child')]],
      ['男孩女孩', [M('child'), F('child')]],
      ['兄弟', [M('child'), M('child')]],
      ['兄妹', [M('child'), F('child')]],
      ['姊妹', [F('child'), F('child')]],
      ['姐妹', [F('child'), F('child')]],
      ['姊弟', [F('child'), M('child')]],
      ['姐弟', [F('child'), M('child')]],
      ['母女', [F('adult'), F('child')]],
      ['母子', [F('adult'), M('child')]],
      ['父子', [M('adult'), M('child')]],
      ['父女', [M('adult'), F('child')]],
      ['爺孫', [M('elderly'), M('child')]],
      ['祖孫', [M('elderly'), F('child')]],
      ['婆孫', [F('elderly'), F('child')]],
      ['夫妻', [M('adult'), F('adult')]],
      ['師生', [F('adult'), M('child'), F('child')]],
    ] as [string, (Role | 'twin')[]][]
  ).map(([w, r]) => [normalise(w), r]),
);

/**
 * An animal and its young named together (大象媽媽和小象, 熊爸爸和小熊): the young one is drawn small beside its
 * parent; the parent named second (小熊和熊媽媽) is drawn bigger (decision 0042; they were the same size).
 */
function youngOf(plan: PlanIn, chunks: string[]): void {
  const c = plan.companion;
  if (!c || c.icon !== plan.figure.icon || plan.figure.look?.person || !speciesFor(c.icon)) return;
  const parent = (t = '') => re('媽媽|爸爸|媽咪|爹地|爸|媽').test(normalise(t));
  if (parent(chunks[0]) && !parent(chunks[1])) c.young = true;
  else if (parent(chunks[1]) && !parent(chunks[0])) c.parent = true;
}

/**
 * A young one in its parent's pouch (袋鼠媽媽 | 口袋裡有一隻小袋鼠, 袋鼠寶寶 | 躲在媽媽的口袋裡): the parent is the
 * figure and the young one peeks out of its belly (render.ts), not a second grown kangaroo beside it, nor one hiding
 * behind a bush (decision 0049).
 */
function pouch(plan: PlanIn, what: string): void {
  const c = plan.companion;
  if (!c || c.icon !== plan.figure.icon || plan.figure.look?.person || !re('口袋|育兒袋').test(what)) return;
  if (c.parent) {
    const young = { ...plan.figure, young: true, parent: undefined };
    plan.figure = { ...c, parent: undefined, isMainCharacter: false };
    plan.companion = young;
  }
  if (!plan.companion!.young) return;
  plan.companion!.pouch = true;
  if (plan.setting?.relation === 'behind') plan.setting = undefined;
}

/**
 * Two people who touch (decision 0032): a hug (抱在一起, 擁抱), a handshake (握手), holding hands (手牽手), a
 * piggyback (背著弟弟). Both get the pose for it and figure.ts moves the companion so the hands or bodies meet.
 * Two who do the same thing together (一起拍手, 一起揮手) both do it.
 */
const GESTURE =
  /^(handshake|waving-hand|raised-hand|vulcan-salute|clapping-hands|people-hugging|index-pointing|backhand-index|open-hands|raising-hands|palms-up|hand-with|call-me|ok-hand|thumbs-up)/;
const SHARED: Pose[] = [
  'walk',
  'run',
  'jump',
  'dance',
  'swim',
  'fly',
  'clap',
  'wave',
  'laugh',
  'cry',
  'raise',
  'salute',
  'point',
  'scared',
  'sleepy',
];
/** Words of leading an animal on a leash (decision 0060). */
const LEASH = '牽著|牽|遛|狗繩|牽繩|狗鍊';
/** How big a person of each age is, to tell who carries whom. */
const AGE_RANK: Record<string, number> = { baby: 0, child: 1, elderly: 2, adult: 3 };
/** The parts of a person a small animal sits on (decision 0060), the longer words first. */
const PERCH_PARTS: [string, Perch][] = [
  ['頭頂|頭', 'head'],
  ['肩膀|肩頭|肩', 'shoulder'],
  ['手心|手掌|手指|手臂|手', 'hand'],
  ['大腿|膝蓋|腿', 'lap'],
  ['背', 'back'],
];
/** An animal small enough to sit on a person: up to a small dog (insects have no height of their own). */
function small(icon: string): boolean {
  if (/butterfly|bee|beetle|bug|^ant$|dragonfly|snail|spider|cricket|caterpillar|^worm$|^fly$|mosquito/.test(icon))
    return true;
  const h = knownHeight(icon);
  return h !== undefined && h <= 0.5;
}
function touching(plan: PlanIn, what: string, bothNamed: boolean): void {
  // (an animal led on a leash that the page found only as a thing beside the person, 遛狗: it is the one led)
  if (!plan.companion && plan.figure.look?.person && re(LEASH).test(what) && !re('牽手|手牽').test(what)) {
    const i = plan.props.findIndex((p) => speciesFor(p.icon) && !p.member && p.placement === 'beside');
    if (i >= 0) {
      plan.companion = { icon: plan.props[i]!.icon, isMainCharacter: false };
      plan.props = plan.props.filter((_, k) => k !== i);
    }
  }
  const a = plan.figure.look;
  const c = plan.companion;
  // (an animal companion with nothing worn has no look of its own yet)
  if (c && !c.look && speciesFor(c.icon)) c.look = { pose: 'stand', worn: [], carries: [] };
  const b = c?.look;
  if (!a || !b || a.ride || b.alongside) return;
  // Both named as who (阿公和阿嬤 | 散步, 我和小狗 | 跑步) or doing it together: both do it.
  // (a young one goes along with its parent: 鴨媽媽帶著小鴨子游泳 — both swim)
  if ((bothNamed || c?.young || c?.parent || re('一起|大家|都').test(what)) && SHARED.includes(a.pose)) b.pose = a.pose;
  // A small animal on a person's head, shoulder, hand, lap or back (小鳥站在弟弟的頭上, 蝴蝶停在妹妹的手上,
  // 小鸚鵡站在爺爺的肩膀上, 小白兔坐在哥哥的腿上): the person is the figure, the animal sits on that part at its own
  // small size, not on the ground beside them (decision 0060).
  const perch = PERCH_PARTS.find(([w]) => re(`(${w})(上|上面|上頭)`).test(what))?.[1];
  if (perch && !a.person !== !b.person && small(a.person ? c!.icon : plan.figure.icon)) {
    if (!a.person) [plan.figure, plan.companion] = [plan.companion!, plan.figure];
    plan.companion!.look ??= { pose: 'stand', worn: [], carries: [] };
    const [carrier, rider] = [plan.figure.look!, plan.companion!.look];
    carrier.touch = 'perch';
    carrier.perch = perch;
    carrier.pose = perch === 'lap' ? 'sit' : perch === 'hand' ? 'hold' : 'stand';
    rider.aloft = true;
    if (rider.pose === 'run' || rider.pose === 'jump' || rider.pose === 'walk') rider.pose = 'stand';
    return;
  }
  // An animal led on a leash (牽著小狗散步, 牽著狗繩遛狗, 帶狗去散步 with 狗繩): the leash from the hand to its neck
  // (decision 0060).
  if (a.person && !b.person && speciesFor(c!.icon) && re(LEASH).test(what) && !re('牽手|手牽').test(what)) {
    a.touch = 'leash';
    if (a.pose === 'stand' || a.pose === 'hold') a.pose = 'walk';
    if (b.pose === 'stand') b.pose = 'walk';
    return;
  }
  if (!a.person || !b.person) return;
  // on a grown-up's lap (坐在爸爸的腿上, 坐在阿嬤的大腿上): the bigger one sits, the smaller one on its lap (0060)
  if (perch === 'lap' && a.person.age !== b.person.age) {
    if ((AGE_RANK[a.person.age] ?? 0) < (AGE_RANK[b.person.age] ?? 0))
      [plan.figure, plan.companion] = [plan.companion!, plan.figure];
    const [carrier, rider] = [plan.figure.look!, plan.companion!.look!];
    carrier.touch = 'lap';
    carrier.pose = 'sit';
    rider.pose = 'sit';
    rider.aloft = true;
    return;
  }
  const carried = re('背著|背起|揹著|背在背上|揹').test(what) && !re('背包|書包|背袋|背心').test(what);
  if (re('肩膀上|肩上|脖子上|騎肩膀|扛在').test(what) && a.person.age !== b.person.age) {
    // on someone's shoulders (坐在爸爸的肩膀上, 讓我坐在他的肩膀上): the bigger one carries, whichever was named
    // first; the smaller one sits astride the neck, legs down the chest (decision 0049)
    const big = (age: string) => (age === 'adult' ? 3 : age === 'elderly' ? 2 : age === 'child' ? 1 : 0);
    if (big(a.person.age) < big(b.person.age)) [plan.figure, plan.companion] = [plan.companion!, plan.figure];
    const [carrier, rider] = [plan.figure.look!, plan.companion!.look!];
    carrier.touch = 'shoulders';
    carrier.pose = 'stand';
    rider.pose = 'piggy';
    rider.aloft = true;
  } else if (re('握手|握握手|握著.{0,3}手').test(what)) {
    a.touch = 'shake';
    a.pose = b.pose = 'shake';
  } else if (re('牽手|牽著|手拉手|拉著.{0,3}手').test(what)) {
    a.touch = 'hands';
    a.pose = 'lead';
    b.pose = 'follow';
  } else if (carried && b.person.age !== 'elderly') {
    a.touch = 'back';
    a.pose = 'carry';
    b.pose = 'piggy';
    b.aloft = true;
  } else if (re('擁抱|抱在一起|抱抱|抱住|抱著|互相抱|抱').test(what)) {
    // a little one held in the arms (姊姊抱著小妹妹, 抱起小弟弟): carried like a baby, not a second child hugging
    // (decision 0049)
    if (
      re('抱著|抱起|抱住').test(what) &&
      !re('抱在一起|互相|擁抱').test(what) &&
      re('小(妹妹|弟弟|寶寶|baby)|嬰兒|小娃娃').test(what) &&
      b.person.age === 'child'
    )
      b.person = { ...b.person, age: 'baby' };
    a.touch = 'hug';
    a.pose = 'hug';
    b.pose = b.person.age === 'baby' ? 'sit' : 'hug';
    if (b.person.age === 'baby') b.aloft = true;
    // crying in each other's arms (抱在一起哭): the faces cry
    if (re('哭').test(what)) a.sad = b.sad = true;
    if (a.heldIcon === plan.companion?.icon) a.heldIcon = undefined;
  }
}
