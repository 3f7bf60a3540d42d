import type { ByBand, LanguagePack, Line, LineContext, PlotLines } from '../types.ts';
import { listOf } from './list-of.ts';

/**
 * A verb in the forms the lines need. Babies hear the present; older bands hear the past
 * (pretérito indefinido), as Spanish tales are told. Both tenses are the same for a girl or a
 * boy, which is why the lines lean on verbs rather than adjectives about the child.
 */
interface Verb {
  inf: string;
  /** Third person singular and plural. */
  pres: readonly [string, string];
  past: readonly [string, string];
}

/** A moment told as a verb phrase, in every form a line may ask for. */
interface Act {
  /** "nadar con…", also used impersonally ("¡A nadar con…!", "decidieron nadar con…"). */
  inf: string;
  /** The infinitive after "vamos a": a reflexive "ponerse" becomes "ponernos". */
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
    we: v.inf.replace(/se$/, 'nos') + tail,
    pres: [v.pres[0] + tail, v.pres[1] + tail],
    past: [v.past[0] + tail, v.past[1] + tail],
  };
};

// Every verb the themes use, conjugated once by hand (many are irregular).
const V = {
  abrir: verb('abrir', 'abre', 'abren', 'abrió', 'abrieron'),
  acurrucarse: verb('acurrucarse', 'se acurruca', 'se acurrucan', 'se acurrucó', 'se acurrucaron'),
  aprender: verb('aprender', 'aprende', 'aprenden', 'aprendió', 'aprendieron'),
  arreglar: verb('arreglar', 'arregla', 'arreglan', 'arregló', 'arreglaron'),
  asomarse: verb('asomarse', 'se asoma', 'se asoman', 'se asomó', 'se asomaron'),
  atrapar: verb('atrapar', 'atrapa', 'atrapan', 'atrapó', 'atraparon'),
  avanzar: verb('avanzar', 'avanza', 'avanzan', 'avanzó', 'avanzaron'),
  animar: verb('animar', 'anima', 'animan', 'animó', 'animaron'),
  ayudar: verb('ayudar', 'ayuda', 'ayudan', 'ayudó', 'ayudaron'),
  bailar: verb('bailar', 'baila', 'bailan', 'bailó', 'bailaron'),
  bajar: verb('bajar', 'baja', 'bajan', 'bajó', 'bajaron'),
  buscar: verb('buscar', 'busca', 'buscan', 'buscó', 'buscaron'),
  cantar: verb('cantar', 'canta', 'cantan', 'cantó', 'cantaron'),
  cepillarse: verb('cepillarse', 'se cepilla', 'se cepillan', 'se cepilló', 'se cepillaron'),
  cerrar: verb('cerrar', 'cierra', 'cierran', 'cerró', 'cerraron'),
  chapotear: verb('chapotear', 'chapotea', 'chapotean', 'chapoteó', 'chapotearon'),
  colgar: verb('colgar', 'cuelga', 'cuelgan', 'colgó', 'colgaron'),
  columpiarse: verb('columpiarse', 'se columpia', 'se columpian', 'se columpió', 'se columpiaron'),
  comer: verb('comer', 'come', 'comen', 'comió', 'comieron'),
  compartir: verb('compartir', 'comparte', 'comparten', 'compartió', 'compartieron'),
  conocer: verb('conocer', 'conoce', 'conocen', 'conoció', 'conocieron'),
  construir: verb('construir', 'construye', 'construyen', 'construyó', 'construyeron'),
  contar: verb('contar', 'cuenta', 'cuentan', 'contó', 'contaron'),
  contemplar: verb('contemplar', 'contempla', 'contemplan', 'contempló', 'contemplaron'),
  cruzar: verb('cruzar', 'cruza', 'cruzan', 'cruzó', 'cruzaron'),
  cuidar: verb('cuidar', 'cuida', 'cuidan', 'cuidó', 'cuidaron'),
  dar: verb('dar', 'da', 'dan', 'dio', 'dieron'),
  decorar: verb('decorar', 'decora', 'decoran', 'decoró', 'decoraron'),
  dejarse: verb('dejarse', 'se deja', 'se dejan', 'se dejó', 'se dejaron'),
  descansar: verb('descansar', 'descansa', 'descansan', 'descansó', 'descansaron'),
  descubrir: verb('descubrir', 'descubre', 'descubren', 'descubrió', 'descubrieron'),
  devolver: verb('devolver', 'devuelve', 'devuelven', 'devolvió', 'devolvieron'),
  dibujar: verb('dibujar', 'dibuja', 'dibujan', 'dibujó', 'dibujaron'),
  divisar: verb('divisar', 'divisa', 'divisan', 'divisó', 'divisaron'),
  echar: verb('echar', 'echa', 'echan', 'echó', 'echaron'),
  elegir: verb('elegir', 'elige', 'eligen', 'eligió', 'eligieron'),
  encender: verb('encender', 'enciende', 'encienden', 'encendió', 'encendieron'),
  encontrar: verb('encontrar', 'encuentra', 'encuentran', 'encontró', 'encontraron'),
  envolver: verb('envolver', 'envuelve', 'envuelven', 'envolvió', 'envolvieron'),
  escuchar: verb('escuchar', 'escucha', 'escuchan', 'escuchó', 'escucharon'),
  explorar: verb('explorar', 'explora', 'exploran', 'exploró', 'exploraron'),
  flotar: verb('flotar', 'flota', 'flotan', 'flotó', 'flotaron'),
  hacer: verb('hacer', 'hace', 'hacen', 'hizo', 'hicieron'),
  hornear: verb('hornear', 'hornea', 'hornean', 'horneó', 'hornearon'),
  inflar: verb('inflar', 'infla', 'inflan', 'infló', 'inflaron'),
  jugar: verb('jugar', 'juega', 'juegan', 'jugó', 'jugaron'),
  leer: verb('leer', 'lee', 'leen', 'leyó', 'leyeron'),
  limpiar: verb('limpiar', 'limpia', 'limpian', 'limpió', 'limpiaron'),
  llamar: verb('llamar', 'llama', 'llaman', 'llamó', 'llamaron'),
  llevar: verb('llevar', 'lleva', 'llevan', 'llevó', 'llevaron'),
  llevarse: verb('llevarse', 'se lleva', 'se llevan', 'se llevó', 'se llevaron'),
  medirse: verb('medirse', 'se mide', 'se miden', 'se midió', 'se midieron'),
  merendar: verb('merendar', 'merienda', 'meriendan', 'merendó', 'merendaron'),
  mirar: verb('mirar', 'mira', 'miran', 'miró', 'miraron'),
  nadar: verb('nadar', 'nada', 'nadan', 'nadó', 'nadaron'),
  pasar: verb('pasar', 'pasa', 'pasan', 'pasó', 'pasaron'),
  pasear: verb('pasear', 'pasea', 'pasean', 'paseó', 'pasearon'),
  pedir: verb('pedir', 'pide', 'piden', 'pidió', 'pidieron'),
  pintar: verb('pintar', 'pinta', 'pintan', 'pintó', 'pintaron'),
  plantar: verb('plantar', 'planta', 'plantan', 'plantó', 'plantaron'),
  ponerse: verb('ponerse', 'se pone', 'se ponen', 'se puso', 'se pusieron'),
  rebotar: verb('rebotar', 'rebota', 'rebotan', 'rebotó', 'rebotaron'),
  recoger: verb('recoger', 'recoge', 'recogen', 'recogió', 'recogieron'),
  resolver: verb('resolver', 'resuelve', 'resuelven', 'resolvió', 'resolvieron'),
  respirar: verb('respirar', 'respira', 'respiran', 'respiró', 'respiraron'),
  romper: verb('romper', 'rompe', 'rompen', 'rompió', 'rompieron'),
  saltar: verb('saltar', 'salta', 'saltan', 'saltó', 'saltaron'),
  saludar: verb('saludar', 'saluda', 'saludan', 'saludó', 'saludaron'),
  seguir: verb('seguir', 'sigue', 'siguen', 'siguió', 'siguieron'),
  sentirse: verb('sentirse', 'se siente', 'se sienten', 'se sintió', 'se sintieron'),
  subir: verb('subir', 'sube', 'suben', 'subió', 'subieron'),
  tallar: verb('tallar', 'talla', 'tallan', 'talló', 'tallaron'),
  tirarse: verb('tirarse', 'se tira', 'se tiran', 'se tiró', 'se tiraron'),
  tocar: verb('tocar', 'toca', 'tocan', 'tocó', 'tocaron'),
  tomar: verb('tomar', 'toma', 'toman', 'tomó', 'tomaron'),
  tostar: verb('tostar', 'tuesta', 'tuestan', 'tostó', 'tostaron'),
  trepar: verb('trepar', 'trepa', 'trepan', 'trepó', 'treparon'),
  unirse: verb('unirse', 'se une', 'se unen', 'se unió', 'se unieron'),
  ver: verb('ver', 've', 'ven', 'vio', 'vieron'),
  visitar: verb('visitar', 'visita', 'visitan', 'visitó', 'visitaron'),
  volar: verb('volar', 'vuela', 'vuelan', 'voló', 'volaron'),
  volver: verb('volver', 'vuelve', 'vuelven', 'volvió', 'volvieron'),
} as const;

export interface SpanishWords {
  /** Where the story happens, with an indefinite article: "un arrecife de coral…". */
  place: string;
  /** A short way back to the place, with its article: "el arrecife". */
  here: string;
  /**
   * Where the journey plot goes, with its article ("el viejo barco hundido…"); the lines contract
   * it after "a" and "de" (al viejo barco, del viejo barco).
   */
  far: string;
  /** The same after "a", contracted where it must be: "al viejo barco hundido…". */
  farTo: string;
  /** The place in a title: "bajo el mar". */
  where: string;
  /** The companion with article and kind: "el delfín Burbujas". */
  friend: string;
  friendName: string;
  /** Whether the companion's noun is feminine ("la gaviota"), for the adjectives about it. */
  friendIsFemale: boolean;
  /** An onomatopoeia in lower case without marks ("glu, glu, glu"); lines add ¡! as needed. */
  sound: string;
  /** What is found, with an indefinite article and no verb tense, so it fits present and past lines. */
  found: string;
  /** The found thing again, without its article (the lines add one): "concha de nácar". */
  thing: string;
  thingIsFemale: boolean;
  /** Eight episodes, index-aligned with the theme script; they must read well with the companion as co-subject. */
  episodes: readonly [Act, Act, Act, Act, Act, Act, Act, Act];
  /** Told with the child alone as subject (the companion is sometimes the one helped). */
  climax: Act;
  /** Told with the child alone or with the companion as co-subject. */
  ending: Act;
  /** Title words: "Aventura bajo el mar". */
  topic: string;
}

/** "a" contracts with a following "el" (al arrecife, al delfín Burbujas). */
const a = (np: string) => (np.startsWith('el ') ? `al ${np.slice(3)}` : `a ${np}`);

/** A theme's words, with the journey's "to" form derived from its destination. */
const w = (words: Omit<SpanishWords, 'farTo'>): SpanishWords => ({ ...words, farTo: a(words.far) });

const themes: LanguagePack<SpanishWords>['themes'] = {
  ocean: w({
    place: 'un arrecife de coral de mil colores, en el fondo del mar',
    here: 'el arrecife',
    far: 'el viejo barco hundido más allá del arrecife',
    where: 'bajo el mar',
    friend: 'el delfín Burbujas',
    friendName: 'Burbujas',
    friendIsFemale: false,
    sound: 'glu, glu, glu',
    found: 'una concha de nácar con una cancioncita escondida dentro',
    thing: 'concha de nácar',
    thingIsFemale: true,
    episodes: [
      act(V.nadar, 'con un banco de peces de todos los colores'),
      act(V.saludar, 'a una tortuga marina muy dormilona'),
      act(V.contar, 'los colores del coral'),
      act(V.seguir, 'un caminito de burbujas plateadas'),
      act(V.jugar, 'al escondite con un pulpito'),
      act(V.escuchar, 'el canto lejano de una ballena'),
      act(V.descubrir, 'un jardín de algas bailarinas'),
      act(V.dejarse, 'llevar por una ola suave'),
    ],
    climax: act(V.ayudar, 'a un cangrejito perdido a encontrar el camino de vuelta a casa'),
    ending: act(V.volver, 'a casa flotando bajo el agua plateada por la luna'),
    topic: 'Aventura bajo el mar',
  }),
  jungle: w({
    place: 'una selva verde llena de árboles altísimos',
    here: 'la selva',
    far: 'la gran cascada en lo más profundo de la selva',
    where: 'en la selva',
    friend: 'el monito Chispas',
    friendName: 'Chispas',
    friendIsFemale: false,
    sound: 'uh, uh, ah, ah',
    found: 'una flor dorada, resplandeciente en plena sombra',
    thing: 'flor dorada',
    thingIsFemale: true,
    episodes: [
      act(V.columpiarse, 'en las lianas más blanditas'),
      act(V.conocer, 'a un loro de mil colores'),
      act(V.pasar, 'de puntillas junto a un tigre dormilón'),
      act(V.cruzar, 'chapoteando un arroyo cristalino'),
      act(V.compartir, 'plátanos dulces con sus nuevos amigos'),
      act(V.ver, 'bailar a las mariposas'),
      act(V.trepar, 'a un árbol viejo y bonachón'),
      act(V.seguir, 'unas huellas muy graciosas en el barro'),
    ],
    climax: act(V.ayudar, 'a un elefantito a salir del barro pegajoso'),
    ending: act(V.escuchar, 'la nana de las ranas y los grillos'),
    topic: 'Aventura en la selva',
  }),
  space: w({
    place: 'un rincón del espacio, entre miles de estrellas',
    here: 'el espacio',
    far: 'el planeta de anillos que gira al borde de las estrellas',
    where: 'entre las estrellas',
    friend: 'el robot Tuerca',
    friendName: 'Tuerca',
    friendIsFemale: false,
    sound: 'zuuum, zuuum',
    found: 'una estrellita diminuta caída del cielo',
    thing: 'estrellita',
    thingIsFemale: true,
    episodes: [
      act(V.volar, 'en un cohete junto a la luna'),
      act(V.rebotar, 'sobre un planeta morado y blandito'),
      act(V.saludar, 'con la mano a un cometa muy simpático'),
      act(V.dibujar, 'figuras uniendo estrellas'),
      act(V.flotar, 'como una pluma, sin nada de gravedad'),
      act(V.visitar, 'los anillos de un planeta gigante'),
      act(V.conocer, 'a un extraterrestre pequeñito y muy tímido'),
      act(V.ver, 'salir el sol sobre la Tierra'),
    ],
    climax: act(V.ayudar, 'a la estrellita a volver a su sitio en el cielo'),
    ending: act(V.volver, 'a casa volando para ver brillar la estrellita desde la ventana'),
    topic: 'Viaje a las estrellas',
  }),
  castle: w({
    place: 'un castillo en lo alto de una colina verde',
    here: 'el castillo',
    far: 'el bosque encantado más allá de las murallas del castillo',
    where: 'en el castillo',
    friend: 'la gatita Mimí',
    friendName: 'Mimí',
    friendIsFemale: true,
    sound: 'din, don, din, don',
    found: 'una llavecita dorada bajo un rosal',
    thing: 'llavecita dorada',
    thingIsFemale: true,
    episodes: [
      act(V.cruzar, 'el viejo puente levadizo'),
      act(V.conocer, 'a un caballero muy amable'),
      act(V.subir, 'la escalera de caracol del torreón'),
      act(V.bailar, 'en el gran salón de los estandartes'),
      act(V.merendar, 'en el jardín del castillo'),
      act(V.contemplar, 'los cuadros antiguos de la galería'),
      act(V.dar, 'una vuelta por el patio a lomos de un poni muy manso'),
      act(V.escuchar, 'al músico de la corte tocar el laúd'),
    ],
    climax: act(V.encontrar, 'la corona perdida tras abrir una puerta secreta con la llave dorada'),
    ending: act(V.contemplar, 'las estrellas desde lo alto de la torre'),
    topic: 'El secreto del castillo',
  }),
  dinosaur: w({
    place: 'un valle soleado donde viven dinosaurios muy simpáticos',
    here: 'el valle',
    far: 'el volcán dormido al final del valle',
    where: 'en el valle de los dinosaurios',
    friend: 'la dinosaurita Pecas',
    friendName: 'Pecas',
    friendIsFemale: true,
    sound: 'pum, pum, pum',
    found: 'un huevo enorme lleno de manchitas, en un nido de hojas',
    thing: 'huevo de manchitas',
    thingIsFemale: false,
    episodes: [
      act(V.avanzar, 'a pisotones entre los helechos gigantes'),
      act(V.conocer, 'a un dinosaurio de cuello larguísimo y muy tranquilo'),
      act(V.chapotear, 'en una charca calentita'),
      act(V.contar, 'las placas de un estegosaurio'),
      act(V.ver, 'humear a lo lejos un volcán dormilón'),
      act(V.descubrir, 'unas huellas gigantescas'),
      act(V.comer, 'bayas dulces a la sombra de una palmera'),
      act(V.echar, 'una carrera con un triceratops pequeñito'),
    ],
    climax: act(V.cuidar, 'el huevo con mucho cariño hasta ver nacer a un dinosaurio bebé'),
    ending: act(V.acurrucarse, 'junto a los dinosaurios bajo las estrellas'),
    topic: 'El valle de los dinosaurios',
  }),
  halloween: w({
    place: 'un pueblecito muy simpático en la noche de Halloween',
    here: 'el pueblo',
    far: 'el viejo huerto de calabazas a las afueras del pueblo',
    where: 'en la noche de Halloween',
    friend: 'la gata negra Luna',
    friendName: 'Luna',
    friendIsFemale: true,
    sound: 'bu, bu, ji, ji',
    found: 'una calabaza farolillo con una sonrisa de luz',
    thing: 'calabaza farolillo',
    thingIsFemale: true,
    episodes: [
      act(V.ponerse, 'un disfraz fantástico'),
      act(V.llamar, 'de puerta en puerta pidiendo golosinas'),
      act(V.conocer, 'a un fantasmita muy risueño'),
      act(V.tallar, 'una calabaza con cara de risa'),
      act(V.ver, 'bailar a los murciélagos alrededor de la luna'),
      act(V.pasear, 'entre crujientes hojas de otoño'),
      act(V.compartir, 'caramelos con los amigos'),
      act(V.unirse, 'al desfile de disfraces'),
    ],
    climax: act(V.encender, 'el farolillo para un fantasmita con miedo a la oscuridad'),
    ending: act(V.volver, 'a casa a la luz del farolillo'),
    topic: 'Una noche de Halloween',
  }),
  christmas: w({
    place: 'un pueblo nevado en plena Navidad',
    here: 'el pueblo',
    far: 'el gran árbol de Navidad en lo más hondo del bosque nevado',
    where: 'en Navidad',
    friend: 'el reno Copito',
    friendName: 'Copito',
    friendIsFemale: false,
    sound: 'tilín, tilín',
    found: 'una campanita de plata escondida en la nieve',
    thing: 'campanita de plata',
    thingIsFemale: true,
    episodes: [
      act(V.hacer, 'un muñeco de nieve bien redondo'),
      act(V.decorar, 'un árbol enorme'),
      act(V.hornear, 'galletas con forma de estrella'),
      act(V.bajar, 'una colina en trineo a toda velocidad'),
      act(V.cantar, 'villancicos con los vecinos'),
      act(V.envolver, 'regalos con cintas rojas'),
      act(V.atrapar, 'copos de nieve con la punta de la lengua'),
      act(V.tomar, 'una taza de chocolate calentito'),
    ],
    climax: act(V.tocar, 'la campanita de plata para guiar hasta el trineo a un reno perdido'),
    ending: act(V.acurrucarse, 'junto al árbol lleno de lucecitas'),
    topic: 'Un deseo de Navidad',
  }),
  beach: w({
    place: 'una playa soleada junto al mar',
    here: 'la playa',
    far: 'el faro que hay al final de la playa',
    where: 'en la playa',
    friend: 'la gaviota Marina',
    friendName: 'Marina',
    friendIsFemale: true,
    sound: 'chap, chap',
    found: 'un mensaje dentro de una botella de cristal',
    thing: 'botella del mensaje',
    thingIsFemale: true,
    episodes: [
      act(V.construir, 'un castillo de arena altísimo'),
      act(V.recoger, 'conchas preciosas'),
      act(V.saltar, 'las olas pequeñitas'),
      act(V.hacer, 'volar una cometa al viento'),
      act(V.ver, 'a un cangrejo caminar de lado'),
      act(V.comer, 'un helado bien fresquito'),
      act(V.asomarse, 'a una pocita entre las rocas'),
      act(V.divisar, 'un velero a lo lejos'),
    ],
    climax: act(V.seguir, 'el mapa de la botella hasta un cofre lleno de conchas brillantes'),
    ending: act(V.ver, 'ponerse el sol sobre el mar'),
    topic: 'Un día de playa',
  }),
  dragon: w({
    place: 'unas montañas altísimas envueltas en niebla',
    here: 'las montañas',
    far: 'la cumbre más alta de las montañas',
    where: 'en las montañas del dragón',
    friend: 'el dragón Tizón',
    friendName: 'Tizón',
    friendIsFemale: false,
    sound: 'fiuuu, fiuuu',
    found: 'una escama de dragón tibia y tornasolada',
    thing: 'escama de dragón',
    thingIsFemale: true,
    episodes: [
      act(V.volar, 'por encima de las colinas verdes'),
      act(V.tostar, 'malvaviscos con una bocanadita de fuego'),
      act(V.explorar, 'una cueva llena de cristales de colores'),
      act(V.cruzar, 'un puente hecho de arcoíris'),
      act(V.jugar, 'bajo una cascada'),
      act(V.contar, 'las piedras preciosas de la cueva del tesoro'),
      act(V.aprender, 'una canción de dragones'),
      act(V.buscar, 'formas en las nubes'),
    ],
    climax: act(V.ayudar, 'a Tizón, el dragoncito, a recuperar su voz perdida con una canción muy suave'),
    ending: act(V.descansar, 'en lo alto de la montaña, bajo las estrellas'),
    topic: 'El dragón amistoso',
  }),
  superhero: w({
    place: 'una gran ciudad llena de edificios altísimos',
    here: 'la ciudad',
    far: 'la torre más alta de la ciudad',
    where: 'en la gran ciudad',
    friend: 'el perrito Rayo',
    friendName: 'Rayo',
    friendIsFemale: false,
    sound: 'zas, zum',
    found: 'una capa reluciente dentro de una caja',
    thing: 'capa reluciente',
    thingIsFemale: true,
    episodes: [
      act(V.volar, 'por encima de los tejados'),
      act(V.ayudar, 'a un gatito a bajar de un árbol'),
      act(V.llevar, 'la compra a una vecina'),
      act(V.arreglar, 'un columpio roto del parque'),
      act(V.plantar, 'flores en la plaza'),
      act(V.animar, 'a un amigo tristón'),
      act(V.atrapar, 'un globo fugitivo'),
      act(V.limpiar, 'el parque con un montón de amigos'),
    ],
    climax: act(V.devolver, 'la luz a toda la ciudad con bondad y trabajo en equipo'),
    ending: act(V.colgar, 'la capa hasta la próxima aventura'),
    topic: 'Un día de superpoderes',
  }),
  doctor: w({
    place: 'una consulta médica luminosa y acogedora',
    here: 'la consulta',
    far: 'el parque de la colina que hay detrás de la consulta',
    where: 'en la consulta',
    friend: 'el osito Pelusa',
    friendName: 'Pelusa',
    friendIsFemale: false,
    sound: 'pum-pum, pum-pum',
    found: 'un maletín de médico con un estetoscopio de verdad',
    thing: 'maletín de médico',
    thingIsFemale: false,
    episodes: [
      act(V.saludar, 'a una enfermera muy amable y sonriente'),
      act(V.escuchar, 'los latidos del corazón con el estetoscopio'),
      act(V.medirse, 'junto a una jirafa pintada en la pared'),
      act(V.respirar, 'hondo y despacito, como quien hace pompas de jabón'),
      act(V.mirar, 'los peces de colores de la pecera de la sala de espera'),
      act(V.hacer, 'un montón de preguntas a la doctora'),
      act(V.dar, 'la mano a la enfermera durante un pinchacito rapidísimo'),
      act(V.elegir, 'una pegatina de colores'),
    ],
    climax: act(
      V.sentirse,
      'muy valiente durante la revisión, que es rapidita y ayuda a que el cuerpo siga fuerte',
    ),
    ending: act(V.volver, 'a casa con el corazón lleno de orgullo'),
    topic: 'Una visita valiente al médico',
  }),
  school: w({
    place: 'un colegio alegre con la puerta roja',
    here: 'el cole',
    far: 'el gran museo del otro lado de la ciudad',
    where: 'en el cole',
    friend: 'el hámster Bigotes',
    friendName: 'Bigotes',
    friendIsFemale: false,
    sound: 'riiin, riiin',
    found: 'una caja de ceras mágicas',
    thing: 'caja de ceras mágicas',
    thingIsFemale: true,
    episodes: [
      act(V.colgar, 'la mochila en su percha'),
      act(V.hacer, 'una amistad nueva'),
      act(V.pintar, 'un dibujo enorme y lleno de colores'),
      act(V.contar, 'los bloques de una torre altísima'),
      act(V.cantar, 'una canción en corro'),
      act(V.leer, 'un libro lleno de dibujos'),
      act(V.tirarse, 'por el tobogán a la hora del recreo'),
      act(V.compartir, 'el almuerzo con los compañeros de mesa'),
    ],
    climax: act(
      V.encontrar,
      'a Bigotes, el hámster de la clase, escondido entre los libros de la biblioteca',
    ),
    ending: act(V.contar, 'a la familia todas las aventuras del día'),
    topic: 'Un día en el cole',
  }),
  birthday: w({
    place: 'una fiesta de cumpleaños en el jardín',
    here: 'la fiesta',
    far: 'la vieja casita del árbol que hay al fondo del jardín',
    where: 'en su cumpleaños',
    friend: 'el perrito Galleta',
    friendName: 'Galleta',
    friendIsFemale: false,
    sound: 'ta-ra-rí, ta-ra-rá',
    found: 'un regalo sorpresa con un lazo enorme',
    thing: 'regalo sorpresa',
    thingIsFemale: false,
    episodes: [
      act(V.inflar, 'globos de todos los colores'),
      act(V.ponerse, 'un gorrito de fiesta con purpurina'),
      act(V.jugar, 'a las sillas musicales'),
      act(V.ver, 'a un mago sacar un conejo de la chistera'),
      act(V.bailar, 'sin parar con todos los invitados'),
      act(V.romper, 'una piñata llena de caramelos'),
      act(V.pedir, 'un deseo delante de las velas'),
      act(V.abrir, 'las tarjetas de felicitación de los amigos'),
    ],
    climax: act(V.compartir, 'el último trozo de tarta con un amigo recién llegado y con el plato vacío'),
    ending: act(V.llevarse, 'un globo de la mano hasta la cama'),
    topic: 'El mejor cumpleaños',
  }),
  bedtime: w({
    place: 'una habitación acogedora, ya de noche',
    here: 'la habitación',
    far: 'el castillo en las nubes del país de los sueños',
    where: 'antes de dormir',
    friend: 'el osito Algodón',
    friendName: 'Algodón',
    friendIsFemale: false,
    sound: 'shhh, shhh',
    found: 'un rayito de luna plateado, colándose por la ventana',
    thing: 'rayito de luna',
    thingIsFemale: false,
    episodes: [
      act(V.ponerse, 'el pijama más suave del cajón'),
      act(V.cepillarse, 'los dientes, uno por uno'),
      act(V.leer, 'un cuento de buenas noches'),
      act(V.dar, 'las buenas noches a todos los juguetes'),
      act(V.contar, 'ovejitas saltarinas, una tras otra, por encima de la valla'),
      act(V.flotar, 'sobre una almohada de nube'),
      act(V.escuchar, 'el tintineo de la lluvia en el cristal'),
      act(V.visitar, 'la luna en un sueño'),
    ],
    climax: act(V.encender, 'la lucecita de noche para tranquilizar a Algodón, el osito de peluche'),
    ending: act(V.cerrar, 'los ojitos despacito, muy despacito'),
    topic: 'Aventura de buenas noches',
  }),
};

const custom = (text: string): SpanishWords =>
  w({
    place: 'un prado mágico donde crecen los deseos',
    here: 'el prado',
    far: 'el final del arcoíris más allá del prado',
    where: 'en el prado mágico',
    friend: 'la zorrita Canela',
    friendName: 'Canela',
    friendIsFemale: true,
    sound: 'tra-la-lá',
    // The parent's text is only ever a quoted topic inside the story.
    found: `un mapa con el camino hacia una aventura sobre «${text}»`,
    thing: 'mapa mágico',
    thingIsFemale: false,
    episodes: [
      act(V.cruzar, 'un puentecito de madera'),
      act(V.conocer, 'a un búho viejo y sabio'),
      act(V.subir, 'una colina suave'),
      act(V.encontrar, 'un campo lleno de flores'),
      act(V.seguir, 'un arcoíris'),
      act(V.descansar, 'junto a un estanque tranquilo'),
      act(V.resolver, 'una pequeña adivinanza'),
      act(V.compartir, 'una merienda sobre la hierba'),
    ],
    climax: act(V.hacer, `realidad la aventura de «${text}» ayudando a un amigo`),
    ending: act(V.volver, 'a casa bajo las estrellas'),
    topic: `La aventura de «${text}»`,
  });

type C = LineContext<SpanishWords>;
type L = Line<SpanishWords>;

const ep = (c: C) => c.words.episodes[c.episode] as Act;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The child's gender shows in adjectives; without it the line takes a wording that needs none. */
const gx = (c: C, boy: string, girl: string, none: string) =>
  c.gender === 'boy' ? boy : c.gender === 'girl' ? girl : none;
/** Adjectives about the companion agree with its noun (el delfín contento, la gaviota contenta). */
const fa = (c: C, masc: string, fem: string) => (c.words.friendIsFemale ? fem : masc);
/** The same for the second companion, the newcomer of the new-friend and brave plots. */
const fo = (c: C, masc: string, fem: string) => (c.other.friendIsFemale ? fem : masc);
/** The same for the found thing (el maletín, la concha). */
const ft = (c: C, masc: string, fem: string) => (c.words.thingIsFemale ? fem : masc);
/** "de" contracts with a following "el" (del arrecife, del maletín). */
const del = (np: string) => (np.startsWith('el ') ? `del ${np.slice(3)}` : `de ${np}`);
/** The thing with its article: "la concha de nácar", "el maletín de médico". */
const the = (c: C) => `${ft(c, 'el', 'la')} ${c.words.thing}`;
/** The thing as an object pronoun: "lo", "la". */
const it = (c: C) => ft(c, 'lo', 'la');

const rawLines: Record<'opening' | 'episode' | 'ending', ByBand<SpanishWords>> = {
  opening: {
    baby: [
      (c) => `¡Hola, ${c.name}! Mira qué sitio: ${c.words.place}.`,
      (c) => `¡Mira, ${c.name}, mira: ${c.words.place}!`,
      (c) => `¡Cucú, tras! ${c.name} está en ${c.words.place}.`,
      (c) => `Tic, tac, tic, tac: ${c.name} llega ${a(c.words.place)}.`,
    ],
    young: [
      (c) =>
        `Un día muy especial, ${c.name} llegó ${a(c.words.place)}, y ${c.words.friend} ya estaba allí, con muchas ganas de jugar.`,
      (c) =>
        c.gender
          ? `Había una vez ${gx(c, 'un niño llamado', 'una niña llamada', '')} ${c.name} que soñaba con conocer ${c.words.place}.`
          : `Érase una vez ${c.name}, que soñaba con conocer ${c.words.place}.`,
      (c) =>
        `${c.name} siempre había soñado con ${c.words.place}, y aquel día ${c.words.friend} vino a enseñarle el camino.`,
      (c) =>
        `Al abrir los ojos, ${c.name} se encontró en ${c.words.place}, y ${c.words.friend} le dio la bienvenida.`,
    ],
    older: [
      (c) =>
        `El día en que ${c.name} llegó ${a(c.words.place)}, el aire parecía vibrar de posibilidades, y ${c.words.friend} ya estaba allí, sonriendo de oreja a oreja.`,
      (c) =>
        `${c.name} había leído sobre ${c.words.place} en muchísimos libros, pero ninguno contaba lo que se siente al estar allí de verdad, junto ${a(c.words.friend)}.`,
      (c) =>
        `Como empiezan las mejores aventuras, todo comenzó un día cualquiera, cuando ${c.name} siguió ${a(c.words.friend)} hasta ${c.words.place}.`,
      (c) =>
        `Nadie en casa lo habría creído, pero aquel día ${c.name} abrió la puerta y apareció en ${c.words.place}; allí, ${c.words.friend} esperaba con una sonrisa cómplice.`,
    ],
  },
  episode: {
    baby: [
      (c) => `${c.name} y ${c.words.friendName} ${ep(c).pres[1]}: ¡${c.words.sound}!`,
      (c) => `${c.name} ${ep(c).pres[0]}, ¡otra vez y otra vez!`,
      (c) => `¡Ahora ${c.name} ${ep(c).pres[0]}!`,
      (c) => `¡A ${ep(c).inf}, ${c.name}!`,
      (c) => `Mira qué bien: ${c.words.friendName} y ${c.name} ${ep(c).pres[1]}.`,
      (c) => `Despacito y con cuidado, ${c.name} ${ep(c).pres[0]}.`,
      (c) => `${c.name} ${ep(c).pres[0]}: ¡qué bien, qué bien!`,
      (c) => `¡Qué divertido: ${c.name} y ${c.words.friendName} ${ep(c).pres[1]}!`,
      (c) => `Con ${c.words.friendName}, ${c.name} ${ep(c).pres[0]}.`,
    ],
    young: [
      (c) => `Después, ${c.name} y ${c.words.friendName} ${ep(c).past[1]}, riéndose todo el rato.`,
      (c) => `«¡Vamos a ${ep(c).we}!», propuso ${c.words.friendName}, y allá que fueron, a todo correr.`,
      (c) => `Luego, ${c.name} ${ep(c).past[0]}, y fue todavía más divertido de lo que parece.`,
      (c) => `Más tarde, ${c.name} ${ep(c).past[0]} mientras ${c.words.friendName} aplaudía de alegría.`,
      (c) =>
        `A ${c.words.friendName} se le ocurrió una idea genial: ${ep(c).inf}, y ${c.name} dijo que sí enseguida.`,
      (c) => `Al rato, ${c.name} ${ep(c).past[0]}, y se rio tanto que le dolía la barriga.`,
      (c) => `En ${c.words.here}, ${c.name} ${ep(c).past[0]}, feliz como una perdiz.`,
      (c) =>
        `Sin perder ni un minuto, ${c.name} y ${c.words.friendName} ${ep(c).past[1]}, y el tiempo se les pasó volando.`,
      (c) =>
        `«¿Y ahora qué hacemos?», preguntó ${c.name}, y ${c.words.friendName} respondió: «¡${cap(ep(c).inf)}!».`,
    ],
    older: [
      (c) =>
        `Más tarde, ${c.name} y ${c.words.friendName} ${ep(c).past[1]}, y durante un buen rato el resto del mundo pareció quedarse maravillosamente lejos.`,
      (c) =>
        `«¿Qué te parece si vamos a ${ep(c).we}?», preguntó ${c.words.friendName}, y antes de que ${c.name} pudiera contestar, ya estaban en marcha.`,
      (c) =>
        `En ${c.words.here} nadie tenía prisa, así que ${c.name}, con toda la calma del mundo, ${ep(c).past[0]}, fijándose en cada pequeño detalle sorprendente.`,
      (c) =>
        `Aquel día, ${c.name} no esperaba ${ep(c).inf}, pero acabó siendo uno de los momentos favoritos de toda la aventura.`,
      (c) =>
        `Con ${c.words.friendName} muy cerca, ${c.name} ${ep(c).past[0]} y descubrió que las cosas más bonitas suelen ser las más sencillas.`,
      (c) =>
        `Fue ${c.words.friendName} quien propuso ${ep(c).inf}, y ${c.name}, con una mezcla de nervios y entusiasmo, aceptó sin pensárselo dos veces.`,
      (c) =>
        c.gender
          ? `${c.name} ${ep(c).past[0]}, tan ${gx(c, 'concentrado', 'concentrada', '')} que ni siquiera oyó a ${c.words.friendName} reírse por lo bajo.`
          : `${c.name} ${ep(c).past[0]}, con los ojos brillantes de curiosidad y una sonrisa enorme.`,
      (c) =>
        `Lo siguiente fue ${ep(c).inf}, y, para sorpresa de ${c.name}, salió todavía mejor de lo esperado.`,
      (c) =>
        `Cuando ${c.name} y ${c.words.friendName} ${ep(c).past[1]}, ${c.name} tuvo la certeza de que aquel era uno de esos días que se recuerdan toda la vida.`,
    ],
  },
  ending: {
    baby: [
      (c) => `Buenas noches, ${c.name}. Dulces sueños.`,
      (c) => `Uaaah, qué sueño tiene ${c.name}: shhh, a dormir.`,
      (c) => `Acurrúcate, ${c.name}; buenas noches, ${c.words.friendName}.`,
      (c) => `Shhh, shhh: ${c.name} y ${c.words.friendName} ${c.words.ending.pres[1]}, y a dormir.`,
    ],
    young: [
      (c) =>
        `Por fin llegó la hora de ${c.words.ending.inf}, y ${c.name} se durmió enseguida, con el corazón lleno de alegría.`,
      (c) =>
        `Cuando cayó la noche, ${c.name} y ${c.words.friendName} ${c.words.ending.past[1]} y soñaron cosas bonitas.`,
      (c) =>
        `«Gracias por este día», susurró ${c.name}, y después de ${c.words.ending.inf}, llegó la hora de acurrucarse y dormir.`,
      (c) =>
        `Y así, después de ${c.words.ending.inf}, ${c.name} se durmió, y colorín colorado, este cuento se ha acabado.`,
    ],
    older: [
      (c) =>
        `Mientras el día se deshacía en noche, ${c.name} ${c.words.ending.past[0]}, guardando toda la aventura dentro como una lucecita cálida, y durmió más en paz que nunca.`,
      (c) =>
        `Más tarde, ya en la cama y con los párpados pesados, ${c.name} pensó en ${c.words.here} y en ${c.words.friendName}, y sonrió, porque hay aventuras que se quedan contigo mucho después de terminar.`,
      (c) =>
        `Ya era de noche cuando ${c.name} y ${c.words.friendName} ${c.words.ending.past[1]}, y el sueño llegó despacito, como una ola tranquila, mientras ${c.name} se preguntaba qué traería el día siguiente.`,
      (c) =>
        c.gender
          ? `Aquella noche, ${c.name} ${c.words.ending.past[0]} y, antes de darse cuenta, se quedó ${gx(c, 'dormido', 'dormida', '')} con una sonrisa.`
          : `Aquella noche, ${c.name} ${c.words.ending.past[0]}, y el sueño llegó sin hacer ruido, con una sonrisa de regalo.`,
    ],
  },
};

const treasure: PlotLines<SpanishWords> = {
  discovery: {
    baby: [
      (c) => `¡Oh! ${c.name} encuentra ${c.words.found}.`,
      (c) => `¿Qué es esto, ${c.name}? ¡Es ${c.words.found}!`,
      (c) => `Mira, mira, ${c.name}: ${c.words.found}.`,
      (c) => `¡Sorpresa para ${c.name}: ${c.words.found}!`,
    ],
    young: [
      (c) =>
        `De repente, ${c.name} vio ${c.words.found}, y ${c.words.friendName} exclamó: «¡Qué sorpresa tan bonita!».`,
      (c) =>
        `Justo entonces, algo brilló muy cerca: era ${c.words.found}, y ${c.name} contuvo la respiración de pura emoción.`,
      (c) => `«¡Mira allí!», gritó ${c.words.friendName}, y ${c.name} encontró ${c.words.found}.`,
      (c) => `Entonces ${c.name} descubrió ${c.words.found} y corrió a contárselo a ${c.words.friendName}.`,
    ],
    older: [
      (c) =>
        `En un rincón donde a nadie se le habría ocurrido mirar, ${c.name} descubrió ${c.words.found}, y sintió un cosquilleo de curiosidad de la cabeza a los pies.`,
      (c) =>
        `${c.words.friendName} se detuvo y señaló sin decir nada: allí, esperando en silencio, estaba ${c.words.found}.`,
      (c) =>
        `Hay descubrimientos que parecen haber esperado solo por ti, y eso fue exactamente lo que sintió ${c.name} al encontrar ${c.words.found}.`,
      (c) =>
        `Al principio, ${c.name} creyó estar imaginándolo, pero al acercarse comprendió que tenía delante ${c.words.found}.`,
    ],
  },
  episodes: {
    baby: [
      (c) => `¡Oooh, ${c.name}! ¡Cómo reluce!`,
      (c) => `Con cuidadito, con cuidadito: ${c.name} lleva ${the(c)}.`,
      () => '¿Y esto para qué sirve? ¡Mmm!',
    ],
    young: [
      (c) => `${c.name} miró de cerca ${the(c)}, que brilló un poquito más, como si quisiera saludar.`,
      (c) => `${c.name} llevó ${the(c)} con muchísimo cuidado, para que no le pasara nada por el camino.`,
      (c) =>
        `«¿Para qué servirá?», preguntó ${c.words.friendName}. ${c.name} todavía no lo sabía, pero tenía una corazonada.`,
    ],
    older: [
      (c) =>
        `De cerca, ${the(c)} era todavía más ${ft(c, 'asombroso', 'asombrosa')}: relucía con más fuerza cada vez que ${c.name} le sonreía.`,
      (c) =>
        `${c.name} sostenía ${the(c)} con la delicadeza con que se sostiene un huevo de pájaro, mientras ${c.words.friendName} vigilaba a un lado y a otro.`,
      (c) =>
        `Se sentaron a pensar: seguro que ${the(c)} había aparecido aquel día por algún motivo, y ${c.name} quería averiguar cuál.`,
    ],
  },
  thread: {
    baby: [
      (c) => `¡${cap(the(c))} brilla, brilla, brilla!`,
      (c) => `${c.name} lleva ${the(c)} muy cerquita.`,
      (c) => `¿Y ${the(c)}? ¡Aquí sigue!`,
      (c) => `${c.words.friendName} mira ${the(c)}: ¡oooh!`,
      (c) => `Cuidado con ${the(c)}, ${c.name}.`,
    ],
    young: [
      (c) => `${c.name} no le quitaba ojo ${a(the(c))} ni un segundo.`,
      (c) => `«¿De dónde habrá salido ${the(c)}?», se preguntó ${c.words.friendName}.`,
      (c) => `De vez en cuando, ${c.name} miraba ${the(c)} para comprobar que seguía allí.`,
      (c) => `${cap(the(c))} brillaba suavecito, como si diera las gracias.`,
      (c) => `${c.words.friendName} prometió cuidar también ${del(the(c))}.`,
    ],
    older: [
      (c) =>
        `${c.name} llevaba ${the(c)} siempre cerca, y de vez en cuando le parecía notar un calorcito que salía de ${ft(c, 'él', 'ella')}.`,
      (c) =>
        `Incluso en mitad de la aventura, ${c.name} seguía pensando en ${the(c)} y en todos los secretos que podría esconder.`,
      (c) =>
        `${c.words.friendName} miraba de reojo ${the(c)} una y otra vez, como si esperara que empezara a hablar.`,
      (c) =>
        `Parecía que ${the(c)} quisiera acompañarlos a todas partes, y ${c.name} no tenía ninguna intención de separarse de ${ft(c, 'él', 'ella')}.`,
    ],
  },
  climax: {
    baby: [
      (c) => `¡Oh, oh! ${c.name} ${c.words.climax.pres[0]}.`,
      (c) => `Despacito, despacito, ${c.name} ${c.words.climax.pres[0]}.`,
      (c) => `Con mucho cariño, ${c.name} ${c.words.climax.pres[0]}.`,
      (c) => `Uno, dos y tres: ${c.name} ${c.words.climax.pres[0]}.`,
    ],
    young: [
      (c) =>
        `Entonces llegó el momento más importante de todos: ${c.name} respiró hondo y ${c.words.climax.past[0]}.`,
      (c) => `«¡Yo puedo hacerlo!», dijo ${c.name}, y ${c.words.climax.past[0]}.`,
      (c) =>
        `${c.name} pensó muchísimo, reunió todo su valor y, con mucha dulzura, ${c.words.climax.past[0]}.`,
      (c) =>
        `No fue fácil, pero ${c.name} no se rindió, y al final ${c.words.climax.past[0]}, ¡y ${c.words.friendName} dio un brinco de alegría!`,
    ],
    older: [
      (c) =>
        `Todo pareció contener la respiración mientras ${c.name} tomaba una decisión: ser valiente y amable a la vez, y así fue como ${c.words.climax.past[0]}.`,
      (c) =>
        `Habría sido fácil rendirse, pero ${c.name} respiró despacio, hizo acopio de valor y ${c.words.climax.past[0]}, y ${c.words.friendName} soltó un suspiro de alivio y admiración.`,
      (c) =>
        `${c.name} comprendió que ser valiente no significa no tener nervios, sino hacer lo correcto a pesar de ellos, y por eso ${c.words.climax.past[0]}.`,
      (c) =>
        `Con el corazón latiendo deprisa y las manos firmes, ${c.name} ${c.words.climax.past[0]}, y en ese instante pareció que todo a su alrededor brillaba un poco más.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `¡Bien, bien: ${c.name} y ${c.words.friendName} lo celebran con ${the(c)}!`,
      (c) => `¡Hurra por ${c.name} y ${the(c)}!`,
    ],
    young: [
      (c) => `Para celebrarlo, ${c.name} y ${c.words.friendName} bailaron en corro alrededor ${del(the(c))}.`,
      (c) => `«¡Es el mejor hallazgo del mundo!», exclamó ${c.name}, enseñándole ${the(c)} a todo el mundo.`,
    ],
    older: [
      (c) =>
        `${c.name} y ${c.words.friendName} celebraron su hallazgo, y ${the(c)} centelleaba con más fuerza con cada carcajada.`,
      (c) =>
        `Todos quisieron admirar ${the(c)}, y ${c.name} sintió que el pecho se le llenaba de un orgullo tranquilo.`,
    ],
  },
};

const lost: PlotLines<SpanishWords> = {
  discovery: {
    baby: [
      (c) => `¡Oh, no! ${c.words.friendName} ha perdido su ${c.words.thing}.`,
      (c) => `${c.words.friendName} llora: ¿dónde está su ${c.words.thing}?`,
      (c) => `Snif, snif: ${c.words.friendName} ya no tiene su ${c.words.thing}.`,
    ],
    young: [
      (c) =>
        `De pronto, ${c.words.friendName} se quedó muy ${fa(c, 'quieto', 'quieta')}: «¡He perdido mi ${c.words.thing}!», dijo con un suspiro.`,
      (c) =>
        `${c.words.friendName} buscaba por todas partes con cara de preocupación: su ${c.words.thing} había desaparecido.`,
    ],
    older: [
      (c) =>
        `Fue entonces cuando ${c.words.friendName} soltó un gritito: su ${c.words.thing}, su tesoro más querido, había desaparecido.`,
      (c) =>
        `A ${c.words.friendName} se le nubló la mirada: su ${c.words.thing} ya no estaba, y ${c.name} prometió enseguida ayudarle a encontrar${it(c)}.`,
    ],
  },
  episodes: {
    baby: [
      (c) => `¿Debajo? ¿Detrás? ${c.name} mira y mira.`,
      (c) => `¿${cap(it(c))} has visto? ¡No, no!`,
      () => '¡Algo brilla! Oh… no, no es.',
    ],
    young: [
      (c) =>
        `${c.name} y ${c.words.friendName} buscaron de arriba abajo, hasta en el último rincón ${del(c.words.here)}.`,
      (c) => `Fueron preguntando a todo el mundo: «¿Has visto ${the(c)}?», pero nadie ${it(c)} había visto.`,
      (c) => `Algo relució en el suelo y ${c.name} corrió a mirar, pero solo era un botón.`,
    ],
    older: [
      (c) =>
        `Buscaron por todas partes, de lo más alto a lo más bajo, pero ${the(c)} no aparecía por ningún sitio.`,
      (c) =>
        `${c.name} preguntó a todo aquel con quien se cruzaban si había visto ${the(c)}; unos negaban con la cabeza, otros prometían estar atentos.`,
      (c) =>
        `Un destello llamó la atención de ${c.name} y el corazón le dio un brinco, pero resultó ser un simple botón perdido que brillaba en el suelo como si les guiñara un ojo.`,
    ],
  },
  thread: {
    baby: [
      (c) => `¿Dónde estás, ${c.words.thing}?`,
      (c) => `${c.name} busca arriba, abajo, por todas partes.`,
      () => 'Aquí no, allí tampoco: ¡a seguir buscando!',
      (c) => `${c.words.friendName} dice: «Mmm, mmm», y sigue buscando un poquito más.`,
    ],
    young: [
      (c) => `Todavía no había ni rastro ${del(the(c))}, pero ${c.name} no se desanimó.`,
      (c) => `«A lo mejor está por aquí», dijo ${c.name}, mirando a un lado y a otro.`,
      (c) => `${cap(the(c))} seguía sin aparecer, pero nadie se rindió.`,
      (c) =>
        `Por el camino, ${c.name} y ${c.words.friendName} iban con los ojos bien abiertos, por si ${the(c)} estaba ${ft(c, 'escondido', 'escondida')} cerca.`,
      (c) =>
        `${c.name} le dio un abrazo ${a(c.words.friendName)}: «${cap(it(c))} encontraremos, te lo prometo».`,
    ],
    older: [
      (c) =>
        `Durante todo ese tiempo, ${c.name} no se olvidó ${del(the(c))}, y revisaba cada rincón con la esperanza de ver${it(c)} aparecer.`,
      (c) =>
        `Seguía sin haber ni rastro ${del(the(c))}, pero ${c.words.friendName} no perdía el ánimo, y eso conmovía mucho a ${c.name}.`,
      (c) =>
        `A veces, ${c.name} creía ver${it(c)} por un instante, pero solo era un reflejo, y la búsqueda seguía con más ganas todavía.`,
      (c) =>
        `${c.words.friendName} casi no hablaba, y ${c.name} comprendió lo mucho que ${the(c)} significaba para ${fa(c, 'él', 'ella')}.`,
    ],
  },
  climax: {
    baby: [(c) => `¡Allí! ${c.name} encuentra ${the(c)}.`, (c) => `¡Aquí está ${the(c)}: cucú!`],
    young: [
      (c) => `Y de repente, ${c.name} vio algo que brillaba: ¡era ${the(c)} de ${c.words.friendName}!`,
      (c) => `«¡${cap(it(c))} he encontrado!», gritó ${c.name}, levantando ${the(c)} bien alto.`,
    ],
    older: [
      (c) =>
        `Justo cuando ya nadie lo esperaba, ${c.name} ${it(c)} vio por fin: ${the(c)}, ${ft(c, 'tranquilamente posado', 'tranquilamente posada')} allí, como si esperara a que alguien fuera a buscar${it(c)}.`,
      (c) =>
        `${c.name} contuvo la respiración, apartó con cuidado lo que ${it(c)} tapaba y descubrió ${the(c)}, ${ft(c, 'intacto', 'intacta')}.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `¡Toma, ${c.words.friendName}: aquí está tu ${c.words.thing}!`,
      (c) => `¡${c.words.friendName} está ${fa(c, 'contentísimo', 'contentísima')}: gracias, ${c.name}!`,
    ],
    young: [
      (c) =>
        `${c.name} le devolvió ${the(c)} ${a(c.words.friendName)}, que ${it(c)} abrazó muy fuerte y le dio las gracias.`,
      (c) =>
        `«¡Gracias, gracias!», repetía ${c.words.friendName} con los ojos brillantes, al recuperar su ${c.words.thing}.`,
    ],
    older: [
      (c) =>
        `${c.name} le tendió ${the(c)} ${a(c.words.friendName)}, y la alegría que le iluminó la cara valía por todas las búsquedas del mundo.`,
      (c) =>
        `${c.words.friendName} abrazó su ${c.words.thing}, luego abrazó a ${c.name}, y no hicieron falta palabras para dar las gracias.`,
    ],
  },
};

const newFriend: PlotLines<SpanishWords> = {
  discovery: {
    baby: [
      (c) => `¡Oh! ¿Quién está ahí? Es ${c.other.friend}, muy ${fo(c, 'tímido', 'tímida')}.`,
      (c) => `¡Mira, ${c.other.friend} se esconde! Hola, ${c.other.friendName}.`,
    ],
    young: [
      (c) =>
        `De pronto, ${c.name} se fijó en ${c.other.friend}, que miraba desde lejos sin atreverse a acercarse.`,
      (c) =>
        `«Hola», dijo una vocecita muy bajita: era ${c.other.friend}, que se puso ${fo(c, 'colorado', 'colorada')} hasta las orejas.`,
    ],
    older: [
      (c) =>
        `Fue entonces cuando ${c.name} descubrió ${a(c.other.friend)}, medio ${fo(c, 'escondido', 'escondida')}, observando la escena con unos ojos enormes y curiosos, sin atreverse a acercarse.`,
      (c) =>
        `Un poco ${fo(c, 'apartado', 'apartada')} estaba ${c.other.friend}, tan ${fo(c, 'tímido', 'tímida')} que bajaba la mirada en cuanto alguien ${fo(c, 'lo', 'la')} miraba.`,
    ],
  },
  episodes: {
    baby: [
      (c) => `¡Hola, hola, ${c.other.friendName}! ¡Uy, se ha escondido!`,
      (c) => `Un regalito para ${c.other.friendName}. ¡Aquí!`,
      (c) => `Sin ruido, sin ruido. Shhh, ${c.name}.`,
    ],
    young: [
      (c) =>
        `${c.name} agitó la mano para saludar ${a(c.other.friendName)}, pero ${c.other.friendName} volvió a esconderse enseguida.`,
      (c) =>
        `${c.name} dejó un regalito donde ${c.other.friendName} pudiera encontrarlo y se apartó un poco para esperar.`,
      (c) => `${c.name} se sentó cerca, sin hacer ruido, para que ${c.other.friendName} no se asustara.`,
    ],
    older: [
      (c) =>
        `Cuando ${c.name} ${fo(c, 'lo', 'la')} saludó, ${c.other.friendName} corrió a esconderse otra vez, aunque no sin antes asomar un ojo lleno de curiosidad.`,
      (c) =>
        `${c.name} eligió un pequeño regalo y lo dejó a medio camino entre los dos: una invitación que no necesitaba palabras.`,
      (c) =>
        `En lugar de perseguir ${a(c.other.friendName)}, ${c.name} se sentó cerca y esperó, porque los amigos tímidos necesitan su tiempo.`,
    ],
  },
  thread: {
    baby: [
      (c) => `¡Ven, ${c.other.friendName}, ven a jugar!`,
      (c) => `${c.name} le tiende la manita ${a(c.other.friendName)}.`,
      (c) => `${c.other.friendName} sonríe un poquito.`,
      () => '¡Todos juntos es más divertido!',
    ],
    young: [
      (c) => `${c.name} le enseñó ${a(c.other.friendName)} todos sus rincones favoritos.`,
      (c) => `Poco a poco, ${c.other.friendName} se atrevió a acercarse un poco más.`,
      (c) => `«Ven con nosotros, aquí hay sitio para todos», le dijo ${c.name} ${a(c.other.friendName)}.`,
      (c) =>
        `${c.words.friendName} le hizo un huequito ${a(c.other.friendName)}, justo al lado de ${c.name}.`,
    ],
    older: [
      (c) =>
        `${c.name} le mostró ${a(c.other.friendName)} cada rincón ${del(c.words.here)}, contándole mil pequeñas historias.`,
      (c) =>
        `A cada paso, ${c.other.friendName} parecía un poco menos ${fo(c, 'cohibido', 'cohibida')}, y su mirada se iba iluminando poco a poco.`,
      (c) =>
        `${c.words.friendName} y ${c.name} se aseguraban de que ${c.other.friendName} nunca se quedara atrás, y ${fo(c, 'el recién llegado', 'la recién llegada')} empezaba a darse cuenta.`,
      (c) =>
        `A veces bastaba una pregunta amable para que asomara una sonrisa en la cara de ${c.other.friendName}.`,
    ],
  },
  climax: {
    baby: [
      (c) => `¡Ja, ja, ja: ${c.other.friendName} se ríe con ${c.name}!`,
      (c) => `¡${c.other.friendName} baila con ${c.name} y ${c.words.friendName}!`,
    ],
    young: [
      (c) => `De repente, ${c.other.friendName} soltó una carcajada y se unió al juego, feliz como nunca.`,
      (c) => `«¡Yo también quiero jugar!», exclamó ${c.other.friendName} entre risas, y todos aplaudieron.`,
    ],
    older: [
      (c) =>
        `Y entonces, sin previo aviso, ${c.other.friendName} soltó una carcajada alegre y se lanzó al juego, como si toda su timidez se hubiera esfumado de golpe.`,
      (c) =>
        `Fue un momento maravilloso: ${c.other.friendName} se unió a la partida, y su risa, tímida al principio, acabó sonando más fuerte que ninguna.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `Uno, dos, tres amigos: ¡${c.name}, ${c.words.friendName} y ${c.other.friendName}!`,
      () => '¡Un abrazo de tres!',
    ],
    young: [
      (c) =>
        `Desde entonces, ${c.name}, ${c.words.friendName} y ${c.other.friendName} fueron tres amigos inseparables.`,
      (c) =>
        `«¿Vendrás a jugar mañana?», preguntó ${c.name}, y ${c.other.friendName} asintió con una gran sonrisa.`,
    ],
    older: [
      (c) =>
        `Cuando llegó la hora de despedirse, eran tres los que sonreían, y ${c.name} supo que acababa de nacer una nueva amistad.`,
      (c) =>
        `${c.name} comprendió aquel día que a un amigo tímido a veces solo le hace falta que alguien le tienda la mano, y que ${c.other.friendName} ya era parte del grupo.`,
    ],
  },
};

const brave: PlotLines<SpanishWords> = {
  discovery: {
    baby: [
      (c) => `«¡${cap(c.words.sound)}!»: ¿qué es ese ruido?`,
      (c) => `¡Oh, un ruido raro! ${c.name} y ${c.words.friendName} escuchan.`,
    ],
    young: [
      (c) => `De repente se oyó un ruido extraño muy cerca, «${c.words.sound}», y ${c.name} dio un respingo.`,
      (c) => `«¿Oyes ese ruido tan raro?», susurró ${c.words.friendName}, y ${c.name} aguzó el oído.`,
    ],
    older: [
      (c) =>
        `Fue entonces cuando se oyó un sonido extraño, en algún lugar muy cercano, un «${c.words.sound}» que ni ${c.name} ni ${c.words.friendName} lograban reconocer.`,
      (c) =>
        `De pronto se elevó un sonido misterioso, y ${c.name} notó que el corazón le latía un poco más deprisa, sin saber muy bien si era por miedo o por curiosidad.`,
    ],
  },
  episodes: {
    baby: [
      () => '¡Escucha, escucha! ¡Suena más cerca!',
      () => '¡Dame la mano! Valientes, valientes.',
      (c) => `De puntillas, de puntillas, ${c.name}. ¡Ya casi!`,
    ],
    young: [
      () => 'Ahí estaba otra vez aquel sonido extraño, y ahora se oía más cerca que antes.',
      (c) =>
        `${c.name} y ${c.words.friendName} se dieron la mano muy fuerte. «Juntos somos valientes», dijo ${c.name}.`,
      (c) =>
        `Un paso, y luego otro: ${c.name} avanzó de puntillas hacia el sonido, tan sigilosamente como un ratoncito.`,
    ],
    older: [
      (c) =>
        `El sonido llegó una vez más, ahora desde más cerca, y ${c.name} casi pudo adivinar de qué lado venía.`,
      (c) =>
        `${c.name} buscó la mano de ${c.words.friendName}, y el apretón que recibió fue como si el valor pasara de un amigo a otro.`,
      (c) =>
        `Con mucho sigilo, ${c.name} se fue acercando al sonido, con el corazón dando saltos pero los pies bien firmes.`,
    ],
  },
  thread: {
    baby: [
      () => 'Shhh… ¡Otra vez ese ruido!',
      (c) => `${c.name} escucha con las orejitas bien atentas.`,
      () => '¿Quién hace ese ruido?',
      (c) => `${c.words.friendName} se pega mucho a ${c.name}.`,
    ],
    young: [
      () => 'El ruido raro volvió a sonar, esta vez un poco más cerca.',
      (c) => `${c.name} y ${c.words.friendName} se pararon a escuchar, uno al lado del otro.`,
      (c) => `«Seguro que no es nada malo», dijo ${c.name} para tranquilizar a ${c.words.friendName}.`,
      (c) => `De vez en cuando se oía otra vez: «${c.words.sound}».`,
    ],
    older: [
      (c) =>
        `El sonido volvía de vez en cuando, unas veces más fuerte y otras más débil, y ${c.name} no podía dejar de pensar en él.`,
      (c) =>
        `${c.words.friendName} se acercó a ${c.name}, y los dos cruzaron una mirada que decía: pronto descubriremos qué es.`,
      (c) =>
        `${c.name} se repetía que casi todos los ruidos extraños tienen una explicación sencilla, y eso bastaba para calmarle el corazón.`,
      (c) => `Con cada nuevo eco, la curiosidad de ${c.name} crecía un poco más que su inquietud.`,
    ],
  },
  climax: {
    baby: [(c) => `${c.name} mira… ¡es ${c.other.friend}!`, (c) => `¡El ruido era ${c.other.friend}: cucú!`],
    young: [
      (c) =>
        `${c.name} hizo acopio de valor, se asomó con cuidado… y descubrió ${a(c.other.friend)}, que hacía «${c.words.sound}» ${fo(c, 'muerto', 'muerta')} de risa.`,
      (c) =>
        `Despacito, ${c.name} se acercó al ruido y, sorpresa: ¡solo era ${c.other.friend}, sonriendo de oreja a oreja!`,
    ],
    older: [
      (c) =>
        `Armándose de valor, ${c.name} avanzó para ver de dónde venía el ruido y descubrió… ${a(c.other.friend)}, que parecía igual de ${fo(c, 'sorprendido', 'sorprendida')}.`,
      (c) =>
        `${c.name} respiró hondo y avanzó, paso a paso, hasta el origen del ruido: no era más que ${c.other.friend}, que jugaba tan ${fo(c, 'tranquilo', 'tranquila')}.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `¡Ja, ja! ¡Todos se ríen con ${c.other.friendName}!`,
      (c) => `${c.name} le da un abrazo a ${c.other.friendName}.`,
    ],
    young: [
      (c) =>
        `Todos se echaron a reír, y ${c.other.friendName} volvió a hacer «${c.words.sound}» solo para divertirlos.`,
      (c) =>
        `«¡Menudo susto para nada!», se rio ${c.name}, y ${c.words.friendName} y ${c.other.friendName} se rieron con ganas.`,
    ],
    older: [
      (c) =>
        `La risa que vino después fue tan contagiosa que hasta ${c.other.friendName} acabó con lágrimas en los ojos, y el miedo se esfumó del todo.`,
      (c) =>
        `${c.name} se dio cuenta de que había bastado un poco de valor para convertir una preocupación en carcajadas compartidas con ${c.other.friendName}.`,
    ],
  },
};

const surprise: PlotLines<SpanishWords> = {
  discovery: {
    baby: [
      (c) => `Shhh: ¡${c.name} prepara una sorpresa para ${c.words.friendName}!`,
      (c) => `Un secreto: ${c.name} tiene una idea para ${c.words.friendName}.`,
    ],
    young: [
      (c) =>
        `A ${c.name} se le ocurrió preparar una sorpresa para ${c.words.friendName}, pero shhh, era un secreto.`,
      (c) =>
        `Mientras ${c.words.friendName} miraba hacia otro lado, ${c.name} susurró: «Le voy a dar una sorpresa».`,
    ],
    older: [
      (c) =>
        `Al ver ${a(c.words.friendName)} tan feliz, ${c.name} tuvo una idea secreta: prepararle una sorpresa que no olvidara nunca.`,
      (c) =>
        `${c.name} había decidido, en el más absoluto secreto, darle las gracias ${a(c.words.friendName)} por aquel día con una sorpresa solo para ${fa(c, 'él', 'ella')}.`,
    ],
  },
  episodes: {
    baby: [
      () => '¡Esto! ¡Y esto! ¡Para la sorpresa!',
      () => '¡A trabajar, a trabajar! Es un secreto.',
      (c) => `¡Rápido, a esconderla! ¡Que viene ${c.words.friendName}!`,
    ],
    young: [
      (c) =>
        `${c.name} fue reuniendo, una a una, las cosas más bonitas ${del(c.words.here)} para la sorpresa.`,
      (c) =>
        `En un rincón tranquilo, ${c.name} trabajó en la sorpresa, tarareando bajito para que nadie sospechara nada.`,
      (c) =>
        `Justo entonces apareció ${c.words.friendName}, y ${c.name} tapó la sorpresa en el último segundo.`,
    ],
    older: [
      (c) =>
        `Sin ninguna prisa, ${c.name} fue reuniendo pequeñas maravillas por todo ${c.words.here}, cada una elegida pensando en ${c.words.friendName}.`,
      (c) =>
        `En un rincón escondido, ${c.name} se puso manos a la obra, colocando y recolocando cada cosa hasta que la sorpresa quedó perfecta.`,
      (c) =>
        `¡Pasos! ${c.name} cubrió la sorpresa con un paño un instante antes de que apareciera ${c.words.friendName}, silbando tan tranquilo.`,
    ],
  },
  thread: {
    baby: [
      (c) => `${c.name} recoge un tesorito: ¡shhh!`,
      () => '¡Una cosa bonita más para la sorpresa!',
      (c) => `${c.name} se ríe bajito: ji, ji, ji.`,
      (c) => `¡Ni una palabra ${a(c.words.friendName)}!`,
    ],
    young: [
      (c) => `Sin que nadie lo viera, ${c.name} guardó algo bonito para la sorpresa.`,
      (c) => `${c.name} sonreía para sus adentros cada vez que pensaba en la sorpresa.`,
      (c) => `La sorpresa iba tomando forma, y a ${c.name} le costaba muchísimo guardar el secreto.`,
      (c) =>
        `${c.words.friendName} preguntó qué estaba tramando ${c.name}, pero solo recibió una respuesta: «Ya lo verás».`,
    ],
    older: [
      (c) =>
        `Cada vez que ${c.words.friendName} miraba hacia otro lado, ${c.name} añadía a escondidas algún detalle más a la sorpresa.`,
      (c) =>
        `Guardar un secreto no era fácil, sobre todo cuando ${c.words.friendName} hacía preguntas inocentes, pero ${c.name} aguantó sin decir nada.`,
      (c) =>
        `Poco a poco, la sorpresa iba cobrando forma, y ${c.name} ya se imaginaba la cara que pondría ${c.words.friendName}.`,
      (c) =>
        `${c.name} había reunido todo lo necesario para que la sorpresa fuera perfecta, y lo escondía con muchísimo cuidado.`,
    ],
  },
  climax: {
    baby: [
      (c) => `¡Sorpresa, ${c.words.friendName}: es para ti!`,
      (c) => `¡Tachán: una sorpresa para ${c.words.friendName}!`,
    ],
    young: [
      (c) =>
        `«¡Sorpresa!», gritó ${c.name}, y ${c.words.friendName} abrió mucho los ojos, ${fa(c, 'maravillado', 'maravillada')}.`,
      (c) =>
        `Cuando ${c.words.friendName} vio la sorpresa, dio un salto de alegría: «¿Todo esto es para mí?».`,
    ],
    older: [
      (c) =>
        `«¡Sorpresa!», exclamó ${c.name}, y la cara de ${c.words.friendName} se iluminó con una alegría tan grande que todo el secreto valió la pena.`,
      (c) =>
        `Cuando ${c.words.friendName} descubrió por fin la sorpresa, se quedó un instante sin palabras y después no paró de dar las gracias.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `¡${c.name} y ${c.words.friendName} hacen una fiesta!`,
      () => '¡Hurra, que siga la fiesta!',
    ],
    young: [
      (c) => `Todos lo celebraron, y ${c.words.friendName} no dejaba de dar las gracias.`,
      (c) => `${c.name} y ${c.words.friendName} bailaron, cantaron y rieron una y otra vez.`,
    ],
    older: [
      (c) =>
        `La pequeña fiesta duró un buen rato, y ${c.name} descubrió que regalar un momento de felicidad alegra casi tanto como recibirlo.`,
      (c) =>
        `${c.words.friendName} abrazó a ${c.name} con fuerza, y juntos celebraron aquel día como se merecía.`,
    ],
  },
};

const journey: PlotLines<SpanishWords> = {
  discovery: {
    baby: [
      (c) => `¡En marcha, ${c.name}: vamos ${c.words.farTo}!`,
      (c) => `¡Allá vamos: ${c.name} y ${c.words.friendName} se van lejos, lejos, lejos!`,
    ],
    young: [
      (c) =>
        `«¡Vamos de expedición ${c.words.farTo}!», propuso ${c.words.friendName}. «¡Hace muchísimo que nadie va por allí!».`,
      (c) =>
        `${c.name} preparó una merienda y emprendió con ${c.words.friendName} un largo viaje hasta ${c.words.far}.`,
    ],
    older: [
      (c) =>
        `${c.words.friendName} tenía un mapa antiguo que señalaba el camino hasta ${c.words.far}, y ${c.name} decidió que aquel era el día perfecto para seguirlo.`,
      (c) =>
        `Decían que ${c.words.far} era el lugar más bonito en muchas leguas a la redonda, así que ${c.name} y ${c.words.friendName} partieron a comprobarlo con sus propios ojos.`,
    ],
  },
  episodes: {
    baby: [
      () => '¡Uy, por aquí no! ¡Por allí!',
      (c) => `¡Qué cansancio! ¡Ánimo, ${c.name}!`,
      () => '¡Un descanso! A merendar: ñam, ñam.',
    ],
    young: [
      (c) =>
        `¡Uy, se habían equivocado de camino! ${c.name} se paró, miró a su alrededor y encontró de nuevo el camino correcto.`,
      (c) =>
        `A ${c.name} le pesaban las piernas, pero ${c.words.far} ya no quedaba tan lejos, así que siguieron adelante.`,
      (c) =>
        `A mitad de camino, ${c.name} y ${c.words.friendName} se sentaron a descansar y compartieron la merienda.`,
    ],
    older: [
      (c) =>
        `En algún punto se equivocaron de dirección, pero ${c.name} reconoció algo que había visto antes, y así volvieron al camino correcto.`,
      (c) =>
        `El trayecto se hacía largo y a ${c.name} le pesaban los pies, pero cada paso acortaba un poco más la distancia hasta ${c.words.far}.`,
      () =>
        'A medio camino se tomaron un respiro: compartieron la merienda y contemplaron el paisaje antes de seguir.',
    ],
  },
  thread: {
    baby: [
      () => '¡Caminamos, caminamos, y seguimos caminando!',
      () => '¿Falta mucho? ¡Un poquito más!',
      () => '¡Un paso, dos pasos, tres pasos!',
      (c) => `${c.name} y ${c.words.friendName} avanzan, avanzan.`,
    ],
    young: [
      (c) => `El camino seguía y seguía, y ${c.name} se preguntaba cuánto faltaría.`,
      (c) => `«Ya casi llegamos», aseguró ${c.words.friendName}, aunque todavía quedaba un buen trecho.`,
      (c) => `${c.words.friendName} señaló hacia delante: «¡Ya no queda nada!».`,
      (c) => `${c.name} se dio la vuelta: el sitio de donde habían salido ya se veía pequeñito.`,
    ],
    older: [
      (c) =>
        `El viaje continuaba, y cada paso traía pequeñas maravillas en las que ${c.name} nunca se habría fijado de otro modo.`,
      (c) => `${c.name} tarareaba una canción de marcha, y las horas pasaban sin que se dieran cuenta.`,
      (c) => `${c.name} miró atrás y se asombró de todo el camino recorrido.`,
      (c) =>
        `Cuanto más avanzaban, más ganas tenía ${c.name} de descubrir qué les esperaba al final del viaje.`,
    ],
  },
  climax: {
    baby: [
      (c) => `¡Hala, ${c.name}! ¡Ya estamos en ${c.words.far}!`,
      () => '¡Mira: qué grande y qué bonito!',
    ],
    young: [
      (c) =>
        `Por fin, ${c.name} y ${c.words.friendName} llegaron ${c.words.farTo}, y se quedaron mirándolo todo con la boca abierta.`,
      (c) =>
        `«¡Lo hemos conseguido!», exclamó ${c.name} cuando, tras la última curva, apareció ${c.words.far} ante sus ojos.`,
    ],
    older: [
      (c) =>
        `Cuando por fin llegaron ${c.words.farTo}, ${c.name} se quedó en silencio, porque aquello era demasiado maravilloso para describirlo con palabras.`,
      (c) =>
        `Los últimos pasos fueron los más duros, pero entonces tuvieron delante ${c.words.far}, y ${c.name} supo que el viaje había merecido la pena.`,
    ],
  },
  resolution: {
    baby: [
      (c) => `Y ahora, el largo camino de vuelta: ¡pasito a pasito, ${c.name}!`,
      (c) => `${c.words.friendName} y ${c.name} vuelven, despacito.`,
    ],
    young: [
      (c) => `El camino de vuelta fue largo, pero ${c.name} y ${c.words.friendName} lo recorrieron cantando.`,
      (c) => `De regreso, ${c.name} le contó ${a(c.words.friendName)} todo lo que más le había gustado.`,
    ],
    older: [
      (c) =>
        `La vuelta fue larga, pero ni ${c.name} ni ${c.words.friendName} se quejaron: tenían tantos recuerdos que compartir por el camino.`,
      (c) =>
        `Durante el largo camino de regreso, ${c.name} se sorprendió sonriendo al pensar en todo lo que aquel viaje le había enseñado.`,
    ],
  },
};

const rawDetails: LanguagePack<SpanishWords>['details'] = {
  baby: [
    (c) => `¡${cap(c.words.sound)}!`,
    (c) => `¡Plas, plas, ${c.name}!`,
    () => '¡Bieeen!',
    (c) => `${c.words.friendName} dice: «¡Hola, hola!».`,
    (c) => `${c.name} se ríe: ¡ja, ja, ja!`,
    (c) => `Un besito para ${c.name}.`,
    () => '¡Cuántos colores!',
    (c) => `¿Dónde está ${c.words.friendName}? ¡Aquí está!`,
    (c) => `¡Choca esos cinco, ${c.name}!`,
    (c) => `${c.words.friendName} pone una cara muy graciosa.`,
    () => '¡Oh, qué bonito es todo!',
    (c) => `${c.name} da palmas: ¡plas, plas, plas!`,
    (c) => `${c.words.friendName} canta: ¡la, la, la!`,
    (c) => `¡Un abrazo grande para ${c.words.friendName}!`,
    (c) => `${c.name} abre mucho los ojos: ¡oh!`,
    () => '¡Chu, chu, seguimos!',
    (c) => `Un besito en la nariz de ${c.words.friendName}.`,
    (c) => `¡${c.name} está aquí, ${c.words.friendName} está aquí!`,
    () => '¡Ñam, ñam, una merienda rica!',
    (c) => `¡Hala, ${c.name}!`,
    (c) => `${c.words.friendName} da vueltas y vueltas: ¡bien!`,
    () => 'Todos sonríen.',
  ],
  young: [
    (c) => `${c.words.friendName} no se separaba de ${c.name} ni un momento.`,
    (c) => `${c.name} sentía el corazón calentito y lleno de luz.`,
    () => '¡Qué día tan maravilloso!',
    (c) => `«¡${cap(c.words.sound)}!», canturreó ${c.words.friendName}.`,
    (c) => `A ${c.name} le brillaban los ojos de emoción.`,
    (c) => `${c.words.friendName} le guiñó un ojo a ${c.name}.`,
    () => 'Nadie tenía prisa, y el tiempo parecía ir más despacio.',
    (c) =>
      c.gender
        ? `${c.name} estaba ${gx(c, 'contentísimo', 'contentísima', '')}.`
        : `${c.name} no podía dejar de sonreír.`,
    (c) => `La risa de ${c.name} resonaba por todas partes.`,
    (c) => `${c.words.friendName} tarareaba una cancioncilla alegre.`,
    (c) => `«Qué bien me lo paso contigo», dijo ${c.words.friendName}.`,
    (c) => `${c.name} tenía ganas de cantar de lo bonito que era todo.`,
    () => 'Por todas partes había colores y ruiditos alegres.',
    (c) => `${c.name} respiró hondo, con los ojos muy abiertos.`,
    (c) => `${c.words.friendName} dio una voltereta muy graciosa.`,
    (c) => `«Formamos un equipo estupendo», le dijo ${c.name} ${a(c.words.friendName)}.`,
    (c) => `Había tantas cosas que ver que ${c.name} no sabía adónde mirar.`,
    (c) => `${c.name} guardó ese momento en el corazón como un tesoro.`,
    (c) => `${c.words.friendName} contó un chiste, y ${c.name} se partió de risa.`,
    (c) => `¡Qué suerte tener ${fa(c, 'un amigo', 'una amiga')} como ${c.words.friendName}!`,
    (c) => `${c.name} y ${c.words.friendName} se sonrieron sin decir nada.`,
  ],
  older: [
    (c) => `${c.name} guardó ese recuerdo en un lugar seguro, para conservarlo siempre.`,
    (c) => `${c.words.friendName} no dijo nada, pero la mirada que compartieron lo decía todo.`,
    () => 'En algún lugar cercano, una brisa traía olor a aventura.',
    () => 'Fue uno de esos momentos en los que el mundo parece enorme y, a la vez, al alcance de la mano.',
    (c) => `${c.name} sintió algo difícil de explicar: una mezcla de asombro, calma y un poquito de vértigo.`,
    (c) =>
      `Si en ese momento alguien le hubiera preguntado a ${c.name} qué es la felicidad, habría dicho que tiene exactamente ese color.`,
    (c) =>
      `${c.words.friendName} tarareaba algo por lo bajo, una melodía que a ${c.name} le sonaba de algún sueño.`,
    () => 'Hasta el silencio parecía estar de buen humor.',
    (c) => `${c.name} habría querido que aquel momento no terminara nunca.`,
    () => 'Todo cuanto les rodeaba parecía susurrar la promesa de cosas bonitas por venir.',
    (c) => `${c.words.friendName} soltó una risa clara, y ${c.name} no pudo evitar reírse también.`,
    (c) => `${c.name} se fijó en mil pequeños detalles que nadie más habría visto.`,
    (c) => `Una alegría tranquila se instaló en el pecho de ${c.name}, como un gato que se hace un ovillo.`,
    (c) => `${c.words.friendName} tenía el don de hacer cada instante un poco más divertido.`,
    () => 'El tiempo parecía haberse detenido solo para dejarles disfrutar del momento.',
    (c) => `${c.name} tuvo la sensación de que el mundo acababa de hacerse un poco más grande.`,
    (c) => `Entre ${c.name} y ${c.words.friendName}, la complicidad crecía minuto a minuto.`,
    (c) => `${c.name} pensó que hay días que valen por todos los demás juntos.`,
    (c) => `${c.words.friendName} le lanzó una mirada traviesa a ${c.name}, y los dos se echaron a reír.`,
    (c) => `Había tanto que ver que ${c.name} no sabía dónde posar la mirada.`,
    (c) => `${c.name} se prometió contar algún día esta aventura, aunque todavía no sabía por dónde empezar.`,
  ],
};

const rawWindDown: LanguagePack<SpanishWords>['windDown'] = {
  baby: [
    (c) => `Uaaah… ${c.name} bosteza.`,
    (c) => `Un abrazo suave con ${c.words.friendName}.`,
    () => 'Las luces se apagan, despacito.',
  ],
  young: [
    (c) => `${c.name} dio un bostezo enorme, y ${c.words.friendName} también.`,
    (c) =>
      `${c.words.friendName} se arrimó a ${c.name}, ${fa(c, 'calentito y tranquilo', 'calentita y tranquila')}.`,
    () => 'Las luces se fueron apagando, y todo quedó en calma.',
    (c) => `A ${c.name} se le cerraban los párpados, pesados, muy pesados.`,
  ],
  older: [
    (c) => `${c.name} ahogó un largo bostezo, y ${c.words.friendName} le respondió con otro.`,
    () => 'Las luces se fueron atenuando poco a poco, y el mundo entero pareció bajar la voz.',
    (c) =>
      `${c.words.friendName} vino a acomodarse junto a ${c.name}, ${fa(c, 'tibio', 'tibia')} y reconfortante.`,
    (c) =>
      `Un cansancio dulce iba envolviendo a ${c.name}, de esos que llegan después de los días más bonitos.`,
  ],
};

/** The theme's second and third companions, in the order of the theme script. */
const companions: LanguagePack<SpanishWords>['companions'] = {
  ocean: [
    { friend: 'la tortuga marina Concha', friendName: 'Concha', friendIsFemale: true },
    { friend: 'el pulpo Tinta', friendName: 'Tinta', friendIsFemale: false },
  ],
  jungle: [
    { friend: 'el loro Kiwi', friendName: 'Kiwi', friendIsFemale: false },
    { friend: 'el elefantito Canica', friendName: 'Canica', friendIsFemale: false },
  ],
  space: [
    { friend: 'el extraterrestre Zib', friendName: 'Zib', friendIsFemale: false },
    { friend: 'el perrito Astro', friendName: 'Astro', friendIsFemale: false },
  ],
  castle: [
    { friend: 'el poni Trébol', friendName: 'Trébol', friendIsFemale: false },
    { friend: 'la lechuza Ulula', friendName: 'Ulula', friendIsFemale: true },
  ],
  dinosaur: [
    { friend: 'el tricerátops Tito', friendName: 'Tito', friendIsFemale: false },
    { friend: 'la tortuga marina Tili', friendName: 'Tili', friendIsFemale: true },
  ],
  halloween: [
    { friend: 'el fantasmita Bu', friendName: 'Bu', friendIsFemale: false },
    { friend: 'la lechuza Ulula', friendName: 'Ulula', friendIsFemale: true },
  ],
  christmas: [
    { friend: 'la conejita Campanilla', friendName: 'Campanilla', friendIsFemale: true },
    { friend: 'la zorrita Rubí', friendName: 'Rubí', friendIsFemale: true },
  ],
  beach: [
    { friend: 'el cangrejo Pinzas', friendName: 'Pinzas', friendIsFemale: false },
    { friend: 'el perrito Explorador', friendName: 'Explorador', friendIsFemale: false },
  ],
  dragon: [
    { friend: 'el búho Sabio', friendName: 'Sabio', friendIsFemale: false },
    { friend: 'el zorrito Canelo', friendName: 'Canelo', friendIsFemale: false },
  ],
  superhero: [
    { friend: 'el robot Gizmo', friendName: 'Gizmo', friendIsFemale: false },
    { friend: 'el gatito Brinco', friendName: 'Brinco', friendIsFemale: false },
  ],
  doctor: [
    { friend: 'el conejito Saltarín', friendName: 'Saltarín', friendIsFemale: false },
    { friend: 'el perrito Parche', friendName: 'Parche', friendIsFemale: false },
  ],
  school: [
    { friend: 'la lechuza Pluma', friendName: 'Pluma', friendIsFemale: true },
    { friend: 'el robot Bip', friendName: 'Bip', friendIsFemale: false },
  ],
  birthday: [
    { friend: 'la gatita Chispitas', friendName: 'Chispitas', friendIsFemale: true },
    { friend: 'el elefante Cacahuete', friendName: 'Cacahuete', friendIsFemale: false },
  ],
  bedtime: [
    { friend: 'la lechuza Luna', friendName: 'Luna', friendIsFemale: true },
    { friend: 'el conejito Achuchón', friendName: 'Achuchón', friendIsFemale: false },
  ],
  custom: [
    { friend: 'la lechuza Oliva', friendName: 'Oliva', friendIsFemale: true },
    { friend: 'la conejita Mora', friendName: 'Mora', friendIsFemale: true },
  ],
};

/**
 * Spanish euphony, applied to every finished line: "y" becomes "e" before an /i/ sound, whether
 * a name or any word (Burbujas e Inés, respiró hondo e hizo), but not before a diphthong (y hielo).
 */
const euphony = (text: string) => text.replace(/(?<!\p{L})y (?=[hH]?[iíIÍ](?![aeiouáéó]))/gu, 'e ');
const polish =
  (line: L): L =>
  (c) =>
    euphony(line(c));
const polishAll = <K extends string>(record: Record<K, L[]>): Record<K, L[]> =>
  Object.fromEntries(Object.entries<L[]>(record).map(([k, v]) => [k, v.map(polish)])) as Record<K, L[]>;
/** Polishes every line of a record of bands (the shared beats, or one plot's beats). */
const polishBeats = <T extends { [K in keyof T]: ByBand<SpanishWords> }>(record: T): T =>
  Object.fromEntries(
    Object.entries<ByBand<SpanishWords>>(record).map(([beat, bands]) => [beat, polishAll(bands)]),
  ) as T;

const favourites: LanguagePack<SpanishWords>['favourites'] = {
  opening: (c, things) =>
    euphony(`${c.name} llevaba consigo un bolsillo lleno de pensamientos felices: ${listOf(things, ' y ')}.`),
  moments: [
    (c, thing) => `De repente, algo le recordó a ${c.name} una de sus cosas favoritas: ${thing}.`,
    (c, thing) =>
      `${c.words.friendName} preguntó qué era lo que más le gustaba a ${c.name} en el mundo entero, y la respuesta llegó con una gran sonrisa: ${thing}.`,
    (c, thing) => `A lo lejos, algo muy querido pareció saludar a ${c.name} con la mano: ${thing}.`,
    (c, thing) => `${c.name} tarareó una cancioncita inventada sobre algo que adoraba: ${thing}.`,
  ],
};

export const es: LanguagePack<SpanishWords> = {
  code: 'es',
  script: /[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]/,
  themes,
  companions,
  custom,
  titles: (
    [
      (c) => `La gran aventura de ${c.name} ${c.words.where}`,
      (c) => `${c.name} y ${c.words.friend}`,
      (c) => `${c.words.topic}: un cuento para ${c.name}`,
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
