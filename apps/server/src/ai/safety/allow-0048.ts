import type { SafetyCategory } from './blocklist.ts';
import { simplify } from './normalise.ts';
import { once } from '../../lib/once.ts';

/**
 * Session 0048 (issue 19, decision 0048): the allow side, second round — harmless kinds children write that the rules
 * still refused: sports where hitting and stabbing words are the sport, 死 said big (笑死, 餓死了, 玩到死), a child
 * telling that she was hit or touched, drug and safety lessons, games, war lessons. Classes, not sentences; every
 * allowed reading is matched like rules.ts's (a hit overlapping one is no hit) and keeps the child's own intent out:
 * a first-person wish (我要 / 我想), 故意, an imitation, or a person as the object of a real deed keep the refusal.
 * A child's report of being hurt is allowed AND recorded for the teacher (`reportsBeingHurt0048`, safety.service.ts).
 */

// people as the object of a deed (a smaller list than rules.ts's P)
const PERSON =
  '(?:人|老師|同學|爸爸|媽媽|爸|媽|哥哥|姊姊|姐姐|弟弟|妹妹|阿公|阿嬤|爺爺|奶奶|小朋友|小孩|學生|鄰居|大家|全班|你們|他們|她們|你|妳|他|她|朋友|家人)';
// a gap that holds no wish, no intent and no imitation (我要, 我想, 故意, 像…一樣) and no step out of the frame
// (遊戲外面, 現實生活, 真的)
const CLEAN =
  '(?:(?!我要|我想|我們要|我們來|我也|我就|我真|我會|我去|要去|想去|故意|一樣|現實|真實|真的|外面|以外|學校|打完|玩完|下線|關掉)[^，,。!！?？])';
// the same, over a comma (a context named in the sentence before: 我們玩槍戰遊戲，他一直爆頭我)
const CLEAN_ANY =
  '(?:(?!我要|我想|我們要|我們來|我也|我就|我真|我會|我去|要去|想去|故意|一樣|現實|真實|真的|外面|以外|學校|打完|玩完|下線|關掉).)';
// the writer's wish or plan before the context word (我要射箭射穿…, 我想去學空手道把…)
const WISH = '(?:我|我們)(?:也|就|真的|一定|明天|等一下|下課)?(?:要|想|會|打算|準備|決定)';
// the gap after a lesson's word: no wish, no contrast (…但是我覺得大麻很好), no going to get it
const LESSON_GAP =
  '(?:(?!我要|我想|我們要|我們來|我也|我就|要去|想去|但|可是|不過|其實|偷偷|一起|去買|來買|買|賣|試試|告訴|跟別人|說出去).)';
// doing as someone does (像遊戲一樣, 學拳擊手)
const LIKE = '(?:像|學|模仿|如同|當成|變成|扮成)';

// ── sports and martial arts: the hit, the kick, the shot and the touch are the sport ──────────────────────────────
const SPORT =
  '(?:擊劍|西洋劍|劍道|跆拳道|空手道|柔道|拳擊|泰拳|詠春|武術|功夫|摔角|角力|躲避球|棒球|壘球|籃球|足球|排球|羽球|羽毛球|桌球|網球|' +
  '冰球|曲棍球|射箭|射擊場|打靶|漆彈|水槍|水球|雪仗|雪球|枕頭戰|比賽|教練|裁判|選手|體育課|球場|道館|護具|沙包|對手|得分|出局|' +
  '投手|打者|捕手|跑者|游擊手|一壘|二壘|三壘|本壘)';
const SPORT_ACT =
  '(?:刺中|刺到|刺殺|觸殺|夾殺|封殺|刺|踢中|踢到|踢破|踢|旋踢|打中|打到|打在|打|射中|射穿|射破|射進|射|砸中|砸到|砸|擊倒|擊中|' +
  '摔倒|摔|揍|一拳|出拳|勾拳|過肩摔|劈斷|劈|膝擊|撞倒|撞|殺爆|電爆|打爆|殺得|殺|爆頭|三振)';

// ── 死 said big: 笑死, 累死了, 熱死了, 餓死了, 嚇死我了, 氣死我了, 美死了, 玩到死 ────────────────────────────────────
const FEELING =
  '(?:笑|累|熱|餓|嚇|氣|美|帥|冷|凍|渴|煩|悶|無聊|可愛|萌|香|甜|鹹|酸|辣|吵|擠|忙|痛|癢|困|睏|睡|緊張|害怕|怕|難|難吃|好吃|好聽|' +
  '好看|恐怖|開心|高興|興奮|感動|羨慕|愛|熱鬧|麻煩|糗|丟臉|尷尬|後悔|心疼|捨不得|急|懶|曬|撐|飽)';
// playing, watching, waiting … "to death" (玩到死, 睡到死, 打電動打到死)
const UNTIL = '(?:玩|睡|吃|唱|跑|跳|笑|看|追劇|等|寫|練|讀|念|背|排隊|逛|游|滑|聊|哭|抄)';

// ── games: killed and killing inside a game ───────────────────────────────────────────────────────────────────
const GAME =
  '(?:遊戲|電動|電玩|手遊|線上|網路遊戲|射擊遊戲|槍戰|吃雞|對戰|關卡|副本|破關|打王|打怪|組隊|隊友|玩家|角色|伺服器|復活|重生|' +
  '升級|經驗值|血條|寶可夢|傳說對決|英雄聯盟|王者榮耀|堡壘之夜|fortnite|roblox|minecraft|當個創世神|我的世界|狼人殺|植物大戰殭屍|' +
  '瑪利歐|馬力歐|斯普拉遁|漆彈大作戰|switch|ps5|平板)';
const GAME_KILL =
  '(?:殺掉|殺死|殺了|殺光|殺|打死|打爆|打到死|打掉|爆頭|射死|射殺|炸死|炸掉|炸了|炸|秒殺|擊殺|砍死|砍|咬死|撞死|淹死|摔死|掛掉|死掉|死了|死)';

// ── war, history and the news ─────────────────────────────────────────────────────────────────────────────────
const WAR =
  '(?:打仗|戰爭|戰時|戰場|空襲|轟炸|大戰|砲戰|抗日|二戰|一戰|內戰|戰役|紀念館|歷史|古代|以前的人|士兵|軍人|軍隊|敵軍|新聞|報紙|記者|報導)';
const WAR_DEATH =
  '(?:被.{0,6}?)?(?:炸死|炸傷|炸毀|炸掉|炸彈|轟炸|射死|殺死|殺害|殺了|打死|燒死|餓死|凍死|壓死|淹死|死亡|死傷|犧牲|戰死|陣亡|屠殺|殺)';

// ── a child telling that she was hit, pushed, pinched or touched ─────────────────────────────────────────────────
// who did it: a third person (never 你, never the writer)
const DOER =
  '(?:他|她|他們|她們|有人|有個[\\p{Script=Han}]{1,4}|一個[\\p{Script=Han}]{1,4}|那個[\\p{Script=Han}]{1,4}|同學|哥哥|姊姊|姐姐|弟弟|爸爸|媽媽|叔叔|阿姨|伯伯|' +
  '老師|男生|女生|大人|陌生人|[\\p{Script=Han}]{1,3}(?:的朋友|的男朋友|的女朋友)|小[\\p{Script=Han}]|阿[\\p{Script=Han}]|[一二三四五六幾兩好]個(?:人|男生|女生|同學|哥哥|姊姊|姐姐))';
// the acts a report of being hurt may tell and still be allowed: hitting, pushing, pinching, mocking — touching the
// body is refused as before (sets of 0019–0041: 老師摸我的胸部 stays refused) but recorded WITH its text (keepsText)
const HIT_ACT = '(?:打|踢|揍|捶|推|撞|捏|掐|咬|抓|戳|刺|拉|扯|壓|絆|丟|砸|拍|罵|嗆|欺負|霸凌|威脅|搶)';
const HOW =
  '(?:一直|又|常常|每天|都|故意|突然|偷偷|用力|一起|還|還是|就|也|會|在[\\p{Script=Han}]{1,4}|拿[\\p{Script=Han}]{1,4})';
const BODY =
  '(?:頭|臉|背|手|手臂|手肘|肚子|腳|腿|大腿|屁股|胸部|胸口|身體|肩膀|脖子|耳朵|頭髮|鼻子|眼睛|嘴巴|下面|私密處|尿尿的地方|椅子|桌子|書包|鉛筆盒|東西|便當)';

const SOURCES_0048: string[] = [
  // a sport's hit, kick, shot or touch (擊劍課我刺中對手三次, 躲避球被打中, 游擊手刺殺了打者, 哥哥在籃球場上被殺爆了):
  // the sport is named before the deed, with no wish, intent or imitation between, and no death, break or blood after
  `(?<=(?<!${LIKE}.{0,3}|${WISH}.{0,12})${SPORT}${CLEAN}{0,16}?)(?:被)?(?:對手|對方|教練|選手|他|她|我)?(?:一直|用力|一拳|一腳|一劍|一箭)?${SPORT_ACT}(?!.{0,3}(?:死|爛|斷|流血|骨折|住院|瞎)|.{0,3}${PERSON}的?(?:眼睛|心臟|脖子|喉嚨))`,
  // the same with the sport named right after the deed's sentence part (我用躲避球打中了隔壁班的隊長)
  `(?<=用(?:躲避球|球|水球|雪球|水槍|竹劍|枕頭|紙飛機|軟劍|泡綿劍)(?!.{0,2}(?:死|爛)))${SPORT_ACT}(?:中|到)(?!.{0,6}(?:死|爛|斷|流血))`,
  // 死 said big of a feeling (笑死我了, 累死了, 熱到快死掉了, 嚇死人了, 氣死我了, 美死了, 好吃死了): never with a
  // person after it (餓死她, 熱死你), nor 把 … before it (把他熱死)
  `(?<!把.{0,8}|想|要|去|讓自己|我要|我想)(?:好|真|快|超|太|都|會|得|到|的)?${FEELING}(?:得|到)?(?:快|要|差點|都快)?(?:死|死掉|半死|要死|要命)(?:了|啦|囉|喔|我了|我啦|人了?|人啦|我)?(?![他她你妳牠])`,
  // doing something "to death" (玩到死, 睡到死, 打電動打到死, 打寶可夢打到死)
  `(?<!把.{0,8})(?:${UNTIL}|(?<=(?:電動|電玩|遊戲|手遊|寶可夢|怪|王|球|牌|game|switch)${CLEAN}{0,4})打)(?:到|得)(?:快|都快)?(?:死|死掉|半死|要死)(?:了|啦)?(?!${PERSON})`,
  // pressed, bitten or bored to death by a thing, not a person (被功課壓死, 被蚊子咬死了, 被考試煩死)
  `被(?:這些|那些|好多|一堆|很多|滿滿的)?(?:功課|作業|考試|書包|事情|工作|蚊子|蚊|小黑蚊|跳蚤|螞蟻|蟲|太陽|熱|冷氣|數學|英文|補習)(?:給)?(?:壓|咬|煩|悶|累|熱|曬|冷|凍|忙|吵|笑)(?:到|得)?(?:快)?(?:死|死了|死掉|扁|爛)`,
  // killed and killing in a game (我在遊戲裡被爆頭, 他一直爆頭我, 組隊打王打了好久才殺掉, 吃雞殺了八個人): the game named
  // before, no wish, imitation or step into the real world between, and no 我也要… after
  `(?<=(?<!${LIKE}.{0,3})${GAME}${CLEAN_ANY}{0,24}?)(?:被)?${GAME_KILL}(?!(?:了|掉)?(?:老師|同學|爸爸|媽媽|家人|真人|現實|我[弟妹哥姊姐爸媽家同朋]))(?!.{0,24}(?:我|我們)(?:也|就也|都)(?:要|想|會|來|去))`,
  // war, history and the news: deaths told (以前打仗的時候，很多人被炸彈炸死; 新聞說地震壓死了很多人)
  `(?<=(?<!${LIKE}.{0,3})${WAR}${CLEAN_ANY}{0,24}?)${WAR_DEATH}(?!.{0,24}(?:我|我們)(?:也|就也|都)(?:要|想|會|來|去))`,
  // a disaster's deaths (地震壓死了很多人, 颱風把樹吹倒壓死一隻狗)
  `(?<=(?:地震|颱風|海嘯|土石流|火災|大火|車禍|空難|意外|水災|淹水|雪崩|火山)${CLEAN_ANY}{0,16}?)(?:壓死|燒死|淹死|撞死|摔死|死亡|死傷|炸死|砸死|死了|死掉)`,
  // a child telling that someone hit, pushed, pinched or touched her (小明拿鉛筆戳我的手; 放學三個人圍著我，打我的頭;
  // 有個叔叔叫我不要告訴別人他摸我): a third person the doer, the writer the one hurt; never 你 asked (你來摸我), never
  // the writer's own wish (我想讓他打我 / 我要他摸我)
  `(?<!(?:讓|叫|要|想|請|給|你|妳|您|來).{0,2})(?<=(?<!再|如果|要是|敢)${DOER}${HOW}{0,3})${HIT_ACT}(?:了|過)?(?:一下|一巴掌|一拳|一腳)?我(?:的${BODY}|一(?:下|巴掌|拳|腳)|$|好|很|還|說|跟|害|讓|留|流|痛|哭|不|都|結果|然後|之後|後來|所以|因為|媽|爸|老師|的時候)`,
  // …圍著我，打我的頭 (the doer named earlier in the sentence, the victim told by 我的 + a body part)
  `(?<=(?:著|了|住|堵)我)${HIT_ACT}我的${BODY}`,
  // …把我推倒還踢我 (the doer named, the writer the one pushed, then the next blow told)
  `(?<=(?<!再|如果|要是|敢)${DOER}(?:一直|又|常常|故意|突然)?把我)${HIT_ACT}(?:倒|到地上|在地上|到牆上|到牆壁)?(?:還|又|再|然後)?(?:${HIT_ACT}我(?:的${BODY})?)?(?!.{0,4}(?:死|殺))`,
  // the adult's secret told by the child it was asked of (叔叔叫我不要告訴別人他摸我): the report, not the grooming
  `(?<=${DOER}(?:叫|要|跟|對|威脅)我(?:說)?)(?:不要|不可以|不能|別)(?:告訴|跟|講|說給)(?:別人|任何人|爸媽|媽媽|爸爸|老師|大人)(?:說|聽|知道)?(?=.{0,6}${HIT_ACT}(?:了|過)?我)`,
  // the writer reporting (我被同學打了一巴掌, 我的背被打到瘀青): 被 + (doer) + deed, the writer first
  `(?<=我(?:的${BODY})?(?:又|常常|每天|今天|昨天|剛剛)?)被(?:[\\p{Script=Han}]{0,4})?${HIT_ACT}(?:了|過|到|得)?(?:一下|一巴掌|一拳|一腳|瘀青|流血|受傷|好痛|很痛|哭)?`,
  // a drug or tobacco lesson: a warning with the drug word (可能有毒品, 裡面有毒品, 拒絕毒品, 菸害防制), its
  // consequences (販毒的人會被關, 吸毒會上癮), a poster or a talk; not the writer's own use (我想試試看吸毒, 我要去買K他命)
  `(?<!我[^不，,。]{0,6})(?:可能|裡面|其實|含)(?:會)?(?:有|加了|是|藏)(?:毒品|毒|大麻|k他命|安非他命|搖頭丸|迷幻藥|藥)`,
  `(?<=(?:反毒|拒絕|海報|標語|宣導|講座|防制|說不|不可以|千萬不要|絕對不要|不要(?:碰|吸|吃|喝|抽|用|試|拿)|警察(?:叔叔|阿姨)?說|老師說|健康課|健康教育)${LESSON_GAP}{0,14}?)(?<!我[^不，,。]{0,6})(?:毒品|吸毒|販毒|大麻|k他命|安非他命|搖頭丸|咖啡包|香菸|菸|檳榔|毒)(?!.{0,4}(?:很好|好玩|很爽|好爽|嗨|舒服|給我|來吸|一下|看看|在哪|哪裡))`,
  `(?<!我[^不，,。]{0,6})(?:販毒|運毒|賣毒品|吸毒|毒品|吸菸|抽菸|菸|k他命|大麻)(?:的人)?(?:會|會讓人?|讓人|使人|害人|就會)?.{0,8}?(?:被關|被抓|關很久|判刑|坐牢|上癮|生病|變黑|得肺癌|肺癌|爛掉|有害|傷害|傷身|違法|犯法)(?![嗎吗])`,
  `菸害|反菸|戒菸|拒菸|無菸|二手菸|三手菸`,
];

/** The allowed readings of session 0048 (Simplified like the compact text; built on first use: OpenCC). */
export const allowRulesZh0048 = once((): RegExp[] => SOURCES_0048.map((src) => new RegExp(simplify(src), 'gu')));

// ── a report of being hurt, recorded for the teacher even though the text is allowed ───────────────────────────
const REPORT = once(() => ({
  // the writer the one hurt (…打我, 我被…打, 摸我的…); not a pat on the head, a goodnight kiss, a game lost
  hurt: new RegExp(
    simplify(
      `(?<!(?:讓|叫|要|想|請|給|你|妳|您|來).{0,2})(?<=${DOER}${HOW}{0,3})${REPORT_ACT}(?:了|過)?(?:一下|一巴掌|一拳|一腳)?我(?!們|的(?:頭|頭髮)(?!.{0,2}(?:撞|打|敲|流血|好痛|很痛)))|` +
        `我(?:的${BODY})?(?:又|常常|每天|今天|昨天|剛剛)?被(?:[\\p{Script=Han}]{0,4})?(?:${REPORT_ACT}|排擠|嘲笑|關)(?!敗|贏|電話|開|掃)|` +
        `(?:欺負|霸凌|排擠|孤立|威脅|恐嚇)我|我被(?:欺負|霸凌|排擠|孤立)`,
    ),
    'u',
  ),
  // a game, a sport, a story, an animal or a ball frames it; a parent's or a teacher's scolding is no report
  frame: new RegExp(
    simplify(
      `${GAME}|${SPORT}|故事|主角|童話|小紅帽|白雪公主|巫婆|大野狼|狗|貓|蚊子|蜜蜂|球|桌遊|撲克牌|遊戲|` +
        `(?:媽媽|爸爸|媽|爸|老師|阿嬤|阿公)(?:一直|又|常常)?罵|被(?:媽媽|爸爸|媽|爸|老師|阿嬤|阿公)罵`,
    ),
    'u',
  ),
}));
// what a report tells: hitting and hurting, mocking, and touching the body (no kiss, no hug, no pat)
const REPORT_ACT = '(?:打|踢|揍|捶|推|撞|捏|掐|咬|抓|戳|刺|扯|壓|絆|丟|砸|罵|嗆|欺負|霸凌|威脅|搶|摸|偷看|偷拍)';
/**
 * A child telling that someone hit, pushed, touched, bullied or threatened her (a cry for help, not a bully's
 * words): the check lets it through (decision 0048) and the guard records it for the teacher's 「需要關心」 with its
 * text, so the teacher can help. Games, sports and stories are no report.
 */
export function reportsBeingHurt0048(compact: string): boolean {
  const r = REPORT();
  return r.hurt.test(compact) && !r.frame.test(compact);
}

/** The category a report of being hurt is recorded under (not a refusal; safety.service.ts). */
export const HURT_REPORT = 'hurt_report' as const;

// risky words the learned line reads, outside every allowed reading (Simplified)
const EVERYDAY_DA = /打(?:仗|电动|电玩|球|针|开|扫|电话|招呼|工|算|雷|喷嚏|哈欠|字|卡)/gu;
const RISKY = /[杀死打砍刺炸枪刀血揍踢捅割勒撞飞毒吸抽嗑药菸烟胸屁脱裸亲摸舔性奶]|我要|我想|我们来|给我|买|卖/u;
// the contexts of this session (a game, a sport, a war or the news): the violence lift needs one
const CONTEXT_0048 = once(() => new RegExp(simplify(`${GAME}|${SPORT}|${WAR}`), 'u'));
/**
 * Lifts of the learned line's refusals (weights unchanged): a text whose every risky word stands inside an allowed
 * reading of any session and, for violence, a game, a sport, a war or the news named (以前打仗的時候很多人被炸彈炸死).
 */
export const LEARNED_LIFT_0048: Partial<
  Record<SafetyCategory, (compact: string, folded: string, unallowed: string) => boolean>
> = {
  drugs: (compact, _folded, unallowed) => unallowed !== compact && !RISKY.test(unallowed.replace(EVERYDAY_DA, '')),
  violence: (compact, _folded, unallowed) =>
    unallowed !== compact && CONTEXT_0048().test(compact) && !RISKY.test(unallowed.replace(EVERYDAY_DA, '')),
};

/**
 * A game's name played (打寶可夢打到死, 抓寶可夢, 跟哥哥對戰寶可夢): talk of the game, not the character put in the
 * book (the owned-character nudge of checkText's free text; the naming fields still refuse every owned name).
 */
export function playsOwned0048(compact: string, key: string): boolean {
  const at = compact.indexOf(key);
  return at >= 0 && /(?:打|抓|收服|对战|玩了?)$/u.test(compact.slice(Math.max(0, at - 3), at));
}
