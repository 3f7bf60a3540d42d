import type { LanguagePack, Line, LineContext } from '../types.ts';
import { listOf } from './list-of.ts';

/**
 * A moment as an infinitive ("…yüzmek") and a third-person past ("…yüzdü"). The other forms the
 * lines need are regular and derived below: the verbal noun ("yüzme vakti"), the dative and
 * accusative of the infinitive ("yüzmeye hazır", "yüzmeyi başardın") and the plural past
 * ("yüzdüler"). Turkish verbs have no gender, so every line fits any child.
 */
type Deed = readonly [inf: string, past: string];

export interface TurkishWords {
  /** Where the story happens, in the nominative: "İşte …!". */
  place: string;
  /** The place in the locative: "…mercan resifinde". */
  at: string;
  /** The place in the dative: "…mercan resifine". */
  to: string;
  /** A short locative way back to the place: "resifte". */
  here: string;
  /** Where the journey plot goes, in the nominative: "resifin ötesindeki eski batık gemi". */
  far: string;
  /** The same in the dative: "resifin ötesindeki eski batık gemiye". */
  farTo: string;
  /** The companion's kind, lower case: "yunus". */
  kind: string;
  friendName: string;
  /** A sound for the youngest listeners, lower case and without punctuation: "şıpır şıpır". */
  sound: string;
  /** What is found, an indefinite noun phrase: "ezgi mırıldanan parlak bir inci kabuğu". */
  found: string;
  /** The found thing again, in the nominative: "inci kabuğu". */
  thing: string;
  /** The found thing again, in the accusative: "inci kabuğunu". */
  thingAcc: string;
  /** Eight episodes, index-aligned with the theme script. */
  episodes: readonly [Deed, Deed, Deed, Deed, Deed, Deed, Deed, Deed];
  climax: Deed;
  ending: Deed;
  /** Title words: "Deniz Macerası". */
  topic: string;
}

// --- Vowel harmony ------------------------------------------------------------------------------

/** The vowel a letter counts as for harmony (foreign accented vowels count as their Turkish kin). */
const VOWELS: Record<string, string> = {
  a: 'a',
  â: 'a',
  á: 'a',
  à: 'a',
  ã: 'a',
  å: 'a',
  e: 'e',
  é: 'e',
  è: 'e',
  ê: 'e',
  ë: 'e',
  ä: 'e',
  æ: 'e',
  ı: 'ı',
  i: 'i',
  î: 'i',
  í: 'i',
  ì: 'i',
  ï: 'i',
  o: 'o',
  ó: 'o',
  ò: 'o',
  ô: 'o',
  õ: 'o',
  ö: 'ö',
  ø: 'ö',
  œ: 'ö',
  u: 'u',
  û: 'u',
  ú: 'u',
  ù: 'u',
  ü: 'ü',
};
const BACK = new Set(['a', 'ı', 'o', 'u']);
const ROUND = new Set(['o', 'u', 'ö', 'ü']);
/** Names whose last syllable has a "thin" l and so take front suffixes: Kemal’in, Hilal’e. */
const FRONT_L = new Set([
  'kemal',
  'celal',
  'cemal',
  'hilal',
  'bilal',
  'meral',
  'nihal',
  'iclal',
  'ikbal',
  'resul',
]);

interface Harmony {
  back: boolean;
  round: boolean;
  vowelEnd: boolean;
}

/**
 * How suffixes harmonise with a word: from its last vowel and whether it ends in a vowel. Null
 * when the word is not in Latin letters (a name typed in another script) or has no vowel: then
 * the lines use a wording that needs no suffix on the name.
 */
function harmony(word: string): Harmony | null {
  const last = word.trim().split(/\s+/).pop() ?? '';
  const lower = last.toLocaleLowerCase('tr').replace(/['’.-]+$/, '');
  if (!lower || !/^\p{Script=Latin}+$/u.test(lower)) return null;
  const letters = [...lower];
  const final = letters[letters.length - 1] as string;
  const beforeFinal = letters[letters.length - 2];
  // A final y after a consonant is read as a vowel (Amy’nin, Lily’ye).
  const yVowel = final === 'y' && beforeFinal !== undefined && !(beforeFinal in VOWELS);
  let vowel = yVowel ? 'i' : undefined;
  for (let i = letters.length - 1; vowel === undefined && i >= 0; i--) vowel = VOWELS[letters[i] as string];
  if (vowel === undefined) return null;
  const front = FRONT_L.has(lower.normalize('NFD').replace(/\p{M}/gu, ''));
  return {
    back: BACK.has(vowel) && !front,
    round: ROUND.has(vowel),
    vowelEnd: yVowel || final in VOWELS,
  };
}

const i4 = (h: Harmony) => (h.back ? (h.round ? 'u' : 'ı') : h.round ? 'ü' : 'i');
const a2 = (h: Harmony) => (h.back ? 'a' : 'e');

export type NameCase = 'gen' | 'dat' | 'acc';

/**
 * A proper name with a case suffix after an apostrophe, by vowel harmony: Ayşe’nin, Mert’in,
 * Umut’un, Ece’ye, Can’a, Ali’yi. Null when the harmony cannot be read from the name.
 */
export function withSuffix(name: string, kind: NameCase): string | null {
  const h = harmony(name);
  if (!h) return null;
  const buffer = (consonant: string) => (h.vowelEnd ? consonant : '');
  const suffix =
    kind === 'gen'
      ? `${buffer('n')}${i4(h)}n`
      : kind === 'dat'
        ? `${buffer('y')}${a2(h)}`
        : `${buffer('y')}${i4(h)}`;
  return `${name}’${suffix}`;
}

/** The last vowel of a phrase decides "-lar/-ler", "da/de", "-maya/-meye". */
const isBack = (phrase: string) => harmony(phrase)?.back ?? false;

// --- Theme vocabulary ---------------------------------------------------------------------------

const w = (words: TurkishWords) => words;

const themes: LanguagePack<TurkishWords>['themes'] = {
  ocean: w({
    place: 'denizin dibinde rengârenk bir mercan resifi',
    at: 'denizin dibindeki rengârenk mercan resifinde',
    to: 'denizin dibindeki rengârenk mercan resifine',
    here: 'resifte',
    far: 'resifin ötesindeki eski batık gemi',
    farTo: 'resifin ötesindeki eski batık gemiye',
    kind: 'yunus',
    friendName: 'Pırıl',
    sound: 'şıpır şıpır',
    found: 'ezgi mırıldanan parlak bir inci kabuğu',
    thing: 'inci kabuğu',
    thingAcc: 'inci kabuğunu',
    episodes: [
      ['gökkuşağı renkli bir balık sürüsüyle yüzmek', 'gökkuşağı renkli bir balık sürüsüyle yüzdü'],
      ['uykulu bir deniz kaplumbağasına merhaba demek', 'uykulu bir deniz kaplumbağasına merhaba dedi'],
      ['mercanların renklerini tek tek saymak', 'mercanların renklerini tek tek saydı'],
      ['gümüş kabarcıklardan bir izi takip etmek', 'gümüş kabarcıklardan bir izi takip etti'],
      ['minik bir ahtapotla saklambaç oynamak', 'minik bir ahtapotla saklambaç oynadı'],
      ['uzaklarda şarkı söyleyen bir balinayı dinlemek', 'uzaklarda şarkı söyleyen bir balinayı dinledi'],
      [
        'dalgalanan deniz yosunlarından bir bahçe keşfetmek',
        'dalgalanan deniz yosunlarından bir bahçe keşfetti',
      ],
      ['yumuşacık bir dalgaya binmek', 'yumuşacık bir dalgaya bindi'],
    ],
    climax: [
      'yolunu kaybetmiş yavru bir yengeci evine götürmek',
      'yolunu kaybetmiş yavru bir yengeci evine götürdü',
    ],
    ending: [
      'ay ışığıyla parlayan suların arasından eve süzülmek',
      'ay ışığıyla parlayan suların arasından eve süzüldü',
    ],
    topic: 'Deniz Macerası',
  }),
  jungle: w({
    place: 'uzun ağaçlarla dolu yemyeşil bir orman',
    at: 'uzun ağaçlarla dolu yemyeşil ormanda',
    to: 'uzun ağaçlarla dolu yemyeşil ormana',
    here: 'ormanda',
    far: 'ormanın derinliklerindeki büyük şelale',
    farTo: 'ormanın derinliklerindeki büyük şelaleye',
    kind: 'maymun',
    friendName: 'Cimcime',
    sound: 'hop hop, zıp zıp',
    found: 'gölgede parıldayan altın sarısı bir çiçek',
    thing: 'altın sarısı çiçek',
    thingAcc: 'altın sarısı çiçeği',
    episodes: [
      ['yumuşacık sarmaşıklarda sallanmak', 'yumuşacık sarmaşıklarda sallandı'],
      ['rengârenk bir papağanla tanışmak', 'rengârenk bir papağanla tanıştı'],
      [
        'uyuklayan bir kaplanın yanından parmak uçlarında geçmek',
        'uyuklayan bir kaplanın yanından parmak uçlarında geçti',
      ],
      ['pırıl pırıl bir dereden şapır şupur geçmek', 'pırıl pırıl bir dereden şapır şupur geçti'],
      ['yeni arkadaşlarla tatlı muzlar paylaşmak', 'yeni arkadaşlarla tatlı muzlar paylaştı'],
      ['kelebeklerin dansını izlemek', 'kelebeklerin dansını izledi'],
      ['yaşlı ve dost canlısı bir ağaca tırmanmak', 'yaşlı ve dost canlısı bir ağaca tırmandı'],
      ['çamurdaki komik ayak izlerini takip etmek', 'çamurdaki komik ayak izlerini takip etti'],
    ],
    climax: ['çamura saplanmış yavru bir fili kurtarmak', 'çamura saplanmış yavru bir fili kurtardı'],
    ending: [
      'kurbağaların ve cırcır böceklerinin orman ninnisini dinlemek',
      'kurbağaların ve cırcır böceklerinin orman ninnisini dinledi',
    ],
    topic: 'Orman Macerası',
  }),
  space: w({
    place: 'yıldızlarla dolu uçsuz bucaksız uzay',
    at: 'yıldızlarla dolu uçsuz bucaksız uzayda',
    to: 'yıldızlarla dolu uçsuz bucaksız uzaya',
    here: 'uzayda',
    far: 'yıldızların kıyısındaki halkalı gezegen',
    farTo: 'yıldızların kıyısındaki halkalı gezegene',
    kind: 'robot',
    friendName: 'Bipbip',
    sound: 'vın vın',
    found: 'gökyüzünden düşmüş minicik bir yıldız',
    thing: 'minik yıldız',
    thingAcc: 'minik yıldızı',
    episodes: [
      ['roketle ayın yanından geçmek', 'roketle ayın yanından geçti'],
      ['yumuşacık mor bir gezegende zıplamak', 'yumuşacık mor bir gezegende zıpladı'],
      ['güler yüzlü bir kuyruklu yıldıza el sallamak', 'güler yüzlü bir kuyruklu yıldıza el salladı'],
      ['yıldızları birleştirip resimler çizmek', 'yıldızları birleştirip resimler çizdi'],
      ['yerçekimi olmadan takla atmak', 'yerçekimi olmadan takla attı'],
      ['dev bir gezegenin halkalarını ziyaret etmek', 'dev bir gezegenin halkalarını ziyaret etti'],
      ['utangaç, minik bir uzaylıyla tanışmak', 'utangaç, minik bir uzaylıyla tanıştı'],
      ['Dünya’nın üzerinde güneşin doğuşunu izlemek', 'Dünya’nın üzerinde güneşin doğuşunu izledi'],
    ],
    climax: [
      'minik yıldızın gökyüzündeki yerini bulmasına yardım etmek',
      'minik yıldızın gökyüzündeki yerini bulmasına yardım etti',
    ],
    ending: [
      'eve dönüp pencereden yıldızın göz kırpışını izlemek',
      'eve dönüp pencereden yıldızın göz kırpışını izledi',
    ],
    topic: 'Uzay Yolculuğu',
  }),
  castle: w({
    place: 'yeşil bir tepenin üstünde kocaman bir şato',
    at: 'yeşil tepenin üstündeki şatoda',
    to: 'yeşil tepenin üstündeki şatoya',
    here: 'şatoda',
    far: 'şato surlarının ötesindeki büyülü orman',
    farTo: 'şato surlarının ötesindeki büyülü ormana',
    kind: 'kedi yavrusu',
    friendName: 'Pamuk',
    sound: 'dın dan',
    found: 'bir gül çalısının altında minicik, altın bir anahtar',
    thing: 'altın anahtar',
    thingAcc: 'altın anahtarı',
    episodes: [
      ['gıcırdayan asma köprüden geçmek', 'gıcırdayan asma köprüden geçti'],
      ['iyi kalpli bir şövalyeyle tanışmak', 'iyi kalpli bir şövalyeyle tanıştı'],
      ['kulenin döner merdivenlerini tırmanmak', 'kulenin döner merdivenlerini tırmandı'],
      ['büyük salonda dans etmek', 'büyük salonda dans etti'],
      ['şato bahçesinde piknik yapmak', 'şato bahçesinde piknik yaptı'],
      ['eski tablolara hayranlıkla bakmak', 'eski tablolara hayranlıkla baktı'],
      ['uysal bir midilliyle avluda tur atmak', 'uysal bir midilliyle avluda tur attı'],
      ['saray müzisyeninin çaldığı ezgiyi dinlemek', 'saray müzisyeninin çaldığı ezgiyi dinledi'],
    ],
    climax: [
      'altın anahtarla gizli bir kapıyı açıp kayıp tacı bulmak',
      'altın anahtarla gizli bir kapıyı açıp kayıp tacı buldu',
    ],
    ending: ['kulenin tepesinden yıldızları seyretmek', 'kulenin tepesinden yıldızları seyretti'],
    topic: 'Şato Macerası',
  }),
  dinosaur: w({
    place: 'sevimli dinozorların yaşadığı güneşli bir vadi',
    at: 'sevimli dinozorların yaşadığı güneşli vadide',
    to: 'sevimli dinozorların yaşadığı güneşli vadiye',
    here: 'vadide',
    far: 'vadinin sonundaki uykucu yanardağ',
    farTo: 'vadinin sonundaki uykucu yanardağa',
    kind: 'yavru dinozor',
    friendName: 'Tıpış',
    sound: 'güm güm',
    found: 'yapraklardan bir yuvanın içinde kocaman, benekli bir yumurta',
    thing: 'benekli yumurta',
    thingAcc: 'benekli yumurtayı',
    episodes: [
      ['uzun eğreltiotlarının arasından güm güm yürümek', 'uzun eğreltiotlarının arasından güm güm yürüdü'],
      ['uzun boyunlu, uysal bir dinozorla tanışmak', 'uzun boyunlu, uysal bir dinozorla tanıştı'],
      ['ılık bir gölette su sıçratmak', 'ılık bir gölette su sıçrattı'],
      ['bir stegozorun sırtındaki plakaları saymak', 'bir stegozorun sırtındaki plakaları saydı'],
      [
        'uzaktaki bir yanardağın pofur pofur bulut üflemesini izlemek',
        'uzaktaki bir yanardağın pofur pofur bulut üflemesini izledi',
      ],
      ['kocaman ayak izleri bulmak', 'kocaman ayak izleri buldu'],
      ['tatlı böğürtlenler yemek', 'tatlı böğürtlenler yedi'],
      ['minik bir triceratopsla yarışmak', 'minik bir triceratopsla yarıştı'],
    ],
    climax: [
      'yavru dinozor yumurtadan çıkana kadar yumurtayı sıcacık tutmak',
      'yavru dinozor yumurtadan çıkana kadar yumurtayı sıcacık tuttu',
    ],
    ending: [
      'yıldızların altında dinozorların yanına kıvrılıp yatmak',
      'yıldızların altında dinozorların yanına kıvrılıp yattı',
    ],
    topic: 'Dinozor Vadisi',
  }),
  halloween: w({
    place: 'Cadılar Bayramı gecesi ışıl ışıl parlayan sevimli bir köy',
    at: 'Cadılar Bayramı gecesi ışıl ışıl parlayan sevimli köyde',
    to: 'Cadılar Bayramı gecesi ışıl ışıl parlayan sevimli köye',
    here: 'köyde',
    far: 'köyün ötesindeki eski balkabağı tarlası',
    farTo: 'köyün ötesindeki eski balkabağı tarlasına',
    kind: 'kara kedi',
    friendName: 'Boncuk',
    sound: 'bööö, kıkır kıkır',
    found: 'gülümseyen, ışıl ışıl bir balkabağı feneri',
    thing: 'balkabağı feneri',
    thingAcc: 'balkabağı fenerini',
    episodes: [
      ['harika bir kostüm giymek', 'harika bir kostüm giydi'],
      ['şeker toplamak için kapı kapı dolaşmak', 'şeker toplamak için kapı kapı dolaştı'],
      ['kıkır kıkır gülen minik bir hayaletle tanışmak', 'kıkır kıkır gülen minik bir hayaletle tanıştı'],
      ['komik suratlı bir balkabağı oymak', 'komik suratlı bir balkabağı oydu'],
      ['yarasaların ayın etrafında dans edişini izlemek', 'yarasaların ayın etrafında dans edişini izledi'],
      [
        'hışır hışır sonbahar yapraklarının arasında yürümek',
        'hışır hışır sonbahar yapraklarının arasında yürüdü',
      ],
      ['arkadaşlarla şekerleri paylaşmak', 'arkadaşlarla şekerleri paylaştı'],
      ['kostüm geçidine katılmak', 'kostüm geçidine katıldı'],
    ],
    climax: [
      'karanlıktan korkan minik hayalet için feneri yakmak',
      'karanlıktan korkan minik hayalet için feneri yaktı',
    ],
    ending: ['fener ışığında eve yürümek', 'fener ışığında eve yürüdü'],
    topic: 'Cadılar Bayramı Gecesi',
  }),
  christmas: w({
    place: 'Noel zamanı karlar altında bir köy',
    at: 'karlar altındaki Noel köyünde',
    to: 'karlar altındaki Noel köyüne',
    here: 'köyde',
    far: 'karlı ormanın derinliklerindeki kocaman Noel ağacı',
    farTo: 'karlı ormanın derinliklerindeki kocaman Noel ağacına',
    kind: 'ren geyiği',
    friendName: 'Kartopu',
    sound: 'şıngır mıngır',
    found: 'karın içinde minicik, gümüş bir çan',
    thing: 'gümüş çan',
    thingAcc: 'gümüş çanı',
    episodes: [
      ['tombul bir kardan adam yapmak', 'tombul bir kardan adam yaptı'],
      ['kocaman bir ağacı süslemek', 'kocaman bir ağacı süsledi'],
      ['yıldız biçiminde kurabiyeler pişirmek', 'yıldız biçiminde kurabiyeler pişirdi'],
      ['kızakla tepeden aşağı kaymak', 'kızakla tepeden aşağı kaydı'],
      ['komşularla şarkılar söylemek', 'komşularla şarkılar söyledi'],
      ['hediyeleri kırmızı kurdelelerle paketlemek', 'hediyeleri kırmızı kurdelelerle paketledi'],
      ['kar tanelerini avuçlarında yakalamak', 'kar tanelerini avuçlarında yakaladı'],
      ['sıcacık kakao yudumlamak', 'sıcacık kakao yudumladı'],
    ],
    climax: [
      'yolunu kaybeden bir ren geyiği kızağı bulabilsin diye gümüş çanı çalmak',
      'yolunu kaybeden bir ren geyiği kızağı bulabilsin diye gümüş çanı çaldı',
    ],
    ending: ['ışıl ışıl ağacın yanında battaniyeye sarınmak', 'ışıl ışıl ağacın yanında battaniyeye sarındı'],
    topic: 'Noel Dileği',
  }),
  beach: w({
    place: 'denizin kıyısında güneşli bir kumsal',
    at: 'deniz kıyısındaki güneşli kumsalda',
    to: 'deniz kıyısındaki güneşli kumsala',
    here: 'kumsalda',
    far: 'kumsalın ucundaki deniz feneri',
    farTo: 'kumsalın ucundaki deniz fenerine',
    kind: 'martı',
    friendName: 'Köpük',
    sound: 'şırıl şırıl',
    found: 'cam bir şişenin içinde bir mektup',
    thing: 'şişedeki mektup',
    thingAcc: 'şişedeki mektubu',
    episodes: [
      ['kocaman bir kumdan kale yapmak', 'kocaman bir kumdan kale yaptı'],
      ['rengârenk deniz kabukları toplamak', 'rengârenk deniz kabukları topladı'],
      ['küçük dalgaların üstünden atlamak', 'küçük dalgaların üstünden atladı'],
      ['rüzgârda uçurtma uçurmak', 'rüzgârda uçurtma uçurdu'],
      ['yan yan yürüyen bir yengeci izlemek', 'yan yan yürüyen bir yengeci izledi'],
      ['buz gibi dondurma yemek', 'buz gibi dondurma yedi'],
      [
        'kayalıklardaki küçük bir su birikintisine göz atmak',
        'kayalıklardaki küçük bir su birikintisine göz attı',
      ],
      ['uzaklarda bir yelkenli görmek', 'uzaklarda bir yelkenli gördü'],
    ],
    climax: [
      'şişedeki haritayı izleyip parlak deniz kabuklarıyla dolu gizli bir sandık bulmak',
      'şişedeki haritayı izleyip parlak deniz kabuklarıyla dolu gizli bir sandık buldu',
    ],
    ending: ['güneşin denize gömülüşünü izlemek', 'güneşin denize gömülüşünü izledi'],
    topic: 'Kumsal Günü',
  }),
  dragon: w({
    place: 'sevimli bir ejderhanın yaşadığı sisli dağlar',
    at: 'sevimli bir ejderhanın yaşadığı sisli dağlarda',
    to: 'sevimli bir ejderhanın yaşadığı sisli dağlara',
    here: 'dağlarda',
    far: 'dağların en yüksek zirvesi',
    farTo: 'dağların en yüksek zirvesine',
    kind: 'ejderha',
    friendName: 'Kıvılcım',
    sound: 'vuuş vuuş',
    found: 'ılık, pırıl pırıl bir ejderha pulu',
    thing: 'ejderha pulu',
    thingAcc: 'ejderha pulunu',
    episodes: [
      ['ejderha sırtında tepelerin üstünden uçmak', 'ejderha sırtında tepelerin üstünden uçtu'],
      ['minicik bir alev nefesiyle marşmelov kızartmak', 'minicik bir alev nefesiyle marşmelov kızarttı'],
      [
        'parlayan kristallerle dolu bir mağarayı keşfetmek',
        'parlayan kristallerle dolu bir mağarayı keşfetti',
      ],
      ['gökkuşağından bir köprüyü geçmek', 'gökkuşağından bir köprüyü geçti'],
      ['bir şelalenin altında oynamak', 'bir şelalenin altında oynadı'],
      ['ejderhanın parıl parıl hazinelerini saymak', 'ejderhanın parıl parıl hazinelerini saydı'],
      ['eski bir ejderha şarkısı öğrenmek', 'eski bir ejderha şarkısı öğrendi'],
      ['bulutların şekilden şekle girişini izlemek', 'bulutların şekilden şekle girişini izledi'],
    ],
    climax: [
      'yumuşacık bir şarkıyla ejderhanın kaybolan sesini geri getirmek',
      'yumuşacık bir şarkıyla ejderhanın kaybolan sesini geri getirdi',
    ],
    ending: ['ejderhanın sıcacık kuyruğunda dinlenmek', 'ejderhanın sıcacık kuyruğunda dinlendi'],
    topic: 'Ejderha Dostluğu',
  }),
  superhero: w({
    place: 'gökdelenlerle dolu kocaman bir şehir',
    at: 'gökdelenlerle dolu kocaman şehirde',
    to: 'gökdelenlerle dolu kocaman şehre',
    here: 'şehirde',
    far: 'şehrin en yüksek kulesi',
    farTo: 'şehrin en yüksek kulesine',
    kind: 'köpek yavrusu',
    friendName: 'Şimşek',
    sound: 'vuuş, vızzz',
    found: 'bir kutunun içinde ışıl ışıl bir pelerin',
    thing: 'pelerin',
    thingAcc: 'pelerini',
    episodes: [
      ['çatıların üstünden uçmak', 'çatıların üstünden uçtu'],
      ['ağaçta kalan bir kedi yavrusunu indirmek', 'ağaçta kalan bir kedi yavrusunu indirdi'],
      ['bir komşunun market poşetlerini taşımak', 'bir komşunun market poşetlerini taşıdı'],
      ['parktaki kırık salıncağı onarmak', 'parktaki kırık salıncağı onardı'],
      ['şehir meydanına çiçek dikmek', 'şehir meydanına çiçek dikti'],
      ['ağlayan bir arkadaşı neşelendirmek', 'ağlayan bir arkadaşı neşelendirdi'],
      ['kaçan bir balonu yakalamak', 'kaçan bir balonu yakaladı'],
      ['arkadaşlarla parkı temizlemek', 'arkadaşlarla parkı temizledi'],
    ],
    climax: [
      'iyilik ve yardımlaşmayla şehrin ışıklarını yeniden yakmak',
      'iyilik ve yardımlaşmayla şehrin ışıklarını yeniden yaktı',
    ],
    ending: ['pelerini gece için askıya asmak', 'pelerini gece için askıya astı'],
    topic: 'Süper Kahraman Günü',
  }),
  doctor: w({
    place: 'ışıl ışıl, sevimli bir klinik',
    at: 'ışıl ışıl, sevimli klinikte',
    to: 'ışıl ışıl, sevimli kliniğe',
    here: 'klinikte',
    far: 'kliniğin arkasındaki tepenin üstündeki park',
    farTo: 'kliniğin arkasındaki tepenin üstündeki parka',
    kind: 'oyuncak ayı',
    friendName: 'Pofuduk',
    sound: 'küt küt, küt küt',
    found: 'içinde gerçek bir stetoskop olan bir doktor çantası',
    thing: 'stetoskop',
    thingAcc: 'stetoskobu',
    episodes: [
      ['güler yüzlü hemşireye merhaba demek', 'güler yüzlü hemşireye merhaba dedi'],
      ['stetoskopla kalp atışlarını dinlemek', 'stetoskopla kalp atışlarını dinledi'],
      ['boy ölçümü için dimdik durmak', 'boy ölçümü için dimdik durdu'],
      ['baloncuk üfler gibi derin, yavaş nefesler almak', 'baloncuk üfler gibi derin, yavaş nefesler aldı'],
      ['bekleme salonundaki akvaryumda balıkları izlemek', 'bekleme salonundaki akvaryumda balıkları izledi'],
      ['doktora bir sürü soru sormak', 'doktora bir sürü soru sordu'],
      [
        'kısacık bir iğne sırasında sevgiyle uzanan bir eli sımsıkı tutmak',
        'kısacık bir iğne sırasında sevgiyle uzanan bir eli sımsıkı tuttu',
      ],
      ['rengârenk bir çıkartma seçmek', 'rengârenk bir çıkartma seçti'],
    ],
    climax: [
      'hem çabucak biten hem de vücudun güçlü kalmasına yardım eden muayenede cesur davranmak',
      'hem çabucak biten hem de vücudun güçlü kalmasına yardım eden muayenede cesur davrandı',
    ],
    ending: ['gururla eve dönmek', 'gururla eve döndü'],
    topic: 'Cesur Doktor Ziyareti',
  }),
  school: w({
    place: 'kırmızı kapılı, neşeli bir okul',
    at: 'kırmızı kapılı, neşeli okulda',
    to: 'kırmızı kapılı, neşeli okula',
    here: 'okulda',
    far: 'şehrin öbür ucundaki büyük müze',
    farTo: 'şehrin öbür ucundaki büyük müzeye',
    kind: 'sınıfın hamsteri',
    friendName: 'Fındık',
    sound: 'zırrr zırrr',
    found: 'bir kutu sihirli boya kalemi',
    thing: 'sihirli boya kalemleri',
    thingAcc: 'sihirli boya kalemlerini',
    episodes: [
      ['sırt çantasını askıya asmak', 'sırt çantasını askıya astı'],
      ['yeni bir arkadaş edinmek', 'yeni bir arkadaş edindi'],
      ['kocaman, rengârenk bir resim yapmak', 'kocaman, rengârenk bir resim yaptı'],
      ['bloklardan bir kule yapıp blokları saymak', 'bloklardan bir kule yapıp blokları saydı'],
      ['halka olup bir şarkı söylemek', 'halka olup bir şarkı söyledi'],
      ['resimli bir kitap okumak', 'resimli bir kitap okudu'],
      ['teneffüste kaydıraktan vınn diye kaymak', 'teneffüste kaydıraktan vınn diye kaydı'],
      ['bir arkadaşla beslenmesini paylaşmak', 'bir arkadaşla beslenmesini paylaştı'],
    ],
    climax: [
      'kütüphaneye kadar gezmeye giden minik hamster Ceviz’i bulmak',
      'kütüphaneye kadar gezmeye giden minik hamster Ceviz’i buldu',
    ],
    ending: ['evdekilere günü baştan sona anlatmak', 'evdekilere günü baştan sona anlattı'],
    topic: 'Okul Günü',
  }),
  birthday: w({
    place: 'bahçede kocaman bir doğum günü partisi',
    at: 'bahçedeki doğum günü partisinde',
    to: 'bahçedeki doğum günü partisine',
    here: 'partide',
    far: 'bahçenin dibindeki eski ağaç ev',
    farTo: 'bahçenin dibindeki eski ağaç eve',
    kind: 'köpek yavrusu',
    friendName: 'Kurabiye',
    sound: 'pat pat',
    found: 'kocaman fiyonklu, sürpriz bir hediye',
    thing: 'sürpriz hediye',
    thingAcc: 'sürpriz hediyeyi',
    episodes: [
      ['rengârenk balonlar şişirmek', 'rengârenk balonlar şişirdi'],
      ['parıltılı parti şapkaları takmak', 'parıltılı parti şapkaları taktı'],
      ['sandalye kapmaca oynamak', 'sandalye kapmaca oynadı'],
      ['şapkadan tavşan çıkaran bir sihirbazı izlemek', 'şapkadan tavşan çıkaran bir sihirbazı izledi'],
      ['arkadaşlarla dans etmek', 'arkadaşlarla dans etti'],
      ['şekerlerle dolu bir pinyataya vurmak', 'şekerlerle dolu bir pinyataya vurdu'],
      ['mumların önünde bir dilek tutmak', 'mumların önünde bir dilek tuttu'],
      ['arkadaşlardan gelen kartları açmak', 'arkadaşlardan gelen kartları açtı'],
    ],
    climax: [
      'pastanın son dilimini hiç pasta alamamış bir arkadaşla paylaşmak',
      'pastanın son dilimini hiç pasta alamamış bir arkadaşla paylaştı',
    ],
    ending: ['elinde bir balonla yatağa gitmek', 'elinde bir balonla yatağa gitti'],
    topic: 'En Güzel Doğum Günü',
  }),
  bedtime: w({
    place: 'sıcacık, rahat bir yatak odası',
    at: 'sıcacık yatak odasında',
    to: 'sıcacık yatak odasına',
    here: 'odada',
    far: 'rüyalar ülkesinin bulutlarındaki şato',
    farTo: 'rüyalar ülkesinin bulutlarındaki şatoya',
    kind: 'oyuncak ayı',
    friendName: 'Tontiş',
    sound: 'şşş, şşş',
    found: 'pencereden süzülen gümüş bir ay ışığı',
    thing: 'ay ışığı',
    thingAcc: 'ay ışığını',
    episodes: [
      ['yumuşacık pijamalar giymek', 'yumuşacık pijamalar giydi'],
      ['dişleri tek tek fırçalamak', 'dişleri tek tek fırçaladı'],
      ['bir uyku masalı okumak', 'bir uyku masalı okudu'],
      ['oyuncaklara iyi geceler demek', 'oyuncaklara iyi geceler dedi'],
      ['çitin üstünden atlayan koyunları saymak', 'çitin üstünden atlayan koyunları saydı'],
      ['pamuk gibi bir bulut yastıkta süzülmek', 'pamuk gibi bir bulut yastıkta süzüldü'],
      ['cama tıpır tıpır vuran yağmuru dinlemek', 'cama tıpır tıpır vuran yağmuru dinledi'],
      ['rüyada aya kadar uçmak', 'rüyada aya kadar uçtu'],
    ],
    climax: [
      'oyuncak ayı da kendini güvende hissetsin diye gece lambasını yakmak',
      'oyuncak ayı da kendini güvende hissetsin diye gece lambasını yaktı',
    ],
    ending: ['gözlerini usulca yummak', 'gözlerini usulca yumdu'],
    topic: 'İyi Geceler Macerası',
  }),
};

/** A custom theme: the parent's text is only ever quoted as the topic of the adventure. */
const custom = (raw: string): TurkishWords => {
  const text = raw.trim();
  return {
    place: 'dileklerin çiçek açtığı sihirli bir çayır',
    at: 'dileklerin çiçek açtığı sihirli çayırda',
    to: 'dileklerin çiçek açtığı sihirli çayıra',
    here: 'çayırda',
    far: 'çayırın ötesinde gökkuşağının bittiği yer',
    farTo: 'çayırın ötesinde gökkuşağının bittiği yere',
    kind: 'tilki',
    friendName: 'Tarçın',
    sound: 'tra la la',
    found: `“${text}” macerasına giden yolu gösteren bir harita`,
    thing: 'harita',
    thingAcc: 'haritayı',
    episodes: [
      ['küçük, tahta bir köprüden geçmek', 'küçük, tahta bir köprüden geçti'],
      ['bilge, yaşlı bir baykuşla tanışmak', 'bilge, yaşlı bir baykuşla tanıştı'],
      ['yumuşak eğimli bir tepeye tırmanmak', 'yumuşak eğimli bir tepeye tırmandı'],
      ['çiçeklerle dolu bir tarla bulmak', 'çiçeklerle dolu bir tarla buldu'],
      ['bir gökkuşağının peşinden gitmek', 'bir gökkuşağının peşinden gitti'],
      ['sakin bir göletin kenarında dinlenmek', 'sakin bir göletin kenarında dinlendi'],
      ['küçük bir bilmeceyi çözmek', 'küçük bir bilmeceyi çözdü'],
      ['atıştırmalıkları paylaşmak', 'atıştırmalıkları paylaştı'],
    ],
    climax: [
      `bir arkadaşa yardım edip “${text}” macerasını gerçeğe dönüştürmek`,
      `bir arkadaşa yardım edip “${text}” macerasını gerçeğe dönüştürdü`,
    ],
    ending: ['ay ışığında eve yürümek', 'ay ışığında eve yürüdü'],
    topic: `“${text}” Macerası`,
  };
};

// --- Lines --------------------------------------------------------------------------------------

type C = LineContext<TurkishWords>;
const ep = (c: C) => c.words.episodes[c.episode] as Deed;
/** Turkish capitals: "ışık" → "Işık", "iyi" → "İyi". */
const cap = (s: string) => s.charAt(0).toLocaleUpperCase('tr') + s.slice(1);
/** "yüzdü" → "yüzdüler", "geçti" → "geçtiler". */
const plural = (past: string) => `${past}${isBack(past) ? 'lar' : 'ler'}`;
/** The verbal noun: "yüzmek" → "yüzme" ("yüzme vakti"). */
const noun = (inf: string) => inf.replace(/k$/, '');
/** "yüzmek" → "yüzmeye", "saymak" → "saymaya". */
const toDo = (inf: string) => `${noun(inf)}${isBack(inf) ? 'ya' : 'ye'}`;
/** "yüzmek" → "yüzmeyi". */
const doing = (inf: string) => `${noun(inf)}${isBack(inf) ? 'yı' : 'yi'}`;
/** A companion's name with a case suffix; companion names are always Turkish, so harmony is known. */
const palOf = (words: TurkishWords, kind: NameCase) => withSuffix(words.friendName, kind) ?? words.friendName;
/** The story's companion with a case suffix: "Pırıl’a". */
const pal = (c: C, kind: NameCase) => palOf(c.words, kind);
/** A companion's name with "too": "Pırıl da", "Şimşek de". */
const too = (words: TurkishWords) => `${words.friendName} ${isBack(words.friendName) ? 'da' : 'de'}`;
const palToo = (c: C) => too(c.words);
const friend = (c: C) => `${c.words.kind} ${c.words.friendName}`;

type L = Line<TurkishWords>;

const lines: LanguagePack<TurkishWords>['lines'] = {
  opening: {
    baby: [
      (c) => `Merhaba ${c.name}, işte ${c.words.place}!`,
      (c) => `Bak ${c.name}, bak, burası ${c.words.place}!`,
      (c) => `Ce-ee ${c.name}, ${c.words.to} hoş geldin!`,
    ],
    young: [
      (c) =>
        `Bir gün ${c.name} gözlerini açtığında kendini ${c.words.at} buldu; ${c.words.kind} ${palToo(c)} onu oyun oynamak için bekliyordu.`,
      (c) =>
        `Bir zamanlar ${c.name}, en yakın arkadaşı ${friend(c)} ile birlikte ${c.words.to} doğru yola çıktı.`,
      (c) =>
        `${c.name} hep ${c.words.to} gitmeyi hayal ederdi ve bugün ${friend(c)} ona yolu göstermeye geldi.`,
    ],
    older: [
      (c) =>
        `${c.name} ${c.words.to} vardığı anda her yerde tarif edilemez bir büyü vardı; ${friend(c)} ise çoktan oradaydı ve gülümsüyordu.`,
      (c) =>
        `${c.name} böyle yerleri hep kitaplardan okumuştu, ama ${c.words.at} ${friend(c)} ile yan yana durmak bambaşka bir duyguydu.`,
      (c) =>
        `En güzel maceralar gibi bu da sıradan bir anda başladı: ${friend(c)} önden gitti ve ${c.name} peşinden ${c.words.to} adım attı.`,
    ],
  },
  episode: {
    baby: [
      (c) => `${c.name} ile ${c.words.friendName} ${plural(ep(c)[1])}, ${c.words.sound}!`,
      (c) => `Sıra ${toDo(ep(c)[0])} geldi, ${c.name}!`,
      (c) => `Bir daha, bir daha, ${c.name} ${ep(c)[1]}!`,
      (c) => `Yaşasın, ${c.name} ${ep(c)[1]}!`,
      (c) => `Ooo, bak bak, ${c.name} ${ep(c)[1]}!`,
      (c) => `Şimdi de ${noun(ep(c)[0])} zamanı, ${c.name}!`,
      (c) => `Tak tak, el çırp: ${c.name} ${ep(c)[1]}!`,
      (c) => `Vay, ${c.words.friendName} ile ${c.name} ${plural(ep(c)[1])}!`,
    ],
    young: [
      (c) => `Sonra ${c.name} ile ${c.words.friendName} kahkahalar atarak ${plural(ep(c)[1])}.`,
      (c) =>
        `“Hadi, ${toDo(ep(c)[0])} ne dersin?” diye sordu ${c.words.friendName} ve ${c.name} hemen başını salladı.`,
      (c) => `Ardından ${c.name} ${ep(c)[1]} ve bu, anlatıldığından bile daha eğlenceliydi.`,
      (c) => `${c.words.friendName} alkışlarken ${c.name} ${ep(c)[1]}.`,
      (c) =>
        `İki arkadaş birlikte ${ep(c)[1]}; ${c.name} öyle mutluydu ki yüzündeki gülümseme hiç eksik olmadı.`,
      (c) => `${c.name} ${ep(c)[1]}, ${palToo(c)} ona sevgiyle “Aferin!” dedi.`,
      (c) => `Bu kez ${c.name} ${ep(c)[1]} ve ${c.words.friendName} hayranlıkla baktı.`,
      (c) => `Sıradaki macera belliydi: ${c.name} ile ${c.words.friendName} ${plural(ep(c)[1])}.`,
    ],
    older: [
      (c) =>
        `Biraz sonra ${c.name} ile ${c.words.friendName} ${plural(ep(c)[1])} ve bir süreliğine dünyanın geri kalanı çok uzaklarda kaldı.`,
      (c) =>
        `“${cap(toDo(ep(c)[0]))} hazır mısın?” diye sordu ${c.words.friendName}; ${c.name} daha cevap veremeden gözlerindeki pırıltı her şeyi söyledi.`,
      (c) =>
        `${cap(c.words.here)} kimsenin acelesi yoktu; bu yüzden ${c.name} yavaş yavaş ${ep(c)[1]} ve çevresindeki her küçük ayrıntıyı fark etti.`,
      (c) =>
        `${c.name} o gün ${doing(ep(c)[0])} hiç beklemiyordu, ama maceranın en unutulmaz anı tam da bu oldu.`,
      (c) =>
        `${c.words.friendName} hemen yanındaydı; ${c.name} cesaretini toplayıp ${ep(c)[1]} ve biraz cesaretin her şeyi daha parlak yaptığını keşfetti.`,
      (c) =>
        `${c.name} için ${ep(c)[0]} bambaşka bir deneyimdi ve bu anı hiç unutmayacağını daha o an biliyordu.`,
      (c) =>
        `Zaman sanki yavaşlamıştı; ${c.name} ile ${c.words.friendName} hiç acele etmeden ${plural(ep(c)[1])}.`,
      (c) =>
        `${c.words.friendName} bir fikir ortaya attı ve çok geçmeden ${c.name} ${ep(c)[1]}; fikir beklenenden de güzel çıktı.`,
    ],
  },
  ending: {
    baby: [
      (c) => `İyi geceler ${c.name}, tatlı rüyalar.`,
      (c) => `Ninni ninni, ${c.name} uyusun da büyüsün.`,
      (c) => `Pış pış, ${c.name} ile ${c.words.friendName} mışıl mışıl uyuyorlar.`,
    ],
    young: [
      (c) =>
        `Sonunda ${noun(c.words.ending[0])} vakti geldi ve ${c.name} mutlu bir kalple mışıl mışıl uykuya daldı.`,
      (c) =>
        `Akşam olunca ${c.name} ile ${c.words.friendName} ${plural(c.words.ending[1])}; sonra tatlı rüyaların sırası geldi.`,
      (c) => `“Her şey için teşekkürler,” diye fısıldadı ${c.name}; sonra ${c.words.ending[1]}.`,
    ],
    older: [
      (c) =>
        `Gün yavaş yavaş geceye karışırken ${c.name} ${c.words.ending[1]}; bütün macerayı içinde sıcak bir ışık gibi taşıyordu ve o gece her zamankinden huzurlu uyudu.`,
      (c) =>
        `Sonra, yorganına sarınmış, gözleri kapanırken ${c.name} ${pal(c, 'acc')} ve bugünü düşünüp gülümsedi, çünkü bazı maceralar bittikten çok sonra bile insanın içinde yaşamaya devam eder.`,
      (c) =>
        `${c.name} ile ${c.words.friendName} ${plural(c.words.ending[1])}; sonra ${c.name}, yarının neler getireceğini merak ederek yavaş yavaş uykuya daldı.`,
    ],
  },
};

const plots: LanguagePack<TurkishWords>['plots'] = {
  treasure: {
    discovery: {
      baby: [
        (c) => `Aaa, ${c.name} ${c.words.found} buldu!`,
        (c) => `Bak ${c.name}, ${c.words.found}!`,
        (c) => `${cap(c.words.sound)}, ${c.name} ${c.words.found} gördü!`,
      ],
      young: [
        (c) =>
          `Tam o sırada ${c.name} ${c.words.found} gördü ve ${c.words.friendName} sevinçle “Ne güzel bir sürpriz!” diye bağırdı.`,
        (c) => `Birden bir şey parıldadı; ${c.name} eğilip baktı ve ${c.words.found} buldu.`,
        (c) => `“Şuraya bak!” diye seslendi ${c.words.friendName}; orada ${c.words.found} vardı.`,
      ],
      older: [
        (c) =>
          `Kimsenin bakmayı akıl etmediği bir köşede ${c.words.found} vardı ve ${c.name} onu görünce merakla ürperdi.`,
        (c) =>
          `${c.words.friendName} hiçbir şey söylemeden durup işaret etti: orada, sessizliğin içinde, ${c.words.found} bekliyordu.`,
        (c) =>
          `Bazı keşifler sanki yıllardır yalnızca seni bekliyormuş gibi gelir; ${c.name}, ${c.words.found} bulduğunda tam olarak böyle hissetti.`,
      ],
    },
    episodes: {
      baby: [
        (c) => `Yakından bak, ${c.name}: pırıl pırıl!`,
        (c) => `Yavaşça, dikkatlice! ${c.name} ${c.words.thingAcc} taşıyor.`,
        () => 'Bu ne işe yarar? Hımm!',
      ],
      young: [
        (c) =>
          `${c.name} ${c.words.thingAcc} yakından inceledi; ${c.words.thing} sanki “Merhaba!” der gibi biraz daha parladı.`,
        (c) => `${c.name}, başına bir şey gelmesin diye ${c.words.thingAcc} yol boyunca çok dikkatli taşıdı.`,
        (c) =>
          `“Sence bu ne işe yarıyor?” diye sordu ${c.words.friendName}. ${c.name} henüz bilmiyordu, ama içinde bir his vardı.`,
      ],
      older: [
        (c) =>
          `Yakından bakınca ${c.words.thing} daha da büyüleyiciydi: ${c.name} ona her gülümsediğinde ışığı biraz daha artıyordu.`,
        (c) =>
          `${c.name}, ${c.words.thingAcc} sanki camdan yapılmış gibi büyük bir özenle taşıyordu; ${c.words.friendName} ise dört bir yanı gözlüyordu.`,
        (c) =>
          `Oturup kafa yordular: ${c.words.thing} bugün karşılarına çıktıysa bunun mutlaka bir nedeni vardı ve ${c.name} o nedeni bulmaya kararlıydı.`,
      ],
    },
    thread: {
      baby: [
        (c) => `${cap(c.words.thingAcc)} sıkıca tut, ${c.name}!`,
        (c) => `Parıl parıl, ${c.words.thing} parlıyor!`,
        (c) => `${palToo(c)} ${c.words.thingAcc} çok seviyor.`,
        (c) => `Ooo, ${c.words.thing} ne güzel!`,
      ],
      young: [
        (c) => `${c.name} ${c.words.thingAcc} hiç yanından ayırmadı.`,
        (c) => `“${cap(c.words.thing)} bize şans getirecek,” dedi ${c.words.friendName}.`,
        (c) => `Arada bir ${c.name} durup ${c.words.thingAcc} hayranlıkla seyretti.`,
        (c) => `${c.words.friendName}, “Sence ${c.words.thing} nereden geldi?” diye sordu.`,
      ],
      older: [
        (c) =>
          `${c.name}, ${c.words.thingAcc} birkaç adımda bir yokluyordu; hâlâ yanında olduğundan emin olmak istiyordu.`,
        (c) => `${c.words.friendName}, ${c.words.thing} hakkında kafasında bin bir hikâye kuruyordu.`,
        (c) =>
          `Bazen ${c.name}, ${c.words.thingAcc} ışığa tutuyor ve içinde küçük bir sır saklanıyormuş gibi hissediyordu.`,
        (c) =>
          `İkisi de söylemiyordu, ama ${c.words.thingAcc} birlikte bulmak aralarındaki bağı daha da güçlendirmişti.`,
      ],
    },
    climax: {
      baby: [
        (c) => `Yavaşça, usulca, ${c.name} ile ${c.words.friendName} ${plural(c.words.climax[1])}.`,
        (c) => `Aferin ${c.name}, ${doing(c.words.climax[0])} başardın!`,
        (c) => `Minik ellerle, kocaman bir kalple ${c.name} ${c.words.climax[1]}.`,
      ],
      young: [
        (c) => `Sonra en büyük an geldi: ${c.name} derin bir nefes aldı ve ${c.words.climax[1]}.`,
        (c) =>
          `“Birlikte başarırız!” dedi ${c.name}; sonra ${c.words.friendName} ile el ele verip ${plural(c.words.climax[1])}.`,
        (c) =>
          `${c.name} ${c.words.thingAcc} hatırladı, uzun uzun düşündü ve sonunda nazikçe ${c.words.climax[1]}.`,
      ],
      older: [
        (c) =>
          `Her şey sanki nefesini tutmuştu; ${c.name} hem cesur hem nazik olmaya karar verdi ve sabırla ${c.words.climax[1]}.`,
        (c) =>
          `Vazgeçmek kolay olurdu, ama ${c.name} ${c.words.thingAcc} hatırladı, içini sakinleştirdi ve adım adım düşünerek ${c.words.climax[1]}.`,
        (c) =>
          `${c.name}, cesaretin hiç korkmamak değil, korksan da doğru olanı yapmak olduğunu anladı ve tam da bu cesaretle ${c.words.climax[1]}.`,
      ],
    },
    resolution: {
      baby: [
        (c) => `Yaşasın, ${c.name} ile ${c.words.friendName} el çırpıyor!`,
        (c) => `${cap(c.words.thing)} ışıl ışıl, herkes mutlu!`,
      ],
      young: [
        (c) =>
          `Sonra ${c.name} ile ${c.words.friendName}, ${c.words.thingAcc} ortaya koyup sevinçle dans ettiler.`,
        (c) => `Herkes toplandı ve ${c.name} ${c.words.thingAcc} gururla gösterdi.`,
      ],
      older: [
        (c) =>
          `Günün sonunda ${c.name} ile ${c.words.friendName}, ${c.words.thingAcc} aralarına koyup bu tuhaf, güzel günü kutladılar.`,
        (c) =>
          `${c.name} içinden, bu hazinenin asıl değerinin onu bir arkadaşla birlikte bulmak olduğunu düşündü.`,
      ],
    },
  },
  lost: {
    discovery: {
      baby: [
        (c) => `Ah, ${c.words.friendName} ${c.words.thingAcc} kaybetmiş!`,
        (c) => `Eyvah, ${c.words.thing} kayıp, ${c.name}!`,
      ],
      young: [
        (c) =>
          `Birden ${c.words.friendName} durdu ve üzgün üzgün, “${cap(c.words.thingAcc)} kaybettim!” dedi.`,
        (c) =>
          `${c.words.friendName} ${c.words.thingAcc} kaybetmişti; her yere baktı, ama hiçbir yerde bulamadı.`,
      ],
      older: [
        (c) =>
          `${c.words.friendName} birden durdu; yüzü asılmıştı, çünkü ${c.words.thingAcc} kaybettiğini yeni fark etmişti.`,
        (c) =>
          `“${cap(c.words.thing)} az önce buradaydı, ama şimdi yok,” dedi ${c.words.friendName} titreyen bir sesle.`,
      ],
    },
    episodes: {
      baby: [
        (c) => `Yukarı, aşağı! ${c.name} bakıyor da bakıyor.`,
        (c) => `${cap(c.words.thingAcc)} gören var mı? Yok, yok!`,
        () => 'Bir parıltı! Aaa, bu o değil.',
      ],
      young: [
        (c) =>
          `${c.name} ile ${c.words.friendName} ${c.words.here} aşağıya yukarıya, altına üstüne, her yere baktılar.`,
        (c) =>
          `Karşılaştıkları herkese “${cap(c.words.thingAcc)} gördünüz mü?” diye sordular, ama gören olmamıştı.`,
        (c) => `Yerde bir şey parladı; ${c.name} koşup baktı, ama bu yalnızca bir düğmeydi.`,
      ],
      older: [
        (c) =>
          `Yukarıda, aşağıda, her şeyin altında ve üstünde aradılar, ama ${c.words.thing} sanki yer yarılmış da içine girmişti.`,
        (c) =>
          `${c.name}, yolda rastladıkları herkese ${c.words.thingAcc} görüp görmediklerini sordu; kimi başını iki yana salladı, kimi gözünü dört açacağına söz verdi.`,
        (c) =>
          `Gözüne parlak bir şey çarpınca ${c.name} umutla yerinden fırladı; ama bu, yerde göz kırpan kayıp bir düğmeden başka bir şey değildi.`,
      ],
    },
    thread: {
      baby: [
        (c) => `Nerede, nerede, ${c.words.thing} nerede?`,
        (c) => `${c.name} sağa bakıyor, sola bakıyor.`,
        (c) => `${palToo(c)} arıyor, ara ara ara!`,
        (c) => `Hâlâ yok, ama ${c.name} pes etmiyor!`,
      ],
      young: [
        (c) => `${cap(c.words.thing)} hâlâ ortalarda görünmüyordu.`,
        (c) => `${c.name} her köşeye tek tek baktı.`,
        (c) => `“Belki şuradadır!” dedi ${c.words.friendName}, ama orada da yoktu.`,
        (c) => `${c.name} ${c.words.thingAcc} aramaktan hiç vazgeçmedi.`,
      ],
      older: [
        (c) => `${cap(c.words.thing)} hâlâ hiçbir yerde yoktu, ama ${c.name} umudunu yitirmedi.`,
        (c) => `${c.name} baktıkları yerleri kafasında tek tek sayıyor, hiçbirini atlamamaya çalışıyordu.`,
        (c) =>
          `${c.words.friendName} arada bir iç çekiyordu; ${c.name} ise ona cesaret veren bir gülümsemeyle bakıyordu.`,
        () => 'Her köşede bir umut doğuyor, sonra yine sönüyordu, ama arama sürdü.',
      ],
    },
    climax: {
      baby: [
        (c) => `Buldu, buldu, ${c.name} ${c.words.thingAcc} buldu!`,
        (c) => `Aaa, işte ${c.words.thing}, ${c.words.sound}!`,
      ],
      young: [
        (c) => `Sonunda ${c.name} eğilip baktı ve işte oradaydı, kayıp ${c.words.thing}!`,
        (c) => `“Buldum!” diye bağırdı ${c.name} ve ${c.words.thingAcc} havaya kaldırdı.`,
      ],
      older: [
        (c) => `Tam umutlar tükenmek üzereyken ${c.name} bir pırıltı gördü: kayıp ${c.words.thing} oradaydı!`,
        (c) =>
          `${c.name} son bir kez eğilip baktı ve kalbi hızla çarptı; ${c.words.thing} sessizce onları bekliyordu.`,
      ],
    },
    resolution: {
      baby: [
        (c) => `${c.name} ${c.words.thingAcc} ${pal(c, 'dat')} veriyor.`,
        (c) => `Sarıl ${c.name}, ${c.words.friendName} çok mutlu!`,
      ],
      young: [
        (c) =>
          `${c.name}, ${c.words.thingAcc} ${pal(c, 'dat')} geri verdi ve ${c.words.friendName} ona kocaman sarıldı.`,
        (c) => `“Teşekkür ederim, ${c.name}!” dedi ${c.words.friendName}; artık gülümsüyordu.`,
      ],
      older: [
        (c) =>
          `${c.name}, ${c.words.thingAcc} ${pal(c, 'dat')} uzattığında arkadaşının gözleri minnetle doldu.`,
        (c) =>
          `${c.words.friendName} ${c.words.thingAcc} geri alınca sımsıkı tuttu ve ${c.name} için “İyi ki varsın,” diye fısıldadı.`,
      ],
    },
  },
  'new-friend': {
    discovery: {
      baby: [
        (c) => `Bak, bir ${c.other.kind}: ${c.other.friendName}!`,
        (c) => `Şşş, utangaç ${c.other.kind} ${c.other.friendName} saklanıyor!`,
      ],
      young: [
        (c) => `Bir kenardan utangaç bir ${c.other.kind} onlara bakıyordu: ${c.other.friendName}.`,
        (c) => `${c.name}, yalnız başına duran ${c.other.kind} ${palOf(c.other, 'acc')} fark etti.`,
      ],
      older: [
        (c) =>
          `Biraz ötede utangaç bir ${c.other.kind} onları izliyordu; adının ${c.other.friendName} olduğunu sonradan öğreneceklerdi.`,
        (c) =>
          `${c.name}, uzaktan kendilerine bakan ${c.other.kind} ${palOf(c.other, 'acc')} fark etti; yaklaşmak istiyor ama cesaret edemiyor gibiydi.`,
      ],
    },
    episodes: {
      baby: [
        (c) => `El salla, ${c.name}! Aaa, ${c.other.friendName} saklandı!`,
        (c) => `${palOf(c.other, 'dat')} minik bir hediye. İşte burada!`,
        (c) => `Otur, otur. Sessizce, ${c.name}. Şşş.`,
      ],
      young: [
        (c) =>
          `${c.name}, ${palOf(c.other, 'dat')} el salladı, ama ${c.other.friendName} hemen yine saklandı.`,
        (c) =>
          `${c.name}, ${c.other.friendName} bulsun diye küçük bir hediye bıraktı ve biraz geri çekilip bekledi.`,
        (c) => `${c.name}, ${c.other.friendName} korkmasın diye onun yakınına sessizce oturdu.`,
      ],
      older: [
        (c) =>
          `${c.name} el salladığında ${c.other.friendName} hemen saklandı, ama saklandığı yerden meraklı bir göz hâlâ dışarı bakıyordu.`,
        (c) =>
          `${c.name} küçük bir hediye seçti ve onu ikisinin tam ortasına bıraktı: söze gerek duymayan bir davet.`,
        (c) =>
          `${c.name}, ${palOf(c.other, 'acc')} kovalamak yerine yakınına oturup bekledi, çünkü utangaç arkadaşların zamana ihtiyacı vardır.`,
      ],
    },
    thread: {
      baby: [
        (c) => `${c.name} ${palOf(c.other, 'dat')} el sallıyor.`,
        (c) => `Gel ${c.other.friendName}, gel, korkma!`,
        (c) => `${c.other.friendName} yavaşça yaklaşıyor, tıpış tıpış.`,
        (c) => `Bak ${c.other.friendName}, burası çok güzel!`,
      ],
      young: [
        (c) => `${c.name}, ${palOf(c.other, 'dat')} etrafı gösterdi.`,
        (c) => `“Gel, sana en güzel yeri göstereyim,” dedi ${c.name}.`,
        (c) => `${c.other.friendName} hâlâ biraz çekingendi, ama artık gülümsüyordu.`,
        (c) => `${c.words.friendName}, ${palOf(c.other, 'dat')} en sevdiği oyunu anlattı.`,
      ],
      older: [
        (c) =>
          `${c.name}, ${palOf(c.other, 'dat')} en sevdiği yerleri birer birer gösterdi ve her birinin hikâyesini anlattı.`,
        (c) => `${c.other.friendName} başta hep bir adım geride yürüyordu, ama o mesafe gitgide kısalıyordu.`,
        (c) => `${palToo(c)} yeni arkadaşın çekingenliğini anlıyor, onu hiç zorlamadan bekliyordu.`,
        (c) => `Yeni biriyle tanışmak insanı biraz heyecanlandırır; ${c.name} bunu bildiği için sabırlıydı.`,
      ],
    },
    climax: {
      baby: [
        (c) => `${too(c.other)} oyuna katılıyor, yaşasın!`,
        (c) => `Kıkır kıkır, ${c.other.friendName} gülüyor!`,
      ],
      young: [
        (c) => `Sonunda ${c.other.friendName} oyuna katıldı ve kahkahalarla güldü.`,
        (c) =>
          `“Ben de oynayabilir miyim?” diye sordu ${c.other.friendName}; herkes hep bir ağızdan “Tabii ki!” dedi.`,
      ],
      older: [
        (c) =>
          `Sonra beklenmedik bir şey oldu: ${c.other.friendName} oyuna katıldı ve kahkahası her yeri doldurdu.`,
        (c) =>
          `${c.other.friendName} ilk kez gerçekten güldü; o an ${c.name} utangaçlığın yerini güvenin aldığını hissetti.`,
      ],
    },
    resolution: {
      baby: [
        () => 'Bir, iki, üç: üç arkadaş!',
        (c) => `${c.name}, ${c.words.friendName} ve ${c.other.friendName} el ele!`,
      ],
      young: [
        (c) => `Artık ${c.name}, ${c.words.friendName} ve ${c.other.friendName} üç iyi arkadaştı.`,
        () => 'Üç arkadaş yan yana oturdu ve birbirlerine gülümsedi.',
      ],
      older: [
        (c) =>
          `Gün bittiğinde artık iki değil üç arkadaştılar ve bu, ${c.name} için günün en güzel hediyesiydi.`,
        (c) =>
          `${c.name}, ${c.words.friendName} ve ${c.other.friendName} yan yana oturdular; aralarındaki sessizlik bile artık sıcacıktı.`,
      ],
    },
  },
  brave: {
    discovery: {
      baby: [
        (c) => `Şşş, dinle ${c.name}, bir ses var!`,
        (c) => `${cap(c.words.sound)}, bu ses de ne, ${c.name}?`,
      ],
      young: [
        (c) => `${c.name} birden tuhaf bir ses duydu ve olduğu yerde kaldı.`,
        (c) => `“Bu da ne?” diye fısıldadı ${c.words.friendName}; yakınlarda bir şey hışırdıyordu.`,
      ],
      older: [
        (c) =>
          `Birden tuhaf bir ses yankılandı; ${c.name} kulak kesildi ve kalbinin biraz hızlandığını hissetti.`,
        (c) =>
          `${c.words.friendName} olduğu yerde durdu: yakınlarda bir yerden, tanımadıkları bir ses geliyordu.`,
      ],
    },
    episodes: {
      baby: [
        () => 'Dinle! Yine o ses, daha yakın!',
        () => 'Elimi tut! Cesur, cesur.',
        (c) => `Parmak ucunda, ${c.name}. Biraz daha!`,
      ],
      young: [
        () => 'İşte yine o tuhaf ses; bu kez çok daha yakından geliyordu.',
        (c) => `${c.name}, ${pal(c, 'dat')} sımsıkı sokuldu. “Birlikteyken daha cesuruz,” dedi.`,
        (c) => `Bir adım, sonra bir adım daha: ${c.name} bir fare kadar sessizce sese doğru ilerledi.`,
      ],
      older: [
        (c) =>
          `Ses bir kez daha yükseldi, artık daha yakındı; ${c.name} nereden geldiğini neredeyse kestirebiliyordu.`,
        (c) =>
          `${c.name}, ${pal(c, 'dat')} uzandı; karşılık gelen o sıcacık dokunuş, cesaretin bir dosttan ötekine geçtiğini hissettirdi.`,
        (c) =>
          `${c.name} dikkatle, adım adım sese doğru ilerledi; kalbi hızlı hızlı çarpıyordu, ama ayakları sağlamdı.`,
      ],
    },
    thread: {
      baby: [
        (c) => `${c.name} kulak veriyor, dinliyor.`,
        (c) => `${c.name} gözlerini kocaman açıyor.`,
        () => 'Tık tık, kalp hızlı hızlı!',
        () => 'Kim var orada, kim?',
      ],
      young: [
        (c) => `${c.name} sesin nereden gelebileceğini tahmin etmeye çalıştı.`,
        (c) => `${c.name} ile ${c.words.friendName} pür dikkat dinlediler.`,
        (c) => `“Belki de bir kuş şakalaşıyordur,” diye düşündü ${c.name}.`,
        () => 'Her şey bir an sustu, sonra ses yeniden duyuldu.',
      ],
      older: [
        (c) => `Ses ara ara yeniden duyuluyordu ve ${c.name} her seferinde nefesini tutuyordu.`,
        (c) =>
          `“Belki de korkulacak bir şey değildir,” dedi ${c.name}, kendi sesinin ne kadar sakin çıktığına şaşırarak.`,
        (c) => `${c.name}, sesin bir hayvandan mı yoksa rüzgârdan mı geldiğini çözmeye çalışıyordu.`,
        (c) => `${c.name}, içindeki merakın korkudan biraz daha büyük olduğunu fark etti.`,
      ],
    },
    climax: {
      baby: [
        (c) => `Cesur ${c.name} bakıyor: aaa, ${c.other.friendName}!`,
        (c) => `Ce-ee, ses ${palOf(c.other, 'gen')} sesiymiş!`,
      ],
      young: [
        (c) =>
          `${c.name} cesaretini topladı ve baktı; karşısında gülümseyen ${c.other.kind} ${c.other.friendName} duruyordu!`,
        (c) =>
          `${c.name} usulca yaklaştı ve gördü ki sesi çıkaran ${c.other.kind} ${c.other.friendName} imiş!`,
      ],
      older: [
        (c) =>
          `${c.name} bütün cesaretini topladı, yavaşça baktı ve sesin sahibi ${c.other.kind} ${c.other.friendName} çıktı.`,
        (c) =>
          `Korkusuna rağmen ilk adımı atan ${c.name} oldu ve karşısında, en az kendisi kadar şaşkın ${c.other.kind} ${c.other.friendName} vardı.`,
      ],
    },
    resolution: {
      baby: [
        (c) => `Ha ha, ${c.name} ile ${c.other.friendName} gülüyorlar!`,
        () => 'Kıkır kıkır, hep birlikte gülüyoruz!',
      ],
      young: [
        () => 'Hepsi birlikte kahkahalarla güldüler; korkacak hiçbir şey yokmuş!',
        (c) =>
          `“Sizi korkuttum mu?” diye kıkırdadı ${c.other.friendName}; ${c.name} ile ${c.words.friendName} gülmekten kırıldılar.`,
      ],
      older: [
        () =>
          'Sonra hepsi birden gülmeye başladı; korkunun böyle sevimli bir sürprize dönüşmesi çok komikti.',
        (c) =>
          `${c.other.friendName} mahcup bir gülümsemeyle özür diledi; ${c.name} ise asıl cesaretin korksan da bakmak olduğunu anladı.`,
      ],
    },
  },
  surprise: {
    discovery: {
      baby: [
        (c) => `Şşş, ${c.name} ${pal(c, 'dat')} bir sürpriz hazırlıyor!`,
        (c) => `Gizli gizli, ${c.name} bir sürpriz düşünüyor.`,
      ],
      young: [
        (c) => `${c.name} gizlice ${pal(c, 'dat')} bir sürpriz hazırlamaya karar verdi.`,
        (c) => `“${c.words.friendName} için gizli bir sürpriz yapacağım!” diye düşündü ${c.name}.`,
      ],
      older: [
        (c) =>
          `${c.name}, ${pal(c, 'dat')} ne kadar değer verdiğini göstermek için gizli bir sürpriz hazırlamaya karar verdi.`,
        (c) =>
          `Aklına gelen fikirle ${c.name} içten içe gülümsedi: ${c.words.friendName} için kimsenin bilmediği bir sürpriz hazırlayacaktı.`,
      ],
    },
    episodes: {
      baby: [
        () => 'Bunu al! Bunu da! Sürpriz için!',
        () => 'Kes, yapıştır, boya! Şşş, gizli!',
        (c) => `Çabuk, sakla! ${c.words.friendName} geliyor!`,
      ],
      young: [
        (c) => `${c.name}, sürpriz için ${c.words.here} bulabildiği en güzel şeyleri tek tek topladı.`,
        (c) =>
          `${c.name} sessiz bir köşede sürprizin üzerinde çalıştı; kimse anlamasın diye usulca mırıldanıyordu.`,
        (c) => `Tam o sırada ${c.words.friendName} çıkageldi; ${c.name} sürprizi son anda saklayabildi.`,
      ],
      older: [
        (c) =>
          `${c.name} ${c.words.here} küçük harikalar topladı; her birini ${pal(c, 'acc')} düşünerek seçmişti.`,
        (c) =>
          `Gizli bir köşede ${c.name} işe koyuldu; sürpriz tam istediği gibi olana kadar her şeyi yerleştirip yeniden düzenledi.`,
        (c) =>
          `Ayak sesleri! ${c.name}, ${c.words.friendName} ıslık çalarak ortaya çıkmadan hemen önce sürprizin üstüne bir örtü attı.`,
      ],
    },
    thread: {
      baby: [
        (c) => `${c.name} bir kurdele buluyor, pıt!`,
        (c) => `Şşş, ${c.words.friendName} görmesin!`,
        () => 'Bir çiçek daha, bir balon daha!',
        (c) => `${c.name} her şeyi saklıyor, kimse bilmiyor.`,
      ],
      young: [
        (c) => `${c.name} kimse görmeden küçük hediyeler topladı.`,
        () => 'Bir kurdele, bir çiçek ve biraz da sim: sürpriz hazır olmak üzereydi.',
        (c) => `${c.words.friendName} “Ne yapıyorsun?” diye sorunca ${c.name} yalnızca gülümsedi.`,
        (c) => `${c.name} topladıklarını özenle sakladı.`,
      ],
      older: [
        (c) => `${c.name} fırsat buldukça küçük şeyler topluyor ve onları özenle saklıyordu.`,
        (c) =>
          `Sırrı saklamak zordu; ${c.words.friendName} her yaklaştığında ${c.name} gülmemek için dudağını ısırıyordu.`,
        (c) => `Sürprizin her parçası, ${c.name} için söylenmemiş bir sevgi sözcüğü gibiydi.`,
        (c) =>
          `${c.words.friendName} bir şeylerden şüphelenmiş gibiydi, ama ${c.name} sırrını ustaca korudu.`,
      ],
    },
    climax: {
      baby: [
        (c) => `Sürpriz, ${c.words.friendName}!`,
        (c) => `Tadaa, sürpriz, ${c.words.friendName} çok şaşırdı!`,
      ],
      young: [
        (c) => `“Sürpriz!” diye bağırdı ${c.name} ve ${c.words.friendName} sevinçten havalara uçtu.`,
        (c) => `${c.words.friendName} gözlerini açınca sürprizi gördü ve “Bu benim için mi?” diye sordu.`,
      ],
      older: [
        (c) =>
          `Sonunda an geldi: “Sürpriz!” diye bağırdı ${c.name} ve ${pal(c, 'gen')} yüzü sevinçle aydınlandı.`,
        (c) =>
          `${c.words.friendName} sürprizi görünce bir an hiçbir şey söyleyemedi; sonra gözleri parladı ve “Bunu benim için mi yaptın?” diye sordu.`,
      ],
    },
    resolution: {
      baby: [
        () => 'Hep birlikte dans, la la la!',
        (c) => `${c.name} ile ${c.words.friendName} sarılıyor, mutlu mutlu.`,
      ],
      young: [
        () => 'Sonra hep birlikte şarkılar söyleyip kutlama yaptılar.',
        (c) => `“Bu dünyanın en güzel sürprizi!” dedi ${c.words.friendName}.`,
      ],
      older: [
        (c) =>
          `O akşamüstü küçük bir kutlama yaptılar ve ${c.name}, birini mutlu etmenin ne kadar güzel hissettirdiğini öğrendi.`,
        (c) =>
          `${c.words.friendName} defalarca teşekkür etti; ikisi de bu günü hiç unutmayacaklarını biliyordu.`,
      ],
    },
  },
  journey: {
    discovery: {
      baby: [
        (c) => `Hadi ${c.name}, ${c.words.farTo} gidiyoruz!`,
        (c) => `Tıpış tıpış, ${c.name} ile ${c.words.friendName} yola çıkıyor.`,
      ],
      young: [
        (c) =>
          `“Hadi ${c.words.farTo} bir keşif gezisi yapalım!” dedi ${c.words.friendName}. “Oraya uzun zamandır kimse gitmedi!”`,
        (c) =>
          `${c.name} yanına biraz yiyecek aldı ve iki arkadaş ${c.words.farTo} doğru uzun bir yolculuğa çıktı.`,
      ],
      older: [
        (c) =>
          `${pal(c, 'gen')} eski bir haritası vardı; harita ${c.words.farTo} giden yolu gösteriyordu ve ${c.name} o yolu izlemenin tam zamanı olduğuna karar verdi.`,
        (c) =>
          `Anlatılanlara göre ${c.words.far} buralardaki en güzel yerdi; ${c.name} ile ${c.words.friendName} bunu kendi gözleriyle görmek için yola koyuldu.`,
      ],
    },
    episodes: {
      baby: [
        () => 'Hop! Yanlış yol! Bu taraftan!',
        (c) => `Bacaklar yoruldu! Haydi ${c.name}, devam!`,
        () => 'Otur, dinlen. Atıştırma vakti, ham ham!',
      ],
      young: [
        (c) => `Eyvah, yanlış yola sapmışlardı! ${c.name} durdu, etrafına baktı ve doğru yolu yeniden buldu.`,
        (c) =>
          `${c.name} bacaklarının yorulduğunu hissetti, ama ${c.words.far} onları bekliyordu; yürümeye devam ettiler.`,
        () => 'Yolun yarısında iki arkadaş oturup dinlendi ve yiyeceklerini paylaştı.',
      ],
      older: [
        (c) =>
          `Yolda bir yerde yanlış bir yola saptılar, ama ${c.name} tanıdık bir işaret fark etti ve onları yeniden doğru yola soktu.`,
        (c) =>
          `Yol uzadıkça ${c.name} ayaklarının ağırlaştığını hissetti; yine de her adım onları ${c.words.farTo} biraz daha yaklaştırıyordu.`,
        () =>
          'Yolun yarısında mola verdiler; yiyeceklerini paylaşıp etrafı seyrettiler, sonra yeniden yola düştüler.',
      ],
    },
    thread: {
      baby: [
        () => 'Yürü yürü, yol uzun!',
        (c) => `Daha var mı, ${c.words.friendName}?`,
        (c) => `Adım adım, ${c.name}, adım adım.`,
        () => 'Hop, bir adım daha!',
      ],
      young: [
        () => 'Yol kıvrıla kıvrıla uzayıp gidiyordu.',
        (c) => `“Daha çok var mı?” diye sordu ${c.name}.`,
        () => 'Her adımda yeni bir şey görünüyordu.',
        (c) => `${c.words.friendName} önden gitti ve yolu gösterdi.`,
      ],
      older: [
        (c) => `Yol bazen kıvrılıyor, bazen uzayıp gidiyordu, ama ${c.name} her adımdan keyif alıyordu.`,
        () => 'Yürüdükçe geride bıraktıkları yer küçülüyor, önlerindeki dünya büyüyordu.',
        (c) => `${c.words.friendName} zaman zaman durup ${c.name} için yolu kontrol ediyordu.`,
        (c) => `${c.name} bir yürüyüş şarkısı mırıldandı ve yol su gibi akıp geçti.`,
      ],
    },
    climax: {
      baby: [(c) => `Vardık, ${c.name}, vardık!`, (c) => `Ooo, işte ${c.words.far}! Ne güzel!`],
      young: [
        (c) => `Sonunda ${c.words.farTo} vardılar. ${c.name} çevresine baktı: “Vay canına!”`,
        (c) =>
          `İki arkadaş son virajı döndü ve işte karşılarında ${c.words.far} duruyordu; hayal ettiklerinden de güzeldi.`,
      ],
      older: [
        (c) =>
          `Sonunda ${c.words.farTo} vardıklarında ${c.name} bir süre hiçbir şey söyleyemedi; gördükleri kelimelere sığmayacak kadar güzeldi.`,
        (c) =>
          `Son adımlar en zorlarıydı, ama sonra ${c.words.far} bütün güzelliğiyle önlerinde belirdi ve ${c.name} bu yolculuğun her adıma değdiğini anladı.`,
      ],
    },
    resolution: {
      baby: [
        () => 'Şimdi eve dönüş, yavaş yavaş.',
        (c) => `${c.name} ile ${c.words.friendName} eve yürüyor, tıpış tıpış.`,
      ],
      young: [
        () => 'Sonra uzun yoldan, yavaş yavaş eve döndüler.',
        (c) => `Dönüş yolunda ${c.name} ile ${c.words.friendName} gördükleri her şeyi konuştular.`,
      ],
      older: [
        (c) =>
          `Dönüş yolu uzundu, ama ${c.name} ile ${c.words.friendName} anlatacak o kadar çok şey biriktirmişlerdi ki zaman uçup gitti.`,
        (c) =>
          `Eve doğru yürürken ${c.name}, uzak yerlerin insanı değiştirdiğini ve bunun güzel bir şey olduğunu düşündü.`,
      ],
    },
  },
};

const details: LanguagePack<TurkishWords>['details'] = {
  baby: [
    (c) => `${cap(c.words.sound)}!`,
    (c) => `Alkışla ${c.name}, alkışla!`,
    (c) => `${c.words.friendName} “Merhaba!” diyor.`,
    () => 'Ne eğlenceli, ne eğlenceli!',
    (c) => `Fır fır dön, ${c.name}!`,
    (c) => `${c.name} kıkır kıkır gülüyor.`,
    (c) => `Zıp zıp zıpla, ${c.name}!`,
    (c) => `Tıpış tıpış, ${c.name}!`,
    () => 'Ooo, bu ne güzel!',
    (c) => `${c.words.friendName} göz kırpıyor.`,
    (c) => `Cee, ${c.name}!`,
    () => 'Şap şap, el çırp!',
    (c) => `${c.name} gülümsüyor.`,
    () => 'Hı hı, çok güzel!',
    (c) => `${c.words.friendName} dans ediyor, la la!`,
    () => 'Bir, iki, üç, hop!',
    () => 'Vay, vay, vay!',
    (c) => `${c.name} çok mutlu.`,
    (c) => `Cici ${c.words.friendName}, cici!`,
    (c) => `Aferin sana, ${c.name}!`,
    () => 'Kocaman bir sarılma!',
  ],
  young: [
    (c) => `${c.words.friendName} sevinçten havalara zıpladı.`,
    (c) => `${c.name} içinin ısındığını hissetti.`,
    () => 'Ne harika bir gün oluyordu!',
    (c) => `“${cap(c.words.sound)}!” diye şarkı söyledi ${c.words.friendName}.`,
    (c) => `${c.name} şaşkınlıkla gözlerini kocaman açtı.`,
    () => 'Her şey bir masal kadar güzeldi.',
    (c) => `${c.name}, ${pal(c, 'dat')} sımsıkı sarıldı.`,
    (c) => `${c.words.friendName} neşeyle bir şarkı mırıldandı.`,
    (c) => `${c.name} kıkır kıkır güldü.`,
    () => 'Her yer rengârenkti.',
    (c) => `“Bu çok eğlenceli!” dedi ${c.name}.`,
    () => 'İki arkadaş birbirine gülümsedi.',
    (c) => `${c.name} kendini kocaman ve cesur hissetti.`,
    (c) => `“Sen harikasın!” dedi ${c.words.friendName}.`,
    (c) => `${c.name} ellerini çırptı.`,
    () => 'Görülecek ne çok şey vardı!',
    (c) => `${c.words.friendName} ile ${c.name} beşlik çaktılar.`,
    () => 'Küçük bir kahkaha her yere yayıldı.',
    (c) => `${c.name} bu anı hiç unutmak istemedi.`,
    (c) => `${c.name} kalbinin sevinçle pır pır ettiğini hissetti.`,
    (c) => `${c.words.friendName} ona göz kırptı.`,
  ],
  older: [
    (c) => `${c.name} bu anıyı, sonsuza kadar saklamak için kalbinin güvenli bir köşesine yerleştirdi.`,
    (c) => `${c.words.friendName} hiçbir şey söylemedi, ama aralarındaki bakış her şeyi anlatıyordu.`,
    () => 'Sanki etraftaki her şey macera kokuyordu.',
    (c) => `Bu, ${c.name} için insanın kendini hem çok küçük hem de çok cesur hissettiği anlardan biriydi.`,
    (c) => `${c.name} içinde, kelimelere dökmesi zor, sıcacık bir gurur hissetti.`,
    (c) => `${c.words.friendName} öyle komik bir şey söyledi ki ${c.name} kahkahalarını tutamadı.`,
    (c) => `Bir an her şey o kadar sessizdi ki ${c.name} kendi kalp atışlarını duyabiliyordu.`,
    (c) => `${c.name} bir an durup çevresini dinledi; dünya hem sakin hem de canlıydı.`,
    (c) => `${c.words.friendName} usulca bir ezgi mırıldanmaya başladı.`,
    () => 'İçinde bir yerlerde, küçük ama inatçı bir merak kıpırdanıyordu.',
    (c) => `${c.name}, iyi bir arkadaşın yanında olmanın her şeyi kolaylaştırdığını düşündü.`,
    () => 'Zamanın nasıl geçtiğini ikisi de fark etmedi.',
    (c) => `${c.name} gülümsedi; bu, içinden taşan mutluluğun küçük bir parçasıydı.`,
    () => 'Havada, anlatması zor ama çok tanıdık bir huzur vardı.',
    (c) => `${c.words.friendName}, ${c.name} ile göz göze geldi ve ikisi aynı anda aynı şeyi düşündü.`,
    (c) => `${c.name} o an, küçük şeylerin de insanı çok mutlu edebileceğini anladı.`,
    (c) => `${c.name} hem heyecanlıydı hem de tuhaf bir biçimde kendini güvende hissediyordu.`,
    () => 'Her şey, sanki onlar için özenle hazırlanmış gibiydi.',
    (c) => `${c.name} bu anın tadını çıkarmak için acele etmemeye karar verdi.`,
    (c) => `${c.words.friendName} yanındayken ${c.name} için hiçbir şey imkânsız değildi.`,
    (c) => `${c.name}, merakın insanı ne kadar uzaklara taşıyabileceğini düşündü.`,
  ],
};

const windDown: LanguagePack<TurkishWords>['windDown'] = {
  baby: [
    (c) => `Haaa, ${c.name} esniyor.`,
    (c) => `${c.words.friendName} ile kucak kucağa, sıcacık.`,
    () => 'Işıklar sönüyor, yavaş yavaş.',
    () => 'Gözler kapanıyor, usul usul.',
  ],
  young: [
    (c) => `${c.name} kocaman esnedi.`,
    (c) => `${c.words.friendName} yumuşacık bir battaniyenin altına kıvrıldı.`,
    () => 'Işıklar birer birer söndü ve her yer sessizleşti.',
    (c) => `${c.name}, iyi geceler demek için ${pal(c, 'dat')} sarıldı.`,
  ],
  older: [
    (c) => `${c.name} uzun uzun esnedi; gözkapakları gitgide ağırlaşıyordu.`,
    (c) => `${c.words.friendName} sessizce yanına kıvrıldı ve ikisi de bu sıcaklığın tadını çıkardı.`,
    () => 'Işıklar yavaşça kısıldı ve günün bütün sesleri tek tek sustu.',
  ],
};

const namesOf = (kind: string, friendName: string): Partial<TurkishWords> => ({ kind, friendName });

const companions: LanguagePack<TurkishWords>['companions'] = {
  ocean: [namesOf('deniz kaplumbağası', 'Tosbi'), namesOf('ahtapot', 'Mürekkep')],
  jungle: [namesOf('papağan', 'Kivi'), namesOf('yavru fil', 'Çakıl')],
  space: [namesOf('uzaylı', 'Zib'), namesOf('köpek yavrusu', 'Astro')],
  castle: [namesOf('midilli', 'Yonca'), namesOf('baykuş', 'Huhu')],
  dinosaur: [namesOf('triceratops', 'Triksi'), namesOf('kaplumbağa', 'Tili')],
  halloween: [namesOf('minik hayalet', 'Bubu'), namesOf('baykuş', 'Huhu')],
  christmas: [namesOf('tavşan', 'Kardelen'), namesOf('tilki', 'Yakut')],
  beach: [namesOf('yengeç', 'Kıskaç'), namesOf('köpek yavrusu', 'İzci')],
  dragon: [namesOf('baykuş', 'Bilge'), namesOf('tilki', 'Kızıl')],
  superhero: [namesOf('robot', 'Zımbırtı'), namesOf('kedi yavrusu', 'Pati')],
  doctor: [namesOf('tavşan', 'Zıpır'), namesOf('köpek yavrusu', 'Benek')],
  school: [namesOf('baykuş', 'Tüy'), namesOf('robot', 'Bip')],
  birthday: [namesOf('kedi yavrusu', 'Şeker'), namesOf('yavru fil', 'Fıstık')],
  bedtime: [namesOf('baykuş', 'Ayça'), namesOf('tavşan', 'Pofi')],
  custom: [namesOf('baykuş', 'Zeytin'), namesOf('tavşan', 'Böğürtlen')],
};

/** Title words capitalised: "kedi yavrusu" → "Kedi Yavrusu". */
const titleCase = (s: string) => s.split(' ').map(cap).join(' ');

const titles: L[] = [
  (c) => `${c.name} ve ${titleCase(c.words.kind)} ${c.words.friendName}`,
  // "Ayşe’nin Deniz Macerası"; a name in another script keeps the nominative instead.
  (c) => {
    const owner = withSuffix(c.name, 'gen');
    return owner ? `${owner} ${c.words.topic}` : `${c.words.topic}: ${c.name}`;
  },
  (c) => `${c.name} ile ${pal(c, 'gen')} ${c.words.topic}`,
];

const favourites: LanguagePack<TurkishWords>['favourites'] = {
  opening: (c, things) =>
    `${c.name} yanında bir cep dolusu mutlu düşünce getirmişti: ${listOf(things, ' ve ')}.`,
  moments: [
    (c, thing) => `Tam o anda ${c.name} en sevdiği şeylerden birini hatırladı: ${thing}.`,
    (c, thing) =>
      `${c.name} kocaman gülümseyerek ${c.words.friendName} ile dünyada en çok sevdiği şeyi paylaştı: ${thing}.`,
    (_, thing) => `Uzaklardan çok sevilen bir şey el sallıyor gibiydi: ${thing}.`,
    (c, thing) => `${c.name} pek sevdiği bir şey hakkında küçük bir şarkı mırıldandı: ${thing}.`,
  ],
};

export const tr: LanguagePack<TurkishWords> = {
  code: 'tr',
  script: /[A-Za-zÇĞİÖŞÜçğıöşüâîû]/,
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
