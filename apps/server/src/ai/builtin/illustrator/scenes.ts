import type { Landmark } from './places/landmarks.ts';

/**
 * The places a page can happen in: ≥ 120 scenes, each with its own sky (or wall), ground (or floor), far layer,
 * drawn landmarks (places/landmarks.ts) and emoji decoration. `words` are what children write (Traditional Chinese,
 * a few English); places/find.ts also accepts them wrapped in 在/去/到 … 裡/上/旁邊. Scenes share parametrised
 * bases (a room with wall and floor colours, an outdoor place with its ground and sky kinds); the landmarks make
 * each one recognisable. Colours are the cartoon palette; styles transform them.
 */
export type FarKind = 'hills' | 'mountains' | 'city' | 'dunes' | 'sea' | 'none' | 'snowhills' | 'trees';
export type Zone = 'sky' | 'far' | 'mid' | 'near' | 'wall' | 'floor';
export type Overlay = 'rain' | 'snow' | 'stars' | 'bubbles' | 'rays';

export interface DecorRule {
  icons: string[];
  /** how many, picked by the seed between the two bounds */
  count: [number, number];
  zone: Zone;
  size: [number, number];
}

export interface SceneDef {
  id: string;
  words: string[];
  sky: [string, string];
  ground: string;
  /** horizon height as a share of the picture height */
  horizon: number;
  far: FarKind;
  farColor: string;
  light: 'sun' | 'moon' | 'lamp' | 'none';
  decor: DecorRule[];
  overlay?: Overlay[];
  /** indoor rooms: back wall and floor instead of sky and land */
  indoor?: {
    wall: string;
    floor: string;
    window: boolean;
    blackboard?: boolean;
    floorKind?: 'boards' | 'tiles' | 'carpet';
  };
  /** the figure floats (sky, space, underwater) */
  floating?: boolean;
  /** what the child sees in the prompt text: 夜市, 海底 … */
  name?: string;
  /** drawn landmarks behind the figures, in this order */
  landmarks?: Landmark[];
  /** no open sky: no sun, moon, stars, rain or snow (under the sea, in a cave or a vehicle) */
  enclosed?: boolean;
  /** the place is at night by itself (夜市, 夢裡) */
  time?: 'night';
  /** the ground is water: no ground shape is drawn */
  water?: boolean;
  /**
   * things the landmarks already draw at their true size (a bus stop's bus, a fire station's engine): a prop of the
   * same thing is not drawn again, toy-sized, beside the figure
   */
  shows?: string[];
  /** words for a piece of this place: named after the place they stay in it (南極的冰山 is the South Pole) */
  parts?: string[];
}

type Base = Omit<SceneDef, 'id' | 'words' | 'decor' | 'name'>;
const BASES = {
  meadow: {
    sky: ['#a3dbff', '#f0fbff'],
    ground: '#8fd071',
    horizon: 0.6,
    far: 'hills',
    farColor: '#b1dd97',
    light: 'sun',
  },
  field: {
    sky: ['#a6dcff', '#f2fbff'],
    ground: '#9cc95a',
    horizon: 0.57,
    far: 'hills',
    farColor: '#b9d97a',
    light: 'sun',
  },
  forest: {
    sky: ['#9fd8ff', '#e6f6ff'],
    ground: '#6dbb5a',
    horizon: 0.55,
    far: 'trees',
    farColor: '#4e9a52',
    light: 'sun',
  },
  city: {
    sky: ['#9ed6ff', '#eef8ff'],
    ground: '#b8b8c2',
    horizon: 0.6,
    far: 'city',
    farColor: '#8aa4c8',
    light: 'sun',
  },
  street: {
    sky: ['#9ed6ff', '#eef8ff'],
    ground: '#a9a9b3',
    horizon: 0.62,
    far: 'city',
    farColor: '#9fb6d4',
    light: 'sun',
  },
  beach: {
    sky: ['#86d0ff', '#e9f8ff'],
    ground: '#f3d99b',
    horizon: 0.47,
    far: 'sea',
    farColor: '#3fa2e6',
    light: 'sun',
  },
  sea: {
    sky: ['#7cc8ff', '#dff3ff'],
    ground: '#2f8fd8',
    horizon: 0.5,
    far: 'sea',
    farColor: '#5fb3ee',
    light: 'sun',
    water: true,
  },
  mountain: {
    sky: ['#8fcfff', '#eaf7ff'],
    ground: '#7fb069',
    horizon: 0.62,
    far: 'mountains',
    farColor: '#7a8fb8',
    light: 'sun',
  },
  snow: {
    sky: ['#c3dcf2', '#f4fbff'],
    ground: '#f4f8ff',
    horizon: 0.58,
    far: 'snowhills',
    farColor: '#dce9f7',
    light: 'sun',
  },
  desert: {
    sky: ['#ffd79a', '#fff3d6'],
    ground: '#f0c070',
    horizon: 0.58,
    far: 'dunes',
    farColor: '#e8b25e',
    light: 'sun',
  },
  under: {
    sky: ['#1f7fc7', '#6fd0f0'],
    ground: '#e8cf8f',
    horizon: 0.8,
    far: 'none',
    farColor: '#1d6aa5',
    light: 'none',
    enclosed: true,
    floating: true,
  },
  space: {
    sky: ['#0b1033', '#2b2a6b'],
    ground: '#9a98a8',
    horizon: 0.86,
    far: 'none',
    farColor: '#3c3a7a',
    light: 'none',
    floating: true,
    overlay: ['stars'],
  },
  moon: {
    sky: ['#0b1033', '#24235a'],
    ground: '#b9b7c4',
    horizon: 0.6,
    far: 'none',
    farColor: '#3c3a7a',
    light: 'none',
    overlay: ['stars'],
  },
  clouds: {
    sky: ['#5fb8ff', '#d8efff'],
    ground: '#ffffff',
    horizon: 0.68,
    far: 'none',
    farColor: '#6bb3e6',
    light: 'sun',
    water: true,
  },
  cave: {
    // rock, warm and dark enough to read as the inside of a cave in every style (pixel art made the grey a wall)
    sky: ['#7a6a5e', '#9a8676'],
    ground: '#8a8480',
    horizon: 0.66,
    far: 'none',
    farColor: '#4b3a30',
    light: 'lamp',
    enclosed: true,
  },
  dusk: {
    sky: ['#ff9a6b', '#ffe0a8'],
    ground: '#8fb86a',
    horizon: 0.6,
    far: 'hills',
    farColor: '#c98a7a',
    light: 'sun',
  },
  nightsky: {
    sky: ['#141a4a', '#3b3f8a'],
    ground: '#2f5a4a',
    horizon: 0.62,
    far: 'hills',
    farColor: '#27406a',
    light: 'moon',
    time: 'night',
  },
  dream: {
    sky: ['#b79cff', '#ffd6f0'],
    ground: '#c9b6ff',
    horizon: 0.7,
    far: 'none',
    farColor: '#e6d8ff',
    light: 'none',
    floating: true,
  },
} satisfies Record<string, Base>;
type BaseName = keyof typeof BASES;

interface Extra extends Partial<Base> {
  landmarks?: Landmark[];
}
function place(
  id: string,
  name: string,
  words: string[],
  base: BaseName,
  decor: DecorRule[],
  extra: Extra = {},
): SceneDef {
  return { id, name, words: [name, ...words], ...(BASES[base] as Base), decor, ...extra };
}
type Floor = 'boards' | 'tiles' | 'carpet';
function room(
  id: string,
  name: string,
  words: string[],
  wall: string,
  floor: string,
  decor: DecorRule[],
  extra: Extra & { window?: boolean; blackboard?: boolean; floorKind?: Floor } = {},
): SceneDef {
  const { window = true, blackboard, floorKind = 'boards', ...rest } = extra;
  return {
    id,
    name,
    words: [name, ...words],
    sky: ['#ffffff', '#ffffff'],
    ground: floor,
    horizon: 0.62,
    far: 'none',
    farColor: '#ffffff',
    light: 'lamp',
    enclosed: true,
    indoor: { wall, floor, window, blackboard, floorKind },
    decor,
    ...rest,
  };
}
const d = (icons: string[], zone: Zone, count: [number, number], size: [number, number]): DecorRule => ({
  icons,
  zone,
  count,
  size,
});
const trees = (n: [number, number]) => d(['deciduous-tree', 'evergreen-tree'], 'mid', n, [150, 230]);
const flowers = d(['tulip', 'blossom', 'sunflower', 'herb'], 'near', [2, 4], [70, 110]);
const clouds = d(['cloud'], 'sky', [1, 3], [90, 150]);

export const SCENES: SceneDef[] = [
  // ── Taiwan daily life ──
  place('night-market', '夜市', ['夜市場', '士林夜市', '逛夜市', '攤販', '小吃攤'], 'street', [], {
    landmarks: ['stalls', 'lanterns'],
    time: 'night',
  }),
  room(
    'mrt',
    '捷運',
    ['捷運車廂', '捷運上', '地鐵', '坐捷運', '搭捷運', 'MRT', 'metro', 'subway'],
    '#e9eef3',
    '#9aa4ae',
    [],
    {
      window: false,
      floorKind: 'tiles',
      landmarks: ['mrt-car'],
    },
  ),
  room('bus', '公車', ['公車上', '巴士', '坐公車', '搭公車', '校車', '遊覽車', 'bus'], '#f2eee6', '#7a7f88', [], {
    window: false,
    landmarks: ['bus-car'],
  }),
  room(
    'car',
    '車上',
    ['汽車裡', '車子裡', '車裡', '爸爸的車上', '計程車上', '坐車', 'in the car'],
    '#d8dde4',
    '#5a5f68',
    [],
    { window: false, landmarks: ['car-inside'] },
  ),
  room('claw-machine-shop', '夾娃娃機店', ['夾娃娃機', '夾娃娃', '娃娃機', 'claw machine'], '#3a3a64', '#5a5a7a', [], {
    window: false,
    floorKind: 'tiles',
    landmarks: ['claw-machines', 'lights'],
  }),
  room(
    'convenience-store',
    '便利商店',
    [
      '超商',
      '7-11',
      '711',
      '7-eleven',
      'seven-eleven',
      '小七',
      '全家便利商店',
      '萊爾富',
      '便利店',
      '雜貨店',
      '柑仔店',
      '商店',
      '福利社',
    ],
    '#f4f8fb',
    '#e6e9ec',
    [],
    {
      window: false,
      floorKind: 'tiles',
      landmarks: ['shelves', 'cash-desk'],
    },
  ),
  place(
    'temple',
    '廟口',
    [
      '廟',
      '寺廟',
      '廟裡',
      '媽祖廟',
      '土地公廟',
      '龍山寺',
      '拜拜',
      '宮廟',
      '廟埕',
      '廟前',
      '廟會',
      '廟前廣場',
      '遶境',
      '進香',
    ],
    'street',
    [clouds],
    {
      // a temple square: stone paving in front, old trees behind, not a city street
      ground: '#d8c3a5',
      far: 'trees',
      farColor: '#6ea86a',
      landmarks: ['plaza', 'temple', 'lanterns'],
      // (the temple's own incense burner: 拜拜 draws no second pot beside the figure, decision 0044)
      shows: ['incense'],
    },
  ),
  place(
    'taipei-101',
    '台北101',
    ['101', '101大樓', '臺北101', '台北一零一'],
    'city',
    [clouds, d(['automobile', 'taxi', 'bus'], 'near', [1, 2], [70, 100])],
    {
      landmarks: ['tower101'],
    },
  ),
  room(
    'classroom',
    '教室',
    [
      '課堂',
      '上課',
      '班上',
      '教室裡',
      '數學課',
      '國語課',
      '安親班',
      '補習班',
      '電腦教室',
      '黑板',
      '講台',
      '課桌',
      'classroom',
    ],
    '#f4e8c8',
    '#c99b6d',
    [
      d(['globe-showing-asia-australia', 'books', 'potted-plant'], 'floor', [1, 2], [80, 110]),
      d(['alarm-clock'], 'wall', [1, 1], [60, 70]),
    ],
    { blackboard: true, landmarks: ['desks'] },
  ),
  place(
    'sports-field',
    '操場',
    ['跑道', '運動場', '運動會', '司令台', '田徑場'],
    'meadow',
    [clouds, d(['soccer-ball'], 'near', [0, 1], [60, 80])],
    {
      landmarks: ['track', 'bunting'],
    },
  ),
  room(
    'library',
    '圖書館',
    ['圖書室', '圖書館裡', '書房', 'library'],
    '#f1e6d2',
    '#b07a4a',
    [d(['books', 'open-book'], 'floor', [1, 2], [70, 100])],
    {
      window: false,
      landmarks: ['bookshelves'],
    },
  ),
  room(
    'hospital',
    '醫院',
    ['病房', '急診室', '住院', '病床', '護理站', '看護', 'hospital'],
    '#e6f4f1',
    '#cfe0dc',
    [d(['potted-plant', 'pill'], 'floor', [1, 1], [70, 100])],
    {
      floorKind: 'tiles',
      // a ward: curtain on its rail, the cross, a drip stand and a hospital bed with rails on wheels (0037)
      landmarks: ['ward-curtain', 'red-cross', 'iv-drip', 'hospital-bed'],
      shows: ['bed'],
    },
  ),
  place(
    'park',
    '公園',
    ['公園裡', '大安森林公園', 'park'],
    'meadow',
    [trees([2, 3]), flowers, clouds, d(['fountain'], 'mid', [0, 1], [110, 140])],
    {
      landmarks: ['fence'],
    },
  ),
  place(
    'grandma-house',
    '阿嬤家',
    ['外婆家', '奶奶家', '阿公家', '爺爺家', '外公家', '三合院', '鄉下', '古厝', '老家'],
    'field',
    [clouds, d(['rooster', 'potted-plant'], 'near', [1, 2], [70, 100])],
    { landmarks: ['sanheyuan'] },
  ),
  // a village: a few houses among fields and trees (decision 0033)
  place(
    'village',
    '村莊',
    ['村子', '小村莊', '村落', '山村', '漁村', '部落', '小村子', 'village'],
    'field',
    [trees([1, 2]), clouds, d(['rooster', 'sunflower'], 'near', [0, 1], [60, 90])],
    // houses along a dirt path, bigger than emoji tiles (decision 0037)
    { landmarks: ['village-houses'] },
  ),
  room(
    'kitchen',
    '廚房',
    ['廚房裡', '煮飯', '做菜', '飯廳', '餐桌', '冰箱', '瓦斯爐', '流理台', '爐子', '烤箱', 'kitchen'],
    '#dff3e6',
    '#e0c090',
    [],
    {
      window: true,
      floorKind: 'tiles',
      // the stove with its oven and flames, and a tall fridge (0037)
      landmarks: ['kitchen-counter', 'big-fridge'],
      // (冰箱 is that fridge, not a second one beside the figure: decision 0051)
      shows: ['refrigerator'],
    },
  ),
  room(
    'living-room',
    '客廳',
    ['家', '家裡', '在家', '回家', '屋子', '屋裡', 'home', 'living room'],
    '#fbe3d0',
    '#d9a56f',
    [d(['potted-plant'], 'floor', [1, 1], [100, 130]), d(['framed-picture'], 'wall', [1, 1], [80, 100])],
    { landmarks: ['sofa'] },
  ),
  room(
    'bedroom',
    '臥室',
    [
      '房間',
      '床上',
      '被窩',
      '被子裡',
      '棉被裡',
      '我的房間',
      '床底下',
      '床邊',
      '衣櫃',
      '衣櫃裡',
      '臥房',
      '睡房',
      '寢室',
      '床鋪',
      '雙層床',
      'bedroom',
    ],
    '#e6ddff',
    '#b990cf',
    [d(['teddy-bear', 'alarm-clock'], 'floor', [1, 2], [70, 100])],
    {
      floorKind: 'carpet',
      landmarks: ['bed'],
      shows: ['bed'],
    },
  ),
  room(
    'bathroom',
    '浴室',
    [
      '廁所',
      '洗手間',
      '浴缸',
      '澡堂',
      '洗澡間',
      '淋浴間',
      '洗澡的地方',
      '馬桶',
      '洗手台',
      '洗臉台',
      'bathroom',
      'toilet',
    ],
    '#dff1fb',
    '#b9d7e8',
    [],
    {
      window: false,
      floorKind: 'tiles',
      // a toilet, a basin under a mirror and a tub, on a tiled wall: none of the other rooms has them (0037)
      landmarks: ['wall-tiles', 'sink-mirror', 'toilet', 'bath'],
    },
  ),
  // 屋頂 is a house's tiled roof to stand or sit on; 頂樓 and 陽台 the flat top of a block (decision 0037)
  place('rooftop', '屋頂', ['屋頂上', '屋簷', '屋瓦', '屋頂上面', 'roof'], 'street', [clouds], {
    landmarks: ['roof-tiles'],
    ground: '#b84a32',
  }),
  place('roof-terrace', '頂樓', ['陽台', '樓頂', '頂樓上', '天台', 'rooftop'], 'city', [clouds], {
    landmarks: ['roof-edge'],
    ground: '#c4beb5',
  }),
  place(
    'wet-market',
    '菜市場',
    ['市場', '傳統市場', '黃昏市場', '買菜'],
    'street',
    [d(['shopping-bags', 'basket'], 'near', [1, 1], [60, 90])],
    {
      landmarks: ['market-stalls'],
    },
  ),
  place(
    'rice-field',
    '稻田',
    ['田裡', '田', '田邊', '水田', '田埂', '稻米田', '插秧'],
    'field',
    [clouds, d(['bird'], 'sky', [0, 2], [40, 60])],
    {
      landmarks: ['paddies'],
      ground: '#8ccf6a',
    },
  ),
  place('beach', '海邊', ['沙灘', '海灘', '海岸', '墾丁', '海水浴場', 'beach', 'seaside'], 'beach', [
    clouds,
    d(['palm-tree', 'beach-with-umbrella'], 'mid', [1, 2], [150, 220]),
    d(['spiral-shell', 'crab', 'water-wave'], 'near', [2, 3], [60, 90]),
  ]),
  place('alishan', '阿里山', ['阿里山上', '神木', '森林小火車', '看日出', '雲海'], 'mountain', [], {
    landmarks: ['sea-of-clouds', 'cypress'],
    farColor: '#6f8fa8',
  }),
  place(
    'sun-moon-lake',
    '日月潭',
    ['日月潭邊', '潭邊'],
    'mountain',
    [d(['canoe', 'sailboat'], 'far', [1, 2], [60, 90]), clouds],
    {
      landmarks: ['lake', 'pagoda'],
      far: 'mountains',
      farColor: '#5f9a7a',
    },
  ),
  place(
    'train-station',
    '火車站',
    ['車站', '月台', '高鐵站', '捷運站', 'station'],
    'street',
    [d(['train'], 'far', [0, 0], [80, 90])],
    {
      landmarks: ['platform', 'railway'],
    },
  ),
  place('old-street', '老街', ['九份', '老街上', '商店街', '逛街'], 'street', [], {
    landmarks: ['stalls', 'lanterns'],
  }),
  place('bus-stop', '公車站', ['公車站牌', '站牌', '等公車', '公車亭', '候車亭'], 'street', [], {
    landmarks: ['bus-shelter', 'big-bus'],
    shows: ['bus', 'bus-stop'],
  }),
  // ── nature ──
  place(
    'forest',
    '森林',
    ['樹林', '林子', '森林裡', '樹下', '大樹下', '大樹', '大樹旁', '樹蔭', '樹蔭下', 'forest', 'woods'],
    'forest',
    [trees([3, 5]), d(['mushroom', 'herb', 'fallen-leaf'], 'near', [2, 4], [70, 110])],
    { overlay: ['rays'] },
  ),
  place(
    'jungle',
    '叢林',
    ['雨林', '熱帶雨林', '叢林裡', 'jungle'],
    'forest',
    [
      d(['palm-tree', 'deciduous-tree'], 'mid', [3, 5], [160, 240]),
      d(['herb', 'parrot', 'hibiscus'], 'near', [2, 3], [70, 110]),
    ],
    { sky: ['#8fd9c0', '#e0fff2'], farColor: '#2f7d45', landmarks: ['jungle-vines'] },
  ),
  place(
    'volcano',
    '火山',
    ['火山口', '火山上', '火山旁', 'volcano'],
    'mountain',
    [d(['rock'], 'near', [1, 2], [70, 100])],
    {
      landmarks: ['volcano'],
      far: 'none',
      sky: ['#ffb38a', '#ffe3c8'],
      ground: '#7a6a5a',
    },
  ),
  place(
    'island',
    '小島',
    ['島', '島上', '無人島', '荒島', '寶島', '綠島', '蘭嶼', 'island'],
    'sea',
    [clouds, d(['sailboat'], 'far', [0, 1], [60, 80])],
    {
      landmarks: ['island'],
    },
  ),
  place('desert', '沙漠', ['金字塔', '綠洲', 'desert'], 'desert', [
    d(['cactus', 'camel'], 'mid', [2, 3], [110, 180]),
    d(['rock'], 'near', [1, 1], [70, 100]),
  ]),
  place(
    'snow-mountain',
    '雪山',
    ['玉山', '合歡山', '雪山上', '高山上', '山頂'],
    'snow',
    [d(['evergreen-tree'], 'mid', [1, 3], [120, 170])],
    {
      far: 'mountains',
      farColor: '#9ab0d0',
      overlay: ['snow'],
    },
  ),
  place(
    'waterfall',
    '瀑布',
    ['瀑布下', '瀑布旁', 'waterfall'],
    'forest',
    [d(['herb', 'rock'], 'near', [1, 2], [70, 100])],
    {
      landmarks: ['waterfall'],
      far: 'none',
    },
  ),
  place(
    'cave',
    '洞穴',
    ['山洞', '洞裡', '地底', '洞窟', 'cave'],
    'cave',
    [d(['gem-stone', 'rock', 'bat'], 'near', [2, 3], [60, 100])],
    {
      landmarks: ['cave-frame'],
    },
  ),
  place(
    'pond',
    '池塘',
    ['池塘邊', '水池', '荷花池', '魚池', 'pond'],
    'meadow',
    [d(['frog', 'duck'], 'near', [0, 1], [60, 80])],
    {
      landmarks: ['pond'],
    },
  ),
  place(
    'underwater',
    '海底',
    ['海底世界', '水裡', '水中', '海裡', '海洋裡', '水底', 'underwater'],
    'under',
    [
      d(['tropical-fish', 'fish', 'blowfish'], 'sky', [2, 4], [60, 100]),
      d(['coral', 'spiral-shell', 'crab'], 'near', [2, 4], [60, 100]),
    ],
    { overlay: ['bubbles', 'rays'], landmarks: ['seaweed'] },
  ),
  place('sea', '大海', ['海上', '海洋', '海面', '海', '船上', '出海', 'sea', 'ocean'], 'sea', [
    clouds,
    d(['sailboat', 'spouting-whale'], 'far', [1, 2], [70, 110]),
    d(['water-wave'], 'near', [2, 3], [70, 100]),
  ]),
  place(
    'lake',
    '湖邊',
    ['湖', '湖上', '湖畔', 'lake'],
    'meadow',
    [d(['duck', 'swan'], 'near', [1, 2], [60, 90]), trees([1, 2])],
    {
      landmarks: ['lake'],
      far: 'mountains',
      farColor: '#8fb0c8',
      horizon: 0.52,
    },
  ),
  place(
    'river',
    '河邊',
    ['河', '小河', '溪邊', '小溪', '河裡', '溪裡', '淡水河', 'river'],
    'meadow',
    [trees([1, 2]), d(['herb', 'rock'], 'near', [1, 2], [60, 90])],
    {
      landmarks: ['river'],
    },
  ),
  place('mountain', '山上', ['高山', '山', '爬山', '山裡', '山坡', '山腳', 'mountain'], 'mountain', [
    d(['evergreen-tree'], 'mid', [1, 3], [110, 170]),
    d(['rock', 'herb'], 'near', [1, 2], [70, 110]),
    clouds,
  ]),
  place('grassland', '草原', ['草地', '大草原', '草坪', 'meadow', 'grassland'], 'meadow', [clouds, flowers], {
    far: 'hills',
    horizon: 0.55,
  }),
  place(
    'flower-field',
    '花田',
    ['花海', '向日葵花田', '花園裡的花', '薰衣草田', '油菜花田', '鬱金香花田', '波斯菊花海', '一片花海'],
    'meadow',
    [d(['sunflower', 'tulip'], 'near', [2, 3], [70, 110]), clouds],
    { ground: '#7cc46a', landmarks: ['flower-rows'] },
  ),
  place(
    'autumn-forest',
    '秋天的樹林',
    ['秋天', '楓葉林', '楓樹林', 'autumn'],
    'forest',
    [d(['maple-leaf', 'fallen-leaf'], 'near', [3, 5], [50, 80]), d(['deciduous-tree'], 'mid', [2, 4], [150, 230])],
    { ground: '#d9a441', farColor: '#d9772a' },
  ),
  place('cherry-blossom-park', '櫻花樹下', ['櫻花', '賞櫻', '櫻花林', '春天', 'spring'], 'meadow', [], {
    farColor: '#f6c0d8',
    landmarks: ['cherry-trees'],
  }),
  // tall segmented stalks up out of the picture, not trees with a few bamboo tiles (0037)
  place('bamboo-forest', '竹林', ['竹子林', '竹林裡', '竹林中', '竹子森林', 'bamboo forest'], 'forest', [], {
    farColor: '#6dbb4a',
    landmarks: ['bamboo-grove'],
  }),
  place(
    'arctic',
    '北極',
    ['冰山', '冰原', '北極圈', 'arctic', 'iceberg'],
    'snow',
    [d(['polar-bear'], 'far', [0, 0], [80, 90])],
    {
      landmarks: ['ice-floes'],
      far: 'sea',
      farColor: '#5fa8e0',
    },
  ),
  place('antarctic', '南極', ['南極洲', '冰天雪地', 'antarctica'], 'snow', [d(['penguin'], 'far', [1, 2], [70, 100])], {
    landmarks: ['icebergs'],
    parts: ['冰山', '冰山上', '冰原', '冰上', '雪地', '冰天雪地'],
    ground: '#f8fbff',
    sky: ['#7fbde9', '#dff0fb'],
    overlay: ['snow'],
  }),
  place('hot-spring', '溫泉', ['泡溫泉', '泡湯', '北投', 'hot spring'], 'mountain', [], { landmarks: ['steam-pool'] }),
  place('swamp', '沼澤', ['濕地', '泥巴地', 'swamp'], 'forest', [d(['frog', 'herb'], 'near', [1, 2], [60, 100])], {
    landmarks: ['swamp-water'],
    ground: '#6b7a3a',
  }),
  place(
    'canyon',
    '峽谷',
    ['太魯閣', '山谷', '懸崖', 'canyon', 'cliff'],
    'desert',
    [d(['rock'], 'near', [1, 2], [70, 100])],
    {
      landmarks: ['river'],
      far: 'mountains',
      farColor: '#c0704a',
      ground: '#c98a5a',
    },
  ),
  place('sunset', '黃昏', ['傍晚', '夕陽下', '日落', 'sunset', 'evening'], 'dusk', [
    d(['bird'], 'sky', [1, 2], [40, 60]),
    trees([1, 2]),
  ]),
  place(
    'starry-night',
    '星空',
    ['晚上', '夜晚', '半夜', '夜裡', '睡前', '夜空', 'night'],
    'nightsky',
    [d(['house', 'evergreen-tree'], 'mid', [1, 2], [130, 180]), d(['owl'], 'mid', [0, 1], [60, 70])],
    { overlay: ['stars'] },
  ),
  // ── fantasy ──
  place(
    'castle',
    '城堡',
    ['皇宮', '宮殿', '王國', '城堡裡', 'castle', 'palace'],
    'meadow',
    [d(['tulip'], 'near', [1, 2], [65, 95]), clouds],
    {
      landmarks: ['castle'],
      sky: ['#b7dcff', '#f2e8ff'],
    },
  ),
  place(
    'candy-house',
    '糖果屋',
    ['糖果王國', '餅乾屋', '薑餅屋', '甜點王國', 'candy house'],
    'meadow',
    [d(['lollipop', 'candy', 'doughnut'], 'near', [2, 3], [55, 80])],
    {
      landmarks: ['lollipop-trees', 'candy-house'],
      sky: ['#ffd6ec', '#fff4fa'],
      ground: '#ffb3d1',
      farColor: '#ffc9e0',
    },
  ),
  place(
    'clouds',
    '雲上',
    ['雲上面', '雲端', '雲朵上', '天上', '天堂', '天空之城'],
    'clouds',
    [d(['cloud'], 'sky', [1, 2], [100, 160])],
    {
      landmarks: ['cloud-floor'],
    },
  ),
  place(
    'sky',
    '天空',
    ['空中', '高空', '天空中', '彩虹上', 'sky'],
    'clouds',
    [d(['cloud'], 'sky', [3, 5], [100, 190]), d(['bird'], 'sky', [1, 2], [70, 140])],
    { horizon: 0.92, floating: true },
  ),
  place(
    'dream',
    '夢裡',
    ['夢中', '夢境', '做夢', '夢', '夢鄉', 'dream'],
    'dream',
    [d(['cloud'], 'sky', [2, 3], [90, 140])],
    {
      // its own pastel sky and big moon; no sun (light: none)
      landmarks: ['big-moon', 'dream-swirls', 'cloud-floor'],
    },
  ),
  place(
    'moon',
    '月球',
    ['月球上', '月亮上', '月亮', 'moon'],
    'moon',
    [d(['rocket', 'flying-saucer'], 'sky', [0, 1], [80, 120])],
    {
      landmarks: ['earth', 'craters'],
    },
  ),
  place('space', '太空', ['外太空', '宇宙', '銀河', '太空中', 'space', 'universe'], 'space', [
    d(['ringed-planet', 'satellite', 'flying-saucer'], 'sky', [2, 3], [80, 150]),
  ]),
  place(
    'planet',
    '外星球',
    ['星球', '火星', '小行星', '外星', '星球上', 'planet', 'mars'],
    'space',
    [d(['ringed-planet'], 'sky', [1, 2], [80, 130])],
    {
      landmarks: ['planet-ground'],
      floating: false,
      horizon: 0.62,
    },
  ),
  room('space-station', '太空站', ['太空船裡', '太空船上', '太空艙', 'space station'], '#dfe4ea', '#9aa4ae', [], {
    window: false,
    floorKind: 'tiles',
    landmarks: ['station-window'],
  }),
  place(
    'magic-forest',
    '魔法森林',
    ['精靈森林', '黑森林', '神秘森林', '魔幻森林', 'magic forest'],
    'forest',
    [
      d(['evergreen-tree', 'deciduous-tree'], 'mid', [3, 4], [160, 230]),
      d(['sparkles', 'crystal-ball'], 'sky', [1, 2], [50, 70]),
    ],
    {
      landmarks: ['glow-mushrooms'],
      sky: ['#3b2a6b', '#8a6bd6'],
      ground: '#3f7a5a',
      farColor: '#2f4f6a',
      light: 'moon',
      overlay: ['stars'],
      time: 'night',
    },
  ),
  place(
    'dragon-cave',
    '龍的洞穴',
    ['龍洞', '龍的家', '惡龍的洞穴', '龍的巢穴', "dragon's cave"],
    'cave',
    [d(['gem-stone', 'crown'], 'near', [1, 2], [60, 90])],
    {
      landmarks: ['cave-frame', 'gold-pile'],
      sky: ['#4a2a25', '#8a4a32'],
    },
  ),
  place(
    'fairyland',
    '仙境',
    ['童話王國', '童話世界', '精靈王國', '奇幻王國', '仙女的家', 'fairyland'],
    'meadow',
    [d(['mushroom', 'tulip', 'butterfly'], 'near', [2, 4], [60, 90]), d(['sparkles'], 'sky', [1, 2], [50, 70])],
    { sky: ['#ffd6f0', '#e6f4ff'], landmarks: ['glow-mushrooms'] },
  ),
  place(
    'dragon-palace',
    '龍宮',
    ['海底宮殿', '海底城堡'],
    'under',
    [d(['tropical-fish', 'jellyfish'], 'sky', [2, 3], [60, 90])],
    {
      landmarks: ['seaweed', 'castle'],
      overlay: ['bubbles'],
    },
  ),
  room(
    'haunted-house',
    '鬼屋',
    ['鬼屋裡', '幽靈城堡', '萬聖節', 'haunted house', 'halloween'],
    '#3a3350',
    '#4a3f36',
    [
      d(['ghost', 'bat', 'jack-o-lantern', 'spider-web'], 'wall', [2, 3], [60, 90]),
      d(['jack-o-lantern', 'candle'], 'floor', [1, 2], [60, 90]),
    ],
    { landmarks: ['spider-webs'], time: 'night' },
  ),
  place('pirate-ship', '海盜船', ['海盜船上', '船長室', '甲板', 'pirate ship'], 'sea', [clouds], {
    landmarks: ['ship-deck'],
  }),
  place(
    'ice-palace',
    '冰雪城堡',
    ['冰宮', '冰雪王國', '冰城堡', '雪國'],
    'snow',
    [d(['snowflake'], 'sky', [2, 3], [40, 60])],
    {
      landmarks: ['castle'],
      overlay: ['snow'],
    },
  ),
  room(
    'toy-land',
    '玩具王國',
    ['玩具國', '玩具世界', '玩具店', 'toy shop'],
    '#ffe6f0',
    '#f2d7a8',
    [d(['teddy-bear', 'kite', 'yo-yo', 'balloon'], 'floor', [2, 3], [60, 90])],
    {
      window: false,
      landmarks: ['toy-shelves'],
    },
  ),
  place('beanstalk', '魔豆', ['豌豆樹', '巨人的家', '魔豆上'], 'clouds', [], {
    landmarks: ['cloud-floor', 'beanstalk'],
  }),
  // ── school, town and errands ──
  place(
    'school',
    '學校',
    ['校園', '校門', '校門口', '學校裡', '升旗台', '走廊', '學校的走廊', 'school'],
    'meadow',
    [trees([1, 2])],
    { ground: '#d8a878', landmarks: ['school-building'] },
  ),
  place(
    'zoo',
    '動物園',
    ['木柵動物園', '動物園裡', 'zoo'],
    'field',
    [d(['giraffe', 'elephant', 'zebra', 'palm-tree'], 'mid', [2, 3], [130, 190])],
    {
      landmarks: ['cages'],
    },
  ),
  room(
    'aquarium',
    '水族館',
    ['海生館', '水族箱', '海洋館', 'aquarium'],
    '#1d3a5a',
    '#2a4a6a',
    [d(['tropical-fish', 'fish', 'jellyfish', 'shark', 'dolphin'], 'wall', [3, 4], [70, 110])],
    { window: false, floorKind: 'tiles', landmarks: ['tank'] },
  ),
  place(
    'farm',
    '農場',
    ['牧場', '農田', '農夫的家', '雞舍', '豬圈', '牛棚', '羊圈', 'farm'],
    'field',
    [
      d(['tractor', 'house-with-garden'], 'mid', [0, 1], [150, 200]),
      d(['ear-of-corn', 'seedling', 'cow', 'ewe'], 'near', [2, 3], [70, 110]),
    ],
    { landmarks: ['barn', 'fence'] },
  ),
  place('orchard', '果園', ['果樹', '摘水果', '蘋果園', '草莓園'], 'field', [d(['basket'], 'near', [1, 1], [60, 80])], {
    landmarks: ['orchard'],
  }),
  place(
    'amusement-park',
    '遊樂園',
    ['樂園', '兒童新樂園', '六福村', '主題樂園', '遊樂場裡的摩天輪', 'amusement park'],
    'meadow',
    [d(['balloon'], 'sky', [1, 2], [60, 80]), d(['carousel'], 'mid', [0, 1], [150, 190])],
    { landmarks: ['coaster', 'ferris', 'bunting'] },
  ),
  place(
    'playground',
    '遊樂場',
    ['溜滑梯', '盪鞦韆', '翹翹板', '沙坑', '遊戲區', 'playground'],
    'meadow',
    [d(['playground-slide'], 'mid', [1, 1], [180, 220])],
    {
      ground: '#e5c38a',
      landmarks: ['swings', 'sandbox'],
    },
  ),
  place('bridge', '橋上', ['橋', '大橋', '吊橋', '過橋', '橋下', 'bridge'], 'meadow', [trees([1, 2])], {
    landmarks: ['bridge'],
  }),
  room('train', '火車上', ['火車', '火車裡', '高鐵', '高鐵上', '坐火車', '搭火車', 'train'], '#eef0ea', '#8a8f7a', [], {
    window: false,
    landmarks: ['train-car'],
  }),
  place(
    'airport',
    '機場',
    ['飛機場', '桃園機場', '登機', 'airport'],
    'field',
    [d(['airplane'], 'sky', [1, 1], [120, 160]), clouds],
    {
      landmarks: ['tower', 'runway'],
      ground: '#9cc97a',
    },
  ),
  room('airplane', '飛機上', ['飛機裡', '機艙', '坐飛機', '搭飛機'], '#eef0f4', '#7a8fb8', [], {
    window: false,
    landmarks: ['plane-cabin'],
  }),
  room(
    'museum',
    '博物館',
    ['美術館', '故宮', '科博館', '展覽', '博物館裡', '科學館', '天文館', '恐龍博物館', 'museum'],
    '#efe8da',
    '#c9b99a',
    [d(['t-rex', 'classical-building', 'amphora'], 'floor', [1, 1], [120, 160])],
    { window: false, floorKind: 'tiles', landmarks: ['columns', 'frames'] },
  ),
  room(
    'supermarket',
    '超市',
    ['超級市場', '大賣場', '全聯', '家樂福', 'supermarket'],
    '#f4f6f0',
    '#e0e4e8',
    [d(['shopping-cart'], 'floor', [1, 1], [110, 140])],
    { window: false, floorKind: 'tiles', landmarks: ['shelves'] },
  ),
  room(
    'bakery',
    '麵包店',
    ['麵包坊', '蛋糕店', '烘焙坊', 'bakery'],
    '#fbeedb',
    '#c99b6d',
    [d(['birthday-cake', 'croissant'], 'floor', [1, 1], [70, 90])],
    {
      window: false,
      landmarks: ['bread-shelves', 'counter'],
    },
  ),
  room(
    'restaurant',
    '餐廳',
    [
      '餐館',
      '飯店',
      '吃大餐',
      '牛排館',
      '麥當勞',
      '小吃店',
      '便當店',
      '麵店',
      '火鍋店',
      '速食店',
      '肯德基',
      '冰店',
      '咖啡廳',
      'restaurant',
    ],
    '#fff0dc',
    '#b87a4a',
    [d(['potted-plant'], 'floor', [1, 1], [90, 120])],
    { landmarks: ['tables'] },
  ),
  place(
    'swimming-pool',
    '游泳池',
    ['泳池', '游泳館', '游泳課', 'swimming pool', 'pool'],
    'city',
    [d(['ring-buoy', 'beach-with-umbrella'], 'mid', [1, 1], [90, 120])],
    {
      landmarks: ['pool'],
      ground: '#e8f0f4',
    },
  ),
  place('campsite', '露營區', ['營地', '露營', '帳篷裡', '帳篷', 'camp', 'camping'], 'forest', [], {
    landmarks: ['big-tent'],
  }),
  place('tree-house', '樹屋', ['樹上', '樹屋裡', 'tree house'], 'forest', [d(['herb'], 'near', [1, 2], [60, 80])], {
    landmarks: ['tree-house'],
  }),
  place('backyard', '後院', ['院子', '狗屋', '庭院', '前院', 'backyard', 'yard'], 'meadow', [flowers], {
    landmarks: ['house-door', 'fence'],
  }),
  place(
    'garden',
    '花園',
    ['花圃', '花園裡', 'garden'],
    'meadow',
    [
      d(['sunflower', 'tulip', 'rose', 'hibiscus', 'cherry-blossom'], 'near', [4, 6], [70, 110]),
      d(['butterfly', 'honeybee'], 'sky', [1, 2], [45, 65]),
    ],
    { landmarks: ['fence'] },
  ),
  place(
    'house-front',
    '家門口',
    ['門口', '門外', '大門口', '家外面', '家門前', '屋簷下'],
    'street',
    [d(['potted-plant'], 'near', [1, 1], [70, 90])],
    // the house's own front door, bigger than a child (decision 0037)
    { landmarks: ['house-door'] },
  ),
  place(
    'city',
    '城市',
    ['都市', '巷子', '巷口', '小巷', '騎樓', '市區', '台北', '城裡', '大樓', '大樓前', 'city', 'town'],
    'city',
    [
      d(['office-building', 'house', 'convenience-store'], 'mid', [2, 3], [150, 210]),
      d(['automobile', 'bus', 'vertical-traffic-light'], 'near', [1, 2], [70, 110]),
    ],
  ),
  // a street: pavement and kerb, the road with a zebra crossing and a traffic light (0037)
  place(
    'street',
    '馬路',
    [
      '馬路上',
      '馬路邊',
      '大馬路',
      '街上',
      '街道',
      '大街',
      '路上',
      '路邊',
      '路口',
      '十字路口',
      '紅綠燈',
      '斑馬線',
      '人行道',
      '高速公路',
      '電線',
      '電線桿',
      'street',
      'road',
    ],
    'street',
    [d(['office-building', 'house', 'convenience-store'], 'mid', [1, 2], [150, 210])],
    { landmarks: ['road', 'traffic-light'], shows: ['horizontal-traffic-light', 'vertical-traffic-light'] },
  ),
  room('bookstore', '書店', ['書局', '誠品', '書店裡', 'bookstore'], '#f7efe2', '#b58a5a', [], {
    window: false,
    landmarks: ['bookshelves', 'cash-desk'],
  }),
  room(
    'flower-shop',
    '花店',
    ['花店裡', 'flower shop'],
    '#f2fbf2',
    '#d9c8a8',
    [d(['bouquet', 'potted-plant'], 'floor', [1, 2], [70, 100])],
    {
      landmarks: ['flower-shelves'],
    },
  ),
  room(
    'clinic',
    '診所',
    ['醫生那裡', '看醫生', '牙醫', '牙醫診所', '保健室', 'clinic'],
    '#eef8f6',
    '#d4e4e0',
    [d(['stethoscope', 'pill'], 'wall', [1, 1], [60, 80])],
    {
      floorKind: 'tiles',
      landmarks: ['red-cross', 'hospital-bed'],
    },
  ),
  place('police-station', '警察局', ['派出所', '警局', '警察局門口', 'police station'], 'street', [], {
    landmarks: ['police-front'],
    shows: ['police-car'],
  }),
  place('fire-station', '消防局', ['消防隊', '消防局門口', 'fire station'], 'street', [], {
    landmarks: ['fire-front'],
    shows: ['fire-engine'],
  }),
  place('post-office', '郵局', ['寄信', '郵筒', '郵局門口', 'post office'], 'street', [], {
    landmarks: ['post-front'],
    shows: ['postbox', 'post-office'],
  }),
  place('basketball-court', '籃球場', ['球場', '籃球架', '打籃球的地方', 'basketball court'], 'city', [], {
    landmarks: ['court-lines', 'hoop'],
    ground: '#3f8fc9',
  }),
  place('soccer-field', '足球場', ['足球場上', 'soccer field'], 'meadow', [clouds], {
    landmarks: ['goal'],
    ground: '#5cb85a',
  }),
  place(
    'baseball-field',
    '棒球場',
    ['棒球場上', '天母棒球場', 'baseball field'],
    'meadow',
    [d(['baseball'], 'near', [1, 1], [50, 60])],
    {
      landmarks: ['fence', 'diamond'],
      ground: '#5cb85a',
    },
  ),
  // an indoor gym: a wooden court under the seats, the hoop (decision 0037)
  room('stadium', '體育館', ['體育場', '運動中心', '室內球場', 'stadium', 'gym'], '#e8eef4', '#d9a870', [], {
    window: false,
    landmarks: ['bleachers', 'hoop'],
  }),
  room('cinema', '電影院', ['看電影', '戲院', 'cinema', 'movie theater'], '#2a1f3a', '#3a2a2a', [], {
    window: false,
    landmarks: ['screen'],
    time: 'night',
  }),
  room('circus', '馬戲團', ['馬戲團裡', 'circus'], '#f7e6c8', '#d9a441', [d(['balloon'], 'wall', [1, 2], [60, 80])], {
    window: false,
    landmarks: ['tent-stripes'],
  }),
  room(
    'stage',
    '舞台',
    ['舞台上', '表演台', '音樂會', '演唱會', 'stage', 'concert'],
    '#3a2340',
    '#6b4426',
    [d(['musical-notes'], 'wall', [1, 1], [70, 90])],
    {
      window: false,
      landmarks: ['curtains', 'stage-floor'],
    },
  ),
  room(
    'music-room',
    '音樂教室',
    ['音樂課', '音樂室', 'music room'],
    '#fff6e0',
    '#b07a4a',
    [d(['musical-notes', 'guitar'], 'wall', [1, 1], [60, 80])],
    {
      landmarks: ['piano'],
    },
  ),
  room(
    'laboratory',
    '實驗室',
    ['自然教室', '科學教室', '實驗室裡', 'lab', 'laboratory'],
    '#eef4f8',
    '#c9d3dc',
    [d(['microscope', 'dna'], 'wall', [1, 1], [60, 80])],
    {
      floorKind: 'tiles',
      landmarks: ['lab-bench'],
    },
  ),
  room(
    'art-room',
    '美術教室',
    ['美術課', '畫室', 'art room'],
    '#fff8ec',
    '#c99b6d',
    [d(['artist-palette', 'crayon'], 'floor', [1, 2], [60, 80])],
    {
      landmarks: ['easels'],
    },
  ),
  room(
    'department-store',
    '百貨公司',
    ['商場', '購物中心', '百貨', 'mall'],
    '#fdf4f0',
    '#e8dcd4',
    [d(['shopping-bags'], 'floor', [1, 1], [80, 100])],
    {
      floorKind: 'tiles',
      landmarks: ['shelves', 'lights'],
    },
  ),
  place(
    'construction-site',
    '工地',
    ['工程', '蓋房子的地方', 'construction site'],
    'city',
    [d(['building-construction', 'construction'], 'mid', [1, 2], [140, 200])],
    {
      landmarks: ['crane'],
      ground: '#c9a46a',
    },
  ),
  place('harbour', '港口', ['漁港', '碼頭', '海港', '港邊', '漁港邊', 'harbour', 'harbor', 'port'], 'beach', [clouds], {
    landmarks: ['fishing-boats', 'pier'],
    ground: '#b8b0a0',
    horizon: 0.56,
    shows: ['ship', 'motor-boat', 'sailboat'],
    parts: ['船上', '海邊', '海上'],
  }),
  place(
    'lighthouse',
    '燈塔',
    ['燈塔下', 'lighthouse'],
    'beach',
    [clouds, d(['water-wave'], 'near', [1, 2], [60, 90])],
    { landmarks: ['lighthouse'] },
  ),
  place('ice-rink', '溜冰場', ['滑冰場', '溜冰', 'ice rink'], 'snow', [d(['ice-skate'], 'near', [0, 1], [50, 70])], {
    landmarks: ['ice-rink'],
    far: 'city',
    farColor: '#b8c8e0',
  }),
  // out on the ice of a frozen lake or river (decision 0028, second round): the rink's ice among snowy hills and firs
  place(
    'frozen-lake',
    '結冰的湖',
    ['冰上', '冰面', '冰面上', '結冰的湖面', '結冰的河', '結冰的池塘', '冰湖', '湖面的冰上', 'frozen lake'],
    'snow',
    [d(['evergreen-tree'], 'mid', [1, 3], [120, 170])],
    { landmarks: ['ice-rink'], far: 'snowhills' },
  ),
  place('church', '教堂', ['教會', '禮拜堂', 'church'], 'meadow', [flowers], { landmarks: ['church-front'] }),
  // ── festivals and parties ──
  room(
    'birthday-party',
    '生日派對',
    ['生日', '派對', '慶祝', '生日會', '慶生', 'party', 'birthday'],
    '#ffe6f0',
    '#f2c9a0',
    [
      d(['balloon', 'party-popper', 'confetti-ball'], 'wall', [2, 3], [70, 100]),
      d(['wrapped-gift'], 'floor', [1, 2], [70, 100]),
    ],
    { window: false, landmarks: ['bunting'] },
  ),
  room(
    'christmas',
    '聖誕節',
    ['聖誕夜', '耶誕節', '平安夜', '聖誕', 'christmas'],
    '#f6e2d0',
    '#a8643a',
    [d(['christmas-tree'], 'floor', [1, 1], [200, 240]), d(['wrapped-gift', 'socks'], 'floor', [1, 2], [60, 90])],
    { landmarks: ['lights', 'fireplace'], time: 'night' },
  ),
  place(
    'chinese-new-year',
    '過年',
    ['新年', '春節', '農曆新年', '除夕', '大年初一', '年夜飯', '拜年'],
    'street',
    [d(['firecracker', 'red-envelope'], 'near', [1, 2], [60, 90])],
    { landmarks: ['couplets', 'lanterns'], sky: ['#ffd9a8', '#fff4e0'] },
  ),
  place(
    'lantern-festival',
    '元宵節',
    ['燈會', '提燈籠', '放天燈', '平溪', '元宵'],
    'nightsky',
    [d(['red-paper-lantern'], 'sky', [3, 5], [60, 90])],
    {
      landmarks: ['lanterns'],
    },
  ),
  place('dragon-boat-festival', '端午節', ['划龍舟', '龍舟', '粽子', '端午'], 'meadow', [clouds], {
    landmarks: ['river', 'dragon-boat'],
  }),
  place(
    'mid-autumn',
    '中秋節',
    ['中秋', '賞月', '中秋烤肉', '月餅節'],
    'nightsky',
    [d(['moon-cake'], 'near', [1, 1], [60, 80])],
    { landmarks: ['big-moon'] },
  ),
  place('graduation', '畢業典禮', ['畢業', '典禮', '頒獎典禮', 'graduation'], 'meadow', [], {
    landmarks: ['grad-stage'],
  }),
  place('pumpkin-patch', '南瓜田', ['南瓜園'], 'field', [], { landmarks: ['pumpkins', 'fence'] }),
  // ── places children write that had no scene of their own (decision 0030) ──
  place(
    'vegetable-garden',
    '菜園',
    ['菜圃', '菜田', '種菜', '阿公的菜園', '阿嬤的菜園', '開心農場', 'vegetable garden'],
    'field',
    [d(['seedling'], 'near', [0, 1], [60, 80])],
    { ground: '#a4713f', landmarks: ['fence', 'veg-rows'] },
  ),
  place('tea-garden', '茶園', ['茶田', '採茶', '茶山', '貓空', 'tea garden'], 'mountain', [clouds], {
    ground: '#8fc46a',
    horizon: 0.5,
    landmarks: ['tea-rows'],
  }),
  room(
    'stationery-store',
    '文具店',
    ['文具行', '文具店裡', 'stationery shop'],
    '#fff6e6',
    '#d8c8b0',
    [d(['pencil', 'crayon', 'straight-ruler'], 'wall', [1, 2], [50, 70])],
    { window: false, floorKind: 'tiles', landmarks: ['shelves', 'cash-desk'] },
  ),
  room('breakfast-shop', '早餐店', ['美而美', '早餐店裡', '買早餐', 'breakfast shop'], '#fff3e0', '#d9c7a8', [], {
    floorKind: 'tiles',
    landmarks: ['griddle', 'tables'],
  }),
  room(
    'drink-shop',
    '飲料店',
    ['手搖飲', '手搖飲料店', '珍珠奶茶店', '飲料攤', 'drink shop'],
    '#e8f6ec',
    '#d8d0c0',
    [],
    { window: false, floorKind: 'tiles', landmarks: ['drink-bar'] },
  ),
  room(
    'hair-salon',
    '理髮店',
    ['髮廊', '美髮院', '剪頭髮', '美容院', 'hair salon', 'barber'],
    '#f6eefa',
    '#e0dce8',
    [],
    { window: false, floorKind: 'tiles', landmarks: ['salon-chairs'] },
  ),
  room(
    'pet-shop',
    '寵物店',
    ['寵物店裡', '水族店', 'pet shop'],
    '#fff6e0',
    '#d8c8a8',
    [d(['dog', 'cat', 'rabbit', 'parrot'], 'floor', [1, 2], [70, 100])],
    { window: false, floorKind: 'tiles', landmarks: ['cages'] },
  ),
  // ── weather and time ──
  place(
    'rain',
    '雨天',
    ['下雨', '大雨', '雨中', '下雨天', '梅雨', '打雷', 'rain', 'rainy'],
    'meadow',
    [
      d(['cloud-with-rain', 'cloud'], 'sky', [2, 3], [110, 160]),
      d(['umbrella-on-ground', 'snail', 'frog'], 'near', [1, 2], [70, 110]),
    ],
    { sky: ['#8796ad', '#c9d3e0'], ground: '#6f9a6a', farColor: '#7d93a0', light: 'none', overlay: ['rain'] },
  ),
  place(
    'typhoon',
    '颱風天',
    ['颱風', '暴風雨', '狂風', 'typhoon', 'storm'],
    'street',
    [d(['cyclone', 'cloud-with-lightning-and-rain'], 'sky', [1, 2], [110, 160])],
    {
      sky: ['#6b768a', '#a9b3c2'],
      light: 'none',
      overlay: ['rain'],
    },
  ),
  place(
    'snow',
    '雪地',
    ['下雪', '雪', '冬天', '雪花', 'snow', 'winter'],
    'snow',
    [d(['snowman', 'christmas-tree', 'evergreen-tree'], 'mid', [1, 3], [130, 190])],
    { overlay: ['snow'] },
  ),
  place('foggy', '霧', ['起霧', '大霧', '霧中', 'fog', 'foggy'], 'meadow', [trees([2, 3])], {
    sky: ['#d4d8de', '#eef0f2'],
    farColor: '#c9ced6',
    light: 'none',
  }),
  place('rainbow-hill', '彩虹', ['彩虹下', '雨後', 'rainbow'], 'meadow', [
    d(['rainbow'], 'sky', [1, 1], [300, 360]),
    clouds,
    flowers,
  ]),
  place('meadow-default', '一片草地', [], 'meadow', [trees([1, 2]), flowers, clouds]),
];

export const DEFAULT_SCENE = SCENES[SCENES.length - 1]!;

/** The main character alone on a light background (the character step's picture). */
export const PORTRAIT_SCENE: SceneDef = {
  id: 'portrait',
  words: [],
  sky: ['#fffaf0', '#fff1dc'],
  ground: '#f6e7cf',
  horizon: 0.8,
  far: 'none',
  farColor: '#fff',
  light: 'none',
  decor: [],
};

/** Words that change the time or the weather of any outdoor scene ('晚上的森林'). */
export const MODIFIERS: Record<'night' | 'rain' | 'snow', string[]> = {
  night: ['晚上', '夜晚', '半夜', '夜裡', '星空', '月亮', '星星', '天黑', '煙火', '煙花', 'night'],
  rain: ['下雨', '雨天', '大雨', '雨中', '颱風', '打雷', 'rain'],
  snow: ['下雪', '雪花', '大雪', '飄雪', '雪中', '積雪', '下著雪', 'snowing'],
};
/**
 * The air of an outdoor scene (decision 0033): after rain (puddles and a wet shine, no rain falling), fog (pale bands
 * over the far layer), wind (gusts and leaves blown across), dawn and dusk (a low sun on the horizon, a warm sky).
 * `wet` wins over rain: 下雨後的菜園 is after the rain.
 */
export const AIR: Record<'wet' | 'fog' | 'wind' | 'dawn' | 'dusk', string[]> = {
  wet: ['雨後', '雨停', '下過雨', '下完雨', '雨過天晴', '下雨後', '下雨過後', '大雨過後', '雨剛停', 'after the rain'],
  fog: ['霧', '起霧', '大霧', '霧濛濛', '霧茫茫', '濃霧', 'fog', 'mist'],
  wind: ['颳風', '刮風', '風很大', '風好大', '大風', '強風', '風吹', '被風吹', '風很強', '起風', 'windy'],
  dawn: ['日出', '清晨', '太陽升起', '太陽出來', '天剛亮', '一大早', '早晨', 'sunrise', 'dawn'],
  dusk: ['傍晚', '黃昏', '夕陽', '日落', '太陽下山', 'sunset', 'dusk'],
};
/**
 * Words that hold a time or weather word but mean neither (雪花冰 is shaved ice, 月亮蝦餅 a shrimp cake, a
 * rainbow is no rain): taken out of the text before the modifiers are looked for.
 */
export const NOT_MODIFIERS = ['雪花冰', '月亮蝦餅', '星星糖', '星星貼紙', '星星形狀', '月亮形狀', 'rainbow'];
