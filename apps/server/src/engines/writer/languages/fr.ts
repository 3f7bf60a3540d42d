import type { LanguagePack, Line, LineContext, PlotLines } from '../types.ts';
import { listOf } from './list-of.ts';

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
  /**
   * Where the journey goes, a named faraway spot with its definite article ("la vieille épave
   * derrière le récif"; lines contract it: "jusqu’au phare", "du volcan"), and the same spot as
   * where one arrives, with the preposition it takes ("au pied du phare…", "dans la forêt…").
   */
  far: string;
  /** The spot as the goal of a journey: "jusqu’au phare…", "jusqu’à la vieille épave…". */
  farTo: string;
  farAt: string;
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
  /** The found thing again, without its article (the lines add one): "coquillage nacré", "écaille de dragon". */
  thing: string;
  thingIsFemale: boolean;
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
    far: 'la vieille épave derrière le récif',
    farTo: 'jusqu’à la vieille épave derrière le récif',
    farAt: 'près de la vieille épave derrière le récif',
    where: 'sous la mer',
    friend: 'Plouf le dauphin',
    friendName: 'Plouf',
    friendIsFemale: false,
    sound: 'glou, glou, glou',
    found: 'un coquillage nacré renfermant une petite chanson',
    thing: 'coquillage nacré',
    thingIsFemale: false,
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
    far: 'la grande cascade au cœur de la jungle',
    farTo: 'jusqu’à la grande cascade au cœur de la jungle',
    farAt: 'au pied de la grande cascade au cœur de la jungle',
    where: 'dans la jungle',
    friend: 'Kiwi le petit singe',
    friendName: 'Kiwi',
    friendIsFemale: false,
    sound: 'hou, hou, ha, ha',
    found: 'une fleur dorée, lumineuse dans l’ombre',
    thing: 'fleur dorée',
    thingIsFemale: true,
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
    far: 'la planète aux anneaux tout au bout des étoiles',
    farTo: 'jusqu’à la planète aux anneaux tout au bout des étoiles',
    farAt: 'sur la planète aux anneaux tout au bout des étoiles',
    where: 'dans les étoiles',
    friend: 'Boulon le robot',
    friendName: 'Boulon',
    friendIsFemale: false,
    sound: 'vroum, vroum',
    found: 'une minuscule étoile tombée du ciel',
    thing: 'petite étoile',
    thingIsFemale: true,
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
    far: 'la forêt enchantée derrière les remparts du château',
    farTo: 'jusqu’à la forêt enchantée derrière les remparts du château',
    farAt: 'dans la forêt enchantée derrière les remparts du château',
    where: 'au château',
    friend: 'Pompon le chaton',
    friendName: 'Pompon',
    friendIsFemale: false,
    sound: 'ding, dong, ding, dong',
    found: 'une petite clé d’or sous un rosier',
    thing: 'clé d’or',
    thingIsFemale: true,
    episodes: [
      act(V.traverser, 'le vieux pont-levis grinçant'),
      act(V.rencontrer, 'un chevalier plein de gentillesse'),
      act(V.monter, 'l’escalier en colimaçon du donjon'),
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
    far: 'le volcan endormi au bout de la vallée',
    farTo: 'jusqu’au volcan endormi au bout de la vallée',
    farAt: 'au pied du volcan endormi au bout de la vallée',
    where: 'chez les dinosaures',
    friend: 'Pistache le bébé dinosaure',
    friendName: 'Pistache',
    friendIsFemale: false,
    sound: 'boum, boum, boum',
    found: 'un gros œuf tacheté dans un nid de feuilles',
    thing: 'œuf tacheté',
    thingIsFemale: false,
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
    far: 'le vieux champ de citrouilles derrière le village',
    farTo: 'jusqu’au vieux champ de citrouilles derrière le village',
    farAt: 'dans le vieux champ de citrouilles derrière le village',
    where: 'le soir d’Halloween',
    friend: 'Réglisse le chat noir',
    friendName: 'Réglisse',
    friendIsFemale: false,
    sound: 'bouh, bouh, hi, hi',
    found: 'une citrouille-lanterne au sourire lumineux',
    thing: 'citrouille-lanterne',
    thingIsFemale: true,
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
    far: 'le grand sapin de Noël au cœur de la forêt enneigée',
    farTo: 'jusqu’au grand sapin de Noël au cœur de la forêt enneigée',
    farAt: 'au pied du grand sapin de Noël au cœur de la forêt enneigée',
    where: 'à Noël',
    friend: 'Flocon le renne',
    friendName: 'Flocon',
    friendIsFemale: false,
    sound: 'drelin, drelin',
    found: 'une minuscule clochette d’argent dans la neige',
    thing: 'clochette d’argent',
    thingIsFemale: true,
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
    far: 'le phare au bout de la plage',
    farTo: 'jusqu’au phare au bout de la plage',
    farAt: 'au pied du phare au bout de la plage',
    where: 'à la plage',
    friend: 'Coquillette la mouette',
    friendName: 'Coquillette',
    friendIsFemale: true,
    sound: 'flic, flac, flic, flac',
    found: 'un message dans une bouteille en verre',
    thing: 'bouteille à message',
    thingIsFemale: true,
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
    far: 'le plus haut sommet des montagnes',
    farTo: 'jusqu’au plus haut sommet des montagnes',
    farAt: 'sur le plus haut sommet des montagnes',
    where: 'au pays du dragon',
    friend: 'Braise le dragon',
    friendName: 'Braise',
    friendIsFemale: false,
    sound: 'frrr, frrr',
    found: 'une écaille de dragon tiède et chatoyante',
    thing: 'écaille de dragon',
    thingIsFemale: true,
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
    climax: act(V.aider, 'Braise, le petit dragon, à retrouver sa voix perdue grâce à une douce chanson'),
    ending: act(V.seReposer, 'tout en haut de la montagne, sous les étoiles'),
    topic: 'Le dragon au grand cœur',
  }),
  superhero: w({
    place: 'une grande ville pleine de hauts immeubles',
    at: 'dans une grande ville pleine de hauts immeubles',
    here: 'la ville',
    atHere: 'en ville',
    far: 'la plus haute tour de la ville',
    farTo: 'jusqu’à la plus haute tour de la ville',
    farAt: 'au sommet de la plus haute tour de la ville',
    where: 'en ville',
    friend: 'Filou le chiot',
    friendName: 'Filou',
    friendIsFemale: false,
    sound: 'zou, zoum',
    found: 'une cape étincelante dans une boîte',
    thing: 'cape étincelante',
    thingIsFemale: true,
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
    far: 'le parc sur la colline derrière le cabinet',
    farTo: 'jusqu’au parc sur la colline derrière le cabinet',
    farAt: 'dans le parc sur la colline derrière le cabinet',
    where: 'chez le docteur',
    friend: 'Câlin le nounours',
    friendName: 'Câlin',
    friendIsFemale: false,
    sound: 'boum-boum, boum-boum',
    found: 'une mallette de docteur avec un vrai stéthoscope',
    thing: 'mallette de docteur',
    thingIsFemale: true,
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
    far: 'le grand musée à l’autre bout de la ville',
    farTo: 'jusqu’au grand musée à l’autre bout de la ville',
    farAt: 'au grand musée à l’autre bout de la ville',
    where: 'à l’école',
    friend: 'Grignotin le hamster',
    friendName: 'Grignotin',
    friendIsFemale: false,
    sound: 'dring, dring',
    found: 'une boîte de crayons magiques',
    thing: 'boîte de crayons magiques',
    thingIsFemale: true,
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
    climax: act(V.retrouver, 'Grignotin, le hamster de la classe, caché entre les livres de la bibliothèque'),
    ending: act(V.raconter, 'toute la journée à la famille'),
    topic: 'Une journée à l’école',
  }),
  birthday: w({
    place: 'une fête d’anniversaire dans le jardin',
    at: 'à une fête d’anniversaire dans le jardin',
    here: 'la fête',
    atHere: 'à la fête',
    far: 'la vieille cabane perchée au fond du jardin',
    farTo: 'jusqu’à la vieille cabane perchée au fond du jardin',
    farAt: 'au pied de la vieille cabane perchée au fond du jardin',
    where: 'pour son anniversaire',
    friend: 'Biscotte le chiot',
    friendName: 'Biscotte',
    friendIsFemale: false,
    sound: 'pop, pop, youpi',
    found: 'un cadeau surprise avec un gros nœud',
    thing: 'cadeau surprise',
    thingIsFemale: false,
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
    far: 'le château de nuages au pays des rêves',
    farTo: 'jusqu’au château de nuages au pays des rêves',
    farAt: 'devant le château de nuages au pays des rêves',
    where: 'avant de dormir',
    friend: 'Guimauve l’ourson',
    friendName: 'Guimauve',
    friendIsFemale: false,
    sound: 'chut, chut',
    found: 'un rayon de lune argenté, glissé par la fenêtre',
    thing: 'rayon de lune',
    thingIsFemale: false,
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
    climax: act(V.allumer, 'la veilleuse pour rassurer Guimauve, le petit ourson'),
    ending: act(V.fermer, 'les yeux tout doucement'),
    topic: 'Une aventure pour bien dormir',
  }),
};

const custom = (text: string): FrenchWords => ({
  place: 'une prairie magique où poussent les souhaits',
  at: 'dans une prairie magique où poussent les souhaits',
  here: 'la prairie',
  atHere: 'dans la prairie',
  far: 'le pied de l’arc-en-ciel derrière la prairie',
  farTo: 'jusqu’au pied de l’arc-en-ciel derrière la prairie',
  farAt: 'au pied de l’arc-en-ciel derrière la prairie',
  where: 'dans la prairie magique',
  friend: 'Roussette la renarde',
  friendName: 'Roussette',
  friendIsFemale: true,
  sound: 'tralala',
  // The parent's text is only ever a quoted topic inside the story.
  found: `une carte indiquant le chemin d’une aventure sur « ${text} »`,
  thing: 'carte magique',
  thingIsFemale: true,
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

/** The theme's second and third companions, in the order of the theme script. */
const companions: LanguagePack<FrenchWords>['companions'] = {
  ocean: [
    { friend: 'Perle la tortue de mer', friendName: 'Perle', friendIsFemale: true },
    { friend: 'Octave le poulpe', friendName: 'Octave', friendIsFemale: false },
  ],
  jungle: [
    { friend: 'Coco le perroquet', friendName: 'Coco', friendIsFemale: false },
    { friend: 'Caillou le bébé éléphant', friendName: 'Caillou', friendIsFemale: false },
  ],
  space: [
    { friend: 'Zib le petit extraterrestre', friendName: 'Zib', friendIsFemale: false },
    { friend: 'Astro le chiot', friendName: 'Astro', friendIsFemale: false },
  ],
  castle: [
    { friend: 'Trèfle le poney', friendName: 'Trèfle', friendIsFemale: false },
    { friend: 'Hulotte la chouette', friendName: 'Hulotte', friendIsFemale: true },
  ],
  dinosaur: [
    { friend: 'Tristan le tricératops', friendName: 'Tristan', friendIsFemale: false },
    { friend: 'Tilly la tortue de mer', friendName: 'Tilly', friendIsFemale: true },
  ],
  halloween: [
    { friend: 'Bouh le gentil petit fantôme', friendName: 'Bouh', friendIsFemale: false },
    { friend: 'Hulotte la chouette', friendName: 'Hulotte', friendIsFemale: true },
  ],
  christmas: [
    { friend: 'Perce-Neige le lapin', friendName: 'Perce-Neige', friendIsFemale: false },
    { friend: 'Rubis la renarde', friendName: 'Rubis', friendIsFemale: true },
  ],
  beach: [
    { friend: 'Pince le crabe', friendName: 'Pince', friendIsFemale: false },
    { friend: 'Scout le chiot', friendName: 'Scout', friendIsFemale: false },
  ],
  dragon: [
    { friend: 'Sage le hibou', friendName: 'Sage', friendIsFemale: false },
    { friend: 'Rouquin le renard', friendName: 'Rouquin', friendIsFemale: false },
  ],
  superhero: [
    { friend: 'Gizmo le robot', friendName: 'Gizmo', friendIsFemale: false },
    { friend: 'Bondi le chaton', friendName: 'Bondi', friendIsFemale: false },
  ],
  doctor: [
    { friend: 'Hop-Hop le lapin', friendName: 'Hop-Hop', friendIsFemale: false },
    { friend: 'Tache le chiot', friendName: 'Tache', friendIsFemale: false },
  ],
  school: [
    { friend: 'Plume la chouette', friendName: 'Plume', friendIsFemale: true },
    { friend: 'Bip le robot', friendName: 'Bip', friendIsFemale: false },
  ],
  birthday: [
    { friend: 'Paillette le chaton', friendName: 'Paillette', friendIsFemale: false },
    { friend: 'Cacahuète l’éléphant', friendName: 'Cacahuète', friendIsFemale: false },
  ],
  bedtime: [
    { friend: 'Luna la chouette', friendName: 'Luna', friendIsFemale: true },
    { friend: 'Doudou le lapin', friendName: 'Doudou', friendIsFemale: false },
  ],
  custom: [
    { friend: 'Olive la chouette', friendName: 'Olive', friendIsFemale: true },
    { friend: 'Mûre la lapine', friendName: 'Mûre', friendIsFemale: true },
  ],
};

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
/** The same for the second companion, the newcomer of the new-friend and brave plots. */
const fo = (c: C, masc: string, fem: string) => (c.other.friendIsFemale ? fem : masc);
/** The same for the found thing (le coquillage, la fleur). */
const ft = (c: C, masc: string, fem: string) => (c.words.thingIsFemale ? fem : masc);
/** The thing with its article: "le coquillage nacré", "l’écaille de dragon". */
const the = (c: C) =>
  elides(c.words.thing) ? `l’${c.words.thing}` : `${ft(c, 'le', 'la')} ${c.words.thing}`;
/** The thing with a possessive instead: "son coquillage", "sa fleur", "mon écaille". */
const own = (c: C, masc: string, fem: string) =>
  `${elides(c.words.thing) ? masc : ft(c, masc, fem)} ${c.words.thing}`;
/** The thing as an object pronoun before a verb that starts with a consonant: "le", "la". */
const it = (c: C) => ft(c, 'le', 'la');

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

const lines: LanguagePack<FrenchWords>['lines'] = {
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
        `${cap(c.words.atHere)}, ${c.name} ${ep(c).pres[0]}, ${gx(c, 'heureux comme un poisson dans l’eau', 'heureuse comme un poisson dans l’eau', 'le sourire aux lèvres')}.`,
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
        `Quand la nuit tombe, ${c.name} et ${c.words.friendName} ${c.words.ending.pres[1]}, puis font de jolis rêves.`,
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

const treasure: PlotLines<FrenchWords> = {
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
  episodes: frenchAll({
    baby: [
      (c) => `Regarde, ${c.name} : ça brille !`,
      (c) => `Tout doucement, ${c.name} porte ${the(c)}.`,
      () => 'Hmm, à quoi ça sert, ça ?',
    ],
    young: [
      (c) =>
        `${c.name} regarde ${the(c)} de tout près, et voilà ${ft(c, 'qu’il', 'qu’elle')} se met à briller un peu plus fort, comme pour saluer.`,
      (c) => `${c.name} porte ${the(c)} avec mille précautions, pour qu’il ne lui arrive rien.`,
      (c) =>
        `${c.words.friendName} se demande à quoi peut bien servir ${the(c)}, et ${c.name} a déjà sa petite idée.`,
    ],
    older: [
      (c) =>
        `De près, ${the(c)} était ${ft(c, 'plus merveilleux', 'plus merveilleuse')} encore : chaque fois que ${c.name} souriait, ${ft(c, 'il', 'elle')} s’illuminait davantage.`,
      (c) =>
        `${c.name} portait ${the(c)} avec une infinie délicatesse, tandis que ${c.words.friendName} surveillait les alentours.`,
      (c) =>
        `Ils s’assirent pour réfléchir : ${the(c)} n’était sûrement pas ${ft(c, 'apparu', 'apparue')} par hasard aujourd’hui, et ${c.name} comptait bien découvrir pourquoi.`,
    ],
  }),
  thread: frenchAll({
    baby: [
      (c) => `${cap(the(c))} brille, brille, brille.`,
      (c) => `${c.name} garde ${the(c)} tout près.`,
      (c) => `Et ${the(c)} ? ${cap(it(c))} voilà, toujours là !`,
      (c) => `${c.words.friendName} regarde ${the(c)} : waouh !`,
      (c) => `Tout doux avec ${the(c)}, ${c.name}.`,
    ],
    young: [
      (c) => `${c.name} ne quitte pas ${the(c)} des yeux une seule seconde.`,
      (c) => `${c.name} sourit chaque fois que ${the(c)} scintille.`,
      (c) =>
        `De temps en temps, ${c.name} jette un coup d’œil ${à(the(c))}, pour vérifier ${ft(c, 'qu’il', 'qu’elle')} est toujours là.`,
      (c) => `${cap(the(c))} brille doucement, comme pour dire merci.`,
      (c) => `${c.words.friendName} promet de veiller sur ${the(c)}, lui aussi.`,
    ],
    older: [
      (c) =>
        `${c.name} gardait ${the(c)} tout près, et de temps à autre, une douce chaleur semblait en émaner.`,
      (c) =>
        `Même au milieu de l’aventure, ${c.name} pensait encore ${à(the(c))} et à tous les secrets ${ft(c, 'qu’il', 'qu’elle')} pouvait cacher.`,
      (c) =>
        `${c.words.friendName} jetait souvent un regard curieux vers ${the(c)}, comme si ${ft(c, 'ce trésor', 'cette merveille')} allait se mettre à parler.`,
      (c) =>
        `On aurait dit que ${the(c)} voulait les accompagner partout, et ${c.name} n’avait aucune intention de s’en séparer.`,
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
  resolution: frenchAll({
    baby: [
      (c) => `Youpi, youpi : ${c.name} et ${c.words.friendName} font la fête avec ${the(c)} !`,
      (c) => `Hourra pour ${c.name} et ${the(c)} !`,
    ],
    young: [
      (c) => `Pour fêter ça, ${c.name} et ${c.words.friendName} dansent une ronde autour ${de(the(c))}.`,
      (c) =>
        `« C’est la plus belle trouvaille du monde », s’écrie ${c.name} en montrant ${the(c)} à tout le monde.`,
    ],
    older: [
      (c) =>
        `${c.name} et ${c.words.friendName} célébrèrent leur trouvaille, et ${the(c)} scintillait de plus belle à chaque éclat de rire.`,
      (c) =>
        `Tout le monde voulut admirer ${the(c)}, et ${c.name} sentit son cœur se gonfler d’une fierté tranquille.`,
    ],
  }),
};

const lost: PlotLines<FrenchWords> = {
  discovery: frenchAll({
    baby: [
      (c) => `Oh non : ${c.words.friendName} a perdu ${own(c, 'son', 'sa')}.`,
      (c) => `${c.words.friendName} pleure : où est ${own(c, 'son', 'sa')} ?`,
      (c) => `Snif, snif : plus ${de(c.words.thing)} pour ${c.words.friendName}.`,
    ],
    young: [
      (c) =>
        `Soudain, ${c.words.friendName} s’arrête, ${fa(c, 'tout triste', 'toute triste')} : « J’ai perdu ${own(c, 'mon', 'ma')} », soupire-t-${fa(c, 'il', 'elle')}.`,
      (c) =>
        `${c.words.friendName} cherche partout, l’air ${fa(c, 'inquiet', 'inquiète')} : ${own(c, 'son', 'sa')} a disparu.`,
    ],
    older: [
      (c) =>
        `C’est alors que ${c.words.friendName} poussa un petit cri : ${own(c, 'son', 'sa')}, son plus précieux trésor, avait disparu.`,
      (c) =>
        `Le regard ${de(c.words.friendName)} se voila soudain : ${own(c, 'son', 'sa')} n’était plus là, et ${c.name} promit aussitôt de l’aider à ${it(c)} retrouver.`,
    ],
  }),
  episodes: frenchAll({
    baby: [
      (c) => `En haut, en bas : ${c.name} cherche partout !`,
      (c) => `Qui a vu ${the(c)} ? Personne !`,
      () => 'Ça brille : oh, ce n’est qu’un bouton !',
    ],
    young: [
      (c) =>
        `${c.name} et ${c.words.friendName} cherchent en haut, en bas, dans tous les coins et recoins ${de(c.words.here)}.`,
      (c) =>
        `Ils demandent à tous ceux qu’ils croisent s’ils ont vu ${the(c)}, mais personne ne l’a ${ft(c, 'vu', 'vue')}.`,
      (c) => `Quelque chose brille par terre, et ${c.name} court voir, mais ce n’est qu’un vieux bouton.`,
    ],
    older: [
      (c) =>
        `Ils cherchèrent partout, de fond en comble, mais ${the(c)} semblait s’être ${ft(c, 'volatilisé', 'volatilisée')}.`,
      (c) =>
        `${c.name} demanda à tous ceux qu’ils croisaient s’ils avaient vu ${the(c)} ; certains secouèrent la tête, d’autres promirent d’ouvrir l’œil.`,
      (c) =>
        `Un éclat attira soudain le regard ${de(c.name)}, et l’espoir bondit, hélas, il s’agissait seulement d’un bouton perdu qui semblait lui faire un clin d’œil.`,
    ],
  }),
  thread: frenchAll({
    baby: [
      (c) => `Où es-tu, ${the(c)} ?`,
      (c) => `${c.name} console ${c.words.friendName} : ne pleure pas !`,
      () => 'Pas ici, pas là : on cherche encore !',
      (c) => `${c.words.friendName} fait : « Hmm, hmm », et cherche encore un peu.`,
    ],
    young: [
      (c) => `Toujours aucune trace ${de(the(c))}, mais ${c.name} ne se décourage pas.`,
      (c) =>
        `« ${ft(c, 'Il', 'Elle')} est peut-être par ici », dit ${c.name} en regardant de tous les côtés.`,
      (c) => `${cap(the(c))} reste introuvable, mais personne ne baisse les bras.`,
      (c) =>
        `Chemin faisant, ${c.name} et ${c.words.friendName} ouvrent grand les yeux, au cas où ${the(c)} se cacherait tout près.`,
      (c) => `${c.name} fait un câlin ${à(c.words.friendName)} : « On va ${it(c)} retrouver, promis ».`,
    ],
    older: [
      (c) =>
        `Pendant tout ce temps, ${c.name} n’oubliait pas ${the(c)}, et scrutait chaque recoin dans l’espoir de ${it(c)} voir apparaître.`,
      (c) =>
        `Toujours pas la moindre trace ${de(the(c))}, mais ${c.words.friendName} gardait courage, et cela touchait beaucoup ${c.name}.`,
      (c) => `${c.name} refit en pensée tout le chemin parcouru, à la recherche du moindre indice.`,
      (c) =>
        `${c.words.friendName} ne disait presque rien, et ${c.name} comprit que ${own(c, 'son', 'sa')} comptait énormément pour ${fa(c, 'lui', 'elle')}.`,
    ],
  }),
  climax: frenchAll({
    baby: [(c) => `Là ! ${c.name} trouve ${the(c)} !`, (c) => `${cap(it(c))} voilà, ${the(c)} : coucou !`],
    young: [
      (c) =>
        `Et soudain, ${c.name} aperçoit quelque chose qui brille : c’est ${the(c)} ${de(c.words.friendName)} !`,
      (c) => `« Je l’ai ${ft(c, 'trouvé', 'trouvée')} », crie ${c.name} en brandissant ${the(c)} bien haut.`,
    ],
    older: [
      (c) =>
        `C’est au moment où plus personne n’y croyait que ${c.name} l’aperçut enfin : ${the(c)}, ${ft(c, 'tranquillement posé', 'tranquillement posée')} là, ${ft(c, 'comme s’il', 'comme si elle')} attendait qu’on vienne ${it(c)} chercher.`,
      (c) =>
        `${c.name} retint son souffle, écarta doucement ce qui ${it(c)} cachait, et découvrit ${the(c)}, ${ft(c, 'intact', 'intacte')}.`,
    ],
  }),
  resolution: frenchAll({
    baby: [
      (c) => `Tiens, ${c.words.friendName} : voilà ${own(c, 'ton', 'ta')} !`,
      (c) => `${c.words.friendName} est ${fa(c, 'tout content', 'toute contente')} : merci, ${c.name} !`,
    ],
    young: [
      (c) =>
        `${c.name} rend ${the(c)} ${à(c.words.friendName)}, qui ${it(c)} serre très fort en disant merci.`,
      (c) =>
        `« Merci, merci », répète ${c.words.friendName}, les yeux brillants, en retrouvant ${own(c, 'son', 'sa')}.`,
    ],
    older: [
      (c) =>
        `${c.name} tendit ${the(c)} ${à(c.words.friendName)}, et le bonheur qui illumina son visage valait toutes les recherches du monde.`,
      (c) =>
        `${c.words.friendName} serra ${own(c, 'son', 'sa')} contre ${fa(c, 'lui', 'elle')}, puis serra ${c.name} dans ses bras, et il n’y avait pas besoin de mots pour dire merci.`,
    ],
  }),
};

const newFriend: PlotLines<FrenchWords> = {
  discovery: frenchAll({
    baby: [
      (c) => `Oh, qui est là ? C’est ${c.other.friend}, ${fo(c, 'tout timide', 'toute timide')}.`,
      (c) => `Coucou, ${c.other.friend}, n’aie pas peur !`,
    ],
    young: [
      (c) => `Soudain, ${c.name} remarque ${c.other.friend}, qui regarde de loin sans oser approcher.`,
      (c) =>
        `« Bonjour », murmure une toute petite voix : c’est ${c.other.friend}, qui rougit jusqu’aux oreilles.`,
    ],
    older: [
      (c) =>
        `C’est alors que ${c.name} aperçut ${c.other.friend}, à moitié ${fo(c, 'caché', 'cachée')}, qui observait la scène avec de grands yeux curieux sans oser s’approcher.`,
      (c) =>
        `Un peu à l’écart se tenait ${c.other.friend}, si timide ${fo(c, 'qu’il', 'qu’elle')} baissait les yeux dès qu’on ${fo(c, 'le', 'la')} regardait.`,
    ],
  }),
  episodes: frenchAll({
    baby: [
      (c) => `Coucou, ${c.other.friendName} ! Oh, ${fo(c, 'il', 'elle')} se cache !`,
      (c) => `Un petit cadeau pour ${c.other.friendName} : voilà !`,
      (c) => `Chut, ${c.name} s’assoit tout doux.`,
    ],
    young: [
      (c) =>
        `${c.name} fait signe ${à(c.other.friendName)}, mais ${c.other.friendName} file se cacher aussitôt.`,
      (c) =>
        `${c.name} dépose un petit cadeau là où ${c.other.friendName} le trouvera, puis recule de quelques pas.`,
      (c) =>
        `Puis ${c.name} s’assoit tranquillement, pas trop loin, pour que ${c.other.friendName} n’ait pas peur.`,
    ],
    older: [
      (c) =>
        `Quand ${c.name} lui fit signe, ${c.other.friendName} fila se cacher, mais un œil curieux dépassait encore de sa cachette.`,
      (c) =>
        `${c.name} choisit un petit cadeau et le posa à mi-chemin entre eux, comme une invitation qui n’avait pas besoin de mots.`,
      (c) =>
        `Au lieu de courir après ${c.other.friendName}, ${c.name} s’assit simplement non loin et attendit, car les amis timides ont besoin de temps.`,
    ],
  }),
  thread: frenchAll({
    baby: [
      (c) => `Viens, ${c.other.friendName}, viens jouer !`,
      (c) => `${c.name} tend la main ${à(c.other.friendName)}.`,
      (c) => `${c.other.friendName} fait un tout petit sourire.`,
      () => 'Tous ensemble, c’est plus rigolo !',
    ],
    young: [
      (c) => `${c.name} montre tous ses coins préférés ${à(c.other.friendName)}.`,
      (c) => `Petit à petit, ${c.other.friendName} ose s’approcher un peu plus.`,
      (c) =>
        `« Viens avec nous, il y a de la place pour tout le monde », dit ${c.name} ${à(c.other.friendName)}.`,
      (c) =>
        `${c.words.friendName} fait une petite place ${à(c.other.friendName)}, juste à côté ${de(c.name)}.`,
    ],
    older: [
      (c) =>
        `${c.name} fit découvrir ${à(c.other.friendName)} chaque recoin ${de(c.words.here)}, en lui racontant mille petites histoires.`,
      (c) =>
        `À chaque pas, ${c.other.friendName} semblait un peu moins ${fo(c, 'intimidé', 'intimidée')}, et son regard s’éclairait peu à peu.`,
      (c) =>
        `${c.words.friendName} et ${c.name} prenaient soin de ne jamais laisser ${c.other.friendName} à la traîne, et ${fo(c, 'le petit nouveau', 'la petite nouvelle')} commençait à s’en rendre compte.`,
      (c) =>
        `Il suffisait parfois d’une question gentille pour faire naître un sourire sur le visage ${de(c.other.friendName)}.`,
    ],
  }),
  climax: frenchAll({
    baby: [
      (c) => `Ha, ha, ha : ${c.other.friendName} rit avec ${c.name} !`,
      (c) => `${c.other.friendName} danse avec ${c.name} et ${c.words.friendName} !`,
    ],
    young: [
      (c) =>
        `Tout à coup, ${c.other.friendName} éclate de rire et se joint au jeu, ${fo(c, 'tout heureux', 'toute heureuse')}.`,
      (c) =>
        `« Moi aussi, je veux jouer », s’écrie ${c.other.friendName} en riant, et tout le monde applaudit.`,
    ],
    older: [
      (c) =>
        `Puis, sans prévenir, ${c.other.friendName} éclata d’un grand rire joyeux et se lança dans le jeu, comme si toute sa timidité venait de s’envoler.`,
      (c) =>
        `Ce fut un moment merveilleux : ${c.other.friendName} rejoignit la partie, et son rire, d’abord discret, finit par résonner plus fort que tous les autres.`,
    ],
  }),
  resolution: frenchAll({
    baby: [
      (c) => `Un, deux, trois amis : ${c.name}, ${c.words.friendName} et ${c.other.friendName} !`,
      () => 'Gros câlin à trois !',
    ],
    young: [
      (c) =>
        `Maintenant, ${c.name}, ${c.words.friendName} et ${c.other.friendName} sont trois amis inséparables.`,
      (c) =>
        `« Tu reviendras jouer avec nous », dit ${c.name}, et ${c.other.friendName} hoche la tête avec un grand sourire.`,
    ],
    older: [
      (c) =>
        `Quand il fallut se dire au revoir, ils étaient trois à sourire, et ${c.name} savait qu’une nouvelle amitié venait de naître.`,
      (c) =>
        `${c.name} comprit ce jour-là qu’un ami timide a souvent juste besoin qu’on lui tende la main, et que ${c.words.friendName}, ${c.other.friendName} et ${gx(c, 'lui', 'elle', c.name)} ne se quitteraient plus.`,
    ],
  }),
};

const brave: PlotLines<FrenchWords> = {
  discovery: frenchAll({
    baby: [
      (c) => `« ${cap(c.words.sound)} » : oh, c’est quoi, ce bruit ?`,
      (c) => `Oh, un drôle de bruit : ${c.name} et ${c.words.friendName} écoutent.`,
    ],
    young: [
      (c) => `Soudain, un drôle de bruit résonne tout près, « ${c.words.sound} », et ${c.name} sursaute.`,
      (c) => `« Écoute ce bruit bizarre », chuchote ${c.words.friendName}, et ${c.name} tend l’oreille.`,
    ],
    older: [
      (c) =>
        `C’est alors qu’un bruit étrange se fit entendre, quelque part tout près, un « ${c.words.sound} » que ni ${c.name} ni ${c.words.friendName} ne parvenaient à reconnaître.`,
      (c) =>
        `Un son mystérieux s’éleva soudain, et ${c.name} sentit son cœur battre un peu plus vite, sans trop savoir si c’était de la peur ou de la curiosité.`,
    ],
  }),
  episodes: frenchAll({
    baby: [
      () => 'Oh, le bruit est tout près, maintenant !',
      () => 'Main dans la main, on est courageux !',
      (c) => `${c.name} avance à petits pas : chut !`,
    ],
    young: [
      () => 'Le drôle de bruit recommence, et cette fois, il est plus près.',
      (c) =>
        `${c.name} se blottit contre ${c.words.friendName} : « Ensemble, on est plus courageux », murmure ${c.name}.`,
      (c) =>
        `Un pas, puis un autre : ${c.name} s’avance vers le bruit à pas de loup, en retenant son souffle.`,
    ],
    older: [
      (c) =>
        `Le bruit se fit entendre de nouveau, plus proche cette fois, et ${c.name} put presque deviner d’où il venait.`,
      (c) =>
        `${c.name} posa doucement la main sur ${c.words.friendName}, et ce simple contact fut comme un peu de courage passé de l’un à l’autre.`,
      (c) =>
        `Pas à pas, avec prudence, ${c.name} s’approcha du bruit, le cœur battant mais les pieds bien assurés.`,
    ],
  }),
  thread: frenchAll({
    baby: [
      () => 'Chut… Encore ce bruit-là !',
      (c) => `${c.name} écoute, les oreilles grandes ouvertes.`,
      () => 'Qui fait ce bruit ?',
      (c) => `${c.words.friendName} se serre tout contre ${c.name}.`,
    ],
    young: [
      (c) => `${c.name} tend l’oreille, le souffle suspendu.`,
      (c) => `${c.name} et ${c.words.friendName} s’arrêtent pour écouter, côte à côte.`,
      (c) => `« Ce n’est sûrement rien de méchant », dit ${c.name} pour rassurer ${c.words.friendName}.`,
      (c) => `De temps en temps, on entend encore : « ${c.words.sound} ».`,
    ],
    older: [
      (c) =>
        `Le son revenait par moments, tantôt plus fort, tantôt plus faible, et ${c.name} ne pouvait s’empêcher d’y penser.`,
      (c) =>
        `${c.words.friendName} se rapprocha ${de(c.name)}, et tous deux échangèrent un regard qui voulait dire : on découvrira bientôt le fin mot de l’histoire.`,
      (c) =>
        `${c.name} se répétait que la plupart des bruits étranges ont une explication toute simple, et cette pensée suffisait à calmer son cœur.`,
      (c) => `À chaque nouvel écho, la curiosité ${de(c.name)} grandissait un peu plus que son inquiétude.`,
    ],
  }),
  climax: frenchAll({
    baby: [
      (c) => `${c.name} regarde… c’est ${c.other.friend} !`,
      (c) => `Coucou, le bruit : c’était ${c.other.friendName} !`,
    ],
    young: [
      (c) =>
        `${c.name} prend son courage à deux mains, jette un coup d’œil… et découvre ${c.other.friend}, qui fait « ${c.words.sound} » en riant.`,
      (c) =>
        `Tout doucement, ${c.name} s’approche du bruit, et surprise : ce n’est ${que(c.other.friend)}, qui sourit de toutes ses dents.`,
    ],
    older: [
      (c) =>
        `Rassemblant tout son courage, ${c.name} s’avança pour voir d’où venait le bruit, et découvrit… ${c.other.friend}, ${fo(c, 'tout aussi surpris', 'tout aussi surprise')}.`,
      (c) =>
        `${c.name} inspira profondément et avança, un pas après l’autre, jusqu’à la source du bruit : ce n’était ${que(c.other.friend)}, qui jouait tranquillement.`,
    ],
  }),
  resolution: frenchAll({
    baby: [
      (c) => `Ha, ha ! Tout le monde rit avec ${c.other.friendName} !`,
      (c) => `${c.name} fait un câlin ${à(c.other.friendName)}.`,
    ],
    young: [
      (c) =>
        `Tout le monde éclate de rire, et ${c.other.friendName} refait « ${c.words.sound} » rien que pour les amuser.`,
      (c) =>
        `« On a eu une petite frayeur pour rien », rit ${c.name}, et ${c.words.friendName} et ${c.other.friendName} rient de bon cœur.`,
    ],
    older: [
      (c) =>
        `Le fou rire qui suivit fut si communicatif que même ${c.other.friendName} en eut les larmes aux yeux, et la peur s’envola pour de bon.`,
      (c) =>
        `${c.name} se rendit compte qu’il avait suffi d’un peu de courage pour transformer une inquiétude en éclats de rire partagés avec ${c.other.friendName}.`,
    ],
  }),
};

const surprise: PlotLines<FrenchWords> = {
  discovery: frenchAll({
    baby: [
      (c) => `Chut : ${c.name} prépare une surprise pour ${c.words.friendName} !`,
      (c) => `Un secret : ${c.name} a une idée pour ${c.words.friendName}.`,
    ],
    young: [
      (c) =>
        `${c.name} a une idée : préparer une surprise pour ${c.words.friendName}, mais chut, c’est un secret.`,
      (c) =>
        `Pendant que ${c.words.friendName} regarde ailleurs, ${c.name} chuchote : « Je vais lui faire une surprise ».`,
    ],
    older: [
      (c) =>
        `En voyant ${c.words.friendName} si ${fa(c, 'joyeux', 'joyeuse')}, ${c.name} eut une idée secrète : lui préparer une surprise dont ${fa(c, 'il', 'elle')} se souviendrait longtemps.`,
      (c) =>
        `${c.name} avait décidé, en grand secret, de remercier ${c.words.friendName} pour cette journée avec une surprise rien que pour ${fa(c, 'lui', 'elle')}.`,
    ],
  }),
  episodes: frenchAll({
    baby: [
      () => 'Ça, et puis ça : pour la surprise !',
      () => 'On bricole, on bricole : chut, c’est secret !',
      (c) => `Vite, on cache tout : voilà ${c.words.friendName} !`,
    ],
    young: [
      (c) => `${c.name} rassemble les plus jolies choses ${de(c.words.here)}, une à une, pour la surprise.`,
      (c) =>
        `Dans un coin tranquille, ${c.name} prépare la surprise en fredonnant tout bas, pour que personne ne se doute de rien.`,
      (c) => `Au même instant, ${c.words.friendName} arrive, et ${c.name} cache la surprise juste à temps.`,
    ],
    older: [
      (c) =>
        `Longtemps, ${c.name} récolta de petites merveilles aux quatre coins ${de(c.words.here)}, chacune choisie en pensant à ${c.words.friendName}.`,
      (c) =>
        `Dans un recoin caché, ${c.name} se mit au travail, arrangeant et réarrangeant tout jusqu’à ce que la surprise soit parfaite.`,
      (c) =>
        `Des pas : ${c.name} jeta un tissu sur la surprise une seconde avant que ${c.words.friendName} n’apparaisse en sifflotant.`,
    ],
  }),
  thread: frenchAll({
    baby: [
      () => 'Vivement la surprise !',
      (c) => `${c.name} a hâte, tellement hâte !`,
      () => 'Pas encore, pas encore : patience !',
      (c) => `Pas un mot ${à(c.words.friendName)} !`,
    ],
    young: [
      (c) => `${c.name} a tellement hâte de voir la tête ${de(c.words.friendName)}.`,
      (c) => `${c.name} se mord les lèvres pour ne rien dévoiler du secret.`,
      (c) => `La surprise prend forme, et ${c.name} a bien du mal à garder le secret.`,
      (c) =>
        `${c.words.friendName} demande ce ${que(c.name)} mijote, mais ${c.name} répond seulement : « Tu verras ».`,
    ],
    older: [
      (c) =>
        `Chaque fois que ${c.words.friendName} jetait un coup d’œil de son côté, ${c.name} prenait l’air le plus innocent du monde.`,
      (c) =>
        `Garder un secret n’était pas facile, surtout quand ${c.words.friendName} posait des questions innocentes, mais ${c.name} tint bon.`,
      (c) =>
        `Peu à peu, la surprise prenait forme, et ${c.name} imaginait déjà la tête que ferait ${c.words.friendName}.`,
      (c) => `${c.name} comptait les instants qui restaient avant le grand moment.`,
    ],
  }),
  climax: frenchAll({
    baby: [
      (c) => `Surprise, ${c.words.friendName} : c’est pour toi !`,
      (c) => `Tadam : une surprise pour ${c.words.friendName} !`,
    ],
    young: [
      (c) => `« Surprise », crie ${c.name}, et ${c.words.friendName} ouvre de grands yeux émerveillés.`,
      (c) =>
        `Quand ${c.words.friendName} découvre la surprise, ${fa(c, 'il', 'elle')} saute de joie : « C’est rien que pour moi ».`,
    ],
    older: [
      (c) =>
        `« Surprise », s’écria ${c.name}, et le visage ${de(c.words.friendName)} s’illumina d’une joie si vive que tout le secret en valait la peine.`,
      (c) =>
        `Lorsque ${c.words.friendName} découvrit enfin la surprise, ${fa(c, 'il', 'elle')} resta un instant sans voix, puis se confondit en remerciements.`,
    ],
  }),
  resolution: frenchAll({
    baby: [(c) => `${c.name} et ${c.words.friendName} font la fête !`, () => 'Hourra, la fête continue !'],
    young: [
      (c) => `Tout le monde fait la fête, et ${c.words.friendName} n’arrête pas de dire merci.`,
      (c) => `${c.name} et ${c.words.friendName} dansent, chantent et rient encore et encore.`,
    ],
    older: [
      (c) =>
        `La petite fête dura longtemps, et ${c.name} découvrit qu’offrir un moment de bonheur rend presque aussi heureux que d’en recevoir un.`,
      (c) =>
        `${c.words.friendName} ne cessait de remercier ${c.name}, et ensemble, ils fêtèrent cette journée comme elle le méritait.`,
    ],
  }),
};

const journey: PlotLines<FrenchWords> = {
  discovery: frenchAll({
    baby: [
      (c) => `En route, ${c.name} : on va ${c.words.farTo} !`,
      (c) => `Allez, hop : ${c.name} et ${c.words.friendName} partent loin, loin, loin.`,
    ],
    young: [
      (c) =>
        `${c.words.friendName} propose de partir en expédition ${c.words.farTo}, où personne n’est allé depuis bien longtemps.`,
      (c) =>
        `${c.name} prépare un petit sac à dos, et voilà les amis en route pour un long voyage ${c.words.farTo}.`,
    ],
    older: [
      (c) =>
        `${c.words.friendName} possédait une vieille carte où un sentier menait ${c.words.farTo}, et ${c.name} décida que c’était le jour idéal pour le suivre.`,
      (c) =>
        `On disait que ${c.words.far} était le plus bel endroit à des lieues à la ronde, alors ${c.name} et ${c.words.friendName} partirent le voir de leurs propres yeux.`,
    ],
  }),
  episodes: frenchAll({
    baby: [
      () => 'Oups, pas par là : par ici !',
      (c) => `Petites jambes fatiguées : courage, ${c.name} !`,
      () => 'Petite pause : croc, croc, miam !',
    ],
    young: [
      (c) => `Oups, mauvais chemin ! ${c.name} s’arrête, regarde bien autour et retrouve la bonne direction.`,
      (c) =>
        `Les jambes ${de(c.name)} commencent à être fatiguées, mais ${c.words.far} les attend, alors on continue.`,
      () => 'À mi-chemin, tout le monde s’assoit pour se reposer et partager un petit goûter.',
    ],
    older: [
      (c) =>
        `Quelque part en chemin, ils prirent un mauvais tournant, mais ${c.name} garda la tête froide, reconnut un détail familier et remit tout le monde sur la bonne route.`,
      (c) =>
        `La route se fit longue et les jambes lourdes, pourtant, à chaque pas, ${c.words.far} se rapprochait un peu.`,
      () =>
        'À mi-chemin, ils firent une halte, partagèrent un goûter et regardèrent un moment le monde autour d’eux avant de repartir.',
    ],
  }),
  thread: frenchAll({
    baby: [
      () => 'On marche, on marche encore !',
      () => 'C’est encore loin ? Oui, encore un peu !',
      () => 'Un pas, deux pas, trois pas !',
      (c) => `${c.name} et ${c.words.friendName} avancent, avancent.`,
    ],
    young: [
      (c) => `Le chemin continue, et ${c.name} se demande ce qui les attend là-bas.`,
      (c) => `« On y est presque », assure ${c.words.friendName}, même si la route semble encore longue.`,
      (c) => `Pas à pas, ${c.name} et ${c.words.friendName} se rapprochent du but.`,
      (c) => `${c.name} se retourne : l’endroit d’où ils sont partis paraît déjà tout petit.`,
    ],
    older: [
      (c) =>
        `Le voyage se poursuivait, et chaque pas apportait son lot de petites merveilles que ${c.name} n’aurait jamais remarquées autrement.`,
      (c) =>
        `${c.name} se mit à chanter une chanson de marche, et les kilomètres filèrent sans qu’on s’en aperçoive.`,
      (c) => `${c.name} se retourna et s’étonna du chemin déjà parcouru.`,
      (c) =>
        `Plus ils avançaient, plus ${c.name} avait hâte de découvrir ce qui les attendait au bout du voyage.`,
    ],
  }),
  climax: frenchAll({
    baby: [
      (c) => `Ça y est, voilà ${c.words.far} : waouh !`,
      () => 'Oh, que c’est grand et que c’est beau !',
    ],
    young: [
      (c) =>
        `Enfin, ${c.name} et ${c.words.friendName} arrivent ${c.words.farAt}, et ${c.name} regarde tout autour : « Waouh ».`,
      (c) =>
        `Au dernier tournant, ${c.words.far} apparaît enfin, et c’est encore mieux que dans leurs rêves.`,
    ],
    older: [
      (c) =>
        `Quand ${c.name} et ${c.words.friendName} arrivèrent enfin ${c.words.farAt}, ${c.name} resta sans voix tant c’était beau.`,
      (c) =>
        `Les derniers pas furent les plus difficiles, mais ${c.words.far} était enfin là, devant eux, et ${c.name} sut que le voyage en avait valu la peine.`,
    ],
  }),
  resolution: frenchAll({
    baby: [
      (c) => `Et maintenant, le long chemin du retour : pas à pas, ${c.name} !`,
      (c) => `${c.words.friendName} et ${c.name} reviennent, tout doucement.`,
    ],
    young: [
      (c) => `Le chemin du retour est long, mais ${c.name} et ${c.words.friendName} le font en chantant.`,
      (c) => `Sur la route du retour, ${c.name} raconte ${à(c.words.friendName)} tout ce qui lui a plu.`,
    ],
    older: [
      (c) =>
        `Le retour fut long, mais ni ${c.name} ni ${c.words.friendName} ne s’en plaignirent : ils avaient tant de souvenirs à partager en chemin.`,
      (c) =>
        `Sur le long chemin du retour, ${c.name} se surprit à sourire en repensant à tout ce que ce voyage lui avait appris.`,
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
    (c) => `Tape dans la main, ${c.name} !`,
    (c) => `${c.words.friendName} fait une grimace rigolote.`,
    () => 'Ouh là là, que c’est beau !',
    (c) => `${c.name} tape des mains : clap, clap, clap !`,
    (c) => `${c.words.friendName} chante : la, la, la !`,
    (c) => `Un gros câlin pour ${c.words.friendName} !`,
    (c) => `${c.name} ouvre grand les yeux : oh !`,
    () => 'Tchou, tchou, on avance !',
    (c) => `Petit bisou sur le nez ${de(c.words.friendName)}.`,
    (c) => `${c.name} est là, ${c.words.friendName} est là !`,
    () => 'Miam, miam, un petit goûter !',
    (c) => `Waouh, ${c.name} !`,
    (c) => `${c.words.friendName} fait la toupie : youpi !`,
    () => 'Tout le monde sourit.',
  ],
  young: [
    (c) => `${c.words.friendName} reste tout près ${de(c.name)}.`,
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
    (c) => `Le rire ${de(c.name)} résonne tout autour.`,
    (c) => `${c.words.friendName} fredonne un petit air joyeux.`,
    (c) => `« Je suis si ${fa(c, 'content', 'contente')} d’être ici avec toi », dit ${c.words.friendName}.`,
    (c) => `${c.name} a envie de chanter tellement c’est beau.`,
    () => 'Partout, ce ne sont que couleurs et petits bruits joyeux.',
    (c) => `${c.name} respire à pleins poumons, les yeux grands ouverts.`,
    (c) => `${c.words.friendName} fait une drôle de pirouette.`,
    (c) => `« On forme une sacrée équipe », dit ${c.name} ${à(c.words.friendName)}.`,
    (c) => `Il y a tant de choses à voir ${que(c.name)} ne sait plus où regarder.`,
    (c) => `${c.name} garde ce moment précieux dans son cœur.`,
    (c) => `${c.words.friendName} raconte une blague, et ${c.name} rit aux éclats.`,
    (c) => `Quelle chance d’avoir ${fa(c, 'un ami', 'une amie')} comme ${c.words.friendName} !`,
    (c) => `${c.name} et ${c.words.friendName} se sourient sans rien dire.`,
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
    (c) => `${c.name} aurait voulu que ce moment ne s’arrête jamais.`,
    () => 'Tout, autour d’eux, semblait murmurer une promesse de belles choses à venir.',
    (c) => `${c.words.friendName} éclata d’un rire clair, et ${c.name} ne put s’empêcher de rire à son tour.`,
    (c) => `${c.name} remarqua mille petits détails que personne d’autre n’aurait vus.`,
    (c) => `Une joie tranquille s’installa dans le cœur ${de(c.name)}, comme un chat qui se roule en boule.`,
    (c) => `${c.words.friendName} avait le don de rendre chaque instant un peu plus drôle.`,
    () => 'Le temps semblait s’être arrêté, juste pour leur laisser savourer l’instant.',
    (c) => `${c.name} eut l’impression que le monde venait de s’agrandir d’un coup.`,
    (c) => `Entre ${c.name} et ${c.words.friendName}, la complicité grandissait de minute en minute.`,
    (c) => `${c.name} pensa que certaines journées valent bien toutes les autres réunies.`,
    (c) => `${c.words.friendName} lança un regard malicieux ${à(c.name)}, et tous deux pouffèrent de rire.`,
    (c) => `Il y avait tant à voir ${que(c.name)} ne savait plus où poser les yeux.`,
    (c) => `${c.name} se promit de raconter un jour cette aventure, sans savoir encore par où commencer.`,
  ],
});

const windDown: LanguagePack<FrenchWords>['windDown'] = frenchAll({
  baby: [
    (c) => `Ouaaah… ${c.name} bâille.`,
    (c) => `Câlin tout doux avec ${c.words.friendName}.`,
    () => 'Les lumières s’éteignent, doucement.',
  ],
  young: [
    (c) => `${c.name} bâille un grand coup, et ${c.words.friendName} aussi.`,
    (c) => `${c.words.friendName} se blottit tout contre ${c.name}, bien au chaud.`,
    () => 'Les lumières baissent doucement, et tout devient calme.',
    (c) => `Les paupières ${de(c.name)} deviennent lourdes, si lourdes.`,
  ],
  older: [
    (c) => `${c.name} étouffa un long bâillement, et ${c.words.friendName} lui répondit par un autre.`,
    () => 'Les lumières s’adoucirent peu à peu, et le monde entier sembla baisser la voix.',
    (c) =>
      `${c.words.friendName} vint se pelotonner contre ${c.name}, ${fa(c, 'tiède et rassurant', 'tiède et rassurante')}.`,
    (c) => `Une douce fatigue gagnait ${c.name}, de celles qui viennent après les plus belles journées.`,
  ],
});

const favourites: LanguagePack<FrenchWords>['favourites'] = {
  opening: (c, things) =>
    typo(`Dans sa poche, ${c.name} garde plein de pensées joyeuses : ${listOf(things, ' et ')}.`),
  moments: [
    (c, thing) =>
      typo(`Soudain, quelque chose rappelle à ${c.name} l’une de ses choses préférées : ${thing}.`),
    (c, thing) =>
      typo(
        `${c.words.friendName} demande ce ${que(c.name)} aime le plus au monde, et la réponse fuse avec un grand sourire : ${thing}.`,
      ),
    (c, thing) => typo(`Au loin, quelque chose de très cher semble faire coucou à ${c.name} : ${thing}.`),
    (c, thing) => typo(`${c.name} fredonne une petite chanson inventée en l’honneur d’un trésor : ${thing}.`),
  ],
};

export const fr: LanguagePack<FrenchWords> = {
  code: 'fr',
  script: /[A-Za-zÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸàâæçéèêëîïôœùûüÿ]/,
  themes,
  companions,
  custom,
  titles: (
    [
      (c) => `La grande aventure ${de(c.name)} ${c.words.where}`,
      (c) => `${c.name} et ${c.words.friend}`,
      (c) => `${c.words.topic} : une histoire pour ${c.name}`,
    ] satisfies L[]
  ).map(french),
  lines,
  plots: { treasure, lost, 'new-friend': newFriend, brave, surprise, journey },
  details,
  windDown,
  favourites,
};
