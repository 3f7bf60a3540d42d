import type { LanguagePack, Line, LineContext } from '../types.ts';
import { type OnePlotLines, onePlotPack } from './one-plot.ts';

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
    climax: '用一首轻柔的歌，帮噗噗找回失去的声音',
    ending: '在星空下依偎着，靠着暖和的龙尾巴休息',
    topic: '火龙山历险记',
  }),
  superhero: w({
    place: '高楼林立的大城市',
    here: '城市',
    at: '城市里',
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
    climax: '找到溜进图书馆的米粒',
    ending: '把今天的趣事讲给家人听',
    topic: '快乐上学日',
  }),
  birthday: w({
    place: '花园里的一场生日派对',
    here: '派对',
    at: '派对上',
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
    climax: '打开小夜灯，让绒绒不再害怕',
    ending: '把被子拉到下巴，轻轻闭上两只眼睛',
    topic: '晚安大冒险',
  }),
};

/** The parent's text is a topic in Chinese quotation marks, never an instruction. */
const custom = (text: string): ChineseWords => ({
  place: '一片长满愿望的魔法草地',
  here: '草地',
  at: '草地上',
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

const lines: OnePlotLines<ChineseWords> = {
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
  discovery: {
    baby: [
      (c) => `哇，${c.name}发现了${c.words.found}！`,
      (c) => `咦，这是什么呀——原来是${c.words.found}！`,
      (c) => `${c.words.sound}，${c.name}看见了${c.words.found}。`,
    ],
    young: [
      (c) => `忽然，${c.name}看见了${c.words.found}，${c.words.friendName}惊喜地叫道：“真是个大惊喜！”`,
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
  episode: {
    baby: [
      (c) => `${c.words.sound}，${c.name}和${c.words.friendName}${ep(c)[0]}！`,
      (c) => `${c.name}${ep(c)[1]}，真开心！`,
      (c) => `再来一次吧，${c.name}要${ep(c)[0]}啦！`,
      (c) => `哇——${c.name}${ep(c)[0]}！`,
      (c) => `${c.words.friendName}笑眯眯，${c.name}${ep(c)[1]}。`,
    ],
    young: [
      (c) => `接着，${c.name}和${c.words.friendName}${ep(c)[1]}，然后相视一笑。`,
      (c) => `“我们去${ep(c)[0]}吧！”${c.words.friendName}提议，于是两个好朋友说干就干。`,
      (c) => `后来，${c.name}还${ep(c)[1]}，这可比想象中好玩多了。`,
      (c) => `然后，两个好朋友${ep(c)[1]}，${c.name}心里美滋滋的。`,
      (c) => `${c.words.friendName}在一旁拍手加油，${c.name}${ep(c)[1]}，开心得不得了。`,
    ],
    older: [
      (c) => `后来，${c.name}和${c.words.friendName}${ep(c)[1]}，那一刻，外面的世界仿佛变得好远好远。`,
      (c) =>
        `“你想不想${ep(c)[0]}？”${c.words.friendName}眨眨眼问道，${c.name}还没来得及回答，两个好朋友就已经行动起来了。`,
      (c) => `${c.words.at}谁也不着急，${c.name}就这样${ep(c)[1]}，把沿途每一个小小的惊喜都记在心里。`,
      (c) => `${c.name}原本没想到今天会${ep(c)[0]}，可后来才发现，这正是整段冒险里最值得回忆的部分。`,
      (c) =>
        `有${c.words.friendName}在身边，${c.name}${ep(c)[1]}，心里满是踏实和欢喜——原来有好朋友陪着，连最平常的小事也会闪闪发光。`,
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

const details: LanguagePack<ChineseWords>['details'] = {
  baby: [
    (c) => `${c.words.sound}！`,
    (c) => `拍拍手，${c.name}！`,
    () => '耶，真好玩！',
    (c) => `${c.words.friendName}说：“你好呀！”`,
    () => '亲一亲，抱一抱。',
    (c) => `${c.name}笑啦，咯咯咯。`,
  ],
  young: [
    (c) => `${c.words.friendName}高兴得扭来扭去。`,
    (c) => `${c.name}的心里暖洋洋、亮堂堂的。`,
    () => '今天真是美好的一天呀！',
    (c) => `“${c.words.sound}！”${c.words.friendName}开心地哼了起来。`,
    (c) => `连${c.words.here}都好像在为两个好朋友鼓掌呢。`,
    (c) => `${c.name}悄悄许了一个小愿望：希望下次还能再来${c.words.here}。`,
  ],
  older: [
    (c) => `${c.name}把这份回忆小心地收进心底，打算永远珍藏。`,
    (c) => `${c.words.friendName}什么也没说，可两个好朋友交换的那个眼神，已经说明了一切。`,
    () => '不远处，一阵微风送来了冒险的味道。',
    (c) => `这样的时刻，会让${c.name}觉得自己既很渺小，又很勇敢。`,
    (c) => `${c.words.here}的一切都那么新奇，连空气里都好像藏着小小的秘密。`,
    (c) => `${c.words.friendName}做了一个特别滑稽的鬼脸，${c.name}忍不住“扑哧”一声笑了出来。`,
  ],
};

const titles: L[] = [
  (c) => `${c.name}的${c.words.topic}`,
  (c) => `${c.name}和${c.words.friend}`,
  (c) => `${c.words.topic}：${c.name}的故事`,
];

export const zh: LanguagePack<ChineseWords> = onePlotPack({
  code: 'zh',
  // CJK unified ideographs: every story is written in Chinese characters.
  script: /[\u4e00-\u9fff]/,
  themes,
  custom,
  titles,
  lines,
  details,
});
