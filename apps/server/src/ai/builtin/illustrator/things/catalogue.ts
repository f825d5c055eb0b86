/**
 * The noun catalogue: the things children name on a page → the artwork that shows them (a Fluent emoji id, or
 * one of our own drawings in things/art.ts). One line per thing: `icon | words … | flags`.
 * Flags say how the thing can go with a figure, for the composer: h holdable, r rideable (the figure sits on it),
 * s in the sky, g big and standing on the ground, m mounted on a wall (hung at wall height in a room, on a
 * building's front outdoors), and w:head / w:face / w:neck / w:back / w:body / w:feet for things
 * worn there; at:feet for shoes the figure does not draw itself (a pair set on the ground at its feet, decision
 * 0051) and xN for a thing's size class (drawn N times the usual prop size: a slipper at 0.5). The first block is decision 0051's everyday things (street furniture, home, school, play, clothes,
 * night-market food). Only whole words match (longest first); a word that is not here draws nothing.
 */
export type Wear = 'head' | 'face' | 'neck' | 'back' | 'body' | 'feet';
export interface ThingDef {
  icon: string;
  words: string[];
  hold: boolean;
  ride: boolean;
  sky: boolean;
  big: boolean;
  /** hangs on a wall or is part of one (a window, a door, a clock, a picture) */
  wall: boolean;
  wear?: Wear;
  /** shoes the figure does not draw on itself: a pair on the ground at its feet (decision 0051) */
  feet?: boolean;
  /** its size class: this many times the usual prop size when the child wrote no size (decision 0051) */
  scale?: number;
}

const TEXT = `
park-bench | 長椅 長凳 板凳 椅凳 公園的椅子 公園椅 石椅 木頭長椅 | g
street-lamp | 路燈 街燈 路邊的燈 燈柱 | g
horizontal-traffic-light | 紅綠燈 號誌燈 交通號誌 紅綠燈號誌 | g
utility-pole | 電線 電線桿 電線杆 電桿 高壓電線 電纜 | g
postbox | 郵筒 信箱 | g
fire-hydrant | 消防栓 | g
bus-stop | 公車站牌 站牌 | g
fence | 籬笆 圍籬 圍欄 柵欄 欄杆 | g
brick | 圍牆 磚牆 磚頭 | g
wastebasket | 回收桶 資源回收桶 | g
telephone | 公共電話 | g
thong-sandal | 拖鞋 藍白拖 室內拖 室內拖鞋 夾腳拖 | at:feet x0.7
towel | 毛巾 浴巾 大毛巾 | h
pillow | 枕頭 抱枕 | h
blanket | 毛毯 | h
electric-fan | 電風扇 風扇 電扇 | g
rice-cooker | 電鍋 大同電鍋 電飯鍋 | g
refrigerator | 冰箱 大冰箱 | g
washing-machine | 洗衣機 | g
desk-lamp | 檯燈 台燈 桌燈 | g
air-conditioner | 冷氣 冷氣機 | m
hot-beverage | 杯子 馬克杯 | h
teacup-without-handle | 茶杯 | h
pot-of-food | 鍋子 | g
fork-and-knife-with-plate | 盤子 餐盤 | h
water-bottle | 水壺 保溫瓶 水瓶 熱水瓶 | h
roll-of-paper | 衛生紙 捲筒衛生紙 | h
bento-box | 便當盒 | h
eraser | 橡皮擦 擦子 | h
pencil-case | 鉛筆盒 筆袋 鉛筆袋 | h
chalk | 粉筆 | h
page-facing-up | 考卷 考試卷 試卷 獎狀 學習單 | h
table | 課桌 桌椅 | g
crayon | 色鉛筆 | h
seesaw | 蹺蹺板 翹翹板 | g
knot | 繩子 繩索 麻繩 | h
shovel | 鏟子 小鏟子 沙鏟 | h
butterfly-net | 網子 捕蟲網 捕蝶網 | h
fishing-net | 漁網 | h
toy-blocks | 積木 | g
racing-car | 玩具車 遙控車 | h
teddy-bear | 布娃娃 | h
apron | 圍裙 | w:body
womans-boot | 長靴 | at:feet x0.7
t-shirt | 背心 睡衣 | w:body
flatbread | 蔥油餅 蛋餅 烙餅 | h
sweet-potato-balls | 地瓜球 | h
cotton-candy | 棉花糖 | h
sausage-stick | 烤香腸 香腸 | h
wheel-cake | 車輪餅 紅豆餅 | h
cooked-rice | 滷肉飯 白飯 一碗飯 | h
bowl-with-spoon | 豆花 愛玉 | h
cup-with-straw | 甘蔗汁 | h
steaming-bowl | 肉羹 | h
spinning-top | 陀螺 | h
vase | 花瓶 | g
cabinet | 櫃子 櫥櫃 | g
mop | 拖把 | h
hula-hoop | 呼拉圈 | h
pavilion | 涼亭 亭子 | g
road-sign | 路標 指示牌 | g
hair-dryer | 吹風機 | h
remote-control | 遙控器 | h
rice-blood-cake | 豬血糕 | h
marbles | 彈珠 玻璃珠 | h
oyster-omelette | 蚵仔煎 | h
stuffed-flatbread | 刈包 | h
chicken-cutlet | 雞排 大雞排 炸雞排 香雞排 | h
poultry-leg | 雞腿 炸雞 烤雞 雞塊 鹽酥雞 鹹酥雞 雞翅 三杯雞 烤鴨 | h
stinky-tofu | 臭豆腐 豆腐 | h
meat-ball-dish | 肉圓 | h
bubble-tea | 珍珠奶茶 奶茶 珍奶 手搖飲 飲料 波霸奶茶 | h
oden | 關東煮 黑輪 甜不辣 | h
dango | 糖葫蘆 丸子 湯圓 | h
steaming-bowl | 牛肉麵 麵 拉麵 泡麵 湯麵 陽春麵 粥 稀飯 | h
pot-of-food | 湯 火鍋 一鍋湯 玉米濃湯 | g
shallow-pan-of-food | 炒飯 蛋包飯 | h
cooking | 荷包蛋 煎蛋 炒菜 煎荷包蛋 平底鍋 | h
curry-rice | 咖哩飯 咖哩 | h
rice-ball | 飯糰 壽司飯糰 | h
sushi | 壽司 | h
bento-box | 便當 午餐盒 | h
dumpling | 水餃 餃子 小籠包 包子 鍋貼 | h
moon-cake | 月餅 | h
red-envelope | 紅包 壓歲錢 | h
fried-shrimp | 炸蝦 天婦羅 | h
shrimp | 蝦子 蝦 龍蝦 | h
cut-of-meat | 牛排 肉 豬排 烤肉 | h
meat-on-bone | 排骨 大骨頭 | h
bacon | 培根 | h
hot-dog | 熱狗 大腸包小腸 | h
french-fries | 薯條 | h
sandwich | 三明治 | h
pancakes | 鬆餅 煎餅 | h
waffle | 格子鬆餅 雞蛋糕 | h
croissant | 可頌 牛角麵包 | h
baguette-bread | 法國麵包 長棍麵包 | h
bagel | 貝果 | h
pretzel | 蝴蝶餅 | h
cupcake | 杯子蛋糕 瑪芬 | h
pie | 派 蘋果派 | h
custard | 布丁 | h
chocolate-bar | 巧克力 | h
candy | 軟糖 牛奶糖 糖 | h
popcorn | 爆米花 | h
shaved-ice | 剉冰 刨冰 芒果冰 冰 | h
ice-cream | 聖代 冰淇淋杯 | h
cookie | 曲奇 餅乾 零食 點心 食物 好吃的東西 | h
fortune-cookie | 幸運餅乾 | h
rice-cracker | 仙貝 米果 | h
roasted-sweet-potato | 烤地瓜 地瓜 番薯 | h
potato | 馬鈴薯 洋芋 | h
ear-of-corn | 玉米 烤玉米 | h
tomato | 番茄 蕃茄 小番茄 | h
cucumber | 小黃瓜 黃瓜 | h
eggplant | 茄子 | h
broccoli | 花椰菜 青花菜 | h
onion | 洋蔥 | h
garlic | 大蒜 蒜頭 | h
hot-pepper | 辣椒 | h
bell-pepper | 青椒 | h
mushroom | 菇 | h
peanuts | 花生 | h
chestnut | 栗子 橡果 | h
pineapple | 鳳梨 | h
mango | 芒果 | h
peach | 桃子 水蜜桃 | h
pear | 梨子 水梨 | h
tangerine | 橘子 柳丁 柳橙 | h
lemon | 檸檬 | h
cherries | 櫻桃 | h
melon | 哈密瓜 香瓜 | h
kiwi-fruit | 奇異果 | h
green-apple | 青蘋果 | h
red-apple | 水果 紅蘋果 | h
coconut | 椰子 | h
blueberries | 藍莓 | h
avocado | 酪梨 | h
grapes | 葡萄 一串葡萄 | h
cheese-wedge | 起司 | h
butter | 奶油 | h
honey-pot | 蜂蜜 花蜜 | h
hot-beverage | 熱可可 咖啡 熱茶 熱牛奶 | h
teacup-without-handle | 茶 綠茶 烏龍茶 | h
cup-with-straw | 果汁 汽水 可樂 | h
beverage-box | 鋁箔包 | h
baby-bottle | 奶瓶 | h
potable-water | 開水 一杯水 | h
tropical-drink | 椰子汁 | h
bowl-with-spoon | 碗 一碗 | h
chopsticks | 筷子 | h
spoon | 湯匙 | h
fork-and-knife | 刀叉 叉子 | h
kitchen-knife | 菜刀 | h
teapot | 茶壺 | h
takeout-box | 外帶盒 | h
canned-food | 罐頭 | h
salt | 鹽巴 鹽 | h
egg | 蛋 雞蛋 鴨蛋 | h
nest-with-eggs | 鳥巢 鳥窩 | h
birthday-cake | 生日蛋糕 蛋糕 | h
fish-cake-with-swirl | 魚板 | h
green-salad | 沙拉 生菜沙拉 | h
spaghetti | 義大利麵 | h
taco | 墨西哥捲餅 | h
sheaf-of-rice | 秧苗 稻子 稻穗 稻米 米 秧 | h
seedling | 幼苗 小樹苗 樹苗 芽 | h
herb | 草 小草 野草 | g
bush | 草叢 樹叢 灌木 灌木叢 矮樹叢 | g
four-leaf-clover | 幸運草 四葉草 | h
maple-leaf | 楓葉 | h
leaf-fluttering-in-wind | 樹葉 葉子 嫩葉 | h
fallen-leaf | 落葉 枯葉 | h
lotus | 荷花 蓮花 | g
lily-pad | 荷葉 蓮葉 大荷葉 | g
cherry-blossom | 櫻花 | h
blossom | 梅花 桃花 | h
hibiscus | 扶桑花 木槿 | h
white-flower | 白花 茉莉花 | h
hyacinth | 薰衣草 | h
wilted-flower | 枯萎的花 | h
bouquet | 花束 一束花 | h
rose | 玫瑰花 | h
sunflower | 向日葵 太陽花 | g
cactus | 仙人掌 | g
palm-tree | 椰子樹 棕櫚樹 | g
evergreen-tree | 松樹 聖誕樹苗 杉樹 神木 檜木 | g
deciduous-tree | 樹 大樹 樹木 老樹 榕樹 樹枝 樹幹 | g
christmas-tree | 聖誕樹 | g
bamboo | 竹子 竹林 | g
rock | 石頭 岩石 大石頭 小石頭 | g
tower | 塔 高塔 尖塔 塔頂 城堡的塔 | g
circus-ball | 大球 大皮球 彩色大球 | g
iceberg | 冰山 浮冰 | g
feast | 大餐 年夜飯 團圓飯 一桌菜 辦桌 滿桌的菜 | g
wood | 木頭 木材 柴 | g
feather | 羽毛 | h
spiral-shell | 海螺 | h
spiral-shell | 貝殼 | h
coral | 珊瑚 | g
water-wave | 海浪 浪花 波浪 | g
droplet | 水滴 眼淚 雨滴 水 | s
water-spray | 噴水 水柱 滅火 灑水 水管 | h
fire | 火 火焰 營火 大火 火災 | g
volcano | 火山 | g
snowflake | 雪花 | s
cloud | 雲 白雲 雲朵 | s
rainbow | 彩虹 | s
sun | 太陽 | s
sunrise | 日出 | s
sunset | 夕陽 日落 | s
crescent-moon | 月亮 彎月 | s
full-moon | 滿月 圓月 | s
glowing-star | 星星 小星星 | s
shooting-star | 流星 | s
comet | 彗星 | s
milky-way | 銀河 | s
ringed-planet | 星球 土星 行星 | s
globe-showing-asia-australia | 地球 地球儀 | h
high-voltage | 閃電 | s
tornado | 龍捲風 | s
cyclone | 颱風 | s
umbrella | 雨傘 傘 陽傘 | h
closed-umbrella | 摺疊傘 | h
sparkles | 魔法粉 亮粉 仙女棒 | s
fireworks-burst | 煙火 煙花 煙火秀 煙火表演 放煙火 跨年煙火 | s
sparkler | 仙女棒煙火 | h
firecracker | 鞭炮 炮竹 | h
red-paper-lantern | 燈籠 紅燈籠 花燈 天燈 | h
jack-o-lantern | 南瓜燈 南瓜 | h
balloon | 氣球 汽球 | s
kite | 風箏 | s
party-popper | 拉炮 | h
confetti-ball | 彩球 | h
wrapped-gift | 禮物 禮盒 | h
candle | 蠟燭 | h
ribbon | 緞帶 | h
trophy | 獎盃 | h
sports-medal | 獎牌 金牌 | h
teddy-bear | 泰迪熊 玩偶 娃娃 布偶 熊寶寶 | h
yo-yo | 溜溜球 | h
puzzle-piece | 拼圖 | h
game-die | 骰子 | h
joystick | 搖桿 | h
video-game | 電動 遊戲機 電玩 | h
kite | 紙鳶 | s
flying-disc | 飛盤 | h
soccer-ball | 足球 | h
basketball | 籃球 | h
baseball | 棒球 | h
volleyball | 排球 | h
tennis | 網球 | h
badminton | 羽毛球 羽球 | h
ping-pong | 桌球 乒乓球 | h
bowling | 保齡球 | h
pool-8-ball | 撞球 | h
ring-toss | 套圈圈 圈圈 | h
jump-rope | 跳繩 | h
skateboard | 滑板 | r
roller-skate | 溜冰鞋 直排輪 | w:feet
ice-skate | 冰刀 溜冰 滑冰 | w:feet
skis | 雪板 滑雪板 | r
sled | 雪橇 | r
swing | 鞦韆 盪鞦韆 秋千 盪秋千 | r
playground-slide | 溜滑梯 滑梯 | g
carousel | 旋轉木馬 | r
dragon-dance | 舞龍 舞龍表演 舞龍舞獅 龍舞 | g
lion-dance | 舞獅 舞獅表演 醒獅 | g
puppet-show | 布袋戲 布袋戲台 布偶戲 偶戲 木偶戲 戲台 | g
parade | 遊行 遊行隊伍 花車 花車遊行 嘉年華 踩街 | g
flower-wreath | 花圈 花環 花冠 | w:head
blanket | 被子 棉被 毯子 被單 | h
puddle | 水坑 水窪 積水 小水坑 | g
ferris-wheel | 摩天輪 | g
roller-coaster | 雲霄飛車 | r
circus-tent | 馬戲團帳篷 | g
tent | 帳篷 | g
goal-net | 球門 | g
flag-in-hole | 高爾夫 高爾夫球 果嶺 | g
triangular-flag | 旗子 小旗子 旗幟 國旗 升旗 升國旗 揮國旗 | h
pirate-flag | 海盜旗 海盜 海盜船長 | h
crossed-swords | 寶劍 劍 長劍 | h
dagger | 小刀 匕首 | h
shield | 盾牌 盾 | h
bow-and-arrow | 弓箭 弓 箭 | h
magic-wand | 魔法棒 魔杖 魔術 | h
crystal-ball | 水晶球 | h
magic-carpet | 魔毯 魔法地毯 飛毯 地毯 | r
broom | 掃把 掃帚 | r
wing | 翅膀 羽翼 | w:back
crown | 皇冠 王冠 | w:head
top-hat | 帽子 魔術帽 禮帽 高帽 | w:head
womans-hat | 草帽 遮陽帽 太陽帽 | w:head
billed-cap | 棒球帽 鴨舌帽 | w:head
graduation-cap | 學士帽 | w:head
military-helmet | 頭盔 鋼盔 | w:head
rescue-workers-helmet | 安全帽 | w:head
wizard-hat | 巫師帽 魔法帽 尖帽子 | w:head
glasses | 眼鏡 | w:face
sunglasses | 太陽眼鏡 墨鏡 | w:face
goggles | 泳鏡 護目鏡 | w:face
diving-mask | 潛水鏡 面罩 | w:face
face-mask | 口罩 | w:face
scarf | 圍巾 | w:neck
necktie | 領帶 | w:neck
backpack | 背包 書包 | w:back
cape | 披風 斗篷 | w:back
dress | 裙子 洋裝 禮服 公主裙 | w:body
coat | 外套 大衣 | w:body
t-shirt | 衣服 T恤 上衣 | w:body
kimono | 和服 浴衣 | w:body
one-piece-swimsuit | 泳衣 | w:body
raincoat | 雨衣 | w:body
jeans | 牛仔褲 褲子 | w:body
socks | 襪子 聖誕襪 | at:feet x0.7
womans-boot | 雨鞋 靴子 | at:feet x0.7
running-shoe | 球鞋 運動鞋 | at:feet x0.7
ballet-shoes | 芭蕾舞鞋 | at:feet x0.7
gloves | 手套 | h
purse | 錢包 | h
handbag | 包包 手提包 | h
luggage | 行李箱 行李 | h
briefcase | 公事包 | h
ring | 戒指 | h
gem-stone | 寶石 寶藏 鑽石 寶物 珠寶 | h
coin | 金幣 硬幣 錢 | h
money-bag | 錢袋 | h
old-key | 古老的鑰匙 | h
key | 鑰匙 | h
locked | 鎖 | h
treasure-chest | 寶箱 藏寶箱 寶物箱 | g
world-map | 地圖 藏寶圖 | h
compass | 指南針 | h
scroll | 卷軸 | h
books | 書 故事書 書本 課本 漫畫 繪本 圖畫書 | h
open-book | 日記 筆記 | h
notebook | 作業簿 作業本 筆記本 聯絡簿 | h
pencil | 鉛筆 | h
pen | 原子筆 筆 | h
crayon | 蠟筆 彩色筆 | h
paintbrush | 畫筆 水彩筆 | h
artist-palette | 顏料 調色盤 水彩 | h
straight-ruler | 尺 | h
scissors | 剪刀 | h
framed-picture | 畫 圖畫 照片 相框 | g m
envelope | 信 信封 卡片 | h
love-letter | 情書 | h
newspaper | 報紙 | h
calendar | 月曆 日曆 | h m
alarm-clock | 時鐘 掛鐘 牆上的鐘 | m
alarm-clock | 鬧鐘 | h
hourglass-done | 沙漏 | h
mobile-phone | 手機 電話 | h
laptop | 電腦 筆電 | h
desktop-computer | 桌上型電腦 | g
television | 電視 | g
radio | 收音機 | h
camera | 相機 照相機 | h
video-camera | 攝影機 | h
headphone | 耳機 | w:head
microphone | 麥克風 | h
light-bulb | 燈泡 電燈 燈 | s
flashlight | 手電筒 | h
candle | 燭台 | h
telescope | 望遠鏡 | h
microscope | 顯微鏡 | g
magnifying-glass-tilted-left | 放大鏡 | h
test-tube | 試管 實驗 | h
thermometer | 體溫計 溫度計 體溫 | h
syringe | 針筒 打針 疫苗 | h
pill | 藥 藥丸 | h
adhesive-bandage | OK繃 繃帶 | h
stethoscope | 聽診器 | h
toothbrush | 牙刷 | h
soap | 肥皂 | h
sponge | 海綿 | h
bucket | 水桶 桶子 | h
basket | 籃子 菜籃 洗衣籃 竹籃 提籃 竹簍 背簍 籮筐 搖籃 | h
placard | 牌子 標語 告示牌 標示牌 加油牌 | h
shopping-cart | 購物車 推車 | g
shopping-bags | 購物袋 | h
package | 包裹 箱子 紙箱 盒子 鞋盒 紙盒 大箱子 紙箱子 | h
hammer | 鐵鎚 槌子 | h
wrench | 扳手 | h
axe | 斧頭 | h
ladder | 梯子 | g
stairs | 樓梯 階梯 台階 | g
windowsill | 窗台 窗臺 窗檯 | g
toolbox | 工具箱 | h
magnet | 磁鐵 | h
fishing-pole | 釣竿 釣魚竿 | h
anchor | 錨 | g
ring-buoy | 游泳圈 救生圈 泳圈 | h
bed | 床 床鋪 病床 | g
couch-and-lamp | 沙發 | g
chair | 椅子 搖椅 搖搖椅 木椅 | g
table | 桌子 餐桌 書桌 桌上 | g
bookshelf | 書架 書櫃 | g
clothesline | 曬衣繩 曬衣架 晾衣繩 曬衣服 晾衣服 曬棉被 竹竿 曬衣竿 晾衣竿 晾衣架 | g
seat | 座位 | g
door | 門 大門 房門 | g m
window | 窗戶 窗 窗子 | g m
curtains | 窗簾 | g m
blackboard | 黑板 白板 | g m
poster | 海報 壁報 | m
shop-sign | 招牌 看板 | g m
cage | 籠子 鳥籠 籠 鐵籠 | g
mud | 泥巴 泥坑 爛泥 泥漿 泥水 泥地 | g
pinecone | 松果 毬果 松毬 | h
acorn | 橡果 橡實 | h
mirror | 鏡子 | g m
bathtub | 浴缸 | g
fish-tank | 魚缸 金魚缸 | g
toilet | 馬桶 | g
shower | 蓮蓬頭 | g
potted-plant | 盆栽 | g
wastebasket | 垃圾桶 | g
fountain | 噴水池 | g
bell | 鈴鐺 鐘 | h
trumpet | 喇叭 小喇叭 | h
saxophone | 薩克斯風 | h
violin | 小提琴 | h
guitar | 吉他 | h
musical-keyboard | 鋼琴 電子琴 | g
drum | 鼓 大鼓 | h
long-drum | 大鼓陣 | g
flute | 笛子 直笛 | h
accordion | 手風琴 | h
maracas | 沙鈴 | h
harp | 豎琴 | h
musical-notes | 歌 歌聲 音樂 音符 | s
bicycle | 腳踏車 自行車 單車 | r
kick-scooter | 滑板車 | r
motor-scooter | 機車 摩托車 | r
automobile | 汽車 車子 轎車 小汽車 玩具車 玩具汽車 | r
taxi | 計程車 | r
police-car | 警車 | r
ambulance | 救護車 | r
fire-engine | 消防車 | r
bus | 公車 巴士 校車 | r
delivery-truck | 卡車 貨車 垃圾車 | r
tractor | 拖拉機 耕耘機 | r
racing-car | 賽車 | r
train | 火車 | r
high-speed-train | 高鐵 | r
metro | 捷運 地鐵 | r
locomotive | 蒸汽火車 小火車 | r
aerial-tramway | 纜車 | r
airplane | 飛機 | r
helicopter | 直升機 | r
small-airplane | 小飛機 紙飛機 | s
rocket | 火箭 太空船 | r
flying-saucer | 飛碟 幽浮 | r
satellite | 人造衛星 衛星 | s
parachute | 降落傘 | s
hot-air-balloon | 熱氣球 | s
sailboat | 帆船 船 小船 | r
canoe | 獨木舟 划船 木筏 竹筏 橡皮艇 | r
speedboat | 快艇 | r
ship | 大船 輪船 郵輪 | r
pirate-ship | 海盜船 | r
ferry | 渡輪 | r
house | 房子 小屋 房屋 | g
house-with-garden | 農舍 | g
hut | 茅草屋 狗屋 | g
castle | 城堡 | g
school | 學校大樓 | g
office-building | 大樓 高樓 辦公大樓 | g
hospital | 醫院大樓 | g
church | 教堂 | g
classical-building | 博物館大樓 | g
stadium | 體育館 | g
bridge | 橋 | g
sandcastle | 沙堡 沙雕 城堡沙雕 | g
snowman | 雪人 | g
scarecrow | 稻草人 | g
incense | 香 拜拜 燒香 | h
mahjong-red-dragon | 麻將 | h
bone | 骨頭 | h
footprints | 腳印 | g
paw-prints | 爪印 | g
spider-web | 蜘蛛網 | g
pile-of-poo | 大便 便便 | g
skull | 骷髏頭 | h
bomb | 炸彈 | h
tooth | 牙齒 | h
red-heart | 愛心 | s
zzz | 睡覺 睡著 做夢 午睡 打瞌睡 睡著了 | s
`;

function parse(): ThingDef[] {
  const out: ThingDef[] = [];
  for (const line of TEXT.split('\n')) {
    const t = line.trim();
    if (!t) continue;
    const [icon, words, flags = ''] = t.split('|').map((s) => s.trim());
    const wear = /w:(\w+)/.exec(flags)?.[1] as Wear | undefined;
    const scale = /\bx([\d.]+)/.exec(flags)?.[1];
    out.push({
      icon: icon!,
      words: words!.split(/\s+/),
      hold: flags.includes('h'),
      ride: /\br\b/.test(flags),
      sky: /\bs\b/.test(flags),
      big: /\bg\b/.test(flags),
      wall: /\bm\b/.test(flags),
      wear,
      ...(/\bat:feet\b/.test(flags) ? { feet: true } : {}),
      ...(scale ? { scale: Number(scale) } : {}),
    });
  }
  return out;
}

export const THINGS: ThingDef[] = parse();
