import { simplify } from './normalise.ts';
import type { OwnedCharacter, SafetyCategory } from './blocklist.ts';
import type { Rule } from './rules.ts';
import { once } from '../../lib/once.ts';

// ── session 0057 (issue 19, decision 0057, helper mblockB): the block side — six kinds the reviewers' blind sets
// still let through ─────────────────────────────────────────────────────────────────────────────────────────────────
// 1. hate said as approval of an atrocity or of harming a people (a massacre praised, a people that "deserved it",
//    should be driven out or vanish); 2. killing and beating said in Taiwanese Hokkien (共你拍死, 予你死, 剁落來) and
//    Hakka (殺忒你); 3. grooming: an adult or an online "friend" asking a child for photos, video, a private app, a
//    meeting alone, with a secret from the parents or a gift in exchange, and the guilt that keeps a child quiet;
//    4. migrant-worker and new-immigrant stereotypes, mild ones too (不愛乾淨, 比較沒水準, 所以他一定很笨, 應該回去);
//    5. owned characters still missing (OWNED_0057; names that are everyday words only beside their work, ownedContext0057);
//    6. a child's routine given away: when and where she is alone, when the parents are out, where the key is, which
//    complex and floor, which school, class and seat number.
// Wired with one line each: `...session0057RulesZh()` in rules.ts `rulesZh`, `...RULES_EN_0057` in `RULES_EN`,
// `extra0057` in safety.ts `classify`, `OWNED_0057` in `ownedIndex` and `ownedContext0057` in `findOwnedCharacter`.
// Every rule carries a gate (0047) and starts at its core word (0052's cost note: no leading look-behind).
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────────

const zh = (cat: SafetyCategory, gate: string, source: string): Rule => ({
  cat,
  re: new RegExp(simplify(source), 'u'),
  gate: new RegExp(simplify(gate), 'u'),
});

// ── 1. hate: approval of an atrocity or of harming a people ──
// a people (named groups, faiths, 那些/這些 + a group); not 壞人, 敵人, 怪獸, pests
const PEOPLE57 =
  '(?:(?:那些|這些|所有的?|全部的?|那個|這個)?(?:猶太人|黑人|白人|原住民|日本人|中國人|大陸人|台灣人|韓國人|越南人|印尼人|菲律賓人|泰國人|緬甸人|印度人|阿拉伯人|非洲人|外省人|本省人|客家人|外勞|移工|外籍移工|新住民|外配|難民|移民|外國人|回教徒|穆斯林|伊斯蘭教徒|基督徒|同性戀|同志|東南亞人|外族)(?:的人)?|(?:那個|這個|某個)(?:民族|種族|國家)的人|(?:那些|這些)(?:民族|種族)|那種人|那些人(?=.{0,10}(?:集中營|毒氣室|屠殺|滅族)))';
// an atrocity named
const ATROCITY57 = '(?:大屠殺|屠殺|屠杀|種族滅絕|滅族|滅種|集中營|毒氣室|原子彈|核彈|二二八|南京大屠殺|霧社事件)';
// approval said after it
const APPROVE57 =
  '(?:活該|也沒關係|沒什麼不好|是應得的|應得的|他們應得|是剛好|剛好而已|太棒了|真是太棒|好棒(?![看玩吃聽])|很好(?![看玩吃聽笑])|殺得好|炸得好|死得好|做得好|幹得好|大快人心|是對的|是好事|很厲害|自找的|是他們自找|最好)';
// harm wished on a people
const DRIVE57 =
  '(?:被?趕出去|被?趕走|被?趕出(?:台灣|台湾|我們的國家|這裡|去)|被?趕回去|被?趕到|滾出去|滾回去|全部?消失|都消失|消失掉|死光光?|殺光光?|被?殺光|被?消滅|被?滅掉|被?抓起來|被?關起來|被?處死|被?槍斃|被?抓去當奴隸|當奴隸|淹死|被炸死)';

export const session0057RulesZh = once((): Rule[] => [
  // an atrocity, then its approval: 南京大屠殺死那麼多人也沒關係，他們活該; 那些人被關進集中營是他們應得的;
  // 二二八殺了那麼多人，殺得好; 大屠殺是他們自找的 — not a lesson (我們要記得, 是錯的, 不可以再發生: no approval word)
  zh(
    'hate',
    '[屠殺滅集毒氣原核彈二霧]',
    `${APPROVE57}(?<=${ATROCITY57}(?:(?!紀念|博物|電影|書|課|展|歷史|照片|故事|影片|老師).){0,16}${APPROVE57})(?!.{0,4}(?:難過|可憐|可怕|殘忍))`,
  ),
  // a people killed, driven out or made to vanish, approved or wished: 希特勒把猶太人都殺掉真是太棒了; 那些穆斯林應該
  // 全部被趕出台灣; 我希望那些黑人全部消失; 他們那種人死了也是活該; 我支持把原住民全部趕出去
  zh(
    'hate',
    '[殺杀趕赶滾滚消死滅灭抓關关處处槍枪奴淹炸]',
    `${APPROVE57}(?<=${PEOPLE57}(?:都|全部|通通|統統|全都)?(?:殺掉|殺死|殺光|被殺|炸死|死掉|死了|消失)(?:了)?.{0,8}${APPROVE57})|${PEOPLE57}(?:就|都|全部|通通|本來就|早就)?(?:應該|應該要|就該|該|活該|最好|要|得)(?:全部|通通|都|全都)?${DRIVE57}|(?:希望|支持|贊成|巴不得|真想|我想|我要)(?:把|讓)?${PEOPLE57}(?:都|全部|通通|全都)?${DRIVE57}|${PEOPLE57}(?:都)?${DRIVE57}(?:就好了|最好|才好|世界就和平|活該|是對的|太好了|真開心|真是大快人心)|(?:很開心|好開心|真開心|太好了)${PEOPLE57}(?:都|全部)?${DRIVE57}`,
  ),

  // ── 2. Taiwanese Hokkien and Hakka killing and beating ──
  // 共你拍死, 共你揍甲欲死, 共伊拍甲流血, 共你的頭剁落來, 共伊割落去 — not 共蚊仔/蟑螂 (a pest named before), not 拍尻川
  zh(
    'violence',
    '[共給给]',
    `(?:共|給)(?:你|妳|伊|恁|汝|他|她|佢)(?:的(?:頭|手|腳|頷頸|脖子|喉嚨|目睭|鼻仔|耳仔))?(?:拍|刣|揍|捶|扁|剁|斬|割|砍|刺|捅|摃|踢)(?:死|甲欲死|甲死|甲半死|甲流血|甲袂行|予死|乎死|落來|落去|掉|斷)(?<!(?:蚊|蟑螂|蒼蠅|蟲|螞蟻|老鼠|蠓).{0,24})`,
  ),
  // beaten till bleeding, the one beaten named before (共伊揣出來拍甲流血)
  zh(
    'violence',
    '[共給给]',
    `(?:拍|揍|捶|扁|摃|打)(?:甲|到)(?:流血|欲死|半死|袂行)(?<=(?:共|給)(?:你|妳|伊|恁|汝|他|她|佢).{1,10}(?:拍|揍|捶|扁|摃|打)(?:甲|到)(?:流血|欲死|半死|袂行))(?<!(?:蚊|蟑螂|蒼蠅|蟲|螞蟻|老鼠|蠓).{0,24})`,
  ),
  // 予你死, 乎你死, 厚你死, 互你死, 等一下我就給你死 (threats to "give you death"); a parent's scold in jest is not
  // (媽媽說…就給你死喔！然後大家都笑了)
  zh(
    'violence',
    '[予乎厚互給给]',
    `(?:予|乎|厚|互|給)(?:你|妳|伊|恁|汝)死(?![心亡去])(?:死)?(?!.{0,12}(?:笑|哈哈|開玩笑))(?<!(?:媽媽|媽|爸爸|爸|阿嬤|阿公|阿母|阿爸|姐姐|哥哥|老師)(?:說|講|就說).{0,16})`,
  ),
  // Hakka and net spellings: 殺忒你, 打忒你, 𠊎/涯/偃/厓 + 打死/殺忒; 拍甲流血 with someone
  zh('violence', '[忒撇]', `(?:殺|刣|打|斬|剁|砍)(?:忒|撇)(?:你|妳|佢|他|她|伊|汝|恁)`),

  // ── 4. migrant workers and new immigrants: stereotypes, mild ones too ──
  // 外籍移工都不愛乾淨, 移工比較沒有水準, 外勞應該回去他們自己的國家, 外勞走開啦, 他媽媽是外配，所以他一定很笨,
  // 不要跟外勞講話，他們會偷東西 — not after 不可以說/不能說 (a lesson against it), not kind words
  zh(
    'hate',
    '[勞劳工配住傭佣護护南尼菲泰亞亚]',
    `${MIGRANT57}(?:都|全都|通通|就是|比較|比较|本來就|天生|很|超|好|總是|常常|一定|只會|就)(?:很|比較|好|超|是|不)?${TRAIT57}(?<!${NOT_SAID57}.{0,30})|${TRAIT57}(?<=${MIGRANT57}.{0,14}(?:他們|她們|那些人)(?:都|就|很|會|總是|常常|一定)(?:很|會)?${TRAIT57})(?<!${NOT_SAID57}.{0,40})|${TRAIT57}(?<=${MIGRANT57}.{0,3}(?:所以|難怪|才會|因此|怪不得).{0,6}${TRAIT57})(?<!${NOT_SAID57}.{0,30})|${MIGRANT57}(?:都|全部|通通|就|最好)?(?:應該|該|給我|快點?|趕快|最好)(?:全部|通通|都)?(?:回去|回家|回國|滾|離開台灣|離開|走開|出去)|${MIGRANT57}(?:啦|你們)?(?:走開|滾開|滾出去|滾回去|出去啦)|這裡是台灣人的(?:地方|國家)`,
  ),
]);

// a migrant worker, a new immigrant, Southeast Asians (with who they are: 的媽媽, 的小孩)
const MIGRANT57 =
  '(?:外勞|外籍勞工|移工|外籍移工|外傭|菲傭|印傭|泰勞|外配|陸配|外籍配偶|外籍新娘|越南新娘|新住民|東南亞人|東南亞來的人|外籍看護|印尼看護|越南看護|菲律賓看護|越南人|印尼人|菲律賓人|泰國人|緬甸人)(?:的(?:人|媽媽|小孩|孩子|同學|爸爸|家庭))?';
// a trait said of them (dirty, thieving, stupid, uncivilised, noisy, drunk)
const TRAIT57 =
  '(?:髒|臭|笨|蠢|懶|吵|偷|騙|窮|醜|落後|沒水準|沒有水準|沒素質|沒有素質|沒教養|沒禮貌|不愛(?=乾淨)|不(?=乾淨)|不衛生|不洗澡|愛喝酒|喝酒鬧事|鬧事|小偷|騙子|低等|野蠻|有細菌|有病|噁心|可怕|危險|壞人|為了錢|搶工作|只會做粗工|粗魯|土)';
// a lesson or a denial before it (我們不可以說外勞很髒，這樣是歧視)
const NOT_SAID57 = '(?:不可以說|不能說|不要說|不應該說|別說|才不是|並不是|不是所有|誰說|不可以笑|歧視)';

// ── English ──
const PEOPLE_EN57 =
  '(?:jews|jewish people|black people|blacks|muslims|immigrants|migrants|refugees|foreigners|migrant workers|gay people|gays|asians|mexicans|indians|natives|those people|these people|that race|that whole race|the whole race|their race|their people)';
export const RULES_EN_0057: Rule[] = [
  // a massacre approved: the massacre was a good thing; they deserved it; glad the genocide happened
  {
    cat: 'hate',
    gate: /massacre|genocide|holocaust|camps|deserv|wiped|kicked|driven|thrown|exterminat/,
    re: new RegExp(
      ` (?:the )?(?:massacre|genocide|holocaust)s? (?:was|were|is) (?:a )?(?:good|great|right|fine|deserved|awesome|cool)\\b| (?:glad|happy) (?:the|that) (?:massacre|genocide|holocaust) happened\\b| (?:got|get) what they deserved (?:in|at|during) (?:that|the) (?:massacre|genocide|holocaust|war|camps?)\\b| (?:deserved|deserve) (?:to die|to be killed|it) (?:in|at) the (?:camps?|massacre|gas chambers?)\\b| ${PEOPLE_EN57} (?:deserved|deserve) to (?:die|be killed)\\b| ${PEOPLE_EN57} (?:should|must|need to|ought to) (?:all )?(?:be )?(?:kicked|driven|thrown|sent|wiped|exterminated|killed|deported)(?: out| away| back)?\\b| ${PEOPLE_EN57} should (?:all )?(?:be )?wiped out\\b| (?:all|every) ${PEOPLE_EN57} should be (?:driven|kicked|thrown|wiped|sent) (?:out|away|back)\\b`,
    ),
  },
  // grooming told by a child or written by the adult: send me a selfie … robux / our secret / don't tell your mom;
  // talk on snapchat so your parents can't see; delete our chats
  {
    cat: 'sexual',
    gate: /picture|pic|photo|selfie|snapchat|app|chats|messages|video|cam/,
    re: / (?:send|sends|sent|give) (?:me|him|her|them) (?:a |some |your |more )?(?:pictures?|pics?|photos?|selfies?|videos?)\b(?=.*\b(?:secret|don t tell|not tell|never tell|won t tell|robux|v bucks|vbucks|gems|skins?|buy you|give you|pay you|new phone|parents can t|mom can t|dad can t)\b)| (?:pictures?|pics?|photos?|selfies?) (?:and|to) (?:not|never) tell (?:my|your) (?:mom|mum|dad|parents|mother|father)\b| (?:if|when) i send (?:him|her|them) (?:pictures?|pics?|photos?|selfies?)\b(?=.*\b(?:buy|give|pay|robux|phone|gift)\b)| talk on (?:snapchat|telegram|discord|whatsapp|kik|another app|a different app|a secret app) (?:instead )?(?:so|because) (?:your|my) (?:parents|mom|mum|dad) (?:can t|won t|don t) (?:see|know|find out)\b| (?:delete|erase) (?:our|the|all our) (?:chats?|messages|texts)\b(?=.*\b(?:loves? me|secret|don t tell|special)\b)| (?:turn on|open) (?:your|the) (?:camera|cam|webcam)\b(?=.*\b(?:secret|don t tell|alone|your room|what you re wearing)\b)/,
  },
  // a child's routine: I walk home alone every day at 4 pm; home alone until 9; home by myself every Tuesday
  {
    cat: 'personal_info',
    gate: /alone|by myself/,
    re: / (?:i|i m|i am) (?:walk|go|ride|bike|take the bus)(?: home| to school)? (?:alone|by myself)\b(?=.*\b(?:every|at \d|at (?:one|two|three|four|five|six|seven|eight|nine|ten)|pm|am|o clock|street|road|avenue)\b)| (?:i m|i am|i stay|i m always|i am always) (?:home|at home) (?:alone|by myself)\b(?=.*\b(?:until|till|every|after school|at \d|pm|o clock)\b)| (?:parents|mom|dad|mum) (?:work|works|are out|is out|get home|gets home) late\b(?=.*\b(?:home alone|by myself|alone)\b)/,
  },
];

// ── 3. grooming and 6. a child's routine: conditions met anywhere in the text (on the compact, Simplified text) ──
const G = once(() => {
  const re = (s: string) => new RegExp(simplify(s), 'u');
  return {
    // an act asked of a child: a photo or video, the camera, a private app or account, deleting the chat, meeting
    // alone, being someone's girlfriend, an address
    photo: re(
      '(?:傳|传|寄|發|发|拍|給|秀)(?:一張|一张|幾張|几张|張|张|些|個|个|一下)?.{0,8}(?:照片|自拍|相片|影片|裸照|美照|玉照)|(?:照片|自拍|相片|影片)(?:傳|传|寄|發|发)給(?:他|我|哥哥|叔叔|姐姐|姊姊|阿姨|網友|网友)',
    ),
    bodyPhoto: re(
      '(?:腿|腳|身體|身体|肚子|胸|屁股|內褲|内裤|內衣|睡衣|泳衣|洗澡|換衣服|换衣服|沒穿|没穿|全身|穿什麼|穿什么|房間|房间)(?:的)?(?:照片|自拍|相片|影片)|(?:照片|自拍|相片|影片).{0,6}(?:穿睡衣|穿泳衣|洗澡|換衣服|没穿|沒穿|腿)|(?:穿睡衣|穿泳衣|穿內衣|穿内衣|洗澡|換衣服|换衣服|沒穿衣服|没穿衣服|腿)(?:的|後|后|再)?(?:拍|傳|传)?(?:一張|一张)?(?:照片|自拍|相片|影片)|(?:打開|打开|開|开)(?:鏡頭|镜头|視訊|视讯|相機|相机).{0,8}(?:給他看|給我看|给他看|给我看)',
    ),
    video: re(
      '(?:偷偷|每天晚上|半夜|晚上偷偷).{0,6}(?:視訊|视讯|聊天|通話|打電話|打给|打給)|(?:打開|打开|開|开)(?:鏡頭|镜头|視訊|视讯)',
    ),
    app: re(
      '(?:換到|换到|換成|换成|改到|改用|加|下載|下载|用|來|来)(?:我的)?(?:另一個|另一个|其他|別的|别的|私人|私密|秘密|小)?(?:的)?(?:app|帳號|帐号|賬號|line|telegram|ig|discord|snapchat|微信|wechat|群組|群组|聊天室)(?:.{0,6})(?:聊|說話|讲|講|說)|私人帳號|私人帐号|私人的?line|私訊我|私讯我|(?:聊天紀錄|聊天记录|訊息|讯息|對話|对话)(?:都)?(?:刪掉|删掉|刪除|删除|清掉)',
    ),
    meet: re(
      '(?:單獨|单独|一個人|一个人|自己|只有我們兩個|只有我们两个|偷偷)(?:跟他|和他|跟我|和我|跟叔叔|跟哥哥)?(?:出去|見面|见面|來|来|去)(?:.{0,8})(?:找我|見我|见我|等我|玩|看電影|看电影|見面|见面)?|(?:跟他|和他)(?:單獨|单独)(?:出去|見面|见面)',
    ),
    // the chat itself kept from the parents: 我們的聊天要保密，不能給媽媽看; 你爸媽不在家的時候打給我
    secretChat: re(
      '(?:聊天|訊息|讯息|對話|对话|我們的事|我们的事)(?:都)?(?:要|是)(?:保密|秘密)|(?:不|不要|不能|別|别)(?:告訴|告诉|讓|让|跟)(?:爸媽|爸妈|爸爸|媽媽|妈妈|家人).{0,4}(?:我們在聊天|我们在聊天|我們有聊天|我们有聊天|我們聊天|我们聊天|在跟他聊天|跟他聊天)|不能給(?:媽媽|妈妈|爸爸|爸媽|爸妈)看|(?:爸媽|爸妈|爸爸|媽媽|妈妈|大人)不在(?:家)?的時候(?:打給我|打给我|找我|來找我|来找我|視訊|视讯|傳|传|來我家|来我家)',
    ),
    girlfriend: re('當(?:他|我)的?(?:女朋友|男朋友|老婆|小女友)|当(?:他|我)的?(?:女朋友|男朋友|老婆)'),
    address: re(
      '(?:給他|给他|告訴他|告诉他|給我|给我)(?:我家的|你家的|妳家的)?(?:地址|住址)|(?:地址|住址)(?:給他|给他)',
    ),
    // asked of the child, or the adult's own voice (叫我, 要我, 只要我, 如果我, 妳傳, 加我, 找我)
    asked: re(
      '叫我|要我|讓我|让我|請我|请我|跟我要|問我要|问我要|可以(?:傳|传|發|发|寄)|給我看|给我看|(?:你|妳)(?:傳|传|發|发|寄|拍|開|开|來|来|一個人|一个人)|只要我|如果我|加我|找我|打給我|打给我|(?:說|说)(?:我們|我们)',
    ),
    // the hold: a secret from the parents, a gift or reward, guilt
    secret: re(
      '(?:不要|不能|不可以|別|别|不准|不許|不许|不)(?:讓|让|給|给|跟|和|告訴|告诉|問|问)(?:你|妳)?(?:的)?(?:爸爸媽媽|爸爸妈妈|爸媽|爸妈|爸爸|媽媽|妈妈|家人|大人|父母|老師|老师|別人|别人|任何人|其他人)|保密|秘密|(?:爸媽|爸妈|媽媽|妈妈|大人|家人)(?:就)?(?:看不到|不會知道|不会知道|不知道|發現不了|不會發現|不会发现)|只有我們(?:兩個)?(?:知道|懂)|只有我们(?:两个)?(?:知道|懂)|說出去|说出去|不會跟別人說|不会跟别人说|大人都不懂',
    ),
    reward: re(
      '(?:送|給|给|買|买)(?:你|妳|我)(?:.{0,6})(?:點數|点数|寶石|宝石|鑽石|钻石|skin|造型|robux|v幣|遊戲幣|游戏币|虛寶|虚宝|錢|钱|塊|块|元|手機|手机|禮物|礼物|東西|东西)|(?:就|才)(?:送|給|给|買|买)(?:你|妳|我)|當作回報|当作回报|作為交換|作为交换|(?:送我|给我|給我)很多.{0,6}(?:然後|然后|再)',
    ),
    guilt: re(
      '如果(?:我|你|妳)(?:告訴|告诉|跟)(?:別人|别人|爸媽|爸妈|媽媽|妈妈|爸爸|老師|老师|任何人)(?:說)?(?:他|她|我)?就(?:不理|不要理|不跟|生氣|生气|討厭|讨厌|不愛|不爱|不喜歡|不喜欢|離開|离开)|只有(?:我|你|妳)懂(?:他|她|我)|(?:你|妳)是(?:哥哥|叔叔|我)最特別的',
    ),
    // the writer's side that makes it no request: a lesson (如果有網友…要告訴爸媽) or a report to a parent
    lesson: re(
      '(?:如果|假如|要是|萬一|万一)(?:有)?(?:人|網友|网友|陌生人|大人|別人|别人|任何人|網路上|网路上)|(?:老師|老师|媽媽|妈妈|爸爸)(?:說|说|教|告訴我們|告诉我们)(?:我們)?(?:不可以|不能|不要|如果|網路|网路)|(?:要|就要|一定要)(?:馬上|马上|趕快|赶快)?(?:告訴|告诉|跟)(?:爸|媽|妈|老師|老师|大人)|封鎖|封锁|檢舉|检举|我(?:有|已經|已经|馬上|马上|就)?(?:跟|告訴|告诉)(?:爸|媽|妈|老師|老师|家人|大人)',
    ),
    surprise: re('驚喜|惊喜|生日|母親節|母亲节|父親節|父亲节|教師節|教师节|卡片'),
    // the asker: an adult or an online friend, or the adult's own message to "you"
    asker: re(
      '加我|私訊我|私讯我|網友|网友|網路上|网路上|网上|遊戲裡|游戏里|遊戲裡的|遊戲上|叔叔|伯伯|阿姨|哥哥|葛格|大哥哥|姐姐|姊姊|他|她|有人|有個人|有个人|陌生人|(?:^|[，,])?(?:你|妳)',
    ),

    // ── 6. a child's routine ──
    me: re('我|俺'),
    aloneHome: re(
      '(?:一個人|一个人|自己|獨自|独自|只有我(?:一個人|一个人|和(?:妹妹|弟弟)|跟(?:妹妹|弟弟))?)(?:整天)?(?:在家|待在家|顧家|看家)|(?:整天|都)(?:一個人|一个人|自己)在家|家裡只有我|家里只有我|我家只有我|家裡沒人|家里没人|家裡沒有大人|家里没有大人|都沒有大人|都没有大人|沒有大人在|没有大人在',
    ),
    aloneGo: re(
      '(?:自己|一個人|一个人|獨自|独自)(?:走|走路|騎車|骑车|騎腳踏車|搭|坐|去)(?:.{0,10})(?:回家|去學校|去学校|上學|上学|公車站|公车站|公園|公园|補習班|补习班)',
    ),
    time: re(
      '(?:[0-9]{1,2}|[一二三四五六七八九十]{1,3}|兩|两)(?:點|点)(?:半)?|[0-9]{1,2}:[0-9]{2}|(?:星期|禮拜|礼拜|週|周)[一二三四五六日天]|每天|天黑|整天|放學後|放学后|下課後|下课后',
    ),
    // a named road, park, complex or stop (和平路, 中山公園, 307公車), not 去公園 or 走路
    place: re(
      '[^\\P{Script=Han}去到在的個个回走一人自己家馬马上小大]{1,3}路|[^\\P{Script=Han}去到在的個个回走一人自己家小大]{2,3}(?:街|大道|公園|公园|社區|社区|捷運站|捷运站|車站|车站|市場|市场)|[0-9]{2,4}(?:路)?公車|[0-9]{2,4}(?:路)?公车',
    ),
    keyPlace: re(
      '(?:鑰匙|钥匙)(?:都)?(?:放在|藏在|在|放)(?:門口|门口|地墊|地垫|腳踏墊|脚踏垫|鞋櫃|鞋柜|花盆|信箱|電表|电表|門下|门下|盆栽)',
    ),
    complexFloor: re(
      '(?:住在|住|家在|家住)(?:[a-z]|[^\\P{Script=Han}的在個个一])(?:[a-z]|[^\\P{Script=Han}的在個个一]){1,5}(?:社區|社区|大樓|大楼|大廈|大厦|新城|公寓|小區|小区|花園|花园|山莊|山庄|華廈|华厦|家園|家园)(?:[a-z0-9一二三四五六七八九十]{1,3}(?:棟|栋|座|區|区))?(?:[0-9一二三四五六七八九十]{1,3}(?:樓|楼|号|號|之)|[0-9]{3,4}(?:室|號|号)?)',
    ),
    schoolClass: re(
      '(?:國小|国小|小學|小学|學校|学校).{0,4}(?:[一二三四五六1-6])年級?(?:[一二三四五六七八九十0-9]{1,2})班.{0,8}(?:學號|学号|座號|座号|座位|[0-9一二三四五六七八九十]{1,2}號|[0-9一二三四五六七八九十]{1,2}号)',
    ),
    // someone at home with the child or watching her (爸爸在睡覺, 媽媽在家煮飯, 爸爸在後面看著我)
    someoneHome: re(
      '(?:爸爸|媽媽|妈妈|爸媽|爸妈|阿嬤|阿公|奶奶|爺爺|爷爷|外婆|外公|哥哥|姐姐|姊姊|大人|家人)(?:都|也|會|会)?(?:在家|在睡覺|在睡觉|在旁邊|在旁边|陪我|在廚房|在厨房|在客廳|在客厅|在後面|在后面|看著我|看着我|跟著我|跟着我|在門口|在门口)',
    ),
    // a lesson about it, not a child giving it away (老師說不要告訴陌生人自己一個人在家)
    routineLesson: re(
      '(?:不要|不可以|不能|別|别)(?:告訴|告诉|跟|寫|写|說|说|讓|让|po|貼|贴).{0,8}(?:陌生人|別人|别人|網路|网路|網上|网上|不認識)|老師說|老师说|媽媽說|妈妈说|爸爸說|爸爸说|如果',
    ),
  };
});

/** The kinds this section reads from several parts of one text: grooming (sexual) and a routine (personal_info). */
export function extra0057(compact: string): SafetyCategory[] {
  const out: SafetyCategory[] = [];
  const g = G();
  // ── grooming ──
  // an act asked of the child (a photo, the camera, a private app, a meeting alone, an address, a girlfriend) with
  // a hold on her (a secret from the parents, a gift or reward), or a body photo or guilt on its own; never a lesson
  // or a report to a parent
  if (!g.lesson.test(compact)) {
    const act =
      g.photo.test(compact) ||
      g.video.test(compact) ||
      g.app.test(compact) ||
      g.meet.test(compact) ||
      g.girlfriend.test(compact) ||
      g.address.test(compact);
    const hold = g.secret.test(compact) || g.reward.test(compact);
    // a surprise for someone is a secret too (生日驚喜, 要給媽媽驚喜)
    if (
      (act && hold && g.asked.test(compact) && g.asker.test(compact) && !g.surprise.test(compact)) ||
      (g.secretChat.test(compact) && g.asker.test(compact) && !g.surprise.test(compact)) ||
      (g.bodyPhoto.test(compact) && g.asker.test(compact)) ||
      g.guilt.test(compact)
    )
      out.push('sexual');
  }
  // ── a routine given away ──
  if (g.keyPlace.test(compact) && !g.routineLesson.test(compact)) out.push('personal_info');
  else if (g.me.test(compact) && !g.routineLesson.test(compact)) {
    const time = g.time.test(compact);
    if (
      (((g.aloneHome.test(compact) && time) || (g.aloneGo.test(compact) && (time || g.place.test(compact)))) &&
        !g.someoneHome.test(compact)) ||
      g.complexFloor.test(compact) ||
      g.schoolClass.test(compact)
    )
      out.push('personal_info');
  }
  return out;
}

// ── 5. owned characters still missing ──
// Names of their own (no everyday reading): Nintendo, Pokémon in Hong Kong and mainland form, Sanrio, Disney/Pixar,
// Marvel/DC, anime. Names that are also everyday words (卡比 as in 卡比巴拉 and 刷卡比較, 林克, 史蒂夫 and Steve, 胡迪,
// 噴火龍, 小火龍, an avatar of Roblox) are found only beside their work (ownedContext0057).
export const OWNED_0057: OwnedCharacter[] = [
  { names: ['碧琪公主', '碧奇公主'], idea: '住在蘑菇王國的公主' },
  { names: ['卡比之星', '星之卡碧'], idea: '圓滾滾、什麼都能吸進肚子的粉紅小球' },
  { names: ['塞爾達', '薩爾達傳說', '塞爾達傳說'], idea: '守護王國的勇敢公主' },
  {
    names: ['漆彈大作戰', '斯普拉遁', '噴射戰士', 'Splatoon', 'Inkling'],
    idea: '會噴出彩色墨水的小魷魚',
  },
  { names: ['車厘龜', '奇異種子', '超夢夢', '伊貝', '口袋妖怪'], idea: '你自己設計的神奇小怪獸' },
  { names: ['皮神'], idea: '會發電的黃色小老鼠' },
  { names: ['吉蒂貓'], idea: '頭上戴著蝴蝶結的白色小貓' },
  { names: ['艾莉兒', '艾麗兒', '愛莉兒', '小美人魚艾莉兒'], idea: '想看看陸地的人魚女孩' },
  { names: ['樂佩公主', '樂佩', 'Rapunzel'], idea: '頭髮長長、住在高塔裡的女孩' },
  { names: ['海洋奇緣', '魔海奇缘'], idea: '划船去大海冒險的島嶼女孩' },
  { names: ['玩具總動員的胡迪', '胡迪牛仔'], idea: '戴牛仔帽的玩具警長' },
  { names: ['閃電俠', '闪电侠', 'The Flash'], idea: '跑得比閃電還快的小英雄' },
  { names: ['水行俠', '海王亞瑟', 'Aquaman'], idea: '會跟海裡動物說話的英雄' },
  { names: ['Green Lantern'], idea: '戴著發光戒指的英雄' },
  { names: ['奇異博士', 'Doctor Strange', 'Dr Strange'], idea: '會畫出魔法圈的魔法師' },
  { names: ['金鋼狼', '金剛狼', 'Wolverine'], idea: '手上有爪子的勇敢英雄' },
  { names: ['死侍', 'Deadpool'], idea: '很愛開玩笑的紅衣英雄' },
  { names: ['薩諾斯', '灭霸', '滅霸', 'Thanos'], idea: '你自己設計的大魔王' },
  { names: ['復仇者聯盟', '复仇者联盟', 'Avengers', '正義聯盟', 'Justice League'], idea: '一起保護世界的英雄隊伍' },
  {
    names: ['黑寡婦娜塔莎', '黑豹特查拉', 'Black Panther', 'Captain Marvel', '驚奇隊長'],
    idea: '你自己設計的超級英雄',
  },
  { names: ['咒術迴戰', '咒术回战', '伏黑惠', '釘崎野薔薇', '兩面宿儺'], idea: '很努力練習、想變強的少年' },
  { names: ['鬼滅', '栗花落香奈乎'], idea: '拿著木刀、保護家人的少年' },
  { names: ['毛利蘭', '灰原哀', '怪盜基德', '怪盗基德', '江戶川柯南'], idea: '很會找線索的小偵探' },
  { names: ['Sonic', 'Sonic the Hedgehog', '索尼克刺蝟'], idea: '跑得比風還快的藍色小刺蝟' },
];

/**
 * The keys (Simplified, as the owned index keeps them) of this section's names, left out of the match by sound
 * (safety.ts `findOwnedBySound`): 閃電俠 heard in 閃電下, 金剛狼 in 金剛浪 — a misspelling is not looked for.
 */
export const NO_SOUND_0057 = once(() => new Set(OWNED_0057.flatMap((c) => c.names.map((n) => simplify(n)))));

// names that are everyday words or persons' names: found only with a word of their work in the text
const OWNED_CONTEXT_0057: { names: string[]; context: string; not?: string; idea: string }[] = [
  {
    names: ['卡比', 'kirby'],
    context: '(?:粉紅|粉红|吸|星之|任天堂|switch|圓圓|圆圆)',
    not: '卡比(?:巴拉|獸|兽|較|较|賽|赛|例|率|分)',
    idea: '圓滾滾、什麼都能吸進肚子的粉紅小球',
  },
  {
    names: ['林克'],
    context: '(?:薩爾達|萨尔达|塞爾達|塞尔达|海拉魯|海拉鲁|大師之劍|大师之剑)',
    idea: '拿著劍和盾的勇敢少年',
  },
  {
    names: ['steve', '史蒂夫', '史帝夫', 'alex'],
    context: '(?:minecraft|麥塊|麦块|當個創世神|当个创世神|鑽石劍|钻石剑|苦力怕|方塊人|方块人)',
    idea: '用方塊蓋出世界的小冒險家',
  },
  {
    names: ['胡迪', 'woody'],
    context: '(?:巴斯|玩具總動員|玩具总动员|反斗奇兵|安弟|安迪)',
    idea: '戴牛仔帽的玩具警長',
  },
  {
    names: ['噴火龍', '小火龍', '火恐龍'],
    context: '(?:寶可夢|宝可梦|神奇寶貝|神奇宝贝|進化|进化|精靈球|精灵球|訓練家|训练家|招式)',
    idea: '你自己設計的神奇小怪獸',
  },
  { names: ['roblox', '機器磚塊'], context: '(?:小人|人物|角色|人偶|avatar|造型)', idea: '你自己設計的方塊小人' },
];

/**
 * An owned name that is an everyday word, found beside a word of its work (幫我畫卡比吸東西，粉紅色圓圓的; 畫Minecraft的
 * Steve; 小火龍進化成噴火龍), and 卡比 spelled in zhuyin with its tones (ㄎㄚˇ ㄅㄧˇ). On the compact text.
 */
export function ownedContext0057(compact: string): { name: string; idea: string; key: string } | undefined {
  ctxCompiled ??= OWNED_CONTEXT_0057.map((c) => ({
    ...c,
    keys: c.names.map((n) => simplify(n.toLowerCase())),
    ctx: new RegExp(simplify(c.context), 'u'),
    notRe: c.not ? new RegExp(simplify(c.not), 'u') : undefined,
  }));
  for (const c of ctxCompiled) {
    const i = c.keys.findIndex((k) => compact.includes(k));
    if (i < 0 || (c.notRe && c.notRe.test(compact))) continue;
    if (c.ctx.test(compact)) return { name: c.names[i]!, idea: c.idea, key: c.keys[i]! };
  }
  // 卡比 typed in zhuyin with its tones (ㄎㄚˇㄅㄧˇ), not followed by 巴拉 (the capybara)
  if (/ㄎㄚˇ?ㄅㄧˇ(?!ㄅㄚ|巴)/u.test(compact) && /ㄎㄚˇㄅㄧˇ/u.test(compact))
    return { name: '卡比', idea: OWNED_CONTEXT_0057[0]!.idea, key: compact.match(/ㄎㄚˇㄅㄧˇ/u)![0] };
  return undefined;
}
let ctxCompiled:
  ((typeof OWNED_CONTEXT_0057)[number] & { keys: string[]; ctx: RegExp; notRe: RegExp | undefined })[] | undefined;
