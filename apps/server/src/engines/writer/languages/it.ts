import type { LanguagePack, Line, LineContext } from '../types.ts';
import { type OnePlotLines, onePlotPack } from './one-plot.ts';

/**
 * A verb in the forms the lines need. Babies hear the present; the other bands hear a fiaba,
 * told in the passato remoto. Neither tense shows the child's gender (unlike the passato
 * prossimo with essere: è andato/andata), which is why the lines lean on verbs.
 */
interface Verb {
  inf: string;
  /** Third person singular and plural. */
  pres: readonly [string, string];
  past: readonly [string, string];
}

/** A moment told as a verb phrase, in every form a line may ask for. */
interface Act {
  /** "nuotare con…", also after "l'ora di", "per", "un'idea:". */
  inf: string;
  /** The infinitive after "andiamo a": a reflexive "lasciarsi" becomes "lasciarci". */
  we: string;
  pres: readonly [string, string];
  past: readonly [string, string];
}

const verb = (inf: string, presSg: string, presPl: string, pastSg: string, pastPl: string): Verb => ({
  inf,
  pres: [presSg, presPl],
  past: [pastSg, pastPl],
});

const act = (v: Verb, rest: string): Act => {
  const tail = ` ${rest}`;
  return {
    inf: v.inf + tail,
    we: v.inf.replace(/si$/, 'ci') + tail,
    pres: [v.pres[0] + tail, v.pres[1] + tail],
    past: [v.past[0] + tail, v.past[1] + tail],
  };
};

// Every verb the themes use, conjugated once by hand (present and passato remoto).
const V = {
  abbrustolire: verb('abbrustolire', 'abbrustolisce', 'abbrustoliscono', 'abbrustolì', 'abbrustolirono'),
  acchiappare: verb('acchiappare', 'acchiappa', 'acchiappano', 'acchiappò', 'acchiapparono'),
  accendere: verb('accendere', 'accende', 'accendono', 'accese', 'accesero'),
  accoccolarsi: verb('accoccolarsi', 'si accoccola', 'si accoccolano', 'si accoccolò', 'si accoccolarono'),
  addobbare: verb('addobbare', 'addobba', 'addobbano', 'addobbò', 'addobbarono'),
  aiutare: verb('aiutare', 'aiuta', 'aiutano', 'aiutò', 'aiutarono'),
  ammirare: verb('ammirare', 'ammira', 'ammirano', 'ammirò', 'ammirarono'),
  appendere: verb('appendere', 'appende', 'appendono', 'appese', 'appesero'),
  aprire: verb('aprire', 'apre', 'aprono', 'aprì', 'aprirono'),
  arrampicarsi: verb('arrampicarsi', 'si arrampica', 'si arrampicano', 'si arrampicò', 'si arrampicarono'),
  ascoltare: verb('ascoltare', 'ascolta', 'ascoltano', 'ascoltò', 'ascoltarono'),
  attraversare: verb('attraversare', 'attraversa', 'attraversano', 'attraversò', 'attraversarono'),
  avvistare: verb('avvistare', 'avvista', 'avvistano', 'avvistò', 'avvistarono'),
  ballare: verb('ballare', 'balla', 'ballano', 'ballò', 'ballarono'),
  bere: verb('bere', 'beve', 'bevono', 'bevve', 'bevvero'),
  bussare: verb('bussare', 'bussa', 'bussano', 'bussò', 'bussarono'),
  cantare: verb('cantare', 'canta', 'cantano', 'cantò', 'cantarono'),
  cercare: verb('cercare', 'cerca', 'cercano', 'cercò', 'cercarono'),
  chiudere: verb('chiudere', 'chiude', 'chiudono', 'chiuse', 'chiusero'),
  conoscere: verb('conoscere', 'conosce', 'conoscono', 'conobbe', 'conobbero'),
  consolare: verb('consolare', 'consola', 'consolano', 'consolò', 'consolarono'),
  contare: verb('contare', 'conta', 'contano', 'contò', 'contarono'),
  costruire: verb('costruire', 'costruisce', 'costruiscono', 'costruì', 'costruirono'),
  dare: verb('dare', 'dà', 'danno', 'diede', 'diedero'),
  dipingere: verb('dipingere', 'dipinge', 'dipingono', 'dipinse', 'dipinsero'),
  disegnare: verb('disegnare', 'disegna', 'disegnano', 'disegnò', 'disegnarono'),
  dividere: verb('dividere', 'divide', 'dividono', 'divise', 'divisero'),
  dondolarsi: verb('dondolarsi', 'si dondola', 'si dondolano', 'si dondolò', 'si dondolarono'),
  esplorare: verb('esplorare', 'esplora', 'esplorano', 'esplorò', 'esplorarono'),
  esprimere: verb('esprimere', 'esprime', 'esprimono', 'espresse', 'espressero'),
  fare: verb('fare', 'fa', 'fanno', 'fece', 'fecero'),
  farsi: verb('farsi', 'si fa', 'si fanno', 'si fece', 'si fecero'),
  fluttuare: verb('fluttuare', 'fluttua', 'fluttuano', 'fluttuò', 'fluttuarono'),
  galleggiare: verb('galleggiare', 'galleggia', 'galleggiano', 'galleggiò', 'galleggiarono'),
  giocare: verb('giocare', 'gioca', 'giocano', 'giocò', 'giocarono'),
  gonfiare: verb('gonfiare', 'gonfia', 'gonfiano', 'gonfiò', 'gonfiarono'),
  guardare: verb('guardare', 'guarda', 'guardano', 'guardò', 'guardarono'),
  imparare: verb('imparare', 'impara', 'imparano', 'imparò', 'impararono'),
  incartare: verb('incartare', 'incarta', 'incartano', 'incartò', 'incartarono'),
  infilarsi: verb('infilarsi', 'si infila', 'si infilano', 'si infilò', 'si infilarono'),
  intagliare: verb('intagliare', 'intaglia', 'intagliano', 'intagliò', 'intagliarono'),
  lasciarsi: verb('lasciarsi', 'si lascia', 'si lasciano', 'si lasciò', 'si lasciarono'),
  lavarsi: verb('lavarsi', 'si lava', 'si lavano', 'si lavò', 'si lavarono'),
  leggere: verb('leggere', 'legge', 'leggono', 'lesse', 'lessero'),
  mangiare: verb('mangiare', 'mangia', 'mangiano', 'mangiò', 'mangiarono'),
  mettersi: verb('mettersi', 'si mette', 'si mettono', 'si mise', 'si misero'),
  nuotare: verb('nuotare', 'nuota', 'nuotano', 'nuotò', 'nuotarono'),
  passare: verb('passare', 'passa', 'passano', 'passò', 'passarono'),
  passeggiare: verb('passeggiare', 'passeggia', 'passeggiano', 'passeggiò', 'passeggiarono'),
  piantare: verb('piantare', 'pianta', 'piantano', 'piantò', 'piantarono'),
  portare: verb('portare', 'porta', 'portano', 'portò', 'portarono'),
  portarsi: verb('portarsi', 'si porta', 'si portano', 'si portò', 'si portarono'),
  preparare: verb('preparare', 'prepara', 'preparano', 'preparò', 'prepararono'),
  pulire: verb('pulire', 'pulisce', 'puliscono', 'pulì', 'pulirono'),
  raccogliere: verb('raccogliere', 'raccoglie', 'raccolgono', 'raccolse', 'raccolsero'),
  raccontare: verb('raccontare', 'racconta', 'raccontano', 'raccontò', 'raccontarono'),
  riaccendere: verb('riaccendere', 'riaccende', 'riaccendono', 'riaccese', 'riaccesero'),
  rimbalzare: verb('rimbalzare', 'rimbalza', 'rimbalzano', 'rimbalzò', 'rimbalzarono'),
  respirare: verb('respirare', 'respira', 'respirano', 'respirò', 'respirarono'),
  riparare: verb('riparare', 'ripara', 'riparano', 'riparò', 'ripararono'),
  riposare: verb('riposare', 'riposa', 'riposano', 'riposò', 'riposarono'),
  risolvere: verb('risolvere', 'risolve', 'risolvono', 'risolse', 'risolsero'),
  ritrovare: verb('ritrovare', 'ritrova', 'ritrovano', 'ritrovò', 'ritrovarono'),
  rompere: verb('rompere', 'rompe', 'rompono', 'ruppe', 'ruppero'),
  salire: verb('salire', 'sale', 'salgono', 'salì', 'salirono'),
  salutare: verb('salutare', 'saluta', 'salutano', 'salutò', 'salutarono'),
  saltare: verb('saltare', 'salta', 'saltano', 'saltò', 'saltarono'),
  sbirciare: verb('sbirciare', 'sbircia', 'sbirciano', 'sbirciò', 'sbirciarono'),
  scegliere: verb('scegliere', 'sceglie', 'scelgono', 'scelse', 'scelsero'),
  scendere: verb('scendere', 'scende', 'scendono', 'scese', 'scesero'),
  scoprire: verb('scoprire', 'scopre', 'scoprono', 'scoprì', 'scoprirono'),
  seguire: verb('seguire', 'segue', 'seguono', 'seguì', 'seguirono'),
  sfrecciare: verb('sfrecciare', 'sfreccia', 'sfrecciano', 'sfrecciò', 'sfrecciarono'),
  sguazzare: verb('sguazzare', 'sguazza', 'sguazzano', 'sguazzò', 'sguazzarono'),
  stringere: verb('stringere', 'stringe', 'stringono', 'strinse', 'strinsero'),
  suonare: verb('suonare', 'suona', 'suonano', 'suonò', 'suonarono'),
  tenere: verb('tenere', 'tiene', 'tengono', 'tenne', 'tennero'),
  tornare: verb('tornare', 'torna', 'tornano', 'tornò', 'tornarono'),
  trovare: verb('trovare', 'trova', 'trovano', 'trovò', 'trovarono'),
  unirsi: verb('unirsi', 'si unisce', 'si uniscono', 'si unì', 'si unirono'),
  visitare: verb('visitare', 'visita', 'visitano', 'visitò', 'visitarono'),
  volare: verb('volare', 'vola', 'volano', 'volò', 'volarono'),
} as const;

export interface ItalianWords {
  /** Where the story happens, with an indefinite article: "una barriera corallina…". */
  place: string;
  /** The place with the preposition it takes after "arrivare" or "svegliarsi": "su una spiaggia…". */
  at: string;
  /** A short way back to the place, with its article: "la spiaggia". */
  here: string;
  /** The same with its preposition: "sulla spiaggia", "a scuola". */
  atHere: string;
  /** The place in a title: "in fondo al mare". */
  where: string;
  /** The companion with article and kind: "il delfino Spruzzo". */
  friend: string;
  friendName: string;
  /** Whether the companion is feminine ("la renna Cometa"), for the adjectives about it. */
  friendIsFemale: boolean;
  /** An onomatopoeia in lower case without marks ("glu, glu, glu"); lines add the punctuation. */
  sound: string;
  /** What is found, with an indefinite article and no tense, so it fits present and past lines. */
  found: string;
  /** Eight episodes, index-aligned with the theme script; they must read well with the companion as co-subject. */
  episodes: readonly [Act, Act, Act, Act, Act, Act, Act, Act];
  /** Told with the child alone as subject (the companion is sometimes the one helped). */
  climax: Act;
  /** Told with the child alone or with the companion as co-subject. */
  ending: Act;
  /** Title words: "Avventura in fondo al mare". */
  topic: string;
}

const w = (words: ItalianWords) => words;

const themes: LanguagePack<ItalianWords>['themes'] = {
  ocean: w({
    place: 'una barriera corallina piena di colori, in fondo al mare',
    at: 'tra i coralli di una barriera piena di colori, in fondo al mare',
    here: 'la barriera corallina',
    atHere: 'tra i coralli',
    where: 'in fondo al mare',
    friend: 'il delfino Spruzzo',
    friendName: 'Spruzzo',
    friendIsFemale: false,
    sound: 'glu, glu, glu',
    found: 'una conchiglia di madreperla con dentro una canzoncina',
    episodes: [
      act(V.nuotare, 'con un banco di pesci arcobaleno'),
      act(V.salutare, 'una tartaruga marina tutta assonnata'),
      act(V.contare, 'i colori del corallo'),
      act(V.seguire, 'una scia di bollicine d’argento'),
      act(V.giocare, 'a nascondino con un piccolo polpo'),
      act(V.ascoltare, 'il canto lontano di una balena'),
      act(V.scoprire, 'un giardino di alghe danzanti'),
      act(V.lasciarsi, 'cullare da un’onda gentile'),
    ],
    climax: act(V.aiutare, 'un granchietto smarrito a ritrovare la strada di casa'),
    ending: act(V.tornare, 'a casa galleggiando nell’acqua argentata dalla luna'),
    topic: 'Avventura in fondo al mare',
  }),
  jungle: w({
    place: 'una giungla verde piena di alberi altissimi',
    at: 'in una giungla verde piena di alberi altissimi',
    here: 'la giungla',
    atHere: 'nella giungla',
    where: 'nella giungla',
    friend: 'la scimmietta Cocò',
    friendName: 'Cocò',
    friendIsFemale: true,
    sound: 'uh, uh, ah, ah',
    found: 'un fiore dorato, luminoso nell’ombra',
    episodes: [
      act(V.dondolarsi, 'sulle liane più morbide'),
      act(V.conoscere, 'un pappagallo di mille colori'),
      act(V.passare, 'in punta di piedi accanto a una tigre addormentata'),
      act(V.attraversare, 'un ruscello scintillante tra mille schizzi'),
      act(V.dividere, 'banane dolcissime con i nuovi amici'),
      act(V.guardare, 'le farfalle danzare'),
      act(V.arrampicarsi, 'su un vecchio albero dall’aria gentile'),
      act(V.seguire, 'delle buffe impronte nel fango'),
    ],
    climax: act(V.aiutare, 'un elefantino a uscire dal fango appiccicoso'),
    ending: act(V.ascoltare, 'la ninna nanna delle rane e dei grilli'),
    topic: 'Avventura nella giungla',
  }),
  space: w({
    place: 'un angolo dello spazio, tra migliaia di stelle',
    at: 'in un angolo dello spazio, tra migliaia di stelle',
    here: 'lo spazio',
    atHere: 'nello spazio',
    where: 'tra le stelle',
    friend: 'il robot Bullone',
    friendName: 'Bullone',
    friendIsFemale: false,
    sound: 'zum, zum',
    found: 'una stellina minuscola caduta dal cielo',
    episodes: [
      act(V.sfrecciare, 'in razzo accanto alla luna'),
      act(V.rimbalzare, 'su un pianeta viola morbidissimo'),
      act(V.salutare, 'con la mano una cometa simpaticissima'),
      act(V.disegnare, 'figure unendo le stelle'),
      act(V.fluttuare, 'come una piuma, senza gravità'),
      act(V.visitare, 'gli anelli di un pianeta gigante'),
      act(V.conoscere, 'un piccolo alieno molto timido'),
      act(V.guardare, 'il sole sorgere sopra la Terra'),
    ],
    climax: act(V.aiutare, 'la stellina a tornare al suo posto nel cielo'),
    ending: act(V.tornare, 'a casa per guardare la stellina brillare dalla finestra'),
    topic: 'Viaggio tra le stelle',
  }),
  castle: w({
    place: 'un castello in cima a una collina verde',
    at: 'in un castello in cima a una collina verde',
    here: 'il castello',
    atHere: 'al castello',
    where: 'al castello',
    friend: 'il gattino Batuffolo',
    friendName: 'Batuffolo',
    friendIsFemale: false,
    sound: 'din, don, din, don',
    found: 'una chiavetta d’oro sotto un cespuglio di rose',
    episodes: [
      act(V.attraversare, 'il vecchio ponte levatoio'),
      act(V.conoscere, 'un cavaliere gentilissimo'),
      act(V.salire, 'la scala a chiocciola della torre'),
      act(V.ballare, 'nel grande salone degli stendardi'),
      act(V.fare, 'un picnic nel giardino del castello'),
      act(V.ammirare, 'i quadri antichi della galleria'),
      act(V.fare, 'il giro del cortile in groppa a un pony tranquillo'),
      act(V.ascoltare, 'il musico di corte suonare il liuto'),
    ],
    climax: act(V.ritrovare, 'la corona perduta dietro una porta segreta, aperta con la chiave d’oro'),
    ending: act(V.guardare, 'le stelle dalla cima della torre'),
    topic: 'Il segreto del castello',
  }),
  dinosaur: w({
    place: 'una valle soleggiata dove vivono dinosauri simpaticissimi',
    at: 'in una valle soleggiata dove vivono dinosauri simpaticissimi',
    here: 'la valle',
    atHere: 'nella valle',
    where: 'nella valle dei dinosauri',
    friend: 'il dinosauretto Pistacchio',
    friendName: 'Pistacchio',
    friendIsFemale: false,
    sound: 'bum, bum, bum',
    found: 'un grande uovo a pois in un nido di foglie',
    episodes: [
      act(V.attraversare, 'a grandi passi le felci giganti'),
      act(V.conoscere, 'un dinosauro dal collo lunghissimo e molto gentile'),
      act(V.sguazzare, 'in una pozza tiepida'),
      act(V.contare, 'le placche di uno stegosauro'),
      act(V.guardare, 'un vulcano lontano sbuffare nuvolette morbide'),
      act(V.scoprire, 'delle impronte gigantesche'),
      act(V.mangiare, 'bacche dolcissime all’ombra di una palma'),
      act(V.fare, 'una gara di corsa con un piccolo triceratopo'),
    ],
    climax: act(V.tenere, 'l’uovo al caldo fino a veder nascere un cucciolo di dinosauro'),
    ending: act(V.accoccolarsi, 'accanto ai dinosauri, sotto le stelle'),
    topic: 'La valle dei dinosauri',
  }),
  halloween: w({
    place: 'un paesino simpatico nella notte di Halloween',
    at: 'in un paesino simpatico nella notte di Halloween',
    here: 'il paese',
    atHere: 'in paese',
    where: 'nella notte di Halloween',
    friend: 'la gatta nera Liquirizia',
    friendName: 'Liquirizia',
    friendIsFemale: true,
    sound: 'buuu, buuu, ih, ih',
    found: 'una zucca-lanterna dal sorriso luminoso',
    episodes: [
      act(V.mettersi, 'un costume fantastico'),
      act(V.bussare, 'alle porte per chiedere dolcetti'),
      act(V.conoscere, 'un fantasmino molto ridarello'),
      act(V.intagliare, 'una zucca dalla faccia buffa'),
      act(V.guardare, 'i pipistrelli danzare intorno alla luna'),
      act(V.passeggiare, 'tra le foglie secche e scricchiolanti'),
      act(V.dividere, 'le caramelle con gli amici'),
      act(V.unirsi, 'alla sfilata dei costumi'),
    ],
    climax: act(V.accendere, 'la lanterna per un fantasmino intimorito dal buio'),
    ending: act(V.tornare, 'a casa alla luce della lanterna'),
    topic: 'La notte di Halloween',
  }),
  christmas: w({
    place: 'un paesino coperto di neve, a Natale',
    at: 'in un paesino coperto di neve, a Natale',
    here: 'il paese',
    atHere: 'in paese',
    where: 'a Natale',
    friend: 'la renna Cometa',
    friendName: 'Cometa',
    friendIsFemale: true,
    sound: 'din, din, din',
    found: 'una campanella d’argento nascosta nella neve',
    episodes: [
      act(V.fare, 'un pupazzo di neve bello rotondo'),
      act(V.addobbare, 'un albero enorme'),
      act(V.preparare, 'biscotti a forma di stella'),
      act(V.scendere, 'in slittino giù per una collina'),
      act(V.cantare, 'canzoni di Natale con i vicini'),
      act(V.incartare, 'regali con nastri rossi'),
      act(V.acchiappare, 'fiocchi di neve con la punta della lingua'),
      act(V.bere, 'una cioccolata calda fumante'),
    ],
    climax: act(V.suonare, 'la campanella d’argento per guidare una renna smarrita fino alla slitta'),
    ending: act(V.accoccolarsi, 'accanto all’albero illuminato'),
    topic: 'Un desiderio di Natale',
  }),
  beach: w({
    place: 'una spiaggia assolata in riva al mare',
    at: 'su una spiaggia assolata in riva al mare',
    here: 'la spiaggia',
    atHere: 'sulla spiaggia',
    where: 'al mare',
    friend: 'il gabbiano Ciuffo',
    friendName: 'Ciuffo',
    friendIsFemale: false,
    sound: 'ciaf, ciaf',
    found: 'un messaggio in una bottiglia di vetro',
    episodes: [
      act(V.costruire, 'un castello di sabbia altissimo'),
      act(V.raccogliere, 'conchiglie bellissime'),
      act(V.saltare, 'le onde piccoline'),
      act(V.fare, 'volare un aquilone nel vento'),
      act(V.guardare, 'un granchio camminare di lato'),
      act(V.mangiare, 'un gelato bello fresco'),
      act(V.sbirciare, 'in una pozza tra gli scogli'),
      act(V.avvistare, 'una barca a vela in lontananza'),
    ],
    climax: act(V.seguire, 'la mappa della bottiglia fino a un forziere pieno di conchiglie lucenti'),
    ending: act(V.guardare, 'il sole tramontare sul mare'),
    topic: 'Una giornata al mare',
  }),
  dragon: w({
    place: 'delle montagne altissime avvolte nella nebbia',
    at: 'tra montagne altissime avvolte nella nebbia',
    here: 'le montagne',
    atHere: 'tra le montagne',
    where: 'tra le montagne del drago',
    friend: 'il drago Tizzone',
    friendName: 'Tizzone',
    friendIsFemale: false,
    sound: 'fiuuu, fiuuu',
    found: 'una scaglia di drago tiepida e cangiante',
    episodes: [
      act(V.volare, 'sopra le colline verdi'),
      act(V.abbrustolire, 'marshmallow con un piccolo sbuffo di fuoco'),
      act(V.esplorare, 'una grotta piena di cristalli colorati'),
      act(V.attraversare, 'un ponte fatto di arcobaleno'),
      act(V.giocare, 'sotto una cascata'),
      act(V.contare, 'le pietre preziose della grotta del tesoro'),
      act(V.imparare, 'una canzone dei draghi'),
      act(V.cercare, 'forme nelle nuvole'),
    ],
    climax: act(V.aiutare, 'Tizzone a ritrovare la voce con una canzone dolcissima'),
    ending: act(V.riposare, 'in cima alla montagna, sotto le stelle'),
    topic: 'Il drago gentile',
  }),
  superhero: w({
    place: 'una grande città piena di grattacieli',
    at: 'in una grande città piena di grattacieli',
    here: 'la città',
    atHere: 'in città',
    where: 'in città',
    friend: 'il cagnolino Saetta',
    friendName: 'Saetta',
    friendIsFemale: false,
    sound: 'zac, zum',
    found: 'un mantello scintillante dentro una scatola',
    episodes: [
      act(V.volare, 'sopra i tetti'),
      act(V.aiutare, 'un gattino a scendere da un albero'),
      act(V.portare, 'la spesa a una vicina'),
      act(V.riparare, 'un’altalena rotta al parco'),
      act(V.piantare, 'fiori nella piazza'),
      act(V.consolare, 'un amico un po’ triste'),
      act(V.acchiappare, 'un palloncino fuggitivo'),
      act(V.pulire, 'il parco insieme a tanti amici'),
    ],
    climax: act(V.riaccendere, 'le luci di tutta la città con gentilezza e gioco di squadra'),
    ending: act(V.appendere, 'il mantello fino alla prossima avventura'),
    topic: 'Una giornata di superpoteri',
  }),
  doctor: w({
    place: 'un ambulatorio luminoso e accogliente',
    at: 'in un ambulatorio luminoso e accogliente',
    here: 'l’ambulatorio',
    atHere: 'in ambulatorio',
    where: 'dal dottore',
    friend: 'l’orsetto Fagiolo',
    friendName: 'Fagiolo',
    friendIsFemale: false,
    sound: 'tum-tum, tum-tum',
    found: 'una valigetta da dottore con un vero stetoscopio',
    episodes: [
      act(V.salutare, 'un’infermiera gentile e sorridente'),
      act(V.ascoltare, 'il battito del cuore con lo stetoscopio'),
      act(V.farsi, 'misurare accanto alla giraffa disegnata sul muro'),
      act(V.respirare, 'piano e a fondo, come per fare le bolle di sapone'),
      act(V.guardare, 'i pesciolini dell’acquario in sala d’attesa'),
      act(V.fare, 'tante domande alla dottoressa'),
      act(V.stringere, 'la mano dell’infermiera durante una punturina velocissima'),
      act(V.scegliere, 'un adesivo coloratissimo'),
    ],
    climax: act(
      V.trovare,
      'tanto coraggio durante la visita, così veloce e così utile per tenere il corpo forte',
    ),
    ending: act(V.tornare, 'a casa con il cuore pieno di orgoglio'),
    topic: 'Una visita coraggiosa dal dottore',
  }),
  school: w({
    place: 'una scuola allegra con la porta rossa',
    at: 'in una scuola allegra con la porta rossa',
    here: 'la scuola',
    atHere: 'a scuola',
    where: 'a scuola',
    friend: 'il criceto Pallino',
    friendName: 'Pallino',
    friendIsFemale: false,
    sound: 'drin, drin',
    found: 'una scatola di pastelli magici',
    episodes: [
      act(V.appendere, 'lo zainetto all’attaccapanni'),
      act(V.fare, 'nuove amicizie'),
      act(V.dipingere, 'un quadro grande e coloratissimo'),
      act(V.contare, 'i cubetti di una torre altissima'),
      act(V.cantare, 'una canzone in cerchio'),
      act(V.leggere, 'un libro pieno di figure'),
      act(V.scendere, 'dallo scivolo durante l’intervallo'),
      act(V.dividere, 'la merenda con i compagni di banco'),
    ],
    climax: act(V.ritrovare, 'Pallino, nascosto tra i libri della biblioteca'),
    ending: act(V.raccontare, 'alla famiglia tutta la giornata'),
    topic: 'Una giornata a scuola',
  }),
  birthday: w({
    place: 'una festa di compleanno in giardino',
    at: 'a una festa di compleanno in giardino',
    here: 'la festa',
    atHere: 'alla festa',
    where: 'alla festa di compleanno',
    friend: 'il cagnolino Biscotto',
    friendName: 'Biscotto',
    friendIsFemale: false,
    sound: 'pop, pop, evviva',
    found: 'un regalo a sorpresa con un grande fiocco',
    episodes: [
      act(V.gonfiare, 'palloncini di tutti i colori'),
      act(V.mettersi, 'un cappellino da festa pieno di brillantini'),
      act(V.fare, 'il gioco della sedia'),
      act(V.guardare, 'un mago tirare fuori un coniglio dal cilindro'),
      act(V.ballare, 'con tutti gli invitati'),
      act(V.rompere, 'una pentolaccia piena di caramelle'),
      act(V.esprimere, 'un desiderio davanti alle candeline'),
      act(V.aprire, 'i biglietti degli amici'),
    ],
    climax: act(V.dividere, 'l’ultima fetta di torta con un amico arrivato in ritardo, con il piatto vuoto'),
    ending: act(V.portarsi, 'un palloncino fino a letto'),
    topic: 'Il compleanno più bello',
  }),
  bedtime: w({
    place: 'una cameretta tutta calda, all’ora della nanna',
    at: 'in una cameretta tutta calda, all’ora della nanna',
    here: 'la cameretta',
    atHere: 'in cameretta',
    where: 'prima della nanna',
    friend: 'l’orsacchiotto Ciccio',
    friendName: 'Ciccio',
    friendIsFemale: false,
    sound: 'ssst, ssst',
    found: 'un raggio di luna d’argento, entrato dalla finestra',
    episodes: [
      act(V.infilarsi, 'il pigiama più morbido'),
      act(V.lavarsi, 'i denti, uno per uno'),
      act(V.leggere, 'una storia della buonanotte'),
      act(V.dare, 'la buonanotte a tutti i giocattoli'),
      act(V.contare, 'le pecorelle, una dopo l’altra, sopra lo steccato'),
      act(V.galleggiare, 'su un cuscino di nuvola'),
      act(V.ascoltare, 'la pioggia ticchettare sui vetri'),
      act(V.fare, 'visita alla luna in sogno'),
    ],
    climax: act(V.accendere, 'la lucina da notte per tranquillizzare Ciccio'),
    ending: act(V.chiudere, 'gli occhi piano piano'),
    topic: 'Avventura della buonanotte',
  }),
};

const custom = (text: string): ItalianWords => ({
  place: 'un prato magico dove crescono i desideri',
  at: 'in un prato magico dove crescono i desideri',
  here: 'il prato',
  atHere: 'nel prato',
  where: 'nel prato magico',
  friend: 'la volpe Rosina',
  friendName: 'Rosina',
  friendIsFemale: true,
  sound: 'trallallà',
  // The parent's text is only ever a quoted topic inside the story.
  found: `una mappa con la strada per un’avventura su «${text}»`,
  episodes: [
    act(V.attraversare, 'un ponticello di legno'),
    act(V.conoscere, 'un vecchio gufo saggio'),
    act(V.salire, 'su una dolce collina'),
    act(V.trovare, 'un campo pieno di fiori'),
    act(V.seguire, 'un arcobaleno'),
    act(V.riposare, 'vicino a uno stagno tranquillo'),
    act(V.risolvere, 'un piccolo indovinello'),
    act(V.fare, 'merenda sull’erba'),
  ],
  climax: act(V.fare, `diventare realtà l’avventura di «${text}», aiutando un amico`),
  ending: act(V.tornare, 'a casa sotto le stelle'),
  topic: `L’avventura di «${text}»`,
});

type C = LineContext<ItalianWords>;
type L = Line<ItalianWords>;

const ep = (c: C) => c.words.episodes[c.episode] as Act;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A preposition fused with the article that starts a noun phrase (a + il = al, di + l’ = dell’). */
const FUSED: Record<string, Record<string, string>> = {
  a: { il: 'al', lo: 'allo', la: 'alla', 'l’': 'all’', i: 'ai', gli: 'agli', le: 'alle' },
  di: { il: 'del', lo: 'dello', la: 'della', 'l’': 'dell’', i: 'dei', gli: 'degli', le: 'delle' },
};
const pa = (prep: 'a' | 'di', np: string) => {
  const m = /^(il|lo|la|i|gli|le) |^(l’)/u.exec(np);
  const article = m?.[1] ?? m?.[2];
  if (!article) return `${prep} ${np}`;
  const fused = FUSED[prep]?.[article] as string;
  return article === 'l’' ? fused + np.slice(2) : `${fused} ${np.slice(article.length + 1)}`;
};
/** The child's gender shows in adjectives; without it the line takes a wording that needs none. */
const gx = (c: C, boy: string, girl: string, none: string) =>
  c.gender === 'boy' ? boy : c.gender === 'girl' ? girl : none;
/** Adjectives about the companion agree with it (il delfino felicissimo, la renna felicissima). */
const fa = (c: C, masc: string, fem: string) => (c.words.friendIsFemale ? fem : masc);

const rawLines: OnePlotLines<ItalianWords> = {
  opening: {
    baby: [
      (c) => `Ciao, ${c.name}! Guarda: ${c.words.place}.`,
      (c) => `Guarda, ${c.name}, guarda: ${c.words.place}!`,
      (c) => `Cucù, ${c.name}! Eccoci ${c.words.at}.`,
      (c) => `Tic, tac, tic, tac: ${c.name} arriva ${c.words.at}.`,
    ],
    young: [
      (c) =>
        `Un bel giorno, ${c.name} arrivò ${c.words.at}, e ${c.words.friend} era già lì, con una gran voglia di giocare.`,
      (c) =>
        c.gender
          ? `C’era una volta ${gx(c, 'un bambino di nome', 'una bambina di nome', '')} ${c.name}, che sognava di vedere ${c.words.place}.`
          : `C’era una volta ${c.name}, che sognava di vedere ${c.words.place}.`,
      (c) =>
        `${c.name} aveva sempre sognato ${c.words.place}, e quel giorno ${c.words.friend} arrivò per fare da guida.`,
      (c) =>
        `Appena aprì gli occhi, ${c.name} si ritrovò ${c.words.at}, e ${c.words.friend} accorse facendo festa.`,
    ],
    older: [
      (c) =>
        `Il giorno in cui ${c.name} arrivò ${c.words.at}, l’aria sembrava vibrare di mille promesse, e ${c.words.friend} era già lì, con un sorriso da un orecchio all’altro.`,
      (c) =>
        `${c.name} aveva letto di ${c.words.place} in decine di libri, ma nessuno raccontava davvero cosa si prova a trovarsi lì, accanto ${pa('a', c.words.friend)}.`,
      (c) =>
        `Come tutte le grandi avventure, anche questa cominciò in un giorno qualunque, quando ${c.name} seguì ${c.words.friend} ${c.words.at}.`,
      (c) =>
        `Nessuno a casa ci avrebbe creduto, ma quel giorno ${c.name} aprì la porta e si ritrovò ${c.words.at}: lì, ${c.words.friend} aspettava con un sorriso complice.`,
    ],
  },
  discovery: {
    baby: [
      (c) => `Oh! ${c.name} trova ${c.words.found}.`,
      (c) => `Che cos’è, ${c.name}? È ${c.words.found}!`,
      (c) => `Guarda, guarda, ${c.name}: ${c.words.found}.`,
      (c) => `Sorpresa per ${c.name}: ${c.words.found}!`,
    ],
    young: [
      (c) => `«Che bella sorpresa!» esclamò ${c.words.friendName} quando ${c.name} vide ${c.words.found}.`,
      (c) =>
        `Proprio in quel momento qualcosa luccicò lì vicino: era ${c.words.found}, e ${c.name} trattenne il respiro per l’emozione.`,
      (c) => `«Guarda laggiù!» gridò ${c.words.friendName}, e ${c.name} scoprì ${c.words.found}.`,
      (c) => `Poco dopo, ${c.name} trovò ${c.words.found} e corse subito a chiamare ${c.words.friendName}.`,
    ],
    older: [
      (c) =>
        `In un angolo dove a nessuno sarebbe venuto in mente di guardare, ${c.name} scoprì ${c.words.found}, e sentì un brivido di curiosità dalla testa ai piedi.`,
      (c) =>
        `${c.words.friendName} si fermò e indicò qualcosa senza dire una parola: lì, in silenzio, c’era ${c.words.found}.`,
      (c) =>
        `Ci sono scoperte che sembrano aspettare proprio te, ed è esattamente ciò che provò ${c.name} trovando ${c.words.found}.`,
      (c) =>
        `All’inizio ${c.name} pensò di sognare, ma avvicinandosi non ebbe più dubbi: era proprio ${c.words.found}.`,
    ],
  },
  episode: {
    baby: [
      (c) => `${c.name} e ${c.words.friendName} ${ep(c).pres[1]}: ${c.words.sound}!`,
      (c) => `${c.name} ${ep(c).pres[0]}, ancora e ancora!`,
      (c) => `E adesso ${c.name} ${ep(c).pres[0]}!`,
      (c) => `Dai, ${c.name}, andiamo a ${ep(c).we}!`,
      (c) => `Che bello: ${c.words.friendName} e ${c.name} ${ep(c).pres[1]}.`,
      (c) => `Piano piano, ${c.name} ${ep(c).pres[0]}.`,
      (c) => `${c.name} ${ep(c).pres[0]}: evviva, evviva!`,
      (c) => `Che gioia: ${c.name} e ${c.words.friendName} ${ep(c).pres[1]}!`,
      (c) => `Insieme ${pa('a', c.words.friend)}, ${c.name} ${ep(c).pres[0]}.`,
    ],
    young: [
      (c) => `Poi ${c.name} e ${c.words.friendName} ${ep(c).past[1]}, ridendo a crepapelle.`,
      (c) => `«Andiamo a ${ep(c).we}!» propose ${c.words.friendName}, e in un attimo erano già in cammino.`,
      (c) => `Dopo, ${c.name} ${ep(c).past[0]}, e fu ancora più divertente del previsto.`,
      (c) =>
        `Più tardi ${c.name} ${ep(c).past[0]}, mentre ${c.words.friendName} batteva le mani dalla gioia.`,
      (c) =>
        `A ${c.words.friendName} venne un’idea fantastica: ${ep(c).inf}, e ${c.name} disse subito di sì.`,
      (c) => `A un certo punto ${c.name} ${ep(c).past[0]}, con gli occhi che brillavano di gioia.`,
      (c) => `${cap(c.words.atHere)} ${c.name} ${ep(c).past[0]}, felice come una Pasqua.`,
      (c) =>
        `Senza perdere un minuto, ${c.name} e ${c.words.friendName} ${ep(c).past[1]}, e il tempo volò via.`,
      (c) => `«E adesso che facciamo?» chiese ${c.name}, e ${c.words.friendName} propose di ${ep(c).inf}.`,
    ],
    older: [
      (c) =>
        `Più tardi, ${c.name} e ${c.words.friendName} ${ep(c).past[1]}, e per un bel po’ il resto del mondo sembrò meravigliosamente lontano.`,
      (c) =>
        `«Conosco il posto perfetto per ${ep(c).inf}» disse ${c.words.friendName}, e prima ancora che ${c.name} potesse rispondere, l’avventura era già ripartita.`,
      (c) =>
        `${cap(c.words.atHere)} nessuno aveva fretta, così ${c.name}, con tutta calma, ${ep(c).past[0]}, notando ogni piccolo dettaglio sorprendente.`,
      (c) =>
        `Quel giorno ${c.name} non si aspettava di ${ep(c).inf}, eppure fu uno dei momenti più belli di tutta l’avventura.`,
      (c) =>
        `Con ${c.words.friendName} lì accanto, ${c.name} ${ep(c).past[0]} e scoprì che le cose più belle sono spesso le più semplici.`,
      (c) =>
        `Fu ${c.words.friendName} ad avere l’idea di ${ep(c).inf}, e ${c.name}, tra l’emozione e un po’ di batticuore, accettò senza pensarci due volte.`,
      (c) =>
        c.gender
          ? `${c.name} ${ep(c).past[0]}, così ${gx(c, 'concentrato', 'concentrata', '')} da non sentire nemmeno ${c.words.friendName} ridacchiare.`
          : `${c.name} ${ep(c).past[0]}, con gli occhi accesi di curiosità e il cuore che batteva forte.`,
      (c) =>
        `Poi venne il momento di ${ep(c).inf}, e, con grande sorpresa di ${c.name}, fu ancora più bello del previsto.`,
      (c) =>
        `Quando ${c.name} e ${c.words.friendName} ${ep(c).past[1]}, ${c.name} ebbe la certezza di vivere uno di quei giorni che si ricordano per tutta la vita.`,
    ],
  },
  climax: {
    baby: [
      (c) => `Oh, oh! ${c.name} ${c.words.climax.pres[0]}.`,
      (c) => `Piano, pianissimo, ${c.name} ${c.words.climax.pres[0]}.`,
      (c) => `Con tanto amore, ${c.name} ${c.words.climax.pres[0]}.`,
      (c) => `Uno, due e tre: ${c.name} ${c.words.climax.pres[0]}.`,
    ],
    young: [
      (c) =>
        `Poi arrivò il momento più importante di tutti: ${c.name} fece un bel respiro e ${c.words.climax.past[0]}.`,
      (c) => `«Ce la posso fare!» disse ${c.name}, e ${c.words.climax.past[0]}.`,
      (c) =>
        `${c.name} ci pensò su con tutte le forze, si fece coraggio e, con grande dolcezza, ${c.words.climax.past[0]}.`,
      (c) =>
        `Non fu facile, ma ${c.name} non si arrese e alla fine ${c.words.climax.past[0]}, e ${c.words.friendName} fece un salto di gioia.`,
    ],
    older: [
      (c) =>
        `Tutto sembrò trattenere il fiato mentre ${c.name} prendeva una decisione: avere coraggio e dolcezza insieme, e fu così che ${c.words.climax.past[0]}.`,
      (c) =>
        `Sarebbe stato facile arrendersi, ma ${c.name} respirò piano, raccolse tutto il suo coraggio e ${c.words.climax.past[0]}, e ${c.words.friendName} tirò un sospiro di sollievo e di ammirazione.`,
      (c) =>
        `${c.name} capì che il coraggio non è non avere mai paura, ma fare la cosa giusta nonostante tutto, e per questo ${c.words.climax.past[0]}.`,
      (c) =>
        `Con il cuore che batteva forte ma le mani ferme, ${c.name} ${c.words.climax.past[0]}, e in quell’istante tutto sembrò brillare un po’ di più.`,
    ],
  },
  ending: {
    baby: [
      (c) => `Buonanotte, ${c.name}. Sogni d’oro.`,
      (c) => `Uaaah, che sonno ha ${c.name}: ssst, a nanna.`,
      (c) => `Accoccolati, ${c.name}; buonanotte, ${c.words.friendName}.`,
      (c) => `Ssst, ssst: ${c.name} e ${c.words.friendName} ${c.words.ending.pres[1]}, e poi tutti a nanna.`,
    ],
    young: [
      (c) =>
        `Finalmente arrivò l’ora di ${c.words.ending.inf}, e ${c.name} si addormentò subito, con il cuore pieno di gioia.`,
      (c) =>
        `Quando spuntarono le stelle, ${c.name} e ${c.words.friendName} ${c.words.ending.past[1]} e fecero sogni bellissimi.`,
      (c) =>
        `«Grazie per questa giornata» sussurrò ${c.name}, e arrivò l’ora di accoccolarsi sotto le coperte.`,
      (c) =>
        `E così ${c.name} e ${c.words.friendName} ${c.words.ending.past[1]}, e la storia si addormentò insieme a loro.`,
    ],
    older: [
      (c) =>
        `Mentre il giorno si scioglieva nella notte, ${c.name} ${c.words.ending.past[0]}, custodendo nel cuore tutta l’avventura come una piccola luce calda, e dormì serenamente come non mai.`,
      (c) =>
        `Più tardi, sotto le coperte e con le palpebre pesanti, ${c.name} ripensò ${pa('a', c.words.here)} e a ${c.words.friendName}, e sorrise, perché certe avventure restano con te molto tempo dopo la fine.`,
      (c) =>
        `Era già notte quando ${c.name} e ${c.words.friendName} ${c.words.ending.past[1]}, e il sonno arrivò piano piano, come un’onda tranquilla.`,
      (c) =>
        c.gender
          ? `Quella notte ${c.name} ${c.words.ending.past[0]} e, senza nemmeno accorgersene, si addormentò ${gx(c, 'tutto sorridente', 'tutta sorridente', '')}.`
          : `Quella notte ${c.name} ${c.words.ending.past[0]}, e il sonno arrivò in silenzio, con un sorriso in regalo.`,
    ],
  },
};

const rawDetails: LanguagePack<ItalianWords>['details'] = {
  baby: [
    (c) => `${cap(c.words.sound)}!`,
    (c) => `Evviva, ${c.name}!`,
    () => 'Che bello!',
    (c) => `${c.words.friendName} fa ciao ciao a ${c.name}.`,
    (c) => `${c.name} ride: ah, ah, ah!`,
    (c) => `Un bacino per ${c.name}.`,
    () => 'Quanti colori!',
    (c) => `Dov’è ${c.words.friendName}? ${fa(c, 'Eccolo', 'Eccola')}!`,
  ],
  young: [
    (c) => `${c.words.friendName} saltellava, ${fa(c, 'felicissimo', 'felicissima')}.`,
    (c) => `${c.name} sentiva il cuore caldo e pieno di luce.`,
    () => 'Che giornata meravigliosa!',
    (c) => `«${cap(c.words.sound)}!» canticchiò ${c.words.friendName}.`,
    (c) => `Gli occhi di ${c.name} brillavano di emozione.`,
    (c) => `${c.words.friendName} fece l’occhiolino a ${c.name}.`,
    () => 'Nessuno aveva fretta, e il tempo sembrava rallentare.',
    (c) =>
      c.gender
        ? `${c.name} era ${gx(c, 'contentissimo', 'contentissima', '')}.`
        : `${c.name} non riusciva a smettere di sorridere.`,
  ],
  older: [
    (c) => `${c.name} custodì quel ricordo in un posto segreto, per tenerlo con sé per sempre.`,
    (c) => `${c.words.friendName} non disse niente, ma il loro sguardo diceva tutto.`,
    () => 'Da qualche parte, una brezza portava profumo d’avventura.',
    () => 'Era uno di quei momenti in cui il mondo sembra immenso e, allo stesso tempo, a portata di mano.',
    (c) =>
      `${c.name} provò qualcosa di difficile da spiegare: un misto di meraviglia, calma e un pizzico di vertigine.`,
    (c) =>
      `Se in quel momento qualcuno avesse chiesto a ${c.name} che cos’è la felicità, la risposta sarebbe stata semplice: ha proprio quel colore.`,
    (c) =>
      `${c.words.friendName} canticchiava sottovoce una melodia che ${c.name} aveva l’impressione di conoscere da sempre.`,
    () => 'Perfino il silenzio sembrava di buon umore.',
  ],
};

/**
 * Italian euphony, applied to every finished line: "e" and "a" take a d before the same vowel
 * (Spruzzo ed Elena, andiamo ad ascoltare, fa ciao ciao ad Anna), whatever the name or phrase.
 */
const euphony = (text: string) =>
  text.replace(/(?<!\p{L})e (?=[eèéEÈÉ])/gu, 'ed ').replace(/(?<!\p{L})a (?=[aàAÀ])/gu, 'ad ');
const polish =
  (line: L): L =>
  (c) =>
    euphony(line(c));
const polishAll = <K extends string>(record: Record<K, L[]>): Record<K, L[]> =>
  Object.fromEntries(Object.entries<L[]>(record).map(([k, v]) => [k, v.map(polish)])) as Record<K, L[]>;
const lines = Object.fromEntries(
  Object.entries(rawLines).map(([beat, bands]) => [beat, polishAll(bands)]),
) as OnePlotLines<ItalianWords>;
const details = polishAll(rawDetails);

export const it: LanguagePack<ItalianWords> = onePlotPack({
  code: 'it',
  script: /[A-Za-zÀÈÉÌÍÒÓÙàèéìíòóù]/,
  themes,
  custom,
  titles: (
    [
      (c) => `La grande avventura di ${c.name} ${c.words.where}`,
      (c) => `${c.name} e ${c.words.friend}`,
      (c) => `${c.words.topic}: una storia per ${c.name}`,
    ] satisfies L[]
  ).map(polish),
  lines,
  details,
});
