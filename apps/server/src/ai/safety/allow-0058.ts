import type { SafetyCategory } from './blocklist.ts';
import { simplify } from './normalise.ts';
import { once } from '../../lib/once.ts';

/**
 * Session 0058 (issue 19, decision 0058): the allow side, fourth round — kinds of harmless text still refused: pests,
 * insects and germs killed in everyday life (把那隻蟑螂打死, 把牠打死 after a pest, 電死好多蚊子, 細菌被抗生素殺死),
 * time idioms and fixed phrases with 殺/死 (殺時間, 殺死等待的時間, 跳樓大拍賣, 殺得片甲不留), the killing party games
 * (狼人殺, 殺手遊戲, 殺人遊戲, 三國殺) and a game's creatures killed with a weapon and a part (用槍把殭屍的頭打爆),
 * an owned character's battle told as the game it is, a food animal's part taken off, an animal stroked (摸牠).
 * Classes, not sentences; every reading is matched like rules.ts's (a hit overlapping one is no hit), starts at its
 * core word (a look-behind is placed after the core: decision 0052's cost note), and keeps a person out of the
 * deed: a pest word said of a person (小明是蟑螂, 像蚊子一樣, 當成殭屍), a step out of the game (真的, 現實, 外面) or a
 * named child after the deed keeps the refusal.
 */

// pests, vermin, insects and germs that people kill every day (not pets: 倉鼠, 天竺鼠, 寵物鼠 are none of these)
const PEST =
  '(?:蟑螂|蚊子|小黑蚊|老鼠|田鼠|溝鼠|蒼蠅|果蠅|螞蟻|白蟻|蜘蛛|蜈蚣|跳蚤|頭蝨|蝨子|臭蟲|蛀蟲|米蟲|菜蟲|蚜蟲|毛毛蟲|害蟲|蟲子|小蟲|' +
  '孑孓|虎頭蜂|蜜蜂|黃蜂|蛾|蠹蟲|塵蟎|蟎|蝸牛|蛞蝓|壁虎|毒蛇|蛇|蝗蟲|蟲|細菌|病菌|壞菌|病毒|黴菌|癌細胞|雜草|野草|福壽螺|小花蔓澤蘭)';
// a pest word said of a person (小明是蟑螂, 他跟蒼蠅一樣, 把他當成老鼠, 像打蚊子一樣): no pest reading in that text
const PEST_OF_PERSON =
  '(?:是|像|跟|和|如同|當成|當作|變成|叫他|叫她|比|簡直)(?:一隻|一個|隻|個)?(?:大|小|臭|死|噁心的)?(?:打|拍|踩|殺|毒)?' +
  PEST;
// the deed done to a pest
const KILL =
  '(?:(?:打|拍|踩|壓|捏|夾|毒|燙|電|燻|熏|淹|噴|燒|殺|弄|咬|敲|黏|悶|餓|曬|凍|摔|吸|沖)(?:死|扁|爛|光|掉|昏)|(?:砍|剪|切|咬|剁)(?:掉|斷|死|下來|下)|殺(?:掉|光|了)?|消滅)';
// a pest's part cut or bitten off (阿嬤用菜刀把蛇的頭砍掉, 螳螂把蒼蠅的頭咬下來)
const PEST_PART = '(?:頭|身體|尾巴|腳|翅膀|肚子)';
// what may stand between a pest and its deed (蟑螂都被我打死, 蚊子通通被電蚊拍電死)
const PEST_GAP =
  '(?:們|都|通通|全部|全都|統統|一隻一隻|一下|也|就|' +
  '被(?:我|我們|爸爸|媽媽|哥哥|姊姊|姐姐|弟弟|妹妹|阿公|阿嬤|外公|外婆|奶奶|爺爺|貓|貓咪|狗|壁虎|電蚊拍|殺蟲劑|藥|抗生素|白血球|疫苗|酒精|肥皂|消毒水|高溫|太陽|免疫系統)?)*';
// how many pests after the deed (電死好多蚊子, 咬死了一隻老鼠)
const PEST_COUNT =
  '(?:了)?(?:好多|很多|一堆|一群|不少|所有的?|全部的?|那隻|這隻|那些|這些|[一二兩三四五六七八九十幾百]+隻)?';
// pets and farm animals: 牠 after one of these is not a pest
const PET =
  '(?:狗|貓|兔|鳥|鸚鵡|倉鼠|天竺鼠|龜|雞|鴨|鵝|金魚|魚|蜥蜴|松鼠|寵物|馬(?!上)|牛|羊|豬|小動物|動物|寶寶|蝴蝶|獨角仙|蠶)';
// a named child or a person after the deed (打死小明, 殺了阿凱)
const NAMED_AFTER =
  '(?![你妳他她]|小[^蟲時]|阿[^公嬤姨伯]|老師|同學|班長|爸|媽|哥|弟|妹|姊|姐|人|[陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高簡朱鍾施游詹沈彭胡余盧潘顏梁趙柯翁魏方孫戴范宋鄧杜傅侯溫薛丁])';

// a step out of the game or the story into the world (真的, 現實, 外面, 學校裡, 玩完)
const STEP_OUT = '(?:真的|真實|現實|外面|學校裡|教室裡|玩完|遊戲外|不好玩|無聊|殺不夠|活人|真人(?!cs))';
// the killing party games (狼人殺, 殺手遊戲, 殺人遊戲, 三國殺) and their words
const KILL_GAME = '(?:狼人殺|殺手遊戲|殺人遊戲|三國殺|天黑請閉眼|殺手請睜眼|殺手請閉眼)';
// a killing game's roles and the ones it kills
const GAME_ROLE = '(?:狼人|殺手|反賊|主公|忠臣|內奸|女巫|獵人|預言家|村民|平民|好人|玩家|神|警察|法官|偵探|守衛|騎士)';
// someone put before a kill (把小美殺掉): not a role of the game
const PUT_BEFORE_KILL = `(?:把|將)(?!${GAME_ROLE}).{1,5}殺`;
// video, board and toy games named (the game's creatures killed in them are no one)
const GAME =
  '(?:遊戲|電動|電玩|手遊|遊戲機|射擊遊戲|桌遊|minecraft|當個創世神|我的世界|植物大戰殭屍|薩爾達|瑪利歐|馬力歐|憤怒鳥|吃雞|堡壘之夜|' +
  'fortnite|roblox|switch|平板|三國無雙|任天堂|象棋|西洋棋|圍棋|跳棋|軍棋|暗棋|大富翁|撲克牌|uno|卡牌|寶可夢|傳說對決|跑酷|漆彈)';
// a game's creatures
const CREATURE =
  '(?:殭屍|喪屍|怪物|怪獸|史萊姆|骷髏|苦力怕|末影龍|終界龍|魔王|大魔王|小兵|敵人|外星人|機器人|惡龍|巨龍|龍|烏龜|蘑菇|哥布林|野怪|boss|牠|它)';
const CREATURE_DEED =
  '(?:打爆|打掉|打飛|打碎|打死|打倒|砍下來|砍下|砍掉|砍斷|砍死|砍成兩半|踩扁|踩死|炸掉|炸飛|炸死|炸爛|射死|射爆|射掉|燒死|凍住|爆頭)';
// doing as to a pest or a creature (像砍殭屍一樣, 當成殭屍)
const AS_IF = '(?:像|當成|當作|變成|跟|和)';

// a food animal and its parts (蝦子的頭拔掉, 螃蟹的腳剪掉, 魚鱗刮掉)
const FOOD_ANIMAL = '(?:蝦子|蝦|龍蝦|螃蟹|蟹|魚|雞|鴨|鵝|豬|花枝|魷魚|章魚|小卷|蚵仔|蛤蜊)';
const FOOD_PART = '(?:脖子|頭|腳|殼|尾巴|內臟|鱗|魚鱗|鰓|鬚|爪|翅膀|皮|肚子|腸泥|沙筋)';

// what kills an animal that is no person: a thing, a poison, weather, or another animal
const ANIMAL_DOER =
  '(?:野狗|流浪狗|狗|貓|老鷹|黃鼠狼|狐狸|獅子|老虎|鱷魚|毒蛇|蛇|蜘蛛|螞蟻|虎頭蜂|蜜蜂|野豬|熊|狼|鯊魚|壁虎|螳螂|青蛙)';
const THING_DOER =
  '(?:車子?|汽車|卡車|公車|機車|火車|老鼠藥|蟑螂藥|農藥|殺蟲劑|毒藥|毒餌|捕鼠器|捕鼠夾|黏鼠板|電蚊拍|捕蚊燈|陷阱|大水|洪水|颱風|雷|冰雹|石頭|樹枝|門|風扇|電風扇)';
// the writer's own wish or plan (我要, 我想去, 我們要)
const OWN_WISH = '(?:我|我們)(?:也|就|真的|一定|明天|等一下)?(?:要|想|會去|打算|準備|決定)';
// a hospital, a doctor or a dentist (the one who cuts)
const HOSPITAL = '(?:手術|開刀|醫生|醫師|牙醫|動刀|住院|醫院|診所|護士|護理師)';
// what a doctor takes out
const BODY_TAKEN =
  '(?:肉|腫瘤|瘤|盲腸|闌尾|扁桃腺|膽|結石|石頭|痣|疣|息肉|皮|指甲|牙齒|牙|蛀牙|智齒|乳牙|骨刺|膿|刺|碎片|玻璃)';
// a machine or a toy (手機, 電腦, 電池, 遙控車)
const MACHINE =
  '(?:手機|電腦|平板|筆電|電池|遙控器|遙控車|車子|手錶|相機|玩具|機器人|機器|印表機|電視|冷氣|洗衣機|耳機|滑鼠|鍵盤|switch|遊戲機)';
// in dodgeball, what is hit out (他們, 對面的, 三個人)
const DODGE_OBJ =
  '(?:他們|她們|他|她|對面的?(?:人|同學)?|對方的?(?:人)?|大家|全部的人|[一二兩三四五六七八九十幾好多]+個(?:人)?|最後一個(?:人)?)';
// not the ball (a stone, a brick, a stick) or after the game (比賽完, 下課後)
const NOT_BALL = '(?:石頭|磚頭|刀|棍|棒子|球棒|鐵|比賽完|打完|之後|以後|下課後|放學|真的|現實)';
// a time past or an elder's memory (以前, 小時候, 戰爭, 古代, 日本時代)
const PAST_0058 =
  '(?:以前|小時候|那時候|年輕的時候|戰爭|打仗|古代|日本時代|日治|二戰|抗戰|歷史|阿公說|外公說|爺爺說|阿嬤說|外婆說|奶奶說|阿祖)';
// fruit, food and things cut in the kitchen or the yard
const FOOD_THING =
  '(?:西瓜|蘋果|蛋糕|木瓜|柚子|鳳梨|哈密瓜|南瓜|冬瓜|蘿蔔|白蘿蔔|高麗菜|麵包|吐司|披薩|香瓜|椰子|芭樂|芒果|柳丁|橘子|豆腐|蛋餅|木頭|木柴|竹子|樹枝|紙|繩子)';
// a told story, a show or a detective book
const SHOW =
  '(?:布袋戲|歌仔戲|看戲|偵探|柯南|福爾摩斯|推理|小說|卡通|動畫|電影|連續劇|影集|每一集|這一集|那一集|故事裡|故事書|漫畫|書裡|劇裡|戲裡|舞台劇|話劇)';
// animals a child strokes (摸牠 is read like 摸她 by sound)
const ANIMAL_ANY = `(?:${PET}|${PEST}|小狗|小貓|狗狗|貓咪|牠)`;

const SOURCES_0058: string[] = [
  // ── pests killed: the pest then the deed (把那隻蟑螂打死, 頭蝨殺死, 蚊子通通被電死), no pest said of a person
  `${PEST}(?:的${PEST_PART})?${PEST_GAP}${KILL}${NAMED_AFTER}(?<!${PEST_OF_PERSON}.*)(?!.*${PEST_OF_PERSON})`,
  // the deed then the pests (電死好多蚊子, 咬死了一隻老鼠, 殺害蟲, 殺白蟻)
  `${KILL}${PEST_COUNT}${PEST}(?<!${PEST_OF_PERSON}.*)(?!.*${PEST_OF_PERSON})`,
  // 牠 after a pest with no pet between (蟑螂飛起來了…叫爸爸把牠打死, 放老鼠藥毒死牠們)
  `(?:把|將)?牠(?:們)?(?:${PEST_GAP})${KILL}(?<=${PEST}(?:(?!${PET}).)*)(?<!${PEST_OF_PERSON}.*)(?!.*${PEST_OF_PERSON})`,
  `${KILL}(?:了)?牠(?:們)?(?<=${PEST}(?:(?!${PET}).)*)(?<!${PEST_OF_PERSON}.*)(?!.*${PEST_OF_PERSON})`,

  // an animal killed by a thing or another animal, told (鄰居的狗被老鼠藥毒死了, 雞被黃鼠狼咬死): no person the doer
  `被(?<=(?:${PET}|${PEST}|小狗|小貓|狗狗|貓咪|麻雀|牠)(?:子|仔|們)?(?:都|也|就|不小心)?被)(?:${ANIMAL_DOER}|${THING_DOER})(?:給)?(?:撞|毒|咬|壓|電|淹|燙|凍|餓|夾|叼|吃|踩|燒)(?:死|掉)`,

  // a thing "killed" (手機被我弄死了, 電腦被弟弟玩死了): a machine or a toy, worn out or broken
  `被(?<=${MACHINE}(?:又|也|都|就|已經)?被).{0,3}(?:弄|玩|用|摔|搞|操)(?:死|壞|掛)(?:了|掉)?`,
  // dodgeball's "killed" is out: 打死 after 躲避球 with only the ball, no wish, no weapon, nothing after the game
  `(?:把)?(?:${DODGE_OBJ})?(?:都|全部|通通|一起)?打死(?:了)?(?<=躲避球(?:(?!${OWN_WISH}|${NOT_BALL}).){0,24})(?<!${OWN_WISH}.*)(?!.*${NOT_BALL})`,
  // killed by soldiers in the past (外公說他小時候鄰居被日本兵打死): a war, a time past or an elder's memory before
  `被(?:日本|美國|美軍|日軍|清|清朝|敵|敵人的|荷蘭|國民黨|共產黨|德國|納粹)?(?:兵|軍|軍人|士兵|軍隊|土匪|海盜|強盜|敵人)(?:用槍)?(?:打|殺|槍|炸|射|砍|刺)死(?<=${PAST_0058}.*)(?<!${OWN_WISH}.*)`,

  // a pet put to sleep by the vet (獸醫說要讓牠安樂死)
  `安樂死(?<=(?:獸醫|動物醫院|寵物|${PET}|牠).*)(?<!${OWN_WISH}.{0,6}安樂死)`,
  // a detective story or a show where someone is killed (名偵探柯南每一集都有人被殺, 小說裡的殺人案)
  `(?:(?:有人|好多人|很多人|一個人|人)?被(?:殺|殺害|殺死|殺掉|謀殺)(?:了)?|殺人案|謀殺案|命案|兇殺案)(?<=${SHOW}.*)(?<!${OWN_WISH}.*)(?!.*${STEP_OUT})`,

  // a hero of a show kills its villains (布袋戲裡史豔文一劍把壞人刺死): a show named, no wish, no step out
  `(?:壞人|壞蛋|妖怪|惡魔|魔頭|奸臣|反派|怪人|強盜|土匪|海盜)(?:都|通通|全部)?(?:被)?(?:刺|殺|砍|打|斬|鍘|射)(?:死|掉|了)?(?<=${SHOW}.*)(?<!${OWN_WISH}.*)(?!.*${STEP_OUT})`,
  // fruit, food or wood cut in halves (爸爸把西瓜砍成兩半)
  `${FOOD_THING}(?:都|也|先)?(?:砍|切|劈|剖|剁|鋸)(?:成|開|碎|斷|一半)`,

  // ── time idioms and fixed phrases: 殺時間, 殺死等待的時間; 跳樓大拍賣; 殺了我好多眼淚; 殺得片甲不留; 殺到底
  `殺(?:死|掉|殺)?(?:等待|等車|排隊|無聊|空閒|多餘|坐車|等候|一點|一下|一些)?的?時間`,
  `跳樓(?=大?(?:拍賣|特價|出清|清倉|特賣|甩賣|價))`,
  `殺(?:了)?(?:我|我們)(?:好多|不少|很多|一堆)的?(?=眼淚|時間|底片|腦細胞|零用錢)`,
  `殺得(?<!(?:要|想|會)把.{0,4}殺得)(?=片甲不留|落花流水|一敗塗地|措手不及|好慘|很慘|超慘|一個不剩)`,
  `殺(?=到底|很大|到見骨)`,
  // a look "as if to kill" (他的眼神好像要殺人一樣): a face or a look, said as a likeness
  `殺人(?<=(?:眼神|表情|臉|樣子|眼睛)(?:好像|像|看起來)(?:是)?要殺人)(?=一樣|似的|的樣子)`,

  // ── the killing party games: the game's name, and its deeds in a text that names it and does not step out
  // (not when someone is put before a kill anywhere: 我們來玩殺人遊戲，把小美殺掉)
  `殺(?:人|手)遊戲(?!.*${STEP_OUT})(?<!${STEP_OUT}.*)(?!.*${PUT_BEFORE_KILL})(?<!${PUT_BEFORE_KILL}.*)`,
  // (no one put before the deed: 把小美殺掉 in a killing game is still a named child killed)
  `(?:眨眼)?殺(?:死|掉|了|害)?(?:一個|一位|兩個)?(?:${GAME_ROLE}|人|我|誰|的人)?${NAMED_AFTER}(?<!(?:把|將)(?!${GAME_ROLE}).{1,6})(?:(?<=${KILL_GAME}.*)|(?=.*${KILL_GAME}))(?!.*${STEP_OUT})(?<!${STEP_OUT}.*)`,

  // ── a game's creatures killed with a weapon and a part (用槍把殭屍的頭打爆, 把苦力怕炸掉), a game named, no step out
  `${CREATURE}(?<!${AS_IF}${CREATURE})(?:的(?:頭|腦袋|身體|盔甲|城堡))?${CREATURE_DEED}(?:(?<=${GAME}.*)|(?=.*${GAME}))(?!.*${STEP_OUT})(?<!${STEP_OUT}.*)`,
  // the deed before the creature (掃射殭屍, 一刀砍掉敵人的頭, 射殺外星人)
  `(?:${CREATURE_DEED}|砍掉|砍死|砍|射殺|掃射|射死|殺死|殺光|殺掉|殺了)(?<!${AS_IF}.{0,3}(?:${CREATURE_DEED}|砍掉|砍死|砍|射殺|掃射|射死|殺死|殺光|殺掉|殺了))(?:了)?(?:好多|一群|一隻|所有的?|全部的?|那些|這些|[一二兩三四五六七八九十幾]+隻)?${CREATURE}(?:的(?:頭|腦袋|身體))?(?:(?<=${GAME}.*)|(?=.*${GAME}))(?!.*${STEP_OUT})(?<!${STEP_OUT}.*)`,
  // well played (他說我殺得好): in a game
  `殺得(?=好|漂亮|很漂亮|真好|不錯|過癮)(?:(?<=${GAME}.*)|(?=.*${GAME}))`,

  // ── a food animal's part taken off in the kitchen (我幫奶奶把蝦子的頭拔掉)
  `${FOOD_ANIMAL}的?${FOOD_PART}(?:拔|剪|切|剁|砍|去|摘|扭|剝|拿|刮|挑)(?:掉|斷|下來|下|開|出來|乾淨)`,

  // ── surgery and the dentist: a part taken out in a hospital (醫生開刀把腫瘤切掉, 外婆的手術要切掉一塊肉)
  `(?:切掉|割掉|切除|割除|拿掉|取出|拔掉)(?=(?:一塊|一點|一部分|一些|一顆|兩顆)?(?:的)?${BODY_TAKEN})(?<=${HOSPITAL}(?:(?!你|妳|我要|我想|自己).){0,12})(?<!${OWN_WISH}.*)`,
  `${BODY_TAKEN}(?:切掉|割掉|切除|割除|拿掉|取出|拔掉)(?<=${HOSPITAL}(?:(?!你|妳|我要|我想|自己).){0,14})(?<!${OWN_WISH}.*)`,

  // ── an animal stroked (我摸牠的時候會咬我): 摸牠 after an animal named
  `摸牠(?:們)?(?<=${ANIMAL_ANY}.*摸牠(?:們)?)`,
];

/** The allowed readings of session 0058 (Simplified like the compact text; built on first use: OpenCC). */
export const allowRulesZh0058 = once((): RegExp[] => SOURCES_0058.map((src) => new RegExp(simplify(src), 'gu')));

// an owned character's battle told as the game (我的寶可夢用十萬伏特把對手的寶可夢打倒了)
const BATTLE = once(() => ({
  deed: new RegExp(
    simplify(
      '打倒|打敗|擊倒|擊敗|戰勝|打贏|打飛|壓扁|燒焦|凍住|電暈|使出|秒殺|昏厥|撞倒|射中|過關|破關|對決|十萬伏特|招式|絕招',
    ),
    'u',
  ),
  play: new RegExp(simplify('我的|對手|對方|怪物|關卡|魔王|分數|贏|輸|傷心|可惜|加油'), 'u'),
  draws: new RegExp(simplify('[畫繪]|圖|主角|角色|封面|插圖|故事|繪本|書裡|寫一個|變成|扮成|當成'), 'u'),
}));
/**
 * An owned character's battle told as the game it is (我的寶可夢用十萬伏特把對手的寶可夢打倒了, 皮卡丘被噴火龍打敗了，
 * 我好傷心): a deed of the game and the player's side named; drawing, a hero, a story or a picture keep the nudge.
 */
export function playsBattle0058(compact: string): boolean {
  const r = BATTLE();
  return r.deed.test(compact) && r.play.test(compact) && !r.draws.test(compact);
}

// risky words the learned line reads (Simplified), after the everyday 打 and a game's weapon in a game are taken out
const EVERYDAY_DA_0058 = /打(?:仗|电动|电玩|球|针|开|扫|电话|招呼|工|算|雷|喷嚏|哈欠|字|卡)/gu;
const RISKY_0058 = /[杀死打砍刺炸枪刀剑血揍踢捅割勒撞飞毒吸抽嗑药菸烟胸屁脱裸亲摸舔性奶]|我要|我想|我们来|给我|买|卖/u;
const LIFT_0058 = once(() => ({
  context: new RegExp(simplify(`${GAME}|${KILL_GAME}|${PEST}`), 'u'),
  stepOut: new RegExp(simplify(STEP_OUT), 'u'),
  // a game's weapon or its creature hit, in a game (用槍, 拿鑽石劍, 打殭屍)
  gameWeapon: new RegExp(
    simplify(
      '一(?:刀|槍|劍|箭|拳|腳)|(?:用|拿)(?:玩具)?(?:槍|狙擊槍|散彈槍|機關槍|雷射槍|水槍|刀|劍|寶劍|鑽石劍|大劍|弓箭|弓|斧頭|火箭筒|大砲|魔法)|打(?:殭屍|怪|怪物|怪獸|魔王|地鼠|外星人)',
    ),
    'gu',
  ),
  game: new RegExp(simplify(GAME), 'u'),
  pest: new RegExp(simplify(PEST), 'u'),
  pestOfPerson: new RegExp(simplify(PEST_OF_PERSON), 'u'),
}));
// a person the wish could aim at, left outside the allowed readings (Simplified)
const PERSON_0058 = /[你妳他她人]|小\p{Script=Han}|阿\p{Script=Han}|同学|老师|班长|爸|妈|哥|弟|妹|姊|姐/u;
/**
 * Lifts of the learned line's refusals (weights unchanged): violence when a game, a killing party game or a pest is
 * named, nothing steps out of it, and every risky word lies inside an allowed reading — a game's weapon and its
 * creatures hit counting as the game's when a game is named (我在遊戲機用槍把殭屍的頭打爆了).
 */
export const LEARNED_LIFT_0058: Partial<
  Record<SafetyCategory, (compact: string, folded: string, unallowed: string) => boolean>
> = {
  violence: (compact, _folded, unallowed) => {
    const r = LIFT_0058();
    if (unallowed === compact || !r.context.test(compact) || r.stepOut.test(compact)) return false;
    let rest = unallowed.replace(EVERYDAY_DA_0058, '');
    if (r.game.test(compact)) rest = rest.replace(r.gameWeapon, '');
    // a wish to kill a pest is a wish about a pest (我要殺死這隻蟑螂) when no person is left to aim at
    if (r.pest.test(compact) && !r.pestOfPerson.test(compact) && !PERSON_0058.test(rest))
      rest = rest.replace(/我要|我想|我们来/gu, '');
    return !RISKY_0058.test(rest);
  },
};

/** English: pests, germs and a game's creatures killed, and a player killed out in a game (not read as a person). */
export const ALLOW_EN_0058: RegExp[] = [
  /\b(?:kill|kills|killed|killing|shot|shoots|swatted|swat|squashed|squash|smashed|stepped on|sprayed|poisoned|trapped|zapped)(?: (?:the|a|an|that|this|all|all the|some|many|lots of|so many|two|three|four|five|ten|\d+|big|huge|little|tiny|giant)){0,3} (?:zombies?|creepers?|skeletons?|monsters?|slimes?|spiders?|endermen|enderman|ender dragon|mosquito(?:e?s)?|cockroach(?:es)?|roach(?:es)?|flies|fly|ants?|bugs?|insects?|rats?|mice|mouse|pests?|germs?|bacteria|viruse?s?|termites?|fleas?|lice|wasps?|hornets?|moths?|snails?|slugs?|aphids?)\b/g,
  /\bkill(?:ed|s|ing)? (?:a |the |two |three |our |some )?(?:chickens?|ducks?|fish|pigs?|geese|goose|hens?|roosters?) (?:for|to make) (?:dinner|lunch|new year|the festival|food|soup|the feast)\b/g,
  /\b(?:got|get|gets|was|were|am|is|be) (?:killed|shot|headshot|out|tagged) (?:first |right away |again )?(?:in|at|during|while playing|playing) (?:the |a )?(?:dodgeball|dodge ball|minecraft|fortnite|roblox|game|video game|werewolf|mafia|laser tag|paintball|water gun fight)\b/g,
];
