import type { LanguagePack, Line, LineContext, PlotLines } from '../types.ts';
import { listOf } from './list-of.ts';

/**
 * Chinese has no verb conjugation, so a moment is a verb phrase ("跟着一群彩虹鱼游来游去") that
 * fits after a subject, after 去 in "我们去…吧" and after 会 or 想不想; and the same phrase as it is
 * told once done ("堆一个雪人" → "堆了一个雪人"), since a finished action with a counted object needs
 * 了. The phrases avoid 和…一起 because the lines already join the child and the companion with 和.
 */
type Act = readonly [base: string, done: string];

export interface ChineseWords {
  /** Where the story happens, as a noun phrase: "海底一片明亮的珊瑚礁". */
  place: string;
  /** A short way back to the place: "珊瑚礁". */
  here: string;
  /** The place with its locative, which depends on the noun: "珊瑚礁里", "沙滩上", "太空中". */
  at: string;
  /** Where the journey plot goes, a noun phrase: "珊瑚礁外那艘古老的沉船". */
  far: string;
  /** The companion's kind and name: "小海豚波波". */
  friend: string;
  /** Just the companion's name: "波波". */
  friendName: string;
  /** A sound for the youngest listeners, without final punctuation: "咕噜咕噜". */
  sound: string;
  /** What is found, with its measure word: "一枚会哼小曲的亮晶晶的珍珠贝". */
  found: string;
  /** The found thing again, short: "珍珠贝". */
  thing: string;
  /** Eight verb phrases, index-aligned with the theme script. */
  episodes: readonly [Act, Act, Act, Act, Act, Act, Act, Act];
  climax: string;
  ending: string;
  /** Title words: "海底大冒险". */
  topic: string;
}

const z = (base: string, done = base): Act => [base, done];

const w = (words: ChineseWords) => words;

const themes: LanguagePack<ChineseWords>['themes'] = {
  ocean: w({
    place: '海底一片明亮的珊瑚礁',
    here: '珊瑚礁',
    at: '珊瑚礁里',
    far: '珊瑚礁外那艘古老的沉船',
    friend: '小海豚波波',
    friendName: '波波',
    sound: '咕噜咕噜',
    found: '一枚会哼小曲的亮晶晶的珍珠贝',
    thing: '珍珠贝',
    episodes: [
      z('跟着一群彩虹鱼游来游去'),
      z('向一只睡眼蒙眬的海龟问好'),
      z('数一数珊瑚一共有多少种颜色', '数了数珊瑚一共有多少种颜色'),
      z('追着一串银色的泡泡往前游'),
      z('跟一只小章鱼玩捉迷藏', '跟一只小章鱼玩了捉迷藏'),
      z('静静地听远处的鲸鱼唱歌'),
      z('找到一座随波摇摆的海草花园', '找到了一座随波摇摆的海草花园'),
      z('乘着一道温柔的海浪滑行'),
    ],
    climax: '帮一只迷路的小螃蟹找到回家的路',
    ending: '在洒满月光的海水里慢慢漂回家',
    topic: '海底大冒险',
  }),
  jungle: w({
    place: '一片长满参天大树的绿色丛林',
    here: '丛林',
    at: '丛林里',
    far: '丛林深处的大瀑布',
    friend: '小猴子皮皮',
    friendName: '皮皮',
    sound: '沙沙沙',
    found: '一朵在树荫下发着光的金色小花',
    thing: '金色小花',
    episodes: [
      z('荡着软软的藤蔓飞来飞去'),
      z('认识一只五颜六色的鹦鹉', '认识了一只五颜六色的鹦鹉'),
      z('踮起脚尖，悄悄走过一只打盹的老虎'),
      z('啪嗒啪嗒地蹚过一条亮闪闪的小溪', '啪嗒啪嗒地蹚过了一条亮闪闪的小溪'),
      z('把香甜的香蕉分给新朋友们'),
      z('看蝴蝶们翩翩起舞'),
      z('爬上一棵和蔼的老树', '爬上了一棵和蔼的老树'),
      z('跟着泥地上一串有趣的脚印走'),
    ],
    climax: '把一头陷在泥巴里的小象拉出来',
    ending: '听青蛙和蟋蟀唱丛林摇篮曲',
    topic: '丛林大冒险',
  }),
  space: w({
    place: '星星之间的浩瀚太空',
    here: '太空',
    at: '太空中',
    far: '群星边缘那颗带着光环的星球',
    friend: '机器人咔咔',
    friendName: '咔咔',
    sound: '嘀嘀嘟嘟',
    found: '一颗从天上掉下来的小星星',
    thing: '小星星',
    episodes: [
      z('开着火箭从月亮旁边飞过'),
      z('在一颗软软的紫色星球上蹦蹦跳跳'),
      z('向一颗友好的彗星挥挥手', '向一颗友好的彗星挥了挥手'),
      z('用星星连成一幅幅画'),
      z('在失重的太空里轻飘飘地飘来飘去'),
      z('参观一颗巨大星球的光环', '参观了一颗巨大星球的光环'),
      z('认识一个害羞的小外星人', '认识了一个害羞的小外星人'),
      z('看太阳从地球背后慢慢升起'),
    ],
    climax: '帮小星星回到天空中属于它的位置',
    ending: '飞回家，趴在窗口看那颗小星星一闪一闪',
    topic: '星空之旅',
  }),
  castle: w({
    place: '绿色山坡上的一座城堡',
    here: '城堡',
    at: '城堡里',
    far: '城墙外的魔法森林',
    friend: '小猫咪咪',
    friendName: '咪咪',
    sound: '叮咚叮咚',
    found: '玫瑰花丛下的一把小金钥匙',
    thing: '金钥匙',
    episodes: [
      z('走过嘎吱作响的吊桥'),
      z('认识一位善良的骑士', '认识了一位善良的骑士'),
      z('沿着塔楼的旋转楼梯往上爬'),
      z('在大殿里转着圈跳舞'),
      z('在城堡花园里野餐'),
      z('欣赏墙上那些古老的油画'),
      z('骑着一匹温顺的小马绕着庭院转圈'),
      z('听宫廷乐师弹奏鲁特琴'),
    ],
    climax: '用金钥匙打开一扇秘密小门，找回丢失的王冠',
    ending: '在塔楼顶上看星星',
    topic: '城堡奇遇记',
  }),
  dinosaur: w({
    place: '一座住着友善恐龙的阳光山谷',
    here: '山谷',
    at: '山谷里',
    far: '山谷尽头那座沉睡的火山',
    friend: '小恐龙豆豆',
    friendName: '豆豆',
    sound: '咚咚咚',
    found: '树叶窝里一颗带斑点的大蛋',
    thing: '恐龙蛋',
    episodes: [
      z('咚咚咚地穿过高高的蕨类丛'),
      z('认识一只温柔的长脖子恐龙', '认识了一只温柔的长脖子恐龙'),
      z('在暖暖的水塘里扑通扑通玩水'),
      z('数一数剑龙背上有几块骨板', '数了数剑龙背上有几块骨板'),
      z('远远地看火山吐出软绵绵的云朵'),
      z('发现一串巨大的脚印', '发现了一串巨大的脚印'),
      z('分着吃一捧甜甜的浆果', '分着吃了一捧甜甜的浆果'),
      z('跟一只小三角龙赛跑'),
    ],
    climax: '把恐龙蛋捂得暖暖的，一直等到恐龙宝宝破壳而出',
    ending: '依偎在恐龙们身旁看星星',
    topic: '恐龙山谷历险记',
  }),
  halloween: w({
    place: '万圣节夜晚一座友善的小村庄',
    here: '小村庄',
    at: '小村庄里',
    far: '小村庄外面那片古老的南瓜田',
    friend: '小黑猫墨墨',
    friendName: '墨墨',
    sound: '呜——嘻嘻',
    found: '一盏笑眯眯、亮堂堂的南瓜灯',
    thing: '南瓜灯',
    episodes: [
      z('穿上一套神气的万圣节服装', '穿上了一套神气的万圣节服装'),
      z('挨家挨户敲门要糖果'),
      z('认识一个咯咯笑的小幽灵', '认识了一个咯咯笑的小幽灵'),
      z('雕一个表情滑稽的南瓜', '雕了一个表情滑稽的南瓜'),
      z('看蝙蝠围着月亮跳舞'),
      z('踩着沙沙作响的落叶散步'),
      z('把糖果分给朋友们'),
      z('加入热热闹闹的化装游行'),
    ],
    climax: '为怕黑的小幽灵点亮南瓜灯',
    ending: '提着南瓜灯走回家',
    topic: '万圣节之夜',
  }),
  christmas: w({
    place: '圣诞时节一座白雪皑皑的小村庄',
    here: '小村庄',
    at: '小村庄里',
    far: '白雪森林深处的那棵大圣诞树',
    friend: '小驯鹿团团',
    friendName: '团团',
    sound: '叮叮当',
    found: '雪地里一只小小的银铃铛',
    thing: '银铃铛',
    episodes: [
      z('堆一个圆滚滚的雪人', '堆了一个圆滚滚的雪人'),
      z('装饰一棵高高的圣诞树', '装饰了一棵高高的圣诞树'),
      z('烤星星形状的小饼干', '烤了一大盘星星形状的小饼干'),
      z('坐着雪橇从小山坡上滑下来'),
      z('跟邻居们一起唱圣诞歌'),
      z('用红丝带把礼物包好'),
      z('伸出手接住飘落的雪花'),
      z('捧着杯子喝热乎乎的可可'),
    ],
    climax: '摇响银铃铛，帮迷路的小驯鹿找到回雪橇的路',
    ending: '依偎在亮闪闪的圣诞树旁',
    topic: '圣诞心愿',
  }),
  beach: w({
    place: '阳光灿烂的海边沙滩',
    here: '沙滩',
    at: '沙滩上',
    far: '沙滩尽头的灯塔',
    friend: '海鸥沙沙',
    friendName: '沙沙',
    sound: '哗啦哗啦',
    found: '一个装着信的玻璃瓶',
    thing: '玻璃瓶',
    episodes: [
      z('堆一座高高的沙堡', '堆了一座高高的沙堡'),
      z('捡漂亮的贝壳', '捡了好多漂亮的贝壳'),
      z('跳过一朵朵小浪花'),
      z('迎着海风放风筝'),
      z('看一只螃蟹横着走路'),
      z('吃冰冰凉凉的冰淇淋'),
      z('往礁石间的小水洼里瞧一瞧', '往礁石间的小水洼里瞧了瞧'),
      z('远远望见一艘小帆船', '远远望见了一艘小帆船'),
    ],
    climax: '按照瓶子里的地图，找到一箱亮闪闪的贝壳宝藏',
    ending: '看着太阳慢慢沉进大海',
    topic: '海边一日',
  }),
  dragon: w({
    place: '云雾缭绕的火龙山',
    here: '火龙山',
    at: '火龙山上',
    far: '群山之中最高的山峰',
    friend: '小火龙噗噗',
    friendName: '噗噗',
    sound: '呼啦呼啦',
    found: '一片暖暖的、闪着微光的龙鳞',
    thing: '龙鳞',
    episodes: [
      z('乘着风飞越连绵的山丘'),
      z('用一小口火苗烤棉花糖'),
      z('探索一个闪着水晶光芒的山洞', '探索了一个闪着水晶光芒的山洞'),
      z('走过一座彩虹桥', '走过了一座彩虹桥'),
      z('在瀑布下嬉水'),
      z('数一数龙窝里亮晶晶的宝贝', '数了数龙窝里亮晶晶的宝贝'),
      z('学唱一首古老的龙之歌', '学唱了一首古老的龙之歌'),
      z('看云朵变成各种各样的形状'),
    ],
    climax: '用一首轻柔的歌，帮小火龙找回失去的声音',
    ending: '在星空下依偎着，靠着暖和的龙尾巴休息',
    topic: '火龙山历险记',
  }),
  superhero: w({
    place: '高楼林立的大城市',
    here: '城市',
    at: '城市里',
    far: '城市里最高的那座高塔',
    friend: '小狗豆包',
    friendName: '豆包',
    sound: '嗖嗖嗖',
    found: '盒子里一件闪闪发光的披风',
    thing: '披风',
    episodes: [
      z('飞过一片片屋顶'),
      z('帮一只小猫从树上下来'),
      z('帮邻居奶奶提购物袋'),
      z('修好公园里坏掉的秋千'),
      z('在城市广场上种花'),
      z('安慰一个伤心的朋友', '安慰了一个伤心的朋友'),
      z('追回一只飞走的气球', '追回了一只飞走的气球'),
      z('把公园打扫得干干净净'),
    ],
    climax: '用善良和团结让城市的灯重新亮起来',
    ending: '把披风挂回衣架上',
    topic: '超级英雄日',
  }),
  doctor: w({
    place: '一家明亮又温馨的儿童诊所',
    here: '诊所',
    at: '诊所里',
    far: '诊所后面小山坡上的公园',
    friend: '小熊泰迪',
    friendName: '泰迪',
    sound: '扑通扑通',
    found: '一个装着真听诊器的医生工具箱',
    thing: '听诊器',
    episodes: [
      z('跟和蔼的护士阿姨打招呼'),
      z('用听诊器听听扑通扑通的心跳', '用听诊器听了听扑通扑通的心跳'),
      z('站得直直的量身高'),
      z('像吹泡泡一样慢慢地深呼吸'),
      z('看候诊室鱼缸里的小鱼'),
      z('向医生问好多好多问题', '向医生问了好多好多问题'),
      z('握紧一只暖暖的手，勇敢地打完快快的一小针', '握紧一只暖暖的手，勇敢地打完了快快的一小针'),
      z('挑一张五颜六色的贴纸', '挑了一张五颜六色的贴纸'),
    ],
    climax: '挺起胸膛做完检查，原来检查一下子就结束了，还能让身体更强壮',
    ending: '带着满满的自豪回家',
    topic: '勇敢一天',
  }),
  school: w({
    place: '一所有红色大门的快乐学校',
    here: '学校',
    at: '学校里',
    far: '城市另一头的大博物馆',
    friend: '班级仓鼠米粒',
    friendName: '米粒',
    sound: '叮铃铃',
    found: '一盒神奇的蜡笔',
    thing: '神奇蜡笔',
    episodes: [
      z('把书包挂到挂钩上'),
      z('交一个新朋友', '交了一个新朋友'),
      z('画一幅又大又鲜艳的画', '画了一幅又大又鲜艳的画'),
      z('数一数积木塔有几块', '数了数积木塔有几块'),
      z('围成一圈唱歌'),
      z('读一本图画书', '读了一本图画书'),
      z('课间从滑梯上嗖地滑下来'),
      z('把午饭分一半给好朋友'),
    ],
    climax: '找到溜进图书馆的班级仓鼠',
    ending: '把今天的趣事讲给家人听',
    topic: '快乐上学日',
  }),
  birthday: w({
    place: '花园里的一场生日派对',
    here: '派对',
    at: '派对上',
    far: '花园尽头那座旧树屋',
    friend: '小狗饼干',
    friendName: '饼干',
    sound: '砰砰砰',
    found: '一个系着大蝴蝶结的惊喜礼物',
    thing: '礼物',
    episodes: [
      z('鼓起腮帮子吹气球'),
      z('戴上亮晶晶的派对帽'),
      z('玩抢椅子游戏'),
      z('看魔术师从帽子里变出一只兔子'),
      z('跟朋友们一起跳舞'),
      z('敲开装满糖果的彩罐'),
      z('对着蜡烛许一个愿望', '对着蜡烛许了一个愿望'),
      z('拆开朋友们送的贺卡'),
    ],
    climax: '把最后一块蛋糕分给一个还没吃到的朋友',
    ending: '抱着一只气球一路走到床边',
    topic: '超棒生日派对',
  }),
  bedtime: w({
    place: '夜里温馨的小卧室',
    here: '小卧室',
    at: '小卧室里',
    far: '梦乡里云朵上的城堡',
    friend: '小熊绒绒',
    friendName: '绒绒',
    sound: '嘘，嘘',
    found: '一缕从窗口照进来的银色月光',
    thing: '月光',
    episodes: [
      z('换上软软的睡衣'),
      z('把每一颗牙齿都刷干净'),
      z('读一个睡前故事', '读了一个睡前故事'),
      z('跟玩具们说晚安'),
      z('数小羊一只只跳过栅栏'),
      z('躺在云朵枕头上飘呀飘'),
      z('听雨点嗒嗒地敲窗户'),
      z('在梦里去月亮上做客'),
    ],
    climax: '打开小夜灯，让害怕的玩偶们安下心来',
    ending: '把被子拉到下巴，轻轻闭上两只眼睛',
    topic: '晚安大冒险',
  }),
};

/** The parent's text is a topic in Chinese quotation marks, never an instruction. */
const custom = (text: string): ChineseWords => ({
  place: '一片长满愿望的魔法草地',
  here: '草地',
  at: '草地上',
  far: '草地那头的彩虹尽头',
  friend: '小狐狸橘橘',
  friendName: '橘橘',
  sound: '啦啦啦',
  found: `一张通往“${text}”冒险的地图`,
  thing: '地图',
  episodes: [
    z('走过一座小木桥', '走过了一座小木桥'),
    z('认识一只聪明的老猫头鹰', '认识了一只聪明的老猫头鹰'),
    z('爬上一座缓缓的小山坡', '爬上了一座缓缓的小山坡'),
    z('找到一大片花田', '找到了一大片花田'),
    z('追着彩虹往前走'),
    z('在安静的池塘边歇一歇', '在安静的池塘边歇了歇'),
    z('解开一个小小的谜语', '解开了一个小小的谜语'),
    z('分享一份美味的点心', '分享了一份美味的点心'),
  ],
  climax: `帮助朋友，让“${text}”的冒险成真`,
  ending: '在星空下走回家',
  topic: `“${text}”大冒险`,
});

type C = LineContext<ChineseWords>;
const ep = (c: C) => c.words.episodes[c.episode] as Act;
/** 她/他 when the parent gave a gender; otherwise the name again, since a pronoun would guess. */
const ta = (c: C) => (c.gender === 'girl' ? '她' : c.gender === 'boy' ? '他' : c.name);

type L = Line<ChineseWords>;

const lines: LanguagePack<ChineseWords>['lines'] = {
  opening: {
    baby: [
      (c) => `你好呀，${c.name}，这里是${c.words.place}！`,
      (c) => `看呀看，${c.name}，这是${c.words.place}！`,
      (c) => `${c.words.sound}，${c.name}来到了${c.words.place}！`,
    ],
    young: [
      (c) =>
        `一个晴朗的早晨，${c.name}一睁开眼睛，就发现自己来到了${c.words.place}，${c.words.friend}早就在那儿等着一起玩啦。`,
      (c) => `很久很久以前，${c.name}和好朋友${c.words.friend}一起出发，去了${c.words.place}。`,
      (c) => `${c.name}一直梦想着去${c.words.place}看看，今天，${c.words.friend}终于来带路啦。`,
    ],
    older: [
      (c) =>
        `${c.name}来到${c.words.place}的那天早晨，空气里仿佛跳动着无数种可能，而${c.words.friend}早已笑眯眯地等在那里。`,
      (c) =>
        `${c.name}在好多本书里读到过${c.words.place}，可真正和${c.words.friend}并肩站在这里时，心跳还是远远超出了想象。`,
      (c) =>
        `就像所有最棒的冒险一样，故事开始于一个普普通通的早晨——${c.name}跟着${c.words.friend}走进了${c.words.place}。`,
    ],
  },
  episode: {
    baby: [
      (c) => `${c.words.sound}，${c.name}和${c.words.friendName}${ep(c)[0]}！`,
      (c) => `${c.name}${ep(c)[1]}，真开心！`,
      (c) => `再来一次吧，${c.name}要${ep(c)[0]}啦！`,
      (c) => `哇——${c.name}${ep(c)[0]}！`,
      (c) => `${c.words.friendName}笑眯眯，${c.name}${ep(c)[1]}。`,
      (c) => `看，${c.name}${ep(c)[1]}，好棒呀！`,
      (c) => `${c.words.friendName}也来，一起${ep(c)[0]}！`,
      (c) => `嘿哟嘿哟，${ep(c)[0]}！`,
    ],
    young: [
      (c) => `接着，${c.name}和${c.words.friendName}${ep(c)[1]}，然后相视一笑。`,
      (c) => `“我们去${ep(c)[0]}吧！”${c.words.friendName}提议，于是两个好朋友说干就干。`,
      (c) => `后来，${c.name}还${ep(c)[1]}，这可比想象中好玩多了。`,
      (c) => `然后，两个好朋友${ep(c)[1]}，${c.name}心里美滋滋的。`,
      (c) => `${c.words.friendName}在一旁拍手加油，${c.name}${ep(c)[1]}，开心得不得了。`,
      (c) => `${c.words.friendName}招招手说：“快来呀！”${c.name}马上${ep(c)[1]}。`,
      (c) => `${c.name}兴冲冲地${ep(c)[1]}，一点儿也不觉得累。`,
      (c) => `${ep(c)[0]}的时候，${c.name}越来越喜欢${c.words.here}了。`,
    ],
    older: [
      (c) => `后来，${c.name}和${c.words.friendName}${ep(c)[1]}，那一刻，外面的世界仿佛变得好远好远。`,
      (c) =>
        `“你想不想${ep(c)[0]}？”${c.words.friendName}眨眨眼问道，${c.name}还没来得及回答，两个好朋友就已经行动起来了。`,
      (c) => `${c.words.at}谁也不着急，${c.name}就这样${ep(c)[1]}，把沿途每一个小小的惊喜都记在心里。`,
      (c) => `${c.name}原本没想到今天会${ep(c)[0]}，可后来才发现，这正是整段冒险里最值得回忆的部分。`,
      (c) =>
        `有${c.words.friendName}在身边，${c.name}${ep(c)[1]}，心里满是踏实和欢喜——原来有好朋友陪着，连最平常的小事也会闪闪发光。`,
      (c) => `${c.name}试着${ep(c)[0]}，才发现这比预想的难一点，却也有趣得多。`,
      (c) => `${c.words.friendName}的笑声像是一种邀请，${c.name}也兴致勃勃地${ep(c)[1]}，完全忘记了时间。`,
      (c) => `很久以后回想起来，${c.name}仍然觉得，${ep(c)[1]}的那段时光，是这一天里最珍贵的礼物之一。`,
    ],
  },
  ending: {
    baby: [
      (c) => `晚安，${c.name}，做个好梦。`,
      (c) => `打个大哈欠，${c.name}困啦，嘘——晚安。`,
      (c) => `抱一抱，亲一亲，${c.name}和${c.words.friendName}都睡着啦。`,
    ],
    young: [
      (c) => `终于，${c.name}和${c.words.friendName}${c.words.ending}，然后怀着一颗快乐的心，甜甜地睡着了。`,
      (c) => `星星出来的时候，${c.name}和${c.words.friendName}${c.words.ending}，做了一个香甜的梦。`,
      (c) => `“谢谢你陪我玩了一整天。”${c.name}轻轻地对${c.words.friendName}说，然后甜甜地进入了梦乡。`,
    ],
    older: [
      (c) =>
        `白天慢慢融进了夜色，${c.name}${c.words.ending}，把整段冒险像一盏暖暖的小灯一样揣在心里，睡得比任何时候都安稳。`,
      (c) =>
        `后来，${c.name}躺在被窝里，迷迷糊糊地想着${c.words.here}，想着${c.words.friendName}，嘴角悄悄扬起——因为有些冒险，在结束之后还会一直陪着你。`,
      (c) =>
        `等他们${c.words.ending}时，星星早已挂满天空，${c.name}渐渐进入梦乡，心里已经开始好奇明天会发生什么。`,
    ],
  },
};

/** The child finds the theme's wonder, and it helps solve the theme's gentle problem. */
const treasure: PlotLines<ChineseWords> = {
  discovery: {
    baby: [
      (c) => `哇，${c.name}发现了${c.words.found}！`,
      (c) => `咦，这是什么呀——原来是${c.words.found}！`,
      (c) => `${c.words.sound}，${c.name}看见了${c.words.found}。`,
    ],
    young: [
      (c) => `“哇，真是个大惊喜！”${c.words.friendName}叫了起来——原来${c.name}看见了${c.words.found}。`,
      (c) => `就在这时，有什么东西闪了一下——原来是${c.words.found}，${c.name}轻轻地把它捧了起来。`,
      (c) => `“快看那边！”${c.words.friendName}喊道，${c.name}顺着望过去，发现了${c.words.found}。`,
    ],
    older: [
      (c) =>
        `在一个谁也不会想到去找的角落里，${c.name}注意到了${c.words.found}，一股好奇心从头顶一直窜到了脚尖。`,
      (c) =>
        `${c.words.friendName}忽然停下脚步，一声不响地指了指前方——安安静静等在那里的，正是${c.words.found}。`,
      (c) => `有些发现就好像一直在等着你一样，${c.name}发现${c.words.found}的那一刻，心里正是这种感觉。`,
    ],
  },
  climax: {
    baby: [
      (c) => `哎呀呀，看${c.name}的：${c.words.climax}！`,
      (c) => `轻轻地，轻轻地，${c.name}${c.words.climax}。`,
      (c) => `${c.name}真棒，${c.words.climax}！`,
    ],
    young: [
      (c) => `最重要的时刻到了：${c.name}深深吸了一口气，${c.words.climax}。`,
      (c) => `“我能行！”${c.name}给自己打打气，然后${c.words.climax}。`,
      (c) => `${c.name}想起了${c.words.thing}，认真想了想，便${c.words.climax}。`,
    ],
    older: [
      (c) =>
        `四周仿佛都屏住了呼吸，${c.name}做出了一个决定：既要勇敢，也要温柔——于是，${ta(c)}${c.words.climax}。`,
      (c) =>
        `放弃本来很容易，可${c.name}想起了${c.words.thing}，深深吸了一口气，稳稳当当地${c.words.climax}。`,
      (c) =>
        `${c.name}明白了，勇敢并不是从不紧张，而是即使紧张，也依然去做善良的事——于是${ta(c)}${c.words.climax}。`,
    ],
  },
  episodes: {
    baby: [
      (c) => `看呀，${c.name}，${c.words.thing}亮闪闪！`,
      (c) => `小心，小心，${c.name}捧着${c.words.thing}走。`,
      () => '这是做什么用的？嗯——想一想！',
    ],
    young: [
      (c) => `${c.name}把${c.words.thing}凑到眼前，它一下子亮了一些，好像在向大家问好呢。`,
      (c) => `${c.name}双手捧着${c.words.thing}，一步一步稳稳地往前走，一点儿也不敢马虎。`,
      (c) =>
        `“你说，这是拿来做什么的呢？”${c.words.friendName}歪着脑袋问。${c.name}也说不准，可心里隐隐有了个猜想。`,
    ],
    older: [
      (c) => `凑近了看，${c.words.thing}更加美妙了：每当${c.name}对它微笑，它就亮得更欢一些。`,
      (c) =>
        `${c.name}像捧着一枚鸟蛋一样轻轻托着${c.words.thing}，${c.words.friendName}则在一旁四下张望，替大家放哨。`,
      (c) => `他们坐下来琢磨：${c.words.thing}偏偏在今天出现，一定有它的道理，${c.name}下定决心要弄个明白。`,
    ],
  },
  thread: {
    baby: [
      (c) => `${c.words.thing}，亮亮的！`,
      (c) => `${c.name}的${c.words.thing}，宝贝呀。`,
      (c) => `${c.words.thing}也一起去吧。`,
      (c) => `抱紧${c.words.thing}，不弄丢。`,
    ],
    young: [
      (c) => `${c.name}把${c.words.thing}小心地护在怀里，生怕把它弄丢。`,
      (c) => `每次看一看${c.words.thing}，${c.name}就觉得浑身充满了力气。`,
      (c) => `“${c.words.thing}里一定藏着什么秘密。”${c.words.friendName}小声说。`,
      (c) => `${c.name}一直在想，${c.words.thing}到底能派上什么用场呢？`,
    ],
    older: [
      (c) => `${c.name}紧紧握着${c.words.thing}，一直在想它为什么会出现在这里。`,
      (c) => `每走一步，${c.words.thing}都沉甸甸地贴在手心，不知为何，这让${c.name}安心了许多。`,
      (c) => `“${c.words.thing}一定会告诉我们什么的。”${c.words.friendName}说，可到底是什么，谁也还不知道。`,
      (c) => `每当想起${c.words.thing}，${c.name}心里就燃起一簇小小的希望。`,
    ],
  },
  resolution: {
    baby: [
      (c) => `耶，${c.name}，${c.words.thing}也笑啦！`,
      (c) => `大家一起欢呼，${c.words.friendName}好开心。`,
    ],
    young: [
      (c) => `大家都说：“谢谢你，${c.name}！”${c.words.friendName}也骄傲地挺起了胸脯。`,
      (c) => `多亏了${c.words.thing}，${c.words.here}又充满了笑声。`,
    ],
    older: [
      (c) =>
        `一切都圆满解决之后，${c.name}望着${c.words.thing}想：要是没有那个发现，今天会是完全不同的一天。`,
      (c) => `${c.words.friendName}走到${c.name}身边，只说了一句“多亏了你”，可这就足够了。`,
    ],
  },
};

/** The companion has lost the theme's treasure; they search and give it back. */
const lost: PlotLines<ChineseWords> = {
  discovery: {
    baby: [
      (c) => `咦，${c.words.friendName}不开心，${c.words.thing}不见啦。`,
      (c) => `呜呜，${c.words.friendName}的${c.words.thing}去哪儿了？`,
    ],
    young: [
      (c) => `“我把心爱的${c.words.thing}弄丢了。”${c.words.friendName}难过地小声说。`,
      (c) =>
        `“咦，我的${c.words.thing}呢？”${c.words.friendName}慌慌张张地四处张望，“别急，我们一起找！”${c.name}说。`,
    ],
    older: [
      (c) =>
        `${c.name}发现${c.words.friendName}一反常态地安静，问了才知道，原来${c.words.friendName}把最珍爱的${c.words.thing}弄丢了。`,
      (c) =>
        `“我的${c.words.thing}不见了……”${c.words.friendName}的声音在发抖，${c.name}觉得那份难过就像是自己的一样。`,
    ],
  },
  episodes: {
    baby: [
      (c) => `上面找找，下面找找，${c.name}找呀找。`,
      () => '你看见了吗？没有，没有。',
      () => '亮晶晶的！咦，不是它。',
    ],
    young: [
      (c) => `${c.name}和${c.words.friendName}上上下下、里里外外，把${c.words.at}找了个遍。`,
      (c) => `他们见谁都问：“你看见${c.words.thing}了吗？”可是谁也没看见。`,
      (c) => `地上有个东西亮了一下，${c.name}赶紧跑过去，结果只是一颗纽扣。`,
    ],
    older: [
      (c) => `他们从高处找到低处，从这头找到那头，可${c.words.thing}就是无影无踪。`,
      (c) => `${c.name}向路过的每一位打听有没有见过${c.words.thing}，有的摇摇头，有的答应帮忙留意。`,
      (c) =>
        `有个亮亮的东西闪进${c.name}的眼里，希望一下子蹦了起来——可那只是一颗不知谁掉的纽扣，正调皮地冲着天空眨眼。`,
    ],
  },
  thread: {
    baby: [
      () => '这里有没有呀？',
      (c) => `${c.words.thing}，你在哪儿呀？`,
      () => '左边找找，右边找找。',
      (c) => `还没找到呢，${c.words.friendName}。`,
    ],
    young: [
      (c) => `${c.words.thing}还是没有找到。`,
      (c) => `“没有${c.words.thing}，我心里空落落的。”${c.words.friendName}小声说。`,
      (c) => `“别担心，一定能找到的。”${c.name}说，${c.words.friendName}轻轻点了点头。`,
      (c) => `${c.words.friendName}努力回想，${c.words.thing}最后一次是在哪里看到的。`,
    ],
    older: [
      (c) => `${c.words.thing}依然不见踪影。`,
      (c) => `${c.name}一边走，一边盯着脚下，不放过任何一点微光。`,
      (c) => `“我们不放弃。”${c.name}一遍遍地对越来越没精神的${c.words.friendName}说。`,
      (c) => `${c.name}在脑海里一遍又一遍地回想${c.words.thing}最后出现的地方。`,
    ],
  },
  climax: {
    baby: [(c) => `找到啦，找到啦，${c.words.thing}！`, (c) => `${c.name}找到了，是${c.words.thing}！`],
    young: [
      (c) => `就在这时，有个东西闪了一下，${c.name}走近一看——正是${c.words.thing}！`,
      (c) => `“找到啦！”${c.name}高高地举起了${c.words.thing}。`,
    ],
    older: [
      (c) => `就在一个谁也想不到的地方，${c.name}终于找到了${c.words.thing}，高兴得叫出了声。`,
      (c) => `好像有什么东西微微一闪，${c.name}弯下腰去——那里躺着的，正是${c.words.thing}。`,
    ],
  },
  resolution: {
    baby: [(c) => `给你，${c.words.friendName}。`, (c) => `“谢谢${c.name}！”${c.words.friendName}笑了。`],
    young: [
      (c) =>
        `${c.name}把${c.words.thing}递给${c.words.friendName}，“谢谢你！”${c.words.friendName}开心地说。`,
      (c) => `${c.words.friendName}把${c.words.thing}小心地抱在怀里，说再也不会把它弄丢了。`,
    ],
    older: [
      (c) => `${c.name}轻轻地把${c.words.thing}递过去，${c.words.friendName}的脸上顿时写满了安心和喜悦。`,
      (c) => `“谢谢你帮我找到它。”${c.words.friendName}说，${c.name}为自己能帮朋友找回珍贵的东西而感到自豪。`,
    ],
  },
};

/** A shy second companion appears, is shown around and joins in. */
const newFriend: PlotLines<ChineseWords> = {
  discovery: {
    baby: [(c) => `咦，那是谁呀——是${c.other.friend}！`, (c) => `悄悄看过来的，是${c.other.friend}。`],
    young: [
      (c) => `忽然，${c.name}发现${c.other.friend}躲在一旁，害羞地朝这边张望。`,
      (c) =>
        `“那边好像有人。”${c.words.friendName}小声说，${c.name}一看，原来是${c.other.friend}，正不好意思地低着头。`,
    ],
    older: [
      (c) => `这时，${c.name}注意到不远处的${c.other.friend}，好像很想打招呼，却怎么也迈不开脚步。`,
      (c) =>
        `${c.words.friendName}用眼神示意了一下，${c.name}看过去，只见${c.other.friend}站在那里，害羞得好像随时都要藏起来。`,
    ],
  },
  episodes: {
    baby: [
      (c) => `${c.other.friendName}，你好呀！咦，又躲起来了。`,
      (c) => `送给${c.other.friendName}一个小礼物，放这儿啦。`,
      (c) => `坐下来，嘘——${c.name}，静静地等。`,
    ],
    young: [
      (c) => `${c.name}朝${c.other.friendName}挥挥手，可${c.other.friendName}一下子又躲了起来。`,
      (c) => `${c.name}把一份小礼物放在${c.other.friendName}一眼就能看到的地方，然后退后几步，耐心地等着。`,
      (c) => `${c.name}在不远处轻轻坐下，安安静静的，好让${c.other.friendName}不再害怕。`,
    ],
    older: [
      (c) =>
        `${c.name}一挥手，${c.other.friendName}又嗖地躲了回去，不过在那之前，一只好奇的眼睛悄悄探了出来。`,
      (c) => `${c.name}挑了一份小礼物，轻轻放在两人中间——这是一份不需要语言的邀请。`,
      (c) => `${c.name}没有去追${c.other.friendName}，只是在附近坐下来静静地等，因为害羞的朋友需要一点时间。`,
    ],
  },
  thread: {
    baby: [
      (c) => `${c.other.friendName}，这边来。`,
      (c) => `${c.other.friendName}也走呀走。`,
      () => '一起去玩吧。',
      (c) => `${c.other.friendName}笑了一点点。`,
    ],
    young: [
      (c) => `${c.name}把最喜欢的地方一个一个指给${c.other.friendName}看。`,
      (c) => `${c.other.friendName}还是有点害羞，静静地跟在两个好朋友后面。`,
      (c) => `“别害怕。”${c.name}说，${c.other.friendName}就又往前挪了一小步。`,
      (c) => `${c.words.friendName}也跟${c.other.friendName}打招呼，友好地挥了挥手。`,
    ],
    older: [
      (c) =>
        `${c.name}领着${c.other.friendName}四处转转，把自己在这里发现的好东西一一指给${c.other.friendName}看。`,
      (c) => `${c.other.friendName}回答的声音还很小，可眼睛里已经开始有了光彩。`,
      (c) => `${c.name}很明白害羞是什么滋味，所以一点也不催${c.other.friendName}。`,
      (c) => `${c.words.friendName}讲了个笑话，${c.other.friendName}的嘴角微微地翘了起来。`,
    ],
  },
  climax: {
    baby: [(c) => `${c.other.friendName}也哈哈笑啦！`, (c) => `${c.other.friendName}，一起玩吧！`],
    young: [
      (c) => `“我可以和你们一起玩吗？”${c.other.friendName}问，大家高兴地笑成了一团。`,
      (c) => `${c.other.friendName}第一次露出了大大的笑容，加入了大家的游戏。`,
    ],
    older: [
      (c) => `终于，${c.other.friendName}鼓起勇气，一头扎进了大家的游戏里，笑得比谁都开心。`,
      (c) =>
        `一开始还犹犹豫豫的${c.other.friendName}，不知不觉已经站在${c.name}和${c.words.friendName}中间，笑得直不起腰。`,
    ],
  },
  resolution: {
    baby: [
      (c) => `${c.name}、${c.words.friendName}和${c.other.friendName}，都是好朋友。`,
      () => '又多了一个好朋友！',
    ],
    young: [
      (c) => `就这样，${c.name}、${c.words.friendName}和${c.other.friendName}成了好朋友。`,
      () => '“明天还一起玩吧！”大家约好了。',
    ],
    older: [
      (c) =>
        `不知什么时候，${c.name}、${c.words.friendName}和${c.other.friendName}已经像老朋友一样并肩走在一起。`,
      (c) => `“谢谢你愿意跟我说话。”${c.other.friendName}说，${c.name}的心里顿时被温暖填得满满的。`,
    ],
  },
};

/** A strange sound worries the friends; looking bravely, they find the second companion. */
const brave: PlotLines<ChineseWords> = {
  discovery: {
    baby: [() => '咦，沙沙沙，什么声音？', () => '嘘——听，窸窸窣窣。'],
    young: [
      (c) => `就在这时，附近传来一阵“窸窸窣窣”的奇怪声音，${c.name}和${c.words.friendName}互相看了一眼。`,
      (c) => `“那是什么声音？”${c.words.friendName}小声问，紧紧地靠在${c.name}身边。`,
    ],
    older: [
      (c) => `不知从哪里传来一阵陌生的沙沙声，${c.name}不由得停下了脚步。`,
      (c) => `${c.words.friendName}忽然一动不动，竖起了耳朵——在一片寂静中，确实有什么东西在窸窸窣窣地响。`,
    ],
  },
  episodes: {
    baby: [
      () => '听！沙沙沙，更近啦！',
      (c) => `拉拉手，${c.words.friendName}，我们不怕！`,
      (c) => `踮踮脚，轻轻走，${c.name}，再近一点。`,
    ],
    young: [
      () => '那个奇怪的声音又响起来了，这一次，离得更近了。',
      (c) => `“手拉着手，勇气就多了一倍！”${c.name}紧紧握住${c.words.friendName}的手说。`,
      (c) => `一步，又一步，${c.name}像小老鼠一样踮着脚尖，悄悄朝声音走去。`,
    ],
    older: [
      (c) => `声音又响了一次，比刚才更近了，${c.name}几乎已经能分辨出它是从哪个方向传来的。`,
      (c) =>
        `${c.name}伸手去找${c.words.friendName}的手，对方也紧紧回握了一下，那份温暖就像勇气从一个朋友传到了另一个朋友心里。`,
      (c) => `${c.name}一步一步小心翼翼地朝声音靠近，心怦怦直跳，脚步却很稳。`,
    ],
  },
  thread: {
    baby: [
      () => '沙沙沙，又响了。',
      (c) => `${c.words.friendName}竖起耳朵听。`,
      () => '轻轻地，轻轻地听。',
      (c) => `不怕不怕，${c.name}最勇敢。`,
    ],
    young: [
      () => '那个奇怪的声音时不时又响起来。',
      (c) => `${c.name}竖起耳朵，想弄清楚声音是从哪儿来的。`,
      (c) => `“有点紧张呢。”${c.words.friendName}说，“我们在一起，就不怕。”${c.name}回答。`,
      (c) => `${c.name}忍不住猜想，发出声音的到底会是谁呢？`,
    ],
    older: [
      () => '风一停，四周的安静就显得更深了。',
      (c) => `${c.name}感到害怕和好奇在心里拉扯着。`,
      (c) => `“我们在一起，没问题的。”${c.words.friendName}说，可声音比平时小了一点。`,
      (c) => `${c.name}甚至开始想，要是发出声音的那位遇到了麻烦，自己一定要帮帮它。`,
    ],
  },
  climax: {
    baby: [(c) => `看一看——原来是${c.other.friend}！`, (c) => `哈哈，是${c.other.friend}呀。`],
    young: [
      (c) => `${c.name}鼓起勇气，悄悄探头一看，原来是${c.other.friend}！`,
      (c) => `“一、二、三！”大家一起看过去——发出声音的，竟然是${c.other.friend}。`,
    ],
    older: [
      (c) => `${c.name}鼓足全部的勇气探头望去，那里站着的，竟然是正眨巴着眼睛的${c.other.friend}。`,
      (c) => `${c.name}按住怦怦直跳的心口抬起头，发出声音的，原来是同样吓了一跳的${c.other.friend}。`,
    ],
  },
  resolution: {
    baby: [() => '哈哈哈，大家都笑啦。', (c) => `${c.other.friendName}也咯咯笑，真好玩。`],
    young: [
      (c) => `“对不起，吓到你们啦。”${c.other.friendName}说，大家都哈哈大笑起来。`,
      (c) => `${c.name}松了一口气，和${c.words.friendName}、${c.other.friendName}一起笑得肚子都疼了。`,
    ],
    older: [
      () => '安静了一瞬之后，大家一起“扑哧”笑出了声，刚才的紧张全都变成了笑声。',
      (c) => `${c.name}有一点为自己骄傲：即使害怕，也还是勇敢地去看了个究竟。`,
    ],
  },
};

/** The child secretly prepares a surprise for the companion. */
const surprise: PlotLines<ChineseWords> = {
  discovery: {
    baby: [(c) => `嘘——不告诉${c.words.friendName}。`, (c) => `${c.name}要准备一个小惊喜。`],
    young: [
      (c) => `${c.name}想到了一个好主意：要偷偷地为${c.words.friendName}准备一个惊喜。`,
      (c) => `“这可要对${c.words.friendName}保密哦。”${c.name}在心里悄悄说，开始计划一个小秘密。`,
    ],
    older: [
      (c) =>
        `趁${c.words.friendName}东张西望的时候，${c.name}脑子里冒出一个绝妙的主意——要给一直陪着自己的好朋友一个秘密惊喜。`,
      (c) => `${c.words.friendName}总是帮${c.name}的忙，所以今天，${c.name}决定偷偷准备一份谢礼。`,
    ],
  },
  episodes: {
    baby: [
      () => '这个，这个，还有这个！给惊喜用！',
      () => '剪一剪，贴一贴，偷偷做。',
      (c) => `快藏好！${c.words.friendName}来啦！`,
    ],
    young: [
      (c) => `${c.name}在${c.words.at}东找找、西看看，把漂亮的小玩意儿一件一件收集起来，留着做惊喜。`,
      (c) => `${c.name}躲在一个安静的角落里，一边轻轻哼着歌，一边偷偷做着惊喜。`,
      (c) => `就在这时，${c.words.friendName}走了过来，${c.name}赶紧把惊喜藏到了身后。`,
    ],
    older: [
      (c) => `${c.name}在${c.words.at}四处搜罗小小的宝贝，每挑一样，心里想的都是${c.words.friendName}。`,
      (c) => `在一个隐蔽的角落里，${c.name}摆了又摆、改了又改，直到惊喜看起来恰到好处。`,
      (c) =>
        `有脚步声！就在${c.words.friendName}吹着口哨出现的前一秒，${c.name}飞快地用一块布把惊喜盖了起来。`,
    ],
  },
  thread: {
    baby: [
      () => '这个也放进去。',
      () => '悄悄的，悄悄的。',
      (c) => `${c.words.friendName}，不许偷看哦。`,
      () => '一样，两样，收好啦。',
    ],
    young: [
      (c) => `${c.name}一想到${c.words.friendName}看到惊喜时的表情，就忍不住偷偷笑起来。`,
      (c) => `${c.name}装出一副什么事也没有的样子，不让惊喜被发现。`,
      () => '秘密的宝贝一点一点地多了起来。',
      (c) => `“你在藏什么呀？”${c.words.friendName}问，“没什么！”${c.name}赶紧说。`,
    ],
    older: [
      (c) => `光是想象${c.words.friendName}会有多惊讶，${c.name}的嘴角就忍不住往上翘。`,
      (c) => `${c.name}好几次都担心计划会露馅，心里七上八下的。`,
      (c) => `“你从刚才起就有点神神秘秘的。”${c.words.friendName}说，${c.name}只好笑着打岔。`,
      () => '秘密的准备一点一点地，却实实在在地有了模样。',
    ],
  },
  climax: {
    baby: [
      (c) => `当当当——惊喜，${c.words.friendName}！`,
      (c) => `${c.words.friendName}吓一跳，眼睛圆圆的！`,
    ],
    young: [
      (c) => `“惊喜！”${c.name}大声说，把准备好的东西一下子摆了出来，${c.words.friendName}的眼睛瞪得圆圆的。`,
      (c) => `${c.name}说：“可以睁开眼睛啦！”${c.words.friendName}一看，眼前竟是专门为自己准备的小派对。`,
    ],
    older: [
      (c) =>
        `“惊喜！”随着${c.name}的一声欢呼，准备好的一切同时出现在眼前，${c.words.friendName}惊讶得说不出话来。`,
      (c) => `${c.words.friendName}轻轻摘下蒙眼的布，眼前是${c.name}用心布置的小小派对。`,
    ],
  },
  resolution: {
    baby: [() => '耶，开派对啦！', (c) => `${c.words.friendName}好开心，好开心。`],
    young: [
      (c) => `${c.words.friendName}说：“这是我最开心的一天！”然后拉着${c.name}跳起舞来。`,
      () => '大家一起庆祝，快乐的时光一眨眼就过去了。',
    ],
    older: [
      (c) => `看着${c.words.friendName}高兴的样子，${c.name}发现，让别人开心，原来自己也会这么开心。`,
      () => '这场小小的庆祝充满了笑声和掌声，好像永远也不会结束。',
    ],
  },
};

/** The friends set off for the theme's faraway spot, reach it at the climax and walk the long way home. */
const journey: PlotLines<ChineseWords> = {
  discovery: {
    baby: [(c) => `出发啦，去${c.words.far}！`, () => '走吧走吧，去远方。'],
    young: [
      (c) => `“我们去${c.words.far}探险吧！那里已经好久好久没人去过啦！”${c.words.friendName}兴冲冲地说。`,
      (c) => `${c.name}装好点心，和${c.words.friendName}一起踏上了去${c.words.far}的长长旅程。`,
    ],
    older: [
      (c) =>
        `${c.words.friendName}有一张旧地图，上面画着去${c.words.far}的路，${c.name}觉得，就是今天了，一定要照着它走一走。`,
      (c) => `人们都说，${c.words.far}是这一带最美的地方，于是两个好朋友决定亲眼去看一看。`,
    ],
  },
  episodes: {
    baby: [
      () => '哎呀，走错啦！这边走！',
      (c) => `腿酸酸，加油，${c.name}！`,
      () => '坐一坐，吃点心，好香呀！',
    ],
    young: [
      (c) => `哎呀，走错路了！${c.name}停下来看了看四周，又找到了正确的路。`,
      (c) => `${c.name}的腿有点酸了，可是${c.words.far}还在前面等着呢，于是大家继续往前走。`,
      () => '走到一半，两个好朋友坐下来歇歇脚，一起吃了点心。',
    ],
    older: [
      (c) => `半路上他们拐错了弯，好在${c.name}认出了一个路标，带着大家回到了正路上。`,
      (c) => `路越走越长，${c.name}的脚步也越来越沉，可每走一步，${c.words.far}就更近了一点。`,
      () => '走到半路，他们停下来歇了歇，一边吃点心一边看天上的云慢慢飘过，然后又精神抖擞地出发了。',
    ],
  },
  thread: {
    baby: [
      () => '走呀走，还没到。',
      () => '向前，向前。',
      (c) => `${c.words.friendName}也加油。`,
      () => '加把劲，快到啦。',
    ],
    young: [
      () => '路还长着呢，一直延伸到很远很远。',
      (c) => `${c.name}时不时回头看看，已经走了多远。`,
      (c) => `“还有多远呀？”${c.words.friendName}问，“快到啦！”${c.name}说。`,
      () => '两个好朋友兴冲冲地，一步一步往前走。',
    ],
    older: [
      () => '小路弯弯曲曲，一直向前方延伸。',
      (c) => `${c.name}哼起了行军的小调，长长的路不知不觉就走过去了一大段。`,
      (c) => `回头望去，出发的地方已经变得小小的，${c.name}这才惊讶于他们走了多远。`,
      (c) => `“前面会有什么呢？”${c.words.friendName}嘟囔着，两个好朋友相视一笑，迈开了步子。`,
    ],
  },
  climax: {
    baby: [(c) => `到啦到啦，${c.words.far}！`, () => '哇，好大，好漂亮！'],
    young: [
      (c) => `终于，他们来到了${c.words.far}，${c.name}四下一看，忍不住“哇”地叫出了声。`,
      (c) => `绕过最后一道弯，${c.words.far}就在眼前，比想象中还要美。`,
    ],
    older: [
      (c) => `当他们终于到达${c.words.far}时，${c.name}静静地站在那里，因为眼前的一切美得让人说不出话。`,
      (c) => `最后几步是最难走的，可当${c.words.far}出现在眼前时，${c.name}知道，这一路的辛苦全都值得。`,
    ],
  },
  resolution: {
    baby: [() => '好啦，回家吧。', (c) => `长长的回家路，和${c.words.friendName}一起走。`],
    young: [
      (c) => `然后，${c.name}和${c.words.friendName}一边聊着今天看到的东西，一边慢慢地走回家。`,
      () => '回家的路好像比来的时候短多了。',
    ],
    older: [
      (c) => `回家的路很长，可和${c.words.friendName}一路聊着回忆，脚步竟然越来越轻快。`,
      (c) => `沿着来时的路慢慢往回走，${c.name}想，有些风景，只有走得足够远才能看见。`,
    ],
  },
};

const plots: LanguagePack<ChineseWords>['plots'] = {
  treasure,
  lost,
  'new-friend': newFriend,
  brave,
  surprise,
  journey,
};

const details: LanguagePack<ChineseWords>['details'] = {
  baby: [
    (c) => `${c.words.sound}！`,
    (c) => `拍拍手，${c.name}！`,
    () => '耶，真好玩！',
    (c) => `“你好呀！”${c.words.friendName}说。`,
    () => '亲一亲，抱一抱。',
    (c) => `${c.name}笑啦，咯咯咯。`,
    () => '哇，亮晶晶！',
    () => '转一转，转圈圈。',
    () => '闻一闻，香香的。',
    (c) => `${c.words.friendName}跳一跳！`,
    () => '看这边，看那边。',
    (c) => `${c.name}，好棒！`,
    () => '摇啊摇，晃啊晃。',
    () => '红的，蓝的，黄的，好多颜色。',
    (c) => `${c.words.friendName}和${c.name}，好朋友。`,
    () => '扑通扑通，好开心！',
    () => '哈哈，痒痒的。',
    () => '摸一摸，软软的。',
    () => '走呀走，慢慢走。',
    (c) => `${c.words.friendName}咯咯笑。`,
    () => '哇哦，好神奇！',
    (c) => `${c.name}挥挥小手。`,
    () => '嘿，击个掌！',
    () => '好热闹呀！',
    () => '真好看呀！',
    (c) => `${c.name}点点头。`,
    () => '呼——好舒服。',
    () => '蹦蹦跳跳，真快乐。',
    (c) => `${c.words.friendName}眨眨眼。`,
    () => '看呀，看呀！',
    () => '心情好，哼小曲。',
  ],
  young: [
    (c) => `${c.words.friendName}高兴得扭来扭去。`,
    (c) => `${c.name}的心里暖洋洋、亮堂堂的。`,
    () => '今天真是美好的一天呀！',
    (c) => `“${c.words.sound}！”${c.words.friendName}开心地哼了起来。`,
    (c) => `连${c.words.here}都好像在为两个好朋友鼓掌呢。`,
    (c) => `${c.name}悄悄许了一个小愿望：希望下次还能再来${c.words.here}。`,
    () => '不知从哪儿传来一阵快乐的笑声。',
    (c) => `${c.name}高兴得转了一个圈。`,
    (c) => `${c.words.friendName}紧紧挨在${c.name}身边。`,
    () => '眼前的一切都闪闪发亮。',
    (c) => `“和${c.name}在一起，做什么都好玩！”${c.words.friendName}说。`,
    (c) => `${c.name}咧开嘴，笑得像一朵花。`,
    () => '两个好朋友的脚步声，踩出了欢快的节奏。',
    (c) => `${c.words.friendName}讲了个好笑的笑话，${c.name}笑得前仰后合。`,
    (c) => `“${c.name}，你真棒！”${c.words.friendName}夸奖道。`,
    () => '两个好朋友互相看了看，咯咯地笑了起来。',
    (c) => `${c.name}心里有一点点骄傲。`,
    () => '到处都是新发现。',
    (c) => `${c.name}蹦蹦跳跳地走着，${c.words.friendName}也学着蹦蹦跳跳。`,
    (c) => `${c.name}的小脸蛋红扑扑的。`,
    (c) => `${c.name}想：来这里真是太好了！`,
    () => '好多东西都是第一次见到。',
    (c) => `${c.words.friendName}哼起了歌，${c.name}也跟着一起哼。`,
    (c) => `${c.name}觉得自己的身体轻飘飘的。`,
    () => '两个好朋友的笑声传得好远好远。',
    (c) => `${c.name}指着一样又一样东西，讲给${c.words.friendName}听。`,
    () => '空气软软的、甜甜的，让人心情特别好。',
    (c) => `“真好玩！”${c.name}忍不住说。`,
    () => '就连小小的东西，也显得特别有意思。',
    (c) => `${c.words.friendName}和${c.name}响亮地击了个掌。`,
    (c) => `${c.words.friendName}一直跟在${c.name}身边，一步也不离开。`,
  ],
  older: [
    (c) => `${c.name}把这份回忆小心地收进心底，打算永远珍藏。`,
    (c) => `${c.words.friendName}什么也没说，可两个好朋友交换的那个眼神，已经说明了一切。`,
    () => '不远处，一阵微风送来了冒险的味道。',
    (c) => `这样的时刻，会让${c.name}觉得自己既很渺小，又很勇敢。`,
    (c) => `${c.words.here}的一切都那么新奇，连空气里都好像藏着小小的秘密。`,
    (c) => `${c.words.friendName}做了一个特别滑稽的鬼脸，${c.name}忍不住“扑哧”一声笑了出来。`,
    (c) => `${c.name}感到自己的心在胸口轻轻雀跃。`,
    (c) => `只要和${c.words.friendName}在一起，${c.name}相信什么困难都能克服。`,
    () => '侧耳细听，周围的一切仿佛都在低声交谈。',
    (c) => `${c.name}停下脚步，把眼前的景色深深印在脑海里。`,
    (c) => `不用说出口，${c.name}也知道${c.words.friendName}和自己是同样的心情。`,
    () => '就连最微小的事物里，也藏着惊奇与欢喜。',
    (c) => `${c.name}感到一股暖流在心里慢慢地扩散开来。`,
    (c) => `${c.words.friendName}开心得不得了，原地转了一个圈。`,
    () => '好像已经很久没有这样开怀大笑过了。',
    (c) => `${c.name}打心底里觉得，能来到这里真好。`,
    () => '每一种颜色都比平时更加鲜艳。',
    (c) => `${c.name}满怀好奇，睁大眼睛，生怕错过任何一点细节。`,
    () => '四周弥漫着一种让人心跳加快、却又无比温柔的气氛。',
    (c) => `不知不觉间，${c.name}的脸上绽放出大大的笑容。`,
    () => '时间仿佛慢了下来，一切都变得不可思议。',
    (c) => `${c.name}暗暗对自己说：要把这一刻好好珍惜。`,
    (c) => `看着${c.words.friendName}兴高采烈的样子，${c.name}的心也跟着飞扬起来。`,
    () => '无论望向哪里，似乎都有一个新的故事即将开始。',
    (c) => `${c.name}觉得，自己好像比刚才长大了一点点。`,
    () => '细微的声响和点点微光，让这里显得生机勃勃。',
    (c) => `和${c.words.friendName}说的每一句话，都让${c.name}觉得开心。`,
    (c) => `想知道更多的念头，在${c.name}心里越长越大。`,
    () => '笑声每响起一次，周围的空气就仿佛明亮一分。',
    (c) => `${c.name}踮起脚尖，把四周仔细地看了一圈。`,
    () => '两个好朋友配合得天衣无缝，就像相识多年的老搭档。',
  ],
};

const windDown: LanguagePack<ChineseWords>['windDown'] = {
  baby: [
    (c) => `啊——呜，${c.name}打了个哈欠。`,
    (c) => `靠着${c.words.friendName}，暖暖的。`,
    () => '灯光暗下来了，嘘。',
    () => '眼皮重重的，困困的。',
  ],
  young: [
    (c) => `${c.name}揉了揉眼睛，打了一个大大的哈欠。`,
    (c) => `${c.words.friendName}轻轻地靠在${c.name}身边，两个好朋友依偎在一起。`,
    () => '四周的灯光一盏一盏地暗了下来。',
    (c) => `${c.name}的眼皮越来越沉，越来越沉。`,
  ],
  older: [
    (c) => `一整天的疲惫温柔地包裹上来，${c.name}忍不住打了个长长的哈欠。`,
    (c) => `${c.words.friendName}温暖地依偎在身旁，${c.name}慢慢地、长长地舒了一口气。`,
    () => '周围的光一点点变得柔和而朦胧，整个世界仿佛轻轻盖上了一条毯子。',
    (c) => `${c.name}的眼皮越来越重，几乎已经睁不开了。`,
  ],
};

/** A companion's kind and name together ("小海龟贝贝") and the name alone. */
const pal = (kind: string, name: string): Pick<ChineseWords, 'friend' | 'friendName'> => ({
  friend: `${kind}${name}`,
  friendName: name,
});

const companions: LanguagePack<ChineseWords>['companions'] = {
  ocean: [pal('小海龟', '贝贝'), pal('小章鱼', '墨墨')],
  jungle: [pal('小鹦鹉', '琪琪'), pal('小象', '墩墩')],
  space: [pal('小外星人', '兹比'), pal('小狗', '阿星')],
  castle: [pal('小马', '叶叶'), pal('猫头鹰', '咕咕')],
  dinosaur: [pal('三角龙', '角角'), pal('小海龟', '蒂蒂')],
  halloween: [pal('小幽灵', '布布'), pal('猫头鹰', '咕咕')],
  christmas: [pal('小兔', '雪雪'), pal('小狐狸', '红红')],
  beach: [pal('小螃蟹', '夹夹'), pal('小狗', '嗅嗅')],
  dragon: [pal('猫头鹰', '博士'), pal('小狐狸', '栗栗')],
  superhero: [pal('机器人', '巧巧'), pal('小猫', '扑扑')],
  doctor: [pal('小兔', '蹦蹦'), pal('小狗', '花花')],
  school: [pal('猫头鹰', '翎翎'), pal('机器人', '哔哔')],
  birthday: [pal('小猫', '糖糖'), pal('小象', '花生')],
  bedtime: [pal('猫头鹰', '月月'), pal('小兔', '暖暖')],
  custom: [pal('猫头鹰', '奥莉'), pal('小兔', '莓莓')],
};

const titles: L[] = [
  (c) => `${c.name}的${c.words.topic}`,
  (c) => `${c.name}和${c.words.friend}`,
  (c) => `${c.words.topic}：${c.name}的故事`,
];

const favourites: LanguagePack<ChineseWords>['favourites'] = {
  opening: (c, things) => `${c.name}的心里装满了开心的念头：${listOf(things, '和', '、')}。`,
  moments: [
    (c, thing) => `忽然，${c.name}想起了自己最喜欢的东西：${thing}。`,
    (c, thing) => `${c.words.friendName}好奇地问${c.name}最喜欢什么，答案马上就来了：${thing}。`,
    (c, thing) => `远远地，好像有个心爱的东西在向${c.name}招手：${thing}。`,
    (c, thing) => `${c.name}轻轻哼起一首自己编的小歌，歌里唱的是最宝贝的东西：${thing}。`,
  ],
};

export const zh: LanguagePack<ChineseWords> = {
  code: 'zh',
  // CJK unified ideographs: every story is written in Chinese characters.
  script: /[\u4e00-\u9fff]/,
  themes,
  companions,
  custom,
  titles,
  lines,
  plots,
  details,
  windDown,
  favourites,
};
