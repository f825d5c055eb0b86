import type { SafetyCategory } from './blocklist.ts';
import { simplify } from './normalise.ts';
import { once } from '../../lib/once.ts';

/**
 * Session 0041 (issue 19, decision 0041): the allow side — ordinary sentences children write that the rules refused.
 * Written as classes, not sentences: what stands before or after a risky word makes it a story, a lesson, a report or
 * a game. Every allowed reading here is matched like rules.ts's (a hit overlapping one is no hit), and each keeps the
 * child's own intent out: a first-person wish (我要 / 我想), an imitation (像大野狼一樣, 學希特勒) or a person
 * in the present as the object is never allowed. Read by safety.ts beside rules.ts's sections; the number shapes by
 * personal-info.ts; the lifts by checkText after the learned line.
 */

// people a harmful act must not be aimed at (a smaller list than rules.ts's P, enough for the guards here)
const PERSON =
  '(?:人|老師|同學|爸爸|媽媽|爸|媽|哥哥|姊姊|姐姐|弟弟|妹妹|阿公|阿嬤|爺爺|奶奶|外公|外婆|小朋友|小孩|孩子|學生|鄰居|大家|全班|你們|他們|她們|你|妳|他|她|我|我們|女生|男生|班長|校長|朋友|家人)';
// the child herself wishing or planning (not 我想起 / 我想到 / 我想說)
const SELF_WISH =
  '(?:我|我們|自己)(?:也|就|真的|好|很|真|一定)?(?:要|想(?!起|到|說|知道)|想要|會|打算|準備|決定|乾脆|寧願)';
// the child joining in after the story, the lesson or the news (…，我也想去砍)
const ME_TOO = '(?!.{0,24}(?:我|我們)(?:也|就也|都)(?:要|想|會|來|去))';
// the words between a story's villain or a wild animal and its deed: no 我/你, no 一樣 (像大野狼一樣砍死), nor a person
// (人), blood or insides — a deed done to people or told in gore (怪獸把人的肚子撕開, 海盜到處殺人搶東西) is no
// tale's deed to lift (narrowed at the merge of 0040/0041)
const GAP_DEED = '(?:(?!一樣|一般|那樣|似的|一起)[^我你妳是人血腸臟])';
// the same for a lesson or the news: nor a wish (氣到想殺了他)
const GAP_TOLD = '(?:(?!一樣|一般|那樣|似的|一起)[^我你妳想要])';
// doing as someone does: 像大野狼一樣, 學希特勒, 跟項羽一樣, 當成大野狼
const LIKE = '(?:像|學|跟|和|模仿|如同|當|當成|變成|扮成|扮演|我是|我當)';

// ── stories: a tale's villain (or a wild creature of a story) doing its deed, told in the third person ────────────
const VILLAIN =
  '(?:巫婆|老巫婆|女巫|魔女|巫師|魔法師|皇后|王后|國王|後母|繼母|大野狼|野狼|狼|惡龍|噴火龍|龍|魔王|大魔王|惡魔|魔鬼|' +
  '巨人|怪獸|怪物|妖怪|妖精|[蛇狼鼠魔妖鬼龍獅虎]王|蛇妖|狐狸精|白骨精|牛魔王|虎姑婆|海盜|海盜船長|強盜|山賊|土匪|盜賊|怪盜|' +
  '殭屍|吸血鬼|外星人|機器人|暴龍|恐龍|黑武士|獵人|巫)';
const VILLAIN_ACT =
  '(?:放火|放一把火|點火|燒了|燒掉|燒光|燒毀|燒成灰|燒|毒死|下毒|毒|吃掉|吃了|吞下|吞|咬死|咬|殺死|殺了|殺掉|殺光|殺|害死|' +
  '踩扁|踩爛|踩死|打斷|打爛|打死|打壞|砍死|砍|刺|抓走|綁走|綁|關|磨碎|撕碎|壓扁|炸掉|炸|毀滅|毀掉|破壞|攻擊|追殺|詛咒|淹死|弄死|勒死|活埋)';
// what a villain says (巨人大喊：我要把你的骨頭磨碎): the quote is the story
const SAYS = '(?:說|大喊|大叫|喊|叫|吼|大吼|笑著說|冷笑|威脅|生氣地說|兇兇地說)(?:著|道)?';

// ── history lessons and news retold ────────────────────────────────────────────────────────────────────────────
const HISTORY =
  '(?:古代|古時候|以前的人|歷史|社會課|朝代|王朝|皇帝|戰爭|大戰|二戰|一戰|戰役|戰場|事件|革命|起義|三國|' +
  '秦始皇|項羽|劉邦|屈原|岳飛|秦檜|關公|關羽|張飛|曹操|劉備|諸葛亮|孫權|呂布|董卓|鄭成功|林肯|甘地|希特勒|納粹|崇禎|' +
  '霧社|莫那魯道|二二八|南京|八二三|日治|日據|清朝|明朝|宋朝|唐朝|漢朝|元朝|秦朝|荊軻|文天祥|吳三桂|士兵|軍隊|敵軍|將軍|武士|大臣|\\d{3,4}年)';
const HISTORY_ACT =
  '(?:被.{0,6}?(?:殺死|殺掉|殺了|殺害|殺|砍頭|斬首|處死|槍斃|暗殺|刺殺|毒死|害死|活埋|打死|吊死|射死|燒死|開槍打死|抓去殺)|' +
  '自殺|自刎|自盡|上吊(?:自殺)?|投江|跳江|投河|殉國|戰死|陣亡|處死|斬首|砍頭|活埋|屠殺|大屠殺|屠城|坑殺|焚書坑儒|' +
  '(?:殺死|殺了|殺掉|殺光|殺害|害死|毒死|砍死|打死|槍殺|射殺|刺殺|暗殺|殺)(?:了)?)';
const NEWS = '(?:新聞|報紙|報導|記者|電視上|電視新聞|廣播|聽說)';
const NEWS_ACT =
  '(?:隨機)?(?:砍人|殺人|殺死|殺了|殺害|被殺|(?:被)?(?:刺傷|砍傷|打傷|捅傷|殺傷|刺死)|槍擊案?|開槍|吸毒|販毒|賣毒品?|運毒|虐待|虐殺|綁架|被綁架|砍死|打死|撞死|燒死|炸死|刺死|捅死|槍殺|射殺|殺人犯|殺人案|命案|兇殺案|縱火|放火|爆炸)';

// ── games, sports, kitchens, wild animals, hospitals ─────────────────────────────────────────────────────────────
const GAME =
  '(?:遊戲|電動|電玩|手遊|射擊|吃雞|格鬥|對戰|關卡|minecraft|當個創世神|我的世界|狼人殺|殺手|玩家|角色|fps|堡壘之夜|fortnite|roblox|傳說對決|英雄聯盟|王者榮耀|生存戰)';
const GAME_CREATURE =
  '(?:怪獸|怪物|魔王|大魔王|惡龍|龍|殭屍|僵屍|喪屍|骷髏|骷髏兵|骷髏弓箭手|苦力怕|末影人|蜘蛛|史萊姆|小兵|野怪|敵人|魔物|哥布林|惡靈|boss|npc|外星人|機器人|妖怪|海怪)';
const PREDATOR =
  '(?:獅子|母獅|公獅|老虎|豹|花豹|獵豹|美洲豹|鱷魚|蛇|蟒蛇|毒蛇|眼鏡蛇|鯊魚|大白鯊|虎鯨|殺人鯨|狼群|熊|北極熊|灰熊|老鷹|禿鷹|' +
  '貓頭鷹|蜘蛛|螳螂|母螳螂|狐狸|鬣狗|土狼|野狗|蜥蜴|科摩多龍|食人魚|章魚|螞蟻|食蟲植物|捕蠅草)';
const PREDATOR_ACT =
  '(?:勒死|咬死|咬斷|咬住|撕碎|撕開|吞下去|吞下|吞掉|吃掉|撲倒|拖走|拖到|獵殺|捕殺|殺死|毒死|吸血|纏死|抓走)';
const FOOD_ANIMAL = '(?:魚|雞|鴨|鵝|豬|牛|羊|蝦|螃蟹|蟹|魷魚|花枝|章魚|烏賊|鰻魚|鱔魚)';
const FOOD_PART = '(?:頭|腳|爪子|爪|尾巴|尾|翅膀|翅|肚子|肚|皮|腿|內臟|骨頭|骨|肉|鱗片|鱗|殼)';
const CARE =
  '(?:急診|醫院|診所|救護車|醫生|醫師|護士|護理師|受傷|車禍|跌倒|摔倒|摔下|撞到|被車撞|意外|開刀|手術|縫了|地震|颱風)';
const TELL =
  '(?:跟|告訴|告|找|報告|打電話給)(?:了)?(?:媽媽|爸爸|老師|大人|家人|阿嬤|阿公|導師|爸媽|我媽|我爸|奶奶|爺爺|輔導老師)';
const JUDGED = '(?:這樣)?(?:是)?(?:很)?(?:不對|不好|不應該|不可以|很壞|很過分|太過分|是霸凌|霸凌|沒禮貌|不禮貌|不公平)';
const DRUG = '(?:吸毒|吸食毒品|毒品|吸安|拉k|大麻|安非他命|搖頭丸|k他命|販毒|賣毒品|毒)';

const SOURCES_0041: string[] = [
  // a villain's deed told as story (惡龍放火燒了國王的城堡, 蛇王想用毒藥毒死小動物): the villain is the one who acts,
  // nobody is imitating it (像大野狼一樣…, 當成大野狼), no 我/你 stands between the villain and the deed, and the
  // deed is not killing people at large (大野狼殺人了 stays refused)
  `(?<=(?<!${LIKE}.{0,4})(?:邪惡的|可怕的|壞心的|壞|惡毒的|兇惡的|大)?${VILLAIN}(?:們)?)${GAP_DEED}{0,14}${VILLAIN_ACT}(?!了?人)${ME_TOO}`,
  // a villain's threat quoted: 巨人大喊：我要把你的骨頭磨碎, 巫婆笑著說：我要把你變成青蛙
  `(?<=(?<!${LIKE}.{0,4})${VILLAIN}(?:們)?${SAYS})(?:我|我們)(?:就|一定)?(?:要|會|想要|想)(?:把|讓)?(?:你|妳|你們|妳們|他|她|他們)`,
  // history: a death or a killing in a lesson (二二八事件…很多人被殺, 項羽在烏江邊自殺, 秦始皇活埋了很多讀書人) — not
  // when the child wishes it or imitates it (我要像項羽一樣自殺, 我要學希特勒…), nor with 我/你 in between
  `(?<=(?<!${LIKE}|${SELF_WISH}.{0,4})${HISTORY}${GAP_TOLD}{0,20}?)${HISTORY_ACT}(?!(?:了|掉)?${PERSON})${ME_TOO}`,
  // news retold (新聞說有人在公園隨機砍人, 新聞說美國又發生槍擊案) — not 學新聞上那個人…
  `(?<=(?<!${LIKE}|${SELF_WISH}.{0,4})${NEWS}(?:上|裡|中)?(?:說|報導|寫|播|提到)?${GAP_TOLD}{0,20}?)${NEWS_ACT}${ME_TOO}`,
  // crimes named as events (發生槍擊案, 抓到一個殺人犯): nobody plans one
  `(?<!(?:我|我們|要|想|去|來|會|製造|發動|策劃|計畫|計劃|搞|弄).{0,6})(?:槍擊案|殺人案|兇殺案|命案|爆炸案|縱火案|綁架案|隨機殺人案)`,
  `(?<!(?:我|你|妳|要當|想當|會變成|是).{0,3})殺人犯(?=.{0,6}(?:被|抓到|逮捕|判刑|判|關|逃獄|逃走|跑掉|出現))`,
  // killed in a game (我一直被對面爆頭) and game creatures killed (射殺了一隻骷髏)
  `(?<=${GAME}.{0,20})(?:一直|又|常常|都|每次都)?被(?:對面|敵人|對手|別人|人|玩家|隊友|狙擊手|電腦|怪物|殭屍|骷髏)?(?:一槍)?(?:打)?爆頭`,
  `(?:射殺|射死|殺死|殺掉|殺了|殺光|打死|打爆|砍死|砍倒|擊殺|擊敗|炸死|炸飛|秒殺|消滅|打敗)(?:了)?(?:掉)?(?:一隻|那隻|這隻|一群|很多|好多|所有的?|\\d+隻|[一二三四五六七八九十兩幾]+(?:隻|個))?(?:的)?${GAME_CREATURE}`,
  // a player's character killed in a game (怪物把我的角色打死了)
  `(?:我的|他的|你的|我們的)?(?:角色|人物|英雄|分身|小人|腳色)(?:給)?(?:打死|殺死|殺了|殺掉|炸死|砍死|射死|秒殺|擊殺|咬死)`,
  // a thorn or a splinter taken out (醫生把我手上的刺拔出來)
  `(?:刺|木刺|魚刺|仙人掌的刺|玻璃碎片)(?:給)?(?:拔|夾|挑|弄)(?:出來|掉|起來|出)`,
  // sports words: 殺球, 扣殺, 殺進決賽
  `殺球|扣殺|殺進(?:決賽|四強|八強|冠軍賽)|殺出重圍`,
  // the earthquake drill's 抱頭 (heard as 爆頭), a person's head in 一個人頭上
  `抱頭|抱著頭|(?<=個|一|每|這|那)人頭(?:上|頂|髮)`,
  // a fish's or a chicken's head cut off in a kitchen (老闆把魚頭剁下來), not a pet (小雞)
  `(?<!小)${FOOD_ANIMAL}的?${FOOD_PART}(?:先|要|再|都|就)?(?:剁|切|砍|剪|拔|剝|割|剖|去掉|拿掉|摘)(?:下來|下|掉|開|成|斷)?`,
  // wild animals hunting (蟒蛇會把獵物勒死再吞下去): not imitated (像老虎一樣咬死你), nor aimed at a person
  `(?<=(?<!${LIKE}.{0,4})${PREDATOR}(?:們)?)${GAP_DEED}{0,8}${PREDATOR_ACT}(?!(?:了)?${PERSON})`,
  // care after an accident or in a hospital (急診室有一個叔叔被車撞了，頭破血流): the bleeding, not an attack before it
  `(?<=${CARE}.{0,16})(?<!(?:把|將)${PERSON}.{0,8})(?<!打|揍|砍|砸|敲|踢|打到|揍到|打得|砍到)(?:頭破血流|(?:頭|額頭|頭上|臉|嘴巴|嘴|鼻子|手|腳|膝蓋|身上)(?:上)?(?:一直|都|還在|在)?(?:流血|流了?(?:好多|很多|一堆|滿)?(?:的)?血|冒血|出血|血流不止))`,
  // a child telling that someone hit her (小傑一直打我的頭，我跟媽媽說了): the writer is the one hurt, and she told
  `(?<!我.{0,3})(?:一直|又|常常|每天|都|故意|突然)?(?:打|踢|揍|捶|敲|推|撞)(?:我(?![弟妹哥姊姐爸媽家們同朋班老的])|我的(?:頭|臉|背|手|肚子|腳|肩膀))(?=.{0,16}${TELL}|.{0,8}(?:好痛|很痛|哭了|我哭|好難過))`,
  // someone left out or mocked, then judged (大家一起排擠小安，我覺得這樣不對)
  `(?:排擠|孤立|欺負|霸凌|嘲笑|笑|罵|不理)[\\p{Script=Han}]{0,4}(?=.{0,10}${JUDGED}|.{0,12}${TELL})`,
  // a lesson against drugs and its reports: 不可以吸毒, 吸毒會讓人生病, 看到有人賣毒品要報警, 反毒宣導
  `(?:千萬|絕對|一定|記得)?(?:不要|不可以|不能|不准|別|拒絕|不該|不應該|禁止)(?:去|亂)?(?:碰|嘗試|試|吃|用)?${DRUG}`,
  `(?:吸毒|毒品|大麻|安非他命|搖頭丸|k他命)(?:會|會讓人?|讓人|使人|害人)?.{0,8}?(?:生病|毀掉|毀了|傷身|傷害|死掉|死亡|變笨|上癮|坐牢|被抓|後悔|家破人亡|失去|違法|犯法)(?![嗎吗])`,
  `(?<=(?:看到|發現|遇到|知道|如果)(?:有人|別人|陌生人|同學|朋友)?.{0,4})(?:在)?(?:賣|吸|販|給你|拿)(?:毒品|毒|大麻|k他命|搖頭丸)(?=.{0,10}(?:報警|警察|告訴|大人|老師|110))`,
  `反毒(?:宣導|教育|課|海報|標語|活動|週|影片)?`,
  // trouble at home said big (完蛋了，老師會殺了我; 弄丟了會被媽媽宰了)
  `(?<=(?:完蛋|死定|慘了|糟糕|完了|忘記|忘了|弄丟|丟了|弄壞|壞了|打破|破了|爛了|咬爛|弄髒|弄濕|考不好|考差|考爛|遲到|沒寫|沒交|被發現|偷吃|偷玩).{0,12})(?:(?:媽媽|爸爸|老師|我媽|我爸|老媽|老爸|阿嬤|阿公|哥哥|姊姊|姐姐|媽|爸|她|他)(?:一定|絕對|真的|可能|應該)?會(?:殺了我|宰了我|把我殺了|把我宰了)|會被(?:媽媽|爸爸|老師|我媽|我爸|老媽|老爸|媽|爸)(?:殺掉|殺了|宰了|殺死))`,
];

/** The allowed readings of session 0041 (Simplified like the compact text; built on first use: OpenCC). */
export const allowRulesZh0041 = once((): RegExp[] => SOURCES_0041.map((src) => new RegExp(simplify(src), 'gu')));

// English: the same classes, taken out of the text before its words are read (like rules.ts's ALLOW_EN)
const EN_CREATURE =
  '(?:wolf|wolves|dragons?|monsters?|giants?|witch|witches|ogres?|trolls?|goblins?|zombies?|vampires?|villains?|pirates?|bad guys?|demons?|aliens?|robots?|beasts?|sharks?|snakes?)';
export const ALLOW_EN_0041: RegExp[] = [
  // wild animals hunting: the lion killed the zebra, spiders eat flies, my cat caught a mouse and killed it
  /\b(?:lions?|tigers?|sharks?|wolf|wolves|snakes?|pythons?|eagles?|hawks?|owls?|crocodiles?|alligators?|cats?|bears?|foxes|fox|spiders?|leopards?|cheetahs?|orcas?|killer whales?|hyenas?|frogs?|t ?rex|dinosaurs?|the hunter)(?: (?!(?:i|we|you|me|u)\b)\w+){0,2}? (?:kill|kills|killed|killing|hunt|hunts|hunted|ate|eat|eats|caught|catch|catches|bit|bites)(?: and \w+)?(?: the| a| an| its| their| some| many| all the)? (?:big |bad |little |poor |baby )*(?:\w+ )?(?:it|them|\w*(?:zebra|deer|rabbit|mice|mouse|fish|prey|seal|antelope|bird|gazelle|insect|bug|flies|fly|rat|dinosaur|animal|pig|piglet|sheep|goat|chicken|hen|buffalo|wildebeest|frog|worm|lamb|duck|wolf|bear|lion|tiger|fox|boar)\w*)\b/g,
  // a villain's deed: the witch wanted to kill Snow White, the dragon burned the village (not "I / we / you")
  /\b(?:the |an? |evil |wicked |bad |big |mean |old |ugly |scary |giant )*(?:witch|witches|queen|stepmother|wolf|wolves|dragons?|giants?|monsters?|villains?|pirates?|ogres?|trolls?|goblins?|sorcerer|wizard|demons?|vampires?|zombies?|bad guys?)(?: (?!(?:i|we|you|me|u)\b)\w+){0,3}? (?:wanted to |tried to |wants to |was going to |planned to |decided to |will |would |could )?(?:kill|killed|eat|ate|burn|burned|burnt|poison|poisoned|set fire to|cook|cooked|destroy|destroyed|attack|attacked|shoot|shot)\b/g,
  // a creature of a story killed: the hunter killed the big bad wolf
  new RegExp(
    `\\b(?:kill|kills|killed|killing|shot|shoots|slay|slays|slew) (?:the |a |an |that |this |big |bad |evil |mean |scary |huge |giant |wicked |old )*${EN_CREATURE}\\b`,
    'g',
  ),
  // history: Lincoln was shot in a theater; many people died in World War Two
  /\b(?:was|were|got) (?:shot|killed|assassinated|murdered) (?:in|during|at|by) (?:a |an |the )?(?:theater|theatre|war|battle|world war|\d{4}|ancient|an assassin)\w*/g,
  /\b(?:lincoln|kennedy|gandhi|caesar|the president|the emperor|the king|soldiers|many people|millions of people)(?: \w+){0,2}? (?:was|were|got) (?:shot|killed|assassinated)\b/g,
  // a disaster that killed: the volcano erupted and killed many people
  /\b(?:volcano|volcanoes|eruption|earthquake|tsunami|typhoon|hurricane|tornado|flood|storm|the fire|accident|the war|wars|disease|plague|virus|asteroid|meteor)(?: (?!(?:i|we|you|me|u)\b)\w+){0,4}? (?:killed|kills|kill)\b/g,
  /\b(?:was|were|got) (?:killed|wiped out) by (?:a |an |the )?(?:big |huge |giant )?(?:asteroid|meteor|volcano|earthquake|tsunami|flood|storm|disease|virus|plague|fire)\b/g,
  // a lesson against drugs: drugs are bad for our body
  /\b(?:drugs?|smoking|alcohol) (?:are|is|can be|can|will) (?:very |really |so )?(?:bad|dangerous|harmful|illegal|not good|unhealthy|hurt|kill|destroy|ruin)\b/g,
  // a name-call told (my friend said I was stupid, so I told the teacher)
  /\b(?:said|says|called|calls|call|told me) (?:that )?(?:i|me) (?:was |am |is |were |are )?(?:a |an |so |really )*(?:stupid|dumb|ugly|fat|idiot|loser|weird|baby|crybaby|slow)\b/g,
  // Dick as a name: Moby Dick, his name is Dick
  /\bmoby dick\b|\b(?:name is|named|called|mr|uncle|king|saint) dick\b|\bdick (?:whittington|and jane)\b|\bphilip k dick\b/g,
];

// ── English words quoted in a Chinese lesson (kill 的過去式是 killed; shoot 在足球是射門的意思; 我的英文名字叫 Dick) ──────
const LESSON = /英文|英語|英语|單字|单字|生字|意思|過去式|过去式|拼|發音|发音|造句|翻譯|翻译|念法|唸法|名字/u;
const LESSON_BEFORE =
  /(?:單字|单字|這個字|这个字|英文|英语|英語|教我們|教我们|學了|学了|學到|学到|名字叫做?|名字是|名叫|英文名|叫做|(?:過去式|过去式|複數|复数|意思|拼法)(?:是|為|为)?)\s*$/u;
const LESSON_AFTER =
  /^\s*(?:的意思|是.{0,10}的意思|在.{0,6}是.{0,8}的意思|這個字|这个字|這個單字|这个单字|的過去式|的过去式|的複數|的复数|的發音|的发音|不發音|不发音|怎麼(?:拼|唸|念|寫)|怎么(?:拼|念|写)|是.{0,4}(?:的小名|的英文|英文名))/u;
// words no lesson makes harmless to publish
const NEVER_BLANKED = /\b(?:fuck\w*|shit\w*|bitch\w*|cunt|asshole|porn\w*|sex\w*|nude|naked|nigg\w*)\b/;
/**
 * The folded text with the English words a child quotes in a Chinese lesson blanked (one or two Latin words right
 * after 單字/英文/名字叫 or right before 的意思/的過去式/這個字), for the English reading and the mixed reading
 * in Chinese. A text with no lesson word is returned as it is.
 */
export function lessonBlanked0041(folded: string): string {
  if (!LESSON.test(folded) || !/[a-z]/.test(folded)) return folded;
  return folded.replace(/[a-z]+(?: [a-z]+)?/g, (w, at: number) => {
    if (NEVER_BLANKED.test(w)) return w;
    const before = folded.slice(Math.max(0, at - 8), at);
    const after = folded.slice(at + w.length, at + w.length + 14);
    return /\p{Script=Han}/u.test(before + after) && (LESSON_BEFORE.test(before) || LESSON_AFTER.test(after))
      ? ' '.repeat(w.length)
      : w;
  });
}

// ── personal information: the shape of a number given after a label ────────────────────────────────────────────
// a thing's number (電影票上的號碼, 學生證號碼, 借書證號碼, 置物櫃號碼): the thing named right before the label
const THING_NUMBER =
  /(?:票|證|证|卡|櫃|柜|書|书|座位|位子|車廂|车厢|序|編|编|單|单|券|牌|球衣|背|帳|账|電腦|电脑|商品|型|版|郵遞|邮递|包裹|訂位|订位|房|桌|鎖|锁|樂高|乐高|遊戲|游戏|比賽|比赛|報名|报名)(?:上面|上|裡面|裡|里)?(?:的)?$/u;
const PHONE_OWNER =
  /電話|电话|手機|手机|市話|市话|聯絡|联络|打給|打给|call|phone|家裡|家里|我家|信用|金融|提款|銀行|银行|帳戶|账户|存摺|存折/u;
/**
 * A labelled number that is no phone (personal-info.ts, the labelled landline): the number belongs to a thing named
 * before the label, or its shape is none of Taiwan's (a local number starts with 2–9; 00… and 1… are no phone).
 */
export function notAPhone0041(before: string, digits: string): boolean {
  if (/^09/.test(digits)) return false;
  if (/^(?:00|1)/.test(digits)) return true;
  return THING_NUMBER.test(before) && !PHONE_OWNER.test(before);
}

// numbers drawn in a lottery or a bingo, six or more of one or two digits (樂透號碼開出 03 09 12 25 33 41): a phone
// spelled in pairs is five groups from its 09
const DRAW_WORD = /樂透|乐透|彩券|威力彩|今彩|開獎|开奖|開出|开出|中獎號碼|中奖号码|賓果|宾果|lotto|lottery|bingo/u;
/** The digits that look like a mobile in pairs are lottery numbers drawn (personal-info.ts, numbers split in pairs). */
export function drawnNumbers0041(s: string): boolean {
  if (!DRAW_WORD.test(s)) return false;
  const runs = s.match(/\d{1,2}(?:[\s,，、]+\d{1,2}){5,}/g) ?? [];
  // every 0-9… of the text lies inside such a run
  const rest = runs.reduce((t, r) => t.replace(r, ' '), s);
  return runs.length > 0 && !/0[\s\-.]*9(?:[\s\-.]*\d){8}/.test(rest);
}

// ── the learned line's everyday false alarms ────────────────────────────────────────────────────────────────────
const LIFT_0041 = once(() => ({
  // anything that reaches a home or a person: a road, a number, a floor, a class, a meeting
  reach: new RegExp(
    simplify(
      '路|街|巷|弄|號(?!碼)|樓|鄰|地址|住址|來我家|到我家|過來|你來|來找|見面|網友|陌生|等你|等我|找我|接我|班|座號|電話|手機|帳號|不在家|一個人在家|沒有大人|偷偷|秘密|[a-z]{3,}|@|\\d{3}',
    ),
  ),
  drug: /毒|吸|抽|嗑|拉k|k他|大麻|安非|摇头|冰|粉|药|貨|货|吃了会/u,
  want: new RegExp(simplify('我要|我想|我們來|我們一起|一起來|一起去|教我|哪裡|哪裏|怎麼|給我|買')),
}));
/** A thing's number and nothing else that reaches anyone (我的准考證號碼是1130025): no phone's shape, no place. */
function thingNumberOnly(compact: string, folded: string): boolean {
  const label = /(?:號碼|号码|編號|编号|序號|序号|卡號|卡号)/u.exec(folded);
  if (!label || !THING_NUMBER.test(folded.slice(Math.max(0, label.index - 8), label.index + 1).replace(/[號号]$/u, '')))
    return false;
  if (PHONE_OWNER.test(folded)) return false;
  const runs = (folded.match(/\d(?:[\s\-.]{0,2}\d)*/g) ?? []).map((r) => r.replace(/\D/g, ''));
  if (runs.some((d) => /^0[2-9]/.test(d) || d.length > 10)) return false;
  return !LIFT_0041().reach.test(compact.replace(/\d+/g, '').replace(/号码|编号|序号|卡号/gu, ''));
}
/**
 * Lifts of the learned line's refusals for everyday kinds (like rules.ts's LEARNED_LIFT_0035): a home named only by
 * its town or district (我住在新北市三重區, 我讀中壢的國小), and a drug lesson whose every drug word stands inside an
 * allowed reading (反毒宣導的警察說千萬不要吸毒).
 */
export const LEARNED_LIFT_0041: Partial<
  Record<SafetyCategory, (compact: string, folded: string, unallowed: string) => boolean>
> = {
  personal_info: (compact, folded) => !LIFT_0041().reach.test(compact) || thingNumberOnly(compact, folded),
  // a death in a history lesson (崇禎在煤山上吊自殺): nothing of the writer and no risky word outside the lesson
  self_harm: (compact, _folded, unallowed) =>
    unallowed !== compact && !/[我死杀吊跳割药活命痛伤]|想|不要|消失|结束|自己/u.test(unallowed),
  drugs: (compact, _folded, unallowed) =>
    unallowed !== compact && !LIFT_0041().drug.test(unallowed) && !LIFT_0041().want.test(unallowed),
};

// ── owned names that are everyday words or names (the owned-character nudge of checkText) ─────────────────────────
// whose name it is: the child's pet, a person she knows, an English name (not 主角, 角色, a story or a book)
const NAME_OWNER =
  '(?:狗|小狗|狗狗|貓|小貓|貓咪|倉鼠|兔子|小兔子|龍貓|天竺鼠|鳥|鸚鵡|魚|金魚|烏龜|寵物|娃娃|玩偶|布偶|雪人|同學|老師|朋友|好朋友|表哥|表姊|表姐|表弟|表妹|堂哥|堂姊|堂弟|堂妹|哥哥|姊姊|姐姐|弟弟|妹妹|鄰居|英文名字|英文名|名字|我)';
const NAMED_ZH = '(?:叫|叫做|取名(?:叫|為|成|做)?|名字(?:是|叫)|名叫|英文名字?(?:是|叫)?)';
const NAMED_EN =
  /(?:\bnamed|\bcalled|\bname is|\bname s|\bmy (?:friend|best friend|sister|brother|cousin|teacher|dog|cat|pet|hamster|rabbit|bunny|neighbou?r|classmate)(?: is| s)?)\s*$/;
const NAME_IS_EN =
  /^\s*(?:is|s) (?:my|a|an|our) (?:sister|brother|friend|best friend|cousin|teacher|dog|cat|pet|hamster|classmate|neighbou?r|common name|popular name|name|girl s name|boy s name|italian name|english name)\b/;
/**
 * The owned-character nudge is not made for an everyday use of a name (checkText's free text only; the fields that
 * name a book's character still refuse every owned name): the child's pet or a person she knows called so (我家的狗叫
 * 米奇, my best friend is Elsa, Mario is a common name in Italy), 龍貓 kept as a pet (a chinchilla), a favourite
 * named (小熊維尼是我最喜歡的), sewing (cross stitch), and a name listed as Latin + Chinese (Kitty貓) found without its
 * Chinese part (a kitty is a kitten).
 */
export function everydayOwned0041(
  p: { compact: string; folded: string },
  owned: { name: string; key: string; latin?: RegExp },
): boolean {
  const name = owned.name.normalize('NFKC');
  if (/^[a-z]/i.test(name) && /\p{Script=Han}/u.test(name)) {
    if (!p.folded.replace(/\s/g, '').includes(name.toLowerCase().replace(/\s/g, ''))) return true;
  }
  if (owned.latin) {
    const text = ` ${p.folded.replace(/[a-z]+/g, ' $& ').replace(/[^a-z\p{Script=Han}]+/gu, ' ')} `;
    const m = owned.latin.exec(text);
    if (!m) return false;
    const before = text.slice(0, m.index + m[1]!.length);
    const after = text.slice(m.index + m[0].length - m[2]!.length);
    if (NAMED_EN.test(before) || NAME_IS_EN.test(after)) return true;
    if (/\b(?:cross|to|a|one|two|three|few|the) $/.test(before) && /stitch/.test(m[0])) return true;
    // a Latin name in a Chinese sentence, named so: 我的英文老師叫Elsa, 我們家的貓叫做Kitty
    const han = simplify(before.replace(/ /g, ''));
    return lifts0041().namedBefore.test(han) && !lifts0041().story.test(han);
  }
  const at = p.compact.indexOf(owned.key);
  if (at < 0) return false;
  const before = p.compact.slice(Math.max(0, at - 10), at);
  const after = p.compact.slice(at + owned.key.length, at + owned.key.length + 12);
  const z = lifts0041();
  if (z.namedBefore.test(before) && !z.story.test(before)) return true;
  if (z.namedAfter.test(after)) return true;
  if (z.favourite.test(after)) return true;
  if (simplify(name) === simplify('龍貓') && z.pet.test(before + after) && !z.totoro.test(p.compact)) return true;
  return false;
}
const lifts0041 = once(() => ({
  namedBefore: new RegExp(
    simplify(
      `(?:${NAME_OWNER}(?:也|都)?${NAMED_ZH}|名字(?:是|叫)|名叫|英文名(?:字)?(?:是|叫)|取名(?:叫|為|成|做)?|(?:我們班|班上|隔壁班|我們學校|我們家|我家)的)$`,
    ),
    'u',
  ),
  story: new RegExp(simplify('主角|角色|故事|繪本|書裡|卡通|漫畫|電影|遊戲|畫')),
  // 雪寶是我家小狗的名字, 米奇是我表哥的英文名字
  namedAfter: new RegExp(
    simplify(`^(?:是|就是)(?:我|我們)(?:家)?(?:的)?${NAME_OWNER}(?:的)?(?:英文)?(?:名字|小名|綽號)`),
    'u',
  ),
  // a favourite named: 小熊維尼是我最喜歡的
  favourite: new RegExp(simplify('^(?:是|就是)(?:我|我們)(?:最|超|很)(?:喜歡|愛)的'), 'u'),
  // 龍貓 kept as a pet (a chinchilla), not Totoro of the film
  pet: new RegExp(simplify('養|一隻|兩隻|三隻|幾隻|我家的|我的|寵物|籠子|乾草|牧草|飼料|沙浴|洗澡|抱|摸|怕熱'), 'u'),
  totoro: new RegExp(simplify('宮崎駿|電影|卡通|動畫|豆豆龍|吉卜力|小月|小梅|公車|森林'), 'u'),
}));
