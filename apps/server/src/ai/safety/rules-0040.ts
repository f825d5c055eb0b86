import { simplify } from './normalise.ts';
import type { SafetyCategory } from './blocklist.ts';
import type { Rule } from './rules.ts';
import { once } from '../../lib/once.ts';

// ── session 0040 (issue 19, decision 0040, helper m4): the block side ────────────────────────────────────────────────
// Texts that should be refused and passed: a mild insult to a NAMED classmate (小美是醜八怪, 李大同很噁心), a
// nickname of contempt given to someone (我們都叫他大肥豬), shutting a named child out (沒有人要跟小珍玩, 全班都討厭阿宏),
// smells, dirt and germs pinned on a child (張小玲好臭, 碰到她會被傳染), sarcasm (你以為你很漂亮喔？醜死了, 你也配),
// and a long tail (gender ranks, drugs taken for the high, wishes to vanish into the sea, a child's home told by a
// landmark). Each rule is a construction over word classes — who (a name or a pronoun), a connector, a word of
// contempt — never a quoted sentence. Wired in with one line each: `...session0040RulesZh()` in rules.ts `rulesZh`,
// `...RULES_EN_0040` in `RULES_EN`, and `extra0040(text)` in safety.ts `classify`.
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────────

const zh = (cat: SafetyCategory, source: string): Rule => ({ cat, re: new RegExp(simplify(source), 'u') });
const H = '\\p{Script=Han}';

// family names that rarely begin an everyday word (游, 高, 白, 方, 石, 馬, 江 … are left out: 游泳池好臭, 馬桶好臭)
const SURNAME40 =
  '[陳林張李王黃吳劉蔡楊許鄭謝郭洪曾邱廖賴徐蘇莊呂蕭羅潘簡鍾彭詹胡沈盧梁趙顏柯翁魏戴范鄧杜傅侯曹薛卓阮董蔣紀姚馮歐涂巫鐘葉]';
// 小X / 阿X that are things, animals, kin or everyday words, not a child's name
const NOT_XIAO =
  '(?:狗|貓|鳥|豬|魚|雞|鴨|鵝|兔|熊|牛|羊|馬|蟲|蛇|鼠|猴|象|龜|孩|朋|時|心|吃|便|說|學|姐|姊|妹|弟|哥|寶|偷|丑|強|黃|草|組|考|腿|腳|手|口|嘴|丸|籠|菜|點|費|數|刀|船|屋|河|山|路|巷|型|號|提琴|事|節|品|氣|聲|鎮|村|島|花園|麥|米|豆)';
const NOT_A = '[姨嬤公媽伯婆兵兜里拉彌貓狗爸叔舅嫂姑]';
/** a child named: 小美, 阿凱, 陳志明, 林小琪, 王大明 (a family name and two characters) */
const NAME40 = `(?:${SURNAME40}?小(?!${NOT_XIAO})${H}|${SURNAME40}?阿(?!${NOT_A})${H}|${SURNAME40}${H}{2})`;
/** a named child, with 隔壁班的/坐我旁邊的 before the name */
const NAMED40 = `(?:(?:隔壁班|我們班|班上|坐我旁邊|坐在我旁邊|我旁邊|前面|後面)的)?${NAME40}`;
// nouns a story uses in teasing when said of 他/她 (only a named child takes them as an insult here)
const MILD40 = '(?:大?笨蛋|豬(?!頭)|傻子|胖子)';
/** who a classmate's insult is aimed at: a name, 他/她, 那個新來的/轉學生, with 隔壁班的/坐我旁邊的 before it */
const PERSON40 = `(?:(?:隔壁班|我們班|班上|坐我旁邊|坐在我旁邊|我旁邊|前面|後面)的)?(?:${NAME40}|他們|她們|他|她|那個(?:新來的|轉學生|新同學|同學|男生|女生|胖子)|新來的|轉學生)`;
// nouns of contempt for a child (wider than session 0034's, because only a named child or 他/她 may carry them here)
const NOUN40 =
  '(?:大?笨蛋|蠢蛋|蠢豬|笨豬|白痴|白癡|智障|腦殘|弱智|低能兒?|大?肥豬|胖豬|死肥豬|豬頭|豬(?![年肉排腳血公仔寶八戒小皮油隊圈籠舍哥大])|醜八怪|醜女|醜男|怪胎|怪物|垃圾|廢物|廢柴|噁心鬼|髒鬼|臭鬼|邋遢鬼|神經病|瘋子|傻子|傻逼|sb|北七|白目|米蟲|累贅|拖油瓶|掃把星|討厭鬼|魯蛇|loser|窮鬼|乞丐|臭蟲|細菌人?|病毒|蟑螂|大便|屎|恐龍妹|矮冬瓜|死胖子|胖子|肥婆|(?:大便|鼻涕|鼻屎|臭屁|放屁|尿床|口水|髒)王)(?!王子|子|車|分類|回收|場|筒|清|處理|食物|郵件|桶|袋|學家|專家|博士|研究|司機|角色|的(?:兒子|女兒|爸爸|媽媽|角色))';
// adjectives of contempt said of a child (好臭, 好醜, 超噁的) — not 臭臉, 臭屁, 臭美
const ADJ40 = '(?:醜|噁心|噁|臭(?![臉屁美])|蠢)(?!的\\p{Script=Han})';
// what makes a smell or a look circumstantial, or the one spoken of an animal (小明臭臭的，因為他剛跑完步; 他好醜喔，這隻怪獸)
const EXCUSE40 = '(?!.{0,12}(?:因為|剛剛?|流汗|運動完|跑完|踢完|打完|泥巴|油漆|下雨|辛苦|這隻|那隻|牠))(?<!牠.*)';
const INTENS40 = '(?:好|很|超|超級|有夠|真|真的|太|又|實在|特別|非常|最)';

/** The section's Chinese rules, compiled once on first use (simplify converts through OpenCC). */
export const session0040RulesZh = once((): Rule[] => [
  // a named child called a thing of contempt: 小美是醜八怪, 黃大同是垃圾, 吳小芬真的是超級大笨蛋, 她是豬, 阿杰是豬
  // (笨蛋, 豬, 傻子, 胖子 only of a name: 他是一個大笨蛋，把鞋子穿反了 and 我說他才是豬 are a story's teasing)
  zh(
    'profanity',
    `(?:(?<=${NAMED40}(?:根本|真的|簡直|就|果然|才|也)?)(?:是|就是)(?:個|一個|一隻|隻|一坨|坨|一條|條|大|超級|超|死|臭)*${NOUN40}|(?<=${PERSON40}(?:根本|真的|簡直|就|果然|才|也)?)(?:是|就是)(?:個|一個|一隻|隻|一坨|坨|一條|條|大|超級|超|死|臭)*(?!${MILD40})${NOUN40})(?!轉世)`,
  ),
  // a child likened to a thing of contempt in past lives: 你是豬八戒轉世喔
  zh('profanity', `(?<=(?:你|妳|${PERSON40}))(?:是|根本是)(?:豬八戒|豬|猴子|猩猩|蟑螂|狗|老鼠)(?:轉世|投胎)`),
  // a named child said to smell, be ugly, dirty or stupid: 張小玲好臭喔, 李大同很噁心, 小美好胖好醜, 超噁的
  zh(
    'profanity',
    `(?<=${PERSON40}(?:身上|的嘴巴|的嘴|的口氣|看起來|長得)?(?:都|也)?(?:${INTENS40})+(?:胖|肥|矮)?(?:又|好|很)?)${ADJ40}${EXCUSE40}|(?<=${PERSON40}(?:好|很|超|又)(?:胖|肥)(?:又|好|很|超))(?:醜|臭|笨|噁心|髒|蠢)${EXCUSE40}|(?<=${PERSON40}(?:看起來|長得)(?:${INTENS40})+)(?:笨|蠢|呆)`,
  ),
  // likened to an animal in contempt: 王大明長得像豬一樣, 阿強笨得像豬, 陳小安跟豬一樣
  zh(
    'profanity',
    `(?<=${PERSON40})(?:長得|笨得|胖得|肥得|醜得|臭得|髒得)(?:像|跟|和)(?:一隻|隻)?(?:豬|猩猩|蟑螂|老鼠|垃圾|大便|臭水溝|乞丐)(?:一樣)?`,
  ),
  // a smell, lice or germs pinned on a child: 身上有一股臭味, 碰到林小萍會被傳染, 大家都說小慧有蝨子不要靠近她
  zh(
    'profanity',
    `(?<=${PERSON40}(?:身上)?)(?:有|都有)(?:一股)?(?:臭味|怪味|狐臭|口臭|細菌|病菌|蝨子|頭蝨|跳蚤|傳染病)(?=.{0,12}(?:噁心|不要|別|不敢|會被|傳染|靠近|離|碰|臭死))|(?:碰到|摸到|靠近|坐在|坐到)${PERSON40}(?:旁邊|附近)?(?:就)?會(?:被)?(?:傳染|臭死|變笨|變醜|中毒|長蟲|爛掉)|(?<=${PERSON40})(?:摸過|碰過|用過|坐過|穿過)的(?:東西|椅子|桌子|筆|書)?(?:都|也)?(?:很|好|超)?(?:髒|臭|噁心|有細菌)`,
  ),
  // never washing, said to shame: 小宇都不洗澡，臭死了
  zh('profanity', `${PERSON40}(?:都|從來|從來都|每天都)不(?:洗澡|刷牙|洗頭|洗手).{0,6}(?:臭|髒|噁心)`),
  // a nickname of contempt given to someone: 我們都叫他大肥豬, 大家都叫小安「臭鼬」, 小文的綽號是大便王
  zh(
    'profanity',
    `(?:叫|喊|笑)(?:${PERSON40})(?:做|是|為)?(?:大|死|臭|超級)?(?:${NOUN40}|臭鼬|恐龍|怪物|黑炭|四眼田雞|矮子|啞巴|結巴)|(?<=${PERSON40})的(?:綽號|外號)(?:是|叫)(?:${NOUN40}|臭鼬|恐龍|怪物|黑炭|四眼田雞)|(?:幫|給|替)${PERSON40}取(?:綽號|外號)(?:叫|是)?(?:${NOUN40}|臭鼬|恐龍|怪物|黑炭|四眼田雞|矮子)`,
  ),
  // a child shut out: 沒有人要跟小珍玩, 大家都不想跟阿偉同一組, 全班都不跟小萱講話, 誰都不想坐在小真旁邊, 沒人要阿胖
  zh(
    'profanity',
    `(?:(?:沒有人|沒人|誰都不|誰也不|大家都不|全班都不|所有人都不|我們都不|我們全班都不|都故意不|故意不|都不)(?:會)?(?:想|要|願意|喜歡|肯)?(?:跟|和|陪|理)(?:${PERSON40})(?:玩|做朋友|說話|講話|一組|同一組|坐|一起)|(?:沒有人|沒人|誰都不|大家都不|全班都不)(?:想|要|願意)?坐(?:在)?(?:${H}{0,3}的)?${PERSON40}(?:的)?旁邊|(?:沒有人|沒人)(?:要|想要|愛|喜歡|理)${PERSON40}(?![的去來幫做當拿說講跟和寫畫坐回弄]))(?!.{0,20}(?:陪|可憐|邀請|一起玩|告訴老師|不對|難過))`,
  ),
  // everyone hates a named child: 全班都討厭阿宏, 大家都很討厭王美美, 我們全班都不喜歡小倫
  zh(
    'profanity',
    `(?:(?:全班|大家|所有人|我們全班|全校|班上的人)(?:都|也)?(?:很|超|最)?(?:討厭|不喜歡|恨|嫌棄|看不起|受不了)${NAMED40}|(?:全班|我們全班|全校|班上的人)(?:都|也)?(?:很|超|最)?(?:討厭|不喜歡|恨|嫌棄|看不起|受不了)(?:他們|她們|他|她))(?!的|一直|老是|總是|每次|常常|又|在|把|說|亂|上課|遲到|抓|吵|跑|打)`,
  ),
  // sarcasm: 你以為你很漂亮喔？醜死了, 你也配當班長, 就憑你？, 回去照照鏡子, 好可憐喔都沒有朋友, 連一加一都不會
  zh(
    'profanity',
    `(?:你|妳|他|她)(?:以為|覺得)(?:你|妳|他|她|自己)(?:很|好|超|最)?(?:漂亮|聰明|帥|厲害|了不起|可愛|美|棒).{0,6}(?:醜死|笨死|醜八怪|笨蛋|白痴|噁心|照照鏡子|也不看看|少臭美|做夢|作夢|笑死)`,
  ),
  zh(
    'profanity',
    `(?:你|妳|他|她)(?:也|還)配(?:當|做|跟我|跟他|跟她|和我|說話|叫|拿|得到|參加|喔|嗎|$)|就憑(?:你|妳|他|她)(?:$|也想|還想|也敢|也配)|(?:回去|回家)(?:照照|照一下)鏡子|照照鏡子(?:吧|啦|再來|再說)|撒泡尿照照|(?:好可憐|真可憐|可憐喔|好可憐喔)(?:喔|哦|耶)?(?:${PERSON40})?(?:都|根本|一個|連一個)?沒(?:有)?(?:朋友|人要|人愛|人理|人喜歡)(?!.{0,12}(?:陪|邀請|一起玩|跟他玩|跟她玩|當他的朋友|當她的朋友))`,
  ),
  zh(
    'profanity',
    `(?:好聰明|真聰明|好厲害|真厲害|真是天才|好棒)(?:喔|哦|耶|啊)?.{0,3}連.{1,10}都(?:不會|做不到|算不出來|答錯|算錯|搞不懂)|連.{1,10}都(?:不會|做不到|算錯|答錯).{0,3}(?:真是天才|好聰明喔|智障|白痴|白癡|笨蛋|有夠笨|笨死|廢物|低能|腦殘)|(?:零分|鴨蛋|最後一名|倒數第一).{0,10}(?:真是天才|真是聰明)`,
  ),
  // contempt written or drawn on a child's things, pictures changed to mock: 在她的桌上寫醜八怪, 把小如的照片改成豬臉
  zh(
    'profanity',
    `(?<=${PERSON40})的(?:桌上|桌子|作業簿|作業|課本|書包|聯絡簿|椅子|鉛筆盒|背上|照片|衣服)(?:上|裡)?(?:偷偷)?(?:寫|畫|貼)(?:了|上)?(?:${NOUN40})|(?:照片|大頭貼|大頭照).{0,4}(?:改成|p成|畫成|變成|合成)(?:豬|猴子|大便|醜八怪|猩猩|蟑螂)`,
  ),
  // 去死 said with a homophone a child types (去屎, 去史): 你去屎啦
  zh('profanity', `(?:你|妳|你們|妳們|他|她)(?:快|趕快|最好|給我)?去(?:屎|史)(?:啦|吧|好了|一屎|$)`),
  // a child's family shamed for being poor: 小柔的媽媽是撿破爛的，好丟臉
  zh('profanity', `(?:撿破爛|撿垃圾|收破爛|撿回收)的?.{0,4}(?:好丟臉|丟臉|好臭|好髒|噁心|好好笑|笑死)`),
  // a named child or 他/她 beaten up or held under water: 把他揍一頓, 把小玉的頭壓到水裡, 拿圓規刺阿哲
  zh(
    'violence',
    `把${PERSON40}(?:狠狠地?|好好地?|抓起來)?(?:揍|扁|毒打|打|修理)(?:了)?(?:一頓|到哭|到流血|到住院|到吐|個半死)|把${PERSON40}(?:的)?(?:頭|臉)(?:壓|按|塞|推)(?:到|進|入|在)(?:水裡|水中|水桶|馬桶|泥巴|游泳池|水溝|垃圾桶|水)|(?:拿|用)(?:著)?(?:圓規|鉛筆|筆|針|叉子|竹籤|牙籤|釘子|碎玻璃|玻璃|螺絲起子|剪刀|美工刀|刀子?)(?:去|來)?(?:刺|戳|插|劃|割|捅|扎)(?:傷|破|爛)?(?:了)?${PERSON40}`,
  ),
  // gender ranked: 女生就是比男生笨, 女生不可以當班長
  zh(
    'hate',
    `(?:女生|女人|女孩子?|男生|男人|男孩子?)(?:就是|都|本來就|天生|一定)?比(?:女生|女人|女孩子?|男生|男人|男孩子?)(?:還|更)?(?:笨|差|爛|弱|沒用|低等|蠢|髒|不聰明)|(?:女生|女人|女孩子|男生|男人)(?:就是|本來就)?(?:不能|不可以|不准|不配|不應該)(?:當|做)(?:班長|醫生|總統|老闆|隊長|科學家|工程師|警察)`,
  ),
  // a wish to be gone for good: 不如死掉算了, 如果我不見了大家會比較開心, 我想走進海裡不回來了
  zh(
    'self_harm',
    `(?:不如|乾脆|還不如|那我)(?:我)?(?:就)?(?:去)?(?:死掉|去死|死一死|死了|消失)算了|如果我(?:不見了|死掉了?|死了|消失了?|不在了?|沒有出生).{0,12}(?:大家|爸媽|媽媽|爸爸|全世界|他們|所有人|全班|你們)(?:應該|一定|就|都|也)*會(?:比較|更|很)?(?:開心|快樂|輕鬆|高興|好過|幸福)|我(?:想|要|好想)(?:要)?(?:走進|跳進|跳到|走到|游到|沉到)(?:海|河|湖|水|大海)(?:裡|中|底)?.{0,6}(?:不回來|不要上來|不再上來|再也不|永遠|不要回來|消失)|(?:我|自己)(?:不應該|不配|不該|沒資格)(?:活著|活下去|出生|存在)`,
  ),
  // drugs taken for the high: 吃了糖果一樣的藥整個人飛起來, 喝咖啡包 high 一下, 彩虹菸, 打毒針, 吸白色粉末
  zh(
    'drugs',
    `(?:吃|吸|喝|抽|聞|打|吞)(?:了)?.{0,10}(?:藥|藥丸|粉|粉末|膠|笑氣|菸|煙|藥水|針|咖啡包|糖漿).{0,8}(?:很high|好high|high|嗨|茫|飛起來|飄飄|升天)|彩虹菸|毒咖啡包|咖啡包.{0,6}(?:high|嗨|茫|飛起來)|(?:打|注射)(?:了)?(?:一針|一管)?(?:毒針|毒品|海洛因|嗎啡|安非他命)|(?:吸|聞|鼻子吸)(?:了)?(?:一些|一點|一條)?(?:白色的?)?(?:粉末|白粉)|(?:一整瓶|整瓶|好幾瓶)(?:的)?(?:止咳藥水|咳嗽藥水|感冒糖漿).{0,8}(?:茫|high|嗨|飛|爽|暈)`,
  ),
  // a child's home told by a landmark and a floor: 我家在全聯對面那棟大樓的8樓
  zh(
    'personal_info',
    `我(?:家|住)(?:在|住在|就在)?.{1,10}(?:對面|旁邊|隔壁|樓上|樓下|後面|斜對面)(?:的|那棟|那間|那個)*(?:大樓|公寓|社區|房子)?(?:的)?(?:\\d{1,2}|[一二三四五六七八九十]{1,3})樓`,
  ),
  // a name with a school and a class, labelled or told: 我的名字：黃怡君，學校：大同國小四年五班
  zh(
    'personal_info',
    `(?:我叫|我的名字是?|名字是?|姓名是?|我是)${H}{2,3}.{0,16}(?:國小|國中|小學)(?:\\d|[一二三四五六])年(?:級)?(?:\\d{1,2}|[一二三四五六七八九十]{1,2})班`,
  ),
  // meeting someone met online, alone or kept from the parents: 網友說要約在捷運站見面，我會自己去不告訴爸媽
  zh(
    'personal_info',
    `(?:網友|網路上認識|遊戲裡認識|遊戲認識|線上認識).{0,20}(?:見面|約在|約好|來找我|來我家|去他家|接我).{0,20}(?:自己去|一個人去|不告訴|不要告訴|不跟|不要跟|偷偷)`,
  ),
]);

/** English (lower case, words after leetspeak; the sentence is space-padded). */
export const RULES_EN_0040: Rule[] = [
  {
    cat: 'profanity',
    re: / (?:nobody|no one|noone) (?:likes|wants to play with|plays with|wants to sit (?:with|next to)|talks to|loves) (?:him|her)\b| (?:he|she|u|you) (?:smells?|stinks?)(?= $| (?:bad|like|so|really|gross|disgusting|awful|terrible|and|ew|lol|eww))| (?:everyone|everybody|all of us|we all|the whole class) (?:hates?|can t stand) (?:him|her|you|u)\b/,
  },
  {
    cat: 'violence',
    re: / beat (?:him|her|you|u|them) up\b| (?:gonna|going to|will) (?:punch|kick) (?:him|her|you|u)\b/,
  },
  {
    cat: 'sexual',
    re: / (?:send|show|give) (?:me )?(?:a |some |ur |your )?(?:pic|pics|photo|photos|picture|pictures|selfie|selfies|video|vid) (?:of )?(?:u|you|yourself|ur body|your body)(?: (?:in (?:ur|your) (?:undies|underwear|bra|panties|pants|bikini|swimsuit)|naked|nude|without (?:any |ur |your )?clothes|with no clothes|in the (?:bath|shower)))/,
  },
  { cat: 'injection', re: / dan mode\b| do anything now\b| jailbreak(?:ed)? mode\b/ },
];

// words an English sentence is made of, so a capitalised word that is none of them is a name (Amy, Jason)
export const COMMON_EN = new Set(
  'i he she it we they you my your his her our their the a an no nobody everyone everybody all this that these those and but or so if when because is are was were be not do does did what who why how hi hello dear mr mrs ms miss teacher mom dad today yesterday tomorrow monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays january february march april may june july august september october november december christmas halloween easter english chinese math maths science art music pe lunch school homework'.split(
    ' ',
  ),
);
const NAMED_EN: Rule[] = [
  {
    cat: 'profanity',
    re: /\b(?:nobody|no one|noone) (?:likes|wants to play with|plays with|wants to sit (?:with|next to)|talks to|loves) NAME\b|\bNAME (?:(?:smells|stinks)(?=$|[.!,]| (?:bad|like|so|really|gross|disgusting|awful|terrible|and|ew|lol))|is (?:so |such a |a |an |the )?(?:smelly|stinky|gross|disgusting|loser|idiot|moron|freak|weirdo|fatso|dummy|dumb|stupid|ugly)\b)|\b(?:everyone|everybody|all of us|we all|the whole class) (?:hates?|can't stand) NAME\b/,
  },
];

// insulting emoji in a predicate (小明是🐷, 他像💩): read as the word, only after 是/像/叫 (elsewhere an emoji stays a
// separator, so 殺🐷人 is still 殺 人)
const EMOJI_WORD: Record<string, string> = {
  '🐷': '豬',
  '🐖': '豬',
  '🐽': '豬',
  '💩': '大便',
  '🪳': '蟑螂',
  '🤮': '噁心',
};
const EMOJI_PRED =
  /([是像叫成])\s*(?:一隻|隻|個|一個|一坨|坨)?\s*(\u{1F437}|\u{1F416}|\u{1F43D}|\u{1F4A9}|\u{1FAB3}|\u{1F92E})/gu;

/**
 * What the compact text cannot show (safety.ts `classify`, one line): English names by their capital (nobody likes
 * Amy, Tom is a loser) and insulting emoji in a predicate. `ruleCheck` runs the section's Chinese rules on a compact
 * text.
 */
export function extra0040(text: string, compactOf: (t: string) => string): SafetyCategory[] {
  const out: SafetyCategory[] = [];
  if (/[A-Z]/.test(text)) {
    const named = text
      .replace(/[’']/g, "'")
      .replace(/\b[A-Za-z]+\b/g, (w) =>
        /^[A-Z][a-z]+$/.test(w) && !COMMON_EN.has(w.toLowerCase()) ? 'NAME' : w.toLowerCase(),
      );
    for (const r of NAMED_EN) if (r.re.test(named)) out.push(r.cat);
  }
  if (/[\u{1F400}-\u{1FAFF}]/u.test(text)) {
    const mapped = text.replace(EMOJI_PRED, (_, pre: string, e: string) => pre + EMOJI_WORD[e]!);
    if (mapped !== text) {
      const c = compactOf(mapped);
      for (const r of session0040RulesZh()) if (r.re.test(c)) out.push(r.cat);
    }
  }
  return out;
}

/**
 * Owned names that are everyday words or persons' names alone (大雄, 胖虎, 毛怪, 尼莫, 琪琪 — decision 0035 left
 * them out of the list) are owned in each other's company: two names of one work in one text are that work's
 * characters (胖虎和小夫, 毛怪和大眼仔). Found on the compact text; safety.ts `findOwnedCharacter` asks for it when
 * no listed name is found, and the nudge then applies where a listed name's would (drawn, a story's character).
 */
const OWNED_PAIRS_0040: { names: string[]; idea: string }[] = [
  { names: ['大雄', '胖虎', '小夫', '靜香', '宜靜', '技安'], idea: '一群一起上學、互相幫忙的好朋友' },
  { names: ['章魚哥', '蟹老闆', '珊迪', '皮老闆', '泡芙阿姨'], idea: '住在海底小鎮的一群鄰居' },
  { names: ['毛怪', '大眼仔', '阿布'], idea: '一起上班的兩個怪獸好朋友' },
  { names: ['尼莫', '多莉', '馬林'], idea: '在大海裡找家人的小魚' },
  { names: ['娜美', '香吉士', '騙人布', '羅賓', '索隆'], idea: '一起出海尋寶的夥伴' },
  { names: ['噴火龍', '快龍', '超夢', '小智', '小火龍'], idea: '會長大變身的小怪獸和牠的小主人' },
  { names: ['琪琪', '拉拉'], idea: '住在星星上的一對雙胞胎' },
  { names: ['茱蒂', '尼克'], idea: '一起破案的兔子警官和狐狸' },
  { names: ['林克', '薩爾達'], idea: '拿著盾牌冒險的勇者和公主' },
  { names: ['紫悅', '碧琪', '雲寶', '柔柔', '珍奇', '蘋果嘉兒'], idea: '一群會魔法的彩色小馬' },
  { names: ['風間', '妮妮', '正男'], idea: '一群幼稚園的調皮好朋友' },
  { names: ['花輪', '丸尾', '野口'], idea: '同一班的一群小學生' },
  { names: ['胡迪', '翠絲', '抱抱龍', '火腿豬', '蛋頭先生'], idea: '會在晚上偷偷活過來的玩具' },
];
// Simplified, like the compact text
const DEPICT40 = /(?<![漫动])[画绘](?!面)|图|主角|角色|故事|扮成|变成|当成/u;
let pairKeys: { keys: string[]; names: string[]; idea: string }[] | undefined;
export function ownedPair0040(compact: string): { name: string; idea: string; key: string } | undefined {
  pairKeys ??= OWNED_PAIRS_0040.map((g) => ({ ...g, keys: g.names.map((n) => simplify(n)) }));
  for (const g of pairKeys) {
    const at = g.keys.map((k) => compact.indexOf(k));
    const hits = at.map((a, i) => (a >= 0 ? i : -1)).filter((i) => i >= 0);
    // two different names (章魚哥 holds no other; 小火龍 and 噴火龍 do not share a place)
    // only where they are drawn or made the story's characters, or the text is little more than the names
    // (我和尼克、茱蒂一起去上英文課 are classmates)
    const names = hits.reduce((n, i) => n + g.keys[i]!.length, 0);
    if (hits.length >= 2 && (DEPICT40.test(compact) || compact.length <= names + 4)) {
      const first = hits.reduce((a, b) => (at[a]! <= at[b]! ? a : b));
      return { name: g.names[first]!, idea: g.idea, key: g.keys[first]! };
    }
  }
  return undefined;
}
