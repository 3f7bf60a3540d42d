import type { LanguagePack, Line, LineContext, PlotLines } from '../types.ts';

/**
 * A moment as a Japanese verb phrase in the forms the lines need: the dictionary form (…泳ぐ),
 * the ます stem (…泳ぎ), the て form (…泳いで), the た form (…泳いだ) and the volitional (…泳ごう).
 * Babies hear short plain sentences ending in よ/ね, young listeners gentle です/ます narration,
 * older children the plain た narration of chapter books.
 */
interface Act {
  dict: string;
  masu: string;
  te: string;
  ta: string;
  vol: string;
}

export interface JapaneseWords {
  /** Where the story happens, as a noun phrase: "海の底にある、きらきら光るサンゴしょう". */
  place: string;
  /** A short way back to the place: "サンゴしょう". */
  here: string;
  /** Where the journey plot goes, a noun phrase that takes any particle: "サンゴしょうのむこうの、しずんだ古い船". */
  far: string;
  /** The companion's kind and name: "イルカのルカ". */
  friend: string;
  /** Just the companion's name: "ルカ". */
  friendName: string;
  /** A sound for the youngest listeners, without final punctuation: "ぷくぷく". */
  sound: string;
  /** What is found, as a noun phrase: "小さな歌をうたう、真珠の貝がら". */
  found: string;
  /** The found thing again, short: "真珠の貝がら". */
  thing: string;
  /** Eight verb phrases, index-aligned with the theme script. */
  episodes: readonly [Act, Act, Act, Act, Act, Act, Act, Act];
  climax: Act;
  ending: Act;
  /** Title words: "海の大冒険". */
  topic: string;
}

/** Godan endings → ます stem, て, た and volitional endings. */
const GODAN: Record<string, readonly [string, string, string, string]> = {
  う: ['い', 'って', 'った', 'おう'],
  つ: ['ち', 'って', 'った', 'とう'],
  る: ['り', 'って', 'った', 'ろう'],
  む: ['み', 'んで', 'んだ', 'もう'],
  ぶ: ['び', 'んで', 'んだ', 'ぼう'],
  ぬ: ['に', 'んで', 'んだ', 'のう'],
  く: ['き', 'いて', 'いた', 'こう'],
  ぐ: ['ぎ', 'いで', 'いだ', 'ごう'],
  す: ['し', 'して', 'した', 'そう'],
};

/**
 * Conjugates a phrase ending in a verb. Phrases ending in する conjugate as する; otherwise the
 * verb is godan unless marked ichidan (a る verb cannot be told apart by its spelling), and 行く
 * has its own て/た forms (行って, not 行いて).
 */
function act(dict: string, kind: 'godan' | 'ichidan' | 'iku' = 'godan'): Act {
  if (dict.endsWith('する')) {
    const s = dict.slice(0, -2);
    return { dict, masu: `${s}し`, te: `${s}して`, ta: `${s}した`, vol: `${s}しよう` };
  }
  const s = dict.slice(0, -1);
  if (kind === 'ichidan') return { dict, masu: s, te: `${s}て`, ta: `${s}た`, vol: `${s}よう` };
  if (kind === 'iku') return { dict, masu: `${s}き`, te: `${s}って`, ta: `${s}った`, vol: `${s}こう` };
  const ending = GODAN[dict.slice(-1)];
  if (!ending) throw new Error(`Not a godan verb: ${dict}`);
  const [masu, te, ta, vol] = ending;
  return { dict, masu: s + masu, te: s + te, ta: s + ta, vol: s + vol };
}
const g = (dict: string) => act(dict, 'godan');
const i = (dict: string) => act(dict, 'ichidan');
const iku = (dict: string) => act(dict, 'iku');

const w = (words: JapaneseWords) => words;

const themes: LanguagePack<JapaneseWords>['themes'] = {
  ocean: w({
    place: '海の底のきらきら光るサンゴしょう',
    here: 'サンゴしょう',
    far: 'サンゴしょうのむこうの、しずんだ古い船',
    friend: 'イルカのルカ',
    friendName: 'ルカ',
    sound: 'ぷくぷく',
    found: '小さな歌をうたう真珠の貝がら',
    thing: '真珠の貝がら',
    episodes: [
      g('にじいろの魚たちと泳ぐ'),
      act('ねむたそうなウミガメにあいさつする'),
      i('サンゴの色をひとつずつ数える'),
      i('銀色のあわのあとを追いかける'),
      act('小さなタコとかくれんぼをする'),
      g('遠くでうたうクジラの歌に耳をすます'),
      i('ゆらゆらゆれるかいそうの森を見つける'),
      g('やさしい波に乗る'),
    ],
    climax: g('まいごのカニの赤ちゃんをおうちまでつれて帰る'),
    ending: g('月の光がさしこむ海の中をふわふわ泳いで帰る'),
    topic: '海の大冒険',
  }),
  jungle: w({
    place: '背の高い木がしげる緑のジャングル',
    here: 'ジャングル',
    far: 'ジャングルのおくの大きなたき',
    friend: 'サルのモンタ',
    friendName: 'モンタ',
    sound: 'ぶらーん、ぶらーん',
    found: '木かげでぼうっと光る金色の花',
    thing: '金色の花',
    episodes: [
      i('やわらかいツタにぶらさがってゆれる'),
      g('カラフルなオウムと友だちになる'),
      g('いねむりしているトラのそばをそうっと歩く'),
      g('きらきら光る小川をぱしゃぱしゃわたる'),
      i('あまいバナナをみんなで分ける'),
      i('チョウチョのダンスをながめる'),
      g('やさしい大きな木にのぼる'),
      g('どろにのこったおもしろい足あとをたどる'),
    ],
    climax: g('どろにはまった子ゾウを助け出す'),
    ending: g('カエルとコオロギがうたうジャングルの子もり歌を聞く'),
    topic: 'ジャングル探検',
  }),
  space: w({
    place: '星がいっぱいのはるかな宇宙',
    here: '宇宙',
    far: '星空のはてにうかぶ、わっかのあるわく星',
    friend: 'ロボットのピポ',
    friendName: 'ピポ',
    sound: 'ビューン、ビューン',
    found: '空から落ちてきた小さな星',
    thing: '小さな星',
    episodes: [
      g('ロケットで月のそばを飛ぶ'),
      i('ふかふかのむらさき色の星でぴょんぴょんはねる'),
      g('やさしいすい星に手をふる'),
      g('星と星をつないで絵をかく'),
      g('むじゅうりょくでふわふわうかぶ'),
      iku('大きな星のわっかを見に行く'),
      g('はずかしがりやの小さな宇宙人に会う'),
      i('地球のむこうからのぼる朝日をながめる'),
    ],
    climax: i('小さな星を空のもとの場所にもどしてあげる'),
    ending: i('おうちに帰って、まどから星のまたたきを見る'),
    topic: '星空の旅',
  }),
  castle: w({
    place: '緑のおかの上に立つお城',
    here: 'お城',
    far: 'お城のかべのむこうの、まほうの森',
    friend: '子ねこのミィ',
    friendName: 'ミィ',
    sound: 'カラーン、コローン',
    found: 'バラのしげみの下の小さな金のかぎ',
    thing: '金のかぎ',
    episodes: [
      g('ギシギシ鳴るはね橋をわたる'),
      g('やさしいきしさんに会う'),
      g('ぐるぐる階だんをのぼって、塔の上まで行く'),
      g('大広間でくるくるおどる'),
      act('お城の庭でピクニックをする'),
      i('古い絵をじっくりながめる'),
      g('おとなしいポニーに乗って、中庭をひとまわりする'),
      g('お城の音楽家のえんそうを聞く'),
    ],
    climax: i('金のかぎでひみつのとびらをあけて、なくなったおうかんを見つける'),
    ending: i('塔のてっぺんから星をながめる'),
    topic: 'お城の冒険',
  }),
  dinosaur: w({
    place: 'やさしい恐竜たちがくらす日だまりの谷',
    here: '谷',
    far: '谷のいちばんおくの、ねむっている火山',
    friend: 'ちび恐竜のドン',
    friendName: 'ドン',
    sound: 'ドシン、ドシン',
    found: '葉っぱの巣の中の大きなもようのたまご',
    thing: 'もようのたまご',
    episodes: [
      g('背の高いシダの中をドシドシ歩く'),
      g('首の長いやさしい恐竜に会う'),
      g('あたたかい水たまりでぱしゃぱしゃ遊ぶ'),
      i('ステゴサウルスの背中の板を数える'),
      i('遠くの火山からふわふわのけむりが上がるのをながめる'),
      i('大きな大きな足あとを見つける'),
      i('あまいベリーを分けあって食べる'),
      act('小さなトリケラトプスとかけっこをする'),
    ],
    climax: i('赤ちゃん恐竜が生まれるまで、たまごをそっとあたためる'),
    ending: g('星空の下で恐竜たちにくっついて丸くなる'),
    topic: '恐竜の谷',
  }),
  halloween: w({
    place: 'ハロウィーンの夜のやさしい村',
    here: '村',
    far: '村はずれの古いカボチャ畑',
    friend: '黒ねこのクロ',
    friendName: 'クロ',
    sound: 'ばあっ、くすくす',
    found: 'にっこりわらって光るカボチャのランタン',
    thing: 'カボチャのランタン',
    episodes: [
      act('すてきな衣しょうで仮そうをする'),
      g('ドアをノックして、おかしをもらう'),
      g('くすくすわらう小さなおばけに会う'),
      g('おもしろい顔のカボチャをほる'),
      i('月のまわりをおどるコウモリをながめる'),
      g('カサカサ鳴る落ち葉の道を歩く'),
      g('おかしを友だちと分けあう'),
      g('仮そうパレードにくわわる'),
    ],
    climax: g('くらやみがこわい小さなおばけのために、ランタンに明かりをともす'),
    ending: g('ランタンの明かりをたよりにおうちへ帰る'),
    topic: 'ハロウィーンの夜',
  }),
  christmas: w({
    place: '雪につつまれたクリスマスの村',
    here: '村',
    far: '雪の森のおくに立つ大きなクリスマスツリー',
    friend: 'トナカイのノエル',
    friendName: 'ノエル',
    sound: 'シャンシャン',
    found: '雪の中に落ちていた小さな銀のすず',
    thing: '銀のすず',
    episodes: [
      g('まんまるの雪だるまを作る'),
      i('大きなツリーをかざりつける'),
      g('星の形のクッキーをやく'),
      i('そりに乗って、坂をすべりおりる'),
      g('ご近所さんといっしょにクリスマスの歌をうたう'),
      g('赤いリボンでプレゼントをつつむ'),
      i('ふってくる雪をてのひらで受けとめる'),
      g('あたたかいココアを飲む'),
    ],
    climax: act('銀のすずを鳴らして、まいごのトナカイをそりまであんないする'),
    ending: g('きらきら光るツリーのそばで丸くなる'),
    topic: 'クリスマスのねがいごと',
  }),
  beach: w({
    place: 'お日さまがいっぱいの海辺の砂浜',
    here: '砂浜',
    far: '砂浜のいちばんはしにある灯台',
    friend: 'カモメのピッピ',
    friendName: 'ピッピ',
    sound: 'ザザーン、ザザーン',
    found: 'ガラスびんに入った手紙',
    thing: 'ガラスびん',
    episodes: [
      g('高い砂のお城を作る'),
      i('きれいな貝がらを集める'),
      i('小さな波をぴょんととびこえる'),
      i('風にのせてたこをあげる'),
      i('カニが横に歩くのをながめる'),
      i('つめたいアイスクリームを食べる'),
      g('岩場の潮だまりをのぞく'),
      i('遠くにうかぶ小さなヨットを見つける'),
    ],
    climax: i('びんの中の地図をたどって、きらきらの貝がらが入った宝箱を見つける'),
    ending: i('夕日が海にしずむのを見とどける'),
    topic: '砂浜の一日',
  }),
  dragon: w({
    place: 'やさしいドラゴンがすむきりの山',
    here: '山',
    far: 'いちばん高い山のてっぺん',
    friend: 'ドラゴンのホムラ',
    friendName: 'ホムラ',
    sound: 'バサッ、バサッ',
    found: 'あたたかくてきらきらかがやくドラゴンのうろこ',
    thing: 'ドラゴンのうろこ',
    episodes: [
      g('風に乗っておかの上を飛ぶ'),
      g('小さな火でマシュマロをあぶる'),
      act('光る水晶のどうくつを探検する'),
      g('にじの橋をわたる'),
      g('たきのしぶきの中で遊ぶ'),
      i('ドラゴンのきらきらの宝物を数える'),
      g('ドラゴンの歌をおそわる'),
      i('いろいろな形にかわる雲をながめる'),
    ],
    climax: g('やさしい歌で、ドラゴンがなくした声をとりもどす'),
    ending: g('星空の下で、ドラゴンのあたたかいしっぽにくるまって休む'),
    topic: 'ドラゴン山の冒険',
  }),
  superhero: w({
    place: '高いビルがならぶ大きな町',
    here: '町',
    far: '町でいちばん高いタワー',
    friend: '子いぬのポチ',
    friendName: 'ポチ',
    sound: 'ビュン、ビュン',
    found: '箱の中のかがやくマント',
    thing: 'マント',
    episodes: [
      g('屋根の上をびゅんと飛ぶ'),
      i('木からおりられなくなった子ねこを助けてあげる'),
      g('ご近所さんの買い物のにもつを運ぶ'),
      g('公園のこわれたブランコをなおす'),
      i('町の広場に花をうえる'),
      g('ないている友だちをはげます'),
      i('とんでいった風船をつかまえる'),
      act('友だちと公園をきれいにそうじする'),
    ],
    climax: g('やさしさとチームワークで、町の明かりをもう一度ともす'),
    ending: i('マントをハンガーにかける'),
    topic: 'スーパーヒーローの一日',
  }),
  doctor: w({
    place: '明るくてやさしい小さなびょういん',
    here: 'びょういん',
    far: 'びょういんの裏のおかの上の公園',
    friend: 'くまのテディ',
    friendName: 'テディ',
    sound: 'ドックン、ドックン',
    found: '本物のちょうしんきが入ったお医者さんセット',
    thing: 'ちょうしんき',
    episodes: [
      act('やさしいかんごしさんにあいさつする'),
      g('ちょうしんきでドックンドックンという心ぞうの音を聞く'),
      g('せすじをぴんとのばして、身長をはかる'),
      act('しゃぼん玉をふくみたいに、ゆっくりしんこきゅうする'),
      i('まちあい室の水そうで泳ぐ魚をながめる'),
      act('お医者さんにいろいろしつもんする'),
      g('あたたかい手をぎゅっとにぎって、すぐにおわるちゅうしゃをがんばる'),
      g('カラフルなシールをえらぶ'),
    ],
    climax: i('すぐにおわって体を元気にしてくれるけんさを、ゆうきを出して受ける'),
    ending: g('むねをはっておうちに帰る'),
    topic: 'がんばったびょういんの日',
  }),
  school: w({
    place: '赤いドアのある楽しい学校',
    here: '学校',
    far: '町のむこうにある大きなはくぶつかん',
    friend: 'ハムスターのチョコ',
    friendName: 'チョコ',
    sound: 'キーンコーンカーンコーン',
    found: 'まほうのクレヨンが入った箱',
    thing: 'まほうのクレヨン',
    episodes: [
      i('ランドセルをフックにかける'),
      g('新しい友だちを作る'),
      g('大きくて明るい絵をかく'),
      i('つみ木の塔をひとつずつ数える'),
      g('みんなで輪になって歌をうたう'),
      g('絵本を読む'),
      g('休み時間にすべり台をシューッとすべる'),
      g('友だちとお弁当を分けあう'),
    ],
    climax: i('図書室にまよいこんだクラスのハムスターを見つける'),
    ending: g('今日のできごとを家族に話す'),
    topic: '学校の一日',
  }),
  birthday: w({
    place: '庭でひらかれたお誕生日パーティー',
    here: 'パーティー',
    far: '庭のいちばんおくの古いツリーハウス',
    friend: '子いぬのマロン',
    friendName: 'マロン',
    sound: 'パン、パーン',
    found: '大きなリボンのついたサプライズのプレゼント',
    thing: 'プレゼント',
    episodes: [
      i('風船をぷうっとふくらませる'),
      g('きらきらのパーティーぼうしをかぶる'),
      act('いす取りゲームをする'),
      i('ぼうしからウサギを出す手品をながめる'),
      g('友だちといっしょにおどる'),
      g('おかしがいっぱいのピニャータをたたく'),
      act('ろうそくの前でねがいごとをする'),
      g('友だちからのカードをひらく'),
    ],
    climax: i('最後のひときれのケーキを、まだ食べていない友だちと分ける'),
    ending: g('風船をにぎったままベッドに向かう'),
    topic: 'さいこうのお誕生日',
  }),
  bedtime: w({
    place: 'ぽかぽかあったかい夜の子ども部屋',
    here: '子ども部屋',
    far: 'ゆめの国の雲の上にあるお城',
    friend: 'くまのモフ',
    friendName: 'モフ',
    sound: 'しー、しー',
    found: 'まどからさしこむ銀色の月の光',
    thing: '月の光',
    episodes: [
      i('ふわふわのパジャマに着がえる'),
      g('歯を一本ずつていねいにみがく'),
      g('ねる前の絵本を読む'),
      g('おもちゃたちに「おやすみ」を言う'),
      i('さくをとびこえるヒツジを数える'),
      g('雲のまくらでふわふわうかぶ'),
      g('まどをたたく雨の音を聞く'),
      iku('ゆめの中で月へ遊びに行く'),
    ],
    climax: i('ナイトライトをつけて、こわがりのぬいぐるみたちを安心させる'),
    ending: i('ふとんをかけて、そっと目をとじる'),
    topic: 'おやすみ大冒険',
  }),
};

/** The parent's text is a topic in Japanese corner brackets, never an instruction. */
const custom = (text: string): JapaneseWords => ({
  place: 'ねがいごとがそだつまほうの草原',
  here: '草原',
  far: '草原のむこうの、にじのふもと',
  friend: 'きつねのコン',
  friendName: 'コン',
  sound: 'ランラララン',
  found: `「${text}」の冒険への道をしめす地図`,
  thing: '地図',
  episodes: [
    g('小さな木の橋をわたる'),
    g('かしこい年よりのフクロウに会う'),
    g('なだらかなおかをのぼる'),
    i('一面の花畑を見つける'),
    i('にじを追いかける'),
    act('しずかな池のほとりでひと休みする'),
    g('小さななぞなぞをとく'),
    g('おやつを分けあう'),
  ],
  climax: i(`友だちを助けて、「${text}」の冒険をかなえる`),
  ending: g('星空の下を歩いて、おうちに帰る'),
  topic: `「${text}」の大冒険`,
});

type C = LineContext<JapaneseWords>;
const ep = (c: C) => c.words.episodes[c.episode] as Act;

type L = Line<JapaneseWords>;

const lines: LanguagePack<JapaneseWords>['lines'] = {
  opening: {
    baby: [
      (c) => `こんにちは、${c.name}、ここは${c.words.place}だよ。`,
      (c) => `見て見て、${c.name}、${c.words.place}だよ！`,
      (c) => `いない、いない、ばあ、${c.name}、${c.words.place}へようこそ！`,
    ],
    young: [
      (c) =>
        `ある晴れた朝、${c.name}が目をさますと、そこは${c.words.place}で、${c.words.friend}があそぼうと待っていました。`,
      (c) =>
        `むかしむかし、${c.name}はなかよしの${c.words.friend}といっしょに、${c.words.place}へ出かけました。`,
      (c) =>
        `${c.name}はずっと${c.words.place}に行ってみたいと思っていましたが、今日、${c.words.friend}があんないに来てくれました。`,
    ],
    older: [
      (c) =>
        `${c.words.place}に${c.name}がたどりついた朝、空気はわくわくするような予感にみちていて、${c.words.friend}はもうそこで、にっと笑って待っていた。`,
      (c) =>
        `${c.words.place}のことは何冊もの本で読んで知っていたけれど、${c.words.friend}とならんで本当にそこに立ったとき、${c.name}の胸は想像していたよりずっと高鳴った。`,
      (c) =>
        `最高の冒険がいつもそうであるように、それはごくふつうの朝、${c.name}が${c.words.friend}のあとについて${c.words.place}へ足をふみいれたところから始まった。`,
    ],
  },
  episode: {
    baby: [
      (c) => `${c.name}と${c.words.friendName}、${ep(c).te}、${c.words.sound}！`,
      (c) => `${c.name}は${ep(c).ta}よ、やったね！`,
      (c) => `もういっかい、もういっかい、${ep(c).vol}！`,
      (c) => `わーい、${c.name}が${ep(c).ta}よ！`,
      (c) => `${c.words.friendName}もにっこり、${c.name}は${ep(c).ta}ね。`,
      (c) => `ほら、${c.words.friendName}と${ep(c).te}、たのしいね。`,
      (c) => `${c.name}、${ep(c).te}みたよ、すごいね！`,
      (c) => `みんなで${ep(c).dict}よ、${c.words.sound}。`,
    ],
    young: [
      (c) => `つぎに${c.name}と${c.words.friendName}は${ep(c).te}、顔を見あわせてにっこりしました。`,
      (c) => `「${ep(c).vol}よ！」と${c.words.friendName}が言ったので、ふたりはさっそくやってみました。`,
      (c) => `それから${c.name}は${ep(c).te}、思っていたよりずっと楽しい時間をすごしました。`,
      (c) => `${c.words.friendName}といっしょに${ep(c).masu}ながら、${c.name}はにこにこ笑顔になりました。`,
      (c) => `${c.name}が${ep(c).ta}ら、${c.words.friendName}はそばで大よろこびしました。`,
      (c) =>
        `${c.words.friendName}が「こっちこっち」と手まねきしたので、${c.name}もさっそく${ep(c).masu}ました。`,
      (c) => `${c.name}は少しどきどきしながらも、${ep(c).te}みました。`,
      (c) => `${ep(c).te}いるうちに、${c.name}はすっかり${c.words.here}が大好きになりました。`,
    ],
    older: [
      (c) =>
        `しばらくして${c.name}と${c.words.friendName}は${ep(c).te}、そのあいだだけは、まわりの世界がふしぎなほど遠く感じられた。`,
      (c) =>
        `「ねえ、${ep(c).vol}か？」と${c.words.friendName}が言い出し、${c.name}が返事をするより早く、ふたりはもう動き出していた。`,
      (c) =>
        `${c.words.here}ではだれも急いでいなかったから、${c.name}はのんびりと${ep(c).te}、道々の小さなおどろきを、のこらず胸にきざんだ。`,
      (c) =>
        `まさか今日、${ep(c).dict}ことになるなんて、${c.name}は思ってもみなかったけれど、それこそがこの冒険でいちばん忘れられない時間になった。`,
      (c) =>
        `${c.words.friendName}がそばにいてくれるだけで、${c.name}は${ep(c).te}いるあいだじゅう心がぽかぽかして、仲間がそばにいれば、なんでもない時間もきらきら光るのだと知った。`,
      (c) =>
        `${c.name}が${ep(c).te}みると、それは思っていた以上にむずかしく、そして思っていた以上に楽しかった。`,
      (c) =>
        `${c.words.friendName}の笑い声にさそわれるように、${c.name}も${ep(c).te}、時間がたつのもすっかり忘れていた。`,
      (c) => `あとになって思い返すと、${ep(c).ta}あの時間こそ、${c.name}にとって宝物のような思い出になった。`,
    ],
  },
  ending: {
    baby: [
      (c) => `おやすみ、${c.name}、いいゆめを。`,
      (c) => `ふわあ、${c.name}はもうねむいね、しーっ、おやすみなさい。`,
      (c) => `ぎゅっとだっこ、おやすみ、${c.name}、おやすみ、${c.words.friendName}。`,
    ],
    young: [
      (c) =>
        `とうとう${c.words.ending.dict}時間になり、${c.name}はしあわせな気持ちのまま、ぐっすりねむりました。`,
      (c) => `星が出るころ、${c.name}と${c.words.friendName}は${c.words.ending.te}、あまいゆめを見ました。`,
      (c) =>
        `「今日はありがとう」と${c.name}が${c.words.friendName}に小さな声で言って、ふたりは${c.words.ending.te}、すやすやねむりにつきました。`,
    ],
    older: [
      (c) =>
        `昼が夜へとやわらかくとけていくころ、${c.name}は${c.words.ending.te}、冒険のすべてをあたたかな明かりのように胸にかかえて、これまでになくおだやかにねむった。`,
      (c) =>
        `ふとんにくるまってうとうとしながら、${c.name}は${c.words.here}のことや${c.words.friendName}のことを思いうかべてほほえんだ——冒険には、終わったあともずっと心に残るものがあるのだ。`,
      (c) =>
        `ふたりが${c.words.ending.ta}ころには空いっぱいに星が出ていて、${c.name}は、あしたはどんな日になるだろうと考えながら、ねむりに落ちていった。`,
    ],
  },
};

/** The child finds the theme's wonder, and it helps solve the theme's gentle problem. */
const treasure: PlotLines<JapaneseWords> = {
  discovery: {
    baby: [
      (c) => `あっ、${c.name}が${c.words.found}を見つけたよ！`,
      (c) => `なんだろう、なんだろう、${c.words.found}だ！`,
      (c) => `${c.words.sound}、${c.name}は${c.words.found}を見つけたよ。`,
    ],
    young: [
      (c) =>
        `とつぜん${c.name}が${c.words.found}を見つけると、${c.words.friendName}は「わあ、すごいね！」と目をまるくしました。`,
      (c) => `そのとき、きらりと光ったのは${c.words.found}で、${c.name}はそっと手にとりました。`,
      (c) =>
        `「あっちを見て！」と${c.words.friendName}がさけんだので、${c.name}がふりむくと、そこには${c.words.found}がありました。`,
    ],
    older: [
      (c) =>
        `だれも気にとめないような場所に、半分かくれるようにして${c.words.found}があるのに${c.name}は気づき、好奇心のふるえが足の先までかけぬけた。`,
      (c) =>
        `${c.words.friendName}がふいに立ちどまり、だまって前を指さした——しずけさの中で待っていたのは、${c.words.found}だった。`,
      (c) =>
        `まるで自分をずっと待っていてくれたような発見というものがあるけれど、${c.words.found}を見つけたとき、${c.name}が感じたのはまさにそれだった。`,
    ],
  },
  climax: {
    baby: [
      (c) => `あらら、たいへん、でも${c.name}が${c.words.climax.ta}よ！`,
      (c) => `そうっと、そうっと、${c.name}は${c.words.climax.ta}よ。`,
      (c) => `えらいね、${c.name}、${c.words.climax.ta}ね。`,
    ],
    young: [
      (c) =>
        `いよいよいちばん大事なときがきて、${c.name}は大きく息をすいこんでから、${c.words.climax.masu}ました。`,
      (c) => `「きっとできる！」と自分に言い聞かせて、${c.name}は${c.words.climax.masu}ました。`,
      (c) =>
        `${c.name}は${c.words.thing}のことを思い出して、一生けんめい考えてから、${c.words.climax.masu}ました。`,
    ],
    older: [
      (c) =>
        `あたりのすべてが息をひそめたような中で、${c.name}はゆうかんに、そしてやさしくあろうと心を決め、${c.words.climax.ta}。`,
      (c) =>
        `あきらめるのはかんたんだったけれど、${c.name}は${c.words.thing}のことを思い出して深呼吸をひとつして、落ちついて${c.words.climax.ta}。`,
      (c) =>
        `勇気があるというのは、こわくないことじゃなく、ドキドキしてもやさしいことをえらべることなんだ——そう気づいた${c.name}は、${c.words.climax.ta}。`,
    ],
  },
  episodes: {
    baby: [
      (c) => `じーっ、${c.name}、${c.words.thing}がきらーん！`,
      (c) => `よいしょ、${c.name}は${c.words.thing}をだいじにはこぶよ。`,
      () => 'これ、なにに使うのかな？うーん、ふしぎ！',
    ],
    young: [
      (c) =>
        `${c.name}が顔を近づけてみると、${c.words.thing}は「こんにちは」と言うように、少しだけ明るく光りました。`,
      (c) =>
        `${c.name}は${c.words.thing}を両手でつつむように持って、落とさないよう、ゆっくり歩いていきました。`,
      (c) =>
        `「これ、なんのためにあるのかな」と${c.words.friendName}が首をかしげたので、${c.name}もいっしょに考えこみました。`,
    ],
    older: [
      (c) =>
        `近くで見ると${c.words.thing}はいっそうすばらしく、${c.name}がほほえみかけるたびに、こたえるように光を強めた。`,
      (c) =>
        `${c.name}は${c.words.thing}を、ひなどりのたまごでも運ぶようにそっと持ち、${c.words.friendName}はそのまわりに目を光らせた。`,
      (c) =>
        `ふたりは腰をおろして頭をひねった——${c.words.thing}が今日${c.name}の前にあらわれたのには、きっとわけがあるはずだ。`,
    ],
  },
  thread: {
    baby: [
      (c) => `${c.words.thing}、ぴかぴか！`,
      (c) => `${c.name}の${c.words.thing}、たからもの。`,
      (c) => `${c.words.thing}も、いっしょにいこうね。`,
      (c) => `ぎゅっと、${c.words.thing}をもってるよ。`,
    ],
    young: [
      (c) => `${c.name}は${c.words.thing}を、なくさないように大事にかかえていました。`,
      (c) => `ときどき${c.words.thing}を見ると、ふしぎと元気がわいてきました。`,
      (c) => `「${c.words.thing}には、きっと何かひみつがあるよ」と${c.words.friendName}がささやきました。`,
      (c) => `${c.name}は、${c.words.thing}をどう使えばいいのか、ずっと考えていました。`,
    ],
    older: [
      (c) =>
        `${c.name}は${c.words.thing}をしっかりと持ちながら、これが何のためにここにあったのかを考えつづけていた。`,
      (c) => `歩くたびに${c.words.thing}の重みが手に伝わり、それがなぜか${c.name}を落ちつかせた。`,
      (c) =>
        `「${c.words.thing}が、きっと何かを教えてくれるよ」と${c.words.friendName}は言ったが、それが何なのかはまだ分からなかった。`,
      (c) => `${c.words.thing}のことを考えるたび、${c.name}の胸には小さな期待の火がともった。`,
    ],
  },
  resolution: {
    baby: [
      (c) => `やったね、${c.name}、${c.words.thing}もにこにこ！`,
      (c) => `みんなで、ばんざーい、${c.words.friendName}もうれしいね。`,
      (c) => `${c.words.thing}をみて、ふたりで、にっこり。`,
    ],
    young: [
      (c) =>
        `みんなが「ありがとう、${c.name}！」と口々に言って、${c.words.friendName}もとくいげに胸をはりました。`,
      (c) => `${c.words.thing}のおかげで、${c.words.here}にはまたえがおがもどりました。`,
    ],
    older: [
      (c) =>
        `すべてがうまくおさまると、${c.name}は${c.words.thing}を見つめ、あの発見がなければ今日はまったくちがう一日になっていただろうと思った。`,
      (c) =>
        `${c.words.friendName}は${c.name}のそばに来て、「きみのおかげだよ」とだけ言ったが、それで十分だった。`,
    ],
  },
};

/** The companion has lost the theme's treasure; they search and give it back. */
const lost: PlotLines<JapaneseWords> = {
  discovery: {
    baby: [
      (c) => `あれれ、${c.words.friendName}、しょんぼり、${c.words.thing}がないの。`,
      (c) => `えーん、${c.words.friendName}の${c.words.thing}、どこいった？`,
    ],
    young: [
      (c) =>
        `ふと見ると、${c.words.friendName}がしょんぼりしていて、「大事な${c.words.thing}をなくしちゃったんだ」と小さな声で言いました。`,
      (c) =>
        `「あれ、${c.words.thing}がない」と${c.words.friendName}があわててまわりを見回したので、${c.name}は「いっしょにさがそう」と言いました。`,
    ],
    older: [
      (c) =>
        `ふと気づくと、${c.words.friendName}がいつになく静かで、わけをたずねると、大切にしていた${c.words.thing}をどこかでなくしてしまったのだと打ちあけた。`,
      (c) =>
        `「${c.words.thing}がないんだ」——${c.words.friendName}の声はふるえていて、${c.name}はその悲しみが自分のことのように胸にしみた。`,
    ],
  },
  episodes: {
    baby: [
      (c) => `うえかな？したかな？${c.name}、さがすよ。`,
      () => 'ねえ、みなかった？ううん、みてないよ。',
      () => 'ぴかっ！あった？あれれ、ちがった。',
    ],
    young: [
      (c) =>
        `${c.name}と${c.words.friendName}は、高いところもひくいところも、${c.words.here}のすみからすみまでさがしました。`,
      (c) =>
        `会う人みんなに「${c.words.thing}を見ませんでしたか」と聞いてみましたが、だれも見ていませんでした。`,
      (c) => `地面で何かがきらっと光ったので${c.name}はかけよりましたが、それはただのボタンでした。`,
    ],
    older: [
      (c) =>
        `ふたりは高いところから低いところまで、思いつくかぎりの場所をさがしまわったが、${c.words.thing}はどこにも見つからなかった。`,
      (c) =>
        `${c.name}は通りかかるだれにでも${c.words.thing}を見なかったかとたずね、首をふる者もいれば、気をつけて見ておくとやくそくしてくれる者もいた。`,
      (c) =>
        `ふいに何かが光って${c.name}の胸に希望がはねあがったが、それはだれかが落としたボタンで、いたずらっぽくこちらを見上げているだけだった。`,
    ],
  },
  thread: {
    baby: [
      () => 'ここかな、ちがうね。',
      (c) => `${c.words.thing}さーん、どこですかー？`,
      () => 'みぎかな、ひだりかな？',
      (c) => `まだないね、${c.words.friendName}。`,
    ],
    young: [
      (c) => `${c.words.thing}は、まだどこにも見あたりませんでした。`,
      (c) => `「${c.words.thing}がないと、なんだかさびしいね」と${c.words.friendName}がぽつりと言いました。`,
      (c) =>
        `「だいじょうぶ、きっと見つかるよ」と${c.name}が言うと、${c.words.friendName}は小さくうなずきました。`,
      (c) =>
        `${c.words.friendName}は、${c.words.thing}がありそうな場所を一生けんめい思い出そうとしていました。`,
    ],
    older: [
      (c) => `${c.words.thing}は、まだ影も形も見えなかった。`,
      (c) => `${c.name}は歩きながらも足もとから目をはなさず、小さなかがやきひとつ見落とさないようにした。`,
      (c) =>
        `さがせばさがすほど${c.words.friendName}の元気はなくなっていったが、${c.name}は「あきらめないよ」とくりかえした。`,
      (c) => `${c.name}は、${c.words.thing}が最後にあった場所を、頭の中で何度もたどりなおした。`,
    ],
  },
  climax: {
    baby: [
      (c) => `あった、あった、${c.words.thing}！`,
      (c) => `みーつけた、${c.name}がみつけたよ、${c.words.thing}！`,
    ],
    young: [
      (c) => `そのとき、${c.name}の目に何かがきらりとうつり、よく見るとそれは${c.words.thing}でした。`,
      (c) => `「あったよ！」と${c.name}がさけび、${c.words.thing}を高くかかげました。`,
    ],
    older: [
      (c) =>
        `そして思いもよらない場所で、${c.name}はついに${c.words.thing}を見つけ、うれしさのあまり声をあげた。`,
      (c) =>
        `何かがかすかに光った気がして${c.name}がかがみこむと、そこにはまぎれもなく${c.words.thing}があった。`,
    ],
  },
  resolution: {
    baby: [
      (c) => `はい、どうぞ、${c.words.friendName}。`,
      (c) => `${c.words.friendName}、にっこり、ありがとう、${c.name}！`,
    ],
    young: [
      (c) =>
        `${c.name}が${c.words.thing}をわたすと、${c.words.friendName}は「ありがとう」と言って、ぎゅっとだきつきました。`,
      (c) =>
        `${c.words.friendName}は${c.words.thing}を大事そうにかかえて、もう二度となくさないとやくそくしました。`,
    ],
    older: [
      (c) =>
        `${c.name}が${c.words.thing}をそっと手わたすと、${c.words.friendName}の顔いっぱいに安心とよろこびが広がった。`,
      (c) =>
        `「見つけてくれてありがとう」と${c.words.friendName}は言い、${c.name}は、だれかの大切なものをとりもどす手伝いができたことを、ほこらしく思った。`,
    ],
  },
};

/** A shy second companion appears, is shown around and joins in. */
const newFriend: PlotLines<JapaneseWords> = {
  discovery: {
    baby: [
      (c) => `あれ、だあれ、${c.other.friend}だよ。`,
      (c) => `そうっと、のぞいてる、${c.other.friend}。`,
    ],
    young: [
      (c) => `ふと気づくと、ものかげから${c.other.friend}が、はずかしそうにこちらをのぞいていました。`,
      (c) =>
        `「だれかいるよ」と${c.words.friendName}がささやいたので見てみると、${c.other.friend}が小さくなってもじもじしていました。`,
    ],
    older: [
      (c) =>
        `そのとき${c.name}は、少しはなれたところから、${c.other.friend}が声をかけたそうに、けれどもじっと動けずにこちらを見ているのに気づいた。`,
      (c) =>
        `${c.words.friendName}が目くばせして示した先には${c.other.friend}がいて、はずかしさで今にも消えてしまいそうなようすだった。`,
    ],
  },
  episodes: {
    baby: [
      (c) => `おーい、${c.other.friendName}！あれ、かくれちゃった。`,
      (c) => `${c.other.friendName}に、はい、プレゼント。ここにおくね。`,
      (c) => `すわって、しーっ、${c.name}、しずかにまとうね。`,
    ],
    young: [
      (c) => `${c.name}が手をふると、${c.other.friendName}はまたさっとかくれてしまいました。`,
      (c) =>
        `${c.name}は小さなおくりものを${c.other.friendName}が見つけやすいところにおいて、少しはなれて待ちました。`,
      (c) =>
        `${c.name}は${c.other.friendName}をこわがらせないように、近くにそっとすわって、しずかにしていました。`,
    ],
    older: [
      (c) =>
        `${c.name}が手をふると、${c.other.friendName}はまたさっと身をかくしたが、そのすきまから、好奇心いっぱいの目がのぞいていた。`,
      (c) =>
        `${c.name}は小さなおくりものをえらんで、ふたりのちょうどまん中にそっとおいた——言葉のいらない、「いっしょにあそぼう」の合図だった。`,
      (c) =>
        `${c.name}は${c.other.friendName}を追いかけるかわりに、近くにこしをおろしてただ待った——人見知りの友だちには、時間が必要なのだ。`,
    ],
  },
  thread: {
    baby: [
      (c) => `${c.other.friendName}、こっちだよ。`,
      (c) => `${c.other.friendName}も、てくてく。`,
      () => 'いっしょにいこうよ。',
      (c) => `${c.other.friendName}、ちょっぴりにっこり。`,
    ],
    young: [
      (c) => `${c.name}は${c.other.friendName}に、お気に入りの場所をひとつずつ教えてあげました。`,
      (c) => `${c.other.friendName}は、まだ少しはずかしそうに、ふたりのうしろをついてきました。`,
      (c) => `「こわくないよ」と${c.name}が言うと、${c.other.friendName}はほんの少しだけ近づいてきました。`,
      (c) => `${c.words.friendName}も${c.other.friendName}に話しかけて、やさしく手をふりました。`,
    ],
    older: [
      (c) => `${c.name}は${c.other.friendName}に、ここで見つけたお気に入りのものをひとつずつ見せてまわった。`,
      (c) => `${c.other.friendName}の返事はまだ小さな声だったけれど、その目は少しずつかがやきはじめていた。`,
      (c) =>
        `はずかしい気持ちは${c.name}にもよくわかったから、${c.other.friendName}をせかしたりはしなかった。`,
      (c) => `${c.words.friendName}が冗談を言うと、${c.other.friendName}の口もとがほんのわずかにゆるんだ。`,
    ],
  },
  climax: {
    baby: [
      (c) => `${c.other.friendName}も、あははと、わらったよ。`,
      (c) => `${c.other.friendName}も、いっしょにあそぼ！`,
    ],
    young: [
      (c) =>
        `「いっしょにあそんでもいい？」と${c.other.friendName}がたずねて、みんなで大きな声で笑いました。`,
      (c) => `${c.other.friendName}がはじめてにっこり笑って、みんなの遊びの仲間入りをしました。`,
    ],
    older: [
      (c) =>
        `そしてある瞬間、${c.other.friendName}はついに思いきって遊びの輪に飛びこみ、だれよりも楽しそうに笑い声をあげた。`,
      (c) =>
        `はじめはためらっていた${c.other.friendName}が、気づけば${c.name}と${c.words.friendName}のまん中で、おなかをかかえて笑っていた。`,
    ],
  },
  resolution: {
    baby: [
      (c) => `${c.name}と${c.words.friendName}と${c.other.friendName}、みんななかよし。`,
      () => 'ともだち、ひとり、ふえたね。',
    ],
    young: [
      (c) =>
        `こうして${c.name}と${c.words.friendName}と${c.other.friendName}は、すっかりなかよしになりました。`,
      () => '「また遊ぼうね」と、みんなは声をそろえてやくそくしました。',
    ],
    older: [
      (c) =>
        `気がつけば、${c.name}と${c.words.friendName}と${c.other.friendName}は、ずっと前からの友だちのようにならんで歩いていた。`,
      (c) =>
        `「声をかけてくれてありがとう」と${c.other.friendName}が言うと、${c.name}の胸はあたたかいものでいっぱいになった。`,
    ],
  },
};

/** A strange sound worries the friends; looking bravely, they find the second companion. */
const brave: PlotLines<JapaneseWords> = {
  discovery: {
    baby: [() => 'あれれ、ガサゴソ、なんのおと？', () => 'しーっ、きこえる、ガサ、ゴソ。'],
    young: [
      (c) =>
        `そのとき、近くから「ガサゴソ、ガサゴソ」とふしぎな音が聞こえてきて、${c.name}と${c.words.friendName}は顔を見あわせました。`,
      (c) => `「いまの音、なあに」と${c.words.friendName}がささやいて、${c.name}にぴったりくっつきました。`,
    ],
    older: [
      (c) => `どこからともなく、カサカサという聞きなれない音がひびいてきて、${c.name}は思わず足を止めた。`,
      (c) =>
        `${c.words.friendName}がぴたりと動きを止めて耳をそばだてた——しんとした中で、たしかに何かがもぞもぞと動く音がしていた。`,
    ],
  },
  episodes: {
    baby: [
      () => 'あっ、ガサゴソ！さっきより、ちかいよ！',
      (c) => `${c.words.friendName}、おててつないで。ふたりなら、つよいね。`,
      (c) => `そろり、そろり、${c.name}、もうちょっと。`,
    ],
    young: [
      () => 'またあのふしぎな音がしました。こんどは、もっと近くからです。',
      (c) =>
        `${c.name}は${c.words.friendName}の手をしっかりにぎって、「いっしょなら、こわくないよ」と言いました。`,
      (c) => `一歩、また一歩、${c.name}はネズミのようにしのび足で、音のする方へ進んでいきました。`,
    ],
    older: [
      (c) =>
        `音はもう一度聞こえた。さっきより近く、${c.name}にはそれがどちらから来るのか、もう少しでわかりそうだった。`,
      (c) =>
        `${c.name}が${c.words.friendName}の手をさがしあてると、ぎゅっとにぎりかえされて、そのぬくもりが勇気をわけてくれるようだった。`,
      (c) => `しのび足で一歩、また一歩——胸はどきどきしていたけれど、${c.name}の足どりはしっかりしていた。`,
    ],
  },
  thread: {
    baby: [
      () => 'ガサゴソ、また、きこえたよ。',
      (c) => `${c.words.friendName}と、てをつなごうね。`,
      () => 'そうっと、そうっと、みみをすまして。',
      (c) => `だいじょうぶ、${c.name}はつよいこ。`,
    ],
    young: [
      () => 'ふしぎな音は、ときどき思い出したように、また鳴りました。',
      (c) => `${c.name}は耳をすませて、音がどこから来るのかたしかめようとしました。`,
      (c) =>
        `「ちょっとドキドキするね」と${c.words.friendName}が言うと、${c.name}は「いっしょならへいきだよ」とこたえました。`,
      (c) => `${c.name}は、音の正体をあれこれ想像して、ちょっぴりわくわくしてきました。`,
    ],
    older: [
      () => '風がやむたびに、あたりのしずけさがいっそう深く感じられた。',
      (c) => `${c.name}は、こわいと思う気持ちと知りたいと思う気持ちが胸の中でせめぎあうのを感じていた。`,
      (c) =>
        `「いっしょなら、だいじょうぶ」と${c.words.friendName}は言ったが、その声はいつもより少しだけ小さかった。`,
      (c) => `音の主がもし困っているのなら助けてあげたい、と${c.name}は思いはじめていた。`,
    ],
  },
  climax: {
    baby: [
      (c) => `えいっ、のぞいたら、${c.other.friend}だった！`,
      (c) => `なーんだ、${c.other.friend}だったのね。`,
    ],
    young: [
      (c) => `${c.name}が勇気を出してそっとのぞいてみると、そこにいたのは${c.other.friend}でした。`,
      (c) => `「せーの」でのぞきこむと、音の正体はなんと${c.other.friend}だったのです。`,
    ],
    older: [
      (c) =>
        `ありったけの勇気をかき集めて${c.name}がのぞきこむと、そこにいたのは、目をぱちくりさせている${c.other.friend}だった。`,
      (c) =>
        `ドキドキする胸をおさえて${c.name}が顔を上げると、音の正体は、同じくらいびっくりした顔の${c.other.friend}だった。`,
    ],
  },
  resolution: {
    baby: [() => 'あははは、みんなでわらったよ。', (c) => `${c.other.friendName}も、くすくす、たのしいね。`],
    young: [
      (c) => `「おどかしてごめんね」と${c.other.friendName}が言って、みんなで大笑いしました。`,
      (c) =>
        `ほっとした${c.name}は、${c.other.friendName}と${c.words.friendName}といっしょに、おなかがいたくなるほど笑いました。`,
    ],
    older: [
      () => '一瞬の沈黙のあと、みんないっせいにふき出して、さっきまでのドキドキはすっかり笑い声にかわった。',
      (c) => `${c.name}は、こわいと思ってもたしかめに行けた自分を、ほんの少しだけ誇らしく思った。`,
    ],
  },
};

/** The child secretly prepares a surprise for the companion. */
const surprise: PlotLines<JapaneseWords> = {
  discovery: {
    baby: [
      (c) => `しーっ、${c.words.friendName}には、ないしょだよ。`,
      (c) => `${c.name}、ひみつのおくりもの、つくろうね。`,
    ],
    young: [
      (c) =>
        `${c.name}はいいことを思いつき、${c.words.friendName}のために、こっそりサプライズを用意することにしました。`,
      (c) =>
        `「${c.words.friendName}には、ないしょだよ」と${c.name}は心の中でつぶやいて、ひみつの計画を考えはじめました。`,
    ],
    older: [
      (c) =>
        `${c.words.friendName}がよそ見をしているすきに、${c.name}の頭にすばらしい考えがひらめいた——いつも支えてくれる友だちに、ひみつのサプライズをおくろう。`,
      (c) =>
        `${c.words.friendName}にはいつも助けてもらってばかりだから、今日はこっそりお返しをしよう、と${c.name}は心に決めた。`,
    ],
  },
  episodes: {
    baby: [
      () => 'これと、これと、これ！サプライズにするよ。',
      () => 'ちょきちょき、ぺたぺた、ないしょでつくるよ。',
      (c) => `あっ、${c.words.friendName}がきた！さっとかくそう！`,
    ],
    young: [
      (c) =>
        `${c.name}は${c.words.here}をあちこちまわって、サプライズに使うすてきなものを、ひとつずつ集めました。`,
      (c) =>
        `${c.name}はしずかなすみっこで、ないしょのサプライズを作りはじめました。ちょきちょき、ぺたぺた。`,
      (c) =>
        `ちょうどそこへ${c.words.friendName}がやってきたので、${c.name}はあわててサプライズをせなかにかくしました。`,
    ],
    older: [
      (c) =>
        `${c.name}は${c.words.here}のあちこちで小さなすてきなものを集めたが、そのどれもが${c.words.friendName}の顔を思いうかべながらえらんだものだった。`,
      (c) =>
        `人目につかない片すみで、${c.name}はああでもないこうでもないとならべかえ、サプライズがちょうどよく仕上がるまで手を止めなかった。`,
      (c) =>
        `足音だ！${c.words.friendName}が口笛をふきながらあらわれる一瞬前に、${c.name}はサプライズに布をさっとかぶせた。`,
    ],
  },
  thread: {
    baby: [
      () => 'これも、いれよう。',
      () => 'ないしょ、ないしょ。',
      (c) => `${c.words.friendName}、みないでね。`,
      () => 'こっそり、こっそり、あつめるよ。',
    ],
    young: [
      (c) =>
        `${c.name}は、${c.words.friendName}がどんな顔をするかを想像して、ひとりでにやにやしてしまいました。`,
      (c) => `${c.name}は、サプライズのことがばれないように、いつもどおりの顔をしていました。`,
      () => 'ひみつのたからものは、少しずつふえていきました。',
      (c) =>
        `「なにをかくしてるの」と${c.words.friendName}に聞かれて、${c.name}はあわてて「なんでもないよ」と言いました。`,
    ],
    older: [
      (c) => `${c.words.friendName}がどんなにおどろくかを考えるだけで、${c.name}の口もとは自然とゆるんだ。`,
      (c) => `計画がばれてしまわないかと、${c.name}は何度もひやひやした。`,
      (c) =>
        `「さっきから、なんだかそわそわしてるね」と${c.words.friendName}に言われて、${c.name}は笑ってごまかした。`,
      () => 'ひみつの準備は、少しずつ、でもたしかに形になっていった。',
    ],
  },
  climax: {
    baby: [
      (c) => `じゃーん、サプライズ、${c.words.friendName}！`,
      (c) => `${c.words.friendName}、びっくり、おめめがまんまる！`,
    ],
    young: [
      (c) =>
        `「サプライズ！」と${c.name}が言って、集めたものを広げると、${c.words.friendName}は目をまんまるにしました。`,
      (c) =>
        `${c.name}が「目をあけていいよ」と言うと、そこには${c.words.friendName}のための小さなパーティーが用意されていました。`,
    ],
    older: [
      (c) =>
        `「サプライズ！」——${c.name}の声とともに用意したものがいっせいにあらわれると、${c.words.friendName}はことばを失って立ちつくした。`,
      (c) =>
        `目かくしをそっとはずした${c.words.friendName}の前には、${c.name}が心をこめて準備した小さなパーティーがひろがっていた。`,
    ],
  },
  resolution: {
    baby: [() => 'わーい、パーティーだ！', (c) => `${c.words.friendName}、うれしいね、ばんざい。`],
    young: [
      (c) =>
        `${c.words.friendName}は「こんなにうれしいの、はじめて」と言って、${c.name}と手をとりあっておどりました。`,
      () => 'みんなでおいわいをして、楽しい時間はあっというまにすぎました。',
    ],
    older: [
      (c) =>
        `${c.words.friendName}のよろこぶ顔を見て、${c.name}は、だれかを笑顔にすることが自分にとってもこんなにうれしいのだと気づいた。`,
      () => 'ささやかなおいわいは笑い声と拍手につつまれ、いつまでも終わらないような気がした。',
    ],
  },
};

/** The friends set off for the theme's faraway spot, reach it at the climax and walk the long way home. */
const journey: PlotLines<JapaneseWords> = {
  discovery: {
    baby: [(c) => `しゅっぱーつ、${c.words.far}まで！`, () => 'いこう、いこう、とおくまで。'],
    young: [
      (c) =>
        `「${c.words.far}まで、たんけんに行こうよ。もうずっと、だれも行っていないんだって」と${c.words.friendName}が言いました。`,
      (c) =>
        `${c.name}はおやつをリュックにつめて、${c.words.friendName}といっしょに、${c.words.far}をめざす長い旅に出ました。`,
    ],
    older: [
      (c) =>
        `${c.words.friendName}は${c.words.far}への道がかかれた古い地図を持っていて、${c.name}は、それをたどるなら今日しかないと思った。`,
      (c) =>
        `${c.words.far}はこのあたりでいちばんすてきな場所だとだれもが言うので、${c.name}と${c.words.friendName}は自分たちの目でたしかめに出かけた。`,
    ],
  },
  episodes: {
    baby: [
      () => 'あれれ、みちがちがう！こっちだよ。',
      (c) => `あんよがくたくた。がんばれ、${c.name}！`,
      () => 'すわって、おやつ、もぐもぐ、おいしいね。',
    ],
    young: [
      (c) => `あれっ、道をまちがえたみたい！${c.name}は立ちどまってあたりを見回し、正しい道を見つけました。`,
      (c) => `${c.name}の足はくたくたでしたが、${c.words.far}が待っていると思うと、また歩き出せました。`,
      () => '道のとちゅうで、ふたりはこしをおろしてひと休みし、おやつをはんぶんこしました。',
    ],
    older: [
      (c) =>
        `とちゅうで一度道をまちがえたけれど、${c.name}は見おぼえのある目じるしを見つけて、ちゃんともとの道にもどった。`,
      (c) => `道のりは長く、${c.name}の足はだんだん重くなったが、一歩ごとに${c.words.far}は近づいていた。`,
      () =>
        'ちょうど半分まで来たところでふたりはひと休みし、おやつを食べながら流れていく雲をながめてから、また歩き出した。',
    ],
  },
  thread: {
    baby: [
      () => 'てくてく、まだまだ。',
      () => 'ずんずん、すすもう。',
      (c) => `${c.words.friendName}も、よいしょ、よいしょ。`,
      () => 'もうすこし、がんばれ。',
    ],
    young: [
      () => '道はまだまだ、ずっと先までつづいていました。',
      (c) => `${c.name}はときどきふりかえって、どれくらい歩いてきたかをたしかめました。`,
      (c) =>
        `「あとどれくらいかな」と${c.words.friendName}が言うと、${c.name}は「もうちょっとだよ」とこたえました。`,
      () => 'ふたりは、わくわくしながら、一歩一歩すすんでいきました。',
    ],
    older: [
      () => '道はゆるやかに曲がりながら、まだまだ先へとつづいていた。',
      (c) => `${c.name}が行進の歌を口ずさむと、長い道のりもどんどんはかどった。`,
      (c) =>
        `ふりかえると、出発した場所はもうずいぶん小さく見えて、${c.name}は自分たちがどれだけ遠くまで来たかにおどろいた。`,
      (c) =>
        `「この先には何があるんだろう」と${c.words.friendName}がつぶやき、ふたりは顔を見あわせてまた歩き出した。`,
    ],
  },
  climax: {
    baby: [(c) => `ついた、ついた、${c.words.far}！`, () => 'わあ、おっきいね、きれいだね！'],
    young: [
      (c) =>
        `とうとう${c.words.far}にたどりつきました。${c.name}はぐるりと見回して「わあ！」と声をあげました。`,
      (c) => `最後の曲がり角をまがると、そこには、想像していたよりもっとすてきな${c.words.far}がありました。`,
    ],
    older: [
      (c) =>
        `ようやく${c.words.far}にたどりついたとき、${c.name}はあまりのすばらしさに、しばらく言葉もなく立ちつくした。`,
      (c) =>
        `最後の数歩がいちばんきつかったけれど、目の前に${c.words.far}があらわれた瞬間、${c.name}は、ここまで歩いてきたかいがあったと、しみじみかみしめた。`,
    ],
  },
  resolution: {
    baby: [() => 'さあ、おうちへかえろう。', (c) => `ながーいかえりみち、${c.words.friendName}といっしょ。`],
    young: [
      (c) =>
        `それから${c.name}と${c.words.friendName}は、今日見たものを話しながら、長い道のりをのんびり帰りました。`,
      () => '帰り道は、来たときよりもずっとみじかく感じられました。',
    ],
    older: [
      (c) =>
        `帰り道は長かったけれど、${c.words.friendName}と思い出を話しているうちに、足どりは不思議と軽くなっていった。`,
      (c) =>
        `来た道をゆっくりもどりながら、${c.name}は、遠くまで行ったからこそ見えるけしきもあるのだと思った。`,
    ],
  },
};

const plots: LanguagePack<JapaneseWords>['plots'] = {
  treasure,
  lost,
  'new-friend': newFriend,
  brave,
  surprise,
  journey,
};

const details: LanguagePack<JapaneseWords>['details'] = {
  baby: [
    (c) => `${c.words.sound}！`,
    (c) => `ぱちぱち、${c.name}！`,
    () => 'わーい、たのしいね！',
    (c) => `${c.words.friendName}も「やあ！」って、ごあいさつ。`,
    () => 'にこにこ、うれしいね。',
    () => 'ぎゅっ、だいすき。',
    () => 'くんくん、いいにおい。',
    (c) => `${c.name}、てをたたいて、ぱん、ぱん。`,
    () => 'きらきら、きれいだね。',
    (c) => `${c.words.friendName}、ぴょん！`,
    () => 'ころころ、わらったよ。',
    (c) => `${c.name}、にっこり。`,
    () => 'ゆらゆら、ゆれるね。',
    () => 'あっちもこっちも、みてみよう。',
    (c) => `${c.words.friendName}が、くすくす。`,
    () => 'とことこ、あるこう。',
    (c) => `いいこ、いいこ、${c.name}。`,
    () => 'あか、あお、きいろ、いろいろだね。',
    (c) => `${c.words.friendName}と${c.name}、なかよしだね。`,
    () => 'どきどき、わくわく！',
    () => 'すごいね、すごいね！',
    () => 'ぴかぴか、まぶしいね。',
    () => 'ほっぺ、ぷにぷに。',
    (c) => `${c.name}、ばんざーい。`,
    () => 'ぐるぐる、まわろう。',
    () => 'みーんな、にこにこ。',
    (c) => `${c.words.friendName}と、ぽん、ハイタッチ。`,
    () => 'ふしぎだね、おもしろいね。',
    () => 'あはは、くすぐったいね。',
    () => 'ちょん、ちょん、さわってみよう。',
    () => 'るんるん、ごきげん。',
    () => 'ふーっ、いいきもち。',
    () => 'ほら、みて、みて！',
  ],
  young: [
    (c) => `${c.words.friendName}はうれしくて、その場でとびはねました。`,
    (c) => `${c.name}の胸は、ぽかぽかあたたかくなりました。`,
    () => 'なんてすてきな一日になったのでしょう！',
    (c) => `「${c.words.sound}！」と${c.words.friendName}が歌いました。`,
    (c) => `まるで${c.words.here}までが、ふたりにはくしゅをしてくれているみたいでした。`,
    (c) => `${c.name}は、またいつか${c.words.here}に来られますように、とこっそりねがいました。`,
    () => 'どこからか、楽しそうな笑い声が聞こえてきました。',
    (c) => `${c.name}はうれしくて、くるりと一回まわりました。`,
    (c) => `${c.words.friendName}は${c.name}のすぐとなりに、ぴたりとよりそいました。`,
    () => '見るものすべてが、きらきらとかがやいて見えました。',
    (c) => `「${c.name}といっしょだと、なんでも楽しいね」と${c.words.friendName}が言いました。`,
    (c) => `${c.name}は大きく息をすって、ほほえみました。`,
    () => 'ふたりの足音が、楽しいリズムをきざみました。',
    (c) => `${c.words.friendName}がおもしろいことを言ったので、${c.name}はおなかをかかえて笑いました。`,
    (c) => `「すごいね、${c.name}！」と${c.words.friendName}がほめてくれました。`,
    () => 'ふたりは目を合わせて、くすくす笑いました。',
    (c) => `${c.name}は、ちょっぴりほこらしい気持ちになりました。`,
    () => 'どこを見ても、新しい発見でいっぱいでした。',
    (c) => `${c.name}がスキップすると、${c.words.friendName}もまねをしてスキップしました。`,
    (c) => `${c.name}のほっぺたは、うれしさでほんのり赤くなりました。`,
    (c) => `${c.name}は、ここに来てよかったなあと思いました。`,
    () => 'どこもかしこも、見たことのないものばかりでした。',
    (c) => `${c.words.friendName}が鼻歌をうたいはじめたので、${c.name}もいっしょに口ずさみました。`,
    (c) => `${c.name}は、なんだか体がかるくなったような気がしました。`,
    () => 'ふたりの笑い声が、あたりにひびきわたりました。',
    (c) => `${c.words.friendName}は、「${c.name}はすごいなあ」と感心していました。`,
    (c) => `${c.name}は、目に入るものをひとつひとつ指さして、${c.words.friendName}に教えました。`,
    () => 'やさしい空気につつまれて、ふたりはとてもいい気分でした。',
    (c) => `${c.name}は思わず「たのしいな」とつぶやきました。`,
    () => 'ちいさなことでも、ふたりにはとくべつに思えました。',
    (c) => `${c.words.friendName}と${c.name}は、元気よくハイタッチをしました。`,
  ],
  older: [
    (c) => `${c.name}はこの思い出を、一生忘れないように心の奥の特別な場所にそっとしまいこんだ。`,
    (c) => `${c.words.friendName}は何も言わなかったけれど、目と目が合っただけで、気持ちはちゃんと伝わった。`,
    () => 'どこか近くから、そよ風が冒険のにおいを運んできた。',
    (c) => `それは、${c.name}が自分をとても小さく、そしてとても勇敢に感じるような、そんなひとときだった。`,
    (c) => `${c.words.here}では何もかもが新しくて、空気の中にまで小さなひみつがかくれているようだった。`,
    (c) =>
      `${c.words.friendName}がとんでもなくおかしな顔をしてみせたので、${c.name}は思わずふき出してしまった。`,
    (c) => `${c.name}は、自分の心臓がわくわくと小さくはずんでいるのを感じた。`,
    (c) => `${c.words.friendName}となら、どんなことでも乗りこえられる——${c.name}はそう信じられた。`,
    () => '耳をすますと、まわりのあらゆるものが小さな声でおしゃべりしているように思えた。',
    (c) => `${c.name}は立ちどまって、目の前の景色をゆっくりと目にやきつけた。`,
    (c) => `言葉にしなくても、${c.words.friendName}が同じ気持ちでいることが${c.name}にはわかった。`,
    () => 'ほんの小さなことにも、おどろきとよろこびがひそんでいた。',
    (c) => `${c.name}は、胸の中にあたたかい何かがゆっくり広がっていくのを感じた。`,
    (c) => `${c.words.friendName}は楽しくてたまらないというように、その場でくるりと回ってみせた。`,
    () => 'こんなふうに笑ったのは、ずいぶんひさしぶりのような気がした。',
    (c) => `${c.name}は、ここに来られて本当によかったと心から思った。`,
    () => 'ひとつひとつの色が、いつもよりあざやかに見えた。',
    (c) => `${c.name}は好奇心でいっぱいで、ひとつも見のがすまいと目をこらした。`,
    () => 'あたりには、胸がはずむような、それでいてやさしい空気がただよっていた。',
    (c) => `いつのまにか、${c.name}の顔には大きな笑みが広がっていた。`,
    () => '時間がゆっくりと流れているような、ふしぎな感覚があった。',
    (c) => `${c.name}は、今この瞬間を大切にしたいと強く思った。`,
    (c) => `${c.words.friendName}の楽しそうな横顔を見て、${c.name}の心もはずんだ。`,
    () => 'どこを向いても、新しい物語が始まりそうな気がした。',
    (c) => `${c.name}は、ほんの少し前の自分より、ずっと大きくなれた気がした。`,
    () => '小さな音やかすかな光のひとつひとつが、この場所をいきいきと見せていた。',
    (c) => `${c.words.friendName}と交わすひとことひとことが、${c.name}にはうれしかった。`,
    (c) => `${c.name}の中で、もっと知りたいという気持ちがどんどん大きくなっていった。`,
    () => '笑い声がはじけるたびに、あたりの空気までが明るくなるようだった。',
    (c) => `${c.name}はちょっとだけ背のびをして、あたりをぐるりと見まわした。`,
    () => 'ふたりの息はぴったりで、まるで長年の相棒のようだった。',
  ],
};

const windDown: LanguagePack<JapaneseWords>['windDown'] = {
  baby: [
    (c) => `ふわあ、${c.name}、おおきなあくび。`,
    (c) => `${c.words.friendName}と、ぎゅっ、ぬくぬく。`,
    () => 'あかりが、だんだんちいさくなるよ。',
    () => 'まぶたが、とろーん。',
  ],
  young: [
    (c) => `${c.name}は大きなあくびをひとつして、目をこすりました。`,
    (c) => `${c.words.friendName}がそっとよりそってきて、ふたりはぬくぬくとくっつきました。`,
    () => 'あたりの明かりが、ひとつ、またひとつと小さくなっていきました。',
    (c) => `${c.name}のまぶたは、だんだん重くなってきました。`,
  ],
  older: [
    (c) => `長い一日のつかれがやさしく体をつつみこみ、${c.name}は思わず大きなあくびをした。`,
    (c) => `${c.words.friendName}のぬくもりをすぐそばに感じながら、${c.name}はゆっくりと息をはいた。`,
    () =>
      'まわりの明かりはしだいにやわらかく、ほのかになっていき、世界全体がしずかに毛布をかぶったようだった。',
    (c) => `まぶたがとろんと重くなって、${c.name}にはもう、目をあけているのがむずかしかった。`,
  ],
};

/** A companion's kind and name ("ウミガメのシェリー") and the name alone. */
const pal = (kind: string, name: string): Pick<JapaneseWords, 'friend' | 'friendName'> => ({
  friend: `${kind}の${name}`,
  friendName: name,
});

const companions: LanguagePack<JapaneseWords>['companions'] = {
  ocean: [pal('ウミガメ', 'シェリー'), pal('タコ', 'スミー')],
  jungle: [pal('オウム', 'キウイ'), pal('子ゾウ', 'コロ')],
  space: [pal('宇宙人', 'ジブ'), pal('子いぬ', 'アストロ')],
  castle: [pal('ポニー', 'クローバー'), pal('フクロウ', 'ホッホ')],
  dinosaur: [pal('トリケラトプス', 'トリクシー'), pal('ウミガメ', 'ティリー')],
  halloween: [pal('ちびおばけ', 'ブー'), pal('フクロウ', 'ホッホ')],
  christmas: [pal('ウサギ', 'ユキ'), pal('キツネ', 'ルビー')],
  beach: [pal('カニ', 'チョッキン'), pal('子いぬ', 'スカウト')],
  dragon: [pal('フクロウ', 'ハカセ'), pal('キツネ', 'チャチャ')],
  superhero: [pal('ロボット', 'ギズモ'), pal('子ねこ', 'ピョンタ')],
  doctor: [pal('ウサギ', 'ピョンコ'), pal('子いぬ', 'ブチ')],
  school: [pal('フクロウ', 'クイル'), pal('ロボット', 'ピコ')],
  birthday: [pal('子ねこ', 'シュガー'), pal('子ゾウ', 'ピーナツ')],
  bedtime: [pal('フクロウ', 'ルナ'), pal('ウサギ', 'フワリ')],
  custom: [pal('フクロウ', 'オリーブ'), pal('ウサギ', 'ベリー')],
};

const titles: L[] = [
  (c) => `${c.name}の${c.words.topic}`,
  (c) => `${c.name}と${c.words.friend}`,
  (c) => `${c.words.topic}　〜${c.name}のおはなし〜`,
];

/** The favourite things' sentences end politely (ました), or plainly (た) as the older band's lines do. */
const polite = (c: C, polite: string, plain: string) => (c.band === 'older' ? plain : polite);

const favourites: LanguagePack<JapaneseWords>['favourites'] = {
  opening: (c, things) =>
    `${c.name}は、大好きな${things.map((thing) => `「${thing}」`).join('と')}を、心のポケットにそっとしまって${polite(c, 'いました', 'いた')}。`,
  moments: [
    (c, thing) =>
      `ふと、大好きな「${thing}」が頭にうかんで、${c.name}はうれしく${polite(c, 'なりました', 'なった')}。`,
    (c, thing) =>
      `${c.words.friendName}が「いちばん好きなものはなあに？」ときくと、${c.name}はにこにこして「${thing}」とこたえ${polite(c, 'ました', 'た')}。`,
    (c, thing) =>
      `遠くのほうで、大好きな「${thing}」がこっちに手をふって${polite(c, 'いるみたいでした', 'いるみたいだった')}。`,
    (c, thing) => `${c.name}は「${thing}」のうたを、小さな声で${polite(c, '口ずさみました', '口ずさんだ')}。`,
  ],
};

export const ja: LanguagePack<JapaneseWords> = {
  code: 'ja',
  // Hiragana and katakana: kanji alone would also match Chinese, kana marks the text as Japanese.
  script: /[\u3040-\u30ff]/,
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
