/**
 * The places a page can happen in. `words` are what children write (Traditional Chinese, a few English);
 * the painting data drives scene.ts. Colours are the cartoon palette; styles transform them.
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
  indoor?: { wall: string; floor: string; window: boolean; blackboard?: boolean };
  /** the figure floats (sky, space, underwater) */
  floating?: boolean;
}

const trees = (n: [number, number]): DecorRule => ({
  icons: ['deciduous-tree', 'evergreen-tree'],
  count: n,
  zone: 'mid',
  size: [150, 230],
});
const flowers: DecorRule = {
  icons: ['tulip', 'blossom', 'sunflower', 'herb'],
  count: [2, 4],
  zone: 'near',
  size: [70, 110],
};
const clouds: DecorRule = { icons: ['cloud'], count: [1, 3], zone: 'sky', size: [90, 150] };

export const SCENES: SceneDef[] = [
  {
    id: 'forest',
    words: ['森林', '樹林', '林子', '大樹', '叢林裡', '樹下', 'forest', 'woods'],
    sky: ['#9fd8ff', '#e6f6ff'],
    ground: '#6dbb5a',
    horizon: 0.55,
    far: 'trees',
    farColor: '#4e9a52',
    light: 'sun',
    decor: [
      trees([3, 5]),
      { icons: ['mushroom', 'herb', 'fallen-leaf'], count: [2, 4], zone: 'near', size: [70, 110] },
    ],
    overlay: ['rays'],
  },
  {
    id: 'jungle',
    words: ['叢林', '雨林', '熱帶', 'jungle'],
    sky: ['#8fd9c0', '#e0fff2'],
    ground: '#4fa548',
    horizon: 0.55,
    far: 'trees',
    farColor: '#2f7d45',
    light: 'sun',
    decor: [
      { icons: ['palm-tree', 'deciduous-tree'], count: [3, 5], zone: 'mid', size: [160, 240] },
      { icons: ['herb', 'parrot', 'hibiscus'], count: [2, 3], zone: 'near', size: [70, 110] },
    ],
  },
  {
    id: 'sea',
    words: ['大海', '海上', '海洋', '海面', '海', '船上', 'sea', 'ocean'],
    sky: ['#7cc8ff', '#dff3ff'],
    ground: '#2f8fd8',
    horizon: 0.5,
    far: 'sea',
    farColor: '#5fb3ee',
    light: 'sun',
    decor: [
      clouds,
      { icons: ['sailboat', 'spouting-whale'], count: [1, 2], zone: 'far', size: [70, 110] },
      { icons: ['water-wave'], count: [2, 3], zone: 'near', size: [70, 100] },
    ],
  },
  {
    id: 'beach',
    words: ['海邊', '沙灘', '海灘', '海岸', 'beach', 'seaside'],
    sky: ['#86d0ff', '#e9f8ff'],
    ground: '#f3d99b',
    horizon: 0.47,
    far: 'sea',
    farColor: '#3fa2e6',
    light: 'sun',
    decor: [
      clouds,
      { icons: ['palm-tree', 'beach-with-umbrella'], count: [1, 2], zone: 'mid', size: [150, 220] },
      { icons: ['spiral-shell', 'crab', 'water-wave'], count: [2, 3], zone: 'near', size: [70, 100] },
    ],
  },
  {
    id: 'underwater',
    words: ['海底', '水裡', '水中', '海裡', '龍宮', 'underwater'],
    sky: ['#1f7fc7', '#6fd0f0'],
    ground: '#e8cf8f',
    horizon: 0.8,
    far: 'none',
    farColor: '#1d6aa5',
    light: 'none',
    decor: [
      { icons: ['tropical-fish', 'fish', 'blowfish'], count: [2, 4], zone: 'sky', size: [60, 100] },
      { icons: ['coral', 'spiral-shell', 'crab', 'octopus'], count: [2, 4], zone: 'near', size: [60, 100] },
    ],
    overlay: ['bubbles', 'rays'],
    floating: true,
  },
  {
    id: 'sky',
    words: ['天空', '空中', '雲上', '雲端', '天上', '彩虹', 'sky'],
    sky: ['#5fb8ff', '#d8efff'],
    ground: '#8ccf78',
    horizon: 0.92,
    far: 'none',
    farColor: '#6bb3e6',
    light: 'sun',
    decor: [
      { icons: ['cloud'], count: [3, 5], zone: 'sky', size: [100, 190] },
      { icons: ['bird', 'rainbow'], count: [1, 2], zone: 'sky', size: [70, 140] },
    ],
    floating: true,
  },
  {
    id: 'space',
    words: ['太空', '外太空', '宇宙', '星球', '月球', '火星', 'space', 'planet'],
    sky: ['#0b1033', '#2b2a6b'],
    ground: '#9a98a8',
    horizon: 0.86,
    far: 'none',
    farColor: '#3c3a7a',
    light: 'none',
    decor: [
      {
        icons: ['ringed-planet', 'full-moon', 'comet', 'rocket', 'flying-saucer'],
        count: [2, 3],
        zone: 'sky',
        size: [80, 150],
      },
    ],
    overlay: ['stars'],
    floating: true,
  },
  {
    id: 'city',
    words: ['城市', '都市', '街上', '馬路', '街道', '市區', '台北', '城裡', 'city', 'town', 'street'],
    sky: ['#9ed6ff', '#eef8ff'],
    ground: '#b8b8c2',
    horizon: 0.6,
    far: 'city',
    farColor: '#8aa4c8',
    light: 'sun',
    decor: [
      { icons: ['office-building', 'house', 'convenience-store'], count: [2, 3], zone: 'mid', size: [150, 210] },
      { icons: ['automobile', 'bus', 'vertical-traffic-light'], count: [1, 2], zone: 'near', size: [70, 110] },
    ],
  },
  {
    id: 'school',
    words: ['學校', '校園', '操場', '校門', 'school'],
    sky: ['#9fd8ff', '#eef9ff'],
    ground: '#d8a878',
    horizon: 0.58,
    far: 'hills',
    farColor: '#98cf8a',
    light: 'sun',
    decor: [
      { icons: ['school'], count: [1, 1], zone: 'mid', size: [240, 280] },
      trees([1, 2]),
      { icons: ['soccer-ball', 'backpack'], count: [1, 2], zone: 'near', size: [65, 95] },
    ],
  },
  {
    id: 'classroom',
    words: ['教室', '課堂', '上課', '班上', 'classroom'],
    sky: ['#fff', '#fff'],
    ground: '#c99b6d',
    horizon: 0.62,
    far: 'none',
    farColor: '#fff',
    light: 'lamp',
    indoor: { wall: '#f4e8c8', floor: '#c99b6d', window: true, blackboard: true },
    decor: [
      {
        icons: ['books', 'backpack', 'globe-showing-asia-australia', 'chair'],
        count: [2, 3],
        zone: 'floor',
        size: [90, 130],
      },
      { icons: ['alarm-clock', 'artist-palette'], count: [1, 1], zone: 'wall', size: [70, 90] },
    ],
  },
  {
    id: 'home',
    words: ['家', '家裡', '客廳', '屋子', '房子', '回家', 'home', 'house'],
    sky: ['#fff', '#fff'],
    ground: '#d9a56f',
    horizon: 0.64,
    far: 'none',
    farColor: '#fff',
    light: 'lamp',
    indoor: { wall: '#fbe3d0', floor: '#d9a56f', window: true },
    decor: [
      { icons: ['couch-and-lamp', 'potted-plant', 'television'], count: [2, 3], zone: 'floor', size: [90, 150] },
      { icons: ['framed-picture'], count: [1, 1], zone: 'wall', size: [80, 100] },
    ],
  },
  {
    id: 'bedroom',
    words: ['房間', '臥室', '床上', '睡覺', '被窩', 'bedroom', 'bed'],
    sky: ['#fff', '#fff'],
    ground: '#c6a3d9',
    horizon: 0.64,
    far: 'none',
    farColor: '#fff',
    light: 'lamp',
    indoor: { wall: '#e6ddff', floor: '#b990cf', window: true },
    decor: [
      { icons: ['bed'], count: [1, 1], zone: 'floor', size: [200, 230] },
      { icons: ['teddy-bear', 'alarm-clock', 'books'], count: [1, 2], zone: 'floor', size: [80, 110] },
    ],
  },
  {
    id: 'kitchen',
    words: ['廚房', '餐桌', '煮飯', '做菜', '餐廳', 'kitchen'],
    sky: ['#fff', '#fff'],
    ground: '#e0c090',
    horizon: 0.62,
    far: 'none',
    farColor: '#fff',
    light: 'lamp',
    indoor: { wall: '#dff3e6', floor: '#e0c090', window: true },
    decor: [
      {
        icons: ['cooking', 'teapot', 'fork-and-knife-with-plate', 'bread', 'green-salad'],
        count: [2, 3],
        zone: 'floor',
        size: [90, 130],
      },
      { icons: ['hot-beverage', 'cup-with-straw'], count: [1, 1], zone: 'wall', size: [70, 90] },
    ],
  },
  {
    id: 'castle',
    words: ['城堡', '皇宮', '宮殿', '王國', 'castle', 'palace'],
    sky: ['#b7dcff', '#f2e8ff'],
    ground: '#84c877',
    horizon: 0.6,
    far: 'hills',
    farColor: '#a6d69a',
    light: 'sun',
    decor: [
      { icons: ['castle'], count: [1, 1], zone: 'mid', size: [280, 320] },
      { icons: ['crown', 'tulip'], count: [1, 2], zone: 'near', size: [65, 95] },
      clouds,
    ],
  },
  {
    id: 'farm',
    words: ['農場', '田裡', '農田', '牧場', '菜園', '稻田', 'farm'],
    sky: ['#a6dcff', '#f2fbff'],
    ground: '#9cc95a',
    horizon: 0.57,
    far: 'hills',
    farColor: '#b9d97a',
    light: 'sun',
    decor: [
      { icons: ['house-with-garden', 'tractor'], count: [1, 2], zone: 'mid', size: [150, 200] },
      { icons: ['ear-of-corn', 'seedling', 'rooster', 'cow'], count: [2, 3], zone: 'near', size: [70, 110] },
    ],
  },
  {
    id: 'mountain',
    words: ['山上', '高山', '山', '爬山', '山頂', '山洞口', 'mountain'],
    sky: ['#8fcfff', '#eaf7ff'],
    ground: '#7fb069',
    horizon: 0.62,
    far: 'mountains',
    farColor: '#7a8fb8',
    light: 'sun',
    decor: [
      { icons: ['evergreen-tree', 'camping'], count: [1, 3], zone: 'mid', size: [110, 170] },
      { icons: ['rock', 'herb'], count: [1, 2], zone: 'near', size: [70, 110] },
      clouds,
    ],
  },
  {
    id: 'snow',
    words: ['雪地', '冰天雪地', '下雪', '雪', '冬天', '北極', '南極', '雪山', 'snow', 'winter'],
    sky: ['#c3dcf2', '#f4fbff'],
    ground: '#f4f8ff',
    horizon: 0.58,
    far: 'snowhills',
    farColor: '#dce9f7',
    light: 'sun',
    decor: [{ icons: ['snowman', 'christmas-tree', 'evergreen-tree'], count: [1, 3], zone: 'mid', size: [130, 190] }],
    overlay: ['snow'],
  },
  {
    id: 'desert',
    words: ['沙漠', '金字塔', 'desert'],
    sky: ['#ffd79a', '#fff3d6'],
    ground: '#f0c070',
    horizon: 0.58,
    far: 'dunes',
    farColor: '#e8b25e',
    light: 'sun',
    decor: [
      { icons: ['cactus', 'camel'], count: [2, 3], zone: 'mid', size: [110, 180] },
      { icons: ['rock'], count: [1, 1], zone: 'near', size: [70, 100] },
    ],
  },
  {
    id: 'park',
    words: ['公園', '草地', '草原', '野餐', 'park', 'meadow'],
    sky: ['#a3dbff', '#f0fbff'],
    ground: '#86cc6a',
    horizon: 0.58,
    far: 'hills',
    farColor: '#a9dc92',
    light: 'sun',
    decor: [trees([2, 3]), flowers, clouds, { icons: ['fountain'], count: [0, 1], zone: 'mid', size: [110, 140] }],
  },
  {
    id: 'playground',
    words: ['遊樂場', '遊樂園', '溜滑梯', '盪鞦韆', '樂園', 'playground'],
    sky: ['#a3dbff', '#fff5e6'],
    ground: '#e5c38a',
    horizon: 0.6,
    far: 'hills',
    farColor: '#a9dc92',
    light: 'sun',
    decor: [
      { icons: ['playground-slide', 'ferris-wheel', 'carousel-horse'], count: [2, 2], zone: 'mid', size: [150, 220] },
      { icons: ['balloon'], count: [1, 2], zone: 'sky', size: [60, 80] },
    ],
  },
  {
    id: 'garden',
    words: ['花園', '花圃', '後院', '院子', 'garden'],
    sky: ['#b1e0ff', '#fbfff0'],
    ground: '#7cc96a',
    horizon: 0.56,
    far: 'hills',
    farColor: '#b9e3a0',
    light: 'sun',
    decor: [
      {
        icons: ['sunflower', 'tulip', 'rose', 'hibiscus', 'cherry-blossom'],
        count: [4, 6],
        zone: 'near',
        size: [70, 110],
      },
      { icons: ['butterfly', 'honeybee'], count: [1, 2], zone: 'sky', size: [45, 65] },
    ],
  },
  {
    id: 'night',
    words: ['晚上', '夜晚', '半夜', '夜裡', '星空', '睡前', 'night'],
    sky: ['#141a4a', '#3b3f8a'],
    ground: '#2f5a4a',
    horizon: 0.62,
    far: 'hills',
    farColor: '#27406a',
    light: 'moon',
    decor: [
      { icons: ['house', 'evergreen-tree'], count: [1, 2], zone: 'mid', size: [130, 180] },
      { icons: ['owl'], count: [0, 1], zone: 'mid', size: [60, 70] },
    ],
    overlay: ['stars'],
  },
  {
    id: 'rain',
    words: ['下雨', '雨天', '大雨', '雨中', '颱風', 'rain', 'rainy'],
    sky: ['#8796ad', '#c9d3e0'],
    ground: '#6f9a6a',
    horizon: 0.6,
    far: 'hills',
    farColor: '#7d93a0',
    light: 'none',
    decor: [
      { icons: ['cloud-with-rain', 'cloud'], count: [2, 3], zone: 'sky', size: [110, 160] },
      { icons: ['umbrella-on-ground', 'snail', 'frog'], count: [1, 2], zone: 'near', size: [70, 110] },
    ],
    overlay: ['rain'],
  },
  {
    id: 'lake',
    words: ['湖邊', '湖', '河邊', '小河', '河', '池塘', '溪邊', 'lake', 'river', 'pond'],
    sky: ['#9fd8ff', '#eafaff'],
    ground: '#7cc46a',
    horizon: 0.52,
    far: 'mountains',
    farColor: '#8fb0c8',
    light: 'sun',
    decor: [
      { icons: ['water-wave'], count: [1, 2], zone: 'mid', size: [80, 110] },
      { icons: ['duck', 'swan', 'fishing-pole', 'herb'], count: [1, 2], zone: 'near', size: [70, 100] },
      trees([1, 2]),
    ],
  },
  {
    id: 'cave',
    words: ['山洞', '洞穴', '洞裡', '地底', 'cave'],
    sky: ['#3a2b25', '#6b5142'],
    ground: '#5b463a',
    horizon: 0.66,
    far: 'none',
    farColor: '#4b3a30',
    light: 'lamp',
    decor: [
      { icons: ['gem-stone', 'rock', 'bat'], count: [2, 3], zone: 'near', size: [70, 110] },
      { icons: ['fire'], count: [0, 1], zone: 'mid', size: [70, 90] },
    ],
  },
  {
    id: 'zoo',
    words: ['動物園', 'zoo'],
    sky: ['#a8ddff', '#f3fcff'],
    ground: '#a7cf6c',
    horizon: 0.58,
    far: 'hills',
    farColor: '#b6d98c',
    light: 'sun',
    decor: [{ icons: ['giraffe', 'elephant', 'zebra', 'palm-tree'], count: [2, 3], zone: 'mid', size: [130, 190] }],
  },
  {
    id: 'party',
    words: ['生日', '派對', '慶祝', '生日會', 'party', 'birthday'],
    sky: ['#fff', '#fff'],
    ground: '#f2c9a0',
    horizon: 0.63,
    far: 'none',
    farColor: '#fff',
    light: 'lamp',
    indoor: { wall: '#ffe6f0', floor: '#f2c9a0', window: false },
    decor: [
      { icons: ['balloon', 'party-popper', 'confetti-ball'], count: [2, 3], zone: 'wall', size: [70, 100] },
      { icons: ['birthday-cake', 'wrapped-gift'], count: [1, 2], zone: 'floor', size: [70, 100] },
    ],
  },
  {
    id: 'meadow-default',
    words: [],
    sky: ['#a3dbff', '#f0fbff'],
    ground: '#8fd071',
    horizon: 0.6,
    far: 'hills',
    farColor: '#b1dd97',
    light: 'sun',
    decor: [trees([1, 2]), flowers, clouds],
  },
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
  night: ['晚上', '夜晚', '半夜', '夜裡', '星空', '月亮', '星星', 'night'],
  rain: ['下雨', '雨天', '大雨', '雨中', '颱風', 'rain'],
  snow: ['下雪', '雪花', 'snowing'],
};
