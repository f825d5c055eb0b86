import { simplify } from './normalise.ts';
import type { SafetyCategory } from './blocklist.ts';
import type { Rule } from './rules.ts';
import { once } from '../../lib/once.ts';

// ── session 0052 (issue 19, decision 0052, helper mind): the block side, harm said WITHOUT the usual words ─────────
// Self-harm told indirectly (a farewell with the means ready, a lethal amount asked, "better off without me", things
// given away for good), violence with plain verbs (pushed down the stairs, strangled, held under water, locked in and
// burnt, a threat to a named child, Taiwanese 刣/拍予死), drugs by street name or told as a story (奶茶包, 咖啡包, K,
// 喵喵, 草, a "special candy" given in secret — real milk tea, candy and cats stay allowed: the effect, the trade or
// the secret decides), bullying by deed (things hidden or thrown away, water poured on a seat, a child treated as
// invisible, money taken, a child filmed in a humiliating moment and posted), and hate as approval of a massacre or
// as a people born to be slaves. Each rule is a construction over word classes, with its context in lookarounds so
// the matched span stays inside one phrase (safety.ts `fair`). Wired with one line each: `...session0052RulesZh()` in
// rules.ts `rulesZh`, `...RULES_EN_0052` in `RULES_EN`.
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────────

const zh = (cat: SafetyCategory, source: string): Rule => ({ cat, re: new RegExp(simplify(source), 'u') });
const H = '\\p{Script=Han}';

// a child named (小美, 阿凱, 陳志明), a pronoun, or a classmate or family member
const SURNAME52 =
  '[陳林張李王黃吳劉蔡楊許鄭謝郭洪曾邱廖賴徐蘇莊呂蕭羅潘簡鍾彭詹胡沈盧梁趙顏柯翁魏戴范鄧杜傅侯曹薛卓阮董蔣紀姚馮歐涂巫鐘葉]';
const NOT_XIAO52 =
  '(?:狗|貓|鳥|豬|魚|雞|鴨|鵝|兔|熊|牛|羊|馬|蟲|蛇|鼠|猴|象|龜|孩|朋|時|心|吃|便|說|學|姐|姊|妹|弟|哥|寶|偷|丑|強盜|草|組|考|腿|腳|手|口|嘴|丸|籠|菜|點|費|數|刀|船|屋|河|山|路|巷|號|事|節|品|氣|聲|鎮|村|島|麥|米|豆)';
const NAME52 = `(?:${SURNAME52}?小(?!${NOT_XIAO52})${H}|${SURNAME52}?阿(?![姨嬤公媽伯婆兵兜里拉彌貓狗爸叔舅嫂姑])${H}|${SURNAME52}${H}{2})`;
const KIN52 =
  '(?:同學|新同學|轉學生|學弟|學妹|學長|學姊|學姐|弟弟|妹妹|哥哥|姊姊|姐姐|表弟|表妹|堂弟|老師|那個(?:男生|女生|同學|人|胖子)|隔壁班的人)';
const PERSON52 = `(?:(?:隔壁班|我們班|班上|坐我旁邊|我旁邊|前面|後面)的)?(?:${NAME52}|${KIN52}|他們|她們|他|她|伊|你|妳)`;

// ── self-harm ──
// a medicine or a household chemical
const PILL52 = '(?:安眠藥|止痛藥|感冒藥|血壓藥|頭痛藥|退燒藥|普拿疼|藥丸|藥片|藥)';
const CHEM52 =
  '(?:漂白水|清潔劑|消毒水|洗衣精|洗碗精|農藥|鹽酸|去漬油|酒精|芳香劑|通樂|穩潔|漂白劑|安眠藥|止痛藥|感冒藥|血壓藥|普拿疼|藥丸|藥)';
// pests a poison is for (蟑螂喝了殺蟲劑會死嗎 is a question about pests)
const PEST52 = '(?:蟑螂|蚊子|蒼蠅|螞蟻|蟲|老鼠|細菌|病毒|雜草|植物|花|魚|狗|貓)';
const QTY52 = '(?:好多|一整罐|一大罐|一整瓶|一整盒|一堆|一大堆|很多|[0-9一二三四五六七八九十百幾]+(?:顆|片|粒))';
// a farewell, a last message, a time set (Simplified is made by zh())
const FAREWELL52 =
  '(?:再見了(?=大家|各位|爸|媽|世界|你們|所有人|$)|再見大家|大家再見|各位再見|永別|最後一(?:封|條|則|句|篇|段)|遺書|不在了|不用再煩|不會再煩|謝謝(?:你們|大家)(?!幫忙|的幫忙|來|參加|收看|聽|捧場)|對不起大家)';
// ordinary uses of a rope (跳繩, 露營, 行李, 鞦韆)
const ROPE_USE52 = '(?:跳繩|比賽|露營|行李|鞦韆|帳篷|拔河|曬衣|風箏|包裹|垃圾袋)';

// what makes giving things away ordinary (outgrown, graduation, moving house)
const OUTGROWN52 = '(?:穿不下|太小|長大|舊的|不要的|新的|看完|讀完|玩膩|不喜歡|搬家|畢業|轉學|出國)';

// ── drugs ──
// street names that are a drug wherever they are taken (奶茶包, 咖啡包 are laced drink packs; 搖頭丸; K; 喵喵 as a
// powder) and everyday things that are a drug only with a high, a trade or a secret (跳跳糖, 糖果, 草, 葉子)
const SLANG52 = '(?:奶茶包|咖啡包|果汁包|彩虹菸|搖頭丸|神仙水|k粉|k他命|喵喵粉|一粒眠|fm2)';
const WEAK52 = '(?:跳跳糖|特別的糖果?|糖果|喵喵|草|葉子|煙|菸)';
const HIGH52 =
  '(?:很?high|好high|讓人飛|讓你飛|讓我飛|嗨|茫|飄飄|飄起來|飛起來|飛上天|飛天|升天|會飛|在飛|看到彩虹|停不下來|在搖|一直搖|搖頭|笑不停|頭好暈|很舒服|好舒服|好爽|很爽|很放鬆)';
// the high an everyday thing (candy, grass) is a drug by: not 好嗨/high (excited), not 開心得飛起來
const STRONG_HIGH52 =
  '(?:茫|飄飄|飄起來|(?<!開心得|高興得|快樂得|興奮得)飛起來|飛上天|升天|讓人飛|讓你飛|讓我飛|看到彩虹|笑不停)';
const SECRET52 = '(?:不能|不可以|不要|別)(?:跟|給|讓|告訴)(?:爸媽|爸爸|媽媽|大人|別人|老師|任何人|家人)(?:說|講|知道)?';

// ── bullying by deed ──
const THING52 =
  '(?:鞋子|鞋|室內鞋|書包|鉛筆盒|筆袋|課本|作業簿|作業|聯絡簿|便當|餐盒|外套|水壺|帽子|東西|文具|橡皮擦|午餐)';
const DEED52 =
  '(?:藏起來|藏到|藏在|(?:丟|扔|倒)(?:到|進|在)(?:垃圾桶|水溝|廁所|馬桶|窗外|草叢|屋頂|水裡|回收桶|資源回收|水桶)|丟掉|扔掉|撕掉|撕爛|撕破|倒掉|踩爛|踩扁|剪破|剪爛|塗黑|弄濕|弄髒|丟出窗外|泡水)';
const MOCK52 =
  '(?:我們|大家|全班|每天|天天|故意|一直|常常|總是|都這樣|好好笑|笑死|看(?:他|她)(?:哭|找|急)|不敢(?:說|講|告訴)|找不到)';
const SHAME52 =
  '(?:哭|大哭|跌倒|摔倒|被推倒|被打|被罵|被欺負|換衣服|洗澡|上廁所|尿褲子|出糗|吐|糗樣|醜樣|出醜|挖鼻孔|被脫)';
const GROUPCHAT52 = '(?<!家族|家庭|家人的?)(?:群組|班群|群裡|群里|網路|網上|ig|line|dc|youtube|抖音|臉書|限動)';

// ── hate ──
// a people (not a villain, a pest or a monster: 壞人, 敵人, 外星人 are left out)
const PEOPLE52 =
  '(?:猶太人|黑人|白人|原住民|日本人|中國人|台灣人|韓國人|越南人|印尼人|菲律賓人|泰國人|外勞|移工|外籍|回教徒|穆斯林|基督徒|那些人|某些人|這些人|那個民族|這個民族|那個種族|那種人|(?<![壞敵怪雪巨矮星器盜])人種|民族|種族|(?:黑|白|綠|紫|藍|黃|紅)皮膚的?(?:人|族))';
const ATROCITY52 = '(?:大屠殺|屠殺|南京大屠殺|二二八|霧社事件|種族滅絕|滅族|滅種|集中營|毒氣室|殺猶太人)';
const APPROVE52 = '(?:是對的|做得好|做得很好|是應該的|應該的|活該|是好事|幹得好)';

/** The section's Chinese rules, compiled once on first use (simplify converts through OpenCC). */
export const session0052RulesZh = once((): Rule[] => [
  // ── a wish to kill a named child (found at the merge of session f: 我要把阿傑打死, 我要拿石頭打死小明 passed) ──
  // the writer's own will (我要/我想/我會/我就/我一定…) and a killing verb with 死 on a person named as NAME52/KIN52
  // names a child or a pronoun; pests, monsters and animals are not PERSON52 (我要把蚊子打死, 我要打死大魔王); the will
  // is a lookbehind so the span is only 把…打死 and an allowed word before it (操場, 樹幹) does not cancel it
  zh(
    'violence',
    `(?<=我們?[^，。,！!？?]{0,8}?(?:要|想|會|就|一定|準備|決定)[^，。,！!？?]{0,10}?)(?:把|將)${PERSON52}(?:給|打到|揍到)?(?:打|殺|弄|揍|砍|捅|毒|掐|勒|淹|踹|踢|撞|電|捶|搥)死|(?<=我們?[^，。,！!？?]{0,8}?(?:要|想|會|就|一定|準備|決定)[^，。,！!？?]{0,10}?)(?:打|殺|弄|揍|砍|捅|毒|掐|勒|淹|捶|搥)死${PERSON52}(?![的家])`,
  ),
  // ── self-harm said indirectly ──
  // pills saved up or hidden to be taken together: 我把媽媽的安眠藥偷偷存起來, 我已經偷偷收集了三十顆藥, 藥我已經存了一整罐
  zh(
    'self_harm',
    `${PILL52}.{0,4}偷偷(?:存|收集|囤|藏|攢)|${PILL52}(?:我)?(?:已經|都|慢慢)*(?:存|收集|囤|攢)(?:了)?(?:${QTY52}|夠)|(?:偷偷|已經|慢慢)*(?:存|收集|囤|攢)(?:了|好|夠)?${QTY52}(?:的)?${PILL52}(?![袋局師品店盒罐])`,
  ),
  // the means ready with a farewell: 繩子我已經準備好了，明天大家就不用再煩我了 (a rope for 跳繩 or 露營 is no means)
  zh(
    'self_harm',
    `(?:(?:繩子|繩|刀片|木炭|炭|${PILL52})(?:我)?(?:已經|都)?(?:準備好|綁好|掛好|買好|存好|準備)了?(?<=${FAREWELL52}.{0,40})|(?:繩子|繩|刀片|木炭|炭|${PILL52})(?:我)?(?:已經|都)?(?:準備好|綁好|掛好|買好|存好)了?(?=.{0,24}${FAREWELL52})|(?:綁好|掛好|準備好)(?:了)?(?:繩子|繩)(?=.{0,24}${FAREWELL52}))(?<!${ROPE_USE52}.*)(?!.*${ROPE_USE52})`,
  ),
  // a high place and a farewell: 今天放學我會去頂樓，再見了大家; 這是我最後一條訊息，天台的風好大
  zh(
    'self_harm',
    `(?:頂樓|天台|屋頂|樓頂|陽台邊|頂樓邊|橋上|大樓上)(?<=${FAREWELL52}.{0,27})|(?:頂樓|天台|屋頂|樓頂|橋上)(?=.{0,16}${FAREWELL52})`,
  ),
  // a last letter left for someone, a message read after one is gone: 這是我留給大家的最後一封信; 你們看到這則訊息的時候我已經不在了
  zh(
    'self_harm',
    `留給.{1,6}的最後一(?:封信|句話|段話|個訊息|則訊息|條訊息|張紙條)|(?:看到|收到|讀到)這(?:則|封|條|個)?(?:訊息|信|留言|紙條)的?(?:時候|時).{0,3}我(?:已經|應該已經|早就)(?:不在了|走了|死了|離開了|離開這個世界)|我(?:明天|今天|今晚|週末|很快|馬上|以後|到時候)?(?:就|就要|已經)不在了(?![家學台這那])(?!.{0,8}(?:要去|去|出國|旅行|露營|夏令營|營隊|回來|補習|上課))`,
  ),
  // a lethal amount asked: 吃多少顆普拿疼人會死掉, 喝多少消毒水會讓人死掉, 一瓶清潔劑喝完人會不會死, 吃掉整盒藥會怎樣
  zh(
    'self_harm',
    `(?:(?:吃|喝|吞)(?:下去|掉|完)?(?:多少|幾)(?:顆|片|粒|瓶|罐|杯|口|包|匙|cc|毫升)?(?:的)?${H}{0,3}${CHEM52}.{0,8}(?:死|不會醒|醒不過來|一直睡|睡不醒)|${CHEM52}(?:喝|吃|吞)(?:下去|完|掉)(?:的話)?(?:人)?(?:會不會|會|才會|就會)死|(?:一瓶|整瓶|一罐|整罐|一盒|整盒)${CHEM52}(?:喝|吃|吞)(?:下去|完|掉)?(?:的話)?(?:人)?(?:會不會|會|就會)死|(?:吃掉|吃完|吞掉|喝掉|喝完|吞完)(?:整|一整)(?:盒|瓶|罐|排|包|袋)${H}{0,6}${CHEM52}.{0,4}(?:會怎樣|會不會死|會死|就會死))(?<!${PEST52}.{0,40})`,
  ),
  // better off without me: 大家沒有我會過得比較好; 沒有我的話，爸爸媽媽就不會再吵架了; 我消失了大家應該都會鬆一口氣
  zh(
    'self_harm',
    `(?:沒有我|少了我|沒了我|我消失了?|我不在了?|我走了以後|我離開以後)(?:的話|以後|之後)?.{0,8}(?:會|就|才|都|應該)+(?:過得|變得)?(?:比較|更)(?:好|開心|快樂|幸福|輕鬆)|(?:沒有我|少了我|我消失了?|我不在了?)(?:的話|以後|之後)?.{0,8}(?:會|就|都|應該)*(?:鬆一口氣|不會再吵架|不用再吵架|不會再煩|解脫)`,
  ),
  // things given away for good: 我把玩具都送給弟弟了，反正以後我也用不到了; 我的東西都分給同學了，以後不會再見面了
  zh(
    'self_harm',
    `(?:反正|以後|因為)(?:我)?(?:也|都|再也)?(?:用不到|不需要|不會再用|不會再見面|見不到|不會再見到|不在了|不會回來)(?<=(?:送給|分給|送人|送掉|託給|留給|給了).{0,26})(?<!${OUTGROWN52}.*)(?!.*${OUTGROWN52})|(?:明天|今晚|以後)(?:就)?不在了(?<=(?:送給|分給|託給|留給).{0,22})`,
  ),

  // ── violence with plain verbs ──
  // pushed down the stairs or off a height: 我要把小明從樓梯上推下去, 我要把他押去河邊丟下去
  zh(
    'violence',
    `把${PERSON52}(?:(?:從|从)(?:樓梯|樓上|頂樓|窗戶|窗口|陽台|天台|屋頂|橋上|高處|溜滑梯上|樓)(?:上|口)?(?:推|丟|踢|摔|扔|撞)(?:下去|下來|下樓)|(?:推|踢|撞)下(?:樓梯|樓)|(?:押|拖|拉|帶|抓)(?:去|到)(?:河邊|海邊|湖邊|橋上|頂樓|水邊|池塘)(?:.{0,2})(?:丟|推|扔|踢)(?:下去|進去|下水))`,
  ),
  // strangled, choked or drowned: 我想掐死隔壁班的阿華, 我要勒住他的脖子, 把他掐到沒氣, 把弟弟的頭按進浴缸裡
  zh(
    'violence',
    `(?:掐|勒|絞)(?:死|住|到)${PERSON52}|(?:掐|勒|絞)(?:住)?${PERSON52}的?(?:脖子|喉嚨)|把${PERSON52}(?:(?:掐|勒|悶|淹)(?:到|得)(?:沒氣|斷氣|不能呼吸|沒有呼吸|昏倒|死)|的?(?:頭|臉)?(?:按|壓|塞|推)(?:進|到|在)(?:浴缸|水桶|水裡|馬桶|水池|泳池|游泳池|河裡|水中)|(?:推進|推到|丟進|丟到|壓在)(?:河裡|海裡|水裡|湖裡|池塘|游泳池|泳池)(?=.{0,10}(?:壓住|按住|不讓|淹死|淹|沉下去|起不來)))`,
  ),
  // locked in and set on fire: 把她鎖在房間裡，點火燒掉房子; 把他關進倉庫再放火
  zh(
    'violence',
    `(?:放火|點火|縱火|燒掉|燒死|倒汽油|潑汽油|淋汽油)(?<=(?:鎖|關)(?:在|進|起來).{0,18})|[燒火](?<=把${PERSON52}.{0,6}(?:鎖|關)(?:在|進).{0,9})`,
  ),
  // a threat to someone told where and when: 明天我要讓陳大偉再也回不了家; 我知道王小美住哪裡，今天晚上她就完了;
  // 阿強你給我記住，放學後你就死定了
  zh(
    'violence',
    `讓${PERSON52}(?:再也|永遠)(?:回不了家|回不去|醒不過來|醒不來|站不起來|不能走路|見不到明天|看不到明天|說不出話)|(?:就完了|死定了|給你好看|等著瞧|要倒大楣|有好看的)(?<=知道${PERSON52}(?:住|的家)(?:在)?(?:哪裡|哪|那裡|在哪).{0,12}(?:就完了|死定了|給你好看|等著瞧|要倒大楣|有好看的))|(?:死定了|完蛋了|就完了|給你好看)(?<=(?:給我記住|你給我記著|等著瞧|走著瞧|你等著).{0,16})|(?:放學後|放學|下課後|明天|今天晚上)(?:你|妳)(?:就)?死定了`,
  ),
  // Taiwanese words for killing and beating: 刣死, 拍予死, 共伊捶甲半小死, 給你死, 拍死你
  zh(
    'violence',
    `(?:刣|创)(?:予|乎|呼|給)?(?:死|你|妳|伊|恁|他|她|人)|(?:共|給|把|予)(?:伊|你|妳|恁|他|她)(?:拍|捶|揍|扁|踢|打)(?:予|乎|呼|甲|到)(?:死|半死|半小死|哭爸|袂行|𣍐行)|(?:拍|捶|揍|扁)(?:甲|到)(?:伊|你|他|她)?(?:哭爸|半小死|半死)|(?:拍|捶|踹|扁)(?:死|予死|乎死)(?:你|妳|伊|恁)(?!.{0,6}(?:隻|蚊|蟑|蒼蠅|蟲|螞蟻))|(?:^|啦|我)(?:給|予|乎|呼)(?:你|妳|伊)死(?:啦|喔|了啦|$)`,
  ),

  // ── drugs by street name ──
  // a slang drug with its high: 學長給我喝奶茶包，喝完頭好暈很嗨; 跳跳糖可以讓人飛; 他說來一根草，保證飛上天
  zh(
    'drugs',
    `(?:吃|喝|吸|抽|拉|捲|哈|嗑|吞|用|試|請我吃|請我喝|給我|來一)(?:了)?(?:一|兩|幾|半)?(?:包|顆|根|口|點|支|管|克|粒|條)?(?:特別的|神奇的|奇怪的)?(?:${SLANG52}(?=.{0,14}${HIGH52})|${WEAK52}(?=.{0,14}${STRONG_HIGH52}))|${SLANG52}(?=.{0,14}${HIGH52})|(?:跳跳糖|喵喵)(?=.{0,14}${STRONG_HIGH52})|(?:奶茶包|咖啡包|搖頭丸)(?<=${HIGH52}.{0,13})`,
  ),
  // a street drug in its trade or its setting: 有人在網路上賣喵喵, 一包要五百塊, 我們在KTV喝咖啡包, 學長給我一包奶茶包
  zh(
    'drugs',
    `(?:賣|買|吸|吃|嗑|拉|一克|一包)(?:了)?(?:一些|一點)?(?:喵喵(?![罐飼的叫])|k(?![a-z書书歌tv])|k粉|k他命)|(?:奶茶包|咖啡包|跳跳糖|喵喵)(?:一包|一克|一顆)?(?:要|賣)?(?:[0-9]{3,}|[一二三四五六七八九]?[百千])(?:塊|元)|(?:奶茶包|咖啡包)(?<=(?:學長|學姊|學姐|夜店|酒吧|ktv|派對|網咖|網吧|網路上|賣).{0,13})|(?:奶茶包|咖啡包)(?=.{0,8}(?:大家都在搖|在搖|夜店|ktv))|(?:抽|哈|捲|吸)(?:了)?(?:一根|一點|一口|根)?(?:草|葉子)(?!莓|地|原|皮|叢|坪|帽|蟲|綠|本)|哈草`,
  ),
  // a special candy given in secret with an effect: 那個叔叔說這個糖果不能跟爸媽說，吃了會很舒服
  zh(
    'drugs',
    `(?:吃了|喝了|吃完|喝完|吃下去)(?:以後)?(?:就|會)?(?:很|好)?(?:舒服|快樂|不會累|飛|飄|嗨|high|有精神|爽)(?<=(?:糖果|糖|飲料|藥丸|餅乾|果凍).{0,16}${SECRET52}.{0,24})|${SECRET52}(?<=(?:糖果|糖|飲料|藥丸|餅乾|果凍).{0,16}(?:吃了|喝了)(?:以後)?(?:就|會)?(?:很|好)?(?:舒服|快樂|不會累|飛|飄|嗨|high|爽).{0,20})|(?:特別的|神奇的)(?:糖果|糖|餅乾)(?=.{0,14}(?:飛|飄|彩虹|嗨|high|茫|不會累))`,
  ),

  // ── bullying by deed ──
  // a child's things hidden or thrown away, as a game of the group or every day: 我們每天把小華的鞋子藏起來
  zh(
    'profanity',
    `把${PERSON52}的${THING52}${DEED52}(?:(?=.{0,16}${MOCK52})|(?<=${MOCK52}.{0,10}把.{0,16}))(?<!還給.{0,30})(?!.{0,16}(?:驚喜|生日|還給|捉迷藏|遊戲))`,
  ),
  // water or milk poured on a child's seat or head: 我們在阿美的椅子上倒水; 大家都故意把水倒在小芳的座位上
  zh(
    'profanity',
    `(?:在|往|朝)${PERSON52}的(?:椅子|座位|桌子|桌上|書包|頭|身上|頭上|便當)(?:上|裡)?(?:偷偷)?(?:倒|潑|灑|噴|吐)(?:了)?(?:水|牛奶|果汁|墨水|膠水|飲料|口水|髒水)|(?:倒|潑|灑|噴)(?:了)?(?:水|牛奶|果汁|墨水|膠水|飲料|口水|髒水)(?:倒)?(?:在|到)${PERSON52}的(?:椅子|座位|桌子|書包|頭|身上|頭上|便當)`,
  ),
  // a child treated as invisible: 全班都假裝看不見小偉; 大家都假裝他不存在; 全班約好都不理小宇，當作他不存在
  zh(
    'profanity',
    `(?:(?:假裝|當作|當做|裝作)(?:看不見|看不到|沒看到|沒看見|聽不到)${PERSON52}|(?:假裝|當作|當做|裝作)${PERSON52}(?:不存在|是隱形人|是空氣|是透明人?|不在))(?<!(?:遊戲|玩|捉迷藏|木頭人|演戲|話劇).{0,24})(?!.{0,12}(?:遊戲|捉迷藏|木頭人|演戲|話劇|驚喜))|(?:全班|大家|我們|所有人)(?:都)?(?:約好|說好)(?:都)?不(?:理|跟)${PERSON52}`,
  ),
  // money taken from a child or demanded: 我每天都拿走小明的午餐錢, 我每天逼他把零用錢交給我
  zh(
    'profanity',
    `(?:拿走|搶走|搶|偷拿|勒索)${PERSON52}的(?:午餐錢|零用錢|便當錢|早餐錢|錢|零錢)|逼${PERSON52}(?:把)?(?:午餐錢|零用錢|便當錢|錢|零錢)(?:交|給|拿)|(?:跟|向)${PERSON52}(?:要|收)(?:錢|保護費|[0-9一二三四五六七八九十百]+(?:塊|元))(?=.{0,10}(?:不給就|不然|不交就|不敢))|(?:收|交|要)保護費`,
  ),
  // a child filmed in a humiliating moment and posted for laughs: 我們把她跌倒的影片傳到群組; 偷拍他哭的樣子放到班群
  zh(
    'profanity',
    `(?:拍|錄|偷拍|偷錄)(?:了|下)?${PERSON52}(?:${SHAME52})的?(?:影片|照片|樣子|視頻|畫面)?.{0,6}(?:傳|放|上傳|發|po|貼)(?:到|在|上)?${GROUPCHAT52}|把${PERSON52}(?:${SHAME52})的(?:影片|照片|樣子|視頻|畫面)(?:傳|放|上傳|發|po|貼)(?:到|在|上)?${GROUPCHAT52}|偷拍${PERSON52}.{0,8}(?:傳|放|上傳|發|po|貼)(?:到|在|上)?${GROUPCHAT52}`,
  ),

  // …and filmed undressing or in the bathroom, then posted: sexual (我想拍同學換衣服的樣子傳到群組)
  zh(
    'sexual',
    `(?:拍|錄|偷拍|偷錄)(?:了|下)?${PERSON52}(?:在)?(?:換衣服|洗澡|上廁所|尿尿|被脫)的?(?:影片|照片|樣子|視頻|畫面)?.{0,6}(?:傳|放|上傳|發|po|貼)(?:到|在|上)?${GROUPCHAT52}|把${PERSON52}(?:在)?(?:換衣服|洗澡|上廁所|尿尿|被脫)的(?:影片|照片|樣子|視頻|畫面)(?:傳|放|上傳|發|po|貼)(?:到|在|上)?${GROUPCHAT52}`,
  ),

  // ── hate as approval of a massacre, a people born to be slaves ──
  // 希特勒殺猶太人是對的; 南京大屠殺殺得好; 屠殺猶太人是應該的; 二二八死的人都活該; 希特勒是英雄
  zh(
    'hate',
    `(?:希特勒|納粹|日軍|hitler)(?:是英雄|是對的|做得(?:很)?好|很偉大|好棒|沒錯|是好人)|${APPROVE52}(?<=(?:希特勒|納粹|${PEOPLE52}|${ATROCITY52}).{0,12}(?:殺|屠殺|滅|殺光|消滅|毒死|關進集中營)(?:了)?.{0,8}${APPROVE52})|得(?:很|真)?好(?<=(?:希特勒|納粹|${ATROCITY52}).{0,12}殺得(?:很|真)?好)|(?:死的人|被殺的人|死掉的人)(?:都)?(?:活該|死得好)(?<=${ATROCITY52}.{0,8}(?:死的人|被殺的人|死掉的人)(?:都)?(?:活該|死得好))|(?:殺光|殺死|消滅|滅掉|趕盡殺絕)(?:了)?(?:是對的|是應該的|做得好|就好了)(?<=把${PEOPLE52}(?:全部|都)?(?:殺光|殺死|消滅|滅掉|趕盡殺絕)(?:了)?(?:是對的|是應該的|做得好|就好了))`,
  ),
  // a people deserving to be wiped out or enslaved: 那些人本來就應該被滅族; 原住民應該全部被消滅; 某些人天生就該當奴隸;
  // 故事裡的黑皮膚人天生就是要給白人當奴隸的; 綠皮膚的人天生比較低等
  zh(
    'hate',
    `(?:應該|該|活該|就該|配)(?:全部|都)?(?:被)?(?:滅族|滅種|滅掉|消滅|殺光|死光|殺掉|殺死|關進集中營|當奴隸|做奴隸|被當奴隸|去死)(?<=${PEOPLE52}.{0,6}(?:本來就|天生就|天生|就是|都)?(?:應該|該|活該|就該|配)(?:全部|都)?(?:被)?(?:滅族|滅種|滅掉|消滅|殺光|死光|殺掉|殺死|關進集中營|當奴隸|做奴隸|被當奴隸|去死))|(?:天生|本來)(?:就是|就)?(?:要|該|應該)?(?:給${H}{1,6})?(?:當|做)奴隸|(?:天生|本來就)(?:比較|比別人|比我們)?(?:低等|下等|卑賤)(?<=${PEOPLE52}.{0,6}(?:天生|本來就)(?:比較|比別人|比我們)?(?:低等|下等|卑賤))|(?:低等|下等)(?:民族|人種|種族)(?<!(?:說|認為|以為|宣傳|覺得).{0,14})(?!.{0,10}(?:錯|不對|不是真的|亂說))|${PEOPLE52}(?:都)?不配活(?:著|下去)?`,
  ),
]);

/** English (lower case, words after leetspeak; the sentence is space-padded). */
export const RULES_EN_0052: Rule[] = [
  {
    cat: 'self_harm',
    re: / (?:saved|saving|save|stored|collected|hoarded) (?:up )?(?:all |some |a lot of |enough )?(?:of )?(?:my |the |her |his )?(?:mom s |moms |mom |dad s |dads |mother s |grandma s |grandmas )?(?:pills|tablets|sleeping pills|painkillers|medicine)\b| (?:goodbye|farewell|last) (?:letter|note|message)\b.{0,40}\b(?:rope|pills|roof|rooftop|bridge)\b| (?:rope|pills) (?:is|are) ready\b| how (?:many|much) (?:\w+ ){0,3}(?:does it take to|would|will|to) (?:die|kill (?:a person|me|myself|someone|you))\b| (?:amount|much|many) of (?:\w+ ){0,2}(?:would|will|to) kill (?:a person|me|myself|someone|a kid|a child)\b| (?:better off|happier) without me\b| (?:nobody|no one|noone) (?:will|would) (?:miss|notice|care about) me\b| when i m gone\b| (?:won t|will not|wont) need (?:it|them|my \w+|these) (?:anymore|any more)\b/,
  },
  {
    cat: 'violence',
    re: / (?:push|pushed|shove|shoved|throw|threw|kick|kicked) (?:him|her|them|you|u|my \w+|\w+) (?:down|off) (?:the )?(?:stairs|roof|window|bridge|cliff|balcony)\b| (?:drown|drowned|drowning|strangle|strangled|strangling|choke|choked|choking|smother|smothered|suffocate|suffocated) (?!on\b|up\b|back\b|out\b|in\b|it\b|the\b|a\b|an\b|to\b|while\b|and\b|when\b|because\b|food\b|water\b|tears\b|my food\b)(?:him|her|them|you|u|my \w+|\w+)\b| (?:hold|held|push|pushed|put|keep|kept) (?:his|her|their|your|\w+ s) head under (?:the )?water\b| lock(?:ed)? (?:him|her|them|you|\w+) in (?:the |a )?\w+ and (?:set (?:it|the \w+) on fire|burn)/,
  },
  {
    cat: 'drugs',
    re: / (?:took|take|taking|sell|sells|selling|sold|bought|buy|gave me|smoke|smokes|smoked|smoking|did|do) (?:some )?(?:molly|ecstasy|mdma|weed|ketamine|meth|coke|cocaine|acid|lsd|pot|shrooms)\b| (?:special|magic|weird) (?:candy|candies|sweet|sweets|pill|drink)\b.{0,40}\b(?:high|flying|fly|float|floating|dizzy)\b| coffee (?:pack|packet|bag)s?\b.{0,30}\b(?:high|flying|dizzy)\b/,
  },
  {
    cat: 'profanity',
    re: / (?:hide|hid|hiding|throw away|threw away|trash|trashed|steal|stole) (?:her|his|their|\w+ s) (?:shoes|bag|backpack|pencil case|books?|lunch|homework)\b.{0,30}\b(?:every day|laugh|laughed|cries|cry|crying|can t find)\b| (?:pour|poured|spill|spilled|spilt) (?:water|milk|juice|glue|paint) on (?:her|his|their|\w+ s) (?:chair|seat|desk|head)\b| pretend (?:that )?(?:he|she|they|\w+) (?:is|s|are) (?:invisible|not there|air)\b| pretend (?:not to see|we can t see|we don t see) (?:him|her|them)\b| (?:take|took|steal|stole|taking) (?:his|her|their|\w+ s) lunch money\b| (?:film|filmed|filming|record|recorded|recording) (?:him|her|them|\w+) (?:crying|falling|changing|in the bathroom|peeing|fall)\b.{0,40}\b(?:posted|post|group chat|laugh|online|class chat)\b/,
  },
  {
    cat: 'hate',
    re: / hitler (?:was|is) (?:right|a hero|good|great)\b| (?:holocaust|genocide|massacre) (?:\w+ ){0,3}(?:was|is) (?:a )?(?:good|right|justified|deserved|great)(?: thing)?\b| (?:deserve|deserves|deserved) to be (?:wiped out|slaves|exterminated|killed|gassed|enslaved)\b| born to (?:serve|be slaves)\b| (?:the )?slaves deserved it\b/,
  },
];
