import type { LanguageCode } from '@storyloom/contract';

/**
 * Terms that must never go into a children's story request, per language and category.
 *
 * Every text is checked against every language, so a term must not be an ordinary word or a common
 * name in ANY of the app's languages once folded (lower case, diacritics dropped, ı → i, ß → ss).
 * Whole-word matching applies except in Chinese, Japanese and Korean (substring), so East Asian terms
 * must not occur inside ordinary words either. Each list notes what was left out on purpose.
 *
 * Syntax: comma-separated; a space matches any gap or none ("self harm" = "self-harm" = "selfharm");
 * a trailing `*` also matches inflections ("öldür*"), a leading `*` compounds ("*scheiße").
 * Leetspeak, stretched letters and spaced-out letters are undone by the matcher: list plain spellings.
 */
export const MODERATION_CATEGORIES = [
  'sexual',
  'violence',
  'self-harm',
  'drugs',
  'hate',
  'profanity',
] as const;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];
export type WordList = Partial<Record<ModerationCategory, readonly string[]>>;

const terms = (list: string): readonly string[] =>
  list
    .split(/[,\n]/)
    .map((term) => term.trim())
    .filter((term) => term.length > 0);

export const WORD_LISTS: Record<LanguageCode, WordList> = {
  // Left out: dick, willy, fanny, gay, randy, semen, anal, cum, cumming (names and surnames); cock, pussy,
  // tit(s), hooker (a rooster, the Owl and the Pussy-cat, blue tits, rugby); gun, sword, knife, shoot,
  // shot, blood, dead, bomb (water guns, foam swords, shooting stars, the doctor's shot, bath bombs);
  // killer (killer whale); heroine; weed (gardens); kike (a Spanish nickname); chink, coon, spic, dyke,
  // fag (a chink of light, raccoons, spic and span, dykes, Nordic "fag"); naked, horny (the emperor's new
  // clothes, horny dinosaur beaks); bastard (bastard sword); kys, kms, kkk (Danish "kiss", kilometres,
  // Brazilian laughter); molest* (Spanish molestar, to bother); a bare stab (German Stab, a wand).
  en: {
    sexual: terms(`sex, sexy, sexual, porn, porno, pornography, pornographic, nudes, blowjob, blow job,
      handjob, cumshot, orgasm, masturbate, masturbating, masturbation, dildo, erotic, rape, raped, rapes,
      raping, rapist, molest, molested, molester, molesters, molesting, molestation, pedophile, paedophile,
      incest, prostitute, prostitution, whore, slut, threesome, anal sex, oral sex`),
    violence: terms(`kill, kills, killed, killing, murder, murders, murdered, murderer, murdering, massacre,
      slaughter, slaughtered, behead, beheaded, beheading, decapitate, decapitated, dismember, dismembered,
      stab him, stab her, stab them, stab you, stabbed, stabbing, torture, tortured, strangle, strangled,
      bloodbath, gory, genocide, mass shooting, school shooting, shoot him, shoot her, shoot them, gunman,
      assassinate, assassination, terrorist, lynching, lynched`),
    'self-harm': terms(`suicide, suicidal, kill myself, kill yourself, self harm, cut myself, cutting myself,
      hang myself, slit my wrists, overdose, want to die, end my life`),
    drugs: terms(`cocaine, heroin, meth, methamphetamine, crystal meth, fentanyl, opium, lsd, mdma, ketamine,
      marijuana, drug dealer, junkie, smoke weed`),
    hate: terms(`nigger, niggers, nigga, niggas, faggot, faggots, wetback, raghead, towelhead, jigaboo,
      white power, heil hitler, sieg heil, ku klux klan, gas the jews, white supremacy, ethnic cleansing`),
    profanity: terms(`*fuck*, fck, shit, shits, shitty, shitting, bullshit, horseshit, bitch, bitches,
      asshole, assholes, arsehole, cunt, cunts, twat, wanker, dickhead, cocksucker, bollocks`),
  },
  // Left out: culo, teta, paja, pito, pene, polla, verga, coger, carajo, cabrón, concha (kids' words, straw,
  // a whistle, a chick, a ship's yard and crow's nest, to take, a billy goat, a shell); negro (the colour);
  // heroína (heroine); mata, mato (Portuguese forest, bush). coño folds to cono (a cone): see SAFE_WORDS.
  es: {
    sexual: terms(`sexo, porno, pornografía, pornográfico, follar, follando, violar, violación, violada,
      violador, prostituta, mamada, chupapollas, coño, pedófilo, orgía, masturbación`),
    violence: terms(`matar, mátalo, matarlo, matarla, asesinar, asesinato, asesino, asesinado, masacre,
      matanza, decapitar, decapitado, degollar, apuñalar, apuñalado, tortura, torturar, acribillar`),
    'self-harm': terms(`suicidio, suicidarse, suicidarme, quiero morir, ahorcarme, ahorcarse,
      cortarme las venas, autolesión, autolesiones`),
    drugs: terms('cocaína, metanfetamina, marihuana, narcotraficante, fentanilo, opio, heroinómano'),
    hate: terms('maricón, maricones, sudaca, negrata, sidoso, machorra'),
    profanity: terms(`mierda, joder, jodido, jodida, hijo de puta, hijoputa, hijueputa, puta, puto, putas,
      pendejo, pendeja, gilipollas, chingar, chingada, chingado, malparido, me cago en, culero,
      concha de tu madre, pelotudo`),
  },
  // Left out: sik, sık, sikiş (sık sık, sıkış tıkış fold to the same letters); am, amına, göt, piç, top,
  // esrar, afyon (I am, Amina, got, pic, ball, "mystery", the city of Afyon); zenci, çingene.
  // öldür* also catches the rare oldurmak (to bring about); katıl (join!) is in SAFE_WORDS.
  tr: {
    sexual: terms(`seks, porno, pornografi, sikmek, sikişmek, tecavüz, tecavüzcü, fahişe, yarrak, yarak,
      amcık, taşak, kaltak, sürtük`),
    violence: terms(
      'öldür*, katliam, katil, cinayet, bıçakla*, işkence, kafasını kes*, boğazla*, kurşunla*, vahşet',
    ),
    'self-harm': terms(
      'intihar, kendimi öldür*, kendini asmak, kendini astı, bileklerimi kes*, ölmek istiyorum',
    ),
    drugs: terms('uyuşturucu, eroin, kokain, metamfetamin, bonzai, esrarkeş, torbacı'),
    hate: terms('ibne, gavur, pis yahudi'),
    profanity: terms(`amk, amına koyayım, amına koyim, orospu, orospu çocuğu, siktir, sikeyim, sikerim, sikik,
      hassiktir, yavşak, şerefsiz, götveren, pezevenk`),
  },
  // Left out: זין, זיין (the letter zayin), כוס (a cup), תחת (under), טבח (a cook), לענות (to answer),
  // לירות (liras), מין (kind, gender), אנס (the name Anas).
  he: {
    sexual: terms('סקס, פורנו, פורנוגרפיה, אונס, לאנוס, לזיין, מזדיין, זיון, פדופיל, אורגיה'),
    violence: terms('לרצוח, רצח, רוצח, נרצח, רצחו, להרוג, הרג, הרגו, לדקור, דקר, עינויים, שחיטה'),
    'self-harm': terms('התאבדות, להתאבד, התאבד, פגיעה עצמית, רוצה למות'),
    drugs: terms('סמים, קוקאין, הרואין, חשיש, מריחואנה'),
    hate: terms('כושי, כושים, ערבוש, ערבושים, מוות לערבים, קוקסינל'),
    profanity: terms(
      'זונה, זונות, בן זונה, בת זונה, שרמוטה, כוס אמא שלך, כוסאמק, כוס אמק, חרא, מניאק, לך תזדיין',
    ),
  },
  // Left out: کس (person, as in هیچ کس), کون (the universe in Arabic), بکش (draw!), شیشه (glass), کونی
  // (Arabic "be!"), ابنه (Arabic "his son"), لاشی (Arabic "nothing"), قاتل (Arabic "fatal").
  fa: {
    sexual: terms('سکس, سکسی, پورن, پورنو, تجاوز جنسی, کیر, کص, گاییدن, گاییدم, بگا, فاحشه'),
    violence: terms('قتل, کشتن, می کشمت, کشتار, سر بریدن, شکنجه, چاقو زدن, آدم کشی'),
    'self-harm': terms('خودکشی, خودزنی, می خوام بمیرم'),
    drugs: terms('مواد مخدر, هروئین, کوکائین, تریاک, کراک, حشیش, ماریجوانا'),
    profanity: terms('کس کش, جنده, مادرجنده, ننه جنده, کسخل, حرومزاده, حرامزاده, کیری, گوه, پدرسگ, کس ننت'),
  },
  // Left out: baiser (a kiss), bite, chatte (a female cat), con (Spanish "with"), pédé (Portuguese
  // "asks"), tapette, raton, négro (Spanish "black"), héroïne (heroine), tué (Tue.), violé (Italian viole,
  // violets), pipe, drogue, bicot (a kid goat), pute (German Pute, a turkey), niquer (pique-niquer).
  fr: {
    sexual:
      terms(`sexe, sexuel, sexuelle, porno, pornographie, pornographique, viol, violer, violée, violées, violeur,
      pédophile, prostituée, salope, sale pute, putes, fellation, sodomie, partouze`),
    violence:
      terms(`tuer, tuez, tuerie, meurtre, meurtrier, assassiner, assassinat, massacre, massacrer, égorger,
      décapiter, poignarder, poignardé, torture, torturer, fusiller, génocide`),
    'self-harm': terms(
      'suicide, se suicider, suicidaire, automutilation, me pendre, se pendre, me tuer, je veux mourir',
    ),
    drugs: terms('cocaïne, méthamphétamine, héroïnomane, drogues dures'),
    hate: terms(
      'nègre, nègres, bougnoule, bougnoules, youpin, youpine, tarlouze, gouine, sale arabe, sale juif',
    ),
    profanity:
      terms(`putain, merde, connard, connasse, salaud, salopard, enculé, enculer, enculés, fils de pute,
      nique ta mère, nique sa mère, nique ta race`),
  },
  // Romanised Hindi is listed too, as parents often type it. Left out: कुतिया (a female dog), साला
  // (brother-in-law), हिजड़ा; lund, randi, lauda, chut, ganja (Lund, Randi, Lauda, French "chut!", Ganja).
  hi: {
    sexual: terms('सेक्स, सेक्सी, पोर्न, बलात्कार, रेप, चुदाई, चोदना, चोदो, वेश्या, chudai'),
    violence: terms(
      'हत्या, हत्यारा, क़त्ल, कत्लेआम, नरसंहार, मार डालो, मार डाला, मार डालूंगा, जान से मार*, गोली मार*, गला काट*, चाकू मार*',
    ),
    'self-harm': terms('आत्महत्या, ख़ुदकुशी, फांसी लगा*, मरना चाहता, मरना चाहती, नस काट*'),
    drugs: terms('ड्रग्स, कोकीन, हेरोइन, चरस, गांजा, अफ़ीम, स्मैक, नशीले पदार्थ'),
    hate: terms('कटुआ, चमार, भंगी'),
    profanity: terms(`मादरचोद, बहनचोद, भेनचोद, चूतिया, चूत, लंड, लौड़ा, गांडू, गांड, भोसड़ी, भोसड़ीके, रंडी, हरामी,
      हरामज़ादा, madarchod, maderchod, behenchod, bhenchod, benchod, chutiya, chutiye, bhosdike, bhosadi,
      gandu, lavda, chodu, haramzada`),
  },
  // Left out: ਚਿੱਟਾ (white), ਨਸ਼ਾ (any intoxication), ਕੁੱਤੀ (a female dog), ਰੰਡੀ (also a widow).
  pa: {
    sexual: terms('ਸੈਕਸ, ਪੋਰਨ, ਬਲਾਤਕਾਰ, ਚੁਦਾਈ, ਵੇਸਵਾ'),
    violence: terms('ਕਤਲ, ਕਤਲੇਆਮ, ਕਾਤਲ, ਹੱਤਿਆ, ਮਾਰ ਦਿਆਂਗਾ, ਜਾਨੋਂ ਮਾਰ*, ਗੋਲੀ ਮਾਰ*'),
    'self-harm': terms('ਖ਼ੁਦਕੁਸ਼ੀ, ਆਤਮਹੱਤਿਆ, ਫਾਹਾ ਲੈ*, ਮਰਨਾ ਚਾਹੁੰਦਾ'),
    drugs: terms('ਹੈਰੋਇਨ, ਕੋਕੀਨ, ਅਫ਼ੀਮ, ਸਮੈਕ, ਭੁੱਕੀ, ਨਸ਼ੀਲੇ ਪਦਾਰਥ, ਡਰੱਗਜ਼, ਡਰੱਗਸ'),
    hate: terms('ਚੂਹੜਾ, ਚਮਾਰ'),
    profanity: terms(
      'ਭੈਣ ਚੋਦ, ਮਾਂ ਚੋਦ, ਮਾਦਰਚੋਦ, ਫੁੱਦੀ, ਲੁੱਲ, ਗਾਂਡੂ, ਗਾਂਡ, ਹਰਾਮੀ, ਹਰਾਮਜ਼ਾਦਾ, ਕੰਜਰ, penchod, phuddi, kanjar',
    ),
  },
  // Simplified and traditional forms. Substring matching, so no single common characters (杀 is in 杀菌).
  // Left out: 想死 (我想死你了, "I miss you so much"), 性交 (异性交往), 妈的 (妈妈的), 黄片 (蛋黄片), 援交
  // (救援交通), 小日本 (小日本娃娃), 草泥马 (an alpaca), 阿三.

  zh: {
    sexual: terms(
      '做爱, 做愛, 色情, 强奸, 強姦, 强暴, 強暴, 鸡巴, 雞巴, 肏, 淫荡, 淫蕩, 卖淫, 賣淫, 口交, 裸照',
    ),
    violence: terms(
      '杀人, 殺人, 杀死, 殺死, 砍死, 枪杀, 槍殺, 屠杀, 屠殺, 谋杀, 謀殺, 斩首, 斬首, 碎尸, 碎屍, 虐杀, 虐殺',
    ),
    'self-harm': terms('自杀, 自殺, 自残, 自殘, 割腕, 上吊, 不想活了'),
    drugs: terms('毒品, 吸毒, 贩毒, 販毒, 海洛因, 可卡因, 冰毒, 鸦片, 鴉片, 摇头丸, 搖頭丸, 大麻'),
    hate: terms('黑鬼, 支那, 死基佬, 尼哥'),
    profanity: terms(
      '操你妈, 操你媽, 他妈的, 他媽的, 傻逼, 傻屄, 王八蛋, 狗娘养的, 狗娘養的, 贱人, 賤人, 婊子, 去死吧, 妈逼, 媽逼',
    ),
  },
  // Substring matching. Left out: マンコ (スーパーマンコスチューム), エロ (イエロー), くそ (やくそく), シャブ
  // (しゃぶしゃぶ), フェラ (フェラーリ), チョン (ちょんまげ), ガイジ (ガイジン), 気違い (雰囲気違い), おっぱい
  // (nursing), 中出し. セックス and ファック need サセックス (Sussex) and ファックス (a fax) in SAFE_WORDS.
  ja: {
    sexual: terms(
      'セックス, せっくす, ポルノ, レイプ, 強姦, おまんこ, オマンコ, ちんぽ, チンポ, フェラチオ, 売春, 痴漢, 淫乱, 援助交際, ヤリマン',
    ),
    violence: terms(
      '殺す, 殺し, 殺され, 殺した, 殺人, 殺害, ぶっ殺, 虐殺, 惨殺, 刺殺, 射殺, 絞殺, 拷問, 斬首',
    ),
    'self-harm': terms('自殺, 自傷, リストカット, 首吊り, 首つり, 死にたい'),
    drugs: terms('覚醒剤, 覚せい剤, コカイン, ヘロイン, 麻薬, 大麻, 危険ドラッグ'),
    hate: terms('支那人, キチガイ, ニガー, クロンボ, ジャップ, ホモ野郎'),
    profanity: terms('くそったれ, クソッタレ, クソ野郎, ファック, 死ね'),
  },
  // Substring matching. Left out: 보지, 자지 (보지 마 "don't look", 자지 마 "don't sleep"), 씹 (chew),
  // 시발 (a starting point), 살인 (다섯 살인 "who is five"), 죽여 (숨죽여 "holding one's breath"),
  // 고문 (an adviser), 자위 (self-defence), 걸레 (a rag).
  ko: {
    sexual: terms('섹스, 강간, 포르노, 야동, 성폭행, 성폭력, 창녀, 원조교제, 자위행위, 오르가즘, 펠라치오'),
    violence: terms('살인자, 살인마, 살해, 학살, 죽여버, 참수, 칼로 찔러, 총으로 쏴'),
    'self-harm': terms('자살, 자해, 죽고 싶, 손목을 긋, 목매달'),
    drugs: terms('마약, 필로폰, 히로뽕, 코카인, 헤로인, 대마초, 메스암페타민'),
    hate: terms('쪽바리, 짱깨, 깜둥이, 똥꼬충'),
    profanity: terms('씨발, 씨팔, 시발놈, 개새끼, 좆, 병신, 존나, 썅년, 미친년, 니애미, ㅅㅂ, ㅂㅅ'),
  },
  // Left out: vögeln (Vögeln, birds), Muschi (a kitty), Schwanz (a tail), blasen, töte (Tote, a tote
  // bag), Mord, Mörder (French mord and Spanish morder, it bites), köpfen (Köpfen, heads), Drogen*
  // (Drogerie), Koks, Zigeuner, Fidschi. töten folds to toten (the dead, Tag der Toten): see SAFE_WORDS.
  de: {
    sexual: terms(`*porno*, ficken, fick, fickt, fickte, gefickt, vergewaltigen, vergewaltigt, vergewaltigung,
      vergewaltiger, nutte, hure, huren, fotze, titten, wichsen, pädophil*, sexuell, prostituierte`),
    violence: terms(`töten, tötet, getötet, ermorden, ermordet, umbringen, umgebracht, bring ihn um,
      erstechen, erstochen, erschießen, erschossen, abschlachten, abgeschlachtet, massaker, folter, foltern,
      gefoltert, enthaupten, völkermord, amoklauf, amokläufer`),
    'self-harm': terms(
      'selbstmord, suizid, suizidal, mich umbringen, sich umbringen, will sterben, mich erhängen',
    ),
    drugs: terms('kokain, haschisch, kiffen, rauschgift, drogendealer'),
    hate: terms(
      'neger, kanake, kanaken, kanacke, schwuchtel, judensau, untermensch*, kameltreiber, kümmeltürke, spast',
    ),
    profanity: terms(
      'scheiße, scheiß*, *scheiße, arschloch, wichser, hurensohn, verpiss dich, missgeburt, drecksau',
    ),
  },
  // Left out: scopare (to sweep), troia (Troy, the Trojan horse), fica, figa (Portuguese "stays", a charm),
  // finocchio (fennel), eroina (heroine), canne (reeds), negro, negri, zoccola, ammazza (an exclamation).
  it: {
    sexual:
      terms(`sesso, porno, pornografia, stupro, stuprare, stuprata, violentare, violentata, pompino, pedofilo,
      prostituta, mignotta, sborra, masturbazione, orgia`),
    violence: terms(`uccidere, uccidi, ucciso, uccisa, uccidilo, ammazzare, ammazzalo, ammazzato, omicidio,
      assassinare, assassinio, assassino, massacro, strage, decapitare, sgozzare, accoltellare, accoltellato,
      tortura, torturare`),
    'self-harm':
      terms(`suicidio, suicidarsi, suicidarmi, impiccarsi, impiccarmi, autolesionismo, tagliarsi le vene,
      voglio morire`),
    drugs: terms('cocaina, metanfetamina, spacciatore, spinello, drogato'),
    hate: terms('frocio, froci, ricchione, terrone, negraccio, culattone'),
    profanity: terms(`cazzo, cazzi, vaffanculo, fanculo, stronzo, stronza, coglione, coglioni, merda, puttana,
      figlio di puttana, porca puttana, porco dio, porca madonna, minchia`),
  },
  // Left out: pau (a stick), rola, pica, boceta (Pandora's box), boquete (a gap), baseado ("based"), bicha
  // (a queue), macaco, preto, crioulo, cu, corno (Italian horn), heroína (heroine), chacina and porra
  // (Spanish cold cuts and a breakfast fritter).
  pt: {
    sexual: terms(`sexo, porno, pornografia, foder, fodendo, transar, transando, estupro, estuprar, estuprada,
      violação, punheta, buceta, xoxota, piroca, pedófilo, prostituta, orgia`),
    violence: terms(`matar, mata lo, assassinar, assassinato, assassino, assassinado, massacre, esfaquear,
      esfaqueado, degolar, decapitar, tortura, torturar, homicídio, fuzilar`),
    'self-harm': terms('suicídio, suicidar, me enforcar, cortar os pulsos, quero morrer, automutilação'),
    drugs: terms('cocaína, maconha, metanfetamina, traficante de drogas, fentanil, ópio'),
    hate: terms('viado, viadinho, traveco, baitola, boiola'),
    profanity: terms(`merda, caralho, foda, foda se, filho da puta, puta que pariu, vai tomar no cu,
      arrombado, cuzão`),
  },
  // Left out: трах (the "бах-трах" of a crash), чурка (a wood block), сучка (of a twig), хохол (a tuft of
  // hair), героин* (героиня, a heroine), насилие (violence in general), даун.
  ru: {
    sexual: terms(`секс, секси, сексуальн*, порно, порнуха, трахать, трахнуть, трахнул*, трахал*, трахает,
      изнасилов*, насилов*, минет, шлюха, шлюхи, проститутка, педофил*`),
    violence: terms(`убить, убей, убью, убил*, убийств*, убийц*, зарезать, зарезал*, застрелить, застрелил*,
      расстрел*, пытк*, пытать, обезглав*, резня, расчленить, расчленил*`),
    'self-harm': terms(`самоубийств*, суицид*, повеситься, повешусь, покончить с собой, вскрыть вены,
      порезать себя, хочу умереть`),
    drugs: terms(
      'наркотик*, героин, героина, героином, кокаин*, метамфетамин*, амфетамин*, марихуан*, гашиш*, наркоман*, мефедрон',
    ),
    hate: terms('жид, жиды, жидов, жидовка, хач, хачи, пидор*, пидар*, педик, педики, ниггер*, черножоп*'),
    profanity:
      terms(`хуй, хуя, хую, хуем, хуе*, нахуй, похуй, пизд*, ебать, ебал*, ебан*, ебуч*, еблан*, ебет,
      заеб*, выеб*, уеб*, долбоеб*, бля, блять, блядь, бляд*, сука, суки, мудак*, гандон*, мразь`),
  },
  // Left out: جنس (kind, gender), نيك (Nick), كس (Persian "person"), عبد (as in Abdullah), خول
  // (authorised), بورن (Bourne, born), كلب (a dog), لعنة (the pharaoh's curse), ذبح (the Eid sacrifice),
  // طعن (an appeal).
  ar: {
    sexual: terms(
      'سكس, إباحي, إباحية, بورنو, اغتصاب, اغتصب, مغتصب, ممارسة الجنس, عاهرة, زب, انيك, نيكني, منيوك',
    ),
    violence: terms('قتل, القتل, اقتل, اقتله, يقتل, قتلته, مذبحة, مجزرة, قطع الرأس, قطع رأس, تعذيب, سفاح'),
    'self-harm': terms('انتحار, انتحر, الانتحار, أقتل نفسي, أريد أن أموت, إيذاء النفس'),
    drugs: terms('مخدرات, المخدرات, هيروين, كوكايين, حشيش, الحشيش, أفيون, ماريجوانا, كبتاغون'),
    hate: terms('زنجي, يهودي قذر, الموت لليهود, لوطي'),
    profanity: terms('شرموطة, قحبة, ابن الشرموطة, ابن القحبة, كس امك, كسمك, ابن الكلب, ابن الحرام, طيز, خرا'),
  },
};

/**
 * Ordinary words that fold into a listed term (râpé → rape, katıl → katil) or, in East Asian scripts,
 * contain one (杀人鲸, the killer whale). They are blanked before matching, compared as typed (lower
 * case, diacritics kept), so "râpé" passes while "rape" and "rápe" do not.
 */
export const SAFE_WORDS: readonly string[] = terms(`
  cono, conos,
  toten,
  katıl, sıktır,
  ファックス, サセックス, エセックス, ウェセックス, ミドルセックス,
  râpé, râpée, râpés, râpées, rapé,
  杀人鲸, 殺人鯨, 大麻雀, 大麻花,
  자살골, 마약김밥, 참수리
`);
