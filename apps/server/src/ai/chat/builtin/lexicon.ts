/**
 * What the guided conversation offers to tap. The lists are starting points: every answer the child types
 * is used as written, and the next question's options follow from the earlier answers.
 */
export const BEINGS = [
  '小貓',
  '小狗',
  '小兔子',
  '小恐龍',
  '小熊',
  '小女孩',
  '小男孩',
  '機器人',
  '小精靈',
  '外星人',
  '小鯨魚',
  '小企鵝',
  '小鳥',
  '小豬',
  '小獅子',
  '小狐狸',
  '小魚',
  '公主',
  '王子',
  '小海豚',
] as const;

export const PLACES = [
  '森林',
  '海底',
  '太空',
  '城堡',
  '學校',
  '農場',
  '雪山',
  '沙灘',
  '天空',
  '糖果屋',
  '動物園',
  '遊樂園',
  '家裡',
  '公園',
  '月亮',
  '島上',
  '城市',
  '沙漠',
  '花園',
  '雲朵上',
] as const;

/** Places a being would go first (a fish suggests the sea). */
export const BEING_PLACES: Record<string, string[]> = {
  小魚: ['海底'],
  小鯨魚: ['海底'],
  小海豚: ['海底'],
  小企鵝: ['雪山', '海底'],
  外星人: ['太空', '月亮'],
  機器人: ['太空', '城市'],
  小鳥: ['天空', '森林'],
  公主: ['城堡'],
  王子: ['城堡'],
  小精靈: ['森林', '花園'],
  小恐龍: ['森林', '島上'],
  小豬: ['農場'],
  小獅子: ['動物園', '森林'],
  小熊: ['森林', '雪山'],
  小女孩: ['學校', '公園'],
  小男孩: ['學校', '公園'],
  小狐狸: ['森林'],
  小兔子: ['花園', '森林'],
};

/** What can happen at a place, worded to end a title ("小貓的海底" + "尋寶記"). */
export const PLACE_EVENTS: Record<string, string[]> = {
  海底: ['尋寶記', '珍珠派對', '救援行動', '交朋友'],
  森林: ['迷路記', '音樂會', '野餐日', '探險'],
  太空: ['星球旅行', '外星朋友', '流星雨', '探險'],
  城堡: ['魔法舞會', '找寶藏', '救公主', '探險'],
  學校: ['運動會', '第一天', '校外教學', '才藝表演'],
  農場: ['大豐收', '找小雞', '運動會', '交朋友'],
  雪山: ['滑雪比賽', '雪人朋友', '救援行動', '探險'],
  沙灘: ['堆沙堡', '撿貝殼', '衝浪', '交朋友'],
  天空: ['飛行記', '彩虹橋', '追風箏', '雲朵派對'],
  糖果屋: ['甜點派對', '找糖果', '魔法廚房', '探險'],
  月亮: ['月亮旅行', '玉兔朋友', '星星派對', '探險'],
};
export const EVENTS = ['大冒險', '尋寶記', '交朋友', '生日派對', '魔法日記', '奇遇記', '比賽', '旅行'] as const;

/** How a character looks, by kind of being. */
export const LOOKS_ANIMAL = [
  '毛茸茸的',
  '圓滾滾的',
  '長長的耳朵',
  '大大的眼睛',
  '有一條長尾巴',
  '戴著紅帽子',
  '穿著藍披風',
  '白色的',
  '橘色的',
  '有翅膀',
];
export const LOOKS_PERSON = [
  '綁著馬尾',
  '戴著眼鏡',
  '穿著黃雨衣',
  '戴著紅帽子',
  '頭髮捲捲的',
  '有大大的笑容',
  '穿著藍披風',
  '背著小書包',
  '戴著皇冠',
  '臉圓圓的',
];
export const LOOKS_ROBOT = [
  '亮晶晶的',
  '有一根天線',
  '銀色的',
  '圓圓的眼睛',
  '會發光',
  '有輪子',
  '藍色的',
  '小小的',
  '有翅膀',
  '方方的頭',
];
export const PERSON_WORDS = [
  '女孩',
  '男孩',
  '公主',
  '王子',
  '小朋友',
  '老師',
  '爺爺',
  '奶奶',
  '媽媽',
  '爸爸',
  '哥哥',
  '姐姐',
];
export const ROBOT_WORDS = ['機器人', '機器'];

export const TRAITS = [
  '很勇敢',
  '愛唱歌',
  '會飛',
  '會魔法',
  '很好奇',
  '愛幫助別人',
  '有點害羞',
  '跑得很快',
  '很會畫畫',
  '愛吃甜點',
];

/** A short nickname part from how a character looks or what it is like ("毛茸茸的" → "毛毛"). */
export const NICKNAMES: [RegExp, string][] = [
  [/毛茸茸/u, '毛毛'],
  [/圓滾滾|圓圓/u, '圓圓'],
  [/亮晶晶|發光/u, '晶晶'],
  [/捲捲/u, '捲捲'],
  [/翅膀|會飛/u, '飛飛'],
  [/耳朵/u, '耳耳'],
  [/尾巴/u, '尾尾'],
  [/眼睛/u, '眼眼'],
  [/帽子/u, '帽帽'],
  [/披風/u, '風風'],
  [/唱歌/u, '歌歌'],
  [/魔法/u, '魔魔'],
  [/勇敢/u, '勇勇'],
  [/好奇/u, '奇奇'],
  [/害羞/u, '羞羞'],
  [/甜點/u, '甜甜'],
  [/畫畫/u, '畫畫'],
  [/笑容/u, '笑笑'],
  [/快/u, '快快'],
  [/紅/u, '紅紅'],
  [/橘/u, '橘橘'],
  [/黃/u, '黃黃'],
  [/綠/u, '綠綠'],
  [/藍/u, '藍藍'],
  [/紫/u, '紫紫'],
  [/粉/u, '粉粉'],
  [/白/u, '白白'],
  [/黑/u, '黑黑'],
  [/金/u, '金金'],
  [/銀/u, '銀銀'],
];

/** What happens on a page, by where the story is (beginning, middle, end). */
export const STORY_BEGINNINGS = [
  '發現一張藏寶圖',
  '遇見一個新朋友',
  '收到一封神秘的信',
  '看到一道彩虹',
  '聽到奇怪的聲音',
  '準備出門旅行',
];
export const STORY_MIDDLES = [
  '遇到一個大難題',
  '找到一個寶箱',
  '不小心迷路了',
  '幫助受傷的朋友',
  '突然下起大雨',
  '遇見一隻大怪獸',
];
export const STORY_ENDINGS = ['平安回到家', '和朋友開派對', '找到回家的路', '學會勇敢', '和大家說再見', '做了一個好夢'];
export const FEELINGS = [
  '開心得跳起來',
  '嚇了一大跳',
  '覺得好興奮',
  '有一點害怕',
  '哈哈大笑',
  '感動得哭了',
  '決定勇敢面對',
  '好奇地看一看',
];

/** The default mode's brainstorming: a problem, a way out and an ending. */
export const PROBLEMS = ['迷路了', '東西不見了', '和朋友吵架', '遇到大風雨', '遇見怪獸', '肚子好餓'];
export const SOLUTIONS = ['請朋友幫忙', '用魔法解決', '自己想辦法', '勇敢地面對', '跟著星星走', '大家一起合作'];
export const ENDINGS = ['開心地回家', '變成好朋友', '辦了一場派對', '學到一件事', '找到寶藏', '睡了一個好覺'];
