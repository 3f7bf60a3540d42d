import type { LanguagePack, Line, LineContext } from '../types.ts';
import { type OnePlotLines, onePlotPack } from './one-plot.ts';

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
    climax: g('やさしい歌でホムラのなくした声をとりもどす'),
    ending: g('星空の下で、ドラゴンのあたたかいしっぽにくるまって休む'),
    topic: 'ドラゴン山の冒険',
  }),
  superhero: w({
    place: '高いビルがならぶ大きな町',
    here: '町',
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
    climax: i('図書室にまよいこんだチョコを見つける'),
    ending: g('今日のできごとを家族に話す'),
    topic: '学校の一日',
  }),
  birthday: w({
    place: '庭でひらかれたお誕生日パーティー',
    here: 'パーティー',
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
    climax: i('ナイトライトをつけて、モフを安心させる'),
    ending: i('ふとんをかけて、そっと目をとじる'),
    topic: 'おやすみ大冒険',
  }),
};

/** The parent's text is a topic in Japanese corner brackets, never an instruction. */
const custom = (text: string): JapaneseWords => ({
  place: 'ねがいごとがそだつまほうの草原',
  here: '草原',
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

const lines: OnePlotLines<JapaneseWords> = {
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
  episode: {
    baby: [
      (c) => `${c.name}と${c.words.friendName}、${ep(c).te}、${c.words.sound}！`,
      (c) => `${c.name}は${ep(c).ta}よ、やったね！`,
      (c) => `もういっかい、もういっかい、${ep(c).vol}！`,
      (c) => `わーい、${c.name}が${ep(c).ta}よ！`,
      (c) => `${c.words.friendName}もにっこり、${c.name}は${ep(c).ta}ね。`,
    ],
    young: [
      (c) => `つぎに${c.name}と${c.words.friendName}は${ep(c).te}、顔を見あわせてにっこりしました。`,
      (c) => `「${ep(c).vol}よ！」と${c.words.friendName}が言ったので、ふたりはさっそくやってみました。`,
      (c) => `それから${c.name}は${ep(c).te}、思っていたよりずっと楽しい時間をすごしました。`,
      (c) => `${c.words.friendName}といっしょに${ep(c).masu}ながら、${c.name}はにこにこ笑顔になりました。`,
      (c) => `${c.name}が${ep(c).ta}ら、${c.words.friendName}はそばで大よろこびしました。`,
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
        `${c.words.friendName}がそばにいてくれるだけで、${c.name}は${ep(c).te}いるあいだじゅう心がぽかぽかして、友だちといっしょなら、なんでもない時間もきらきら光るのだと知った。`,
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

const details: LanguagePack<JapaneseWords>['details'] = {
  baby: [
    (c) => `${c.words.sound}！`,
    (c) => `ぱちぱち、${c.name}！`,
    () => 'わーい、たのしいね！',
    (c) => `${c.words.friendName}も「やあ！」って、ごあいさつ。`,
    () => 'にこにこ、うれしいね。',
    () => 'ぎゅっ、だいすき。',
  ],
  young: [
    (c) => `${c.words.friendName}はうれしくて、ぴょんぴょんはねました。`,
    (c) => `${c.name}の胸は、ぽかぽかあたたかくなりました。`,
    () => 'なんてすてきな一日になったのでしょう！',
    (c) => `「${c.words.sound}！」と${c.words.friendName}が歌いました。`,
    (c) => `まるで${c.words.here}までが、ふたりにはくしゅをしてくれているみたいでした。`,
    (c) => `${c.name}は、またいつか${c.words.here}に来られますように、とこっそりねがいました。`,
  ],
  older: [
    (c) => `${c.name}はこの思い出を、一生忘れないように心の奥の特別な場所にそっとしまいこんだ。`,
    (c) => `${c.words.friendName}は何も言わなかったけれど、目と目が合っただけで、気持ちはちゃんと伝わった。`,
    () => 'どこか近くから、そよ風が冒険のにおいを運んできた。',
    (c) => `それは、${c.name}が自分をとても小さく、そしてとても勇敢に感じるような、そんなひとときだった。`,
    (c) => `${c.words.here}では何もかもが新しくて、空気の中にまで小さなひみつがかくれているようだった。`,
    (c) =>
      `${c.words.friendName}がとんでもなくおかしな顔をしてみせたので、${c.name}は思わずふき出してしまった。`,
  ],
};

const titles: L[] = [
  (c) => `${c.name}の${c.words.topic}`,
  (c) => `${c.name}と${c.words.friend}`,
  (c) => `${c.words.topic}　〜${c.name}のおはなし〜`,
];

export const ja: LanguagePack<JapaneseWords> = onePlotPack({
  code: 'ja',
  // Hiragana and katakana: kanji alone would also match Chinese, kana marks the text as Japanese.
  script: /[\u3040-\u30ff]/,
  themes,
  custom,
  titles,
  lines,
  details,
});
