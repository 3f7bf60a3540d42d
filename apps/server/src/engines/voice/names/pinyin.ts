// One common character for each Mandarin syllable, chosen for a single reading, so a name typed
// in pinyin (Xiaoming, Luna, Anna) is spoken as those syllables: 晓明, 露娜, 安娜.
const SYLLABLES = `
a阿 ai爱 an安 ang昂 ao奥 e娥 en恩 er尔 o哦 ou欧
ba巴 bai白 ban班 bang邦 bao宝 bei贝 ben本 beng崩 bi碧 bian边 biao彪 bie别 bin斌 bing冰 bo波 bu布
pa帕 pai派 pan盼 pang庞 pao跑 pei佩 pen盆 peng鹏 pi皮 pian翩 piao飘 pie瞥 pin品 ping平 po坡 pou剖 pu普
ma马 mai麦 man曼 mang芒 mao茂 mei美 men门 meng梦 mi米 mian棉 miao苗 mie灭 min敏 ming明 miu谬 mo墨 mou谋 mu木
fa法 fan凡 fang芳 fei菲 fen芬 feng峰 fo佛 fou否 fu福
da达 dai黛 dan丹 dang当 dao道 de德 deng登 di迪 dian典 diao雕 die蝶 ding丁 diu丢 dong东 dou豆 du杜 duan端 dui对 dun敦 duo朵
ta塔 tai泰 tan坦 tang唐 tao涛 te特 teng腾 ti提 tian天 tiao条 tie铁 ting婷 tong彤 tou头 tu图 tuan团 tui推 tun屯 tuo托
na娜 nai奈 nan南 nang囊 nao瑙 ne讷 nei内 nen嫩 neng能 ni妮 nian年 niang娘 niao鸟 nie聂 nin您 ning宁 niu牛 nong农 nu努 nuan暖 nuo诺 nv女 nve虐
la拉 lai来 lan兰 lang朗 lao老 le勒 lei蕾 leng冷 li丽 lian莲 liang亮 liao辽 lie烈 lin林 ling玲 liu柳 long龙 lou楼 lu露 luan峦 lun伦 luo洛 lv绿 lve略
ga嘎 gai盖 gan甘 gang刚 gao高 ge歌 gei给 gen根 geng耕 gong工 gou沟 gu古 gua瓜 guai乖 guan冠 guang光 gui贵 gun衮 guo国
ka卡 kai凯 kan看 kang康 kao考 ke可 ken肯 keng坑 kong空 kou口 ku酷 kua夸 kuai快 kuan宽 kuang匡 kui奎 kun坤 kuo阔
ha哈 hai海 han涵 hang航 hao浩 he禾 hei黑 hen很 heng恒 hong红 hou侯 hu湖 hua华 huai怀 huan欢 huang煌 hui慧 hun魂 huo火
ji吉 jia佳 jian健 jiang江 jiao娇 jie杰 jin金 jing晶 jiong炯 jiu久 ju菊 juan娟 jue绝 jun君
qi琪 qia恰 qian倩 qiang强 qiao巧 qie切 qin琴 qing青 qiong琼 qiu秋 qu曲 quan泉 que雀 qun群
xi希 xia夏 xian贤 xiang香 xiao晓 xie谢 xin欣 xing星 xiong雄 xiu秀 xu旭 xuan轩 xue雪 xun迅
zha扎 zhai宅 zhan展 zhang章 zhao昭 zhe哲 zhen珍 zheng正 zhi智 zhong忠 zhou周 zhu珠 zhua抓 zhuai拽 zhuan专 zhuang壮 zhui追 zhun准 zhuo卓
cha茶 chai柴 chan婵 chang昌 chao超 che彻 chen晨 cheng成 chi驰 chong崇 chou筹 chu楚 chuai揣 chuan川 chuang创 chui垂 chun春 chuo绰
sha沙 shai晒 shan山 shang尚 shao韶 she舍 shen深 sheng生 shi诗 shou寿 shu舒 shua刷 shuai帅 shuan栓 shuang双 shui水 shun顺 shuo硕
ran然 rang让 rao饶 re热 ren仁 reng仍 ri日 rong荣 rou柔 ru如 ruan阮 rui瑞 run润 ruo若
za杂 zai在 zan赞 zang臧 zao早 ze泽 zei贼 zen怎 zeng增 zi子 zong宗 zou邹 zu祖 zuan钻 zui最 zun尊 zuo佐
ca擦 cai彩 can灿 cang苍 cao草 ce策 cen岑 ceng层 ci慈 cong聪 cou凑 cu粗 cuan窜 cui翠 cun村 cuo错
sa萨 sai赛 san三 sang桑 sao骚 se瑟 sen森 seng僧 si思 song松 sou搜 su苏 suan酸 sui穗 sun孙 suo索
ya雅 yan燕 yang阳 yao瑶 ye叶 yi怡 yin音 ying英 yo哟 yong永 you友 yu宇 yuan圆 yue月 yun云
wa娃 wai外 wan婉 wang王 wei伟 wen文 weng翁 wo沃 wu武
`;

const CHARACTER = new Map(
  SYLLABLES.trim()
    .split(/\s+/)
    .map((entry) => [entry.slice(0, -1), entry.slice(-1)] as const),
);
/** The character for one pinyin syllable (an → 安), or undefined. */
export const syllableCharacter = (syllable: string): string | undefined => CHARACTER.get(syllable);

const LONGEST = Math.max(...[...CHARACTER.keys()].map((s) => s.length));

/**
 * A name written in pinyin as one character per syllable, or undefined when it is not pinyin.
 * Only the first syllable may start with a vowel, as pinyin names are written (An'na would
 * need the apostrophe), so European names such as Leo or Mia are not taken for pinyin; nor are
 * names ending in an English silent e (Mike, Luke, Kate), which would read as mi-ke.
 */
export function pinyinCharacters(word: string): string | undefined {
  const letters = word.toLowerCase().replace(/ü/g, 'v');
  if (/[aiou][bcdfgklmnprstvz]e$/.test(letters)) return undefined;
  const found: (string[] | undefined)[] = new Array(letters.length + 1).fill(undefined);
  found[0] = [];
  for (let start = 0; start < letters.length; start++) {
    const before = found[start];
    if (!before) continue;
    for (let length = 1; length <= LONGEST && start + length <= letters.length; length++) {
      const syllable = letters.slice(start, start + length);
      const character = CHARACTER.get(syllable);
      if (!character || (start > 0 && /^[aeiouv]/.test(syllable))) continue;
      // Prefer the reading with fewer syllables: xiao+ming over xi+a+o…
      const candidate = [...before, character];
      const existing = found[start + length];
      if (!existing || candidate.length < existing.length) found[start + length] = candidate;
    }
  }
  return found[letters.length]?.join('');
}
