import { normalise } from '../../text/segment.ts';
import { cedict } from './cedict.ts';
import { LEXICON } from './lexicon.ts';

/**
 * Our own curated Chinese–English table of the words primary-school children write in picture books
 * (written for Storycat, same licence as the app; no third-party dictionary is shipped). One entry per
 * line: Chinese (Traditional) | English | kind. Kinds: n noun, nm uncountable noun, pl plural noun, name, v verb
 * ('base,past' when irregular), a adjective, d adverb, m measure word, num number, t time word,
 * l place suffix (裡, 上 …), mod modal verb, c conjunction.
 */
const TABLE = `
小兔子|little rabbit|n
兔子|rabbit|n
小白兔|little white rabbit|n
小貓|kitten|n
小貓咪|kitty|n
貓咪|cat|n
貓|cat|n
小狗|puppy|n
狗狗|doggy|n
狗|dog|n
老鼠|mouse|n
小豬|piglet|n
豬|pig|n
牛|cow|n
馬|horse|n
猴子|monkey|n
小雞|chick|n
雞|chicken|n
老母雞|mother hen|n
公雞|rooster|n
鴨子|duck|n
小鳥|little bird|n
鳥|bird|n
魚|fish|n
小魚|little fish|n
鯨魚|whale|n
海豚|dolphin|n
烏龜|turtle|n
蝴蝶|butterfly|n
蜜蜂|bee|n
恐龍|dinosaur|n
龍|dragon|n
獨角獸|unicorn|n
熊|bear|n
小熊|little bear|n
熊貓|panda|n
老虎|tiger|n
獅子|lion|n
狐狸|fox|n
青蛙|frog|n
大象|elephant|n
長頸鹿|giraffe|n
企鵝|penguin|n
貓頭鷹|owl|n
大野狼|big bad wolf|n
狼|wolf|n
松鼠|squirrel|n
蝸牛|snail|n
羊|sheep|n
怪獸|monster|n
小怪獸|little monster|n
機器人|robot|n
外星人|alien|n
公主|princess|n
王子|prince|n
國王|king|n
皇后|queen|n
巫婆|witch|n
魔法師|wizard|n
仙女|fairy|n
超人|superhero|n
海盜|pirate|n
鬼|ghost|n
雪人|snowman|n
媽媽|Mom|name
爸爸|Dad|name
哥哥|big brother|n
姐姐|big sister|n
姊姊|big sister|n
弟弟|little brother|n
妹妹|little sister|n
爺爺|Grandpa|name
奶奶|Grandma|name
外公|Grandpa|name
外婆|Grandma|name
老師|teacher|n
同學|classmate|n
朋友|friend|n
好朋友|good friend|n
小朋友|children|pl
寶寶|baby|n
家人|family|nm
大家|everyone|name
男孩|boy|n
女孩|girl|n
小男孩|little boy|n
小女孩|little girl|n
森林|forest|n
樹林|woods|nm
海邊|beach|n
沙灘|beach|n
大海|sea|n
海|sea|n
海底|bottom of the sea|n
天空|sky|n
太空|space|nm
外太空|outer space|nm
月亮|moon|n
太陽|sun|n
星星|star|n
雲|cloud|n
彩虹|rainbow|n
城市|city|n
學校|school|n
教室|classroom|n
家|home|name
房間|room|n
廚房|kitchen|n
公園|park|n
花園|garden|n
城堡|castle|n
農場|farm|n
山|mountain|n
河|river|n
湖|lake|n
雪地|snow|nm
沙漠|desert|n
動物園|zoo|n
遊樂場|playground|n
山洞|cave|n
床|bed|n
樹|tree|n
大樹|big tree|n
花|flower|n
草地|grass|nm
紅蘿蔔|carrot|n
蘿蔔|radish|n
蘋果|apple|n
香蕉|banana|n
草莓|strawberry|n
西瓜|watermelon|n
蛋糕|cake|n
生日蛋糕|birthday cake|n
冰淇淋|ice cream|nm
糖果|candy|n
棒棒糖|lollipop|n
餅乾|cookie|n
麵包|bread|nm
牛奶|milk|nm
水|water|nm
飯|rice|nm
早餐|breakfast|nm
午餐|lunch|nm
晚餐|dinner|nm
蜂蜜|honey|nm
球|ball|n
足球|soccer|nm
籃球|basketball|nm
風箏|kite|n
氣球|balloon|n
雨傘|umbrella|n
傘|umbrella|n
禮物|present|n
書|book|n
故事|story|n
故事書|storybook|n
鉛筆|pencil|n
畫|picture|n
玩具|toy|n
娃娃|doll|n
腳踏車|bike|n
車子|car|n
車|car|n
公車|bus|n
火車|train|n
飛機|airplane|n
船|boat|n
火箭|rocket|n
魔法|magic|nm
魔法棒|magic wand|n
寶藏|treasure|nm
寶石|jewel|n
鑰匙|key|n
小烏龜|little turtle|n
皇冠|crown|n
帽子|hat|n
衣服|clothes|name
鞋子|shoes|name
貝殼|seashell|n
石頭|stone|n
雪|snow|nm
雨|rain|nm
風|wind|nm
天氣|weather|nm
火|fire|nm
歌|song|n
生日|birthday|n
派對|party|n
比賽|race|n
遊戲|game|n
作業|homework|nm
眼睛|eye|n
耳朵|ear|n
尾巴|tail|n
翅膀|wing|n
心|heart|n
吃|eat,ate|v
喝|drink,drank|v
玩|play|v
跑|run,ran|v
跑步|run,ran|v
跳|jump|v
跳舞|dance|v
唱歌|sing,sang|v
唱|sing,sang|v
畫|draw,drew|v
畫畫|draw pictures,drew pictures|v
看|look at|v
看到|see,saw|v
看見|see,saw|v
看書|read a book,read a book|v
讀書|study|v
寫|write,wrote|v
聽|listen to|v
說|say,said|v
說故事|tell a story,told a story|v
講故事|tell a story,told a story|v
講|tell,told|v
笑|laugh|v
哭|cry|v
睡覺|sleep,slept|v
睡|sleep,slept|v
起床|get up,got up|v
走|walk|v
走路|walk|v
飛|fly,flew|v
游泳|swim,swam|v
爬|climb|v
爬山|climb the mountain|v
騎|ride,rode|v
坐|ride,rode|v
站|stand,stood|v
拿|hold,held|v
撐|hold,held|v
上課|have class,had class|v
抱|hug|v
撿|pick up,picked up|v
找|look for,looked for|v
找到|find,found|v
發現|find,found|v
遇到|meet,met|v
幫助|help|v
幫|help|v
送|give,gave|v
買|buy,bought|v
做|make,made|v
煮|cook|v
種|plant|v
洗|wash|v
打開|open|v
關|close|v
放|put,put|v
放風箏|fly a kite,flew a kite|v
踢|kick|v
踢足球|play soccer|v
打籃球|play basketball|v
打敗|defeat|v
保護|protect|v
救|save|v
去|go to,went to|v
來|come to,came to|v
到|arrive at|v
回家|go home,went home|v
回|go back to,went back to|v
住|live|v
等|wait for|v
叫|call|v
喜歡|like|v
愛|love|v
想|want to|mod
要|want to|mod
會|can|mod
可以|can|mod
能|can|mod
知道|know,knew|v
覺得|feel,felt|v
學|learn|v
學習|learn|v
教|teach,taught|v
做鬼臉|make a face,made a face|v
旅行|travel|v
冒險|go on an adventure,went on an adventure|v
探險|explore|v
野餐|have a picnic,had a picnic|v
露營|go camping,went camping|v
開|drive,drove|v
變成|become,became|v
變|turn into,turned into|v
有|have,had|v
是|be|v
開心|happy|a
快樂|happy|a
高興|glad|a
難過|sad|a
傷心|sad|a
生氣|angry|a
害怕|scared|a
累|tired|a
餓|hungry|a
大|big|a
小|little|a
高|tall|a
矮|short|a
長|long|a
胖|fat|a
可愛|cute|a
漂亮|beautiful|a
美麗|beautiful|a
好|good|a
壞|bad|a
好吃|delicious|a
好玩|fun|a
勇敢|brave|a
聰明|smart|a
厲害|amazing|a
善良|kind|a
溫柔|gentle|a
有趣|interesting|a
神奇|magical|a
熱|hot|a
冷|cold|a
新|new|a
老|old|a
快|fast|a
慢|slow|a
乾淨|clean|a
髒|dirty|a
紅色|red|a
紅|red|a
橘色|orange|a
黃色|yellow|a
黃|yellow|a
綠色|green|a
綠|green|a
藍色|blue|a
藍|blue|a
紫色|purple|a
粉紅色|pink|a
白色|white|a
白|white|a
黑色|black|a
黑|black|a
彩色|colorful|a
很|very|d
非常|very|d
好多|many|d
一起|together|d
也|also|d
都|all|d
還|still|d
又|again|d
再|again|d
常常|often|d
終於|finally|d
突然|suddenly|d
慢慢|slowly|d
快快|quickly|d
今天|today|t
昨天|yesterday|t
明天|tomorrow|t
早上|in the morning|t
中午|at noon|t
下午|in the afternoon|t
晚上|at night|t
有一天|one day|t
從前|once upon a time|t
後來|later|t
然後|then|t
最後|in the end|t
冬天|in winter|t
夏天|in summer|t
春天|in spring|t
秋天|in autumn|t
裡|in|l
裡面|in|l
里|in|l
中|in|l
上|on|l
上面|on|l
下|under|l
下面|under|l
底下|under|l
旁邊|beside|l
前面|in front of|l
後面|behind|l
外面|outside|l
邊|by|l
旁|by|l
和|and|c
跟|and|c
還有|and|c
但是|but|c
可是|but|c
所以|so|c
因為|because|c
一|one|num
二|two|num
兩|two|num
三|three|num
四|four|num
五|five|num
六|six|num
七|seven|num
八|eight|num
九|nine|num
十|ten|num
很多|many|num
一些|some|num
隻|-|m
個|-|m
只|-|m
把|-|m
朵|-|m
本|-|m
顆|-|m
條|-|m
位|-|m
張|-|m
輛|-|m
棵|-|m
塊|-|m
片|-|m
`;

/** x: a function word with no English of its own (就, 才, 啊 …): known, so never looked up, and left out. */
export type Kind = 'n' | 'nm' | 'name' | 'pl' | 'v' | 'a' | 'd' | 'm' | 'num' | 't' | 'l' | 'mod' | 'c' | 'x';
export interface Entry {
  zh: string;
  en: string;
  kind: Kind;
}

let dict: Map<string, Entry> | undefined;
/** Our own lexicon only (no CC-CEDICT): what we checked by hand. */
export function lookupOwn(key: string): Entry | undefined {
  if (!dict) {
    dict = new Map();
    // The children's lexicon first: where both list a word, the lexicon's sense wins.
    for (const line of `${LEXICON.trim()}\n${TABLE.trim()}`.split('\n')) {
      if (!line.trim()) continue;
      const [zh, en, kind] = line.split('|') as [string, string, Kind];
      const k = normalise(zh);
      // The first entry wins: 畫 as a noun is listed before 畫 as a verb, and context picks the verb.
      if (!dict.has(k)) dict.set(k, { zh, en, kind });
      else if (kind === 'v') dict.set(`${k}#v`, { zh, en, kind });
    }
  }
  return dict.get(key);
}

/** Looks a word up by its normalised (Simplified) key: our lexicon, then CC-CEDICT. */
export function lookup(key: string): Entry | undefined {
  const own = lookupOwn(key);
  if (own) return own.kind === 'x' ? undefined : own;
  return /^\p{Script=Han}+$/u.test(key) ? cedict(key) : undefined;
}

export function lookupVerb(key: string): Entry | undefined {
  const e = lookup(key);
  return e?.kind === 'v' || e?.kind === 'mod' ? e : lookup(`${key}#v`);
}

export const PRONOUNS: Record<
  string,
  { subject: string; object: string; possessive: string; person: 1 | 2 | 3; plural: boolean }
> = {
  我: { subject: 'I', object: 'me', possessive: 'my', person: 1, plural: false },
  你: { subject: 'you', object: 'you', possessive: 'your', person: 2, plural: false },
  他: { subject: 'he', object: 'him', possessive: 'his', person: 3, plural: false },
  她: { subject: 'she', object: 'her', possessive: 'her', person: 3, plural: false },
  它: { subject: 'it', object: 'it', possessive: 'its', person: 3, plural: false },
  牠: { subject: 'it', object: 'it', possessive: 'its', person: 3, plural: false },
  我们: { subject: 'we', object: 'us', possessive: 'our', person: 1, plural: true },
  你们: { subject: 'you', object: 'you', possessive: 'your', person: 2, plural: true },
  他们: { subject: 'they', object: 'them', possessive: 'their', person: 3, plural: true },
  她们: { subject: 'they', object: 'them', possessive: 'their', person: 3, plural: true },
  它们: { subject: 'they', object: 'them', possessive: 'their', person: 3, plural: true },
  牠们: { subject: 'they', object: 'them', possessive: 'their', person: 3, plural: true },
  大家: { subject: 'everyone', object: 'everyone', possessive: "everyone's", person: 3, plural: false },
  谁: { subject: 'who', object: 'who', possessive: 'whose', person: 3, plural: false },
  有人: { subject: 'someone', object: 'someone', possessive: "someone's", person: 3, plural: false },
};
