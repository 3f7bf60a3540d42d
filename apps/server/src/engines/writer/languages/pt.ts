import type { LanguagePack, LineContext } from '../types.ts';
import { type OnePlotLines, onePlotPack } from './one-plot.ts';

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

interface Companion {
  /** With its article and kind: „o golfinho Salpico“. */
  full: string;
  name: string;
  /** Feminine companions take „a“, „da“, „na“ and make „as duas amigas“ with a girl. */
  fem: boolean;
}

export interface PortugueseWords {
  /** Where the story happens, with its indefinite or definite article: „um recife de coral …“. */
  place: string;
  /** A short way back to the place, with its preposition: „no recife“. */
  here: string;
  friend: Companion;
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

const w = (words: PortugueseWords) => words;
const pal = (full: string, name: string, fem = false): Companion => ({ full, name, fem });

const themes: LanguagePack<PortugueseWords>['themes'] = {
  ocean: w({
    place: 'um recife de coral cheio de cor no fundo do mar',
    here: 'no recife',
    friend: pal('o golfinho Salpico', 'Salpico'),
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
    friend: pal('o macaquinho Chico', 'Chico'),
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
    friend: pal('o robô Faísca', 'Faísca'),
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
    friend: pal('a gatinha Mimi', 'Mimi', true),
    sound: 'Dlim, dlão',
    found: 'uma chavezinha dourada debaixo de uma roseira',
    thing: 'a chave dourada',
    episodes: [
      act('atravessar', 'atravessou', 'a velha ponte levadiça'),
      act('conhecer', 'conheceu', 'um cavaleiro muito gentil'),
      act('subir', 'subiu', 'a escada em caracol da torre'),
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
    friend: pal('o pequeno dinossauro Pintas', 'Pintas'),
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
    friend: pal('o gato preto Breu', 'Breu'),
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
    friend: pal('a rena Canela', 'Canela', true),
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
    friend: pal('a gaivota Gigi', 'Gigi', true),
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
    friend: pal('o dragão Brasa', 'Brasa'),
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
    climax: act('ajudar', 'ajudou', 'o Brasa a recuperar a voz com uma canção suave'),
    ending: act('descansar', 'descansou', 'junto a uma fogueira quentinha, debaixo das estrelas'),
    topic: 'o dragão amigo',
  }),
  superhero: w({
    place: 'uma cidade grande cheia de prédios altos',
    here: 'na cidade',
    friend: pal('o cãozinho Zás', 'Zás'),
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
    friend: pal('o ursinho Teo', 'Teo'),
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
    friend: pal('o hamster Bolacha', 'Bolacha'),
    sound: 'Trrrim, trrrim',
    found: 'uma caixa de lápis de cor mágicos',
    thing: 'os lápis mágicos',
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
    friend: pal('o cãozinho Pipoca', 'Pipoca'),
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
    friend: pal('o ursinho Fofo', 'Fofo'),
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
const custom = (text: string): PortugueseWords => ({
  place: 'um prado mágico onde crescem desejos',
  here: 'no prado',
  friend: pal('a raposinha Ruiva', 'Ruiva', true),
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
const pal2 = (c: C) => `${c.words.friend.fem ? 'a' : 'o'} ${c.words.friend.name}`;
const Pal = (c: C) => cap(pal2(c));
/** „os dois“, or „as duas“ when a girl and a feminine companion are together. */
const both = (c: C) => (c.gender === 'girl' && c.words.friend.fem ? 'as duas' : 'os dois');
const friends = (c: C) => (c.gender === 'girl' && c.words.friend.fem ? 'as duas amigas' : 'os dois amigos');

// Past tenses in Portuguese do not mark gender; only adjectives and participles about the child
// would, so lines describe feelings with verbs and nouns instead („com o coração feliz“).
const lines: OnePlotLines<PortugueseWords> = {
  opening: {
    baby: [
      (c) => `Olá, ${c.name}, olha onde estamos: ${c.words.place}!`,
      (c) => `Cucu, ${c.name}, estamos ${contract('em', c.words.place)}!`,
      (c) => `${c.words.sound}, ${c.name}, que bom estar ${c.words.here}!`,
    ],
    young: [
      (c) =>
        `Certo dia, ${who(c)} acordou ${contract('em', c.words.place)}, e ${c.words.friend.full} já estava à espera para brincar.`,
      (c) =>
        `Era uma vez uma criança chamada ${c.name}, que um dia foi parar ${contract('em', c.words.place)} e lá conheceu ${c.words.friend.full}.`,
      (c) =>
        `${Who(c)} sempre sonhara com ${c.words.place}, e nesse dia ${c.words.friend.full} veio mostrar-lhe o caminho.`,
      (c) => `«Anda comigo!», chamou ${pal2(c)}, e num instante ${who(c)} estava ${c.words.here}.`,
    ],
    older: [
      (c) =>
        `Mal ${who(c)} chegou ${contract('a', c.words.place)}, tudo à volta pareceu zumbir de expectativa, e ${c.words.friend.full} já lá estava, com um sorriso de orelha a orelha.`,
      (c) =>
        `${Who(c)} já tinha lido sobre ${c.words.place} em montes de livros, mas nada preparara o coração para a emoção de estar finalmente ali, ao lado ${contract('de', c.words.friend.full)}.`,
      (c) =>
        `Começou, como começam as melhores aventuras, num dia perfeitamente normal, quando ${who(c)} seguiu ${c.words.friend.full} e, de repente, deu por si ${contract('em', c.words.place)}.`,
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
    ],
    young: [
      (c) => `A seguir, ${who(c)} e ${pal2(c)} ${ep(c)[2]}, sempre a rir.`,
      (c) => `«Vamos ${ep(c)[0]}!», disse ${pal2(c)}, e lá foram ${both(c)}.`,
      (c) => `Depois, ${who(c)} ${ep(c)[1]}, e foi ainda mais divertido do que parecia.`,
      (c) => `Então, ${friends(c)} ${ep(c)[2]}, e ${who(c)} sorriu de orelha a orelha.`,
      (c) => `${cap(c.words.here)}, ${who(c)} ${ep(c)[1]}, enquanto ${pal2(c)} aplaudia com entusiasmo.`,
      (c) =>
        `${c.gender === 'girl' && c.words.friend.fem ? 'Juntinhas' : 'Juntinhos'}, ${who(c)} e ${pal2(c)} ${ep(c)[2]} — que divertido!`,
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
      (c) => `Aconchega-te, ${c.name}, boa noite, ${c.words.friend.name}.`,
      (c) => `Pouco a pouco, ${who(c)} vai ${c.words.ending[0]}.`,
    ],
    young: [
      (c) => `Por fim, chegou a hora de ${c.words.ending[0]}, e ${who(c)} adormeceu com o coração feliz.`,
      (c) =>
        `Quando as estrelas apareceram, ${who(c)} e ${pal2(c)} ${c.words.ending[2]} e tiveram sonhos doces.`,
      (c) =>
        `«Que dia tão bom», sussurrou ${who(c)}, e, depois de ${c.words.ending[0]}, chegou a hora de um soninho quentinho.`,
    ],
    older: [
      (c) =>
        `Enquanto o dia se transformava devagarinho em noite, ${who(c)} ${c.words.ending[1]}, levando a aventura inteira no peito como uma luz morna, e dormiu mais tranquilamente do que nunca.`,
      (c) =>
        `Mais tarde, já debaixo dos cobertores e quase a dormir, ${who(c)} pensou no dia e ${contract('em', pal2(c))}, e sorriu, porque há aventuras que ficam connosco muito depois de terminarem.`,
      (c) =>
        `As estrelas já brilhavam quando ${who(c)} e ${pal2(c)} ${c.words.ending[2]}, e o sono chegou devagarinho, cheio de curiosidade pelo dia seguinte.`,
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
  ],
  young: [
    (c) => `${Pal(c)} ria-se e saltitava de alegria.`,
    (c) => `${Who(c)} sentiu o coração quentinho e cheio de luz.`,
    () => 'Que dia maravilhoso estava a ser!',
    (c) => `«${c.words.sound}!», cantarolou ${pal2(c)}.`,
    (c) => `${Who(c)} riu tanto que ${pal2(c)} acabou por rir também.`,
    (c) => `«Amanhã fazemos isto outra vez!», gritou ${who(c)}.`,
    () => 'Um pulinho de alegria, e lá seguiram caminho.',
  ],
  older: [
    (c) => `${Who(c)} guardou aquele momento num cantinho seguro da memória, para o ter para sempre.`,
    (c) => `${Pal(c)} não disse nada, mas o olhar que trocaram disse tudo.`,
    () => 'Pairava no ar um cheirinho a aventura.',
    () => 'Foi um daqueles momentos em que nos sentimos, ao mesmo tempo, muito pequenos e muito corajosos.',
    (c) => `${Who(c)} sentiu a curiosidade e um bocadinho de nervoso miudinho a darem as mãos lá dentro.`,
    () => 'Se alguém tirasse uma fotografia naquele instante, veria duas caras muito satisfeitas.',
    (c) => `${Pal(c)} cantarolava baixinho, com mais entusiasmo do que afinação.`,
  ],
};

/** European Portuguese (the app shows Portugal's flag): „gelado“, „pequeno-almoço“, „está a nadar“. */
export const pt: LanguagePack<PortugueseWords> = onePlotPack({
  code: 'pt',
  script: /[A-Za-zÀ-ÖØ-öø-ÿ]/,
  themes,
  custom,
  titles: [
    (c) => `${c.name} e ${c.words.friend.full}`,
    (c) => `${cap(c.words.topic)}: uma história para ${c.name}`,
    (c) => `${c.name} ${c.words.here}`,
  ],
  lines,
  details,
});
