import type { LanguagePack, Line, LineContext } from '../types.ts';
import { type OnePlotLines, onePlotPack } from './one-plot.ts';

/**
 * A moment as a Korean verb: the stem as it stands before endings that begin with a consonant
 * (…헤엄치 → 헤엄치고, 헤엄치자, 헤엄치기, 헤엄치게; these never change the stem, even for 듣다 or
 * 걷다), and the polite past (…헤엄쳤어요), which is irregular and therefore written out.
 */
type Act = readonly [stem: string, past: string];

export interface KoreanWords {
  /** Where the story happens, as a noun phrase that takes 에: "바닷속 환한 산호초". */
  place: string;
  /** A short way back to the place: "산호초". */
  here: string;
  /** The companion's kind and name: "돌고래 퐁퐁이". */
  friend: string;
  /** Just the companion's name: "퐁퐁이". */
  friendName: string;
  /** A sound for the youngest listeners, without final punctuation: "보글보글". */
  sound: string;
  /** What is found, as a noun phrase: "노래를 흥얼거리는 반짝이는 진주조개". */
  found: string;
  /** The found thing again, short: "진주조개". */
  thing: string;
  /** Eight verbs, index-aligned with the theme script. */
  episodes: readonly [Act, Act, Act, Act, Act, Act, Act, Act];
  climax: Act;
  ending: Act;
  /** Title words: "바닷속 모험". */
  topic: string;
}

/** Writes out a verb: the stem and the ending of its polite past, joined to the same phrase. */
const v = (stem: string, pastEnding: string, keep = 1): Act => [stem, stem.slice(0, -keep) + pastEnding];

const w = (words: KoreanWords) => words;

const themes: LanguagePack<KoreanWords>['themes'] = {
  ocean: w({
    place: '바닷속 환한 산호초',
    here: '산호초',
    friend: '돌고래 퐁퐁이',
    friendName: '퐁퐁이',
    sound: '보글보글',
    found: '노래를 흥얼거리는 반짝이는 진주조개',
    thing: '진주조개',
    episodes: [
      v('무지개 물고기 떼와 헤엄치', '쳤어요'),
      v('졸린 바다거북에게 인사하', '했어요'),
      v('산호의 색깔을 하나하나 세어 보', '봤어요'),
      v('은빛 거품 길을 따라가', '갔어요'),
      v('꼬마 문어와 숨바꼭질하', '했어요'),
      v('멀리서 들려오는 고래의 노래를 듣', '들었어요'),
      v('살랑살랑 흔들리는 해초 정원을 찾아내', '냈어요'),
      v('잔잔한 파도를 타', '탔어요'),
    ],
    climax: v('길 잃은 아기 게가 집을 찾도록 도와주', '주었어요'),
    ending: v('달빛 어린 바닷물을 따라 둥실둥실 집으로 돌아가', '갔어요'),
    topic: '바닷속 모험',
  }),
  jungle: w({
    place: '키 큰 나무가 빽빽한 초록 정글',
    here: '정글',
    friend: '원숭이 몽이',
    friendName: '몽이',
    sound: '휘익휘익',
    found: '나무 그늘에서 은은하게 빛나는 황금빛 꽃',
    thing: '황금빛 꽃',
    episodes: [
      v('부드러운 덩굴에 매달려 그네를 타', '탔어요'),
      v('알록달록한 앵무새를 만나', '났어요'),
      v('꾸벅꾸벅 조는 호랑이 옆을 살금살금 지나가', '갔어요'),
      v('반짝이는 시냇물을 첨벙첨벙 건너', '넜어요'),
      v('달콤한 바나나를 새 친구들과 나눠 먹', '먹었어요'),
      v('나비들이 춤추는 모습을 구경하', '했어요'),
      v('다정한 아름드리나무에 올라가', '갔어요'),
      v('진흙 위에 찍힌 재미있는 발자국을 따라가', '갔어요'),
    ],
    climax: v('진흙에 빠진 아기 코끼리를 꺼내 주', '주었어요'),
    ending: v('개구리와 귀뚜라미가 부르는 정글 자장가를 듣', '들었어요'),
    topic: '정글 탐험',
  }),
  space: w({
    place: '별들 사이의 넓은 우주',
    here: '우주',
    friend: '로봇 삐삐',
    friendName: '삐삐',
    sound: '슝슝',
    found: '하늘에서 떨어진 조그만 별',
    thing: '조그만 별',
    episodes: [
      v('로켓을 타고 달 옆을 날아가', '갔어요'),
      v('말랑말랑한 보라색 행성에서 통통 뛰', '뛰었어요'),
      v('다정한 혜성에게 손을 흔들', '들었어요'),
      v('별과 별을 이어서 그림을 그리', '렸어요'),
      v('무중력 속에서 둥실둥실 떠다니', '녔어요'),
      v('커다란 행성의 고리를 구경하', '했어요'),
      v('수줍음 많은 꼬마 외계인을 만나', '났어요'),
      v('지구 너머로 해가 떠오르는 모습을 바라보', '봤어요'),
    ],
    climax: v('조그만 별이 하늘의 제자리를 찾도록 도와주', '주었어요'),
    ending: v('집으로 날아와 창문 너머로 반짝이는 별을 바라보', '봤어요'),
    topic: '별나라 여행',
  }),
  castle: w({
    place: '푸른 언덕 위의 멋진 성',
    here: '성',
    friend: '아기 고양이 나비',
    friendName: '나비',
    sound: '딩동 딩동',
    found: '장미 덤불 아래 떨어져 있던 작은 황금 열쇠',
    thing: '황금 열쇠',
    episodes: [
      v('삐걱거리는 도개교를 건너', '넜어요'),
      v('친절한 기사님을 만나', '났어요'),
      v('빙글빙글 탑 계단을 올라가', '갔어요'),
      v('넓은 연회장에서 춤을 추', '췄어요'),
      v('성의 정원에서 소풍을 즐기', '겼어요'),
      v('오래된 그림들을 찬찬히 구경하', '했어요'),
      v('순한 조랑말을 타고 안뜰을 한 바퀴 돌', '돌았어요'),
      v('궁정 악사의 연주를 듣', '들었어요'),
    ],
    climax: v('황금 열쇠로 비밀의 문을 열고 잃어버린 왕관을 찾아내', '냈어요'),
    ending: v('탑 꼭대기에서 별을 바라보', '봤어요'),
    topic: '신비한 성 모험',
  }),
  dinosaur: w({
    place: '다정한 공룡들이 사는 햇살 가득한 골짜기',
    here: '골짜기',
    friend: '아기 공룡 콩이',
    friendName: '콩이',
    sound: '쿵쿵',
    found: '나뭇잎 둥지 속의 커다란 점박이 알',
    thing: '점박이 알',
    episodes: [
      v('키 큰 고사리 숲을 쿵쿵 걸어가', '갔어요'),
      v('목이 긴 순한 공룡을 만나', '났어요'),
      v('따뜻한 웅덩이에서 첨벙첨벙 물놀이하', '했어요'),
      v('스테고사우루스 등에 난 골판을 세어 보', '봤어요'),
      v('먼 화산이 몽실몽실 구름을 뿜는 모습을 구경하', '했어요'),
      v('어마어마하게 큰 발자국을 발견하', '했어요'),
      v('달콤한 산딸기를 나눠 먹', '먹었어요'),
      v('꼬마 트리케라톱스와 달리기 시합을 하', '했어요'),
    ],
    climax: v('아기 공룡이 태어날 때까지 알을 따뜻하게 품어 주', '주었어요'),
    ending: v('별빛 아래 공룡들 곁에 동그랗게 몸을 말고 눕', '누웠어요'),
    topic: '공룡 골짜기 모험',
  }),
  halloween: w({
    place: '핼러윈 밤의 다정한 마을',
    here: '마을',
    friend: '검은 고양이 까망이',
    friendName: '까망이',
    sound: '우우, 키득키득',
    found: '방긋 웃으며 빛나는 호박 등불',
    thing: '호박 등불',
    episodes: [
      v('멋진 핼러윈 옷으로 갈아입', '입었어요'),
      v('집집마다 문을 두드리고 사탕을 받', '받았어요'),
      v('키득키득 웃는 꼬마 유령을 만나', '났어요'),
      v('우스꽝스러운 호박 얼굴을 조각하', '했어요'),
      v('달 주위에서 춤추는 박쥐들을 구경하', '했어요'),
      v('바스락거리는 가을 낙엽길을 걷', '걸었어요'),
      v('친구들과 사탕을 나누', '눴어요'),
      v('신나는 핼러윈 행진에 함께하', '했어요'),
    ],
    climax: v('어둠을 무서워하는 꼬마 유령을 위해 호박 등불을 밝히', '혔어요'),
    ending: v('호박 등불 빛을 따라 집으로 걸어가', '갔어요'),
    topic: '핼러윈 밤 이야기',
  }),
  christmas: w({
    place: '크리스마스를 맞은 눈 덮인 마을',
    here: '마을',
    friend: '순록 루디',
    friendName: '루디',
    sound: '딸랑딸랑',
    found: '눈 속에 파묻혀 있던 작은 은방울',
    thing: '은방울',
    episodes: [
      v('동글동글 눈사람을 만들', '들었어요'),
      v('커다란 트리를 알록달록 꾸미', '몄어요'),
      v('별 모양 쿠키를 굽', '구웠어요'),
      v('썰매를 타고 언덕을 쌩쌩 내려가', '갔어요'),
      v('이웃들과 캐럴을 부르', '불렀어요', 2),
      v('빨간 리본으로 선물을 포장하', '했어요'),
      v('팔랑팔랑 내리는 눈송이를 잡', '잡았어요'),
      v('따끈한 코코아를 호호 불며 마시', '셨어요'),
    ],
    climax: v('은방울을 울려 길 잃은 순록이 썰매를 찾아오게 도와주', '주었어요'),
    ending: v('반짝이는 트리 옆에 포근히 몸을 웅크리', '렸어요'),
    topic: '크리스마스 소원',
  }),
  beach: w({
    place: '햇살 가득한 바닷가 모래사장',
    here: '모래사장',
    friend: '갈매기 끼룩이',
    friendName: '끼룩이',
    sound: '철썩철썩',
    found: '유리병에 담긴 편지',
    thing: '유리병',
    episodes: [
      v('높다란 모래성을 쌓', '쌓았어요'),
      v('예쁜 조개껍데기를 줍', '주웠어요'),
      v('작은 파도를 폴짝 뛰어넘', '넘었어요'),
      v('바람에 연을 날리', '렸어요'),
      v('옆으로 걷는 꽃게를 구경하', '했어요'),
      v('시원한 아이스크림을 먹', '먹었어요'),
      v('바위 틈 물웅덩이를 들여다보', '봤어요'),
      v('저 멀리 떠 있는 돛단배를 찾아내', '냈어요'),
    ],
    climax: v('병 속 지도를 따라가 반짝이는 조개가 가득한 보물 상자를 찾아내', '냈어요'),
    ending: v('바다 너머로 해가 지는 모습을 바라보', '봤어요'),
    topic: '바닷가의 하루',
  }),
  dragon: w({
    place: '다정한 용이 사는 안개 낀 산',
    here: '산',
    friend: '아기 용 미르',
    friendName: '미르',
    sound: '푸드덕푸드덕',
    found: '따뜻하고 반짝반짝 빛나는 용 비늘',
    thing: '용 비늘',
    episodes: [
      v('바람을 타고 언덕 위를 날아가', '갔어요'),
      v('작은 불꽃으로 마시멜로를 굽', '구웠어요'),
      v('빛나는 수정 동굴을 탐험하', '했어요'),
      v('무지개다리를 건너', '넜어요'),
      v('폭포 아래에서 물장구를 치', '쳤어요'),
      v('용의 반짝이는 보물을 세어 보', '봤어요'),
      v('용의 노래를 배우', '웠어요'),
      v('구름이 여러 모양으로 바뀌는 것을 구경하', '했어요'),
    ],
    climax: v('부드러운 노래로 미르가 잃어버린 목소리를 되찾게 도와주', '주었어요'),
    ending: v('별빛 아래 따뜻한 용 꼬리에 폭 감싸여 쉬', '쉬었어요'),
    topic: '용의 산 모험',
  }),
  superhero: w({
    place: '높은 빌딩이 늘어선 큰 도시',
    here: '도시',
    friend: '강아지 번개',
    friendName: '번개',
    sound: '슈웅',
    found: '상자 속에 든 반짝이는 망토',
    thing: '망토',
    episodes: [
      v('지붕 위를 슝 날아다니', '녔어요'),
      v('나무에서 못 내려오는 아기 고양이를 도와주', '주었어요'),
      v('이웃 할머니의 장바구니를 들어 드리', '렸어요'),
      v('공원의 고장 난 그네를 고치', '쳤어요'),
      v('도시 광장에 꽃을 심', '심었어요'),
      v('울고 있는 친구를 달래 주', '주었어요'),
      v('날아가던 풍선을 붙잡', '잡았어요'),
      v('친구들과 공원을 깨끗이 청소하', '했어요'),
    ],
    climax: v('친절과 협동으로 도시의 불빛을 다시 켜', '켰어요'),
    ending: v('망토를 옷걸이에 걸어 두', '두었어요'),
    topic: '슈퍼히어로의 하루',
  }),
  doctor: w({
    place: '밝고 다정한 어린이 병원',
    here: '병원',
    friend: '곰 인형 곰돌이',
    friendName: '곰돌이',
    sound: '콩닥콩닥',
    found: '진짜 청진기가 들어 있는 의사 가방',
    thing: '청진기',
    episodes: [
      v('친절한 간호사 선생님께 인사하', '했어요'),
      v('청진기로 콩닥콩닥 심장 소리를 들어 보', '봤어요'),
      v('허리를 쭉 펴고 키를 재', '쟀어요'),
      v('비눗방울을 불듯이 천천히 깊게 숨을 쉬', '쉬었어요'),
      v('대기실 어항 속 물고기를 구경하', '했어요'),
      v('의사 선생님께 궁금한 것을 물어보', '봤어요'),
      v('따뜻한 손을 꼭 잡고 금방 끝나는 주사를 씩씩하게 맞', '맞았어요'),
      v('알록달록한 스티커를 고르', '골랐어요', 2),
    ],
    climax: v('금방 끝나고 몸을 튼튼하게 지켜 주는 검진을 용감하게 받', '받았어요'),
    ending: v('뿌듯한 마음으로 집에 돌아가', '갔어요'),
    topic: '씩씩한 병원 나들이',
  }),
  school: w({
    place: '빨간 문이 있는 즐거운 학교',
    here: '학교',
    friend: '교실 햄스터 도토리',
    friendName: '도토리',
    sound: '딩동댕동',
    found: '신기한 마법 크레파스 한 상자',
    thing: '마법 크레파스',
    episodes: [
      v('가방을 고리에 걸', '걸었어요'),
      v('새 친구를 사귀', '귀었어요'),
      v('크고 환한 그림을 그리', '렸어요'),
      v('블록 탑을 하나하나 세어 보', '봤어요'),
      v('둥글게 모여 앉아 노래를 부르', '불렀어요', 2),
      v('재미있는 그림책을 읽', '읽었어요'),
      v('쉬는 시간에 미끄럼틀을 쌩 타', '탔어요'),
      v('친구와 점심을 나눠 먹', '먹었어요'),
    ],
    climax: v('도서관까지 놀러 간 도토리를 찾아내', '냈어요'),
    ending: v('오늘 있었던 일을 가족에게 이야기하', '했어요'),
    topic: '즐거운 학교 가는 날',
  }),
  birthday: w({
    place: '정원에서 열린 생일 파티',
    here: '파티',
    friend: '강아지 초코',
    friendName: '초코',
    sound: '펑펑',
    found: '커다란 리본을 단 깜짝 선물',
    thing: '깜짝 선물',
    episodes: [
      v('풍선을 후후 불', '불었어요'),
      v('반짝이는 고깔모자를 쓰', '썼어요'),
      v('의자 앉기 놀이를 하', '했어요'),
      v('모자에서 토끼를 꺼내는 마술사를 구경하', '했어요'),
      v('친구들과 신나게 춤을 추', '췄어요'),
      v('사탕이 가득 든 피냐타를 톡톡 치', '쳤어요'),
      v('촛불 앞에서 소원을 빌', '빌었어요'),
      v('친구들이 보낸 카드를 열어 보', '봤어요'),
    ],
    climax: v('마지막 케이크 한 조각을 아직 못 먹은 친구와 나누', '눴어요'),
    ending: v('풍선을 꼭 쥔 채 잠자리로 가', '갔어요'),
    topic: '최고의 생일',
  }),
  bedtime: w({
    place: '밤이 찾아온 포근한 침실',
    here: '침실',
    friend: '곰 인형 몽실이',
    friendName: '몽실이',
    sound: '쉿, 쉿',
    found: '창문으로 스며든 은빛 달빛 한 줄기',
    thing: '달빛',
    episodes: [
      v('보들보들한 잠옷으로 갈아입', '입었어요'),
      v('이를 하나하나 꼼꼼히 닦', '닦았어요'),
      v('잠자리 동화책을 읽', '읽었어요'),
      v('장난감들에게 잘 자라고 인사하', '했어요'),
      v('울타리를 뛰어넘는 양을 하나둘 세', '셌어요'),
      v('구름 베개를 타고 둥실둥실 떠다니', '녔어요'),
      v('창문을 톡톡 두드리는 빗소리를 듣', '들었어요'),
      v('꿈속에서 달나라에 놀러 가', '갔어요'),
    ],
    climax: v('작은 수면등을 켜서 몽실이가 무섭지 않게 해 주', '주었어요'),
    ending: v('이불을 턱밑까지 끌어올리고 두 눈을 꼭 감', '감았어요'),
    topic: '잘 자요 모험',
  }),
};

/** The parent's text is a topic in Korean single quotes (used for emphasis), never an instruction. */
const custom = (text: string): KoreanWords => ({
  place: '소원이 자라는 마법의 들판',
  here: '들판',
  friend: '여우 방울이',
  friendName: '방울이',
  sound: '랄랄라',
  found: `‘${text}’ 모험으로 가는 길이 그려진 지도`,
  thing: '지도',
  episodes: [
    v('작은 나무다리를 건너', '넜어요'),
    v('지혜로운 할아버지 부엉이를 만나', '났어요'),
    v('완만한 언덕을 올라가', '갔어요'),
    v('꽃이 가득 핀 꽃밭을 찾아내', '냈어요'),
    v('무지개를 따라가', '갔어요'),
    v('조용한 연못가에서 쉬', '쉬었어요'),
    v('작은 수수께끼를 풀', '풀었어요'),
    v('맛있는 간식을 나눠 먹', '먹었어요'),
  ],
  climax: v(`친구를 도와 ‘${text}’ 모험을 이루어 내`, '냈어요'),
  ending: v('별빛 아래 집으로 걸어가', '갔어요'),
  topic: `‘${text}’ 모험`,
});

/**
 * Korean particles depend on whether the word before them ends in a consonant (batchim): the
 * last Hangul syllable has one when (code − 0xAC00) % 28 ≠ 0. Returns undefined for a word that
 * does not end in Hangul, where no choice can be read from the spelling.
 */
function batchim(word: string): number | undefined {
  const code = word.charCodeAt(word.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return undefined;
  return (code - 0xac00) % 28;
}
const ends = (word: string) => (batchim(word) ?? 0) !== 0;
/** 은/는, 이/가, 을/를, 과/와 after any Hangul word (companions, places, found things). */
const eun = (word: string) => word + (ends(word) ? '은' : '는');
const ga = (word: string) => word + (ends(word) ? '이' : '가');
const eul = (word: string) => word + (ends(word) ? '을' : '를');
const wa = (word: string) => word + (ends(word) ? '과' : '와');
/** The copula: 산호초예요, 정글이에요; and its past before 고: 진주조개였고, 꽃이었고. */
const ieyo = (word: string) => word + (ends(word) ? '이에요' : '예요');
const yeotgo = (word: string) => word + (ends(word) ? '이었고' : '였고');

type C = LineContext<KoreanWords>;

/**
 * The child's name as it stands before a particle. A Hangul name ending in a consonant takes the
 * friendly 이 of picture books (지민 → 지민이), so it ends in a vowel like 서아 does. A name in
 * another script gets no particle read from its spelling: it is followed by 친구, as teachers
 * say "Mia 친구", and the particles attach to that.
 */
function kid(c: C): string {
  const b = batchim(c.name);
  if (b === undefined) return `${c.name} 친구`;
  return b === 0 ? c.name : `${c.name}이`;
}
/** Calling the child: 지민아, 서아야, or the name alone when it is not written in Hangul. */
function call(c: C): string {
  const b = batchim(c.name);
  if (b === undefined) return c.name;
  return c.name + (b === 0 ? '야' : '아');
}
/** The child's possessive: 의 never changes, so a non-Hangul name takes it directly. */
const poss = (c: C) => `${batchim(c.name) === undefined ? c.name : kid(c)}의`;

const ep = (c: C) => c.words.episodes[c.episode] as Act;
/** The present adnominal -는 (헤엄치는, 듣는); a stem ending in ㄹ drops it (흔들 → 흔드는). */
function neun(stem: string): string {
  if (batchim(stem) !== 8) return `${stem}는`;
  return `${stem.slice(0, -1)}${String.fromCharCode(stem.charCodeAt(stem.length - 1) - 8)}는`;
}
/** The plain past of the older narration: every polite past ends in 어요 (…쳤어요 → …쳤다). */
const plain = (past: string) => past.replace(/어요$/, '다');

type L = Line<KoreanWords>;

const lines: OnePlotLines<KoreanWords> = {
  opening: {
    baby: [
      (c) => `안녕, ${call(c)}, 여기는 ${ieyo(c.words.place)}.`,
      (c) => `${call(c)}, 여기 좀 봐요, ${c.words.place}에 왔어요!`,
      (c) => `까꿍, ${call(c)}, ${c.words.place}에 온 걸 환영해요!`,
    ],
    young: [
      (c) =>
        `어느 맑은 아침, ${ga(kid(c))} 눈을 떠 보니 ${c.words.place}에 와 있었고, ${ga(c.words.friend)} 함께 놀려고 기다리고 있었어요.`,
      (c) =>
        `옛날 옛날에, ${eun(kid(c))} 단짝 친구 ${wa(c.words.friend)} 함께 ${c.words.place}에 가려고 길을 떠났어요.`,
      (c) =>
        `${eun(kid(c))} 늘 ${c.words.place}에 가 보고 싶었는데, 오늘 드디어 ${ga(c.words.friend)} 길을 안내하러 왔어요.`,
    ],
    older: [
      (c) =>
        `${ga(kid(c))} ${c.words.place}에 도착한 아침, 공기는 설렘으로 가득 차 있었고 ${eun(c.words.friend)} 벌써 그곳에서 싱긋 웃으며 기다리고 있었다.`,
      (c) =>
        `${eun(kid(c))} 여러 책에서 ${c.words.place}에 대해 읽었지만, ${wa(c.words.friend)} 나란히 그곳에 서 보니 가슴이 상상보다 훨씬 더 두근거렸다.`,
      (c) =>
        `멋진 모험이 늘 그렇듯, 이야기는 평범한 어느 아침 ${ga(kid(c))} ${eul(c.words.friend)} 따라 ${c.words.place}에 발을 들여놓으면서 시작되었다.`,
    ],
  },
  discovery: {
    baby: [
      (c) => `어머, ${ga(kid(c))} ${eul(c.words.found)} 찾았어요!`,
      (c) => `이게 뭘까요, 바로 ${ieyo(c.words.found)}!`,
      (c) => `${c.words.sound}, ${ga(kid(c))} ${eul(c.words.found)} 보았어요.`,
    ],
    young: [
      (c) =>
        `그때 ${ga(kid(c))} ${eul(c.words.found)} 발견하자, ${eun(c.words.friendName)} “우아, 이게 웬 깜짝 선물이야!” 하고 외쳤어요.`,
      (c) =>
        `바로 그때 무언가가 반짝였는데, 그건 바로 ${yeotgo(c.words.found)}, ${eun(kid(c))} 그것을 살며시 집어 들었어요.`,
      (c) =>
        `“저기 좀 봐!” ${ga(c.words.friendName)} 외치자, ${eun(kid(c))} 그쪽을 보다가 ${eul(c.words.found)} 발견했어요.`,
    ],
    older: [
      (c) =>
        `아무도 살펴볼 생각을 하지 않았을 구석에서 ${eun(kid(c))} ${eul(c.words.found)} 발견했고, 호기심이 발끝까지 찌릿하게 번져 갔다.`,
      (c) =>
        `${eun(c.words.friendName)} 갑자기 멈춰 서서 말없이 앞을 가리켰고, 고요함 속에서 ${ga(c.words.found)} 조용히 기다리고 있었다.`,
      (c) =>
        `마치 나만을 기다려 온 것 같은 발견이 있는데, ${eul(c.words.found)} 발견했을 때 ${ga(kid(c))} 느낀 기분이 바로 그랬다.`,
    ],
  },
  episode: {
    baby: [
      (c) => `${c.words.sound}, ${wa(kid(c))} ${ga(c.words.friendName)} ${ep(c)[1]}.`,
      (c) => `이번엔 ${ga(kid(c))} ${ep(c)[1]}!`,
      (c) => `한 번 더, 한 번 더, ${ep(c)[0]}자!`,
      (c) => `우와, ${ga(kid(c))} ${ep(c)[1]}!`,
      (c) => `${c.words.friendName}도 방긋, ${kid(c)}도 방긋, 둘이서 ${ep(c)[1]}.`,
    ],
    young: [
      (c) => `다음으로 ${wa(kid(c))} ${eun(c.words.friendName)} ${ep(c)[0]}고, 서로 마주 보며 방긋 웃었어요.`,
      (c) => `“우리 ${ep(c)[0]}자!” ${ga(c.words.friendName)} 말하자, 두 친구는 신이 나서 바로 해 보았어요.`,
      (c) => `그다음에 ${eun(kid(c))} ${ep(c)[0]}기도 했는데, 생각보다 훨씬 더 재미있었어요.`,
      (c) => `${wa(c.words.friendName)} 함께 ${ep(c)[0]}고 나니, ${poss(c)} 얼굴에 함박웃음이 피었어요.`,
      (c) => `${ga(kid(c))} ${ep(c)[0]}고 있을 때, ${eun(c.words.friendName)} 옆에서 신이 나서 응원했어요.`,
    ],
    older: [
      (c) =>
        `얼마 뒤 ${wa(kid(c))} ${eun(c.words.friendName)} ${ep(c)[0]}고, 한동안은 바깥세상이 아득히 멀게만 느껴졌다.`,
      (c) =>
        `“${ep(c)[0]}고 싶지 않아?” ${ga(c.words.friendName)} 묻자, ${ga(kid(c))} 대답하기도 전에 둘은 벌써 움직이고 있었다.`,
      (c) =>
        `${c.words.here}에서는 아무도 서두르지 않았기에, ${eun(kid(c))} 느긋하게 ${ep(c)[0]}고 지나온 길의 작은 놀라움들을 차곡차곡 마음에 담았다.`,
      (c) =>
        `오늘 ${ep(c)[0]}게 될 줄은 ${kid(c)}도 꿈에도 몰랐지만, 그 시간은 이번 모험에서 가장 오래 기억에 남을 순간이 되었다.`,
      (c) =>
        `${ga(c.words.friendName)} 곁에 있어 준 덕분에 ${eun(kid(c))} ${neun(ep(c)[0])} 내내 마음이 든든했고, 좋은 친구와 함께라면 아주 평범한 순간도 반짝반짝 빛난다는 것을 깨달았다.`,
    ],
  },
  climax: {
    baby: [
      (c) => `두근두근, ${ga(kid(c))} ${c.words.climax[1]}.`,
      (c) => `살살, 살살, ${ga(kid(c))} ${c.words.climax[1]}.`,
      (c) => `씩씩한 ${ga(kid(c))} 해냈어요, ${c.words.climax[1]}.`,
    ],
    young: [
      (c) => `드디어 가장 중요한 순간이 찾아왔고, ${eun(kid(c))} 숨을 크게 들이쉰 다음 ${c.words.climax[1]}.`,
      (c) => `“난 할 수 있어!” ${ga(kid(c))} 스스로에게 힘을 북돋우고는 ${c.words.climax[1]}.`,
      (c) => `${eun(kid(c))} ${eul(c.words.thing)} 떠올리고 곰곰이 생각한 끝에, 마침내 ${c.words.climax[1]}.`,
    ],
    older: [
      (c) =>
        `모든 것이 숨을 죽인 듯한 순간, ${eun(kid(c))} 용감하면서도 다정해지기로 마음먹었고, 마침내 ${plain(c.words.climax[1])}.`,
      (c) =>
        `포기하는 건 쉬웠겠지만 ${eun(kid(c))} ${eul(c.words.thing)} 떠올리며 숨을 한 번 깊이 고른 다음, 침착하게 ${plain(c.words.climax[1])}.`,
      (c) =>
        `용감하다는 건 떨리지 않는 게 아니라 떨려도 다정한 일을 해내는 거라는 걸 깨달은 ${eun(kid(c))} ${plain(c.words.climax[1])}.`,
    ],
  },
  ending: {
    baby: [
      (c) => `잘 자, ${call(c)}, 좋은 꿈 꿔.`,
      (c) => `하암, ${ga(kid(c))} 졸려요, 쉿, 잘 자요.`,
      (c) => `${c.words.friendName}도 새근새근, ${kid(c)}도 새근새근, 잘 자요.`,
    ],
    young: [
      (c) => `${eun(kid(c))} 드디어 ${c.words.ending[0]}고 나서, 행복한 마음으로 스르르 잠이 들었어요.`,
      (c) =>
        `별들이 뜰 무렵, ${wa(kid(c))} ${eun(c.words.friendName)} ${c.words.ending[0]}고 달콤한 꿈을 꾸었어요.`,
      (c) =>
        `“오늘 정말 고마워.” ${ga(kid(c))} 작은 목소리로 속삭인 뒤, 둘은 ${c.words.ending[0]}고 포근한 잠에 빠졌어요.`,
    ],
    older: [
      (c) =>
        `낮이 부드럽게 밤으로 녹아들 무렵, ${eun(kid(c))} ${c.words.ending[0]}고, 모험 전체를 따뜻한 불빛처럼 가슴에 품고 어느 때보다 편안하게 잠들었다.`,
      (c) =>
        `이불 속에서 스르르 눈이 감길 무렵, ${eun(kid(c))} ${wa(c.words.here)} ${eul(c.words.friendName)} 떠올리며 살며시 웃었는데, 어떤 모험은 끝난 뒤에도 오래도록 마음에 남기 때문이었다.`,
      (c) =>
        `두 친구가 ${c.words.ending[0]}고 나니 하늘에는 어느새 별이 총총했고, ${eun(kid(c))} 내일은 또 어떤 일이 생길까 궁금해하며 잠이 들었다.`,
    ],
  },
};

const details: LanguagePack<KoreanWords>['details'] = {
  baby: [
    (c) => `${c.words.sound}!`,
    (c) => `짝짝짝, ${call(c)}!`,
    () => '야호, 신난다!',
    (c) => `${ga(c.words.friendName)} 반갑다고 인사해요.`,
    () => '방긋방긋, 기분이 좋아요.',
    () => '토닥토닥, 참 잘했어요.',
  ],
  young: [
    (c) => `${eun(c.words.friendName)} 너무 기뻐서 몸을 이리저리 흔들었어요.`,
    (c) => `${poss(c)} 마음이 따뜻하고 환해졌어요.`,
    () => '정말 멋진 하루가 되어 가고 있었어요!',
    (c) => `“${c.words.sound}!” ${ga(c.words.friendName)} 흥얼흥얼 노래했어요.`,
    (c) => `마치 ${c.words.here}까지 두 친구에게 박수를 쳐 주는 것 같았어요.`,
    (c) => `${eun(kid(c))} 언젠가 또 ${c.words.here}에 오고 싶다고 살짝 소원을 빌었어요.`,
  ],
  older: [
    (c) => `${eun(kid(c))} 이 기억을 평생 간직하려고 마음속 가장 소중한 곳에 살며시 넣어 두었다.`,
    (c) => `${eun(c.words.friendName)} 아무 말도 하지 않았지만, 서로 마주친 눈빛만으로도 마음이 다 전해졌다.`,
    () => '어디선가 산들바람이 모험의 냄새를 실어 왔다.',
    (c) => `그건 ${ga(kid(c))} 자신이 아주 작으면서도 아주 용감하다고 느끼게 되는 그런 순간이었다.`,
    (c) => `${c.words.here}의 모든 것이 새로워서, 공기 속에도 작은 비밀이 숨어 있는 것만 같았다.`,
    (c) =>
      `${ga(c.words.friendName)} 세상에서 가장 우스꽝스러운 표정을 지어 보이자, ${eun(kid(c))} 그만 웃음을 터뜨리고 말았다.`,
  ],
};

const titles: L[] = [
  (c) => `${poss(c)} ${c.words.topic}`,
  (c) => `${wa(kid(c))} ${c.words.friend}`,
  (c) => `${c.words.topic}: ${poss(c)} 이야기`,
];

export const ko: LanguagePack<KoreanWords> = onePlotPack({
  code: 'ko',
  // Hangul syllables: every story is written in Hangul.
  script: /[\uac00-\ud7a3]/,
  themes,
  custom,
  titles,
  lines,
  details,
});
