import type { LanguagePack, Line, LineContext } from '../types.ts';
import { type OnePlotLines, onePlotPack } from './one-plot.ts';

/**
 * A verb in the forms the lines need. Picture books for the youngest are told in the present;
 * the older band reads like a novel, in the passé simple. Neither tense shows the child's
 * gender (unlike the passé composé with être), which is why the lines lean on verbs.
 */
interface Verb {
  inf: string;
  /** Third person singular and plural. */
  pres: readonly [string, string];
  past: readonly [string, string];
}

/** A moment told as a verb phrase, in every form a line may ask for. */
interface Act {
  /** "nager avec…", also after "on va", "l'heure de", "pour". */
  inf: string;
  /** The infinitive after "Allons": a pronominal "se laisser" becomes "nous laisser". */
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
    we: v.inf.replace(/^se /, 'nous ').replace(/^s'/, 'nous ') + tail,
    pres: [v.pres[0] + tail, v.pres[1] + tail],
    past: [v.past[0] + tail, v.past[1] + tail],
  };
};

// Every verb the themes use, conjugated once by hand (present and passé simple).
const V = {
  accrocher: verb('accrocher', 'accroche', 'accrochent', 'accrocha', 'accrochèrent'),
  admirer: verb('admirer', 'admire', 'admirent', 'admira', 'admirèrent'),
  aider: verb('aider', 'aide', 'aident', 'aida', 'aidèrent'),
  allumer: verb('allumer', 'allume', 'allument', 'alluma', 'allumèrent'),
  apercevoir: verb('apercevoir', 'aperçoit', 'aperçoivent', 'aperçut', 'aperçurent'),
  apprendre: verb('apprendre', 'apprend', 'apprennent', 'apprit', 'apprirent'),
  attraper: verb('attraper', 'attrape', 'attrapent', 'attrapa', 'attrapèrent'),
  boire: verb('boire', 'boit', 'boivent', 'but', 'burent'),
  casser: verb('casser', 'casse', 'cassent', 'cassa', 'cassèrent'),
  chanter: verb('chanter', 'chante', 'chantent', 'chanta', 'chantèrent'),
  chercher: verb('chercher', 'cherche', 'cherchent', 'chercha', 'cherchèrent'),
  choisir: verb('choisir', 'choisit', 'choisissent', 'choisit', 'choisirent'),
  compter: verb('compter', 'compte', 'comptent', 'compta', 'comptèrent'),
  consoler: verb('consoler', 'console', 'consolent', 'consola', 'consolèrent'),
  construire: verb('construire', 'construit', 'construisent', 'construisit', 'construisirent'),
  contempler: verb('contempler', 'contemple', 'contemplent', 'contempla', 'contemplèrent'),
  creuser: verb('creuser', 'creuse', 'creusent', 'creusa', 'creusèrent'),
  danser: verb('danser', 'danse', 'dansent', 'dansa', 'dansèrent'),
  décorer: verb('décorer', 'décore', 'décorent', 'décora', 'décorèrent'),
  découvrir: verb('découvrir', 'découvre', 'découvrent', 'découvrit', 'découvrirent'),
  descendre: verb('descendre', 'descend', 'descendent', 'descendit', 'descendirent'),
  dessiner: verb('dessiner', 'dessine', 'dessinent', 'dessina', 'dessinèrent'),
  déguster: verb('déguster', 'déguste', 'dégustent', 'dégusta', 'dégustèrent'),
  dévaler: verb('dévaler', 'dévale', 'dévalent', 'dévala', 'dévalèrent'),
  dire: verb('dire', 'dit', 'disent', 'dit', 'dirent'),
  écouter: verb('écouter', 'écoute', 'écoutent', 'écouta', 'écoutèrent'),
  emballer: verb('emballer', 'emballe', 'emballent', 'emballa', 'emballèrent'),
  emporter: verb('emporter', 'emporte', 'emportent', 'emporta', 'emportèrent'),
  enfiler: verb('enfiler', 'enfile', 'enfilent', 'enfila', 'enfilèrent'),
  explorer: verb('explorer', 'explore', 'explorent', 'explora', 'explorèrent'),
  faire: verb('faire', 'fait', 'font', 'fit', 'firent'),
  fermer: verb('fermer', 'ferme', 'ferment', 'ferma', 'fermèrent'),
  filer: verb('filer', 'file', 'filent', 'fila', 'filèrent'),
  flotter: verb('flotter', 'flotte', 'flottent', 'flotta', 'flottèrent'),
  frapper: verb('frapper', 'frappe', 'frappent', 'frappa', 'frappèrent'),
  garder: verb('garder', 'garde', 'gardent', 'garda', 'gardèrent'),
  gonfler: verb('gonfler', 'gonfle', 'gonflent', 'gonfla', 'gonflèrent'),
  gravir: verb('gravir', 'gravit', 'gravissent', 'gravit', 'gravirent'),
  grimper: verb('grimper', 'grimpe', 'grimpent', 'grimpa', 'grimpèrent'),
  jouer: verb('jouer', 'joue', 'jouent', 'joua', 'jouèrent'),
  lire: verb('lire', 'lit', 'lisent', 'lut', 'lurent'),
  manger: verb('manger', 'mange', 'mangent', 'mangea', 'mangèrent'),
  mettre: verb('mettre', 'met', 'mettent', 'mit', 'mirent'),
  monter: verb('monter', 'monte', 'montent', 'monta', 'montèrent'),
  nager: verb('nager', 'nage', 'nagent', 'nagea', 'nagèrent'),
  nettoyer: verb('nettoyer', 'nettoie', 'nettoient', 'nettoya', 'nettoyèrent'),
  partager: verb('partager', 'partage', 'partagent', 'partagea', 'partagèrent'),
  passer: verb('passer', 'passe', 'passent', 'passa', 'passèrent'),
  patauger: verb('patauger', 'patauge', 'pataugent', 'pataugea', 'pataugèrent'),
  peindre: verb('peindre', 'peint', 'peignent', 'peignit', 'peignirent'),
  piqueNiquer: verb('pique-niquer', 'pique-nique', 'pique-niquent', 'pique-niqua', 'pique-niquèrent'),
  planter: verb('planter', 'plante', 'plantent', 'planta', 'plantèrent'),
  porter: verb('porter', 'porte', 'portent', 'porta', 'portèrent'),
  poser: verb('poser', 'pose', 'posent', 'posa', 'posèrent'),
  préparer: verb('préparer', 'prépare', 'préparent', 'prépara', 'préparèrent'),
  raconter: verb('raconter', 'raconte', 'racontent', 'raconta', 'racontèrent'),
  rallumer: verb('rallumer', 'rallume', 'rallument', 'ralluma', 'rallumèrent'),
  ramasser: verb('ramasser', 'ramasse', 'ramassent', 'ramassa', 'ramassèrent'),
  rattraper: verb('rattraper', 'rattrape', 'rattrapent', 'rattrapa', 'rattrapèrent'),
  rebondir: verb('rebondir', 'rebondit', 'rebondissent', 'rebondit', 'rebondirent'),
  regarder: verb('regarder', 'regarde', 'regardent', 'regarda', 'regardèrent'),
  rejoindre: verb('rejoindre', 'rejoint', 'rejoignent', 'rejoignit', 'rejoignirent'),
  rencontrer: verb('rencontrer', 'rencontre', 'rencontrent', 'rencontra', 'rencontrèrent'),
  rendre: verb('rendre', 'rend', 'rendent', 'rendit', 'rendirent'),
  rentrer: verb('rentrer', 'rentre', 'rentrent', 'rentra', 'rentrèrent'),
  réparer: verb('réparer', 'répare', 'réparent', 'répara', 'réparèrent'),
  résoudre: verb('résoudre', 'résout', 'résolvent', 'résolut', 'résolurent'),
  respirer: verb('respirer', 'respire', 'respirent', 'respira', 'respirèrent'),
  retrouver: verb('retrouver', 'retrouve', 'retrouvent', 'retrouva', 'retrouvèrent'),
  sauter: verb('sauter', 'saute', 'sautent', 'sauta', 'sautèrent'),
  seBalancer: verb('se balancer', 'se balance', 'se balancent', 'se balança', 'se balancèrent'),
  seBlottir: verb('se blottir', 'se blottit', 'se blottissent', 'se blottit', 'se blottirent'),
  seBrosser: verb('se brosser', 'se brosse', 'se brossent', 'se brossa', 'se brossèrent'),
  seFaire: verb('se faire', 'se fait', 'se font', 'se fit', 'se firent'),
  seLaisser: verb('se laisser', 'se laisse', 'se laissent', 'se laissa', 'se laissèrent'),
  seMesurer: verb('se mesurer', 'se mesure', 'se mesurent', 'se mesura', 'se mesurèrent'),
  sePencher: verb('se pencher', 'se penche', 'se penchent', 'se pencha', 'se penchèrent'),
  sePromener: verb('se promener', 'se promène', 'se promènent', 'se promena', 'se promenèrent'),
  seReposer: verb('se reposer', 'se repose', 'se reposent', 'se reposa', 'se reposèrent'),
  serrer: verb('serrer', 'serre', 'serrent', 'serra', 'serrèrent'),
  souhaiter: verb('souhaiter', 'souhaite', 'souhaitent', 'souhaita', 'souhaitèrent'),
  suivre: verb('suivre', 'suit', 'suivent', 'suivit', 'suivirent'),
  traverser: verb('traverser', 'traverse', 'traversent', 'traversa', 'traversèrent'),
  trouver: verb('trouver', 'trouve', 'trouvent', 'trouva', 'trouvèrent'),
  vivre: verb('vivre', 'vit', 'vivent', 'vécut', 'vécurent'),
  voler: verb('voler', 'vole', 'volent', 'vola', 'volèrent'),
} as const;

export interface FrenchWords {
  /** Where the story happens, with an indefinite article: "un récif de corail…". */
  place: string;
  /** The place with the preposition it takes after "arriver" or "se réveiller": "sur une plage…". */
  at: string;
  /** A short way back to the place, with its article: "le récif". */
  here: string;
  /** The same with its preposition: "sur la plage", "à l'école". */
  atHere: string;
  /** The place in a title: "sous la mer". */
  where: string;
  /** The companion's name and kind: "Plouf le dauphin". */
  friend: string;
  friendName: string;
  /** Whether the companion is feminine ("Coquillette la mouette"), for adjectives and pronouns about it. */
  friendIsFemale: boolean;
  /** An onomatopoeia in lower case without marks ("glou, glou, glou"); lines add the punctuation. */
  sound: string;
  /** What is found, with an indefinite article and no tense, so it fits present and past lines. */
  found: string;
  /** Eight episodes, index-aligned with the theme script; they must read well with the companion as co-subject. */
  episodes: readonly [Act, Act, Act, Act, Act, Act, Act, Act];
  /** Told with the child alone as subject (the companion is sometimes the one helped). */
  climax: Act;
  /** Told with the child alone or with the companion as co-subject. */
  ending: Act;
  /** Title words: "Aventure sous la mer". */
  topic: string;
}

const w = (words: FrenchWords) => words;

const themes: LanguagePack<FrenchWords>['themes'] = {
  ocean: w({
    place: 'un récif de corail tout en couleurs, au fond de la mer',
    at: 'au milieu d’un récif de corail tout en couleurs, au fond de la mer',
    here: 'le récif',
    atHere: 'autour du récif',
    where: 'sous la mer',
    friend: 'Plouf le dauphin',
    friendName: 'Plouf',
    friendIsFemale: false,
    sound: 'glou, glou, glou',
    found: 'un coquillage nacré renfermant une petite chanson',
    episodes: [
      act(V.nager, 'avec un banc de poissons arc-en-ciel'),
      act(V.dire, 'bonjour à une tortue de mer toute ensommeillée'),
      act(V.compter, 'les couleurs du corail'),
      act(V.suivre, 'un chemin de bulles argentées'),
      act(V.jouer, 'à cache-cache avec un petit poulpe'),
      act(V.écouter, 'le chant lointain d’une baleine'),
      act(V.découvrir, 'un jardin d’algues dansantes'),
      act(V.seLaisser, 'porter par une vague toute douce'),
    ],
    climax: act(V.aider, 'un bébé crabe perdu à retrouver le chemin de sa maison'),
    ending: act(V.rentrer, 'à la maison en flottant dans l’eau argentée par la lune'),
    topic: 'Aventure sous la mer',
  }),
  jungle: w({
    place: 'une jungle verte pleine d’arbres immenses',
    at: 'dans une jungle verte pleine d’arbres immenses',
    here: 'la jungle',
    atHere: 'dans la jungle',
    where: 'dans la jungle',
    friend: 'Kiwi le petit singe',
    friendName: 'Kiwi',
    friendIsFemale: false,
    sound: 'hou, hou, ha, ha',
    found: 'une fleur dorée, lumineuse dans l’ombre',
    episodes: [
      act(V.seBalancer, 'aux lianes toutes douces'),
      act(V.rencontrer, 'un perroquet de toutes les couleurs'),
      act(V.passer, 'sur la pointe des pieds près d’un tigre endormi'),
      act(V.traverser, 'un ruisseau scintillant en éclaboussant partout'),
      act(V.partager, 'des bananes bien sucrées avec de nouveaux amis'),
      act(V.regarder, 'danser les papillons'),
      act(V.grimper, 'dans un vieil arbre très accueillant'),
      act(V.suivre, 'de drôles d’empreintes dans la boue'),
    ],
    climax: act(V.aider, 'un bébé éléphant à sortir de la boue collante'),
    ending: act(V.écouter, 'la berceuse des grenouilles et des grillons'),
    topic: 'Aventure dans la jungle',
  }),
  space: w({
    place: 'un coin de l’espace, parmi des milliers d’étoiles',
    at: 'dans un coin de l’espace, parmi des milliers d’étoiles',
    here: 'l’espace',
    atHere: 'dans l’espace',
    where: 'dans les étoiles',
    friend: 'Boulon le robot',
    friendName: 'Boulon',
    friendIsFemale: false,
    sound: 'vroum, vroum',
    found: 'une minuscule étoile tombée du ciel',
    episodes: [
      act(V.filer, 'en fusée tout près de la lune'),
      act(V.rebondir, 'sur une planète violette toute moelleuse'),
      act(V.faire, 'coucou à une comète très sympathique'),
      act(V.dessiner, 'des images en reliant les étoiles'),
      act(V.flotter, 'comme une plume, sans aucune pesanteur'),
      act(V.faire, 'le tour des anneaux d’une planète géante'),
      act(V.rencontrer, 'un petit extraterrestre très timide'),
      act(V.regarder, 'le soleil se lever sur la Terre'),
    ],
    climax: act(V.aider, 'la petite étoile à retrouver sa place dans le ciel'),
    ending: act(V.rentrer, 'à la maison pour regarder la petite étoile briller par la fenêtre'),
    topic: 'Voyage dans les étoiles',
  }),
  castle: w({
    place: 'un château perché sur une colline verte',
    at: 'dans un château perché sur une colline verte',
    here: 'le château',
    atHere: 'au château',
    where: 'au château',
    friend: 'Pompon le chaton',
    friendName: 'Pompon',
    friendIsFemale: false,
    sound: 'ding, dong, ding, dong',
    found: 'une petite clé d’or sous un rosier',
    episodes: [
      act(V.traverser, 'le vieux pont-levis grinçant'),
      act(V.rencontrer, 'un chevalier plein de gentillesse'),
      act(V.monter, 'l’escalier en colimaçon de la tour'),
      act(V.danser, 'dans la grande salle aux bannières'),
      act(V.piqueNiquer, 'dans le jardin du château'),
      act(V.admirer, 'les vieux tableaux de la galerie'),
      act(V.faire, 'le tour de la cour sur un poney tout doux'),
      act(V.écouter, 'le musicien de la cour jouer du luth'),
    ],
    climax: act(V.retrouver, 'la couronne perdue derrière une porte secrète ouverte grâce à la clé d’or'),
    ending: act(V.contempler, 'les étoiles du haut de la tour'),
    topic: 'Le secret du château',
  }),
  dinosaur: w({
    place: 'une vallée ensoleillée où vivent de gentils dinosaures',
    at: 'dans une vallée ensoleillée où vivent de gentils dinosaures',
    here: 'la vallée',
    atHere: 'dans la vallée',
    where: 'chez les dinosaures',
    friend: 'Pistache le bébé dinosaure',
    friendName: 'Pistache',
    friendIsFemale: false,
    sound: 'boum, boum, boum',
    found: 'un gros œuf tacheté dans un nid de feuilles',
    episodes: [
      act(V.traverser, 'à grands pas les fougères géantes'),
      act(V.rencontrer, 'un gentil dinosaure au très long cou'),
      act(V.patauger, 'dans une mare bien chaude'),
      act(V.compter, 'les plaques d’un stégosaure'),
      act(V.regarder, 'un volcan lointain souffler de petits nuages tout doux'),
      act(V.découvrir, 'des empreintes de géant'),
      act(V.manger, 'des baies sucrées à l’ombre d’un palmier'),
      act(V.faire, 'la course avec un petit tricératops'),
    ],
    climax: act(V.garder, 'l’œuf bien au chaud jusqu’à voir naître un bébé dinosaure'),
    ending: act(V.seBlottir, 'contre les dinosaures, sous les étoiles'),
    topic: 'La vallée des dinosaures',
  }),
  halloween: w({
    place: 'un joli village, le soir d’Halloween',
    at: 'dans un joli village, le soir d’Halloween',
    here: 'le village',
    atHere: 'au village',
    where: 'le soir d’Halloween',
    friend: 'Réglisse le chat noir',
    friendName: 'Réglisse',
    friendIsFemale: false,
    sound: 'bouh, bouh, hi, hi',
    found: 'une citrouille-lanterne au sourire lumineux',
    episodes: [
      act(V.enfiler, 'un déguisement fantastique'),
      act(V.frapper, 'aux portes pour demander des bonbons'),
      act(V.rencontrer, 'un petit fantôme très rigolo'),
      act(V.creuser, 'une citrouille à la bouille rigolote'),
      act(V.regarder, 'les chauves-souris danser autour de la lune'),
      act(V.sePromener, 'dans les feuilles d’automne toutes craquantes'),
      act(V.partager, 'des bonbons avec les copains'),
      act(V.rejoindre, 'le défilé des costumes'),
    ],
    climax: act(V.allumer, 'la lanterne pour un petit fantôme intimidé par le noir'),
    ending: act(V.rentrer, 'à la maison à la lueur de la lanterne'),
    topic: 'La nuit d’Halloween',
  }),
  christmas: w({
    place: 'un village sous la neige, au temps de Noël',
    at: 'dans un village sous la neige, au temps de Noël',
    here: 'le village',
    atHere: 'au village',
    where: 'à Noël',
    friend: 'Flocon le renne',
    friendName: 'Flocon',
    friendIsFemale: false,
    sound: 'drelin, drelin',
    found: 'une minuscule clochette d’argent dans la neige',
    episodes: [
      act(V.faire, 'un bonhomme de neige tout rond'),
      act(V.décorer, 'un immense sapin'),
      act(V.préparer, 'des biscuits en forme d’étoile'),
      act(V.dévaler, 'une colline en luge'),
      act(V.chanter, 'des chants de Noël avec les voisins'),
      act(V.emballer, 'des cadeaux avec des rubans rouges'),
      act(V.attraper, 'des flocons de neige du bout de la langue'),
      act(V.boire, 'un chocolat chaud bien fumant'),
    ],
    climax: act(V.faire, 'tinter la clochette d’argent pour guider un renne perdu jusqu’au traîneau'),
    ending: act(V.seBlottir, 'près du sapin illuminé'),
    topic: 'Un vœu pour Noël',
  }),
  beach: w({
    place: 'une plage ensoleillée au bord de la mer',
    at: 'sur une plage ensoleillée au bord de la mer',
    here: 'la plage',
    atHere: 'sur la plage',
    where: 'à la plage',
    friend: 'Coquillette la mouette',
    friendName: 'Coquillette',
    friendIsFemale: true,
    sound: 'flic, flac, flic, flac',
    found: 'un message dans une bouteille en verre',
    episodes: [
      act(V.construire, 'un grand château de sable'),
      act(V.ramasser, 'de jolis coquillages'),
      act(V.sauter, 'par-dessus les petites vagues'),
      act(V.faire, 'voler un cerf-volant dans le vent'),
      act(V.regarder, 'un crabe marcher de travers'),
      act(V.déguster, 'une glace bien fraîche'),
      act(V.sePencher, 'au-dessus d’une flaque entre les rochers'),
      act(V.apercevoir, 'un voilier au loin'),
    ],
    climax: act(V.suivre, 'la carte de la bouteille jusqu’à un coffre rempli de coquillages brillants'),
    ending: act(V.regarder, 'le soleil se coucher sur la mer'),
    topic: 'Une journée à la plage',
  }),
  dragon: w({
    place: 'un pays de hautes montagnes noyées de brume',
    at: 'dans un pays de hautes montagnes noyées de brume',
    here: 'les montagnes',
    atHere: 'dans les montagnes',
    where: 'au pays du dragon',
    friend: 'Braise le dragon',
    friendName: 'Braise',
    friendIsFemale: false,
    sound: 'frrr, frrr',
    found: 'une écaille de dragon tiède et chatoyante',
    episodes: [
      act(V.voler, 'au-dessus des collines vertes'),
      act(V.faire, 'griller des guimauves avec une toute petite flamme'),
      act(V.explorer, 'une grotte pleine de cristaux de toutes les couleurs'),
      act(V.traverser, 'un pont fait d’arc-en-ciel'),
      act(V.jouer, 'sous une cascade'),
      act(V.compter, 'les pierres précieuses de la grotte au trésor'),
      act(V.apprendre, 'une chanson de dragon'),
      act(V.chercher, 'des formes dans les nuages'),
    ],
    climax: act(V.aider, 'Braise à retrouver sa voix perdue grâce à une douce chanson'),
    ending: act(V.seReposer, 'tout en haut de la montagne, sous les étoiles'),
    topic: 'Le dragon au grand cœur',
  }),
  superhero: w({
    place: 'une grande ville pleine de hauts immeubles',
    at: 'dans une grande ville pleine de hauts immeubles',
    here: 'la ville',
    atHere: 'en ville',
    where: 'en ville',
    friend: 'Filou le chiot',
    friendName: 'Filou',
    friendIsFemale: false,
    sound: 'zou, zoum',
    found: 'une cape étincelante dans une boîte',
    episodes: [
      act(V.voler, 'au-dessus des toits'),
      act(V.aider, 'un chaton à descendre d’un arbre'),
      act(V.porter, 'les courses d’une voisine'),
      act(V.réparer, 'une balançoire cassée dans le parc'),
      act(V.planter, 'des fleurs sur la grande place'),
      act(V.consoler, 'un copain tout triste'),
      act(V.rattraper, 'un ballon fugueur'),
      act(V.nettoyer, 'le parc avec plein d’amis'),
    ],
    climax: act(V.rallumer, 'les lumières de toute la ville grâce à la gentillesse et au travail d’équipe'),
    ending: act(V.accrocher, 'la cape au portemanteau jusqu’à la prochaine aventure'),
    topic: 'Une journée de super-pouvoirs',
  }),
  doctor: w({
    place: 'un cabinet médical lumineux et accueillant',
    at: 'dans un cabinet médical lumineux et accueillant',
    here: 'le cabinet',
    atHere: 'au cabinet',
    where: 'chez le docteur',
    friend: 'Câlin le nounours',
    friendName: 'Câlin',
    friendIsFemale: false,
    sound: 'boum-boum, boum-boum',
    found: 'une mallette de docteur avec un vrai stéthoscope',
    episodes: [
      act(V.dire, 'bonjour à une infirmière très gentille et souriante'),
      act(V.écouter, 'les battements du cœur avec le stéthoscope'),
      act(V.seMesurer, 'contre la girafe peinte au mur'),
      act(V.respirer, 'lentement et profondément, comme pour faire des bulles'),
      act(V.regarder, 'les poissons de l’aquarium de la salle d’attente'),
      act(V.poser, 'plein de questions au docteur'),
      act(V.serrer, 'la main de l’infirmière pendant une piqûre toute petite et toute rapide'),
      act(V.choisir, 'un autocollant de toutes les couleurs'),
    ],
    climax: act(
      V.faire,
      'preuve de courage pendant l’examen, si rapide et si utile pour garder le corps en pleine forme',
    ),
    ending: act(V.rentrer, 'à la maison le cœur plein de fierté'),
    topic: 'Une visite chez le docteur',
  }),
  school: w({
    place: 'une école joyeuse à la porte rouge',
    at: 'dans une école joyeuse à la porte rouge',
    here: 'l’école',
    atHere: 'à l’école',
    where: 'à l’école',
    friend: 'Grignotin le hamster',
    friendName: 'Grignotin',
    friendIsFemale: false,
    sound: 'dring, dring',
    found: 'une boîte de crayons magiques',
    episodes: [
      act(V.accrocher, 'le cartable au portemanteau'),
      act(V.seFaire, 'de nouveaux amis'),
      act(V.peindre, 'un grand tableau plein de couleurs'),
      act(V.compter, 'les cubes d’une tour immense'),
      act(V.chanter, 'une chanson en ronde'),
      act(V.lire, 'un album plein d’images'),
      act(V.descendre, 'le toboggan à la récré'),
      act(V.partager, 'le goûter avec les copains'),
    ],
    climax: act(V.retrouver, 'Grignotin, caché entre les livres de la bibliothèque'),
    ending: act(V.raconter, 'toute la journée à la famille'),
    topic: 'Une journée à l’école',
  }),
  birthday: w({
    place: 'une fête d’anniversaire dans le jardin',
    at: 'à une fête d’anniversaire dans le jardin',
    here: 'la fête',
    atHere: 'à la fête',
    where: 'pour son anniversaire',
    friend: 'Biscotte le chiot',
    friendName: 'Biscotte',
    friendIsFemale: false,
    sound: 'pop, pop, youpi',
    found: 'un cadeau surprise avec un gros nœud',
    episodes: [
      act(V.gonfler, 'des ballons de toutes les couleurs'),
      act(V.mettre, 'un chapeau de fête pailleté'),
      act(V.jouer, 'aux chaises musicales'),
      act(V.regarder, 'un magicien sortir un lapin de son chapeau'),
      act(V.danser, 'avec tous les invités'),
      act(V.casser, 'une piñata pleine de bonbons'),
      act(V.faire, 'un vœu devant les bougies'),
      act(V.lire, 'les cartes des amis'),
    ],
    climax: act(V.partager, 'la dernière part de gâteau avec un ami arrivé en retard, l’assiette vide'),
    ending: act(V.emporter, 'un ballon jusque dans le lit'),
    topic: 'Le plus bel anniversaire',
  }),
  bedtime: w({
    place: 'une chambre douillette, à la nuit tombée',
    at: 'dans une chambre douillette, à la nuit tombée',
    here: 'la chambre',
    atHere: 'dans la chambre',
    where: 'avant de dormir',
    friend: 'Guimauve l’ourson',
    friendName: 'Guimauve',
    friendIsFemale: false,
    sound: 'chut, chut',
    found: 'un rayon de lune argenté, glissé par la fenêtre',
    episodes: [
      act(V.enfiler, 'le pyjama le plus doux'),
      act(V.seBrosser, 'les dents, une par une'),
      act(V.lire, 'une histoire du soir'),
      act(V.souhaiter, 'bonne nuit à tous les jouets'),
      act(V.compter, 'les moutons, un par un, au-dessus de la barrière'),
      act(V.flotter, 'sur un oreiller de nuage'),
      act(V.écouter, 'la pluie tapoter au carreau'),
      act(V.rendre, 'visite à la lune en rêve'),
    ],
    climax: act(V.allumer, 'la veilleuse pour rassurer Guimauve'),
    ending: act(V.fermer, 'les yeux tout doucement'),
    topic: 'Une aventure pour bien dormir',
  }),
};

const custom = (text: string): FrenchWords => ({
  place: 'une prairie magique où poussent les souhaits',
  at: 'dans une prairie magique où poussent les souhaits',
  here: 'la prairie',
  atHere: 'dans la prairie',
  where: 'dans la prairie magique',
  friend: 'Roussette la renarde',
  friendName: 'Roussette',
  friendIsFemale: true,
  sound: 'tralala',
  // The parent's text is only ever a quoted topic inside the story.
  found: `une carte indiquant le chemin d’une aventure sur « ${text} »`,
  episodes: [
    act(V.traverser, 'un petit pont de bois'),
    act(V.rencontrer, 'un vieux hibou très sage'),
    act(V.gravir, 'une douce colline'),
    act(V.trouver, 'un champ couvert de fleurs'),
    act(V.suivre, 'un arc-en-ciel'),
    act(V.seReposer, 'au bord d’un étang tranquille'),
    act(V.résoudre, 'une petite devinette'),
    act(V.partager, 'un goûter dans l’herbe'),
  ],
  climax: act(V.vivre, `pour de vrai l’aventure « ${text} », en aidant un ami`),
  ending: act(V.rentrer, 'à la maison sous les étoiles'),
  topic: `L’aventure « ${text} »`,
});

type C = LineContext<FrenchWords>;
type L = Line<FrenchWords>;

const ep = (c: C) => c.words.episodes[c.episode] as Act;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Elision before a vowel or a mute h (d’Inès, qu’Hugo), but not before a y that starts a syllable (de Yanis). */
const elides = (next: string) => /^(?:[aeiouâàäéèêëîïôöûùüœæ]|h|y(?![aeiouéè]))/iu.test(next);
const el = (word: string, next: string) =>
  elides(next) ? `${word.slice(0, -1)}’${next}` : `${word} ${next}`;
/** "de" and "à" contract with "le" and "les" (du récif, aux copains) and elide before a vowel. */
const de = (next: string) =>
  next.startsWith('le ')
    ? `du ${next.slice(3)}`
    : next.startsWith('les ')
      ? `des ${next.slice(4)}`
      : el('de', next);
const à = (next: string) =>
  next.startsWith('le ')
    ? `au ${next.slice(3)}`
    : next.startsWith('les ')
      ? `aux ${next.slice(4)}`
      : `à ${next}`;
const que = (next: string) => el('que', next);
/** The child's gender shows in adjectives and il/elle; without it the line takes a wording that needs none. */
const gx = (c: C, boy: string, girl: string, none: string) =>
  c.gender === 'boy' ? boy : c.gender === 'girl' ? girl : none;
/** Adjectives and pronouns about the companion agree with it (Plouf est ravi, Coquillette est ravie). */
const fa = (c: C, masc: string, fem: string) => (c.words.friendIsFemale ? fem : masc);

/**
 * French typography: a narrow no-break space before ! ? ; : and inside « ». Quoted speech never
 * ends with ! or ? inside the guillemets, because the writer splits sentences after a mark
 * followed by a space, and « Oh ! » would split in two.
 */
const typo = (text: string) => text.replace(/ ([!?;:»])/g, '\u202F$1').replace(/« /g, '«\u202F');
const french =
  (line: L): L =>
  (c) =>
    typo(line(c));
const frenchAll = <K extends string>(record: Record<K, L[]>): Record<K, L[]> =>
  Object.fromEntries(Object.entries<L[]>(record).map(([k, v]) => [k, v.map(french)])) as Record<K, L[]>;

const lines: OnePlotLines<FrenchWords> = {
  opening: frenchAll({
    baby: [
      (c) => `Coucou, ${c.name} ! Regarde : ${c.words.place}.`,
      (c) => `Regarde, ${c.name}, regarde, c’est ${c.words.place} !`,
      (c) => `Toc, toc, toc : bienvenue ${c.words.at}, ${c.name} !`,
      (c) => `Tic, tac, tic, tac : ${c.name} arrive ${c.words.at}.`,
    ],
    young: [
      (c) =>
        `Un beau jour, ${c.name} arrive ${c.words.at}, et ${c.words.friend} est déjà là, ${fa(c, 'prêt', 'prête')} à jouer.`,
      (c) =>
        c.gender
          ? `Il était une fois ${gx(c, 'un petit garçon qui s’appelait', 'une petite fille qui s’appelait', '')} ${c.name} et qui rêvait de découvrir ${c.words.place}.`
          : `Il était une fois ${c.name}, qui rêvait de découvrir ${c.words.place}.`,
      (c) =>
        `${c.name} a toujours rêvé de voir ${c.words.place}, et aujourd’hui, ${c.words.friend} est ${fa(c, 'venu', 'venue')} lui montrer le chemin.`,
      (c) =>
        `En ouvrant les yeux, ${c.name} se retrouve ${c.words.at}, et ${c.words.friend} lui dit bonjour.`,
    ],
    older: [
      (c) =>
        `Le jour où ${c.name} arriva ${c.words.at}, l’air semblait vibrer de mille promesses, et ${c.words.friend} était déjà là, un grand sourire aux lèvres.`,
      (c) =>
        `${c.name} avait lu des dizaines de livres sur ${c.words.place}, mais aucun ne racontait ce qu’on ressent quand on y est pour de bon, aux côtés ${de(c.words.friend)}.`,
      (c) =>
        `Comme toutes les grandes aventures, celle-ci commença un jour ordinaire, quand ${c.name} suivit ${c.words.friend} ${c.words.at}.`,
      (c) =>
        `Personne à la maison ne l’aurait cru, mais ce jour-là, ${c.name} ouvrit la porte et se retrouva ${c.words.at}, face à ${c.words.friend} qui souriait d’un air complice.`,
    ],
  }),
  discovery: frenchAll({
    baby: [
      (c) => `Oh ! ${c.name} trouve ${c.words.found}.`,
      (c) => `Qu’est-ce que c’est, ${c.name} ? C’est ${c.words.found} !`,
      (c) => `Regarde, regarde, ${c.name} : ${c.words.found}.`,
      (c) => `Surprise pour ${c.name} : ${c.words.found} !`,
    ],
    young: [
      (c) =>
        `« Oh, la belle surprise », s’exclame ${c.words.friendName} quand ${c.name} découvre ${c.words.found}.`,
      (c) =>
        `Tout à coup, quelque chose brille tout près : c’est ${c.words.found}, et ${c.name} en retient son souffle.`,
      (c) => `« Regarde, là-bas », crie ${c.words.friendName}, et ${c.name} découvre ${c.words.found}.`,
      (c) => `Alors ${c.name} trouve ${c.words.found} et court vite prévenir ${c.words.friendName}.`,
    ],
    older: [
      (c) =>
        `Dans un recoin où personne n’aurait pensé regarder, ${c.name} découvrit ${c.words.found}, et sentit un frisson de curiosité de la tête aux pieds.`,
      (c) =>
        `${c.words.friendName} s’arrêta et montra quelque chose du doigt, sans un mot : là, attendant en silence, se trouvait ${c.words.found}.`,
      (c) =>
        `Il y a des découvertes qui semblent vous avoir attendu, et c’est exactement ce que ressentit ${c.name} en trouvant ${c.words.found}.`,
      (c) =>
        `Au début, ${c.name} crut rêver, mais en s’approchant, impossible de s’y tromper : c’était bien ${c.words.found}.`,
    ],
  }),
  episode: frenchAll({
    baby: [
      (c) => `${c.name} et ${c.words.friendName} ${ep(c).pres[1]} : ${c.words.sound} !`,
      (c) => `${c.name} ${ep(c).pres[0]}, encore et encore !`,
      (c) => `Et maintenant, ${c.name} ${ep(c).pres[0]} !`,
      (c) => `Allez, ${c.name}, on va ${ep(c).inf} !`,
      (c) => `Oh là là : ${c.words.friendName} et ${c.name} ${ep(c).pres[1]}.`,
      (c) => `Tout doucement, ${c.name} ${ep(c).pres[0]}.`,
      (c) => `${c.name} ${ep(c).pres[0]} : bravo, bravo !`,
      (c) => `Quelle joie : ${c.name} et ${c.words.friendName} ${ep(c).pres[1]} !`,
      (c) => `Avec ${c.words.friendName}, ${c.name} ${ep(c).pres[0]}.`,
    ],
    young: [
      (c) => `Ensuite, ${c.name} et ${c.words.friendName} ${ep(c).pres[1]}, en riant aux éclats.`,
      (c) => `« Allons ${ep(c).we} », propose ${c.words.friendName}, et hop, c’est parti !`,
      (c) => `Puis ${c.name} ${ep(c).pres[0]}, et c’est encore plus amusant que prévu.`,
      (c) =>
        `Un peu plus tard, ${c.name} ${ep(c).pres[0]} pendant que ${c.words.friendName} applaudit de joie.`,
      (c) => `${c.words.friendName} a une idée géniale : ${ep(c).inf}, et ${c.name} dit oui tout de suite.`,
      (c) => `Et voilà ${que(c.name)} ${ep(c).pres[0]}, avec un sourire jusqu’aux oreilles.`,
      (c) =>
        `${cap(c.words.atHere)}, ${c.name} ${ep(c).pres[0]}, ${gx(c, 'heureux comme un poisson dans l’eau', 'heureuse comme un poisson dans l’eau', 'le cœur plein de joie')}.`,
      (c) =>
        `Sans perdre une minute, ${c.name} et ${c.words.friendName} ${ep(c).pres[1]}, et le temps file à toute allure.`,
      (c) =>
        `${c.name} demande ce qu’on fait maintenant, et ${c.words.friendName} répond en riant : « On va ${ep(c).inf} ».`,
    ],
    older: [
      (c) =>
        `Plus tard, ${c.name} et ${c.words.friendName} ${ep(c).past[1]}, et pendant un long moment, le reste du monde sembla merveilleusement loin.`,
      (c) =>
        `« Je connais un endroit parfait pour ${ep(c).inf} », glissa ${c.words.friendName}, et avant même ${que(c.name)} ait pu répondre, l’aventure avait repris.`,
      (c) =>
        `Rien ne pressait ${c.words.atHere}, alors ${c.name} prit son temps et ${ep(c).past[0]}, en remarquant chaque petit détail étonnant.`,
      (c) =>
        `Ce jour-là, ${c.name} ne s’attendait pas à ${ep(c).inf}, et pourtant ce fut l’un des plus beaux moments de toute l’aventure.`,
      (c) =>
        `Avec ${c.words.friendName} tout près, ${c.name} ${ep(c).past[0]} et découvrit que les plus belles choses sont souvent les plus simples.`,
      (c) =>
        `Ce fut ${c.words.friendName} qui eut l’idée ${de(ep(c).inf)}, et ${c.name}, entre trac et enthousiasme, accepta sans hésiter.`,
      (c) =>
        c.gender
          ? `${c.name} ${ep(c).past[0]}, si ${gx(c, 'absorbé', 'absorbée', '')} qu’${gx(c, 'il', 'elle', '')} n’entendit même pas ${c.words.friendName} pouffer de rire.`
          : `${c.name} ${ep(c).past[0]}, les yeux brillants de curiosité et le cœur battant.`,
      (c) =>
        `Vint ensuite le moment ${de(ep(c).inf)}, et, à la grande surprise ${de(c.name)}, ce fut encore mieux que prévu.`,
      (c) =>
        `Quand ${c.name} et ${c.words.friendName} ${ep(c).past[1]}, ${c.name} eut la certitude de vivre l’un de ces jours dont on se souvient toute sa vie.`,
    ],
  }),
  climax: frenchAll({
    baby: [
      (c) => `Oh oh ! ${c.name} ${c.words.climax.pres[0]}.`,
      (c) => `Tout doux, tout doux, ${c.name} ${c.words.climax.pres[0]}.`,
      (c) => `Avec beaucoup de tendresse, ${c.name} ${c.words.climax.pres[0]}.`,
      (c) => `Un, deux, trois : ${c.name} ${c.words.climax.pres[0]}.`,
    ],
    young: [
      (c) =>
        `Puis vient le moment le plus important : ${c.name} prend une grande inspiration et ${c.words.climax.pres[0]}.`,
      (c) =>
        `« Je vais y arriver », murmure ${c.name}, qui, avec beaucoup de douceur, ${c.words.climax.pres[0]}.`,
      (c) =>
        `${c.name} réfléchit très fort, prend son courage à deux mains et, tout en douceur, ${c.words.climax.pres[0]}.`,
      (c) =>
        `Ce n’est pas facile, mais ${c.name} n’abandonne pas et, pour finir, ${c.words.climax.pres[0]}, sous les yeux émerveillés ${de(c.words.friendName)}.`,
    ],
    older: [
      (c) =>
        `Tout sembla retenir son souffle pendant ${que(c.name)} prenait une décision : avoir du courage et de la douceur à la fois, et c’est ainsi ${que(gx(c, 'il', 'elle', c.name))} ${c.words.climax.past[0]}.`,
      (c) =>
        `Il aurait été facile de renoncer, mais ${c.name} respira lentement, rassembla tout son courage et ${c.words.climax.past[0]}, et ${c.words.friendName} poussa un soupir de soulagement et d’admiration.`,
      (c) =>
        `${c.name} comprit que le courage, ce n’est pas de ne jamais avoir peur, mais de faire ce qui est juste malgré tout, et c’est pourquoi ${gx(c, 'il', 'elle', c.name)} ${c.words.climax.past[0]}.`,
      (c) =>
        `Le cœur battant mais les mains sûres, ${c.name} ${c.words.climax.past[0]}, et à cet instant, tout sembla briller un peu plus fort.`,
    ],
  }),
  ending: frenchAll({
    baby: [
      (c) => `Bonne nuit, ${c.name}. Fais de beaux rêves.`,
      (c) => `Ouaaah, ${c.name} a sommeil : chut, au dodo.`,
      (c) => `Blottis-toi, ${c.name} ; bonne nuit, ${c.words.friendName}.`,
      (c) => `Chut, chut : ${c.name} et ${c.words.friendName} ${c.words.ending.pres[1]}, et puis dodo.`,
    ],
    young: [
      (c) =>
        `Enfin, c’est l’heure ${de(c.words.ending.inf)}, et ${c.name} s’endort aussitôt, le cœur plein de joie.`,
      (c) =>
        `Quand les étoiles s’allument, ${c.name} et ${c.words.friendName} ${c.words.ending.pres[1]}, puis font de jolis rêves.`,
      (c) =>
        `« Merci pour cette belle journée », chuchote ${c.name}, et c’est l’heure de se blottir sous la couette.`,
      (c) =>
        `Et voilà : ${c.name} et ${c.words.friendName} ${c.words.ending.pres[1]}, et l’histoire s’endort tout doucement.`,
    ],
    older: [
      (c) =>
        `Tandis que le jour se fondait dans la nuit, ${c.name} ${c.words.ending.past[0]}, gardant toute l’aventure au fond du cœur comme une petite lumière bien chaude, et s’endormit plus paisiblement que jamais.`,
      (c) =>
        `Plus tard, bien au chaud sous la couette et les paupières lourdes, ${c.name} repensa ${à(c.words.here)} et à ${c.words.friendName}, et sourit, car certaines aventures restent avec nous longtemps après leur fin.`,
      (c) =>
        `La nuit était tombée ${el('lorsque', c.name)} et ${c.words.friendName} ${c.words.ending.past[1]}, et le sommeil arriva tout doucement, comme une vague tranquille.`,
      (c) =>
        c.gender
          ? `Ce soir-là, ${c.name} ${c.words.ending.past[0]} et, sans même s’en rendre compte, s’endormit, ${gx(c, 'tout souriant', 'toute souriante', '')}.`
          : `Ce soir-là, ${c.name} ${c.words.ending.past[0]}, et le sommeil vint sans bruit, avec un sourire en cadeau.`,
    ],
  }),
};

const details: LanguagePack<FrenchWords>['details'] = frenchAll({
  baby: [
    (c) => `${cap(c.words.sound)} !`,
    (c) => `Bravo, ${c.name} !`,
    () => 'Youpi !',
    (c) => `${c.words.friendName} fait coucou à ${c.name}.`,
    (c) => `${c.name} rit : hi, hi, hi !`,
    (c) => `Un bisou pour ${c.name}.`,
    () => 'Que de couleurs !',
    (c) => `Où est ${c.words.friendName} ? ${fa(c, 'Le', 'La')} voilà !`,
  ],
  young: [
    (c) => `${c.words.friendName} sautille, ${fa(c, 'ravi', 'ravie')}.`,
    (c) => `Le cœur ${de(c.name)} est tout chaud et plein de lumière.`,
    () => 'Quelle journée merveilleuse !',
    (c) => `« ${cap(c.words.sound)} », chantonne ${c.words.friendName}.`,
    (c) => `Les yeux ${de(c.name)} brillent d’émotion.`,
    (c) => `${c.words.friendName} fait un clin d’œil à ${c.name}.`,
    () => 'Personne n’est pressé, et le temps semble ralentir.',
    (c) =>
      c.gender
        ? `${c.name} est ${gx(c, 'tout content', 'toute contente', '')}.`
        : `${c.name} ne peut pas s’arrêter de sourire.`,
  ],
  older: [
    (c) => `${c.name} rangea ce souvenir dans un coin secret, pour le garder toujours.`,
    (c) => `${c.words.friendName} ne dit rien, mais leur regard en disait long.`,
    () => 'Quelque part, une brise apportait un parfum d’aventure.',
    () => 'C’était un de ces moments où le monde paraît immense et, en même temps, à portée de main.',
    (c) =>
      `${c.name} ressentit quelque chose de difficile à expliquer : un mélange d’émerveillement, de calme et d’un tout petit peu de vertige.`,
    (c) =>
      `Si on avait demandé ${à(c.name)} à cet instant ce qu’est le bonheur, la réponse aurait été simple : il a exactement cette couleur-là.`,
    (c) =>
      `${c.words.friendName} fredonnait tout bas un air ${que(c.name)} croyait connaître depuis toujours.`,
    () => 'Même le silence semblait de bonne humeur.',
  ],
});

export const fr: LanguagePack<FrenchWords> = onePlotPack({
  code: 'fr',
  script: /[A-Za-zÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸàâæçéèêëîïôœùûüÿ]/,
  themes,
  custom,
  titles: (
    [
      (c) => `La grande aventure ${de(c.name)} ${c.words.where}`,
      (c) => `${c.name} et ${c.words.friend}`,
      (c) => `${c.words.topic} : une histoire pour ${c.name}`,
    ] satisfies L[]
  ).map(french),
  lines,
  details,
});
