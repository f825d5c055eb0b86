import { normalise } from '../../../text/segment.ts';
import { DOING_TABLE } from './doing.ts';
import type { Pose } from './look.ts';

/**
 * Activities (issue O, decision 0029): a verb phrase → the tools and objects that make the act readable, where each
 * goes on or around the figure, and the pose. Shooting a basket needs the ball in the raised hands and a hoop;
 * fishing a rod in the hand with a fish on the line; skiing skis under the feet. The table is data: one line per
 * activity, `words | pose | props`, a prop written `icon@spot` or `icon@spot*size` (size as a share of the figure's
 * box). `$obj` is the thing the child named as the act's object (切西瓜 → the watermelon on the board, 摘橘子 → the
 * tangerine in the hand, 踩西瓜 → the watermelon under the foot). `icon~@spot` is a person's tool only: an animal does
 * the act without it (a bird sings with no microphone at its beak).
 *
 * Spots: hand (in the front hand), back-hand (the other hand), up (held above the head in both hands), hang
 * (hanging from the hand by its handle: a basket, a bucket), face (at the mouth: a toothbrush, a trumpet), chest
 * (held across the body: a guitar, a box), back (on the back: a sack), feet (under the soles: skis, skates),
 * kick (at the front foot), under (squashed under the front foot), front (standing on the ground in front), table
 * (at waist height in front: a board game, a cutting board), behind (a big thing on the side the figure faces,
 * behind it: a blackboard, a hoop, an easel), ring (around the figure: a ring of fire, a jump rope), air (in the
 * air in front: a ball just hit, a frisbee), tip (at the end of what is in the hand: the fish on the line), rim (in
 * the basket or bucket hanging from the hand: 一籃水果 is fruit in the basket), ladder (standing on the ground under the
 * climbing figure, which is lifted onto its rungs), trail (on the ground behind the figure's back, pulled by a rope
 * from the back hand: 拉車). Decision 0036 added the two and the rows for digging, climbing, pushing and pulling.
 * yoke (a carrying pole across the shoulders, centred on the body: 挑水) came with decision 0039.
 */
export type Spot =
  | 'hand'
  | 'back-hand'
  | 'up'
  | 'hang'
  | 'face'
  | 'chest'
  | 'back'
  | 'feet'
  | 'kick'
  | 'under'
  | 'front'
  | 'table'
  | 'behind'
  | 'slope'
  | 'ladder'
  | 'trail'
  | 'yoke'
  | 'ring'
  | 'air'
  | 'tip'
  | 'rim'
  // decision 0059: over the raised front foot (a shuttlecock kicked up)
  | 'toe';

export interface ActProp {
  icon: string;
  spot: Spot;
  /** as a share of the figure's box */
  size: number;
  /** a colour the child wrote for it (紅色的水桶) */
  colour?: string;
  /** a person's tool only (written `icon~@spot`): an animal does the act without it (a bird sings with no microphone) */
  personOnly?: boolean;
}
export interface Activity {
  /** the words that named it (for describe and tests) */
  words: string;
  pose?: Pose;
  props: ActProp[];
  /** a person who belongs to the act when none is named (打針 → a nurse) */
  companion?: string;
}

const SIZE: Record<Spot, number> = {
  hand: 0.26,
  'back-hand': 0.22,
  up: 0.2,
  hang: 0.26,
  face: 0.16,
  chest: 0.36,
  back: 0.42,
  feet: 0.55,
  kick: 0.18,
  under: 0.3,
  front: 0.4,
  table: 0.42,
  behind: 0.85,
  slope: 0.9,
  ladder: 1.05,
  trail: 0.5,
  yoke: 0.9,
  ring: 0.9,
  air: 0.16,
  tip: 0.2,
  rim: 0.14,
  toe: 0.16,
};

const TABLE = `
下棋 下象棋 下西洋棋 下圍棋 下跳棋 玩棋 棋盤 | sit | chessboard@table*0.5
割稻 收割 割草 鐮刀 | hold | sickle@hand, sheaf-of-rice@back-hand
插秧 | hold | seedling@hand, sheaf-of-rice@front*0.25
種樹 種花 種菜 種下 播種 | hold | shovel@hand*0.4, seedling@front*0.25
鋤頭 鋤草 翻土 耕田 | hold | hoe@hand*0.5
投籃 灌籃 打籃球 射籃 | jump | basketball@up, basketball-hoop@behind
運球 拍球 拍籃球 | run | basketball@kick*0.2
打排球 | jump | volleyball@up
踢足球 踢球 射門 | run | soccer-ball@kick*0.2
打棒球 揮棒 打擊 | throw | baseball-bat@hand*0.4, baseball@air
打羽毛球 羽球 | throw | badminton@hand*0.34, badminton@air*0.1
打網球 | throw | racket@hand*0.36, tennis@air*0.1
打桌球 打乒乓球 乒乓球 | hold | ping-pong@hand*0.28
打保齡球 保齡球 | throw | bowling@kick*0.22
射箭 弓箭 | hold | bow-and-arrow@hand*0.34
接飛盤 丟飛盤 玩飛盤 飛盤 | jump | flying-disc@air*0.2
釣魚 釣到 釣起 魚竿 釣竿 | hold | fishing-pole@hand*0.62, fish@tip*0.22
抓魚 撈魚 | hold | fish@hand*0.26
捕蝴蝶 抓蝴蝶 捕蟲 抓蟲 抓昆蟲 | run | butterfly-net@hand*0.5, butterfly@air*0.14
打針 打預防針 注射 挨針 | cry | syringe@air*0.2 | health-worker-light
黑板上寫 黑板寫 寫黑板 黑板上畫 擦黑板 | point | blackboard@behind*1, chalk@hand*0.12
搗麻糬 打麻糬 做麻糬 | throw | mortar@front*0.42, mallet@hand*0.5
滅火 救火 | hold | fire@behind*0.55
跳火圈 鑽火圈 穿過火圈 火圈 | jump | fire-ring@ring*0.95
畫畫 畫圖 寫生 作畫 畫一幅 | hold | easel@front*0.6, paintbrush@hand*0.22, artist-palette@back-hand*0.22
切菜 切水果 切西瓜 切肉 切蛋糕 切 | hold | cutting-board@table*0.42, kitchen-knife@hand*0.24, $obj@table*0.26
背著一袋 背著一大袋 揹著一袋 揹著一大袋 背一大袋 一大袋 背袋子 背麻袋 扛著一袋 扛一袋 扛著一大袋 扛一大袋 扛著麻袋 扛米 扛著米 背米 麻袋 布袋 | walk | sack@back*0.5
扛著 扛起 扛 | walk | $obj@back*0.5
背著 揹著 背起 揹起 背在背上 揹在背上 | walk | $obj@back*0.42
抬著 抬起 抬 搬著 搬起 搬運 搬 | walk | $obj@chest*0.42
插旗 插國旗 插上 插在 插進 | hold | $obj@front*0.5
扛著 扛 | walk | sack@back*0.5
提著籃子 提籃 拎著籃子 一籃 籃子 菜籃 | hold | basket@hang*0.3, $obj@rim*0.15
提水桶 拎水桶 提著水桶 拎著 水桶 | hold | bucket@hang*0.26, $obj@rim*0.13
跳繩 | jump | jump-rope@ring*0.95
滑雪 | run | skis@feet*0.6
溜冰 滑冰 冰刀 溜冰鞋 滑來滑去 溜來溜去 滑過 滑行 冰上滑 | dance | ice-skate~@feet*0.2
直排輪 溜輪 輪鞋 溜輪子 | run | roller-skate@feet*0.2
滑板 | run | skateboard@feet*0.55
澆花 澆水 澆菜 灑水 水壺 | hold | watering-can@hand*0.34
放鞭炮 點鞭炮 鞭炮 | hold | firecracker@front*0.3
放煙火 | hold | sparkler@hand*0.3
掃地 掃落葉 掃樹葉 打掃 掃 | hold | broom@hand*0.62
拖地 | hold | broom@hand*0.5, bucket@front*0.22
刷牙 | stand | toothbrush@face*0.26
洗手 洗臉 洗手台 | hold | sink@front*0.6, soap@hand*0.16
寫功課 寫作業 做功課 寫字 寫作文 寫日記 寫信 | sit | notebook@table*0.26, pencil@hand*0.2
打電腦 用電腦 玩電腦 打字 電腦 | sit | laptop@table*0.34
看書 讀書 念書 | sit | open-book@hand*0.26
看報紙 讀報紙 翻報紙 | hold | newspaper@chest*0.34
看雜誌 看漫畫 讀漫畫 翻雜誌 | sit | open-book@hand*0.26
打電話 講電話 玩手機 | stand | mobile-phone@face*0.16
拍照 照相 | hold | camera@face*0.22
打鼓 敲鼓 | hold | drum@table*0.36
彈吉他 吉他 | hold | guitar@chest*0.42, musical-notes@air*0.14
拉小提琴 小提琴 | hold | violin@chest*0.38, musical-notes@air*0.14
彈鋼琴 鋼琴 彈琴 | sit | musical-keyboard@table*0.4, musical-notes@air*0.14
吹喇叭 吹小號 喇叭 | hold | trumpet@face*0.26, musical-notes@air*0.14
唱歌 | laugh | microphone~@face*0.16, musical-notes@air*0.16
吹泡泡 | hold | bubbles@air*0.26
摘 採 | hold | $obj@up*0.18, basket@front*0.26
拔蘿蔔 拔 | hold | $obj@hand*0.3
挖沙 挖土 鏟沙 鏟土 | hold | shovel@hand*0.4, bucket@front*0.22
挖洞 挖坑 挖寶藏 挖寶 挖地瓜 挖番薯 挖竹筍 挖地 鏟子 | hold | shovel~@hand*0.7, dirt-pile@front*0.6, $obj@front*0.2
爬梯子 爬上梯子 梯子 | climb | ladder@ladder*1.05
推著 推購物車 推輪椅 推車 推 | hold | $obj@front*0.48
拉車 拖車 拖著 拉著 | walk | $obj@trail*0.5
積木 | sit | toy-blocks@front*0.55
蓋房子 蓋房屋 蓋城堡 蓋高塔 蓋大樓 蓋樹屋 蓋新家 蓋一間 蓋一棟 蓋狗屋 建造 | hold | hammer~@hand*0.26, brick@front*0.24
堆沙堡 | sit | sandcastle@front*0.4, bucket@front*0.2
烤肉 | hold | grill@front*0.55
煮飯 煮菜 炒菜 煮湯 煮麵 做菜 做飯 燉 煮 炒 | hold | pot-of-food@table*0.3
煎蛋 煎荷包蛋 荷包蛋 | hold | cooking@hand*0.3
做蛋糕 做餅乾 烤餅乾 烤蛋糕 | hold | bowl-with-spoon@table*0.3
吃飯 | sit | cooked-rice@hand*0.22
喝牛奶 | hold | glass-of-milk@hand*0.18
做實驗 實驗 | hold | test-tube@hand*0.2, alembic@table*0.3
剪紙 剪東西 剪刀 | hold | scissors@hand*0.2
縫衣服 縫 | hold | sewing-needle@hand*0.16, thread@table*0.2
打毛線 織毛衣 織圍巾 | hold | yarn@table*0.22
鋸木頭 鋸子 | hold | carpentry-saw@hand*0.36, wood@front*0.28
砍柴 砍樹 斧頭 | throw | axe@hand*0.36, wood@front*0.28
敲釘子 釘釘子 鐵鎚 槌子 | hold | hammer@hand*0.26
搬箱子 搬東西 搬家 抱著箱子 | walk | package@chest*0.34
看星星 望遠鏡 | stand | telescope@front*0.4
吹蠟燭 | stand | birthday-cake@table*0.34
拿紅包 領紅包 發紅包 | hold | red-envelope@hand*0.18
領獎 得獎 獎盃 拿第一名 | hold | trophy@up*0.24
溜滑梯 溜滑板梯 玩滑梯 滑梯上 | sit | playground-slide@slope*0.9
踩 踏 踩扁 踩到 | stand | $obj@under*0.4
堆雪人 | hold | snowman@front*0.5
玩沙 | sit | shovel@hand*0.36, bucket@front*0.22
吹氣球 | hold | balloon@face*0.26
著色 塗色 塗鴉 | sit | crayon@hand*0.18, notebook@table*0.26
寫書法 毛筆 | sit | paintbrush@hand*0.2, scroll@table*0.34
包水餃 包餃子 | sit | dumpling@table*0.22
搓湯圓 | sit | dango@table*0.22
倒垃圾 | walk | wastebasket@hang*0.28
洗碗 | hold | sponge@hand*0.16, bowl-with-spoon@table*0.26
洗車 擦車 | hold | sponge@hand*0.18, bucket@front*0.22
擦窗戶 擦桌子 | hold | sponge@hand*0.18
拼拼圖 拼圖 | sit | puzzle-piece@table*0.26
打電動 玩電動 玩遊戲機 | sit | video-game@hand*0.2
聽音樂 | stand | headphone@face*0.22
吹笛子 吹直笛 直笛 笛子 | hold | flute@face*0.3
餵奶 | sit | baby-bottle@hand*0.18
量體溫 | stand | thermometer@face*0.18
變魔術 表演魔術 | hold | magic-wand@hand*0.26, top-hat@front*0.2
衝浪 玩衝浪 衝浪板 | stand | surfboard@feet*0.75
放天燈 天燈 | wave | sky-lantern@up*0.3, sky-lantern@air*0.16
翹翹板 蹺蹺板 玩翹翹板 玩蹺蹺板 | sit | seesaw@behind*0.8
開公車 開車 開計程車 開卡車 開巴士 駕駛 | hold | steering-wheel~@hand*0.3
推嬰兒車 推娃娃車 推著嬰兒車 推著娃娃車 嬰兒車 娃娃車 | hold | stroller@front*0.58
挑水 挑著 挑擔 扁擔 挑兩桶 | walk | carrying-pole@yoke*0.9
背著書包 背書包 揹著書包 揹書包 書包 | walk | backpack@back*0.34
打翻 翻倒 弄倒 弄翻 灑出來 灑了 灑出 | scared | spill@front*0.42
倒水 倒牛奶 倒果汁 倒茶 倒一杯 | hold | pouring-jug@table*0.4
魔藥 藥水 大鍋 熬藥 煉藥 | hold | cauldron@front*0.5
手裡劍 飛鏢 | throw | shuriken@hand*0.12, shuriken@air*0.2
撒網 撒漁網 丟漁網 拋網 灑網 收網 漁網 | throw | fishing-net@air*0.5, $obj@back-hand*0.2
划船 划獨木舟 划小船 划龍舟 划槳 | hold | oar@hand*0.42
`;

interface Rule {
  words: string[];
  pose?: Pose;
  props: ActProp[];
  companion?: string;
}
let rules: Rule[] | undefined;
function table(): Rule[] {
  // (the action classes of decision 0059 first: a class there wins a tie with an older row here)
  rules ??= (DOING_TABLE + TABLE)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [words, pose, props, companion] = l.split('|').map((s) => s.trim());
      return {
        words: words!.split(/\s+/).map((w) => normalise(w)),
        pose: (pose || undefined) as Pose | undefined,
        props: props!.split(',').map((p) => {
          const m = /^([^\s~@]+)(~)?@([a-z-]+)(?:\*([\d.]+))?$/.exec(p.trim());
          if (!m) throw new Error(`activity prop ${p}`);
          const spot = m[3] as Spot;
          const prop: ActProp = { icon: m[1]!, spot, size: m[4] ? Number(m[4]) : SIZE[spot] };
          if (m[2]) prop.personOnly = true;
          return prop;
        }),
        companion: companion || undefined,
      };
    });
  return rules;
}

/** How many activities the table knows (tested: ≥ 60). */
export function activityCount(): number {
  return table().length;
}

/**
 * The activity the "what" text names: the rule whose word comes first in the text (the longest at the same place),
 * with `$obj` replaced by the thing the child named after the verb, or left out when there is none.
 */
/** Words of things that hold an act's word but are no act (布袋戲 is a puppet show, not a sack carried). */
let notActs: string[] | undefined;
const NOT_ACTS = () => (notActs ??= ['布袋戲'].map(normalise));

/**
 * 把 puts the object before the verb (把球踢進球門, 把地掃乾淨, 把花澆一澆); the table's words are verb + object (踢球,
 * 掃地, 澆花), so the object is put back after the verb before matching (decision 0050).
 */
let baForm: RegExp | undefined;
const BA_FORM = () =>
  (baForm ??= new RegExp(
    normalise(
      '把(?:[一這那][個顆隻張條根支本片塊盆桶]?)?([^把，,。]{1,4}?)(踢|丟|扔|投|拋|插|推|拉|搬|扛|抬|掃|澆|種|擦|洗|摘|撿)',
    ),
    'g',
  ));

export function findActivity(what: string, objects?: string | string[]): Activity | undefined {
  // (a show named as one word holds no act: 看布袋戲 carries no sack, decision 0044)
  const n = NOT_ACTS().reduce((t, w) => t.split(w).join('、'), normalise(what).replace(BA_FORM(), '$2$1'));
  const found: { rule: Rule; at: number; len: number; word: string }[] = [];
  for (const rule of table()) {
    let best: { rule: Rule; at: number; len: number; word: string } | undefined;
    for (const w of rule.words) {
      const at = n.indexOf(w);
      if (at >= 0 && (!best || at < best.at || (at === best.at && w.length > best.len)))
        best = { rule, at, len: w.length, word: w };
    }
    if (best) found.push(best);
  }
  found.sort((a, b) => a.at - b.at || b.len - a.len);
  // the first named act that draws something: 推著 with nothing named to push gives way to a later 娃娃車 (0039)
  for (const best of found) {
    // the object is the first named thing that is not one of the activity's own tools (一籃水果: the fruit, not the basket)
    const own = new Set(best.rule.props.map((p) => p.icon));
    const object = (typeof objects === 'string' ? [objects] : (objects ?? [])).find((o) => !own.has(o));
    const props = best.rule.props
      .map((p) => (p.icon === '$obj' ? (object ? { ...p, icon: object } : undefined) : { ...p }))
      .filter((p): p is ActProp => p !== undefined);
    if (props.length === 0) continue;
    // several acts on one page (一邊畫畫一邊唱歌, 邊走邊吹泡泡): what a later act sends into the air (the notes of a
    // song, bubbles) shows too, the hands kept for the first (decision 0045)
    if (!props.some((p) => p.spot === 'air'))
      for (const later of found)
        if (later.at >= best.at + best.len)
          for (const p of later.rule.props)
            if (p.spot === 'air' && p.icon !== '$obj' && !props.some((q) => q.icon === p.icon)) props.push({ ...p });
    return { words: best.word, pose: best.rule.pose, props, companion: best.rule.companion };
  }
  return undefined;
}

/**
 * How far up the figure is drawn, as a share of its box: on a slide's slope (decision 0032), on a ladder's rungs
 * (decision 0036), else on the ground.
 */
export function activityLift(act: Activity | undefined): number {
  if (act?.props.some((p) => p.spot === 'slope')) return 0.36;
  return act?.props.some((p) => p.spot === 'ladder') ? 0.18 : 0;
}
