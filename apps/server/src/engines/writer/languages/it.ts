import type { ByBand, LanguagePack, Line, LineContext, PlotLines } from '../types.ts';
import { listOf } from './list-of.ts';

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
  /**
   * Where the journey plot goes, with its definite article ("il vecchio relitto oltre la barriera
   * corallina"), so that pa() fuses it: "fino al vecchio relitto", "alla grande cascata".
   */
  far: string;
  /** The same after "a", with the article fused: "al vecchio relitto…", "alla grande cascata…". */
  toFar: string;
  /** The companion with article and kind: "il delfino Spruzzo". */
  friend: string;
  friendName: string;
  /** Whether the companion is feminine ("la renna Cometa"), for the adjectives about it. */
  friendIsFemale: boolean;
  /** An onomatopoeia in lower case without marks ("glu, glu, glu"); lines add the punctuation. */
  sound: string;
  /** What is found, with an indefinite article and no tense, so it fits present and past lines. */
  found: string;
  /** The found thing again, without its article (the lines add one): "conchiglia di madreperla". */
  thing: string;
  thingIsFemale: boolean;
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
    far: 'il vecchio relitto oltre la barriera corallina',
    toFar: 'al vecchio relitto oltre la barriera corallina',
    friend: 'il delfino Spruzzo',
    friendName: 'Spruzzo',
    friendIsFemale: false,
    sound: 'glu, glu, glu',
    found: 'una conchiglia di madreperla con dentro una canzoncina',
    thing: 'conchiglia di madreperla',
    thingIsFemale: true,
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
    far: 'la grande cascata nel cuore della giungla',
    toFar: 'alla grande cascata nel cuore della giungla',
    friend: 'la scimmietta Cocò',
    friendName: 'Cocò',
    friendIsFemale: true,
    sound: 'uh, uh, ah, ah',
    found: 'un fiore dorato, luminoso nell’ombra',
    thing: 'fiore dorato',
    thingIsFemale: false,
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
    far: 'il pianeta con gli anelli ai confini delle stelle',
    toFar: 'al pianeta con gli anelli ai confini delle stelle',
    friend: 'il robot Bullone',
    friendName: 'Bullone',
    friendIsFemale: false,
    sound: 'zum, zum',
    found: 'una stellina minuscola caduta dal cielo',
    thing: 'stellina',
    thingIsFemale: true,
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
    far: 'il bosco incantato oltre le mura del castello',
    toFar: 'al bosco incantato oltre le mura del castello',
    friend: 'il gattino Batuffolo',
    friendName: 'Batuffolo',
    friendIsFemale: false,
    sound: 'din, don, din, don',
    found: 'una chiavetta d’oro sotto un cespuglio di rose',
    thing: 'chiavetta d’oro',
    thingIsFemale: true,
    episodes: [
      act(V.attraversare, 'il vecchio ponte levatoio'),
      act(V.conoscere, 'un cavaliere gentilissimo'),
      act(V.salire, 'la scala a chiocciola del torrione'),
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
    far: 'il vulcano addormentato in fondo alla valle',
    toFar: 'al vulcano addormentato in fondo alla valle',
    friend: 'il dinosauretto Pistacchio',
    friendName: 'Pistacchio',
    friendIsFemale: false,
    sound: 'bum, bum, bum',
    found: 'un grande uovo a pois in un nido di foglie',
    thing: 'uovo a pois',
    thingIsFemale: false,
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
    far: 'il vecchio campo di zucche fuori dal paese',
    toFar: 'al vecchio campo di zucche fuori dal paese',
    friend: 'la gatta nera Liquirizia',
    friendName: 'Liquirizia',
    friendIsFemale: true,
    sound: 'buuu, buuu, ih, ih',
    found: 'una zucca-lanterna dal sorriso luminoso',
    thing: 'zucca-lanterna',
    thingIsFemale: true,
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
    far: 'il grande albero di Natale nel cuore del bosco innevato',
    toFar: 'al grande albero di Natale nel cuore del bosco innevato',
    friend: 'la renna Cometa',
    friendName: 'Cometa',
    friendIsFemale: true,
    sound: 'din, din, din',
    found: 'una campanella d’argento nascosta nella neve',
    thing: 'campanella d’argento',
    thingIsFemale: true,
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
    far: 'il faro in fondo alla spiaggia',
    toFar: 'al faro in fondo alla spiaggia',
    friend: 'il gabbiano Ciuffo',
    friendName: 'Ciuffo',
    friendIsFemale: false,
    sound: 'ciaf, ciaf',
    found: 'un messaggio in una bottiglia di vetro',
    thing: 'bottiglia del messaggio',
    thingIsFemale: true,
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
    far: 'la vetta più alta delle montagne',
    toFar: 'alla vetta più alta delle montagne',
    friend: 'il drago Tizzone',
    friendName: 'Tizzone',
    friendIsFemale: false,
    sound: 'fiuuu, fiuuu',
    found: 'una scaglia di drago tiepida e cangiante',
    thing: 'scaglia di drago',
    thingIsFemale: true,
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
    climax: act(V.aiutare, 'Tizzone, il draghetto, a ritrovare la voce con una canzone dolcissima'),
    ending: act(V.riposare, 'in cima alla montagna, sotto le stelle'),
    topic: 'Il drago gentile',
  }),
  superhero: w({
    place: 'una grande città piena di grattacieli',
    at: 'in una grande città piena di grattacieli',
    here: 'la città',
    atHere: 'in città',
    where: 'in città',
    far: 'la torre più alta della città',
    toFar: 'alla torre più alta della città',
    friend: 'il cagnolino Saetta',
    friendName: 'Saetta',
    friendIsFemale: false,
    sound: 'zac, zum',
    found: 'un mantello scintillante dentro una scatola',
    thing: 'mantello scintillante',
    thingIsFemale: false,
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
    far: 'il parco sulla collina dietro l’ambulatorio',
    toFar: 'al parco sulla collina dietro l’ambulatorio',
    friend: 'l’orsetto Fagiolo',
    friendName: 'Fagiolo',
    friendIsFemale: false,
    sound: 'tum-tum, tum-tum',
    found: 'una valigetta da dottore con un vero stetoscopio',
    thing: 'valigetta da dottore',
    thingIsFemale: true,
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
    far: 'il grande museo dall’altra parte della città',
    toFar: 'al grande museo dall’altra parte della città',
    friend: 'il criceto Pallino',
    friendName: 'Pallino',
    friendIsFemale: false,
    sound: 'drin, drin',
    found: 'una scatola di pastelli magici',
    thing: 'scatola di pastelli magici',
    thingIsFemale: true,
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
    climax: act(V.ritrovare, 'Pallino, il criceto della classe, nascosto tra i libri della biblioteca'),
    ending: act(V.raccontare, 'alla famiglia tutta la giornata'),
    topic: 'Una giornata a scuola',
  }),
  birthday: w({
    place: 'una festa di compleanno in giardino',
    at: 'a una festa di compleanno in giardino',
    here: 'la festa',
    atHere: 'alla festa',
    where: 'alla festa di compleanno',
    far: 'la vecchia casa sull’albero in fondo al giardino',
    toFar: 'alla vecchia casa sull’albero in fondo al giardino',
    friend: 'il cagnolino Biscotto',
    friendName: 'Biscotto',
    friendIsFemale: false,
    sound: 'pop, pop, evviva',
    found: 'un regalo a sorpresa con un grande fiocco',
    thing: 'regalo a sorpresa',
    thingIsFemale: false,
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
    far: 'il castello tra le nuvole del paese dei sogni',
    toFar: 'al castello tra le nuvole del paese dei sogni',
    friend: 'l’orsacchiotto Ciccio',
    friendName: 'Ciccio',
    friendIsFemale: false,
    sound: 'ssst, ssst',
    found: 'un raggio di luna d’argento, entrato dalla finestra',
    thing: 'raggio di luna',
    thingIsFemale: false,
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
    climax: act(V.accendere, 'la lucina da notte per tranquillizzare Ciccio, l’orsacchiotto di peluche'),
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
  far: 'la fine dell’arcobaleno oltre il prato',
  toFar: 'alla fine dell’arcobaleno oltre il prato',
  friend: 'la volpe Rosina',
  friendName: 'Rosina',
  friendIsFemale: true,
  sound: 'trallallà',
  // The parent's text is only ever a quoted topic inside the story.
  found: `una mappa con la strada per un’avventura su «${text}»`,
  thing: 'mappa magica',
  thingIsFemale: true,
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
/** The same for the second companion, the newcomer of the new-friend and brave plots. */
const fo = (c: C, masc: string, fem: string) => (c.other.friendIsFemale ? fem : masc);
/** The same for the found thing (il fiore, la conchiglia). */
const ft = (c: C, masc: string, fem: string) => (c.words.thingIsFemale ? fem : masc);
/** The thing with its article: "la conchiglia", "l’uovo a pois", "il fiore dorato". */
const the = (c: C) => {
  const { thing } = c.words;
  if (/^[aeiouàèéìòù]/iu.test(thing)) return `l’${thing}`;
  return `${ft(c, /^(?:s[^aeiou]|z|gn|ps)/u.test(thing) ? 'lo' : 'il', 'la')} ${thing}`;
};
/** The thing with a possessive: "il suo fiore", "la sua conchiglia", "il mio uovo". */
const own = (c: C, masc: string, fem: string) => `${ft(c, `il ${masc}`, `la ${fem}`)} ${c.words.thing}`;
/** The thing as an object pronoun: "lo", "la". */
const pron = (c: C) => ft(c, 'lo', 'la');

const rawLines: Record<'opening' | 'episode' | 'ending', ByBand<ItalianWords>> = {
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
          : `${c.name} ${ep(c).past[0]}, con gli occhi accesi di curiosità e un gran sorriso.`,
      (c) =>
        `Poi venne il momento di ${ep(c).inf}, e, con grande sorpresa di ${c.name}, fu ancora più bello del previsto.`,
      (c) =>
        `Quando ${c.name} e ${c.words.friendName} ${ep(c).past[1]}, ${c.name} ebbe la certezza di vivere uno di quei giorni che si ricordano per tutta la vita.`,
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
        `Quando scese la sera, ${c.name} e ${c.words.friendName} ${c.words.ending.past[1]} e fecero sogni bellissimi.`,
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

const treasure: PlotLines<ItalianWords> = {
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
  episodes: {
    baby: [
      (c) => `Ooh, ${c.name}! Come luccica ${the(c)}!`,
      (c) => `Pianino, pianino: ${c.name} porta ${the(c)}.`,
      () => 'A che cosa serve? Mmm!',
    ],
    young: [
      (c) =>
        `${c.name} osservò ${the(c)} da vicino: brillava un po’ più di prima, come se volesse dire ciao.`,
      (c) =>
        `Lungo la strada, ${c.name} portò ${the(c)} con grande cura, perché non ${ft(c, 'gli', 'le')} succedesse niente.`,
      (c) =>
        `«Secondo te a che cosa serve?» chiese ${c.words.friendName}. ${c.name} non lo sapeva ancora, ma aveva un’idea.`,
    ],
    older: [
      (c) =>
        `Da vicino, ${the(c)} era ancora più ${ft(c, 'meraviglioso', 'meravigliosa')}: ogni volta che ${c.name} ${ft(c, 'gli', 'le')} sorrideva, si accendeva di una luce più viva.`,
      (c) =>
        `${c.name} portava ${the(c)} come se fosse ${ft(c, 'fatto', 'fatta')} di vetro sottilissimo, mentre ${c.words.friendName} teneva d’occhio ogni angolo della strada.`,
      (c) =>
        `Si sedettero a rifletterci su: se ${the(c)} era ${ft(c, 'comparso', 'comparsa')} proprio quel giorno, doveva esserci una ragione, e ${c.name} voleva scoprirla a tutti i costi.`,
    ],
  },
  thread: {
    baby: [
      (c) => `${cap(the(c))} brilla, brilla, brilla!`,
      (c) => `${c.name} tiene ${the(c)} vicino vicino.`,
      (c) => `E ${the(c)}? ${ft(c, 'Eccolo', 'Eccola')} qui!`,
      (c) => `${c.words.friendName} guarda ${the(c)}: ooh!`,
      (c) => `Piano con ${the(c)}, ${c.name}.`,
    ],
    young: [
      (c) => `${c.name} non perdeva d’occhio ${the(c)} neanche per un secondo.`,
      (c) => `«Chissà da dove viene ${the(c)}» si chiese ${c.words.friendName}.`,
      (c) => `Ogni tanto ${c.name} dava un’occhiata ${pa('a', the(c))}, per controllare che fosse ancora lì.`,
      (c) => `${cap(the(c))} brillava piano piano, come per dire grazie.`,
      (c) => `${c.words.friendName} promise di aiutare a custodire ${the(c)}.`,
    ],
    older: [
      (c) =>
        `${c.name} teneva ${the(c)} sempre con sé, e di tanto in tanto sembrava quasi di sentirne il tepore.`,
      (c) =>
        `Anche nel bel mezzo dell’avventura, ${c.name} continuava a pensare ${pa('a', the(c))} e a tutti i segreti che poteva nascondere.`,
      (c) =>
        `${c.words.friendName} lanciava spesso occhiate curiose ${pa('a', the(c))}, come se aspettasse di sentirl${ft(c, 'o', 'a')} parlare.`,
      (c) =>
        `Sembrava che ${the(c)} volesse accompagnarli dappertutto, e ${c.name} non aveva nessuna intenzione di separarsene.`,
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
  resolution: {
    baby: [
      (c) => `Evviva, evviva: ${c.name} e ${c.words.friendName} fanno festa con ${the(c)}!`,
      (c) => `Urrà per ${c.name} e ${the(c)}!`,
    ],
    young: [
      (c) =>
        `Per festeggiare, ${c.name} e ${c.words.friendName} ballarono in girotondo intorno ${pa('a', the(c))}.`,
      (c) => `«È la scoperta più bella del mondo!» esclamò ${c.name}, mostrando ${the(c)} a tutti.`,
    ],
    older: [
      (c) =>
        `${c.name} e ${c.words.friendName} festeggiarono la loro scoperta, e ${the(c)} scintillava sempre di più a ogni risata.`,
      (c) =>
        `Tutti vollero ammirare ${the(c)}, e ${c.name} sentì il cuore gonfiarsi di un orgoglio tranquillo.`,
    ],
  },
};

const lost: PlotLines<ItalianWords> = {
  discovery: {
    baby: [
      (c) => `Oh no! ${c.words.friendName} ha perso ${own(c, 'suo', 'sua')}.`,
      (c) => `${c.words.friendName} piange: dov’è ${own(c, 'suo', 'sua')}?`,
      (c) => `Sniff, sniff: ${c.words.friendName} non trova più ${own(c, 'suo', 'sua')}.`,
    ],
    young: [
      (c) =>
        `All’improvviso ${c.words.friendName} si fermò, ${fa(c, 'tutto triste', 'tutta triste')}: «Ho perso ${own(c, 'mio', 'mia')}!» disse con un sospiro.`,
      (c) =>
        `${c.words.friendName} cercava dappertutto con l’aria preoccupata: ${own(c, 'suo', 'sua')} era ${ft(c, 'sparito', 'sparita')}.`,
    ],
    older: [
      (c) =>
        `Fu allora che ${c.words.friendName} lanciò un gridolino: ${own(c, 'suo', 'sua')}, il suo tesoro più caro, era ${ft(c, 'sparito', 'sparita')}.`,
      (c) =>
        `Lo sguardo ${pa('di', c.words.friendName)} si rabbuiò: ${own(c, 'suo', 'sua')} non c’era più, e ${c.name} promise subito di aiutarl${fa(c, 'o', 'a')} a ritrovarl${ft(c, 'o', 'a')}.`,
    ],
  },
  episodes: {
    baby: [
      (c) => `Sopra, sotto, dietro: ${c.name} guarda dappertutto!`,
      (c) => `Chi ha visto ${the(c)}? Nessuno, nessuno!`,
      () => 'Qualcosa luccica! Oh… è solo un bottone.',
    ],
    young: [
      (c) =>
        `${c.name} e ${c.words.friendName} cercarono in alto e in basso, in ogni angolino ${pa('di', c.words.here)}.`,
      (c) =>
        `Chiesero a chiunque incontrassero: «Avete visto ${the(c)} ${pa('di', c.words.friendName)}?». Ma nessuno ne sapeva niente.`,
      (c) => `Qualcosa brillò per terra e ${c.name} corse a guardare, ma era solo un bottone.`,
    ],
    older: [
      (c) =>
        `Frugarono dappertutto, in alto e in basso, dietro, sotto e dentro ogni cosa, ma ${the(c)} sembrava essersi ${ft(c, 'volatilizzato', 'volatilizzata')}.`,
      (c) =>
        `${c.name} chiese a chiunque passasse se avesse visto ${the(c)}: qualcuno scosse la testa, qualcun altro promise di fare attenzione.`,
      (c) =>
        `Qualcosa di luminoso attirò lo sguardo di ${c.name}, e la speranza fece un balzo; ma si trattava soltanto di un bottone smarrito, che ammiccava da terra.`,
    ],
  },
  thread: {
    baby: [
      (c) => `Dove sei, ${c.words.thing}?`,
      (c) => `${c.name} cerca su, giù, dappertutto.`,
      () => 'Qui no, lì nemmeno: cerchiamo ancora!',
      (c) => `${c.words.friendName} fa: «Mmm, mmm», e cerca ancora un pochino.`,
    ],
    young: [
      (c) => `Ancora nessuna traccia ${pa('di', the(c))}, ma ${c.name} non si scoraggiò.`,
      (c) => `«Forse è qui vicino» disse ${c.name}, guardandosi intorno.`,
      (c) => `${cap(the(c))} continuava a non saltare fuori, ma nessuno si arrese.`,
      (c) =>
        `Strada facendo, ${c.name} e ${c.words.friendName} tenevano gli occhi ben aperti, nel caso ${the(c)} fosse ${ft(c, 'nascosto', 'nascosta')} lì vicino.`,
      (c) => `${c.name} abbracciò ${c.words.friendName}: «${cap(pron(c))} ritroveremo, promesso».`,
    ],
    older: [
      (c) =>
        `Per tutto quel tempo, ${c.name} non dimenticò ${the(c)}, e frugava in ogni angolo con la speranza di vederl${ft(c, 'o', 'a')} spuntare.`,
      (c) =>
        `Non c’era ancora la minima traccia ${pa('di', the(c))}, ma ${c.words.friendName} non si perdeva d’animo, e questo commuoveva molto ${c.name}.`,
      (c) =>
        `A volte ${c.name} credeva di vederl${ft(c, 'o', 'a')} per un istante, ma era solo un riflesso, e la ricerca riprendeva con più slancio.`,
      (c) =>
        `${c.words.friendName} parlava pochissimo, e ${c.name} capì quanto ${the(c)} contasse per ${fa(c, 'lui', 'lei')}.`,
    ],
  },
  climax: {
    baby: [(c) => `Là! ${c.name} trova ${the(c)}!`, (c) => `${ft(c, 'Eccolo', 'Eccola')}, ${the(c)}: cucù!`],
    young: [
      (c) =>
        `E all’improvviso ${c.name} vide qualcosa che luccicava: era ${the(c)} ${pa('di', c.words.friendName)}!`,
      (c) => `«L’ho ${ft(c, 'trovato', 'trovata')}!» gridò ${c.name}, sollevando ${the(c)} in alto.`,
    ],
    older: [
      (c) =>
        `Proprio quando nessuno ci sperava più, ${c.name} finalmente ${pron(c)} vide: ${the(c)}, ${ft(c, 'posato', 'posata')} lì ${ft(c, 'tranquillo', 'tranquilla')}, come se aspettasse che qualcuno venisse a prenderl${ft(c, 'o', 'a')}.`,
      (c) =>
        `${c.name} trattenne il fiato, scostò piano ciò che ${pron(c)} nascondeva e scoprì ${the(c)}, ${ft(c, 'intatto', 'intatta')}.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `Tieni, ${c.words.friendName}: ecco ${own(c, 'tuo', 'tua')}!`,
      (c) => `${c.words.friendName} è ${fa(c, 'felicissimo', 'felicissima')}: grazie, ${c.name}!`,
    ],
    young: [
      (c) =>
        `${c.name} restituì ${the(c)} ${pa('a', c.words.friendName)}, che ${pron(c)} strinse forte e disse grazie.`,
      (c) =>
        `«Grazie, grazie!» ripeteva ${c.words.friendName} con gli occhi lucidi, ritrovando ${own(c, 'suo', 'sua')}.`,
    ],
    older: [
      (c) =>
        `${c.name} porse ${the(c)} ${pa('a', c.words.friendName)}, e la gioia che ${fa(c, 'gli', 'le')} illuminò il volto valeva tutte le ricerche del mondo.`,
      (c) =>
        `${c.words.friendName} strinse a sé ${own(c, 'suo', 'sua')}, poi abbracciò ${c.name}, e non servirono parole per dire grazie.`,
    ],
  },
};

const newFriend: PlotLines<ItalianWords> = {
  discovery: {
    baby: [
      (c) => `Oh! Chi c’è? È ${c.other.friend}, ${fo(c, 'tutto timido', 'tutta timida')}.`,
      (c) => `Guarda, ${c.other.friend} si nasconde! Ciao, ${c.other.friendName}.`,
    ],
    young: [
      (c) =>
        `A un tratto ${c.name} notò ${c.other.friend}, che guardava da lontano senza il coraggio di avvicinarsi.`,
      (c) =>
        `«Ciao» disse una vocina sottile: era ${c.other.friend}, ${fo(c, 'diventato rosso', 'diventata rossa')} fino alle orecchie.`,
    ],
    older: [
      (c) =>
        `Fu allora che ${c.name} scorse ${c.other.friend}, ${fo(c, 'mezzo nascosto', 'mezza nascosta')}, che osservava la scena con grandi occhi curiosi senza osare avvicinarsi.`,
      (c) =>
        `Un po’ in disparte c’era ${c.other.friend}, così ${fo(c, 'timido', 'timida')} da abbassare lo sguardo appena qualcuno ${fo(c, 'lo', 'la')} guardava.`,
    ],
  },
  episodes: {
    baby: [
      (c) => `Ciao, ${c.other.friendName}! Ops, scappa a nascondersi!`,
      (c) => `Un regalino per ${c.other.friendName}. Ecco qua!`,
      (c) => `${c.name} si siede lì vicino. Ssst, buoni buoni.`,
    ],
    young: [
      (c) =>
        `${c.name} fece ciao con la mano ${pa('a', c.other.friendName)}, che però corse di nuovo a nascondersi.`,
      (c) =>
        `${c.name} lasciò un piccolo regalo dove ${c.other.friendName} l’avrebbe trovato, poi si fece da parte ad aspettare.`,
      (c) =>
        `Poi ${c.name} si sedette in silenzio lì vicino, perché ${c.other.friendName} non si spaventasse.`,
    ],
    older: [
      (c) =>
        `Al saluto di ${c.name}, ${c.other.friendName} tornò di corsa nel suo nascondiglio, ma non prima di lasciar spuntare un occhio curioso.`,
      (c) =>
        `${c.name} scelse un piccolo dono e lo posò a metà strada tra loro: un invito che non aveva bisogno di parole.`,
      (c) =>
        `Invece di rincorrere ${c.other.friendName}, ${c.name} si sedette lì vicino e aspettò, perché chi è timido ha bisogno di tempo.`,
    ],
  },
  thread: {
    baby: [
      (c) => `Vieni, ${c.other.friendName}, vieni a giocare!`,
      (c) => `${c.name} tende la manina ${pa('a', c.other.friendName)}.`,
      (c) => `${c.other.friendName} fa un sorrisino.`,
      () => 'Tutti insieme è più bello!',
    ],
    young: [
      (c) => `${c.name} mostrò ${pa('a', c.other.friendName)} tutti i suoi angoli preferiti.`,
      (c) => `Piano piano, ${c.other.friendName} osò farsi un po’ più vicino.`,
      (c) => `«Vieni con noi, c’è posto per tutti» disse ${c.name} ${pa('a', c.other.friendName)}.`,
      (c) =>
        `${c.words.friendName} fece un po’ di posto ${pa('a', c.other.friendName)}, proprio accanto ${pa('a', c.name)}.`,
    ],
    older: [
      (c) =>
        `${c.name} fece scoprire ${pa('a', c.other.friendName)} ogni angolo ${pa('di', c.words.here)}, raccontando mille piccole storie.`,
      (c) =>
        `A ogni passo, ${c.other.friendName} sembrava un po’ meno ${fo(c, 'intimidito', 'intimidita')}, e il suo sguardo si illuminava piano piano.`,
      (c) =>
        `${c.words.friendName} e ${c.name} facevano attenzione a non lasciare mai indietro ${c.other.friendName}, e ${fo(c, 'il nuovo arrivato', 'la nuova arrivata')} cominciava ad accorgersene.`,
      (c) =>
        `A volte bastava una domanda gentile per far nascere un sorriso sul volto ${pa('di', c.other.friendName)}.`,
    ],
  },
  climax: {
    baby: [
      (c) => `Ah, ah, ah: ${c.other.friendName} ride con ${c.name}!`,
      (c) => `${c.other.friendName} balla con ${c.name} e ${c.words.friendName}!`,
    ],
    young: [
      (c) => `All’improvviso ${c.other.friendName} scoppiò a ridere e si unì al gioco, felice come non mai.`,
      (c) => `«Anch’io voglio giocare!» esclamò ${c.other.friendName} ridendo, e tutti applaudirono.`,
    ],
    older: [
      (c) =>
        `E poi, senza preavviso, ${c.other.friendName} scoppiò in una risata allegra e si buttò nel gioco, come se tutta la sua timidezza fosse volata via.`,
      (c) =>
        `Fu un momento meraviglioso: ${c.other.friendName} si unì alla partita, e la sua risata, timida all’inizio, finì per suonare più forte di tutte.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `Uno, due, tre amici: ${c.name}, ${c.words.friendName} e ${c.other.friendName}!`,
      () => 'Un abbraccio a tre!',
    ],
    young: [
      (c) =>
        `Da quel giorno, ${c.name}, ${c.words.friendName} e ${c.other.friendName} furono tre amici inseparabili.`,
      (c) =>
        `«Domani torni a giocare con noi» disse ${c.name}, e ${c.other.friendName} annuì con un grande sorriso.`,
    ],
    older: [
      (c) =>
        `Quando arrivò il momento di salutarsi, erano in tre a sorridere, e ${c.name} sapeva che era appena nata una nuova amicizia.`,
      (c) =>
        `Quel giorno ${c.name} capì che a un amico timido, a volte, basta che qualcuno gli tenda la mano, e che ormai ${c.other.friendName} faceva parte del gruppo.`,
    ],
  },
};

const brave: PlotLines<ItalianWords> = {
  discovery: {
    baby: [
      (c) => `«${cap(c.words.sound)}!»: che cos’è questo rumore?`,
      (c) => `Oh, un rumore strano! ${c.name} e ${c.words.friendName} ascoltano.`,
    ],
    young: [
      (c) =>
        `All’improvviso si sentì un rumore strano lì vicino, «${c.words.sound}», e ${c.name} fece un salto.`,
      (c) => `«Senti che rumore buffo» sussurrò ${c.words.friendName}, e ${c.name} tese l’orecchio.`,
    ],
    older: [
      (c) =>
        `Fu allora che si sentì un suono strano, da qualche parte lì vicino, un «${c.words.sound}» che né ${c.name} né ${c.words.friendName} riuscivano a riconoscere.`,
      (c) =>
        `D’un tratto si levò un suono misterioso, e ${c.name} sentì il cuore battere un po’ più in fretta, senza sapere bene se per paura o per curiosità.`,
    ],
  },
  episodes: {
    baby: [
      () => 'Senti? Eccolo di nuovo, più vicino!',
      () => 'Mano nella mano: coraggio, coraggio!',
      (c) => `Un passettino, due passettini: avanti, ${c.name}!`,
    ],
    young: [
      (c) => `Ed ecco di nuovo quel suono, «${c.words.sound}», ma stavolta veniva da più vicino.`,
      (c) =>
        `${c.name} si strinse forte forte ${pa('a', c.words.friendName)}. «Insieme abbiamo più coraggio» sussurrò.`,
      (c) => `Un passo, poi un altro: ${c.name} andò verso il suono strano senza fare il minimo rumore.`,
    ],
    older: [
      (c) =>
        `Il suono arrivò ancora una volta, più vicino adesso, e ${c.name} riuscì quasi a capire da quale parte venisse.`,
      (c) =>
        `${c.name} si strinse ${pa('a', c.words.friendName)}, e in quell’abbraccio caldo il coraggio sembrò passare da un amico all’altro.`,
      (c) =>
        `Passo dopo passo, ${c.name} avanzò verso il suono: il cuore martellava, ma i piedi restavano saldi.`,
    ],
  },
  thread: {
    baby: [
      () => 'Ssst… Ancora quel rumore!',
      (c) => `${c.name} ascolta con le orecchie ben aperte.`,
      () => 'Chi fa questo rumore?',
      (c) => `${c.words.friendName} si stringe ${pa('a', c.name)}.`,
    ],
    young: [
      (c) => `${c.name} provava a indovinare chi potesse fare un rumore così buffo.`,
      (c) => `${c.name} e ${c.words.friendName} si fermarono ad ascoltare, fianco a fianco.`,
      (c) => `«Di sicuro non è niente di brutto» disse ${c.name} per tranquillizzare ${c.words.friendName}.`,
      (c) => `Ogni tanto si sentiva ancora: «${c.words.sound}».`,
    ],
    older: [
      (c) =>
        `Il suono tornava ogni tanto, ora più forte ora più debole, e ${c.name} non riusciva a smettere di pensarci.`,
      (c) =>
        `${c.words.friendName} si avvicinò ${pa('a', c.name)}, e i due si scambiarono uno sguardo che voleva dire: presto scopriremo cos’è.`,
      (c) =>
        `${c.name} si ripeteva che quasi tutti i rumori strani hanno una spiegazione semplice, e questo bastava a calmare il cuore.`,
      (c) => `A ogni nuova eco, la curiosità di ${c.name} cresceva un po’ più della preoccupazione.`,
    ],
  },
  climax: {
    baby: [(c) => `${c.name} guarda… è ${c.other.friend}!`, (c) => `Il rumore era ${c.other.friend}: cucù!`],
    young: [
      (c) =>
        `${c.name} si fece coraggio, sbirciò con attenzione… e scoprì ${c.other.friend}, che faceva «${c.words.sound}» ridendo a più non posso.`,
      (c) =>
        `Piano piano, ${c.name} si avvicinò al rumore e, sorpresa: era solo ${c.other.friend}, con un sorriso da un orecchio all’altro!`,
    ],
    older: [
      (c) =>
        `Facendosi coraggio, ${c.name} avanzò per vedere da dove venisse il rumore e scoprì… ${c.other.friend}, ${fo(c, 'sorpreso', 'sorpresa')} quanto loro.`,
      (c) =>
        `${c.name} fece un respiro profondo e avanzò, passo dopo passo, fino all’origine del rumore: non era altro che ${c.other.friend}, che giocava ${fo(c, 'tranquillo', 'tranquilla')}.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `Ah, ah! Tutti ridono con ${c.other.friendName}!`,
      (c) => `${c.name} abbraccia ${c.other.friendName}.`,
    ],
    young: [
      (c) =>
        `Tutti scoppiarono a ridere, e ${c.other.friendName} rifece «${c.words.sound}» solo per divertirli.`,
      (c) =>
        `«Che spavento per niente!» rise ${c.name}, e ${c.words.friendName} e ${c.other.friendName} risero di gusto.`,
    ],
    older: [
      (c) =>
        `La risata che seguì fu così contagiosa che perfino ${c.other.friendName} ebbe le lacrime agli occhi, e la paura svanì del tutto.`,
      (c) =>
        `${c.name} si rese conto che era bastato un po’ di coraggio per trasformare una preoccupazione in risate condivise con ${c.other.friendName}.`,
    ],
  },
};

const surprise: PlotLines<ItalianWords> = {
  discovery: {
    baby: [
      (c) => `Ssst: ${c.name} prepara una sorpresa per ${c.words.friendName}!`,
      (c) => `Un segreto: ${c.name} ha un’idea per ${c.words.friendName}.`,
    ],
    young: [
      (c) =>
        `A ${c.name} venne in mente di preparare una sorpresa per ${c.words.friendName}, ma ssst, era un segreto.`,
      (c) =>
        `Mentre ${c.words.friendName} guardava altrove, ${c.name} sussurrò: «${fa(c, 'Gli', 'Le')} farò una sorpresa».`,
    ],
    older: [
      (c) =>
        `Vedendo ${c.words.friendName} così felice, ${c.name} ebbe un’idea segreta: preparar${fa(c, 'gli', 'le')} una sorpresa che non avrebbe mai dimenticato.`,
      (c) =>
        `${c.name} aveva deciso, in gran segreto, di ringraziare ${c.words.friendName} per quella giornata con una sorpresa tutta per ${fa(c, 'lui', 'lei')}.`,
    ],
  },
  episodes: {
    baby: [
      () => 'Questo! E questo! Tutto per la sorpresa!',
      (c) => `Taglia, incolla, colora: ${c.name} lavora in segreto!`,
      (c) => `Presto, nascondiamola! Arriva ${c.words.friendName}!`,
    ],
    young: [
      (c) => `Una dopo l’altra, ${c.name} raccolse le cose più belle che c’erano ${c.words.atHere}.`,
      (c) =>
        `In un angolino tranquillo, ${c.name} lavorò alla sorpresa canticchiando piano, perché nessuno sospettasse niente.`,
      (c) =>
        `Proprio allora arrivò ${c.words.friendName}, e ${c.name} fece appena in tempo a nascondere la sorpresa.`,
    ],
    older: [
      (c) =>
        `Con pazienza, ${c.name} raccolse piccole meraviglie ${c.words.atHere}, ognuna scelta pensando ${pa('a', c.words.friendName)}.`,
      (c) =>
        `In un angolo nascosto, ${c.name} si mise al lavoro, sistemando e risistemando ogni cosa finché la sorpresa non fu perfetta.`,
      (c) =>
        `Passi in arrivo! ${c.name} gettò un telo sulla sorpresa un attimo prima che ${c.words.friendName} comparisse, fischiettando.`,
    ],
  },
  thread: {
    baby: [
      (c) => `${c.name} raccoglie un tesoretto: ssst!`,
      () => 'Un’altra cosa bella per la sorpresa!',
      (c) => `${c.name} nasconde la sorpresa dietro la schiena.`,
      (c) => `Acqua in bocca con ${c.words.friendName}!`,
    ],
    young: [
      (c) => `Senza farsi vedere, ${c.name} mise da parte qualcosa di bello per la sorpresa.`,
      (c) => `${c.name} contava i minuti: quanto mancava al grande momento?`,
      (c) => `La sorpresa prendeva forma, e per ${c.name} era difficilissimo mantenere il segreto.`,
      (c) =>
        `${c.words.friendName} chiese che cosa stesse combinando ${c.name}, ma ricevette solo una risposta: «Vedrai».`,
    ],
    older: [
      (c) =>
        `Ogni volta che ${c.words.friendName} guardava altrove, ${c.name} aggiungeva di nascosto un dettaglio alla sorpresa.`,
      (c) =>
        `Mantenere un segreto non era facile, soprattutto quando ${c.words.friendName} faceva domande innocenti, ma ${c.name} resistette.`,
      (c) =>
        `A poco a poco la sorpresa prendeva forma, e ${c.name} immaginava già la faccia che avrebbe fatto ${c.words.friendName}.`,
      (c) =>
        `${c.name} aveva raccolto tutto il necessario perché la sorpresa fosse perfetta, e lo teneva nascosto con una cura infinita.`,
    ],
  },
  climax: {
    baby: [
      (c) => `Sorpresa, ${c.words.friendName}: è per te!`,
      (c) => `Tadà: una sorpresa per ${c.words.friendName}!`,
    ],
    young: [
      (c) =>
        `«Sorpresa!» gridò ${c.name}, e ${c.words.friendName} spalancò gli occhi, ${fa(c, 'meravigliato', 'meravigliata')}.`,
      (c) => `Quando ${c.words.friendName} vide la sorpresa, fece un salto di gioia: «È tutto per me?».`,
    ],
    older: [
      (c) =>
        `«Sorpresa!» esclamò ${c.name}, e il volto ${pa('di', c.words.friendName)} si illuminò di una gioia così grande che tutto il segreto valse la pena.`,
      (c) =>
        `Quando ${c.words.friendName} scoprì finalmente la sorpresa, rimase un istante senza parole, e poi non smise più di ringraziare.`,
    ],
  },
  resolution: {
    baby: [(c) => `${c.name} e ${c.words.friendName} fanno festa!`, () => 'Urrà, la festa continua!'],
    young: [
      (c) => `Tutti festeggiarono, e ${c.words.friendName} non smetteva di dire grazie.`,
      (c) => `${c.name} e ${c.words.friendName} ballarono, cantarono e risero ancora e ancora.`,
    ],
    older: [
      (c) =>
        `La piccola festa durò a lungo, e ${c.name} scoprì che regalare un momento di felicità rende felici quasi quanto riceverlo.`,
      (c) =>
        `${c.words.friendName} abbracciò forte ${c.name}, e insieme festeggiarono quella giornata come meritava.`,
    ],
  },
};

const journey: PlotLines<ItalianWords> = {
  discovery: {
    baby: [
      (c) => `In marcia, ${c.name}: andiamo ${c.words.toFar}!`,
      (c) => `Via, si parte: ${c.name} e ${c.words.friendName} vanno lontano, lontano, lontano.`,
    ],
    young: [
      (c) =>
        `«Andiamo in spedizione fino ${c.words.toFar}!» propose ${c.words.friendName}. «Nessuno ci va da tanto tempo!»`,
      (c) =>
        `${c.name} preparò una merenda, e i due amici partirono per un lungo viaggio verso ${c.words.far}.`,
    ],
    older: [
      (c) =>
        `${c.words.friendName} aveva una vecchia mappa con il sentiero per arrivare ${c.words.toFar}, e ${c.name} decise che quello era il giorno giusto per seguirla.`,
      (c) =>
        `Si diceva che ${c.words.far} fosse il posto più bello di tutti i dintorni, così ${c.name} e ${c.words.friendName} partirono per vedere con i propri occhi se era vero.`,
    ],
  },
  episodes: {
    baby: [
      () => 'Ops! Strada sbagliata! Di qua, di qua!',
      (c) => `Gambe stanche! Forza, ${c.name}!`,
      () => 'Pausa! Tutti seduti a fare merenda.',
    ],
    young: [
      (c) =>
        `Ops, avevano sbagliato strada! ${c.name} si fermò, si guardò intorno e ritrovò il sentiero giusto.`,
      (c) => `Le gambe di ${c.name} erano stanche, ma ${c.words.far} li aspettava, e così andarono avanti.`,
      () => 'A metà strada, gli amici si sedettero a riposare e divisero la merenda.',
    ],
    older: [
      (c) =>
        `Lungo il cammino sbagliarono strada, ma ${c.name} riconobbe un sasso dalla forma buffa e li riportò sulla via giusta.`,
      (c) =>
        `Il cammino si faceva lungo e i piedi di ${c.name} sempre più pesanti, eppure ogni passo li portava un po’ più vicino ${c.words.toFar}.`,
      () =>
        'A metà strada si fermarono a riposare, dividendo una merenda e guardando il mondo scorrere, prima di rimettersi in cammino.',
    ],
  },
  thread: {
    baby: [
      () => 'Si cammina, si cammina, e si cammina ancora!',
      () => 'Manca tanto? Ancora un pochino!',
      () => 'Un passo, due passi, tre passi!',
      (c) => `${c.name} e ${c.words.friendName} vanno avanti, avanti.`,
    ],
    young: [
      (c) => `La strada continuava, e ${c.name} si chiedeva cosa li aspettasse laggiù.`,
      (c) => `«Ci siamo quasi» assicurò ${c.words.friendName}, anche se la strada sembrava ancora lunga.`,
      (c) => `Passo dopo passo, ${c.name} e ${c.words.friendName} si avvicinavano alla meta.`,
      (c) => `${c.name} si voltò: il posto da cui erano partiti sembrava già piccolissimo.`,
    ],
    older: [
      (c) =>
        `Il viaggio continuava, e ogni passo portava con sé piccole meraviglie che ${c.name} non avrebbe mai notato altrimenti.`,
      (c) =>
        `A tratti la strada sembrava non finire mai, ma ${c.words.friendName} trovava sempre qualcosa di buffo da dire per dare coraggio ${pa('a', c.name)}.`,
      (c) => `${c.name} si voltò indietro e si stupì di tutta la strada già fatta.`,
      (c) =>
        `Più andavano avanti, più ${c.name} aveva voglia di scoprire che cosa li aspettasse alla fine del viaggio.`,
    ],
  },
  climax: {
    baby: [(c) => `Eccoci ${c.words.toFar}: uau!`, (c) => `Guarda, ${c.name}: ecco ${c.words.far}!`],
    young: [
      (c) =>
        `Finalmente ${c.name} e ${c.words.friendName} arrivarono ${c.words.toFar}. ${c.name} si guardò intorno: «Uau!»`,
      (c) =>
        `Dopo l’ultima curva, ecco apparire ${c.words.far}: uno spettacolo ancora più bello di quanto avessero immaginato.`,
    ],
    older: [
      (c) =>
        `Quando finalmente arrivarono ${c.words.toFar}, ${c.name} rimase in silenzio, perché certe meraviglie non si possono dire a parole.`,
      (c) =>
        `Gli ultimi passi furono i più faticosi, ma poi ${c.words.far} apparve davanti a loro, e ${c.name} capì che ne era valsa la pena.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `E adesso, la lunga strada del ritorno: passo passo, ${c.name}!`,
      (c) => `${c.words.friendName} e ${c.name} tornano indietro, piano piano.`,
    ],
    young: [
      (c) => `La strada del ritorno fu lunga, ma ${c.name} e ${c.words.friendName} la percorsero cantando.`,
      (c) =>
        `Tornando a casa, ${c.name} raccontò ${pa('a', c.words.friendName)} tutte le cose più belle della giornata.`,
    ],
    older: [
      (c) =>
        `Il ritorno fu lungo, ma né ${c.name} né ${c.words.friendName} si lamentarono: avevano tanti ricordi da condividere lungo la strada.`,
      (c) =>
        `Durante il lungo cammino di ritorno, ${c.name} si sorprese a sorridere ripensando a tutto ciò che quel viaggio aveva insegnato.`,
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
    (c) => `Batti cinque, ${c.name}!`,
    (c) => `${c.words.friendName} fa una faccia buffissima.`,
    () => 'Oh, che meraviglia tutto quanto!',
    (c) => `${c.name} batte le mani: clap, clap, clap!`,
    (c) => `${c.words.friendName} canta: la, la, la!`,
    (c) => `Un abbraccio grande per ${c.words.friendName}!`,
    (c) => `${c.name} spalanca gli occhi: oh!`,
    () => 'Ciuf, ciuf, si va avanti!',
    (c) => `Un bacino sul naso ${pa('di', c.words.friendName)}.`,
    (c) => `${c.name} è qui, ${c.words.friendName} è qui!`,
    () => 'Gnam, gnam, una merenda buona!',
    (c) => `Uau, ${c.name}!`,
    (c) => `${c.words.friendName} gira, gira, gira: urrà!`,
    () => 'Tutti sorridono.',
  ],
  young: [
    (c) => `${c.words.friendName} non si allontanava mai da ${c.name}.`,
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
    (c) => `La risata di ${c.name} risuonava tutto intorno.`,
    (c) => `${c.words.friendName} canticchiava un motivetto allegro.`,
    (c) => `«Che bello stare con te» disse ${c.words.friendName}.`,
    (c) => `${c.name} aveva voglia di cantare, tanto era bello tutto.`,
    () => 'Dappertutto c’erano colori e rumorini allegri.',
    (c) => `${c.name} fece un respiro profondo, con gli occhi spalancati.`,
    (c) => `${c.words.friendName} fece una capriola buffissima.`,
    (c) => `«Siamo proprio una bella squadra» disse ${c.name} ${pa('a', c.words.friendName)}.`,
    (c) => `C’erano così tante cose da vedere che ${c.name} non sapeva dove guardare.`,
    (c) => `${c.name} custodì quel momento nel cuore come un tesoro.`,
    (c) => `${c.words.friendName} raccontò una barzelletta, e ${c.name} si piegò in due dalle risate.`,
    (c) => `Che fortuna avere ${fa(c, 'un amico', 'un’amica')} come ${c.words.friendName}!`,
    (c) => `${c.name} e ${c.words.friendName} si sorrisero senza dire niente.`,
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
    (c) => `${c.name} avrebbe voluto che quel momento non finisse mai.`,
    () => 'Tutto intorno a loro sembrava sussurrare la promessa di cose belle in arrivo.',
    (c) =>
      `${c.words.friendName} rise di una risata limpida, e ${c.name} non poté fare a meno di ridere a sua volta.`,
    (c) => `${c.name} notò mille piccoli dettagli che nessun altro avrebbe visto.`,
    (c) => `Una gioia tranquilla si fece strada nel cuore di ${c.name}, come un gatto che si acciambella.`,
    (c) => `${c.words.friendName} aveva il dono di rendere ogni istante un po’ più divertente.`,
    () => 'Il tempo sembrava essersi fermato, solo per lasciarli godere quell’attimo.',
    (c) => `${c.name} ebbe la sensazione che il mondo fosse appena diventato un po’ più grande.`,
    (c) => `Tra ${c.name} e ${c.words.friendName} l’intesa cresceva di minuto in minuto.`,
    (c) => `${c.name} pensò che certi giorni valgono quanto tutti gli altri messi insieme.`,
    (c) =>
      `${c.words.friendName} lanciò un’occhiata birichina ${pa('a', c.name)}, e tutti e due scoppiarono a ridere.`,
    (c) => `C’era così tanto da vedere che ${c.name} non sapeva dove posare lo sguardo.`,
    (c) =>
      `${c.name} si ripromise di raccontare un giorno questa avventura, anche senza sapere ancora da dove cominciare.`,
  ],
};

const rawWindDown: LanguagePack<ItalianWords>['windDown'] = {
  baby: [
    (c) => `Uaaah… ${c.name} sbadiglia.`,
    (c) => `Una coccola dolce con ${c.words.friendName}.`,
    () => 'Le luci si spengono, piano piano.',
  ],
  young: [
    (c) => `${c.name} fece un grande sbadiglio, e ${c.words.friendName} anche.`,
    (c) =>
      `${c.words.friendName} si accoccolò vicino ${pa('a', c.name)}, ${fa(c, 'caldo e tranquillo', 'calda e tranquilla')}.`,
    () => 'Le luci si abbassarono piano piano, e tutto diventò calmo.',
    (c) => `Le palpebre di ${c.name} si facevano pesanti, pesanti.`,
  ],
  older: [
    (c) => `${c.name} soffocò un lungo sbadiglio, e ${c.words.friendName} rispose con un altro.`,
    () => 'Le luci si fecero sempre più tenui, e il mondo intero sembrò abbassare la voce.',
    (c) =>
      `${c.words.friendName} venne ad accoccolarsi accanto ${pa('a', c.name)}, ${fa(c, 'tiepido', 'tiepida')} e rassicurante.`,
    (c) => `Una dolce stanchezza avvolgeva ${c.name}, di quelle che arrivano dopo le giornate più belle.`,
  ],
};

/** The theme's second and third companions, in the order of the theme script. */
const companions: LanguagePack<ItalianWords>['companions'] = {
  ocean: [
    { friend: 'la tartaruga marina Perla', friendName: 'Perla', friendIsFemale: true },
    { friend: 'il polpo Inchiostro', friendName: 'Inchiostro', friendIsFemale: false },
  ],
  jungle: [
    { friend: 'il pappagallo Kiwi', friendName: 'Kiwi', friendIsFemale: false },
    { friend: 'l’elefantino Sassolino', friendName: 'Sassolino', friendIsFemale: false },
  ],
  space: [
    { friend: 'l’alieno Zib', friendName: 'Zib', friendIsFemale: false },
    { friend: 'il cagnolino Astro', friendName: 'Astro', friendIsFemale: false },
  ],
  castle: [
    { friend: 'il pony Trifoglio', friendName: 'Trifoglio', friendIsFemale: false },
    { friend: 'la civetta Ululì', friendName: 'Ululì', friendIsFemale: true },
  ],
  dinosaur: [
    { friend: 'il triceratopo Tobia', friendName: 'Tobia', friendIsFemale: false },
    { friend: 'la tartaruga marina Tilli', friendName: 'Tilli', friendIsFemale: true },
  ],
  halloween: [
    { friend: 'il fantasmino Bu', friendName: 'Bu', friendIsFemale: false },
    { friend: 'la civetta Ululì', friendName: 'Ululì', friendIsFemale: true },
  ],
  christmas: [
    { friend: 'la coniglietta Bucaneve', friendName: 'Bucaneve', friendIsFemale: true },
    { friend: 'la volpe Rubina', friendName: 'Rubina', friendIsFemale: true },
  ],
  beach: [
    { friend: 'il granchio Pinzetta', friendName: 'Pinzetta', friendIsFemale: false },
    { friend: 'il cagnolino Fiuto', friendName: 'Fiuto', friendIsFemale: false },
  ],
  dragon: [
    { friend: 'il gufo Saggio', friendName: 'Saggio', friendIsFemale: false },
    { friend: 'il volpacchiotto Ruggine', friendName: 'Ruggine', friendIsFemale: false },
  ],
  superhero: [
    { friend: 'il robot Gizmo', friendName: 'Gizmo', friendIsFemale: false },
    { friend: 'il gattino Balzo', friendName: 'Balzo', friendIsFemale: false },
  ],
  doctor: [
    { friend: 'il coniglietto Saltino', friendName: 'Saltino', friendIsFemale: false },
    { friend: 'il cagnolino Toppa', friendName: 'Toppa', friendIsFemale: false },
  ],
  school: [
    { friend: 'la civetta Piuma', friendName: 'Piuma', friendIsFemale: true },
    { friend: 'il robot Bip', friendName: 'Bip', friendIsFemale: false },
  ],
  birthday: [
    { friend: 'la gattina Confettina', friendName: 'Confettina', friendIsFemale: true },
    { friend: 'l’elefantino Nocciolina', friendName: 'Nocciolina', friendIsFemale: false },
  ],
  bedtime: [
    { friend: 'la civetta Luna', friendName: 'Luna', friendIsFemale: true },
    { friend: 'il coniglietto Coccolo', friendName: 'Coccolo', friendIsFemale: false },
  ],
  custom: [
    { friend: 'la civetta Oliva', friendName: 'Oliva', friendIsFemale: true },
    { friend: 'la coniglietta Mora', friendName: 'Mora', friendIsFemale: true },
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
/** Polishes every line of a record of bands (the shared beats, or one plot's beats). */
const polishBeats = <T extends { [K in keyof T]: ByBand<ItalianWords> }>(record: T): T =>
  Object.fromEntries(
    Object.entries<ByBand<ItalianWords>>(record).map(([beat, bands]) => [beat, polishAll(bands)]),
  ) as T;

const favourites: LanguagePack<ItalianWords>['favourites'] = {
  opening: (c, things) =>
    euphony(`${c.name} aveva con sé una tasca piena di pensieri felici: ${listOf(things, ' e ')}.`),
  moments: [
    (c, thing) => `A un tratto qualcosa ricordò a ${c.name} una delle sue cose preferite: ${thing}.`,
    (c, thing) =>
      `${c.words.friendName} chiese che cosa piacesse di più a ${c.name} in tutto il mondo, e la risposta arrivò con un gran sorriso: ${thing}.`,
    (c, thing) => `In lontananza, qualcosa di molto amato sembrò salutare ${c.name} con la mano: ${thing}.`,
    (c, thing) => `${c.name} canticchiò una canzoncina inventata su qualcosa di speciale: ${thing}.`,
  ],
};

export const it: LanguagePack<ItalianWords> = {
  code: 'it',
  script: /[A-Za-zÀÈÉÌÍÒÓÙàèéìíòóù]/,
  themes,
  companions,
  custom,
  titles: (
    [
      (c) => `La grande avventura di ${c.name} ${c.words.where}`,
      (c) => `${c.name} e ${c.words.friend}`,
      (c) => `${c.words.topic}: una storia per ${c.name}`,
    ] satisfies L[]
  ).map(polish),
  lines: polishBeats(rawLines),
  plots: {
    treasure: polishBeats(treasure),
    lost: polishBeats(lost),
    'new-friend': polishBeats(newFriend),
    brave: polishBeats(brave),
    surprise: polishBeats(surprise),
    journey: polishBeats(journey),
  },
  details: polishAll(rawDetails),
  windDown: polishAll(rawWindDown),
  favourites,
};
