import type { ByBand, LanguagePack, LineContext, PlotLines } from '../types.ts';
import { listOf } from './list-of.ts';

/**
 * Something done, in the three forms the lines need: the infinitive phrase („nadar com …“, also
 * used after „está a“ and „vamos“ for the youngest listeners), the pretérito perfeito for one
 * („nadou com …“) and for two („nadaram com …“).
 */
type Act = readonly [inf: string, one: string, two: string];

/** Builds an act from the verb's infinitive, its 3rd person past and the rest of the phrase; the plural past is derived for regular verbs (-ou → -aram, -eu → -eram, -iu → -iram) unless given. */
function act(inf: string, one: string, rest: string, two?: string): Act {
  const plural =
    two ??
    (one.endsWith('ou')
      ? `${one.slice(0, -2)}aram`
      : one.endsWith('eu')
        ? `${one.slice(0, -2)}eram`
        : one.endsWith('iu')
          ? `${one.slice(0, -2)}iram`
          : one);
  return [`${inf} ${rest}`, `${one} ${rest}`, `${plural} ${rest}`];
}

export interface PortugueseWords {
  /** Where the story happens, with its indefinite or definite article: „um recife de coral …“. */
  place: string;
  /** A short way back to the place, with its preposition: „no recife“. */
  here: string;
  /** Where the journey plot goes, with its article: „o velho navio naufragado para lá do recife“. */
  far: string;
  /** The same after „a“ or „até“, contracted: „ao velho navio …“, „à grande cascata …“. */
  farTo: string;
  /** The companion with its article and kind: „o golfinho Salpico“. */
  friend: string;
  /** Just its name, which the lines give an article: „o Salpico“. */
  friendName: string;
  /** Feminine companions take „a“, „da“, „na“ and make „as duas amigas“ with a girl. */
  friendIsFemale: boolean;
  /** A sound for the youngest listeners, without final punctuation: „Chape, chape“. */
  sound: string;
  /** What is found, with its article: „uma concha de madrepérola a cantarolar baixinho“. */
  found: string;
  /** The found thing again, with its definite article: „a concha“. */
  thing: string;
  /** Eight episodes, index-aligned with the theme script. */
  episodes: readonly [Act, Act, Act, Act, Act, Act, Act, Act];
  climax: Act;
  ending: Act;
  /** Title words: „uma aventura no fundo do mar“. */
  topic: string;
}

/** A theme's words, with the journey's „to“ form derived from its destination. */
const w = (words: Omit<PortugueseWords, 'farTo'>): PortugueseWords => ({
  ...words,
  farTo: contract('a', words.far),
});
/** A companion's words: its name with article and kind, its name, and whether it is feminine. */
const pal = (friend: string, friendName: string, friendIsFemale = false) => ({
  friend,
  friendName,
  friendIsFemale,
});

const themes: LanguagePack<PortugueseWords>['themes'] = {
  ocean: w({
    place: 'um recife de coral cheio de cor no fundo do mar',
    here: 'no recife',
    far: 'o velho navio naufragado para lá do recife',
    ...pal('o golfinho Salpico', 'Salpico'),
    sound: 'Chape, chape',
    found: 'uma concha de madrepérola a cantarolar baixinho',
    thing: 'a concha',
    episodes: [
      act('nadar', 'nadou', 'com um cardume de peixes-arco-íris'),
      act('dizer', 'disse', 'olá a uma tartaruga-marinha ensonada', 'disseram'),
      act('contar', 'contou', 'as cores todas do coral'),
      act('seguir', 'seguiu', 'um rasto de bolhinhas prateadas'),
      act('brincar', 'brincou', 'às escondidas com um polvo pequenino'),
      act('ouvir', 'ouviu', 'uma baleia a cantar ao longe'),
      act('descobrir', 'descobriu', 'um jardim de algas a ondular'),
      act('deslizar', 'deslizou', 'numa onda suave'),
    ],
    climax: act('ajudar', 'ajudou', 'um caranguejinho perdido a encontrar o caminho para casa'),
    ending: act('voltar', 'voltou', 'para casa a flutuar na água prateada pela lua'),
    topic: 'uma aventura no fundo do mar',
  }),
  jungle: w({
    place: 'uma selva verdinha cheia de árvores altas',
    here: 'na selva',
    far: 'a grande cascata no coração da selva',
    ...pal('o macaquinho Chico', 'Chico'),
    sound: 'Uh-uh, ah-ah',
    found: 'uma flor dourada a brilhar na sombra',
    thing: 'a flor dourada',
    episodes: [
      act('baloiçar', 'baloiçou', 'nas lianas macias'),
      act('conhecer', 'conheceu', 'um papagaio muito colorido'),
      act('passar', 'passou', 'em bicos de pés por um tigre a dormitar'),
      act('chapinhar', 'chapinhou', 'pelo meio de um riacho cintilante'),
      act('partilhar', 'partilhou', 'bananas docinhas com a bicharada'),
      act('ver', 'viu', 'as borboletas a dançar', 'viram'),
      act('trepar', 'trepou', 'a uma árvore velha e simpática'),
      act('seguir', 'seguiu', 'umas pegadas engraçadas na lama'),
    ],
    climax: act('ajudar', 'ajudou', 'um elefante bebé a sair da lama pegajosa'),
    ending: act('ouvir', 'ouviu', 'a canção de embalar das rãs e dos grilos'),
    topic: 'uma aventura na selva',
  }),
  space: w({
    place: 'o espaço, lá longe entre as estrelas',
    here: 'no espaço',
    far: 'o planeta dos anéis que gira no limite das estrelas',
    ...pal('o robô Faísca', 'Faísca'),
    sound: 'Zum, zum',
    found: 'uma estrelinha caída do céu',
    thing: 'a estrelinha',
    episodes: [
      act('voar', 'voou', 'de foguetão à volta da lua'),
      act('saltar', 'saltou', 'num planeta roxo e fofinho'),
      act('acenar', 'acenou', 'a um cometa simpático'),
      act('fazer', 'fez', 'desenhos com as estrelas', 'fizeram'),
      act('flutuar', 'flutuou', 'sem gravidade nenhuma'),
      act('visitar', 'visitou', 'os anéis de um planeta gigante'),
      act('conhecer', 'conheceu', 'um extraterrestre pequenino e tímido'),
      act('ver', 'viu', 'o sol nascer sobre a Terra', 'viram'),
    ],
    climax: act('ajudar', 'ajudou', 'a pequena estrela a voltar ao seu lugar no céu'),
    ending: act('voltar', 'voltou', 'para casa, com a estrelinha a cintilar lá fora, à janela'),
    topic: 'uma viagem até às estrelas',
  }),
  castle: w({
    place: 'um castelo no alto de uma colina verde',
    here: 'no castelo',
    far: 'a floresta encantada para lá das muralhas do castelo',
    ...pal('a gatinha Mimi', 'Mimi', true),
    sound: 'Dlim, dlão',
    found: 'uma chavezinha dourada debaixo de uma roseira',
    thing: 'a chave dourada',
    episodes: [
      act('atravessar', 'atravessou', 'a velha ponte levadiça'),
      act('conhecer', 'conheceu', 'um cavaleiro muito gentil'),
      act('subir', 'subiu', 'a escada em caracol do torreão'),
      act('dançar', 'dançou', 'no grande salão'),
      act('fazer', 'fez', 'um piquenique no jardim do castelo', 'fizeram'),
      act('admirar', 'admirou', 'os quadros antigos'),
      act('dar', 'deu', 'uma volta ao pátio num pónei mansinho', 'deram'),
      act('ouvir', 'ouviu', 'o músico da corte a tocar alaúde'),
    ],
    climax: act(
      'encontrar',
      'encontrou',
      'a coroa perdida atrás de uma porta secreta, aberta com a chave dourada',
    ),
    ending: act('ver', 'viu', 'as estrelas do alto da torre', 'viram'),
    topic: 'uma aventura no castelo',
  }),
  dinosaur: w({
    place: 'um vale soalheiro cheio de dinossauros simpáticos',
    here: 'no vale',
    far: 'o vulcão adormecido ao fundo do vale',
    ...pal('o pequeno dinossauro Pintas', 'Pintas'),
    sound: 'Pum, pum',
    found: 'um ovo grande e às pintinhas num ninho de folhas',
    thing: 'o ovo às pintinhas',
    episodes: [
      act('passar', 'passou', 'aos pulos por entre os fetos altos'),
      act('conhecer', 'conheceu', 'um dinossauro de pescoço comprido muito meigo'),
      act('chapinhar', 'chapinhou', 'numa lagoa quentinha'),
      act('contar', 'contou', 'as placas das costas de um estegossauro'),
      act('ver', 'viu', 'um vulcão lá longe a soprar nuvenzinhas fofas', 'viram'),
      act('descobrir', 'descobriu', 'pegadas gigantes'),
      act('comer', 'comeu', 'bagas docinhas'),
      act('fazer', 'fez', 'uma corrida com um triceratops pequenino', 'fizeram'),
    ],
    climax: act('manter', 'manteve', 'o ovo quentinho até nascer um dinossauro bebé', 'mantiveram'),
    ending: act('descansar', 'descansou', 'ao lado dos dinossauros, debaixo das estrelas'),
    topic: 'o vale dos dinossauros',
  }),
  halloween: w({
    place: 'uma aldeia simpática em noite de Halloween',
    here: 'na aldeia',
    far: 'a velha horta das abóboras para lá da aldeia',
    ...pal('o gato preto Breu', 'Breu'),
    sound: 'Buuu, hi, hi',
    found: 'uma lanterna de abóbora com um sorriso luminoso',
    thing: 'a lanterna de abóbora',
    episodes: [
      act('vestir', 'vestiu', 'um disfarce maravilhoso'),
      act('bater', 'bateu', 'às portas a pedir doces'),
      act('conhecer', 'conheceu', 'um fantasminha muito risonho'),
      act('esculpir', 'esculpiu', 'uma abóbora com uma cara engraçada'),
      act('ver', 'viu', 'os morcegos a dançar à volta da lua', 'viram'),
      act('caminhar', 'caminhou', 'por entre folhas de outono estaladiças'),
      act('partilhar', 'partilhou', 'doces com toda a gente'),
      act('entrar', 'entrou', 'no desfile de disfarces'),
    ],
    climax: act('acender', 'acendeu', 'a lanterna para um fantasminha com medo do escuro'),
    ending: act('voltar', 'voltou', 'para casa à luz da lanterna'),
    topic: 'uma noite de Halloween',
  }),
  christmas: w({
    place: 'uma aldeia coberta de neve no Natal',
    here: 'na aldeia',
    far: 'a grande árvore de Natal no coração da floresta coberta de neve',
    ...pal('a rena Canela', 'Canela', true),
    sound: 'Tlim, tlim',
    found: 'um sininho de prata na neve',
    thing: 'o sininho de prata',
    episodes: [
      act('fazer', 'fez', 'um boneco de neve bem redondinho', 'fizeram'),
      act('enfeitar', 'enfeitou', 'uma árvore de Natal enorme'),
      act('assar', 'assou', 'bolachinhas em forma de estrela'),
      act('descer', 'desceu', 'uma colina de trenó'),
      act('cantar', 'cantou', 'canções de Natal com os vizinhos'),
      act('embrulhar', 'embrulhou', 'presentes com fitas vermelhas'),
      act('apanhar', 'apanhou', 'flocos de neve com a ponta da língua'),
      act('beber', 'bebeu', 'um chocolate quente'),
    ],
    climax: act(
      'tocar',
      'tocou',
      'o sininho de prata para uma rena perdida encontrar o caminho até ao trenó',
    ),
    ending: act('descansar', 'descansou', 'ao pé da árvore de Natal iluminada'),
    topic: 'um desejo de Natal',
  }),
  beach: w({
    place: 'uma praia cheia de sol à beira-mar',
    here: 'na praia',
    far: 'o farol que fica ao fundo da praia',
    ...pal('a gaivota Gigi', 'Gigi', true),
    sound: 'Chuá, chuá',
    found: 'uma mensagem dentro de uma garrafa de vidro',
    thing: 'a garrafa',
    episodes: [
      act('construir', 'construiu', 'um castelo de areia bem alto'),
      act('apanhar', 'apanhou', 'conchinhas bonitas'),
      act('saltar', 'saltou', 'por cima das ondinhas'),
      act('lançar', 'lançou', 'um papagaio de papel ao vento'),
      act('ver', 'viu', 'um caranguejo a andar de lado', 'viram'),
      act('comer', 'comeu', 'um gelado bem fresquinho'),
      act('espreitar', 'espreitou', 'para dentro de uma poça entre as rochas'),
      act('avistar', 'avistou', 'um veleiro ao longe'),
    ],
    climax: act('seguir', 'seguiu', 'o mapa da garrafa até um baú cheio de conchas brilhantes'),
    ending: act('ver', 'viu', 'o sol a pôr-se no mar', 'viram'),
    topic: 'um dia de praia',
  }),
  dragon: w({
    place: 'as montanhas enevoadas onde vive um dragão amigo',
    here: 'nas montanhas',
    far: 'o pico mais alto das montanhas',
    ...pal('o dragão Brasa', 'Brasa'),
    sound: 'Flap, flap',
    found: 'uma escama de dragão quentinha e cintilante',
    thing: 'a escama de dragão',
    episodes: [
      act('voar', 'voou', 'por cima das colinas às costas do Brasa'),
      act('tostar', 'tostou', 'marshmallows com um sopro de fogo pequenino'),
      act('explorar', 'explorou', 'uma gruta de cristais a brilhar'),
      act('atravessar', 'atravessou', 'uma ponte feita de arco-íris'),
      act('brincar', 'brincou', 'debaixo de uma cascata'),
      act('contar', 'contou', 'os tesouros brilhantes do Brasa'),
      act('aprender', 'aprendeu', 'uma canção de dragões'),
      act('ver', 'viu', 'as nuvens a fazerem formas engraçadas', 'viram'),
    ],
    climax: act('ajudar', 'ajudou', 'o Brasa, o dragãozinho, a recuperar a voz com uma canção suave'),
    ending: act('descansar', 'descansou', 'junto a uma fogueira quentinha, debaixo das estrelas'),
    topic: 'o dragão amigo',
  }),
  superhero: w({
    place: 'uma cidade grande cheia de prédios altos',
    here: 'na cidade',
    far: 'a torre mais alta da cidade',
    ...pal('o cãozinho Zás', 'Zás'),
    sound: 'Vuuum, zum',
    found: 'uma capa brilhante dentro de uma caixa',
    thing: 'a capa',
    episodes: [
      act('voar', 'voou', 'por cima dos telhados'),
      act('ajudar', 'ajudou', 'um gatinho a descer de uma árvore'),
      act('levar', 'levou', 'as compras de uma vizinha'),
      act('arranjar', 'arranjou', 'um baloiço estragado no parque'),
      act('plantar', 'plantou', 'flores na praça da cidade'),
      act('animar', 'animou', 'um amigo tristonho'),
      act('apanhar', 'apanhou', 'um balão fugitivo'),
      act('limpar', 'limpou', 'o parque com outras crianças'),
    ],
    climax: act('voltar', 'voltou', 'a acender as luzes da cidade com bondade e trabalho de equipa'),
    ending: act('pendurar', 'pendurou', 'a capa no cabide para passar a noite'),
    topic: 'um dia cheio de superpoderes',
  }),
  doctor: w({
    place: 'uma clínica alegre e cheia de luz',
    here: 'na clínica',
    far: 'o parque no alto da colina atrás da clínica',
    ...pal('o ursinho Teo', 'Teo'),
    sound: 'Tum-tum, tum-tum',
    found: 'uma mala de médico com um estetoscópio a sério',
    thing: 'o estetoscópio',
    episodes: [
      act('cumprimentar', 'cumprimentou', 'a enfermeira simpática'),
      act('ouvir', 'ouviu', 'o coração do Teo com o estetoscópio'),
      act('ficar', 'ficou', 'de costas direitas junto à régua de medir'),
      act('respirar', 'respirou', 'fundo e devagar, como quem faz bolas de sabão'),
      act('ver', 'viu', 'os peixinhos do aquário da sala de espera', 'viram'),
      act('fazer', 'fez', 'muitas perguntas à médica', 'fizeram'),
      act('dar', 'deu', 'a mão à mãe ou ao pai durante uma picadinha rápida', 'deram'),
      act('escolher', 'escolheu', 'um autocolante colorido'),
    ],
    // The check-up is named as quick and good for the body, to ease a child's worry before a visit.
    climax: act(
      'ser',
      'foi',
      'valente durante a consulta, que é rápida e ajuda o corpo a ficar forte',
      'foram',
    ),
    ending: act('voltar', 'voltou', 'para casa com o coração cheio de orgulho'),
    topic: 'uma visita valente ao médico',
  }),
  school: w({
    place: 'uma escola alegre com uma porta vermelha',
    here: 'na escola',
    far: 'o grande museu do outro lado da cidade',
    ...pal('o hamster Bolacha', 'Bolacha'),
    sound: 'Trrrim, trrrim',
    found: 'uma caixa de lápis de cor mágicos',
    thing: 'a caixa de lápis mágicos',
    episodes: [
      act('pendurar', 'pendurou', 'a mochila num cabide'),
      act('fazer', 'fez', 'novos amigos', 'fizeram'),
      act('pintar', 'pintou', 'um quadro grande e colorido'),
      act('contar', 'contou', 'os blocos de uma torre muito alta'),
      act('cantar', 'cantou', 'uma canção na roda'),
      act('ler', 'leu', 'um livro ilustrado', 'leram'),
      act('descer', 'desceu', 'o escorrega no recreio'),
      act('partilhar', 'partilhou', 'o lanche com outra criança'),
    ],
    // The companion is the class hamster, so the runaway is his little brother.
    climax: act('encontrar', 'encontrou', 'o irmãozinho fujão do Bolacha, escondido na biblioteca'),
    ending: act('contar', 'contou', 'à família tudo sobre o dia'),
    topic: 'um dia na escola',
  }),
  birthday: w({
    place: 'uma festa de anos no jardim',
    here: 'na festa',
    far: 'a velha casa da árvore ao fundo do jardim',
    ...pal('o cãozinho Pipoca', 'Pipoca'),
    sound: 'Pum, pum, viva',
    found: 'um presente-surpresa com um laço enorme',
    thing: 'o presente',
    episodes: [
      act('encher', 'encheu', 'balões'),
      act('pôr', 'pôs', 'chapéus de festa com brilhantes', 'puseram'),
      act('jogar', 'jogou', 'ao jogo das cadeiras'),
      act('ver', 'viu', 'um mágico tirar um coelho da cartola', 'viram'),
      act('dançar', 'dançou', 'com os convidados'),
      act('bater', 'bateu', 'numa piñata cheia de doces'),
      act('pedir', 'pediu', 'um desejo ao soprar as velas'),
      act('abrir', 'abriu', 'os postais de parabéns'),
    ],
    climax: act('partilhar', 'partilhou', 'a última fatia de bolo com um amigo de prato vazio'),
    ending: act('levar', 'levou', 'um balão até à cama'),
    topic: 'a festa de anos mais feliz',
  }),
  bedtime: w({
    place: 'um quarto aconchegante à noite',
    here: 'no quarto',
    far: 'o castelo nas nuvens da terra dos sonhos',
    ...pal('o ursinho Fofo', 'Fofo'),
    sound: 'Chiu, chiu',
    found: 'um raio de luar prateado a entrar pela janela',
    thing: 'o raio de luar',
    episodes: [
      act('vestir', 'vestiu', 'um pijama macio'),
      act('lavar', 'lavou', 'os dentes, um por um'),
      act('ler', 'leu', 'uma história de embalar', 'leram'),
      act('dar', 'deu', 'as boas-noites aos brinquedos', 'deram'),
      act('contar', 'contou', 'ovelhinhas a saltar por cima de uma cerca'),
      act('flutuar', 'flutuou', 'numa almofada de nuvens'),
      act('ouvir', 'ouviu', 'a chuva a tamborilar na janela'),
      act('visitar', 'visitou', 'a lua num sonho'),
    ],
    climax: act('acender', 'acendeu', 'a luz de presença para todos os bonecos se sentirem seguros'),
    ending: act('fechar', 'fechou', 'os olhinhos'),
    topic: 'uma aventura de boa-noite',
  }),
};

/** The parent's text is quoted as the adventure's topic (« »), never read as an instruction. */
const custom = (text: string): PortugueseWords =>
  w({
    place: 'um prado mágico onde crescem desejos',
    here: 'no prado',
    far: 'o fim do arco-íris para lá do prado',
    ...pal('a raposinha Ruiva', 'Ruiva', true),
    sound: 'Tra-lá-lá',
    found: `um mapa que mostra o caminho para uma aventura sobre «${text}»`,
    thing: 'o mapa',
    episodes: [
      act('atravessar', 'atravessou', 'uma pontezinha de madeira'),
      act('conhecer', 'conheceu', 'uma coruja velha e sábia'),
      act('subir', 'subiu', 'uma colina suave'),
      act('encontrar', 'encontrou', 'um campo cheio de flores'),
      act('seguir', 'seguiu', 'um arco-íris'),
      act('descansar', 'descansou', 'junto a um lago sossegado'),
      act('resolver', 'resolveu', 'uma pequena adivinha'),
      act('partilhar', 'partilhou', 'um lanchinho'),
    ],
    climax: act('tornar', 'tornou', `realidade a aventura sobre «${text}»`),
    ending: act('voltar', 'voltou', 'para casa debaixo das estrelas'),
    topic: `uma aventura sobre «${text}»`,
  });

type C = LineContext<PortugueseWords>;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ep = (c: C) => c.words.episodes[c.episode] as Act;

/** Contracts a preposition with a leading article: em + um → num, de + a → da, a + o → ao. */
function contract(prep: 'de' | 'em' | 'a', phrase: string): string {
  const forms: Record<string, Record<string, string>> = {
    de: { o: 'do', a: 'da', os: 'dos', as: 'das', um: 'de um', uma: 'de uma' },
    em: { o: 'no', a: 'na', os: 'nos', as: 'nas', um: 'num', uma: 'numa' },
    a: { o: 'ao', a: 'à', os: 'aos', as: 'às', um: 'a um', uma: 'a uma' },
  };
  const [first, ...rest] = phrase.split(' ');
  const joined = forms[prep]?.[first ?? ''];
  return joined ? [joined, ...rest].join(' ') : `${prep} ${phrase}`;
}

/**
 * The child in a sentence. In European Portuguese a first name usually takes its article („a Mia“,
 * „o Tomás“), but the article shows gender, so without a given gender the bare name is used (as in
 * written narration), never a guess from the name.
 */
const who = (c: C) => (c.gender === 'girl' ? `a ${c.name}` : c.gender === 'boy' ? `o ${c.name}` : c.name);
const Who = (c: C) => cap(who(c));
/** The companion with its article: „o Salpico“, „a Gigi“. */
const pal2 = (c: C) => `${c.words.friendIsFemale ? 'a' : 'o'} ${c.words.friendName}`;
const Pal = (c: C) => cap(pal2(c));
/** „os dois“, or „as duas“ when a girl and a feminine companion are together. */
const both = (c: C) => (c.gender === 'girl' && c.words.friendIsFemale ? 'as duas' : 'os dois');
const friends = (c: C) =>
  c.gender === 'girl' && c.words.friendIsFemale ? 'as duas amigas' : 'os dois amigos';

// Past tenses in Portuguese do not mark gender; only adjectives and participles about the child
// would, so lines describe feelings with verbs and nouns instead („com o coração feliz“).
const beats: Record<'opening' | 'discovery' | 'episode' | 'climax' | 'ending', ByBand<PortugueseWords>> = {
  opening: {
    baby: [
      (c) => `Olá, ${c.name}, olha onde estamos: ${c.words.place}!`,
      (c) => `Cucu, ${c.name}, estamos ${contract('em', c.words.place)}!`,
      (c) => `${c.words.sound}, ${c.name}, que bom estar ${c.words.here}!`,
    ],
    young: [
      (c) =>
        `Certo dia, ${who(c)} acordou ${contract('em', c.words.place)}, e ${c.words.friend} já estava à espera para brincar.`,
      (c) =>
        `Era uma vez uma criança chamada ${c.name}, que um dia foi parar ${contract('em', c.words.place)} e lá conheceu ${c.words.friend}.`,
      (c) =>
        `${Who(c)} sempre sonhara com ${c.words.place}, e nesse dia ${c.words.friend} veio mostrar-lhe o caminho.`,
      (c) => `«Anda comigo!», chamou ${pal2(c)}, e num instante ${who(c)} estava ${c.words.here}.`,
    ],
    older: [
      (c) =>
        `Mal ${who(c)} chegou ${contract('a', c.words.place)}, tudo à volta pareceu zumbir de expectativa, e ${c.words.friend} já lá estava, com um sorriso de orelha a orelha.`,
      (c) =>
        `${Who(c)} já tinha lido sobre ${c.words.place} em montes de livros, mas nada preparara o coração para a emoção de estar finalmente ali, ao lado ${contract('de', c.words.friend)}.`,
      (c) =>
        `Começou, como começam as melhores aventuras, num dia perfeitamente normal, quando ${who(c)} seguiu ${c.words.friend} e, de repente, deu por si ${contract('em', c.words.place)}.`,
    ],
  },
  discovery: {
    baby: [
      (c) => `Oh, ${c.name}, olha: ${c.words.found}!`,
      (c) => `${c.words.sound}, ${who(c)} encontra ${c.words.found}!`,
      (c) => `Uau, ${c.name}, ali está ${c.words.found}!`,
    ],
    young: [
      (c) => `«Que surpresa!», exclamou ${pal2(c)} quando ${who(c)} descobriu ${c.words.found}.`,
      (c) =>
        `Nesse instante, algo brilhou: era ${c.words.found}, e ${who(c)} apanhou o tesouro com todo o cuidado.`,
      (c) => `«Olha ali!», chamou ${pal2(c)}, e ${who(c)} encontrou ${c.words.found}.`,
    ],
    older: [
      (c) =>
        `Num cantinho onde ninguém se lembraria de procurar, ${who(c)} reparou ${contract('em', c.words.found)}, e um arrepio de curiosidade percorreu-lhe o corpo até à ponta dos pés.`,
      (c) =>
        `${Pal(c)} parou e apontou sem dizer palavra, e ali, à espera no silêncio, estava ${c.words.found}.`,
      (c) =>
        `Há descobertas que parecem estar à nossa espera, e foi exatamente isso que ${who(c)} sentiu ao encontrar ${c.words.found}.`,
    ],
  },
  episode: {
    baby: [
      (c) => `${c.words.sound}, ${who(c)} está a ${ep(c)[0]}!`,
      (c) => `Agora ${who(c)} e ${pal2(c)} vão ${ep(c)[0]}, viva!`,
      (c) => `Mais uma vez, ${c.name}, vamos ${ep(c)[0]}!`,
      (c) => `Olha, ${c.name}, ${pal2(c)} também quer ${ep(c)[0]}!`,
      (c) => `Upa, upa, ${who(c)} e ${pal2(c)} estão a ${ep(c)[0]}!`,
      (c) => `Vamos lá, ${c.name}: é hora de ${ep(c)[0]}!`,
      (c) => `Com ${pal2(c)}, ${who(c)} quer ${ep(c)[0]}.`,
      (c) => `Olé, ${c.name}, que bom ${ep(c)[0]}!`,
    ],
    young: [
      (c) => `A seguir, ${who(c)} e ${pal2(c)} ${ep(c)[2]}, sempre a rir.`,
      (c) => `«Vamos ${ep(c)[0]}!», disse ${pal2(c)}, e lá foram ${both(c)}.`,
      (c) => `Depois, ${who(c)} ${ep(c)[1]}, e foi ainda mais divertido do que parecia.`,
      (c) => `Então, ${friends(c)} ${ep(c)[2]}, e ${who(c)} sorriu de orelha a orelha.`,
      (c) => `${cap(c.words.here)}, ${who(c)} ${ep(c)[1]}, enquanto ${pal2(c)} aplaudia com entusiasmo.`,
      (c) =>
        `${c.gender === 'girl' && c.words.friendIsFemale ? 'Juntinhas' : 'Juntinhos'}, ${who(c)} e ${pal2(c)} ${ep(c)[2]} — que divertido!`,
      (c) => `Mais tarde, ${who(c)} ${ep(c)[1]} enquanto ${pal2(c)} batia palmas de alegria.`,
      (c) => `${Pal(c)} teve uma ideia genial: ${ep(c)[0]}, e ${who(c)} disse logo que sim.`,
      (c) => `Sem perder um minuto, ${who(c)} e ${pal2(c)} ${ep(c)[2]}, e o tempo voou.`,
    ],
    older: [
      (c) =>
        `Mais tarde, ${who(c)} e ${pal2(c)} ${ep(c)[2]}, e durante algum tempo o resto do mundo pareceu maravilhosamente distante.`,
      (c) =>
        `«Nunca te apeteceu ${ep(c)[0]}?», perguntou ${pal2(c)}, e antes que ${who(c)} pudesse responder, já ${both(c)} o estavam a fazer.`,
      (c) =>
        `Não havia pressa ${c.words.here}, por isso ${who(c)} ${ep(c)[1]}, reparando em cada pequeno pormenor surpreendente pelo caminho.`,
      (c) =>
        `${Who(c)} não esperava ${ep(c)[0]} nesse dia, mas foi essa a parte da aventura que mais valeu a pena recordar.`,
      (c) =>
        `Com ${pal2(c)} ao lado, ${who(c)} ${ep(c)[1]} e descobriu que um pouco de coragem torna tudo mais luminoso.`,
      (c) =>
        `De coração aos saltos, ${who(c)} ${ep(c)[1]}, e ${pal2(c)} acenou com a cabeça, em sinal de aprovação.`,
      (c) =>
        `Foi ${pal2(c)} quem teve a ideia de ${ep(c)[0]}, e ${who(c)}, entre o nervosismo e o entusiasmo, aceitou sem pensar duas vezes.`,
      (c) =>
        `Veio depois o momento de ${ep(c)[0]}, e, para surpresa ${contract('de', who(c))}, correu ainda melhor do que o esperado.`,
      (c) =>
        `Quando ${who(c)} e ${pal2(c)} ${ep(c)[2]}, ${who(c)} teve a certeza de estar a viver um daqueles dias que se recordam para sempre.`,
    ],
  },
  // The climax keeps the child as the one who acts: in some themes the companion is the one being
  // helped (the dragon's lost voice).
  climax: {
    baby: [
      (c) => `Oh, oh, ${who(c)} vai ${c.words.climax[0]}!`,
      (c) => `Devagarinho, devagarinho, ${who(c)} está a ${c.words.climax[0]}.`,
      (c) => `Com muito carinho, ${who(c)} consegue ${c.words.climax[0]}.`,
    ],
    young: [
      (c) => `Chegou então o momento mais importante: ${who(c)} respirou fundo e ${c.words.climax[1]}.`,
      (c) => `Com o coração aos pulos e muito carinho, ${who(c)} ${c.words.climax[1]} — conseguiu!`,
      (c) =>
        `${Who(c)} lembrou-se ${contract('de', c.words.thing)}, pensou muito bem e então ${c.words.climax[1]}.`,
    ],
    older: [
      (c) =>
        `Tudo pareceu suster a respiração enquanto ${who(c)} decidia ter coragem e ternura ao mesmo tempo, e foi assim que ${c.words.climax[1]}.`,
      (c) =>
        `Teria sido fácil desistir, mas ${who(c)} lembrou-se ${contract('de', c.words.thing)}, firmou as mãos e ${c.words.climax[1]}, e à volta todos suspiraram de alívio.`,
      (c) =>
        `${Who(c)} percebeu que ter coragem não é nunca sentir nervos, mas sim fazer o que está certo mesmo assim, e por isso ${c.words.climax[1]}.`,
    ],
  },
  ending: {
    baby: [
      (c) => `Boa noite, ${c.name}, sonhos cor-de-rosa.`,
      (c) => `Ahhh, que soninho, ${c.name}, chiu, boa noite.`,
      (c) => `Aconchega-te, ${c.name}, boa noite, ${c.words.friendName}.`,
      (c) => `Pouco a pouco, ${who(c)} vai ${c.words.ending[0]}.`,
    ],
    young: [
      (c) => `Por fim, chegou a hora de ${c.words.ending[0]}, e ${who(c)} adormeceu com o coração feliz.`,
      (c) => `Quando a noite chegou, ${who(c)} e ${pal2(c)} ${c.words.ending[2]} e tiveram sonhos doces.`,
      (c) =>
        `«Que dia tão bom», sussurrou ${who(c)}, e, depois de ${c.words.ending[0]}, chegou a hora de um soninho quentinho.`,
    ],
    older: [
      (c) =>
        `Enquanto o dia se transformava devagarinho em noite, ${who(c)} ${c.words.ending[1]}, levando a aventura inteira no peito como uma luz morna, e dormiu mais tranquilamente do que nunca.`,
      (c) =>
        `Mais tarde, já debaixo dos cobertores e quase a dormir, ${who(c)} pensou no dia e ${contract('em', pal2(c))}, e sorriu, porque há aventuras que ficam connosco muito depois de terminarem.`,
      (c) =>
        `A noite já tinha caído quando ${who(c)} e ${pal2(c)} ${c.words.ending[2]}, e o sono chegou devagarinho, cheio de curiosidade pelo dia seguinte.`,
    ],
  },
};

const details: LanguagePack<PortugueseWords>['details'] = {
  baby: [
    (c) => `${c.words.sound}!`,
    (c) => `Palminhas, palminhas, ${c.name}!`,
    (c) => `${Pal(c)} diz olá!`,
    () => 'Hi, hi, que cócegas!',
    (c) => `Olha que lindo, ${c.name}!`,
    () => 'Ai, que giro!',
    (c) => `Olha, ${pal2(c)} está a acenar!`,
    (c) => `Bate aqui, ${c.name}!`,
    (c) => `${Pal(c)} faz uma careta engraçada.`,
    (c) => `${Who(c)} dá pulinhos: hop, hop, hop!`,
    (c) => `${Pal(c)} canta: lá, lá, lá!`,
    (c) => `Um abraço grande para ${pal2(c)}!`,
    (c) => `${Who(c)} abre muito os olhos: oh!`,
    () => 'Pouca-terra, pouca-terra, vamos em frente!',
    (c) => `Um beijinho no nariz ${contract('de', pal2(c))}.`,
    (c) => `${Who(c)} está aqui, ${pal2(c)} está aqui!`,
    () => 'Nham, nham, um lanchinho bom!',
    (c) => `Uau, ${c.name}!`,
    (c) => `${Pal(c)} dá voltas e voltas: viva!`,
    () => 'Toda a gente sorri.',
    (c) => `Um beijinho para ${c.name}.`,
  ],
  young: [
    (c) => `${Pal(c)} não se afastava ${contract('de', who(c))} nem por um momento.`,
    (c) => `${Who(c)} sentiu o coração quentinho e cheio de luz.`,
    () => 'Que dia maravilhoso estava a ser!',
    (c) => `«${c.words.sound}!», cantarolou ${pal2(c)}.`,
    (c) => `${Who(c)} riu tanto que ${pal2(c)} acabou por rir também.`,
    (c) => `«Amanhã fazemos isto outra vez!», gritou ${who(c)}.`,
    () => 'Um pulinho de alegria, e lá seguiram caminho.',
    (c) => `O riso ${contract('de', who(c))} ecoava à volta.`,
    (c) => `${Pal(c)} cantarolava uma cantiga alegre.`,
    (c) => `«Que bom estar contigo», disse ${pal2(c)}.`,
    (c) => `${Who(c)} tinha vontade de cantar, de tão bonito que estava tudo.`,
    () => 'Havia cores e barulhinhos alegres em toda a parte.',
    (c) => `${Who(c)} respirou fundo, de olhos muito abertos.`,
    (c) => `${Pal(c)} deu uma cambalhota muito engraçada.`,
    (c) => `«Somos uma grande equipa», disse ${who(c)} ${contract('a', pal2(c))}.`,
    (c) => `Havia tanta coisa para ver que ${who(c)} não sabia para onde olhar.`,
    (c) => `${Who(c)} guardou aquele momento no coração como um tesouro.`,
    (c) => `${Pal(c)} contou uma piada, e ${who(c)} torceu-se a rir.`,
    (c) => `Que sorte ter ${c.words.friendIsFemale ? 'uma amiga' : 'um amigo'} como ${pal2(c)}!`,
    (c) => `${Who(c)} e ${pal2(c)} sorriram um para o outro sem dizer nada.`,
    () => 'Ninguém tinha pressa, e o tempo parecia andar mais devagar.',
  ],
  older: [
    (c) => `${Who(c)} guardou aquele momento num cantinho seguro da memória, para o ter para sempre.`,
    (c) => `${Pal(c)} não disse nada, mas o olhar que trocaram disse tudo.`,
    () => 'Pairava no ar um cheirinho a aventura.',
    () => 'Foi um daqueles momentos em que nos sentimos, ao mesmo tempo, muito pequenos e muito corajosos.',
    (c) => `${Who(c)} sentiu a curiosidade e um bocadinho de nervoso miudinho a darem as mãos lá dentro.`,
    () => 'Se alguém tirasse uma fotografia naquele instante, veria duas caras muito satisfeitas.',
    (c) => `${Pal(c)} cantarolava baixinho, com mais entusiasmo do que afinação.`,
    (c) => `${Who(c)} gostava que aquele momento nunca acabasse.`,
    () => 'Tudo à volta parecia sussurrar a promessa de coisas bonitas por vir.',
    (c) => `${Pal(c)} soltou uma risada clara, e ${who(c)} não conseguiu deixar de rir também.`,
    (c) => `${Who(c)} reparou em mil pequenos pormenores que mais ninguém teria visto.`,
    (c) =>
      `Uma alegria tranquila instalou-se no peito ${contract('de', who(c))}, como um gato enroscado no sofá.`,
    (c) => `${Pal(c)} tinha o dom de tornar cada instante um pouco mais divertido.`,
    () => 'O tempo parecia ter parado, só para os deixar saborear aquele instante.',
    (c) => `${Who(c)} teve a sensação de que o mundo acabava de ficar um pouco maior.`,
    (c) => `Entre ${who(c)} e ${pal2(c)}, a cumplicidade crescia de minuto a minuto.`,
    (c) => `${Who(c)} pensou que há dias que valem por todos os outros juntos.`,
    (c) => `${Pal(c)} lançou um olhar maroto ${contract('a', who(c))}, e ambos desataram a rir.`,
    (c) => `Havia tanto para ver que ${who(c)} não sabia onde pousar o olhar.`,
    (c) => `${Who(c)} jurou contar um dia esta aventura, mesmo sem saber ainda por onde começar.`,
    () => 'Até o silêncio parecia estar de bom humor.',
  ],
};

/** The theme's second and third companions, in the order of the theme script. */
const companions: LanguagePack<PortugueseWords>['companions'] = {
  ocean: [pal('a tartaruga Pérola', 'Pérola', true), pal('o polvo Tinteiro', 'Tinteiro')],
  jungle: [pal('o papagaio Kiwi', 'Kiwi'), pal('o elefantinho Seixo', 'Seixo')],
  space: [pal('o extraterrestre Zib', 'Zib'), pal('o cãozinho Astro', 'Astro')],
  castle: [pal('o pónei Trevo', 'Trevo'), pal('a coruja Uhu', 'Uhu', true)],
  dinosaur: [pal('o tricerátops Tico', 'Tico'), pal('a tartaruga Tili', 'Tili', true)],
  halloween: [pal('o fantasminha Bu', 'Bu'), pal('a coruja Uhu', 'Uhu', true)],
  christmas: [pal('a coelhinha Campainha', 'Campainha', true), pal('a raposa Rubi', 'Rubi', true)],
  beach: [pal('o caranguejo Belisco', 'Belisco'), pal('o cãozinho Faro', 'Faro')],
  dragon: [pal('o mocho Sábio', 'Sábio'), pal('o raposinho Ferrugem', 'Ferrugem')],
  superhero: [pal('o robô Gizmo', 'Gizmo'), pal('o gatinho Pulo', 'Pulo')],
  doctor: [pal('o coelhinho Saltitão', 'Saltitão'), pal('o cãozinho Remendo', 'Remendo')],
  school: [pal('a coruja Pena', 'Pena', true), pal('o robô Bip', 'Bip')],
  birthday: [pal('a gatinha Confete', 'Confete', true), pal('o elefante Amendoim', 'Amendoim')],
  bedtime: [pal('a coruja Luna', 'Luna', true), pal('o coelhinho Miminho', 'Miminho')],
  custom: [pal('a coruja Oliva', 'Oliva', true), pal('a coelhinha Amora', 'Amora', true)],
};

/** Adjectives and pronouns about the companion agree with it (contente, contentíssima). */
const fa = (c: C, masc: string, fem: string) => (c.words.friendIsFemale ? fem : masc);
/** The second companion, the newcomer of the new-friend and brave plots, with its article: „o Tinteiro“. */
const oth = (c: C) => `${c.other.friendIsFemale ? 'a' : 'o'} ${c.other.friendName}`;
const Oth = (c: C) => cap(oth(c));
const fo = (c: C, masc: string, fem: string) => (c.other.friendIsFemale ? fem : masc);
/** The found thing's gender, read from its article. */
const ft = (c: C, masc: string, fem: string) => (c.words.thing.startsWith('a ') ? fem : masc);
/** The found thing without its article, to call it by name: „concha“. */
const bare = (c: C) => c.words.thing.replace(/^[oa] /, '');
/** The theme's sound in the middle of a sentence. */
const low = (c: C) => c.words.sound.charAt(0).toLowerCase() + c.words.sound.slice(1);

const treasure: PlotLines<PortugueseWords> = {
  discovery: beats.discovery,
  episodes: {
    baby: [
      (c) => `Olha, ${c.name}! Como brilha!`,
      (c) => `Com cuidadinho, com cuidadinho: ${who(c)} leva ${c.words.thing}.`,
      () => 'Para que será isto? Hum!',
    ],
    young: [
      (c) =>
        `Quando ${who(c)} olhou bem de perto, ${c.words.thing} brilhou um bocadinho mais, como se estivesse a dizer olá.`,
      (c) => `${Who(c)} levou ${c.words.thing} com muito cuidado, para que nada de mal lhe acontecesse.`,
      (c) => `«Para que servirá?», perguntou ${pal2(c)}. ${Who(c)} ainda não sabia, mas tinha um palpite.`,
    ],
    older: [
      (c) =>
        `De perto, ${c.words.thing} era ainda mais ${ft(c, 'maravilhoso', 'maravilhosa')}: brilhava com mais força sempre que ${who(c)} lhe sorria.`,
      (c) =>
        `${Who(c)} levava ${c.words.thing} com a delicadeza de quem segura um ovo de passarinho, enquanto ${pal2(c)} vigiava de um lado e do outro.`,
      (c) =>
        `Sentaram-se a pensar: de certeza que ${c.words.thing} tinha aparecido naquele dia por alguma razão, e ${who(c)} queria descobrir qual.`,
    ],
  },
  thread: {
    baby: [
      (c) => `${cap(c.words.thing)} brilha, brilha, brilha!`,
      (c) => `${Who(c)} leva ${c.words.thing} bem pertinho.`,
      (c) => `E ${c.words.thing}? Continua aqui!`,
      (c) => `${Pal(c)} olha para ${c.words.thing}: uau!`,
      (c) => `Cuidado com ${c.words.thing}, ${c.name}.`,
    ],
    young: [
      (c) => `${Who(c)} não tirava os olhos ${contract('de', c.words.thing)} nem por um segundo.`,
      (c) => `«De onde terá vindo ${c.words.thing}?», perguntou-se ${pal2(c)}.`,
      (c) => `De vez em quando, ${who(c)} espreitava ${c.words.thing} para ver se continuava lá.`,
      (c) => `${cap(c.words.thing)} brilhava baixinho, como se quisesse agradecer.`,
      (c) => `${Pal(c)} prometeu ajudar a guardar ${c.words.thing}.`,
    ],
    older: [
      (c) =>
        `${Who(c)} levava ${c.words.thing} sempre por perto, e de vez em quando parecia sentir-lhe um calorzinho suave.`,
      (c) =>
        `Mesmo a meio da aventura, ${who(c)} continuava a pensar ${contract('em', c.words.thing)} e em todos os segredos que podia esconder.`,
      (c) =>
        `${Pal(c)} lançava olhares curiosos ${contract('a', c.words.thing)}, como se esperasse que começasse a falar.`,
      (c) =>
        `Parecia que ${c.words.thing} os queria acompanhar para todo o lado, e ${who(c)} não tinha a menor intenção de se separar ${ft(c, 'dele', 'dela')}.`,
    ],
  },
  climax: beats.climax,
  resolution: {
    baby: [
      (c) => `Viva, viva: ${who(c)} e ${pal2(c)} fazem a festa com ${c.words.thing}!`,
      (c) => `Hurra por ${c.name} e ${c.words.thing}!`,
    ],
    young: [
      (c) => `Para festejar, ${who(c)} e ${pal2(c)} dançaram à roda ${contract('de', c.words.thing)}.`,
      (c) =>
        `«É a descoberta mais bonita do mundo!», exclamou ${who(c)}, a mostrar ${c.words.thing} a toda a gente.`,
    ],
    older: [
      (c) =>
        `${Who(c)} e ${pal2(c)} celebraram a descoberta, e ${c.words.thing} cintilava cada vez mais a cada gargalhada.`,
      (c) =>
        `Todos quiseram admirar ${c.words.thing}, e ${who(c)} sentiu o peito encher-se de um orgulho tranquilo.`,
    ],
  },
};

const lost: PlotLines<PortugueseWords> = {
  discovery: {
    baby: [
      (c) => `Oh, não! ${Pal(c)} perdeu ${c.words.thing}.`,
      (c) => `${Pal(c)} chora: onde está ${c.words.thing}?`,
      (c) => `Snif, snif: ${pal2(c)} já não tem ${c.words.thing}.`,
    ],
    young: [
      (c) => `De repente, ${pal2(c)} parou, muito triste: «Perdi ${c.words.thing}!», disse com um suspiro.`,
      (c) => `${Pal(c)} procurava por todo o lado, com ar preocupado: ${c.words.thing} tinha desaparecido.`,
    ],
    older: [
      (c) =>
        `Foi então que ${pal2(c)} soltou um gritinho: ${c.words.thing}, o seu tesouro mais querido, tinha desaparecido.`,
      (c) =>
        `O olhar ${contract('de', pal2(c))} ficou nublado: ${c.words.thing} já lá não estava, e ${who(c)} prometeu logo ajudar na procura.`,
    ],
  },
  episodes: {
    baby: [
      (c) => `Debaixo? Atrás? ${Who(c)} procura, procura.`,
      (c) => `Viste ${c.words.thing}? Não, não!`,
      () => 'Uma coisa a brilhar! Oh… não é.',
    ],
    young: [
      (c) => `${Who(c)} e ${pal2(c)} procuraram de alto a baixo, em todos os cantos e recantos.`,
      (c) =>
        `Foram perguntando a toda a gente: «Viste ${c.words.thing}?», mas ninguém ${ft(c, 'o', 'a')} tinha visto.`,
      (c) => `Uma coisa brilhou no chão, e ${who(c)} correu a ver, mas era só um botão.`,
    ],
    older: [
      (c) =>
        `Procuraram por todo o lado, do mais alto ao mais baixo, mas ${c.words.thing} não aparecia em parte nenhuma.`,
      (c) =>
        `${Who(c)} perguntou a todos com quem se cruzavam se tinham visto ${c.words.thing}; uns abanavam a cabeça, outros prometiam estar atentos.`,
      (c) =>
        `Um brilho chamou a atenção ${contract('de', who(c))} e o coração deu-lhe um salto, mas afinal tratava-se apenas de um botão perdido, a piscar-lhes o olho lá do chão.`,
    ],
  },
  thread: {
    baby: [
      (c) => `Onde estás, ${bare(c)}?`,
      (c) => `${Who(c)} procura em cima, em baixo, por todo o lado.`,
      () => 'Aqui não, ali também não: vamos procurar mais!',
      (c) => `${Pal(c)} diz: «Hum, hum», e procura mais um bocadinho.`,
    ],
    young: [
      (c) => `Ainda nem sinal ${contract('de', c.words.thing)}, mas ${who(c)} não desanimou.`,
      (c) => `«Se calhar está por aqui», disse ${who(c)}, a olhar para todos os lados.`,
      (c) => `${cap(c.words.thing)} continuava sem aparecer, mas ninguém desistiu.`,
      (c) =>
        `Pelo caminho, ${who(c)} e ${pal2(c)} iam de olhos bem abertos, não fosse ${c.words.thing} estar ${ft(c, 'escondido', 'escondida')} ali perto.`,
      (c) =>
        `${Who(c)} deu um abraço ${contract('a', pal2(c))}: «Vamos encontrá-${ft(c, 'lo', 'la')}, prometo».`,
    ],
    older: [
      (c) =>
        `Durante todo esse tempo, ${who(c)} não se esqueceu ${contract('de', c.words.thing)}, e espreitava cada recanto na esperança de dar com ${ft(c, 'ele', 'ela')}.`,
      (c) =>
        `Continuava sem haver o menor sinal ${contract('de', c.words.thing)}, mas ${pal2(c)} não perdia a coragem, e isso comovia muito ${who(c)}.`,
      (c) =>
        `Às vezes, ${who(c)} julgava vê-${ft(c, 'lo', 'la')} por um instante, mas era só um reflexo, e a busca recomeçava com mais vontade.`,
      (c) =>
        `${Pal(c)} quase não falava, e ${who(c)} percebeu o quanto ${c.words.thing} significava para ${fa(c, 'ele', 'ela')}.`,
    ],
  },
  climax: {
    baby: [(c) => `Ali! ${Who(c)} encontra ${c.words.thing}!`, (c) => `Aqui está ${c.words.thing}: cucu!`],
    young: [
      (c) =>
        `E de repente, ${who(c)} viu uma coisa a brilhar: era ${c.words.thing} ${contract('de', pal2(c))}!`,
      (c) => `«Encontrei!», gritou ${who(c)}, a levantar ${c.words.thing} bem alto.`,
    ],
    older: [
      (c) =>
        `Quando já ninguém esperava, ${who(c)} viu-${ft(c, 'o', 'a')} finalmente: ${c.words.thing}, ${ft(c, 'pousado', 'pousada')} ali muito ${ft(c, 'sossegado', 'sossegada')}, como se estivesse à espera de que alguém ${ft(c, 'o', 'a')} viesse buscar.`,
      (c) =>
        `${Who(c)} susteve a respiração, afastou com cuidado o que ${ft(c, 'o', 'a')} tapava e descobriu ${c.words.thing}, ${ft(c, 'intacto', 'intacta')}.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `Toma, ${c.words.friendName}: aqui está ${c.words.thing}!`,
      (c) =>
        `${Pal(c)} está ${fa(c, 'contentíssimo', 'contentíssima')}: ${fa(c, 'obrigado', 'obrigada')}, ${c.name}!`,
    ],
    young: [
      (c) =>
        `${Who(c)} devolveu ${c.words.thing} ${contract('a', pal2(c))}, que ${ft(c, 'o', 'a')} abraçou com força e agradeceu.`,
      (c) =>
        `«${fa(c, 'Obrigado, obrigado', 'Obrigada, obrigada')}!», repetia ${pal2(c)} de olhos a brilhar, ao recuperar ${c.words.thing}.`,
    ],
    older: [
      (c) =>
        `${Who(c)} estendeu ${c.words.thing} ${contract('a', pal2(c))}, e a alegria que lhe iluminou a cara valeu todas as buscas do mundo.`,
      (c) =>
        `${Pal(c)} apertou ${c.words.thing} contra o peito, depois abraçou ${who(c)}, e não foram precisas palavras para agradecer.`,
    ],
  },
};

const newFriend: PlotLines<PortugueseWords> = {
  discovery: {
    baby: [
      (c) => `Oh! Quem está ali? É ${c.other.friend}, ${fo(c, 'tão tímido', 'tão tímida')}.`,
      (c) => `Olha, ${c.other.friend} está ${fo(c, 'escondido', 'escondida')}! Olá, ${c.other.friendName}.`,
    ],
    young: [
      (c) =>
        `De repente, ${who(c)} reparou ${contract('em', c.other.friend)}, que espreitava de longe sem coragem de se aproximar.`,
      (c) =>
        `«Olá», disse uma vozinha muito baixinha: era ${c.other.friend}, ${fo(c, 'corado', 'corada')} até às orelhas.`,
    ],
    older: [
      (c) =>
        `Foi então que ${who(c)} avistou ${c.other.friend}, meio ${fo(c, 'escondido', 'escondida')}, a observar tudo com uns olhos enormes e curiosos, sem se atrever a aproximar-se.`,
      (c) =>
        `Um pouco ${fo(c, 'afastado', 'afastada')} estava ${c.other.friend}, tão ${fo(c, 'tímido', 'tímida')} que baixava os olhos mal alguém ${fo(c, 'o', 'a')} olhava.`,
    ],
  },
  episodes: {
    baby: [
      (c) => `Olá, olá, ${c.other.friendName}! Ui, escondeu-se!`,
      (c) => `Um presentinho para ${oth(c)}. Aqui!`,
      (c) => `Sem barulho, sem barulho. Chiu, ${c.name}.`,
    ],
    young: [
      (c) => `${Who(c)} acenou ${contract('a', oth(c))}, mas ${oth(c)} voltou logo a esconder-se.`,
      (c) =>
        `${Who(c)} deixou um presentinho num sítio onde ${oth(c)} o pudesse encontrar e afastou-se um pouco para esperar.`,
      (c) => `${Who(c)} sentou-se ali perto, sem fazer barulho, para ${oth(c)} não se assustar.`,
    ],
    older: [
      (c) =>
        `Quando ${who(c)} acenou, ${oth(c)} fugiu outra vez para o esconderijo, mas não sem antes espreitar com um olho cheio de curiosidade.`,
      (c) =>
        `${Who(c)} escolheu um pequeno presente e pousou-o a meio caminho entre os dois: um convite que não precisava de palavras.`,
      (c) =>
        `Em vez de correr atrás ${contract('de', oth(c))}, ${who(c)} sentou-se ali perto e esperou, porque os amigos tímidos precisam de tempo.`,
    ],
  },
  thread: {
    baby: [
      (c) => `Anda, ${c.other.friendName}, anda brincar!`,
      (c) => `${Who(c)} dá a mãozinha ${contract('a', oth(c))}.`,
      (c) => `${Oth(c)} faz um sorrisinho.`,
      () => 'Todos juntos é mais divertido!',
    ],
    young: [
      (c) => `${Who(c)} mostrou ${contract('a', oth(c))} todos os seus cantinhos preferidos.`,
      (c) => `Pouco a pouco, ${oth(c)} ganhou coragem para se chegar mais perto.`,
      (c) => `«Vem connosco, há lugar para todos», disse ${who(c)} ${contract('a', oth(c))}.`,
      (c) => `${Pal(c)} fez um lugarzinho ${contract('a', oth(c))}, mesmo ao lado ${contract('de', who(c))}.`,
    ],
    older: [
      (c) => `${Who(c)} mostrou ${contract('a', oth(c))} cada recanto, contando mil pequenas histórias.`,
      (c) =>
        `A cada passo, ${oth(c)} parecia um pouco menos ${fo(c, 'envergonhado', 'envergonhada')}, e o olhar ia-se iluminando aos poucos.`,
      (c) =>
        `${Pal(c)} e ${who(c)} faziam questão de nunca deixar ${oth(c)} para trás, e ${fo(c, 'o recém-chegado', 'a recém-chegada')} começava a perceber isso.`,
      (c) =>
        `Às vezes bastava uma pergunta simpática para fazer nascer um sorriso na cara ${contract('de', oth(c))}.`,
    ],
  },
  climax: {
    baby: [
      (c) => `Ah, ah, ah: ${oth(c)} ri-se com ${c.name}!`,
      (c) => `${Oth(c)} dança com ${c.name} e ${pal2(c)}!`,
    ],
    young: [
      (c) => `De repente, ${oth(c)} desatou a rir e juntou-se à brincadeira, feliz como nunca.`,
      (c) => `«Eu também quero brincar!», exclamou ${oth(c)} a rir, e todos bateram palmas.`,
    ],
    older: [
      (c) =>
        `E então, sem aviso, ${oth(c)} soltou uma gargalhada alegre e atirou-se à brincadeira, como se toda a timidez se tivesse evaporado.`,
      (c) =>
        `Foi um momento maravilhoso: ${oth(c)} juntou-se ao jogo, e o seu riso, tímido ao princípio, acabou por soar mais alto do que todos.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `Um, dois, três amigos: ${c.name}, ${c.words.friendName} e ${c.other.friendName}!`,
      () => 'Um abraço a três!',
    ],
    young: [
      (c) => `A partir desse dia, ${who(c)}, ${pal2(c)} e ${oth(c)} passaram a ser três amigos inseparáveis.`,
      (c) =>
        `«Amanhã vens brincar outra vez», disse ${who(c)}, e ${oth(c)} acenou que sim com um grande sorriso.`,
    ],
    older: [
      (c) =>
        `Quando chegou a hora da despedida, eram três a sorrir, e ${who(c)} soube que acabava de nascer uma nova amizade.`,
      (c) =>
        `Nesse dia, ${who(c)} percebeu que um amigo tímido às vezes só precisa de que alguém lhe estenda a mão, e que ${oth(c)} já fazia parte do grupo.`,
    ],
  },
};

const brave: PlotLines<PortugueseWords> = {
  discovery: {
    baby: [
      (c) => `«${c.words.sound}!»: que barulho é este?`,
      (c) => `Oh, um barulho esquisito! ${Who(c)} e ${pal2(c)} escutam.`,
    ],
    young: [
      (c) => `De repente, ouviu-se um barulho estranho ali perto, «${low(c)}», e ${who(c)} deu um pulo.`,
      (c) => `«Ouves este barulho esquisito?», sussurrou ${pal2(c)}, e ${who(c)} apurou o ouvido.`,
    ],
    older: [
      (c) =>
        `Foi então que se ouviu um som estranho, algures ali perto, um «${low(c)}» que nem ${who(c)} nem ${pal2(c)} conseguiam reconhecer.`,
      (c) =>
        `De repente, ergueu-se um som misterioso, e ${who(c)} sentiu o coração bater um pouco mais depressa, sem saber bem se era medo ou curiosidade.`,
    ],
  },
  episodes: {
    baby: [
      () => 'Escuta, escuta! Está mais perto!',
      () => 'Dá-me a mão! Coragem, coragem.',
      (c) => `Pé ante pé, ${c.name}. Mais perto!`,
    ],
    young: [
      () => 'Lá estava outra vez aquele som estranho, e agora ouvia-se mais perto do que antes.',
      (c) =>
        `${Who(c)} e ${pal2(c)} deram as mãos com força. «Com a tua mão na minha, tenho coragem», disse ${who(c)}.`,
      (c) =>
        `Um passo, e depois outro: ${who(c)} avançou pé ante pé na direção do som, tão de mansinho como um ratinho.`,
    ],
    older: [
      (c) =>
        `O som chegou mais uma vez, agora mais perto, e ${who(c)} quase conseguiu adivinhar de que lado vinha.`,
      (c) =>
        `${Who(c)} procurou a mão ${contract('de', pal2(c))}, e o aperto que recebeu foi como se a coragem passasse de um amigo para o outro.`,
      (c) =>
        `Com muito cuidado, ${who(c)} foi-se aproximando do som, com o coração a bater depressa mas os pés bem firmes.`,
    ],
  },
  thread: {
    baby: [
      () => 'Chiu… Outra vez o barulho!',
      (c) => `${Who(c)} escuta com os ouvidos bem atentos.`,
      () => 'Quem faz este barulho?',
      (c) => `${Pal(c)} encosta-se ${contract('a', who(c))}.`,
    ],
    young: [
      () => 'O barulho voltou, desta vez um pouco mais perto.',
      (c) => `${Who(c)} e ${pal2(c)} pararam para escutar, lado a lado.`,
      (c) => `«De certeza que não é nada de mal», disse ${who(c)} para sossegar ${pal2(c)}.`,
      (c) => `De vez em quando, ouvia-se outra vez: «${low(c)}».`,
    ],
    older: [
      (c) =>
        `O som voltava de vez em quando, ora mais forte, ora mais fraco, e ${who(c)} não conseguia deixar de pensar nele.`,
      (c) =>
        `${Pal(c)} chegou-se ${contract('a', who(c))}, e os dois trocaram um olhar que dizia: em breve vamos descobrir o que é.`,
      (c) =>
        `${Who(c)} repetia para si que quase todos os barulhos estranhos têm uma explicação simples, e isso bastava para acalmar o coração.`,
      (c) =>
        `A cada novo eco, a curiosidade ${contract('de', who(c))} crescia um pouco mais do que a inquietação.`,
    ],
  },
  climax: {
    baby: [
      (c) => `${Who(c)} espreita… é ${c.other.friend}!`,
      (c) => `O barulho era ${c.other.friend}: cucu!`,
    ],
    young: [
      (c) =>
        `${Who(c)} ganhou coragem, espreitou com cuidado… e descobriu ${c.other.friend}, que fazia «${low(c)}» a rir-se à gargalhada.`,
      (c) =>
        `Devagarinho, ${who(c)} aproximou-se do barulho e, surpresa: era só ${c.other.friend}, com um sorriso enorme!`,
    ],
    older: [
      (c) =>
        `Enchendo-se de coragem, ${who(c)} avançou para ver de onde vinha o barulho e descobriu… ${c.other.friend}, ${fo(c, 'tão surpreendido', 'tão surpreendida')} como eles.`,
      (c) =>
        `${Who(c)} respirou fundo e avançou, passo a passo, até à origem do barulho: era apenas ${c.other.friend}, a brincar muito ${fo(c, 'sossegado', 'sossegada')}.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `Ah, ah! Todos se riem com ${oth(c)}!`,
      (c) => `${Who(c)} dá um abraço ${contract('a', oth(c))}.`,
    ],
    young: [
      (c) => `Todos desataram a rir, e ${oth(c)} voltou a fazer «${low(c)}» só para os divertir.`,
      (c) => `«Que susto por nada!», riu-se ${who(c)}, e ${pal2(c)} e ${oth(c)} riram-se com vontade.`,
    ],
    older: [
      (c) =>
        `A gargalhada que se seguiu foi tão contagiosa que até ${oth(c)} ficou com lágrimas nos olhos, e o medo desapareceu de vez.`,
      (c) =>
        `${Who(c)} percebeu que tinha bastado uma pitada de coragem para transformar uma preocupação em gargalhadas partilhadas com ${oth(c)}.`,
    ],
  },
};

const surprise: PlotLines<PortugueseWords> = {
  discovery: {
    baby: [
      (c) => `Chiu: ${who(c)} prepara uma surpresa para ${pal2(c)}!`,
      (c) => `Um segredo: ${who(c)} tem uma ideia para ${pal2(c)}.`,
    ],
    young: [
      (c) => `${Who(c)} teve uma ideia: preparar uma surpresa para ${pal2(c)}, mas chiu, era segredo.`,
      (c) =>
        `Enquanto ${pal2(c)} olhava para o outro lado, ${who(c)} sussurrou: «Vou fazer-lhe uma surpresa».`,
    ],
    older: [
      (c) =>
        `Ao ver ${pal2(c)} tão feliz, ${who(c)} teve uma ideia secreta: preparar-lhe uma surpresa de que nunca se esquecesse.`,
      (c) =>
        `${Who(c)} tinha decidido, em grande segredo, agradecer ${contract('a', pal2(c))} aquele dia com uma surpresa só para ${fa(c, 'ele', 'ela')}.`,
    ],
  },
  episodes: {
    baby: [
      () => 'Isto! E isto! Para a surpresa!',
      () => 'A trabalhar, a trabalhar! É segredo.',
      (c) => `Depressa, esconde! Vem aí ${pal2(c)}!`,
    ],
    young: [
      (c) =>
        `${Who(c)} foi juntando, uma a uma, as coisas mais bonitas que encontrava ${c.words.here} para a surpresa.`,
      (c) =>
        `Num cantinho sossegado, ${who(c)} trabalhou na surpresa, a trautear baixinho para ninguém desconfiar.`,
      (c) => `Nesse instante apareceu ${pal2(c)}, e ${who(c)} tapou a surpresa mesmo a tempo.`,
    ],
    older: [
      (c) =>
        `Sem pressa nenhuma, ${who(c)} foi juntando pequenas maravilhas ${c.words.here}, cada uma escolhida a pensar ${contract('em', pal2(c))}.`,
      (c) =>
        `Num canto escondido, ${who(c)} meteu mãos à obra, a arrumar e a rearrumar cada coisa até a surpresa ficar perfeita.`,
      (c) =>
        `Passos! ${Who(c)} tapou a surpresa com um pano um instante antes de ${pal2(c)} aparecer, a assobiar.`,
    ],
  },
  thread: {
    baby: [
      (c) => `${Who(c)} apanha um tesourinho: chiu!`,
      () => 'Mais uma coisa bonita para a surpresa!',
      (c) => `${Who(c)} ri-se baixinho: hi, hi, hi.`,
      (c) => `Nem uma palavra ${contract('a', pal2(c))}!`,
    ],
    young: [
      (c) => `Sem ninguém ver, ${who(c)} guardou uma coisa bonita para a surpresa.`,
      (c) => `Só de pensar na surpresa, ${who(c)} sorria por dentro.`,
      (c) => `A surpresa ia ganhando forma, e ${who(c)} mal conseguia guardar o segredo.`,
      (c) => `${Pal(c)} perguntou o que ${who(c)} andava a tramar, mas a única resposta foi: «Vais ver».`,
    ],
    older: [
      (c) =>
        `Sempre que ${pal2(c)} olhava para o outro lado, ${who(c)} acrescentava às escondidas mais um pormenor à surpresa.`,
      (c) =>
        `Guardar um segredo não era fácil, sobretudo quando ${pal2(c)} fazia perguntas inocentes, mas ${who(c)} aguentou firme.`,
      (c) =>
        `Pouco a pouco, a surpresa ganhava forma, e ${who(c)} já imaginava a cara que ${pal2(c)} ia fazer.`,
      (c) =>
        `${Who(c)} tinha reunido tudo o que era preciso para a surpresa ser perfeita, e escondia tudo com um cuidado infinito.`,
    ],
  },
  climax: {
    baby: [(c) => `Surpresa, ${c.words.friendName}: é para ti!`, (c) => `Tcharan: é tudo para ${pal2(c)}!`],
    young: [
      (c) =>
        `«Surpresa!», gritou ${who(c)}, e ${pal2(c)} arregalou os olhos, ${fa(c, 'maravilhado', 'maravilhada')}.`,
      (c) => `Quando ${pal2(c)} viu a surpresa, deu um salto de alegria: «É tudo para mim?».`,
    ],
    older: [
      (c) =>
        `«Surpresa!», exclamou ${who(c)}, e a cara ${contract('de', pal2(c))} iluminou-se com uma alegria tão grande que todo o segredo valeu a pena.`,
      (c) =>
        `Quando ${pal2(c)} descobriu finalmente a surpresa, ficou um instante sem palavras, e depois não parou de agradecer.`,
    ],
  },
  resolution: {
    baby: [(c) => `${Who(c)} e ${pal2(c)} fazem uma festa!`, () => 'Hurra, a festa continua!'],
    young: [
      (c) => `Todos festejaram, e ${pal2(c)} não parava de agradecer.`,
      (c) => `${Who(c)} e ${pal2(c)} dançaram, cantaram e riram sem parar.`,
    ],
    older: [
      (c) =>
        `A pequena festa durou muito tempo, e ${who(c)} descobriu que oferecer um momento de felicidade alegra quase tanto como recebê-lo.`,
      (c) => `${Pal(c)} abraçou ${who(c)} com força, e juntos celebraram aquele dia como ele merecia.`,
    ],
  },
};

const journey: PlotLines<PortugueseWords> = {
  discovery: {
    baby: [
      (c) => `A caminho, ${c.name}: vamos até ${c.words.farTo}!`,
      (c) => `Lá vamos nós: ${who(c)} e ${pal2(c)} vão para longe, longe, longe.`,
    ],
    young: [
      (c) =>
        `«Vamos numa expedição até ${c.words.farTo}!», propôs ${pal2(c)}. «Há muito tempo que ninguém lá vai!».`,
      (c) => `${Who(c)} preparou um lanche, e ${friends(c)} partiram numa longa viagem até ${c.words.farTo}.`,
    ],
    older: [
      (c) =>
        `${Pal(c)} tinha um mapa antigo com o caminho até ${c.words.farTo}, e ${who(c)} decidiu que aquele era o dia perfeito para o seguir.`,
      (c) =>
        `Dizia-se que ${c.words.far} era o sítio mais bonito num raio de muitos quilómetros, por isso ${who(c)} e ${pal2(c)} partiram para o ver com os próprios olhos.`,
    ],
  },
  episodes: {
    baby: [
      () => 'Ups, por aqui não! Por ali!',
      (c) => `Que cansaço! Força, ${c.name}!`,
      () => 'Uma pausa! Lanchinho: nham, nham.',
    ],
    young: [
      (c) =>
        `Ups, enganaram-se no caminho! ${Who(c)} parou, olhou à volta e voltou a encontrar o caminho certo.`,
      (c) =>
        `As pernas ${contract('de', who(c))} estavam cansadas, mas ${c.words.far} estava à espera, por isso continuaram.`,
      (c) =>
        `A meio do caminho, ${friends(c)} sentaram-se a descansar e comeram o lanche que tinham trazido.`,
    ],
    older: [
      (c) =>
        `Algures pelo caminho enganaram-se na direção, mas ${who(c)} reconheceu um sinal que já tinha visto, e assim voltaram ao rumo certo.`,
      (c) =>
        `A viagem fazia-se longa e os pés ${contract('de', who(c))} iam ficando pesados, mas cada passo encurtava a distância que faltava.`,
      () =>
        'A meio do caminho fizeram uma pausa: comeram qualquer coisa e ficaram a ver a paisagem antes de seguirem viagem.',
    ],
  },
  thread: {
    baby: [
      () => 'Anda, anda, sempre em frente!',
      () => 'Ainda falta muito? Só mais um bocadinho!',
      () => 'Um passo, dois passos, três passos!',
      (c) => `${Who(c)} e ${pal2(c)} avançam, avançam.`,
    ],
    young: [
      (c) => `O caminho continuava sem fim à vista, e ${who(c)} perguntava-se quanto faltaria.`,
      (c) => `«Estamos quase», garantiu ${pal2(c)}, embora ainda faltasse um bom bocado.`,
      (c) => `${Pal(c)} apontou em frente: «Já falta pouco!».`,
      (c) => `${Who(c)} olhou para trás: o sítio de onde tinham partido já parecia pequenino.`,
    ],
    older: [
      (c) =>
        `A viagem continuava, e cada passo trazia pequenas maravilhas em que ${who(c)} nunca teria reparado de outra maneira.`,
      (c) => `${Who(c)} cantarolava uma canção de marcha, e as horas passavam sem darem por isso.`,
      (c) => `${Who(c)} olhou para trás e espantou-se com todo o caminho já percorrido.`,
      (c) =>
        `Quanto mais avançavam, mais vontade tinha ${who(c)} de descobrir o que os esperava no fim da viagem.`,
    ],
  },
  climax: {
    baby: [(c) => `Uau, ${c.name}! Chegámos ${c.words.farTo}!`, () => 'Olha, olha: que bonito!'],
    young: [
      (c) =>
        `Por fim, ${who(c)} e ${pal2(c)} chegaram ${c.words.farTo}, e ficaram de boca aberta a olhar para tudo.`,
      (c) =>
        `«Conseguimos!», exclamou ${who(c)} quando, depois da última curva, lhes apareceu à frente ${c.words.far}.`,
    ],
    older: [
      (c) =>
        `Quando finalmente chegaram ${c.words.farTo}, ${who(c)} ficou em silêncio, porque aquilo era maravilhoso demais para caber em palavras.`,
      (c) =>
        `Os últimos passos foram os mais difíceis, mas depois surgiu-lhes à frente ${c.words.far}, e ${who(c)} soube que a viagem tinha valido a pena.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `E agora, o longo caminho de volta: passinho a passinho, ${c.name}!`,
      (c) => `${Pal(c)} e ${who(c)} voltam, devagarinho.`,
    ],
    young: [
      (c) => `O caminho de volta foi longo, mas ${who(c)} e ${pal2(c)} fizeram-no a cantar.`,
      (c) => `No regresso, ${who(c)} contou ${contract('a', pal2(c))} as coisas mais bonitas do dia.`,
    ],
    older: [
      (c) =>
        `O regresso foi longo, mas nem ${who(c)} nem ${pal2(c)} se queixaram: tinham tantas memórias para partilhar pelo caminho.`,
      (c) =>
        `Durante o longo caminho de regresso, ${who(c)} deu por si a sorrir ao lembrar-se de tudo o que aquela viagem lhe tinha ensinado.`,
    ],
  },
};

const windDown: LanguagePack<PortugueseWords>['windDown'] = {
  baby: [
    (c) => `Ahhh… ${who(c)} boceja.`,
    (c) => `Um miminho com ${pal2(c)}.`,
    () => 'As luzes apagam-se, devagarinho.',
  ],
  young: [
    (c) => `${Who(c)} deu um grande bocejo, e ${pal2(c)} também.`,
    (c) =>
      `${Pal(c)} aninhou-se junto ${contract('de', who(c))}, ${fa(c, 'quentinho e sossegado', 'quentinha e sossegada')}.`,
    () => 'As luzes foram baixando, e tudo ficou calmo.',
    (c) => `As pálpebras ${contract('de', who(c))} estavam cada vez mais pesadas.`,
  ],
  older: [
    (c) => `${Who(c)} abafou um longo bocejo, e ${pal2(c)} respondeu com outro.`,
    () => 'As luzes foram ficando mais suaves, e o mundo inteiro pareceu baixar a voz.',
    (c) =>
      `${Pal(c)} veio aninhar-se ao lado ${contract('de', who(c))}, ${fa(c, 'morno', 'morna')} e reconfortante.`,
    (c) => `Um cansaço doce ia envolvendo ${who(c)}, daqueles que chegam depois dos dias mais bonitos.`,
  ],
};

/** European Portuguese (the app shows Portugal's flag): „gelado“, „pequeno-almoço“, „está a nadar“. */
const favourites: LanguagePack<PortugueseWords>['favourites'] = {
  opening: (c, things) =>
    `${cap(who(c))} levava consigo um bolso cheio de pensamentos felizes: ${listOf(things, ' e ')}.`,
  moments: [
    (c, thing) =>
      `De repente, algo fez ${who(c)} lembrar-se de uma das coisas de que mais gostava: ${thing}.`,
    (c, thing) =>
      `Se alguém perguntasse do que ${who(c)} mais gostava no mundo inteiro, a resposta vinha logo, acompanhada de um sorriso rasgado: ${thing}.`,
    (_, thing) => `Lá ao longe, algo muito querido parecia dizer olá: ${thing}.`,
    (c, thing) => `${cap(who(c))} cantarolou uma cançãozinha inventada sobre algo muito especial: ${thing}.`,
  ],
};

export const pt: LanguagePack<PortugueseWords> = {
  code: 'pt',
  script: /[A-Za-zÀ-ÖØ-öø-ÿ]/,
  themes,
  companions,
  custom,
  titles: [
    (c) => `${c.name} e ${c.words.friend}`,
    (c) => `${cap(c.words.topic)}: uma história para ${c.name}`,
    (c) => `${c.name} ${c.words.here}`,
  ],
  lines: { opening: beats.opening, episode: beats.episode, ending: beats.ending },
  plots: { treasure, lost, 'new-friend': newFriend, brave, surprise, journey },
  details,
  windDown,
  favourites,
};
