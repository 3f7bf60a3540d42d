import type { LanguagePack, Line, LineContext, PlotLines } from '../types.ts';

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
  /** Where the journey plot goes, as a noun phrase that takes 에 and 까지: "산호초 너머의 오래된 난파선". */
  far: string;
  /** The same spot again, short, once the story has named it: "난파선". */
  farShort: string;
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
    far: '산호초 너머의 오래된 난파선',
    farShort: '난파선',
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
    far: '정글 깊숙한 곳의 커다란 폭포',
    farShort: '큰 폭포',
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
    far: '별들의 끝자락에 떠 있는 고리 행성',
    farShort: '고리 행성',
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
    far: '성벽 너머 마법의 숲',
    farShort: '마법의 숲',
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
    far: '골짜기 끝자락의 잠자는 화산',
    farShort: '잠자는 화산',
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
    far: '마을 너머의 오래된 호박밭',
    farShort: '호박밭',
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
    far: '눈 덮인 숲속 깊은 곳의 커다란 크리스마스트리',
    farShort: '숲속 크리스마스트리',
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
    far: '모래사장 끝에 서 있는 등대',
    farShort: '등대',
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
    far: '산맥에서 가장 높은 봉우리',
    farShort: '높은 봉우리',
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
    climax: v('부드러운 노래로 아기 용이 잃어버린 목소리를 되찾게 도와주', '주었어요'),
    ending: v('별빛 아래 따뜻한 용 꼬리에 폭 감싸여 쉬', '쉬었어요'),
    topic: '용의 산 모험',
  }),
  superhero: w({
    place: '높은 빌딩이 늘어선 큰 도시',
    here: '도시',
    far: '도시에서 가장 높은 탑',
    farShort: '높은 탑',
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
    far: '병원 뒤편 언덕 위의 공원',
    farShort: '언덕 위 공원',
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
    far: '시내 건너편의 커다란 박물관',
    farShort: '박물관',
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
    climax: v('도서관까지 놀러 간 교실 햄스터를 찾아내', '냈어요'),
    ending: v('오늘 있었던 일을 가족에게 이야기하', '했어요'),
    topic: '즐거운 학교 가는 날',
  }),
  birthday: w({
    place: '정원에서 열린 생일 파티',
    here: '파티',
    far: '정원 맨 끝 나무 위의 오래된 오두막',
    farShort: '나무 위 오두막',
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
    far: '꿈나라 구름 위의 성',
    farShort: '구름 위의 성',
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
    climax: v('작은 수면등을 켜서 인형 친구들이 무섭지 않게 해 주', '주었어요'),
    ending: v('이불을 턱밑까지 끌어올리고 두 눈을 꼭 감', '감았어요'),
    topic: '잘 자요 모험',
  }),
};

/** The parent's text is a topic in Korean single quotes (used for emphasis), never an instruction. */
const custom = (text: string): KoreanWords => ({
  place: '소원이 자라는 마법의 들판',
  here: '들판',
  far: '들판 너머 무지개가 끝나는 곳',
  farShort: '무지개 끝',
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
 * does not end in Hangul.
 */
function batchim(word: string): number | undefined {
  const code = word.charCodeAt(word.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return undefined;
  return (code - 0xac00) % 28;
}

/**
 * Whether a name written in another script ends in a consonant as Korean says it, which picks
 * its particles as it would for the name written in Hangul. A Latin name ends in a consonant
 * after m, n, ng and l, silent e or not (Tom → 톰, Anne → 앤, Paul → 폴), and after p, t, k or b
 * that follow a single vowel (Jack → 잭, Matt → 맷, Bob → 밥); any other ending is said with a
 * vowel (Mia → 미아, Max → 맥스, Kate → 케이트, Oliver → 올리버, David → 데이비드). A Cyrillic
 * name ends in a consonant after м, н and л (Иван → 이반), a kana name after ん. Undefined for a
 * script whose sound cannot be read from its letters.
 */
function foreignEndsInConsonant(name: string): boolean | undefined {
  const letters = name
    .normalize('NFD')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();
  if (/[a-z]$/.test(letters)) {
    const latin = letters.replace(/[^a-z]/g, '');
    return /([mnl]e?|ng)$/.test(latin) || /[aeiou](pp|tt|ck|bb|[ptkcb])$/.test(latin);
  }
  if (/[\u0400-\u04ff]$/.test(letters)) return /[мнл]ь?$/.test(letters);
  if (/[\u3040-\u30ff]$/.test(letters)) return /[んン]$/.test(letters);
  return undefined;
}

/** Whether any word (a Hangul word, or a name in another script) takes the particles after a consonant. */
const ends = (word: string) => {
  const b = batchim(word);
  return b === undefined ? (foreignEndsInConsonant(word) ?? false) : b !== 0;
};
/** 은/는, 이/가, 을/를, 과/와 after any word: the child's name, companions, places, found things. */
const eun = (word: string) => word + (ends(word) ? '은' : '는');
const ga = (word: string) => word + (ends(word) ? '이' : '가');
const eul = (word: string) => word + (ends(word) ? '을' : '를');
const wa = (word: string) => word + (ends(word) ? '과' : '와');
/** The copula: 산호초예요, 정글이에요; and its past before 고: 진주조개였고, 꽃이었고. */
const ieyo = (word: string) => word + (ends(word) ? '이에요' : '예요');
const yeotgo = (word: string) => word + (ends(word) ? '이었고' : '였고');
/** The copula's past before a final ending: 엉금이였어요, 꽃이었다. */
const was = (word: string, ending: '어요' | '다') => word + (ends(word) ? '이었' : '였') + ending;

type C = LineContext<KoreanWords>;

/**
 * The child's name as it stands before a particle. A Hangul name ending in a consonant takes the
 * friendly 이 of picture books (지민 → 지민이), so it ends in a vowel like 서아 does. A Latin,
 * Cyrillic or kana name stands as it is and takes the particles its sound asks for (Mia가, Tom이),
 * as Korean text does with foreign names. Only a name in a script whose sound the spelling does
 * not show is followed by 친구, which carries the particles instead.
 */
function kid(c: C): string {
  const b = batchim(c.name);
  if (b !== undefined) return b === 0 ? c.name : `${c.name}이`;
  return foreignEndsInConsonant(c.name) === undefined ? `${c.name} 친구` : c.name;
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

const lines: LanguagePack<KoreanWords>['lines'] = {
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
  episode: {
    baby: [
      (c) => `${c.words.sound}, ${wa(kid(c))} ${ga(c.words.friendName)} ${ep(c)[1]}.`,
      (c) => `이번엔 ${ga(kid(c))} ${ep(c)[1]}!`,
      (c) => `한 번 더, 한 번 더, ${ep(c)[0]}자!`,
      (c) => `우와, ${ga(kid(c))} ${ep(c)[1]}!`,
      (c) => `${c.words.friendName}도 방긋, ${kid(c)}도 방긋, 둘이서 ${ep(c)[1]}.`,
      (c) => `으쌰으쌰, ${ga(kid(c))} ${ep(c)[1]}.`,
      (c) => `${wa(c.words.friendName)} 같이 ${ep(c)[0]}자!`,
      (c) => `신난다, ${kid(c)}도 ${ep(c)[1]}!`,
    ],
    young: [
      (c) => `다음으로 ${wa(kid(c))} ${eun(c.words.friendName)} ${ep(c)[0]}고, 서로 마주 보며 방긋 웃었어요.`,
      (c) => `“우리 ${ep(c)[0]}자!” ${ga(c.words.friendName)} 말하자, 두 친구는 신이 나서 바로 해 보았어요.`,
      (c) => `그다음에 ${eun(kid(c))} ${ep(c)[0]}기도 했는데, 생각보다 훨씬 더 재미있었어요.`,
      (c) => `${wa(c.words.friendName)} 함께 ${ep(c)[0]}고 나니, ${poss(c)} 얼굴에 함박웃음이 피었어요.`,
      (c) => `${ga(kid(c))} ${ep(c)[0]}고 있을 때, ${eun(c.words.friendName)} 옆에서 신이 나서 응원했어요.`,
      (c) => `${ga(c.words.friendName)} “이리 와!” 하고 손짓하자, ${eun(kid(c))} 얼른 달려가 ${ep(c)[1]}.`,
      (c) => `${eun(kid(c))} 신이 나서 ${ep(c)[0]}고, 조금도 지치지 않았어요.`,
      (c) => `${ep(c)[0]}다 보니, ${eun(kid(c))} ${ga(c.words.here)} 점점 더 좋아졌어요.`,
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
      (c) => `${kid(c)}에게 ${ep(c)[0]}기는 생각보다 조금 어려웠지만, 그만큼 훨씬 더 즐거웠다.`,
      (c) =>
        `${c.words.friendName}의 웃음소리에 이끌려 ${kid(c)}도 덩달아 ${ep(c)[0]}고, 시간 가는 줄도 몰랐다.`,
      (c) =>
        `나중에 돌이켜 보아도, ${ep(c)[0]}던 그 시간은 ${kid(c)}에게 이날의 가장 값진 선물 가운데 하나였다.`,
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

/** The child finds the theme's wonder, and it helps solve the theme's gentle problem. */
const treasure: PlotLines<KoreanWords> = {
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
  episodes: {
    baby: [
      () => '가까이, 가까이. 우와, 더 환해졌어요!',
      (c) => `조심조심, ${ga(kid(c))} ${eul(c.words.thing)} 들고 가요.`,
      () => '이건 뭐에 쓸까? 음, 궁금해.',
    ],
    young: [
      (c) =>
        `${ga(kid(c))} 가까이 들여다보자, ${ga(c.words.thing)} 마치 “안녕!” 하고 인사하듯 조금 더 밝게 반짝였어요.`,
      (c) =>
        `${eun(kid(c))} 혹시라도 떨어뜨릴까 봐 ${eul(c.words.thing)} 두 손으로 살며시 감싸 들고 걸었어요.`,
      (c) =>
        `“이건 어디에 쓰는 걸까?” ${ga(c.words.friendName)} 묻자, ${eun(kid(c))} 아직 잘 몰랐지만 왠지 짐작이 갈 것도 같았어요.`,
    ],
    older: [
      (c) =>
        `가까이에서 들여다본 ${eun(c.words.thing)} 더욱 신비로웠는데, ${ga(kid(c))} 미소를 지을 때마다 조금 더 환하게 빛나는 것 같았다.`,
      (c) =>
        `${eun(kid(c))} 새알을 다루듯 ${eul(c.words.thing)} 조심스레 품에 안고 걸었고, ${eun(c.words.friendName)} 그 곁에서 사방을 살피며 길을 지켰다.`,
      (c) =>
        `두 친구는 나란히 앉아 머리를 맞댔다. ${ga(c.words.thing)} 하필 오늘 나타난 데에는 분명 까닭이 있을 테고, ${eun(kid(c))} 그 까닭을 꼭 알아내고 싶었다.`,
    ],
  },
  thread: {
    baby: [
      (c) => `${c.words.thing}, 반짝반짝!`,
      (c) => `${poss(c)} 보물, ${c.words.thing}.`,
      (c) => `${c.words.thing}도 같이 가자.`,
      (c) => `${eul(c.words.thing)} 꼭 안았어요.`,
    ],
    young: [
      (c) => `${eun(kid(c))} 틈틈이 ${eul(c.words.thing)} 꺼내 보며 잘 있는지 확인했어요.`,
      (c) => `${eul(c.words.thing)} 볼 때마다 ${kid(c)}에게 이상하게 힘이 솟았어요.`,
      (c) => `“${c.words.thing}에는 분명 무슨 비밀이 있을 거야.” ${ga(c.words.friendName)} 속삭였어요.`,
      (c) => `${eun(kid(c))} ${eul(c.words.thing)} 생각하면 저절로 웃음이 났어요.`,
    ],
    older: [
      (c) =>
        `${eun(kid(c))} ${c.words.thing} 이야기를 할 때마다 저도 모르게 목소리를 낮추었는데, 어쩐지 소중한 비밀처럼 느껴졌기 때문이다.`,
      (c) =>
        `${ga(c.words.friendName)} 이따금 ${c.words.thing} 쪽을 흘끗거리는 걸 보면, 궁금해서 못 견디겠는 건 ${kid(c)}만이 아닌 듯했다.`,
      (c) =>
        `“${ga(c.words.thing)} 분명 뭔가 알려 줄 거야.” ${eun(c.words.friendName)} 말했지만, 그게 무엇인지는 아직 아무도 몰랐다.`,
      (c) => `${eul(c.words.thing)} 떠올릴 때마다 ${poss(c)} 가슴에는 작은 기대의 불씨가 피어올랐다.`,
    ],
  },
  resolution: {
    baby: [(c) => `야호, ${call(c)}, 해냈어요!`, (c) => `모두 함께 만세, ${c.words.friendName}도 기뻐요.`],
    young: [
      (c) => `모두가 “고마워, ${call(c)}!” 하고 말하자, ${c.words.friendName}도 자랑스럽게 가슴을 폈어요.`,
      (c) => `${c.words.thing} 덕분에 ${c.words.here}에 다시 웃음이 가득해졌어요.`,
    ],
    older: [
      (c) =>
        `모든 일이 잘 마무리되자, ${eun(kid(c))} ${eul(c.words.thing)} 바라보며 그 발견이 없었다면 오늘은 전혀 다른 하루가 되었을 거라고 생각했다.`,
      (c) =>
        `${eun(c.words.friendName)} ${kid(c)} 곁으로 다가와 “네 덕분이야.” 하고 한마디만 했지만, 그걸로 충분했다.`,
    ],
  },
};

/** The companion has lost the theme's treasure; they search and give it back. */
const lost: PlotLines<KoreanWords> = {
  discovery: {
    baby: [
      (c) => `어머, ${ga(c.words.friendName)} 시무룩해요, ${ga(c.words.thing)} 없어졌대요.`,
      (c) => `${c.words.friendName}의 ${c.words.thing}, 어디 갔을까?`,
    ],
    young: [
      (c) =>
        `${c.words.friendName}의 얼굴이 시무룩해서 물어보니, “소중한 ${eul(c.words.thing)} 잃어버렸어.” 하고 작은 목소리로 말했어요.`,
      (c) =>
        `“내 ${eun(c.words.thing)} 어디 갔지?” ${ga(c.words.friendName)} 허둥지둥 주위를 둘러보자, ${eun(kid(c))} “걱정 마, 같이 찾아보자.” 하고 말했어요.`,
    ],
    older: [
      (c) =>
        `${ga(c.words.friendName)} 평소와 달리 조용해서 ${ga(kid(c))} 까닭을 물었더니, 가장 아끼던 ${eul(c.words.thing)} 어딘가에서 잃어버렸다고 털어놓았다.`,
      (c) =>
        `“${ga(c.words.thing)} 없어졌어.” ${c.words.friendName}의 목소리는 떨리고 있었고, ${eun(kid(c))} 그 슬픔이 마치 자기 일처럼 가슴 아팠다.`,
    ],
  },
  episodes: {
    baby: [
      (c) => `위에도 없고, 아래에도 없고. ${ga(kid(c))} 찾고 또 찾아요.`,
      () => '혹시 봤어요? 아니, 못 봤대요.',
      () => '반짝반짝, 이건가? 아니, 아니네.',
    ],
    young: [
      (c) =>
        `${wa(kid(c))} ${eun(c.words.friendName)} 높은 곳부터 낮은 곳까지 ${c.words.here} 구석구석을 샅샅이 찾아보았어요.`,
      (c) =>
        `두 친구는 만나는 이마다 “혹시 ${eul(c.words.thing)} 못 봤니?” 하고 물었지만, 본 친구는 아무도 없었어요.`,
      (c) => `저쪽에서 뭔가 반짝이는 게 보여서 ${ga(kid(c))} 쪼르르 달려가 보니, 그건 그냥 작은 단추였어요.`,
    ],
    older: [
      () => '두 친구는 높은 곳부터 낮은 곳까지, 손이 닿는 곳이라면 어디든 샅샅이 뒤졌다.',
      (c) =>
        `${eun(kid(c))} 지나치는 이들마다 ${eul(c.words.thing)} 보지 못했느냐고 물었는데, 고개를 젓는 이도 있었고 잘 살펴보겠다고 약속하는 이도 있었다.`,
      (c) =>
        `반짝이는 무언가가 눈에 띄는 순간 ${poss(c)} 가슴이 뛰었지만, 가까이 가 보니 누군가 잃어버린 단추 하나가 빛을 받아 깜박이고 있을 뿐이었다.`,
    ],
  },
  thread: {
    baby: [
      () => '여기 있나, 아니네.',
      (c) => `${c.words.thing}, 어디 있니?`,
      () => '왼쪽일까, 오른쪽일까?',
      (c) => `아직 없네, ${c.words.friendName}.`,
    ],
    young: [
      (c) => `${eun(c.words.thing)} 아직 어디에도 보이지 않았어요.`,
      (c) => `“어쩌면 저쪽에 있을지도 몰라.” ${ga(c.words.friendName)} 말했지만, 그곳에도 없었어요.`,
      (c) =>
        `“걱정 마, 꼭 찾을 수 있을 거야.” ${ga(kid(c))} 말하자, ${eun(c.words.friendName)} 작게 고개를 끄덕였어요.`,
      (c) => `${eun(c.words.friendName)} ${eul(c.words.thing)} 마지막으로 본 곳을 열심히 떠올려 보았어요.`,
    ],
    older: [
      (c) => `${eun(c.words.thing)} 여전히 그림자조차 보이지 않았다.`,
      (c) => `${eun(kid(c))} 걸으면서도 발밑에서 눈을 떼지 않고, 작은 반짝임도 그냥 지나치지 않으려 애썼다.`,
      (c) =>
        `찾으면 찾을수록 ${c.words.friendName}의 기운은 점점 빠졌지만, ${eun(kid(c))} “포기하지 않을 거야.” 하고 몇 번이고 말했다.`,
      (c) =>
        `${eun(c.words.friendName)} ${ga(c.words.thing)} 마지막으로 있던 곳을 머릿속으로 몇 번이나 되짚어 보았다.`,
    ],
  },
  climax: {
    baby: [(c) => `찾았다, 찾았다, ${c.words.thing}!`, (c) => `${ga(kid(c))} 찾았어요, ${c.words.thing}!`],
    young: [
      (c) => `바로 그때 무언가가 반짝여서 ${ga(kid(c))} 가까이 가 보니, 바로 ${ieyo(c.words.thing)}!`,
      (c) => `“찾았다!” ${ga(kid(c))} 외치며 ${eul(c.words.thing)} 높이 들어 올렸어요.`,
    ],
    older: [
      (c) =>
        `그리고 생각지도 못한 곳에서, ${eun(kid(c))} 마침내 ${eul(c.words.thing)} 찾아내고 기쁨에 소리를 질렀다.`,
      (c) =>
        `무언가가 희미하게 반짝인 것 같아 ${ga(kid(c))} 몸을 숙이자, 그곳에는 틀림없는 ${ga(c.words.thing)} 놓여 있었다.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `자, 여기 있어, ${c.words.friendName}.`,
      (c) => `${ga(c.words.friendName)} 방긋, 고마워요.`,
    ],
    young: [
      (c) =>
        `${ga(kid(c))} ${eul(c.words.thing)} 건네주자, ${eun(c.words.friendName)} “고마워!” 하고 꼭 끌어안았어요.`,
      (c) =>
        `${eun(c.words.friendName)} ${eul(c.words.thing)} 소중히 품에 안고, 다시는 잃어버리지 않겠다고 약속했어요.`,
    ],
    older: [
      (c) =>
        `${ga(kid(c))} ${eul(c.words.thing)} 살며시 건네자, ${c.words.friendName}의 얼굴에 안도와 기쁨이 환하게 번졌다.`,
      (c) =>
        `“찾아 줘서 고마워.” ${ga(c.words.friendName)} 말하자, ${eun(kid(c))} 누군가의 소중한 것을 되찾아 줄 수 있었다는 게 뿌듯했다.`,
    ],
  },
};

/** A shy second companion appears, is shown around and joins in. */
const newFriend: PlotLines<KoreanWords> = {
  discovery: {
    baby: [(c) => `어, 누구지, ${ieyo(c.other.friend)}.`, (c) => `살짝 엿보는 친구, ${c.other.friend}.`],
    young: [
      (c) => `문득 보니 ${ga(c.other.friend)} 저만치 숨어서 부끄러운 듯 이쪽을 살짝 보고 있었어요.`,
      (c) =>
        `“저기 누가 있어.” ${ga(c.words.friendName)} 속삭여서 보니, ${ga(c.other.friend)} 몸을 잔뜩 움츠리고 쭈뼛쭈뼛 서 있었어요.`,
    ],
    older: [
      (c) =>
        `그때 ${eun(kid(c))} 조금 떨어진 곳에서 ${ga(c.other.friend)} 말을 걸고 싶은 듯하면서도 선뜻 다가오지 못하는 모습을 보았다.`,
      (c) =>
        `${ga(c.words.friendName)} 눈짓으로 가리킨 곳에는 ${ga(c.other.friend)} 있었는데, 금방이라도 숨어 버릴 것처럼 수줍어 보였다.`,
    ],
  },
  episodes: {
    baby: [
      (c) => `안녕, ${c.other.friendName}! 어, 쏙 숨었네.`,
      (c) => `선물이야, ${c.other.friendName}. 여기 살짝 둘게.`,
      () => '쉿, 조용히 앉아요. 기다려요.',
    ],
    young: [
      (c) =>
        `${ga(kid(c))} ${c.other.friendName}에게 손을 흔들자, ${eun(c.other.friendName)} 깜짝 놀라 다시 쏙 숨어 버렸어요.`,
      (c) =>
        `${eun(kid(c))} ${ga(c.other.friendName)} 찾을 수 있는 곳에 작은 선물을 놓아두고, 한 걸음 물러나 기다렸어요.`,
      (c) => `${eun(kid(c))} ${ga(c.other.friendName)} 겁먹지 않도록 가까운 곳에 조용히 앉아 있었어요.`,
    ],
    older: [
      (c) =>
        `${ga(kid(c))} 손을 흔들자 ${eun(c.other.friendName)} 재빨리 몸을 숨겼지만, 그 틈으로 호기심 어린 눈 하나가 살짝 내다보고 있었다.`,
      (c) =>
        `${eun(kid(c))} 작은 선물 하나를 골라 둘 사이 한가운데에 살며시 내려놓았는데, 그것은 말이 필요 없는 초대장이었다.`,
      (c) =>
        `${eun(kid(c))} ${eul(c.other.friendName)} 쫓아가는 대신 가까이에 가만히 앉아 기다렸다. 수줍은 친구에게는 시간이 필요하다는 걸 알았기 때문이다.`,
    ],
  },
  thread: {
    baby: [
      (c) => `${c.other.friendName}, 이리 와.`,
      (c) => `${c.other.friendName}도 아장아장.`,
      () => '같이 놀자, 같이 가자.',
      (c) => `${c.other.friendName}도 살짝 방긋.`,
    ],
    young: [
      (c) => `${eun(kid(c))} ${c.other.friendName}에게 좋아하는 곳을 하나하나 보여 주었어요.`,
      (c) => `${eun(c.other.friendName)} 아직 조금 부끄러운지 두 친구 뒤를 조용히 따라왔어요.`,
      (c) => `“무서워하지 마.” ${ga(kid(c))} 말하자, ${ga(c.other.friendName)} 한 걸음 더 가까이 다가왔어요.`,
      (c) => `${c.words.friendName}도 ${c.other.friendName}에게 말을 걸며 다정하게 손을 흔들었어요.`,
    ],
    older: [
      (c) =>
        `${eun(kid(c))} ${c.other.friendName}에게 이곳에서 찾아낸 좋아하는 것들을 하나씩 보여 주며 돌아다녔다.`,
      (c) => `${c.other.friendName}의 대답은 아직 작았지만, 그 눈빛은 조금씩 반짝이기 시작했다.`,
      (c) =>
        `${eun(c.other.friendName)} 멀찍이 떨어져 걸으면서도 ${poss(c)} 이야기에 귀를 쫑긋 세우고 있었다.`,
      (c) => `${ga(c.words.friendName)} 농담을 하자, ${c.other.friendName}의 입가가 살짝 풀어졌다.`,
    ],
  },
  climax: {
    baby: [
      (c) => `${c.other.friendName}도 까르르 웃었어요!`,
      (c) => `${c.other.friendName}, 우리 같이 놀자!`,
    ],
    young: [
      (c) => `“나도 같이 놀아도 돼?” ${ga(c.other.friendName)} 묻자, 모두 함께 신나게 웃음을 터뜨렸어요.`,
      (c) => `${ga(c.other.friendName)} 처음으로 활짝 웃으며 놀이에 함께했어요.`,
    ],
    older: [
      (c) =>
        `그러다 어느 순간, ${eun(c.other.friendName)} 용기를 내어 놀이 속으로 뛰어들었고, 누구보다 즐겁게 웃음을 터뜨렸다.`,
      (c) =>
        `처음엔 머뭇거리던 ${ga(c.other.friendName)} 어느새 ${wa(kid(c))} ${c.words.friendName} 사이에서 배를 잡고 웃고 있었다.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `${kid(c)}, ${c.words.friendName}, ${c.other.friendName}, 모두 친구.`,
      () => '친구가 한 명 더 생겼어요!',
    ],
    young: [
      (c) =>
        `이렇게 해서 ${kid(c)}, ${c.words.friendName}, ${eun(c.other.friendName)} 사이좋은 친구가 되었어요.`,
      () => '“내일 또 같이 놀자!” 모두 한목소리로 약속했어요.',
    ],
    older: [
      (c) =>
        `어느새 ${kid(c)}, ${c.words.friendName}, ${eun(c.other.friendName)} 오래된 친구처럼 나란히 걷고 있었다.`,
      (c) =>
        `“먼저 말 걸어 줘서 고마워.” ${ga(c.other.friendName)} 말하자, ${poss(c)} 가슴이 따뜻함으로 가득 찼다.`,
    ],
  },
};

/** A strange sound worries the friends; looking bravely, they find the second companion. */
const brave: PlotLines<KoreanWords> = {
  discovery: {
    baby: [() => '어, 바스락, 무슨 소리지?', () => '쉿, 들어 봐, 바스락바스락.'],
    young: [
      (c) =>
        `바로 그때 가까이에서 “바스락바스락” 이상한 소리가 들려와서, ${wa(kid(c))} ${eun(c.words.friendName)} 서로 얼굴을 마주 보았어요.`,
      (c) =>
        `“방금 그거 무슨 소리야?” ${ga(c.words.friendName)} 작은 목소리로 묻더니 ${kid(c)}에게 바짝 붙었어요.`,
    ],
    older: [
      (c) => `어디선가 낯선 바스락 소리가 들려와서, ${eun(kid(c))} 저도 모르게 걸음을 멈추었다.`,
      (c) =>
        `${ga(c.words.friendName)} 갑자기 얼어붙은 듯 멈춰 귀를 기울였는데, 고요함 속에서 분명 무언가가 부스럭거리고 있었다.`,
    ],
  },
  episodes: {
    baby: [
      () => '들어 봐요! 또 그 소리예요, 바스락!',
      () => '손 꼭 잡아요. 용감하게, 용감하게!',
      (c) => `살금살금, ${call(c)}. 조금 더 가까이!`,
    ],
    young: [
      () => '바스락바스락, 그 이상한 소리가 다시 들려왔는데, 이번에는 조금 더 가까이에서 났어요.',
      (c) =>
        `${eun(kid(c))} ${c.words.friendName}의 손을 꼭 잡고 “우리 둘이 함께라면 용감해질 수 있어.” 하고 말했어요.`,
      (c) => `한 걸음, 또 한 걸음, ${eun(kid(c))} 생쥐처럼 살금살금 소리 나는 쪽으로 다가갔어요.`,
    ],
    older: [
      (c) =>
        `소리가 다시 들려왔다. 이번에는 더 가까웠고, ${eun(kid(c))} 그것이 어느 쪽에서 나는지 어렴풋이 짐작이 갔다.`,
      (c) =>
        `${ga(kid(c))} 손을 내밀자 ${ga(c.words.friendName)} 그 손을 꼭 마주 잡았는데, 손끝으로 전해지는 온기가 마치 친구에게서 건너온 용기 같았다.`,
      (c) =>
        `심장은 쿵쾅거렸지만 발걸음만은 흔들리지 않았다. ${eun(kid(c))} 한 발 한 발 조심스럽게 소리 쪽으로 다가갔다.`,
    ],
  },
  thread: {
    baby: [
      () => '누구지, 누구일까?',
      () => '콩닥콩닥, 그래도 씩씩해요.',
      () => '쫑긋쫑긋, 잘 들어 봐요.',
      (c) => `괜찮아, ${eun(kid(c))} 용감해요.`,
    ],
    young: [
      () => '이상한 소리는 잊을 만하면 또 들려왔어요.',
      (c) => `${eun(kid(c))} 귀를 쫑긋 세우고 소리가 어디서 나는지 알아보려 했어요.`,
      (c) =>
        `“조금 떨린다.” ${ga(c.words.friendName)} 말하자, ${eun(kid(c))} “나도 그래.” 하고 웃어 보였어요.`,
      (c) => `“어쩌면 다정한 친구일지도 몰라.” ${ga(kid(c))} 용기를 내어 말했어요.`,
    ],
    older: [
      (c) => `주위가 고요해질수록 ${poss(c)} 귀에는 작은 소리 하나하나가 크게 울렸다.`,
      (c) => `${eun(kid(c))} 무서운 마음과 궁금한 마음이 가슴속에서 줄다리기하는 것을 느꼈다.`,
      (c) => `“함께라면 괜찮아.” ${ga(c.words.friendName)} 말했지만, 그 목소리는 평소보다 조금 작았다.`,
      (c) => `${eun(kid(c))} 무엇이 기다리고 있든 끝까지 알아보겠다고 마음을 굳게 먹었다.`,
    ],
  },
  climax: {
    baby: [(c) => `살짝 보니, ${ieyo(c.other.friend)}!`, (c) => `하하, ${ga(c.other.friend)} 숨어 있었네!`],
    young: [
      (c) => `${ga(kid(c))} 용기를 내어 살짝 들여다보니, 거기에는 ${ga(c.other.friend)} 있었어요.`,
      (c) => `“하나, 둘, 셋!” 하고 들여다보니, 소리의 주인공은 바로 ${was(c.other.friend, '어요')}.`,
    ],
    older: [
      (c) =>
        `있는 용기를 다 끌어모아 ${ga(kid(c))} 들여다보자, 그곳에는 눈을 끔뻑이는 ${ga(c.other.friend)} 있었다.`,
      (c) =>
        `콩닥거리는 가슴을 누르며 ${ga(kid(c))} 고개를 들자, 소리의 주인공은 똑같이 깜짝 놀란 얼굴의 ${was(c.other.friend, '다')}.`,
    ],
  },
  resolution: {
    baby: [() => '하하하, 모두 웃었어요.', (c) => `${c.other.friendName}도 까르르, 재미있다.`],
    young: [
      (c) => `“놀라게 해서 미안해.” ${ga(c.other.friendName)} 말하자, 모두 깔깔 웃음을 터뜨렸어요.`,
      (c) =>
        `${ga(kid(c))} 휴 하고 한숨 돌리고는, ${c.words.friendName}, ${wa(c.other.friendName)} 함께 배가 아플 만큼 웃었어요.`,
    ],
    older: [
      () =>
        '잠깐의 정적이 흐른 뒤 모두 동시에 웃음을 터뜨렸고, 조금 전의 두근거림은 모두 웃음소리로 바뀌었다.',
      (c) => `${eun(kid(c))} 무서워도 끝까지 확인하러 간 자신이 조금은 자랑스러웠다.`,
    ],
  },
};

/** The child secretly prepares a surprise for the companion. */
const surprise: PlotLines<KoreanWords> = {
  discovery: {
    baby: [
      (c) => `쉿, ${c.words.friendName}에게는 비밀이에요.`,
      (c) => `${ga(kid(c))} 깜짝 선물을 준비해요.`,
    ],
    young: [
      (c) => `${eun(kid(c))} 좋은 생각이 떠올라서, ${c.words.friendName} 몰래 깜짝 선물을 준비하기로 했어요.`,
      (c) =>
        `‘${c.words.friendName}에게는 비밀이야.’ ${eun(kid(c))} 속으로 중얼거리며 비밀 계획을 세우기 시작했어요.`,
    ],
    older: [
      (c) =>
        `${ga(c.words.friendName)} 한눈을 파는 사이, ${poss(c)} 머릿속에 늘 곁에 있어 주는 친구에게 비밀 선물을 하자는 멋진 생각이 번뜩 떠올랐다.`,
      (c) =>
        `${ga(c.words.friendName)} 늘 ${eul(kid(c))} 도와주었으니, 오늘은 몰래 보답을 하자고 ${eun(kid(c))} 마음먹었다.`,
    ],
  },
  episodes: {
    baby: [
      () => '이것도 줍고, 저것도 줍고. 깜짝 선물 재료!',
      () => '뚝딱뚝딱, 만들어요. 쉿!',
      (c) => `얼른, 얼른, 숨겨요! ${ga(c.words.friendName)} 와요!`,
    ],
    young: [
      (c) => `${eun(kid(c))} 깜짝 선물에 쓸 예쁜 것들을 ${c.words.here} 여기저기에서 하나씩 모았어요.`,
      (c) =>
        `${eun(kid(c))} 조용한 구석에 앉아, 아무도 눈치채지 못하게 콧노래를 부르며 깜짝 선물을 만들었어요.`,
      (c) =>
        `바로 그때 ${ga(c.words.friendName)} 다가와서, ${eun(kid(c))} 깜짝 선물을 얼른 등 뒤로 숨겼어요. 휴, 아슬아슬했어요!`,
    ],
    older: [
      (c) =>
        `${eun(kid(c))} ${c.words.here} 곳곳을 돌며 작고 멋진 것들을 하나씩 모았는데, 모두 ${eul(c.words.friendName)} 떠올리며 고른 것들이었다.`,
      (c) =>
        `아무도 오지 않는 구석에 자리를 잡은 ${eun(kid(c))} 깜짝 선물이 마음에 쏙 들 때까지 이리저리 놓아 보고 또 고쳐 놓았다.`,
      (c) =>
        `발소리다! ${ga(kid(c))} 깜짝 선물 위에 천을 휙 덮은 바로 그 순간, ${ga(c.words.friendName)} 휘파람을 불며 모습을 드러냈다.`,
    ],
  },
  thread: {
    baby: [
      () => '쉿, 아무도 몰라요.',
      () => '비밀, 비밀.',
      (c) => `${c.words.friendName}, 보면 안 돼.`,
      () => '히히, 두근두근 비밀.',
    ],
    young: [
      (c) => `${eun(kid(c))} 비밀을 지키느라 입을 꾹 다물었지만, 자꾸만 웃음이 새어 나왔어요.`,
      (c) => `${eun(kid(c))} 깜짝 선물이 들키지 않도록 아무렇지 않은 척했어요.`,
      (c) => `깜짝 선물 생각만 하면 ${poss(c)} 가슴이 두근거렸어요.`,
      (c) =>
        `“뭘 숨기는 거야?” ${ga(c.words.friendName)} 묻자, ${eun(kid(c))} “아무것도 아니야!” 하고 얼른 대답했어요.`,
    ],
    older: [
      (c) => `${c.words.friendName}의 기뻐할 얼굴을 떠올리면, 비밀을 지키는 일도 하나도 힘들지 않았다.`,
      (c) => `${eun(kid(c))} 계획이 들킬까 봐 몇 번이나 조마조마했다.`,
      (c) =>
        `“아까부터 왜 그렇게 안절부절못해?” ${ga(c.words.friendName)} 묻자, ${eun(kid(c))} 웃으며 얼버무렸다.`,
      () =>
        '하루가 이렇게 길게 느껴진 건 처음이었는데, 비밀을 품고 기다리는 시간은 달콤하면서도 간질간질했다.',
    ],
  },
  climax: {
    baby: [
      (c) => `짜잔, 깜짝 선물이야, ${c.words.friendName}!`,
      (c) => `${ga(c.words.friendName)} 깜짝, 눈이 동그래요!`,
    ],
    young: [
      (c) =>
        `“깜짝 선물!” ${ga(kid(c))} 외치며 모아 둔 것들을 펼쳐 보이자, ${c.words.friendName}의 눈이 휘둥그레졌어요.`,
      (c) =>
        `“이제 눈 떠도 돼!” ${ga(kid(c))} 말하자, ${c.words.friendName} 앞에는 작은 파티가 준비되어 있었어요.`,
    ],
    older: [
      (c) =>
        `“깜짝 선물이야!” ${poss(c)} 외침과 함께 준비한 것들이 한꺼번에 모습을 드러내자, ${eun(c.words.friendName)} 말을 잃고 그 자리에 멈춰 섰다.`,
      (c) =>
        `눈가리개를 살며시 벗은 ${c.words.friendName} 앞에는 ${ga(kid(c))} 정성껏 꾸민 작은 파티가 펼쳐져 있었다.`,
    ],
  },
  resolution: {
    baby: [() => '야호, 파티다!', (c) => `${c.words.friendName}도 좋아서 만세!`],
    young: [
      (c) =>
        `${eun(c.words.friendName)} “오늘이 제일 행복한 날이야!” 하고 말하며 ${wa(kid(c))} 함께 춤을 추었어요.`,
      () => '모두 함께 축하하는 동안, 즐거운 시간이 눈 깜짝할 새 지나갔어요.',
    ],
    older: [
      (c) =>
        `기뻐하는 ${c.words.friendName}의 얼굴을 보며, ${eun(kid(c))} 누군가를 웃게 하는 일이 자신에게도 이렇게 큰 기쁨이라는 걸 알게 되었다.`,
      () => '작은 축하 자리는 웃음소리와 박수로 가득했고, 영원히 끝나지 않을 것만 같았다.',
    ],
  },
};

/** The friends set off for the theme's faraway spot, arrive there and walk the long way home. */
const journey: PlotLines<KoreanWords> = {
  discovery: {
    baby: [(c) => `출발, ${call(c)}! ${c.words.far}까지 가요!`, (c) => `멀리멀리 가요, ${c.words.far}까지!`],
    young: [
      (c) =>
        `“우리 ${c.words.far}까지 탐험을 떠나 보자! 거기 가면 아주 멋진 게 기다리고 있대.” ${ga(c.words.friendName)} 말했어요.`,
      (c) => `${ga(kid(c))} 맛있는 간식을 챙기자, 두 친구는 ${eul(c.words.far)} 향해 씩씩하게 출발했어요.`,
    ],
    older: [
      (c) =>
        `${c.words.friendName}에게는 ${c.words.far}까지 가는 길이 그려진 낡은 지도가 있었고, ${eun(kid(c))} 오늘이야말로 그 길을 따라가 볼 날이라고 생각했다.`,
      (c) =>
        `${ga(c.words.far)} 이 근방에서 손꼽히게 멋지다는 이야기를 들은 두 친구는 그곳을 제 눈으로 직접 보려고 길을 나섰다.`,
    ],
  },
  episodes: {
    baby: [
      () => '어라, 이 길이 아니네? 이쪽, 이쪽!',
      (c) => `다리가 아야, 그래도 영차! 힘내, ${call(c)}!`,
      () => '앉아서 쉬어요. 냠냠, 간식 시간!',
    ],
    young: [
      (c) => `앗, 길을 잘못 들었어요! ${eun(kid(c))} 멈춰 서서 주위를 둘러보고는 다시 맞는 길을 찾아냈어요.`,
      (c) =>
        `다리가 조금 아팠지만, ${ga(c.words.farShort)} 기다리고 있으니 ${eun(kid(c))} 씩씩하게 계속 걸었어요.`,
      () => '가는 길 중간쯤에서 두 친구는 잠깐 앉아 쉬면서 챙겨 온 간식을 꺼내 먹었어요.',
    ],
    older: [
      (c) =>
        `가는 도중에 그만 길을 잘못 들었지만, ${eun(kid(c))} 아까 지나온 낯익은 표시를 알아보고 다시 제 길로 돌아왔다.`,
      (c) =>
        `길은 멀고 두 다리는 점점 무거워졌지만, ${eun(kid(c))} 한 걸음 옮길 때마다 ${ga(c.words.farShort)} 조금씩 가까워진다는 생각으로 힘을 냈다.`,
      () =>
        '절반쯤 왔을 때 두 친구는 잠시 쉬어 가기로 하고, 간식을 나누어 먹으며 느긋하게 주위를 구경한 뒤 다시 길을 떠났다.',
    ],
  },
  thread: {
    baby: [
      () => '뚜벅뚜벅, 아직이에요.',
      () => '앞으로, 앞으로.',
      (c) => `${c.words.friendName}도 총총총.`,
      () => '저기일까? 아직 멀었어요.',
    ],
    young: [
      () => '길은 이리저리 굽이지며 아직도 저 멀리까지 이어져 있었어요.',
      (c) => `${eun(kid(c))} 가끔 뒤를 돌아보며 얼마나 왔는지 확인했어요.`,
      (c) =>
        `“얼마나 남았을까?” ${ga(c.words.friendName)} 묻자, ${eun(kid(c))} “거의 다 왔어!” 하고 대답했어요.`,
      () => '두 친구는 설레는 마음으로 한 걸음 한 걸음 나아갔어요.',
    ],
    older: [
      () => '길은 완만하게 굽이지며 아직도 앞으로 이어지고 있었고, 출발한 곳은 등 뒤에서 점점 작아졌다.',
      (c) => `${eun(kid(c))} 씩씩한 행진곡을 흥얼거렸고, 그 박자에 맞춰 먼 길이 조금씩 줄어들었다.`,
      () => '모퉁이를 하나 돌 때마다 새로운 풍경이 펼쳐졌는데, 하나같이 앞의 것보다 더 멋졌다.',
      (c) =>
        `“${eun(c.words.farShort)} 어떤 모습일까?” ${ga(c.words.friendName)} 중얼거리자, 두 친구는 마주 보고 웃으며 다시 걸음을 옮겼다.`,
    ],
  },
  climax: {
    baby: [(c) => `도착! 우와, ${ieyo(c.words.farShort)}!`, (c) => `봐요, ${call(c)}! 정말 크고 멋져요!`],
    young: [
      (c) => `드디어 ${c.words.far}에 도착했어요! ${eun(kid(c))} 사방을 둘러보며 “우와!” 하고 감탄했어요.`,
      (c) => `마지막 모퉁이를 돌자 눈앞에 ${ga(c.words.far)} 나타났는데, 상상했던 것보다 훨씬 더 멋졌어요.`,
    ],
    older: [
      (c) =>
        `마침내 ${c.words.far}에 다다른 순간, ${eun(kid(c))} 말문이 막힌 채 가만히 서 있었다. 그곳은 말로 다 할 수 없을 만큼 근사했다.`,
      (c) =>
        `마지막 몇 걸음이 가장 힘들었지만, 이윽고 ${ga(c.words.far)} 눈앞에 모습을 드러내자 ${eun(kid(c))} 먼 길을 온 보람이 있었다는 걸 알았다.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `안녕, ${c.words.farShort}! 이제 집에 가요.`,
      (c) => `${wa(c.words.friendName)} 함께 먼 길을 돌아와요.`,
    ],
    young: [
      (c) =>
        `그러고 나서 ${wa(kid(c))} ${eun(c.words.friendName)} 오늘 본 것들을 이야기하며 먼 길을 천천히 돌아왔어요.`,
      () => '돌아오는 길은 갈 때보다 훨씬 짧게 느껴졌어요.',
    ],
    older: [
      (c) =>
        `돌아오는 길은 멀었지만, ${wa(c.words.friendName)} 추억을 이야기하다 보니 발걸음이 신기하게도 가벼워졌다.`,
      (c) =>
        `왔던 길을 천천히 되돌아가며, ${eun(kid(c))} 멀리까지 가 보아야만 보이는 풍경도 있다고 생각했다.`,
    ],
  },
};

const plots: LanguagePack<KoreanWords>['plots'] = {
  treasure,
  lost,
  'new-friend': newFriend,
  brave,
  surprise,
  journey,
};

const details: LanguagePack<KoreanWords>['details'] = {
  baby: [
    (c) => `${c.words.sound}!`,
    (c) => `짝짝짝, ${call(c)}!`,
    () => '야호, 신난다!',
    (c) => `${ga(c.words.friendName)} 반갑다고 인사해요.`,
    () => '방긋방긋, 기분이 좋아요.',
    () => '토닥토닥, 참 잘했어요.',
    () => '반짝반짝, 예쁘다!',
    () => '빙글빙글, 돌아요.',
    () => '킁킁, 좋은 냄새.',
    (c) => `${c.words.friendName}도 깡충!`,
    () => '여기 보고, 저기 보고.',
    (c) => `최고야, ${call(c)}!`,
    () => '흔들흔들, 흔들려요.',
    () => '빨강, 파랑, 노랑, 알록달록.',
    (c) => `${wa(c.words.friendName)} ${kid(c)}, 단짝 친구.`,
    () => '두근두근, 신나요!',
    () => '하하, 간질간질.',
    () => '만져 볼까, 말랑말랑.',
    () => '아장아장, 걸어요.',
    (c) => `${ga(c.words.friendName)} 까르르 웃어요.`,
    () => '우와, 신기하다!',
    (c) => `${ga(kid(c))} 손을 흔들어요.`,
    () => '하이파이브, 짝!',
    () => '와글와글, 즐거워요.',
    () => '정말 예쁘다!',
    (c) => `${ga(kid(c))} 고개를 끄덕끄덕.`,
    () => '후, 시원하다.',
    () => '깡충깡충, 신나게.',
    (c) => `${ga(c.words.friendName)} 눈을 깜빡깜빡.`,
    () => '봐, 봐, 저기!',
    () => '랄랄라, 기분 최고.',
  ],
  young: [
    (c) => `${eun(c.words.friendName)} 너무 기뻐서 몸을 이리저리 흔들었어요.`,
    (c) => `${poss(c)} 마음이 따뜻하고 환해졌어요.`,
    () => '정말 멋진 하루가 되어 가고 있었어요!',
    (c) => `“${c.words.sound}!” ${ga(c.words.friendName)} 흥얼흥얼 노래했어요.`,
    (c) => `마치 ${c.words.here}까지 두 친구에게 박수를 쳐 주는 것 같았어요.`,
    (c) => `${eun(kid(c))} 언젠가 또 ${c.words.here}에 오고 싶다고 살짝 소원을 빌었어요.`,
    () => '어디선가 즐거운 웃음소리가 들려왔어요.',
    (c) => `${eun(kid(c))} 신이 나서 빙그르르 한 바퀴 돌았어요.`,
    (c) => `${eun(c.words.friendName)} ${kid(c)} 곁에 꼭 붙어 있었어요.`,
    () => '눈에 보이는 모든 것이 반짝반짝 빛났어요.',
    (c) => `“너랑 같이 있으면 뭐든지 재미있어!” ${ga(c.words.friendName)} 말했어요.`,
    (c) => `${eun(kid(c))} 입을 활짝 벌리고 꽃처럼 웃었어요.`,
    () => '두 친구의 발소리가 즐거운 박자를 만들었어요.',
    (c) => `${ga(c.words.friendName)} 우스운 이야기를 하자, ${eun(kid(c))} 배를 잡고 웃었어요.`,
    (c) => `“${call(c)}, 정말 대단해!” ${ga(c.words.friendName)} 칭찬해 주었어요.`,
    () => '두 친구는 서로 눈을 맞추고 킥킥 웃었어요.',
    (c) => `${eun(kid(c))} 왠지 조금 뿌듯해졌어요.`,
    () => '가는 곳마다 새로운 발견이 가득했어요.',
    (c) => `${ga(kid(c))} 깡충깡충 뛰어가자, ${c.words.friendName}도 따라서 깡충깡충 뛰었어요.`,
    (c) => `${poss(c)} 볼이 발그레해졌어요.`,
    (c) => `${eun(kid(c))} ‘여기 오길 정말 잘했다’ 하고 생각했어요.`,
    () => '처음 보는 것들이 정말 많았어요.',
    (c) => `${ga(c.words.friendName)} 콧노래를 부르자, ${kid(c)}도 따라 흥얼거렸어요.`,
    (c) => `${eun(kid(c))} 몸이 깃털처럼 가벼워진 것 같았어요.`,
    () => '두 친구의 웃음소리가 멀리멀리 퍼져 나갔어요.',
    (c) => `${eun(kid(c))} 이것저것 가리키며 ${c.words.friendName}에게 알려 주었어요.`,
    () => '공기가 부드럽고 달콤해서 기분이 참 좋았어요.',
    (c) => `“정말 재미있다!” ${ga(kid(c))} 저도 모르게 말했어요.`,
    () => '아주 작은 것들도 특별하게 보였어요.',
    (c) => `${eun(c.words.friendName)} ${wa(kid(c))} 힘차게 하이파이브를 했어요.`,
    (c) => `${eun(kid(c))} 눈을 반짝이며 주위를 둘러보았어요.`,
  ],
  older: [
    (c) => `${eun(kid(c))} 이 기억을 평생 간직하려고 마음속 가장 소중한 곳에 살며시 넣어 두었다.`,
    (c) => `${eun(c.words.friendName)} 아무 말도 하지 않았지만, 서로 마주친 눈빛만으로도 마음이 다 전해졌다.`,
    () => '어디선가 산들바람이 모험의 냄새를 실어 왔다.',
    (c) => `그건 ${ga(kid(c))} 자신이 아주 작으면서도 아주 용감하다고 느끼게 되는 그런 순간이었다.`,
    (c) => `${c.words.here}의 모든 것이 새로워서, 공기 속에도 작은 비밀이 숨어 있는 것만 같았다.`,
    (c) =>
      `${ga(c.words.friendName)} 세상에서 가장 우스꽝스러운 표정을 지어 보이자, ${eun(kid(c))} 그만 웃음을 터뜨리고 말았다.`,
    (c) => `${eun(kid(c))} 가슴속에서 심장이 가볍게 뛰노는 것을 느꼈다.`,
    (c) => `${wa(c.words.friendName)} 함께라면 어떤 어려움도 이겨 낼 수 있을 것 같았다.`,
    () => '귀를 기울이면 주위의 모든 것이 소곤소곤 이야기를 나누는 것 같았다.',
    (c) => `${eun(kid(c))} 걸음을 멈추고 눈앞의 풍경을 천천히 눈에 담았다.`,
    (c) => `말하지 않아도 ${ga(c.words.friendName)} 자신과 같은 마음이라는 걸 ${eun(kid(c))} 알 수 있었다.`,
    () => '아주 작은 것 하나에도 놀라움과 기쁨이 숨어 있었다.',
    (c) => `${eun(kid(c))} 마음속에 따뜻한 무언가가 천천히 퍼져 나가는 것을 느꼈다.`,
    (c) => `${eun(c.words.friendName)} 너무 즐거운 나머지 그 자리에서 빙그르르 돌았다.`,
    () => '이렇게 마음껏 웃어 본 게 얼마 만인지 몰랐다.',
    (c) => `${eun(kid(c))} 이곳에 오길 정말 잘했다고 진심으로 생각했다.`,
    () => '모든 색깔이 평소보다 훨씬 선명해 보였다.',
    (c) => `호기심으로 가득 찬 ${eun(kid(c))} 작은 것 하나 놓치지 않으려고 눈을 크게 떴다.`,
    () => '주위에는 가슴이 뛰면서도 한없이 다정한 기운이 감돌았다.',
    (c) => `어느새 ${poss(c)} 얼굴에는 커다란 미소가 번져 있었다.`,
    () => '시간이 느리게 흐르는 듯한, 신기한 기분이 들었다.',
    (c) => `${eun(kid(c))} 이 순간을 소중히 간직하자고 속으로 다짐했다.`,
    (c) => `신이 난 ${c.words.friendName}의 옆모습을 보며 ${poss(c)} 마음도 덩달아 들떴다.`,
    () => '어디를 보아도 새로운 이야기가 곧 시작될 것만 같았다.',
    (c) => `${eun(kid(c))} 조금 전보다 한 뼘쯤 자란 것 같은 기분이 들었다.`,
    () => '작은 소리와 희미한 빛 하나하나가 이곳을 생기 있게 만들었다.',
    (c) => `${wa(c.words.friendName)} 나누는 말 한마디 한마디가 ${kid(c)}에게는 즐거웠다.`,
    (c) => `더 알고 싶다는 마음이 ${poss(c)} 가슴속에서 점점 커져 갔다.`,
    () => '웃음소리가 터질 때마다 주위 공기까지 환해지는 듯했다.',
    (c) => `${eun(kid(c))} 발끝으로 서서 주위를 한 바퀴 꼼꼼히 둘러보았다.`,
    () => '두 친구는 손발이 척척 맞아서, 마치 오랜 단짝 같았다.',
  ],
};

const windDown: LanguagePack<KoreanWords>['windDown'] = {
  baby: [
    (c) => `하아암, ${kid(c)}도 하품.`,
    (c) => `${wa(c.words.friendName)} 꼭 안고, 포근포근.`,
    () => '불빛이 살며시 작아져요.',
    () => '눈꺼풀이 스르르.',
  ],
  young: [
    (c) => `${eun(kid(c))} 눈을 비비며 커다랗게 하품을 했어요.`,
    (c) => `${ga(c.words.friendName)} 살며시 기대 오자, 둘은 포근하게 꼭 붙어 앉았어요.`,
    () => '주위의 불빛이 하나둘 희미해졌어요.',
    (c) => `${poss(c)} 눈꺼풀이 점점 무거워졌어요.`,
  ],
  older: [
    (c) => `긴 하루의 피로가 부드럽게 몸을 감싸자, ${eun(kid(c))} 저도 모르게 길게 하품을 했다.`,
    (c) => `${c.words.friendName}의 온기를 곁에 느끼며, ${eun(kid(c))} 천천히 깊은 숨을 내쉬었다.`,
    () => '주변의 빛이 점점 부드럽고 희미해져서, 온 세상이 조용히 담요를 덮은 것만 같았다.',
    (c) => `눈꺼풀이 자꾸만 무거워져서, ${eun(kid(c))} 이제 눈을 뜨고 있기가 힘들었다.`,
  ],
};

/** A companion's kind and name ("바다거북 엉금이") and the name alone. */
const pal = (kind: string, name: string): Pick<KoreanWords, 'friend' | 'friendName'> => ({
  friend: `${kind} ${name}`,
  friendName: name,
});

const companions: LanguagePack<KoreanWords>['companions'] = {
  ocean: [pal('바다거북', '엉금이'), pal('문어', '먹물이')],
  jungle: [pal('앵무새', '키위'), pal('아기 코끼리', '돌돌이')],
  space: [pal('외계인', '지브'), pal('강아지', '별이')],
  castle: [pal('조랑말', '클로버'), pal('올빼미', '후후')],
  dinosaur: [pal('트리케라톱스', '뿔이'), pal('바다거북', '틸리')],
  halloween: [pal('꼬마 유령', '부우'), pal('올빼미', '후후')],
  christmas: [pal('토끼', '눈송이'), pal('여우', '루비')],
  beach: [pal('꽃게', '집게'), pal('강아지', '킁킁이')],
  dragon: [pal('올빼미', '박사'), pal('여우', '밤톨이')],
  superhero: [pal('로봇', '기즈모'), pal('아기 고양이', '폴짝이')],
  doctor: [pal('토끼', '깡총이'), pal('강아지', '얼룩이')],
  school: [pal('올빼미', '깃털이'), pal('로봇', '삑삑이')],
  birthday: [pal('아기 고양이', '사탕이'), pal('아기 코끼리', '땅콩이')],
  bedtime: [pal('올빼미', '루나'), pal('토끼', '포근이')],
  custom: [pal('올빼미', '올리브'), pal('토끼', '산딸기')],
};

const titles: L[] = [
  (c) => `${poss(c)} ${c.words.topic}`,
  (c) => `${wa(kid(c))} ${c.words.friend}`,
  (c) => `${c.words.topic}: ${poss(c)} 이야기`,
];

/** The favourite things' sentences end in 요, or in 다 as the older band's lines do. */
const polite = (c: C, yo: string, da: string) => (c.band === 'older' ? da : yo);

const favourites: LanguagePack<KoreanWords>['favourites'] = {
  opening: (c, things) =>
    `${poss(c)} 마음속에는 좋아하는 것들이 ${polite(c, '가득했어요', '가득했다')}: ${things.join(', ')}.`,
  moments: [
    (c, thing) =>
      `문득 ${ga(kid(c))} 제일 좋아하는 것이 ${polite(c, '떠올랐어요', '떠올랐다')}. 바로 ${thing}!`,
    (c, thing) =>
      `${ga(c.words.friendName)} 세상에서 뭘 제일 좋아하냐고 묻자, ${eun(kid(c))} 활짝 웃으며 ${polite(c, '대답했어요', '대답했다')}: ${thing}.`,
    (c, thing) =>
      `저 멀리서 아주 소중한 무언가가 손을 흔드는 것 ${polite(c, '같았어요', '같았다')}: ${thing}.`,
    (c, thing) =>
      `${eun(kid(c))} 소중한 것에 대한 작은 노래를 ${polite(c, '흥얼거렸어요', '흥얼거렸다')}: ${thing}.`,
  ],
};

export const ko: LanguagePack<KoreanWords> = {
  code: 'ko',
  // Hangul syllables: every story is written in Hangul.
  script: /[\uac00-\ud7a3]/,
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
