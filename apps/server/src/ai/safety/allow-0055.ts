import type { SafetyCategory } from './blocklist.ts';
import { simplify } from './normalise.ts';
import { once } from '../../lib/once.ts';

/**
 * Session 0055 (issue 19, decision 0055): the allow side, third round — harmless kinds still refused: a swear read
 * across a word boundary (台北七點, 靠北邊的窗戶, 大麻花捲), someone's mother's thing (她媽的手機, 小華他媽的車),
 * everyday coffee and milk-tea sachets, an outer garment taken off, a book or toy of an owned character that the
 * child has. Classes, not sentences; every reading is matched like rules.ts's (a hit overlapping one is no hit) and
 * starts at its core word (a reading led by a look-behind is tried at every position: decision 0052's cost note).
 */

// ── a swear read across a word boundary ──────────────────────────────────────────────────────────────────────
// 北七 where 北 ends a place (台北, 新北, 竹北, 湖北 …) and 七 starts a number, a time or a place (台北七點, 七張, 七堵)
const PLACE_NORTH = '(?:台|臺|新|竹|湖|河|東|西|華|南|板|江|以|偏|往|正)';
const SEVEN_ON = '(?:點|号|號|星|張|堵|月|日|樓|路|段|天|歲|個|分|百|千|萬|十|站|年|次|班|巷|弄|期)';
// 靠北 where 靠 is "near" and 北 a direction (靠北邊的窗戶, 靠北門那一邊, 靠北方, 靠北一點)
const NORTH_SIDE = '(?:邊|方|面|側|部|門|窗|牆|海|岸|一點|一些|那|這|的(?:窗|門|牆|位|座|房|教室|那))';
// 大麻 where 麻 starts a food or a thing (大麻花, 大麻糬, 大麻將桌, 大麻布袋); not 麻油 (cannabis oil)
const MA_WORD = '(?:花|糬|薯|雀|煩|將|辣|婆|醬|布|繩|袋|疹|糬)';

// ── someone's mother's thing: 她媽的手機, 小華他媽的車, 陳大同他媽的工作 ─────────────────────────────────────
// the owner written out: 她 (the swear is written 他), or 他 after a name, a classmate or a kin word — never 你他媽的
const SURNAME =
  '[陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高簡朱鍾施游詹沈彭胡余盧潘顏梁趙柯翁魏方孫戴范宋鄧杜傅侯溫薛丁]';
const OWNER = `(?:她|(?:(?:小|阿)\\p{Script=Han}|${SURNAME}\\p{Script=Han}{1,2}|同學|朋友|鄰居|表哥|表姊|表姐|表妹|表弟)他)`;
// what a mother has: her things, her work, her body and her people — a noun right after 的 (她媽的，煩死了 and
// 她媽的白痴 stay refused)
const HERS =
  '(?:手機|電話|車|機車|腳踏車|店|麵包店|早餐店|小吃店|餐廳|攤|工作|公司|生日|名字|臉書|line|照片|頭髮|手|腳|腿|臉|眼睛|聲音|' +
  '包包|錢包|鑰匙|鞋子|衣服|裙子|外套|帽子|眼鏡|項鍊|戒指|電腦|房間|家|花園|菜|便當|狗|貓|朋友|同事|老家|生意|病|身體|娘家|老闆|學生)';

// ── coffee and milk-tea sachets: everyday unless a high, a trade, a secret, a trying or a setting is there ────────
const SACHET = '(?:咖啡包|奶茶包)';
const SACHET_DRUG =
  '(?:嗨|high|茫|飄|飛|爽|暈|升天|幻|彩虹|加料|特別的|神奇|賣|元|塊|多少錢|百|偷偷|不要(?:告訴|跟|讓)|別(?:告訴|跟|讓)|秘密|不能說|' +
  '給我|請我|給他|來一|開心|快樂|舒服|學長|學姊|學姐|夜店|ktv|網友|陌生|試試|看看|吸|抽(?![屜獎籤空])|嗑|拉|吞|毒|藥|上癮|k)';

// where a sachet is everyday: an adult's, made with hot water, bought by the box, kept at home or in a drawer
const SACHET_HOME =
  '(?:三合一|即溶|沖|泡|熱水|杯|冰箱|抽屜|櫃子|早餐|超市|全聯|家樂福|便利商店|超商|一盒|一大袋|一袋|一箱|出差|帶回|帶了|港式|茶包|提神|' +
  '想睡|聞起來|爸爸|媽媽|阿公|阿嬤|爺爺|奶奶|外公|外婆|阿姨|叔叔|老師|大人|露營|開會|禮物|送給)';

// ── an outer garment taken off (睡覺前我要脫掉毛衣, 太熱了把外套脫下來) — never to be seen, filmed or touched ─────
const OUTER = '(?:毛衣|外套|夾克|雨衣|鞋子|鞋|襪子|帽子|手套|圍巾|背心|大衣|羽絨衣|制服外套|運動外套)';
const SEEN = '(?:看|拍|摸|錄|給|讓|叫|幫|一起|全部|光)';

// history: an event, an age or a war named (二二八事件, 古代, 戰爭時)
const PAST =
  '(?:事件|歷史|戰爭|古代|以前|朝|年代|大屠殺|起義|革命|紀念|二二八|白色恐怖|南京|二戰|一戰|殖民|日治|清朝|明朝|秦朝|漢朝|元朝|納粹|集中營)';
// a tale told (小美人魚, 童話, 故事裡)
const TALE =
  '(?:童話|故事|繪本|人魚|小美人魚|睡美人|白雪公主|灰姑娘|小紅帽|長髮公主|青蛙王子|糖果屋|傑克與魔豆|三隻小豬|阿拉丁|一千零一夜|格林|安徒生|傳說|神話)';

const SOURCES_0055: string[] = [
  `(?<=${PLACE_NORTH})北七(?=${SEVEN_ON})`,
  `靠北(?=${NORTH_SIDE})(?!.{0,2}走)`,
  `大麻(?=${MA_WORD})`,
  `(?<=${OWNER})媽的(?=${HERS})`,
  `(?<!${SACHET_DRUG}.*)(?:(?<=${SACHET_HOME}.*)${SACHET}|${SACHET}(?=.*${SACHET_HOME}))(?!.*${SACHET_DRUG})`,
  `(?<!${SEEN}.{0,8})脫(?:掉|下|下來)?(?:了)?(?:我的|身上的)?${OUTER}(?!.{0,8}${SEEN})`,
  `(?<!${SEEN}.{0,8})(?:把|將)(?:我的|身上的)?${OUTER}脫(?:掉|下|下來)?(?!.{0,8}${SEEN})`,
  // many people killed in a history lesson's event (二二八事件有很多人被殺，老師說要記住這段歷史): a many-people count,
  // an event or an age named before, no wish, no 我 between
  `(?:很多|好多|許多|不少|上千|上萬|成千上萬的?|幾千|幾萬|幾百)(?:個)?人(?<=${PAST}[^我，,。]{0,14}(?:很多|好多|許多|不少|上千|上萬|成千上萬的?|幾千|幾萬|幾百)(?:個)?人)(?:都)?(?:被(?:殺|殺害|殺死|殺掉|槍殺|打死|抓走|關)|死了|死掉|犧牲|遇害)`,
  // a tale's royal or monster the one killed in a told story (小美人魚的姐姐們拿刀子給她，要她刺死王子): a tale named in
  // the text, no first-person wish before the deed
  `(?<!(?:我|我們)(?:也|就|真的|一定)?(?:要|想|會|去|來).{0,6})(?:刺死|殺死|殺了|殺掉|毒死|害死|砍死)(?=(?:那個|這個|壞)?(?:王子|公主|國王|皇后|王后|巫婆|魔王|惡龍|巨人|怪獸|妖怪|野狼))(?<=${TALE}.*)`,
  // slavery in a history lesson (林肯讓黑奴得到自由, 黑奴制度被廢除): freedom, abolition or history beside it, never
  // said of a person (你是黑奴, 像黑奴)
  `(?<!(?:是|當|像|叫|做|成)(?:個|一個)?)黑奴(?=.{0,8}(?:自由|解放|制度|廢除|歷史|買賣|被賣|很可憐|很辛苦|不公平|不對))`,
  `(?<=(?:林肯|解放|廢除|南北戰爭|歷史|以前|美國)[^你]{0,8})黑奴(?!.{0,4}(?:活該|是對的|應該))`,
  // doing a game "to death", then scolded (哥哥打電動打到死，媽媽罵他): 0048's reading without the person after, when
  // the person after is the one who scolds
  `(?<=(?:電動|電玩|遊戲|手遊|平板|手機)(?:打|玩)?)(?:打|玩)(?:到|得)(?:快)?死(?:了|掉)?(?=(?:媽媽|爸爸|媽|爸|阿嬤|阿公|老師|奶奶)(?:就|都|一直|很|超)?(?:罵|生氣|唸|念|叫|說|打他屁股|沒收))`,
];

/** The allowed readings of session 0055 (Simplified like the compact text; built on first use: OpenCC). */
export const allowRulesZh0055 = once((): RegExp[] => SOURCES_0055.map((src) => new RegExp(simplify(src), 'gu')));

// ── an owned character's book, toy or thing that the child has (我有一本海綿寶寶的故事書) ─────────────────────
const OWNED_THING = once(() => ({
  has: new RegExp(simplify('(?:我有|我的|我家有|買了|送我|收到|借我|借了|拿到|抽到|夾到)[^，,。!！?？]{0,6}$'), 'u'),
  thing: new RegExp(
    simplify(
      '^的?(?:故事書|繪本|書|漫畫|貼紙|玩偶|娃娃|布偶|鉛筆盒|筆袋|書包|杯子|水壺|便當盒|衣服|睡衣|襪子|雨傘|卡片|桌遊|拼圖|玩具|橡皮擦|' +
        '筆記本|枕頭|棉被|毛巾|鑰匙圈|吊飾|文具|鉛筆|尺|扭蛋|公仔|積木)',
    ),
    'u',
  ),
  // drawing, a book's hero or a picture keep the nudge
  draws: new RegExp(simplify('畫|主角|角色|封面|插圖|圖片|故事裡|寫一個|變成'), 'u'),
}));
/**
 * A book, a toy or a thing of an owned character that the child has (我有一本海綿寶寶的故事書, 我的皮卡丘鉛筆盒):
 * talk of her things, not the character put in the book. Drawing, a hero, a cover or a picture keep the nudge.
 */
export function ownsThingOfOwned0055(compact: string, key: string): boolean {
  const r = OWNED_THING();
  const at = compact.indexOf(key);
  if (at < 0 || r.draws.test(compact)) return false;
  return r.has.test(compact.slice(Math.max(0, at - 12), at)) && r.thing.test(compact.slice(at + key.length));
}

// a people spoken of kindly (Simplified, the compact text)
const KIND_GROUP = /新住民|外籍|移工|外劳|看护|外配|配偶|越南|印尼|菲律宾|泰国|缅甸|柬埔寨|东南亚|原住民|外国/u;
const KIND_WORD =
  /勤劳|认真|耐心|温柔|善良|努力|辛苦|厉害|很棒|好棒|可爱|漂亮|亲切|热心|友善|聪明|勇敢|礼貌|照顾|感谢|谢谢|尊重|欢迎|好吃|乐于助人|体贴|能干/u;
const UNKIND =
  /[笨脏臭懒坏丑穷吵偷骗杀死滚奴贱蠢黑吗吧怪]|恶心|可怕|讨厌|不要|不准|不配|不可以|低等|但是|可是|不过|才怪|假装|笑死|哈哈|只会|为了|钱|没有|不会|不是|哪有|才不/u;

// swear characters and words the learned line may have read, outside every allowed reading (Simplified)
const SWEARY = /[干操靠屌屄婊贱笨蠢滚烂臭丑屁]|(?<!妈)妈(?![妈咪])|他妈|你妈|三小|北七|白痴|白癡|智障|去死|混蛋|王八/u;
/**
 * Lifts of the learned line's refusals (weights unchanged): profanity when its only swear-like words stood inside an
 * allowed reading (她媽的店在夜市, 台北七點); drugs when the sachet was the only drug word (抽屜裡有咖啡包).
 */
export const LEARNED_LIFT_0055: Partial<
  Record<SafetyCategory, (compact: string, folded: string, unallowed: string) => boolean>
> = {
  profanity: (compact, _folded, unallowed) => unallowed !== compact && !SWEARY.test(unallowed),
  // a people praised (新住民媽媽都很勤勞, 印尼看護都很有耐心): a migrant or new-immigrant group, a kind word, and no
  // insult, scorn, contrast, sarcasm or question anywhere
  hate: (compact) => KIND_GROUP.test(compact) && KIND_WORD.test(compact) && !UNKIND.test(compact),
  drugs: (compact, _folded, unallowed) =>
    unallowed !== compact &&
    /咖啡包|奶茶包/u.test(compact) &&
    !/[毒药吸嗑茫嗨飘卖]|大麻|k|咖啡包|奶茶包/u.test(unallowed),
};
