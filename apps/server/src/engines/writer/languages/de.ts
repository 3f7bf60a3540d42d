import type { LanguagePack, LineContext } from '../types.ts';
import { listOf } from './list-of.ts';

/**
 * Something the child does, split the way German word order needs it: the finite verb (present
 * for the youngest listeners, Präteritum for the story voice) goes in second position, and `rest`
 * is the remainder of the main clause, closing with any separable particle ("hört … zu"). Lines
 * only ever build main clauses from a deed, so the particle always lands in the right place.
 */
interface Deed {
  now: string;
  past: string;
  rest: string;
}

/** An episode also has its infinitive phrase, for invitations like „Lass uns … schwimmen!“. */
interface Episode extends Deed {
  inf: string;
}

export interface GermanWords {
  /** The place with its indefinite article, nominative: „ein leuchtendes Korallenriff …“. */
  placeNom: string;
  /** The same place in the dative, for „von … geträumt“. */
  placeDat: string;
  /** Where the story happens, with its preposition: „in einem leuchtenden Korallenriff …“. */
  at: string;
  /** A short way back to the place: „im Riff“. */
  here: string;
  /**
   * The companion in the three cases the lines use („der kleine Delfin Flossi“, „den …“, „dem …“),
   * and the name alone, which never declines. The theme's other companions replace these four.
   */
  friend: string;
  friendAcc: string;
  friendDat: string;
  friendName: string;
  /** A sound for the youngest listeners, without final punctuation: „Blubb, blubb“. */
  sound: string;
  /** What is found, nominative and accusative (they differ for masculine nouns). */
  foundNom: string;
  foundAcc: string;
  /** The found thing again, accusative with its article, for „dachte an …“. */
  thing: string;
  /** The same thing in the nominative: „der kleine Stern“. */
  thingNom: string;
  /**
   * The named faraway spot of the theme where a journey goes, nominative and accusative with the
   * article („das alte Schiffswrack hinter dem Riff“), then with the preposition it takes as a goal
   * („zum alten Schiffswrack …“, „in den Zauberwald …“) and as a place („beim alten Schiffswrack …“).
   */
  far: string;
  farAcc: string;
  farTo: string;
  farAt: string;
  /** Eight episodes, index-aligned with the theme script. */
  episodes: readonly [Episode, Episode, Episode, Episode, Episode, Episode, Episode, Episode];
  climax: Deed;
  ending: Deed;
  /** Title words with their article: „das große Meeresabenteuer“. */
  topic: string;
}

const w = (words: GermanWords) => words;
const e = (inf: string, now: string, past: string, rest: string): Episode => ({ inf, now, past, rest });
const d = (now: string, past: string, rest: string): Deed => ({ now, past, rest });
type Companion = Pick<GermanWords, 'friend' | 'friendAcc' | 'friendDat' | 'friendName'>;
const friend = (nom: string, acc: string, dat: string, name: string): Companion => ({
  friend: nom,
  friendAcc: acc,
  friendDat: dat,
  friendName: name,
});

const themes: LanguagePack<GermanWords>['themes'] = {
  ocean: w({
    placeNom: 'ein leuchtendes Korallenriff tief unten im Meer',
    placeDat: 'einem leuchtenden Korallenriff tief unten im Meer',
    at: 'in einem leuchtenden Korallenriff tief unten im Meer',
    here: 'im Riff',
    ...friend('der kleine Delfin Flossi', 'den kleinen Delfin Flossi', 'dem kleinen Delfin Flossi', 'Flossi'),
    sound: 'Blubb, blubb',
    foundNom: 'eine schimmernde, summende Perlmuschel',
    foundAcc: 'eine schimmernde, summende Perlmuschel',
    thing: 'die Perlmuschel',
    thingNom: 'die Perlmuschel',
    far: 'das alte Schiffswrack hinter dem Riff',
    farAcc: 'das alte Schiffswrack hinter dem Riff',
    farTo: 'zum alten Schiffswrack hinter dem Riff',
    farAt: 'beim alten Schiffswrack hinter dem Riff',
    episodes: [
      e(
        'mit einem Schwarm bunter Regenbogenfische schwimmen',
        'schwimmt',
        'schwamm',
        'mit einem Schwarm bunter Regenbogenfische',
      ),
      e(
        'eine verschlafene Meeresschildkröte begrüßen',
        'begrüßt',
        'begrüßte',
        'eine verschlafene Meeresschildkröte',
      ),
      e('die Farben der Korallen zählen', 'zählt', 'zählte', 'die Farben der Korallen'),
      e('einer Spur aus silbernen Bläschen folgen', 'folgt', 'folgte', 'einer Spur aus silbernen Bläschen'),
      e(
        'mit einem kleinen Kraken Verstecken spielen',
        'spielt',
        'spielte',
        'mit einem kleinen Kraken Verstecken',
      ),
      e('einem fernen Wal beim Singen zuhören', 'hört', 'hörte', 'einem fernen Wal beim Singen zu'),
      e(
        'einen Garten aus wogendem Seegras entdecken',
        'entdeckt',
        'entdeckte',
        'einen Garten aus wogendem Seegras',
      ),
      e('auf einer sanften Welle reiten', 'reitet', 'ritt', 'auf einer sanften Welle'),
    ],
    climax: d('zeigt', 'zeigte', 'einem verirrten Krabbenbaby den Weg nach Hause'),
    ending: d('gleitet', 'glitt', 'durch das mondhelle Wasser nach Hause'),
    topic: 'das große Meeresabenteuer',
  }),
  jungle: w({
    placeNom: 'ein grüner Dschungel voller hoher Bäume',
    placeDat: 'einem grünen Dschungel voller hoher Bäume',
    at: 'in einem grünen Dschungel voller hoher Bäume',
    here: 'im Dschungel',
    ...friend('das Äffchen Koko', 'das Äffchen Koko', 'dem Äffchen Koko', 'Koko'),
    sound: 'Hui, schwups',
    foundNom: 'eine goldene, im Schatten leuchtende Blume',
    foundAcc: 'eine goldene, im Schatten leuchtende Blume',
    thing: 'die goldene Blume',
    thingNom: 'die goldene Blume',
    far: 'der große Wasserfall tief im Dschungel',
    farAcc: 'den großen Wasserfall tief im Dschungel',
    farTo: 'zum großen Wasserfall tief im Dschungel',
    farAt: 'am großen Wasserfall tief im Dschungel',
    episodes: [
      e('an weichen grünen Lianen schaukeln', 'schaukelt', 'schaukelte', 'an weichen grünen Lianen'),
      e('einen bunten Papagei treffen', 'trifft', 'traf', 'einen bunten Papagei'),
      e(
        'auf Zehenspitzen an einem dösenden Tiger vorbeischleichen',
        'schleicht',
        'schlich',
        'auf Zehenspitzen an einem dösenden Tiger vorbei',
      ),
      e('durch einen glitzernden Bach platschen', 'platscht', 'platschte', 'durch einen glitzernden Bach'),
      e('süße Bananen mit neuen Freunden teilen', 'teilt', 'teilte', 'süße Bananen mit neuen Freunden'),
      e('den Schmetterlingen beim Tanzen zusehen', 'sieht', 'sah', 'den Schmetterlingen beim Tanzen zu'),
      e(
        'auf einen freundlichen alten Baum klettern',
        'klettert',
        'kletterte',
        'auf einen freundlichen alten Baum',
      ),
      e('lustigen Fußspuren im Matsch folgen', 'folgt', 'folgte', 'lustigen Fußspuren im Matsch'),
    ],
    climax: d('hilft', 'half', 'einem Elefantenbaby aus dem klebrigen Matsch'),
    ending: d('lauscht', 'lauschte', 'dem Schlaflied der Frösche und Grillen'),
    topic: 'das Dschungelabenteuer',
  }),
  space: w({
    placeNom: 'der weite Weltraum voller Sterne',
    placeDat: 'dem weiten Weltraum voller Sterne',
    at: 'im weiten Weltraum zwischen den Sternen',
    here: 'im Weltraum',
    ...friend('der Roboter Blinki', 'den Roboter Blinki', 'dem Roboter Blinki', 'Blinki'),
    sound: 'Wusch, wusch',
    foundNom: 'ein winziger, vom Himmel gefallener Stern',
    foundAcc: 'einen winzigen, vom Himmel gefallenen Stern',
    thing: 'den kleinen Stern',
    thingNom: 'der kleine Stern',
    far: 'der Ringplanet ganz am Rand der Sterne',
    farAcc: 'den Ringplaneten ganz am Rand der Sterne',
    farTo: 'zum Ringplaneten ganz am Rand der Sterne',
    farAt: 'beim Ringplaneten ganz am Rand der Sterne',
    episodes: [
      e('mit einer Rakete am Mond vorbeifliegen', 'fliegt', 'flog', 'mit einer Rakete am Mond vorbei'),
      e('auf einem weichen lila Planeten hüpfen', 'hüpft', 'hüpfte', 'auf einem weichen lila Planeten'),
      e('einem freundlichen Kometen zuwinken', 'winkt', 'winkte', 'einem freundlichen Kometen zu'),
      e(
        'mit den Sternen Bilder an den Himmel malen',
        'malt',
        'malte',
        'mit den Sternen Bilder an den Himmel',
      ),
      e('schwerelos umherschweben', 'schwebt', 'schwebte', 'schwerelos umher'),
      e(
        'die Ringe eines riesigen Planeten besuchen',
        'besucht',
        'besuchte',
        'die Ringe eines riesigen Planeten',
      ),
      e(
        'einen schüchternen kleinen Außerirdischen kennenlernen',
        'lernt',
        'lernte',
        'einen schüchternen kleinen Außerirdischen kennen',
      ),
      e(
        'der Sonne beim Aufgehen über der Erde zusehen',
        'sieht',
        'sah',
        'der Sonne beim Aufgehen über der Erde zu',
      ),
    ],
    climax: d('hilft', 'half', 'dem kleinen Stern zurück an seinen Platz am Himmel'),
    ending: d('fliegt', 'flog', 'nach Hause, dem funkelnden Stern vor dem Fenster entgegen'),
    topic: 'die Reise zu den Sternen',
  }),
  castle: w({
    placeNom: 'ein Schloss auf einem grünen Hügel',
    placeDat: 'einem Schloss auf einem grünen Hügel',
    at: 'in einem Schloss auf einem grünen Hügel',
    here: 'im Schloss',
    ...friend('das Kätzchen Mimi', 'das Kätzchen Mimi', 'dem Kätzchen Mimi', 'Mimi'),
    sound: 'Ding, dong',
    foundNom: 'ein kleiner goldener Schlüssel unter einem Rosenbusch',
    foundAcc: 'einen kleinen goldenen Schlüssel unter einem Rosenbusch',
    thing: 'den goldenen Schlüssel',
    thingNom: 'der goldene Schlüssel',
    far: 'der Zauberwald hinter den Schlossmauern',
    farAcc: 'den Zauberwald hinter den Schlossmauern',
    farTo: 'in den Zauberwald hinter den Schlossmauern',
    farAt: 'im Zauberwald hinter den Schlossmauern',
    episodes: [
      e('über die knarrende Zugbrücke gehen', 'geht', 'ging', 'über die knarrende Zugbrücke'),
      e('einen freundlichen Ritter treffen', 'trifft', 'traf', 'einen freundlichen Ritter'),
      e('die Wendeltreppe im Turm hinaufsteigen', 'steigt', 'stieg', 'die Wendeltreppe im Turm hinauf'),
      e('im großen Saal tanzen', 'tanzt', 'tanzte', 'im großen Saal'),
      e('im Schlossgarten picknicken', 'picknickt', 'picknickte', 'im Schlossgarten'),
      e('die alten Gemälde betrachten', 'betrachtet', 'betrachtete', 'die alten Gemälde'),
      e(
        'auf einem sanften Pony durch den Schlosshof reiten',
        'reitet',
        'ritt',
        'auf einem sanften Pony durch den Schlosshof',
      ),
      e(
        'dem Hofmusikanten bei seinem Lautenspiel zuhören',
        'hört',
        'hörte',
        'dem Hofmusikanten bei seinem Lautenspiel zu',
      ),
    ],
    climax: d('findet', 'fand', 'mit dem goldenen Schlüssel die verlorene Krone hinter einer Geheimtür'),
    ending: d('betrachtet', 'betrachtete', 'von der Turmspitze aus die Sterne'),
    topic: 'das Schlossabenteuer',
  }),
  dinosaur: w({
    placeNom: 'ein sonniges Tal voller freundlicher Dinosaurier',
    placeDat: 'einem sonnigen Tal voller freundlicher Dinosaurier',
    at: 'in einem sonnigen Tal voller freundlicher Dinosaurier',
    here: 'im Dinotal',
    ...friend(
      'das kleine Dinobaby Tupfi',
      'das kleine Dinobaby Tupfi',
      'dem kleinen Dinobaby Tupfi',
      'Tupfi',
    ),
    sound: 'Stampf, stampf',
    foundNom: 'ein großes, gepunktetes Ei in einem Nest aus Blättern',
    foundAcc: 'ein großes, gepunktetes Ei in einem Nest aus Blättern',
    thing: 'das gepunktete Ei',
    thingNom: 'das gepunktete Ei',
    far: 'der verschlafene Vulkan am Ende des Tals',
    farAcc: 'den verschlafenen Vulkan am Ende des Tals',
    farTo: 'zum verschlafenen Vulkan am Ende des Tals',
    farAt: 'beim verschlafenen Vulkan am Ende des Tals',
    episodes: [
      e('durch die hohen Farne stapfen', 'stapft', 'stapfte', 'durch die hohen Farne'),
      e('einen sanften Langhals-Dinosaurier treffen', 'trifft', 'traf', 'einen sanften Langhals-Dinosaurier'),
      e('in einem warmen Tümpel planschen', 'planscht', 'planschte', 'in einem warmen Tümpel'),
      e(
        'die Rückenplatten eines Stegosaurus zählen',
        'zählt',
        'zählte',
        'die Rückenplatten eines Stegosaurus',
      ),
      e(
        'einem fernen Vulkan beim Wölkchenpusten zusehen',
        'sieht',
        'sah',
        'einem fernen Vulkan beim Wölkchenpusten zu',
      ),
      e('riesige Fußabdrücke entdecken', 'entdeckt', 'entdeckte', 'riesige Fußabdrücke'),
      e('süße Beeren vom Strauch naschen', 'nascht', 'naschte', 'süße Beeren vom Strauch'),
      e(
        'mit einem kleinen Triceratops um die Wette laufen',
        'läuft',
        'lief',
        'mit einem kleinen Triceratops um die Wette',
      ),
    ],
    climax: d('hilft', 'half', 'dem kleinen Dino im Ei mit viel Wärme beim Schlüpfen'),
    ending: d('kuschelt', 'kuschelte', 'sich unter den Sternen an die großen Dinosaurier'),
    topic: 'das Dinosauriertal',
  }),
  halloween: w({
    placeNom: 'ein freundliches Dorf in der Halloweennacht',
    placeDat: 'einem freundlichen Dorf in der Halloweennacht',
    at: 'in einem freundlichen Dorf in der Halloweennacht',
    here: 'im Dorf',
    ...friend(
      'der schwarze Kater Mitternacht',
      'den schwarzen Kater Mitternacht',
      'dem schwarzen Kater Mitternacht',
      'Mitternacht',
    ),
    sound: 'Huhu, hihi',
    foundNom: 'eine leuchtende Kürbislaterne mit einem freundlichen Lächeln',
    foundAcc: 'eine leuchtende Kürbislaterne mit einem freundlichen Lächeln',
    thing: 'die Kürbislaterne',
    thingNom: 'die Kürbislaterne',
    far: 'das alte Kürbisfeld hinter dem Dorf',
    farAcc: 'das alte Kürbisfeld hinter dem Dorf',
    farTo: 'zum alten Kürbisfeld hinter dem Dorf',
    farAt: 'auf dem alten Kürbisfeld hinter dem Dorf',
    episodes: [
      e('ein wunderbares Kostüm anziehen', 'zieht', 'zog', 'ein wunderbares Kostüm an'),
      e(
        'an die Türen klopfen und nach Süßigkeiten fragen',
        'klopft',
        'klopfte',
        'an die Türen der Nachbarn, um nach Süßigkeiten zu fragen',
      ),
      e('ein kicherndes kleines Gespenst treffen', 'trifft', 'traf', 'ein kicherndes kleines Gespenst'),
      e('einen lustigen Kürbis schnitzen', 'schnitzt', 'schnitzte', 'einen lustigen Kürbis'),
      e(
        'den Fledermäusen beim Tanzen um den Mond zusehen',
        'sieht',
        'sah',
        'den Fledermäusen beim Tanzen um den Mond zu',
      ),
      e('durch raschelndes Herbstlaub stapfen', 'stapft', 'stapfte', 'durch raschelndes Herbstlaub'),
      e('Süßigkeiten mit Freunden teilen', 'teilt', 'teilte', 'Süßigkeiten mit Freunden'),
      e('beim Kostümumzug mitlaufen', 'läuft', 'lief', 'beim Kostümumzug mit'),
    ],
    climax: d(
      'leuchtet',
      'leuchtete',
      'dem ängstlichen kleinen Gespenst mit der Kürbislaterne durch die Dunkelheit',
    ),
    ending: d('geht', 'ging', 'im Laternenschein nach Hause'),
    topic: 'die Halloweennacht',
  }),
  christmas: w({
    placeNom: 'ein verschneites Dorf zur Weihnachtszeit',
    placeDat: 'einem verschneiten Dorf zur Weihnachtszeit',
    at: 'in einem verschneiten Dorf zur Weihnachtszeit',
    here: 'im Dorf',
    ...friend(
      'das kleine Rentier Flocke',
      'das kleine Rentier Flocke',
      'dem kleinen Rentier Flocke',
      'Flocke',
    ),
    sound: 'Klingeling',
    foundNom: 'ein winziges silbernes Glöckchen im Schnee',
    foundAcc: 'ein winziges silbernes Glöckchen im Schnee',
    thing: 'das silberne Glöckchen',
    thingNom: 'das silberne Glöckchen',
    far: 'der große Weihnachtsbaum tief im verschneiten Wald',
    farAcc: 'den großen Weihnachtsbaum tief im verschneiten Wald',
    farTo: 'zum großen Weihnachtsbaum tief im verschneiten Wald',
    farAt: 'beim großen Weihnachtsbaum tief im verschneiten Wald',
    episodes: [
      e('einen kugelrunden Schneemann bauen', 'baut', 'baute', 'einen kugelrunden Schneemann'),
      e('einen großen Tannenbaum schmücken', 'schmückt', 'schmückte', 'einen großen Tannenbaum'),
      e('Plätzchen in Sternform backen', 'backt', 'backte', 'Plätzchen in Sternform'),
      e(
        'mit dem Schlitten einen Hügel hinuntersausen',
        'saust',
        'sauste',
        'mit dem Schlitten einen Hügel hinunter',
      ),
      e('mit den Nachbarn Weihnachtslieder singen', 'singt', 'sang', 'mit den Nachbarn Weihnachtslieder'),
      e('Geschenke mit roten Schleifen einpacken', 'packt', 'packte', 'Geschenke mit roten Schleifen ein'),
      e('Schneeflocken mit der Zungenspitze fangen', 'fängt', 'fing', 'Schneeflocken mit der Zungenspitze'),
      e('warmen Kakao schlürfen', 'schlürft', 'schlürfte', 'warmen Kakao'),
    ],
    climax: d(
      'zeigt',
      'zeigte',
      'einem verirrten Rentier mit dem Klang des Silberglöckchens den Weg zurück zum Schlitten',
    ),
    ending: d('kuschelt', 'kuschelte', 'sich neben dem leuchtenden Weihnachtsbaum in eine weiche Decke'),
    topic: 'der Weihnachtswunsch',
  }),
  beach: w({
    placeNom: 'ein sonniger Strand am Meer',
    placeDat: 'einem sonnigen Strand am Meer',
    at: 'an einem sonnigen Strand am Meer',
    here: 'am Strand',
    ...friend('die Möwe Kiki', 'die Möwe Kiki', 'der Möwe Kiki', 'Kiki'),
    sound: 'Schwapp, schwapp',
    foundNom: 'eine Flaschenpost aus grünem Glas',
    foundAcc: 'eine Flaschenpost aus grünem Glas',
    thing: 'die Flaschenpost',
    thingNom: 'die Flaschenpost',
    far: 'der Leuchtturm am Ende des Strandes',
    farAcc: 'den Leuchtturm am Ende des Strandes',
    farTo: 'zum Leuchtturm am Ende des Strandes',
    farAt: 'beim Leuchtturm am Ende des Strandes',
    episodes: [
      e('eine hohe Sandburg bauen', 'baut', 'baute', 'eine hohe Sandburg'),
      e('hübsche Muscheln sammeln', 'sammelt', 'sammelte', 'hübsche Muscheln'),
      e('über die kleinen Wellen springen', 'springt', 'sprang', 'über die kleinen Wellen'),
      e('einen Drachen im Wind steigen lassen', 'lässt', 'ließ', 'einen Drachen im Wind steigen'),
      e('einer Krabbe beim Seitwärtslaufen zusehen', 'sieht', 'sah', 'einer Krabbe beim Seitwärtslaufen zu'),
      e('ein kaltes Eis schlecken', 'schleckt', 'schleckte', 'ein kaltes Eis'),
      e(
        'in einen Gezeitentümpel zwischen den Felsen spähen',
        'späht',
        'spähte',
        'in einen Gezeitentümpel zwischen den Felsen',
      ),
      e('ein Segelboot in der Ferne entdecken', 'entdeckt', 'entdeckte', 'ein Segelboot in der Ferne'),
    ],
    climax: d('folgt', 'folgte', 'der Karte aus der Flasche bis zu einer Truhe voller glänzender Muscheln'),
    ending: d('sieht', 'sah', 'der Sonne beim Versinken im Meer zu'),
    topic: 'ein Tag am Strand',
  }),
  dragon: w({
    placeNom: 'das neblige Drachengebirge',
    placeDat: 'dem nebligen Drachengebirge',
    at: 'im nebligen Drachengebirge',
    here: 'in den Bergen',
    ...friend(
      'der freundliche Drache Funkel',
      'den freundlichen Drachen Funkel',
      'dem freundlichen Drachen Funkel',
      'Funkel',
    ),
    sound: 'Flatter, flatter',
    foundNom: 'eine warme, schimmernde Drachenschuppe',
    foundAcc: 'eine warme, schimmernde Drachenschuppe',
    thing: 'die Drachenschuppe',
    thingNom: 'die Drachenschuppe',
    far: 'der höchste Gipfel des Drachengebirges',
    farAcc: 'den höchsten Gipfel des Drachengebirges',
    farTo: 'hinauf auf den höchsten Gipfel des Drachengebirges',
    farAt: 'oben auf dem höchsten Gipfel des Drachengebirges',
    episodes: [
      e(
        'auf dem Rücken des Drachen über die Hügel fliegen',
        'fliegt',
        'flog',
        'auf dem Rücken des Drachen über die Hügel',
      ),
      e(
        'Marshmallows über einem winzigen Feuerhauch rösten',
        'röstet',
        'röstete',
        'Marshmallows über einem winzigen Feuerhauch',
      ),
      e(
        'eine Höhle voller leuchtender Kristalle erkunden',
        'erkundet',
        'erkundete',
        'eine Höhle voller leuchtender Kristalle',
      ),
      e('über eine Regenbogenbrücke gehen', 'geht', 'ging', 'über eine Regenbogenbrücke'),
      e('unter einem Wasserfall spielen', 'spielt', 'spielte', 'unter einem Wasserfall'),
      e('die glänzenden Schätze des Drachen zählen', 'zählt', 'zählte', 'die glänzenden Schätze des Drachen'),
      e('ein altes Drachenlied lernen', 'lernt', 'lernte', 'ein altes Drachenlied'),
      e('in den Wolken nach lustigen Formen suchen', 'sucht', 'suchte', 'in den Wolken nach lustigen Formen'),
    ],
    climax: d(
      'hilft',
      'half',
      'dem lieben Drachen mit einem sanften Lied, seine verlorene Stimme wiederzufinden',
    ),
    ending: d('macht', 'machte', 'es sich unter den Sternen am warmen Drachenfeuer gemütlich'),
    topic: 'der freundliche Drache',
  }),
  superhero: w({
    placeNom: 'eine große Stadt mit hohen Häusern',
    placeDat: 'einer großen Stadt mit hohen Häusern',
    at: 'in einer großen Stadt mit hohen Häusern',
    here: 'in der Stadt',
    ...friend(
      'der kleine Welpe Flitzer',
      'den kleinen Welpen Flitzer',
      'dem kleinen Welpen Flitzer',
      'Flitzer',
    ),
    sound: 'Wusch, zack',
    foundNom: 'ein glänzender Umhang in einer Schachtel',
    foundAcc: 'einen glänzenden Umhang in einer Schachtel',
    thing: 'den glänzenden Umhang',
    thingNom: 'der glänzende Umhang',
    far: 'der höchste Turm der Stadt',
    farAcc: 'den höchsten Turm der Stadt',
    farTo: 'zum höchsten Turm der Stadt',
    farAt: 'oben auf dem höchsten Turm der Stadt',
    episodes: [
      e('über die Dächer fliegen', 'fliegt', 'flog', 'über die Dächer'),
      e('einem Kätzchen vom Baum herunterhelfen', 'hilft', 'half', 'einem Kätzchen vom Baum herunter'),
      e('für eine Nachbarin die Einkäufe tragen', 'trägt', 'trug', 'für eine Nachbarin die Einkäufe'),
      e(
        'eine kaputte Schaukel im Park reparieren',
        'repariert',
        'reparierte',
        'eine kaputte Schaukel im Park',
      ),
      e('Blumen auf dem Marktplatz pflanzen', 'pflanzt', 'pflanzte', 'Blumen auf dem Marktplatz'),
      e('einen traurigen Freund aufmuntern', 'muntert', 'munterte', 'einen traurigen Freund auf'),
      e(
        'einen davonfliegenden Luftballon einfangen',
        'fängt',
        'fing',
        'einen davonfliegenden Luftballon ein',
      ),
      e('mit Freunden den Park aufräumen', 'räumt', 'räumte', 'mit Freunden den Park auf'),
    ],
    climax: d(
      'bringt',
      'brachte',
      'mit Freundlichkeit und Teamgeist die Lichter der Stadt wieder zum Leuchten',
    ),
    ending: d('hängt', 'hängte', 'den Umhang für die Nacht an den Haken'),
    topic: 'der große Heldentag',
  }),
  doctor: w({
    placeNom: 'eine helle, freundliche Kinderarztpraxis',
    placeDat: 'einer hellen, freundlichen Kinderarztpraxis',
    at: 'in einer hellen, freundlichen Kinderarztpraxis',
    here: 'in der Praxis',
    ...friend('der Teddy Brummel', 'den Teddy Brummel', 'dem Teddy Brummel', 'Brummel'),
    sound: 'Bumm-bumm',
    foundNom: 'ein Arztkoffer mit einem echten Stethoskop',
    foundAcc: 'einen Arztkoffer mit einem echten Stethoskop',
    thing: 'das Stethoskop',
    thingNom: 'das Stethoskop',
    far: 'der Park auf dem Hügel hinter der Praxis',
    farAcc: 'den Park auf dem Hügel hinter der Praxis',
    farTo: 'in den Park auf dem Hügel hinter der Praxis',
    farAt: 'im Park auf dem Hügel hinter der Praxis',
    episodes: [
      e('die nette Krankenschwester begrüßen', 'begrüßt', 'begrüßte', 'die nette Krankenschwester'),
      e('den Herzschlag eines Kuscheltiers abhören', 'hört', 'hörte', 'den Herzschlag eines Kuscheltiers ab'),
      e('ganz gerade an der Messlatte stehen', 'steht', 'stand', 'ganz gerade an der Messlatte'),
      e(
        'tief und langsam atmen wie beim Seifenblasenpusten',
        'atmet',
        'atmete',
        'tief und langsam, wie beim Seifenblasenpusten',
      ),
      e(
        'die Fische im Aquarium des Wartezimmers beobachten',
        'beobachtet',
        'beobachtete',
        'die Fische im Aquarium des Wartezimmers',
      ),
      e('der Ärztin viele Fragen stellen', 'stellt', 'stellte', 'der Ärztin viele Fragen'),
      e(
        'beim kurzen Piks die Hand von Mama oder Papa halten',
        'hält',
        'hielt',
        'beim kurzen Piks die Hand von Mama oder Papa',
      ),
      e('einen bunten Aufkleber aussuchen', 'sucht', 'suchte', 'einen bunten Aufkleber aus'),
    ],
    // The check-up is named as quick and good for the body, to ease a child's worry before a visit.
    climax: d(
      'bleibt',
      'blieb',
      'bei der Untersuchung ganz tapfer, denn sie geht schnell und hilft dem Körper, stark zu bleiben',
    ),
    ending: d('geht', 'ging', 'stolz nach Hause'),
    topic: 'der mutige Besuch beim Kinderarzt',
  }),
  school: w({
    placeNom: 'eine fröhliche Schule mit einer roten Tür',
    placeDat: 'einer fröhlichen Schule mit einer roten Tür',
    at: 'in einer fröhlichen Schule mit einer roten Tür',
    here: 'in der Schule',
    ...friend(
      'der Klassenhamster Krümel',
      'den Klassenhamster Krümel',
      'dem Klassenhamster Krümel',
      'Krümel',
    ),
    sound: 'Drrring, drrring',
    foundNom: 'eine Schachtel mit Zauberstiften',
    foundAcc: 'eine Schachtel mit Zauberstiften',
    thing: 'die Schachtel mit den Zauberstiften',
    thingNom: 'die Schachtel mit den Zauberstiften',
    far: 'das große Museum am anderen Ende der Stadt',
    farAcc: 'das große Museum am anderen Ende der Stadt',
    farTo: 'ins große Museum am anderen Ende der Stadt',
    farAt: 'im großen Museum am anderen Ende der Stadt',
    episodes: [
      e('den Rucksack an einen Haken hängen', 'hängt', 'hängte', 'den Rucksack an einen Haken'),
      e('neue Freunde finden', 'findet', 'fand', 'neue Freunde'),
      e('ein großes, buntes Bild malen', 'malt', 'malte', 'ein großes, buntes Bild'),
      e('die Bauklötze eines hohen Turms zählen', 'zählt', 'zählte', 'die Bauklötze eines hohen Turms'),
      e('im Sitzkreis ein Lied singen', 'singt', 'sang', 'im Sitzkreis ein Lied'),
      e('ein Bilderbuch lesen', 'liest', 'las', 'ein Bilderbuch'),
      e('in der Pause die Rutsche hinuntersausen', 'saust', 'sauste', 'in der Pause die Rutsche hinunter'),
      e(
        'das Pausenbrot mit einem anderen Kind teilen',
        'teilt',
        'teilte',
        'das Pausenbrot mit einem anderen Kind',
      ),
    ],
    // Theme words never name a companion: any of the theme's three may be the one in the story.
    climax: d('findet', 'fand', 'einen ausgebüxten kleinen Hamster zwischen den Regalen der Bücherei'),
    ending: d('erzählt', 'erzählte', 'der Familie alles über den Tag'),
    topic: 'ein Tag in der Schule',
  }),
  birthday: w({
    placeNom: 'eine Geburtstagsparty im Garten',
    placeDat: 'einer Geburtstagsparty im Garten',
    at: 'auf einer Geburtstagsparty im Garten',
    here: 'auf der Party',
    ...friend('der kleine Hund Keks', 'den kleinen Hund Keks', 'dem kleinen Hund Keks', 'Keks'),
    sound: 'Plopp, plopp',
    foundNom: 'ein Überraschungsgeschenk mit einer großen Schleife',
    foundAcc: 'ein Überraschungsgeschenk mit einer großen Schleife',
    thing: 'das Geschenk',
    thingNom: 'das Geschenk',
    far: 'das alte Baumhaus ganz hinten im Garten',
    farAcc: 'das alte Baumhaus ganz hinten im Garten',
    farTo: 'zum alten Baumhaus ganz hinten im Garten',
    farAt: 'beim alten Baumhaus ganz hinten im Garten',
    episodes: [
      e('Luftballons aufblasen', 'bläst', 'blies', 'Luftballons auf'),
      e('glitzernde Partyhüte aufsetzen', 'setzt', 'setzte', 'glitzernde Partyhüte auf'),
      e('Reise nach Jerusalem spielen', 'spielt', 'spielte', 'Reise nach Jerusalem'),
      e(
        'einen Zauberer und sein weißes Kaninchen bestaunen',
        'bestaunt',
        'bestaunte',
        'einen Zauberer und sein weißes Kaninchen',
      ),
      e('mit den anderen Kindern tanzen', 'tanzt', 'tanzte', 'mit den anderen Kindern'),
      e(
        'an eine Piñata voller Süßigkeiten klopfen',
        'klopft',
        'klopfte',
        'an eine Piñata voller Süßigkeiten',
      ),
      e(
        'über den Kerzen einen geheimen Wunsch flüstern',
        'flüstert',
        'flüsterte',
        'über den Kerzen einen geheimen Wunsch',
      ),
      e('bunte Glückwunschkarten öffnen', 'öffnet', 'öffnete', 'bunte Glückwunschkarten'),
    ],
    climax: d('teilt', 'teilte', 'das letzte Stück Kuchen mit einem Kind mit leerem Teller'),
    ending: d('trägt', 'trug', 'einen Luftballon bis ins Bett'),
    topic: 'der schönste Geburtstag',
  }),
  bedtime: w({
    placeNom: 'ein gemütliches Kinderzimmer am Abend',
    placeDat: 'einem gemütlichen Kinderzimmer am Abend',
    at: 'in einem gemütlichen Kinderzimmer',
    here: 'im Kinderzimmer',
    ...friend('der Teddy Knuffel', 'den Teddy Knuffel', 'dem Teddy Knuffel', 'Knuffel'),
    sound: 'Psst, psst',
    foundNom: 'ein silberner Mondstrahl am Fenster',
    foundAcc: 'einen silbernen Mondstrahl am Fenster',
    thing: 'den Mondstrahl',
    thingNom: 'der Mondstrahl',
    far: 'das Wolkenschloss im Traumland',
    farAcc: 'das Wolkenschloss im Traumland',
    farTo: 'zum Wolkenschloss im Traumland',
    farAt: 'beim Wolkenschloss im Traumland',
    episodes: [
      e('einen weichen Schlafanzug anziehen', 'zieht', 'zog', 'einen weichen Schlafanzug an'),
      e('jeden einzelnen Zahn putzen', 'putzt', 'putzte', 'jeden einzelnen Zahn'),
      e('eine Gutenachtgeschichte lesen', 'liest', 'las', 'eine Gutenachtgeschichte'),
      e('den Spielsachen gute Nacht sagen', 'sagt', 'sagte', 'den Spielsachen gute Nacht'),
      e(
        'Schäfchen beim Hüpfen über den Zaun zählen',
        'zählt',
        'zählte',
        'Schäfchen beim Hüpfen über den Zaun',
      ),
      e('auf einem Wolkenkissen schweben', 'schwebt', 'schwebte', 'auf einem Wolkenkissen'),
      e('dem leisen Prasseln des Regens zuhören', 'hört', 'hörte', 'dem leisen Prasseln des Regens zu'),
      e('im Traum den Mond besuchen', 'besucht', 'besuchte', 'im Traum den Mond'),
    ],
    climax: d('knipst', 'knipste', 'für alle ängstlichen Kuscheltiere das kleine Nachtlicht an'),
    ending: d('macht', 'machte', 'beide Augen ganz langsam zu'),
    topic: 'das Gutenachtabenteuer',
  }),
};

/** The parent's text is quoted as the adventure's topic („…“), never read as an instruction. */
const custom = (text: string): GermanWords => ({
  placeNom: 'eine zauberhafte Wunschwiese',
  placeDat: 'einer zauberhaften Wunschwiese',
  at: 'auf einer zauberhaften Wunschwiese',
  here: 'auf der Wiese',
  ...friend('die kleine Füchsin Fine', 'die kleine Füchsin Fine', 'der kleinen Füchsin Fine', 'Fine'),
  sound: 'Trallala',
  foundNom: `eine Schatzkarte mit dem Weg zu einem Abenteuer rund um „${text}“`,
  foundAcc: `eine Schatzkarte mit dem Weg zu einem Abenteuer rund um „${text}“`,
  thing: 'die Schatzkarte',
  thingNom: 'die Schatzkarte',
  far: 'das Ende des Regenbogens hinter der Wiese',
  farAcc: 'das Ende des Regenbogens hinter der Wiese',
  farTo: 'bis ans Ende des Regenbogens hinter der Wiese',
  farAt: 'am Ende des Regenbogens hinter der Wiese',
  episodes: [
    e('über eine kleine Holzbrücke gehen', 'geht', 'ging', 'über eine kleine Holzbrücke'),
    e('eine weise alte Eule treffen', 'trifft', 'traf', 'eine weise alte Eule'),
    e('einen sanften Hügel hinaufsteigen', 'steigt', 'stieg', 'einen sanften Hügel hinauf'),
    e('ein Feld voller Blumen finden', 'findet', 'fand', 'ein Feld voller Blumen'),
    e('einem Regenbogen folgen', 'folgt', 'folgte', 'einem Regenbogen'),
    e('an einem stillen Teich rasten', 'rastet', 'rastete', 'an einem stillen Teich'),
    e('ein kleines Rätsel am Wegweiser lösen', 'löst', 'löste', 'ein kleines Rätsel am Wegweiser'),
    e('ein kleines Picknick teilen', 'teilt', 'teilte', 'ein kleines Picknick'),
  ],
  climax: d('lässt', 'ließ', `das Abenteuer rund um „${text}“ wahr werden`),
  ending: d('geht', 'ging', 'unter den Sternen nach Hause'),
  topic: `ein Abenteuer rund um „${text}“`,
});

type C = LineContext<GermanWords>;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ep = (c: C) => c.words.episodes[c.episode] as Episode;
/** The plural Präteritum from the singular: schwamm → schwammen, spielte → spielten. */
const plural = (past: string) => (past.endsWith('e') ? `${past}n` : `${past}en`);
/** A name's genitive before a noun: „Lenas Beine“, and with an apostrophe after s, x or z: „Jonas’ Beine“. */
const whose = (name: string) => (/[sßxz]$/i.test(name) ? `${name}’` : `${name}s`);
/** The companion's name only: names do not decline, so it fits every case. */
const f = (c: C) => c.words.friendName;
/** „von“ and the place in the dative, contracted before „dem“: „vom nebligen Drachengebirge“. */
const fromPlace = (c: C) =>
  c.words.placeDat.startsWith('dem ') ? `vom ${c.words.placeDat.slice(4)}` : `von ${c.words.placeDat}`;

// German verbs do not mark the child's gender, so every line works with or without it; lines
// still avoid er/sie for the child and say the name or „die beiden“ instead.
const lines: LanguagePack<GermanWords>['lines'] = {
  opening: {
    baby: [
      (c) => `Guck mal, ${c.name}, hier ist ${c.words.placeNom}!`,
      (c) => `Hallo, ${c.name}, willkommen ${c.words.here}!`,
      (c) => `Kuckuck, ${c.name}, wir sind ${c.words.at}!`,
      (c) => `${c.words.sound}, ${c.name}, wie schön ist es ${c.words.here}!`,
    ],
    young: [
      (c) =>
        `Eines Tages fand sich ${c.name} ${c.words.at} wieder, und ${c.words.friend} winkte schon fröhlich.`,
      (c) =>
        `${c.name} hatte schon immer ${fromPlace(c)} geträumt, und heute zeigte ${c.words.friend} den Weg dorthin.`,
      (c) => `„Komm mit!“, rief ${c.words.friend}, und schon stand ${c.name} mitten ${c.words.here}.`,
      (c) =>
        `Es war einmal ein Kind namens ${c.name}, das eines Tages ${c.words.at} ${c.words.friendAcc} kennenlernte.`,
    ],
    older: [
      (c) =>
        `Als ${c.name} ${c.words.at} ankam, schien alles ringsum leise zu summen, als hätte es genau auf diesen Besuch gewartet, und ${c.words.friend} grinste bereits von einem Ohr zum anderen.`,
      (c) =>
        `${cap(fromPlace(c))} hatte ${c.name} schon in vielen Büchern gelesen, doch nichts war so aufregend wie das Gefühl, jetzt wirklich dort zu sein, Seite an Seite mit ${c.words.friendDat}.`,
      (c) =>
        `Es begann, wie die besten Abenteuer eben beginnen, ganz unscheinbar: ${c.name} folgte ${c.words.friendDat}, und plötzlich lag ${c.words.placeNom} vor den beiden.`,
    ],
  },
  episode: {
    baby: [
      (c) => `${c.words.sound}, ${c.name} ${ep(c).now} ${ep(c).rest}!`,
      (c) => `Jetzt ${ep(c).now} ${c.name} ${ep(c).rest}, juhu!`,
      (c) => `Noch mal, noch mal: ${c.name} ${ep(c).now} ${ep(c).rest}!`,
      (c) => `Lass uns ${ep(c).inf}, ${c.name}!`,
      (c) => `Ui, ${c.name} ${ep(c).now} ${ep(c).rest}, und ${f(c)} macht mit!`,
      (c) => `Hoppla, ${c.name} ${ep(c).now} ${ep(c).rest}!`,
      (c) => `Schau, schau: ${c.name} ${ep(c).now} ${ep(c).rest}.`,
      (c) => `Da ${ep(c).now} ${c.name} ${ep(c).rest}, hurra!`,
    ],
    young: [
      (c) =>
        `Danach ${plural(ep(c).past)} ${c.name} und ${f(c)} ${ep(c).rest}, und die beiden lachten die ganze Zeit.`,
      (c) => `„Lass uns ${ep(c).inf}!“, rief ${f(c)}, und schon ging es los.`,
      (c) => `Dann ${ep(c).past} ${c.name} ${ep(c).rest}, und das machte noch mehr Spaß als gedacht.`,
      (c) => `Die beiden ${plural(ep(c).past)} ${ep(c).rest}, und ${c.name} strahlte über das ganze Gesicht.`,
      (c) =>
        `${cap(c.words.here)} ${ep(c).past} ${c.name} ${ep(c).rest}, während ${f(c)} begeistert jubelte.`,
      (c) => `Zusammen mit ${c.words.friendDat} ${ep(c).past} ${c.name} ${ep(c).rest} – was für ein Spaß!`,
      (c) => `Als Nächstes ${ep(c).past} ${c.name} ${ep(c).rest}, ganz ohne Eile.`,
      (c) => `„Schau mal, was ich kann!“, rief ${c.name} und ${ep(c).past} ${ep(c).rest}.`,
    ],
    older: [
      (c) =>
        `Später ${plural(ep(c).past)} ${c.name} und ${f(c)} ${ep(c).rest}, und für eine Weile schien der Rest der Welt herrlich weit weg.`,
      (c) =>
        `„Wolltest du nicht schon immer mal ${ep(c).inf}?“, fragte ${f(c)}, und noch bevor ${c.name} antworten konnte, waren die beiden schon mittendrin.`,
      (c) =>
        `${cap(c.words.here)} hatte es niemand eilig, also ${ep(c).past} ${c.name} ${ep(c).rest} und bemerkte dabei lauter kleine, überraschende Dinge.`,
      (c) =>
        `Es war nicht geplant, aber ${c.name} ${ep(c).past} ${ep(c).rest}, und am Ende war genau das der Teil des Abenteuers, an den sich später alle am liebsten erinnerten.`,
      (c) =>
        `Mit ${c.words.friendDat} an der Seite ${ep(c).past} ${c.name} ${ep(c).rest} und merkte, dass ein kleines bisschen Mut alles heller macht.`,
      (c) =>
        `Mit angehaltenem Atem und klopfendem Herzen ${ep(c).past} ${c.name} ${ep(c).rest}, und ${f(c)} nickte anerkennend.`,
      (c) =>
        `Eine Weile später ${ep(c).past} ${c.name} ${ep(c).rest}, und ${f(c)} meinte, so etwas Schönes habe es lange nicht gegeben.`,
      (c) =>
        `Neugierig ${ep(c).past} ${c.name} ${ep(c).rest} und fand es noch viel schöner, als es in jedem Buch hätte stehen können.`,
    ],
  },
  ending: {
    baby: [
      (c) => `Gute Nacht, ${c.name}, schlaf schön.`,
      (c) => `Gähn, ${c.name} ist jetzt müde, psst, gute Nacht.`,
      (c) => `Kuschel dich ein, ${c.name}, gute Nacht, ${f(c)}.`,
      (c) => `Leise, leise, ${c.name} ${c.words.ending.now} ${c.words.ending.rest}.`,
    ],
    young: [
      (c) =>
        `Schließlich ${c.words.ending.past} ${c.name} ${c.words.ending.rest} und schlief mit glücklichem Herzen ein.`,
      (c) =>
        `Als die Sterne aufgingen, ${plural(c.words.ending.past)} ${c.name} und ${f(c)} ${c.words.ending.rest} und träumten süße Träume.`,
      (c) =>
        `„Danke für diesen schönen Tag“, flüsterte ${c.name}, und bald darauf war es Zeit, sich gemütlich einzukuscheln.`,
    ],
    older: [
      (c) =>
        `Als der Tag sich langsam in die Nacht verwandelte, ${c.words.ending.past} ${c.name} ${c.words.ending.rest}, trug das ganze Abenteuer wie ein warmes Licht im Herzen und schlief so friedlich wie nie zuvor.`,
      (c) =>
        `Später, gut zugedeckt und schon halb im Traum, dachte ${c.name} an ${f(c)} und lächelte, denn manche Abenteuer bleiben bei einem, lange nachdem sie vorbei sind.`,
      (c) =>
        `Die Sterne funkelten schon, da ${plural(c.words.ending.past)} ${c.name} und ${f(c)} ${c.words.ending.rest}, und bald sank ${c.name} in einen tiefen Schlaf, schon gespannt darauf, was der nächste Tag bringen würde.`,
    ],
  },
};

/** The second companion's name: the shy newcomer, or who made the strange sound. */
const o = (c: C) => c.other.friendName;
const thingNom = (c: C) => cap(c.words.thingNom);

const plots: LanguagePack<GermanWords>['plots'] = {
  treasure: {
    discovery: {
      baby: [
        (c) => `Oh, ${c.name}, schau mal: ${c.words.foundNom}!`,
        (c) => `${c.words.sound}, ${c.name} findet ${c.words.foundAcc}!`,
        (c) => `Huch, ${c.name}, da ist ja ${c.words.foundNom}!`,
      ],
      young: [
        (c) => `„Was für eine Überraschung!“, rief ${f(c)}, als ${c.name} ${c.words.foundAcc} entdeckte.`,
        (c) =>
          `Da funkelte etwas: Es war ${c.words.foundNom}, und ${c.name} hob den Schatz ganz vorsichtig auf.`,
        (c) => `„Schau mal da drüben!“, rief ${f(c)}, und ${c.name} fand ${c.words.foundAcc}.`,
      ],
      older: [
        (c) =>
          `An einer Stelle, an der sonst niemand gesucht hätte, bemerkte ${c.name} ${c.words.foundAcc}, und ein neugieriges Kribbeln lief bis in die Zehenspitzen.`,
        (c) =>
          `${f(c)} blieb stehen und zeigte wortlos nach vorn, und dort wartete, ganz still, ${c.words.foundNom}.`,
        (c) =>
          `Manche Entdeckungen fühlen sich an, als hätten sie nur auf einen gewartet, und genau so ging es ${c.name}, als plötzlich ${c.words.foundNom} auftauchte.`,
      ],
    },
    episodes: {
      baby: [
        (c) => `Guck mal, ${c.name}, es glitzert!`,
        (c) => `Vorsichtig, vorsichtig, ${c.name} trägt ${c.words.thing}.`,
        () => 'Wofür ist das wohl, hmm?',
      ],
      young: [
        (c) =>
          `${c.name} hielt ${c.words.thing} ganz nah vors Gesicht, und da leuchtete ${c.words.thingNom} ein kleines bisschen heller, wie zur Begrüßung.`,
        (c) => `Ganz behutsam trug ${c.name} ${c.words.thing} weiter, damit nur ja nichts passierte.`,
        (c) =>
          `„Wofür ist ${c.words.thingNom} wohl da?“, fragte ${f(c)}, und ${c.name} hatte schon eine leise Ahnung.`,
      ],
      older: [
        (c) =>
          `Aus der Nähe war ${c.words.thingNom} noch wunderbarer: Immer wenn ${c.name} lächelte, schien das Leuchten ein wenig heller zu werden.`,
        (c) =>
          `${c.name} trug ${c.words.thing} mit größter Behutsamkeit weiter, während ${f(c)} nach allen Seiten Ausschau hielt.`,
        (c) =>
          `Schließlich setzten sich die beiden hin, um das Rätsel zu lösen, denn bestimmt war ${c.words.thingNom} nicht ohne Grund ausgerechnet heute aufgetaucht, und ${c.name} wollte herausfinden, warum.`,
      ],
    },
    thread: {
      baby: [
        (c) => `${c.name} hält ${c.words.thing} ganz fest.`,
        (c) => `Ja, ${c.words.thingNom} ist noch da!`,
        (c) => `${f(c)} passt gut auf ${c.words.thing} auf.`,
        (c) => `Hui, ${c.words.thingNom} funkelt!`,
      ],
      young: [
        (c) => `${c.name} ließ ${c.words.thing} keinen Moment aus den Augen.`,
        (c) => `Ab und zu schaute ${c.name} nach, ob ${c.words.thingNom} noch sicher da war.`,
        (c) => `Hin und wieder blitzte ${c.words.thingNom} kurz auf, ganz geheimnisvoll.`,
        (c) => `${f(c)} warf immer wieder einen neugierigen Blick auf ${c.words.thing}.`,
      ],
      older: [
        (c) =>
          `Die ganze Zeit ahnte ${c.name}, dass ${c.words.thingNom} noch eine wichtige Rolle spielen würde, auch wenn noch niemand wusste, welche.`,
        (c) =>
          `Immer wieder vergewisserte sich ${c.name}, dass ${c.words.thingNom} noch sicher verwahrt war.`,
        (c) => `Ab und zu fing ${c.words.thingNom} das Licht ein und warf winzige Funken in alle Richtungen.`,
        (c) => `Gut behütet reiste ${c.words.thingNom} mit und schien dabei leise Mut zu machen.`,
      ],
    },
    // The climax never makes the companion act with the child, because in some themes the
    // companion is the one being helped (the dragon's lost voice).
    climax: {
      baby: [
        (c) => `Oh-oh, ${c.name} ${c.words.climax.now} ${c.words.climax.rest}!`,
        (c) => `Ganz sacht, ganz sacht ${c.words.climax.now} ${c.name} ${c.words.climax.rest}.`,
        (c) => `So lieb: ${c.name} ${c.words.climax.now} ${c.words.climax.rest}!`,
      ],
      young: [
        (c) =>
          `Dann kam der größte Moment: ${c.name} holte tief Luft und ${c.words.climax.past} ${c.words.climax.rest}.`,
        (c) =>
          `Mit klopfendem Herzen und ganz viel Liebe ${c.words.climax.past} ${c.name} ${c.words.climax.rest} – geschafft!`,
        (c) =>
          `${c.name} dachte an ${c.words.thing}, überlegte ganz genau und ${c.words.climax.past} dann ${c.words.climax.rest}.`,
      ],
      older: [
        (c) =>
          `Alles schien den Atem anzuhalten, als ${c.name} sich entschied, mutig und sanft zugleich zu sein – und so ${c.words.climax.past} ${c.name} ${c.words.climax.rest}.`,
        (c) =>
          `Aufgeben wäre leicht gewesen, doch ${c.name} dachte an ${c.words.thing}, atmete ruhig durch und ${c.words.climax.past} ${c.words.climax.rest}, und alle ringsum atmeten erleichtert auf.`,
        (c) =>
          `${c.name} begriff, dass Mut nicht bedeutet, nie aufgeregt zu sein, sondern trotzdem das Freundliche zu tun – und genau deshalb ${c.words.climax.past} ${c.name} ${c.words.climax.rest}.`,
      ],
    },
    resolution: {
      baby: [
        (c) => `Hurra, ${c.name} hält ${c.words.thing} hoch!`,
        (c) => `Alle klatschen für ${c.name}!`,
        (c) => `${thingNom(c)} funkelt, und alle freuen sich!`,
      ],
      young: [
        (c) =>
          `Danach feierten alle ein kleines Fest, und ${c.words.thingNom} bekam einen Ehrenplatz in der Mitte.`,
        (c) => `„Ohne ${c.words.thing} hätten wir das nie geschafft“, sagte ${f(c)}, und alle jubelten.`,
        (c) => `${c.name} und ${f(c)} tanzten vor Freude, und ${c.words.thingNom} glänzte mit.`,
      ],
      older: [
        (c) =>
          `Später saßen alle beisammen, und ${c.name} betrachtete ${c.words.thing} mit ganz neuen Augen: Aus einem zufälligen Fund war etwas geworden, das allen geholfen hatte.`,
        (c) =>
          `Es wurde ein fröhliches kleines Fest, und ${f(c)} bestand darauf, dass ${c.words.thingNom} den schönsten Platz bekam, direkt neben ${c.name}.`,
        (c) =>
          `${c.name} spürte einen stillen Stolz, nicht weil ${c.words.thingNom} so kostbar war, sondern weil sie gemeinsam etwas Gutes damit getan hatten.`,
      ],
    },
  },
  // The companion has lost the theme's treasure; lines name it, never a possessive, since the
  // companion's grammatical gender changes with who it is.
  lost: {
    discovery: {
      baby: [
        (c) => `Oh nein, ${f(c)} sucht ${c.words.thing}!`,
        (c) => `Wo ist ${c.words.thingNom}, ${f(c)}?`,
        (c) => `${f(c)} ist traurig: ${thingNom(c)} ist weg.`,
      ],
      young: [
        (c) => `„Ich finde ${c.words.thing} nicht mehr!“, seufzte ${f(c)} plötzlich ganz traurig.`,
        (c) => `„Hast du ${c.words.thing} gesehen?“, fragte ${f(c)} besorgt und sah sich ratlos um.`,
        (c) =>
          `${c.name} merkte, dass ${f(c)} ganz still geworden war: ${thingNom(c)} war verloren gegangen.`,
      ],
      older: [
        (c) =>
          `Mitten in der Freude bemerkte ${c.name}, dass ${f(c)} immer wieder suchend um sich blickte, und dann kam es heraus: ${thingNom(c)} war verschwunden, einfach so.`,
        (c) =>
          `„Ich hatte ${c.words.thing} doch eben noch“, murmelte ${f(c)} mit dünner Stimme, und ${c.name} wusste sofort, dass das hier wichtig war.`,
        (c) =>
          `${f(c)} versuchte tapfer zu lächeln, doch man sah deutlich, wie sehr ${c.words.thingNom} fehlte.`,
      ],
    },
    episodes: {
      baby: [
        (c) => `Hoch oben, tief unten, ${c.name} sucht und sucht!`,
        (c) => `Alle fragen: Wo ist ${c.words.thingNom}?`,
        () => 'Oh, was glitzert da, ach, nur ein Knopf!',
      ],
      young: [
        (c) =>
          `${cap(c.words.here)} suchten ${c.name} und ${f(c)} wirklich überall, oben und unten, in jeder Ritze und jedem Winkel.`,
        (c) =>
          `„Habt ihr ${c.words.thing} gesehen?“, fragten die beiden jeden, dem sie begegneten, doch niemand hatte etwas bemerkt.`,
        (c) =>
          `Da blitzte etwas am Boden, und ${c.name} lief schnell hin, aber es war nur ein verlorener Knopf.`,
      ],
      older: [
        (c) =>
          `Sie suchten wirklich überall, von ganz oben bis ganz unten, doch ${c.words.thingNom} blieb wie vom Erdboden verschluckt.`,
        (c) =>
          `${c.name} fragte jeden, der ihnen begegnete, ob ${c.words.thingNom} irgendwo aufgetaucht sei; manche schüttelten den Kopf, andere versprachen, die Augen offen zu halten.`,
        (c) =>
          `Etwas Helles fiel ${c.name} ins Auge, und die Hoffnung machte einen Sprung, doch es war nur ein verlorener Knopf, der keck heraufblinzelte.`,
      ],
    },
    thread: {
      baby: [
        (c) => `Hier nicht, da nicht, wo ist ${c.words.thingNom}?`,
        (c) => `${c.name} streichelt ${f(c)}: Nicht traurig sein!`,
        (c) => `Such, such, ${c.name} sucht mit!`,
        (c) => `${f(c)} schaut überall nach.`,
      ],
      young: [
        (c) => `${thingNom(c)} war noch immer nirgends zu sehen.`,
        (c) => `${c.name} überlegte, wo ${f(c)} heute überall gewesen war.`,
        (c) => `„Wir finden ${c.words.thing} bestimmt“, versprach ${c.name}.`,
        (c) => `${f(c)} blickte sich bei jedem Schritt suchend um.`,
      ],
      older: [
        (c) =>
          `Bei allem, was sie taten, hielten ${c.name} und ${f(c)} die Augen offen, denn irgendwo musste ${c.words.thingNom} ja sein.`,
        (c) => `${c.name} ging in Gedanken noch einmal jeden Ort durch, an dem ${f(c)} heute gewesen war.`,
        (c) => `Noch immer keine Spur, doch ${c.name} spürte, dass Aufgeben nicht in Frage kam.`,
        (c) => `${f(c)} wirkte schon etwas hoffnungsvoller, seit ${c.name} beim Suchen half.`,
      ],
    },
    climax: {
      baby: [
        (c) => `Guck mal da, ${c.words.thingNom}!`,
        (c) => `Gefunden, gefunden, ${c.name} findet ${c.words.thing}!`,
        (c) => `Hurra, ${c.words.thingNom} ist wieder da!`,
      ],
      young: [
        (c) => `„Da ist ja ${c.words.thingNom}!“, rief ${c.name}, als auf einmal etwas aufblitzte.`,
        (c) => `Ganz hinten in einem versteckten Winkel entdeckte ${c.name} endlich ${c.words.thing}.`,
        (c) => `„Ich hab’s!“, jubelte ${c.name} und hielt ${c.words.thing} hoch.`,
      ],
      older: [
        (c) =>
          `Gerade als die Hoffnung zu schwinden begann, fiel ${c.name} etwas Vertrautes ins Auge, und tatsächlich: Dort lag ${c.words.thingNom}, gut versteckt und ganz unversehrt.`,
        (c) =>
          `${c.name} hielt inne, dachte den ganzen Weg zurück und sah noch einmal an einer Stelle nach, an die niemand gedacht hatte – und dort war ${c.words.thingNom}.`,
        (c) =>
          `Es war eher ein Gefühl als ein Gedanke, das ${c.name} stehen bleiben ließ, und beim genaueren Hinsehen lag da wirklich ${c.words.thingNom}.`,
      ],
    },
    resolution: {
      baby: [
        (c) => `Hier, ${f(c)}, bitte schön!`,
        (c) => `${f(c)} drückt ${c.name} ganz fest.`,
        (c) => `${c.name} gibt ${c.words.thing} zurück, juhu!`,
      ],
      young: [
        (c) => `${c.name} gab ${f(c)} ${c.words.thing} zurück, und ${f(c)} strahlte vor Glück.`,
        (c) => `„Danke, danke, danke!“, rief ${f(c)}, als ${c.name} ${c.words.thing} zurückbrachte.`,
        (c) =>
          `Nun war alles wieder gut, und ${f(c)} passte von da an besonders gut auf ${c.words.thing} auf.`,
      ],
      older: [
        (c) =>
          `Als ${c.name} ${c.words.thing} vorsichtig zurückgab, leuchteten die Augen von ${f(c)} so hell, dass alle Sorgen des Tages mit einem Mal vergessen waren.`,
        (c) =>
          `„Du hast nicht aufgegeben“, sagte ${f(c)} leise, und ${c.name} merkte, dass Helfen sich manchmal schöner anfühlt als jeder Schatz.`,
      ],
    },
  },
  'new-friend': {
    discovery: {
      baby: [
        (c) => `Nanu, da guckt ${c.other.friend} hervor!`,
        (c) => `Hallo, ${o(c)}, komm doch her!`,
        (c) => `Schau, ${c.name}: ${c.other.friend} ist ein bisschen schüchtern.`,
      ],
      young: [
        (c) => `Da lugte ${c.other.friend} ganz schüchtern aus einem Versteck hervor.`,
        (c) =>
          `„Hallo, wer bist du denn?“, fragte ${c.name}, und ${c.other.friend} stellte sich ganz leise vor.`,
        (c) => `${c.name} bemerkte ${c.other.friendAcc}, ganz allein und ein bisschen schüchtern.`,
      ],
      older: [
        (c) =>
          `Etwas abseits entdeckte ${c.name} ${c.other.friendAcc}, halb versteckt und sichtlich unsicher, ob ${o(c)} wohl mitmachen durfte.`,
        (c) =>
          `${c.name} kannte das Gefühl, neu und schüchtern zu sein, und deshalb fiel sofort auf, wie ${c.other.friend} ganz allein am Rand stand.`,
        (c) =>
          `Ein vorsichtiger Blick, ein leises Räuspern – und schon war ${c.other.friend} da, viel zu schüchtern, um etwas zu sagen.`,
      ],
    },
    episodes: {
      baby: [
        (c) => `Winke, winke, ${o(c)}, huch, schon weg!`,
        (c) => `Ein Geschenk für ${o(c)}, da, bitte!`,
        (c) => `Psst, ${c.name} sitzt ganz still und wartet.`,
      ],
      young: [
        (c) => `${c.name} winkte ${o(c)} zu, doch ${o(c)} huschte schnell wieder ins Versteck.`,
        (c) =>
          `${c.name} legte ein kleines Geschenk dorthin, wo ${o(c)} es finden würde, und trat dann ein paar Schritte zurück.`,
        (c) => `Dann setzte sich ${c.name} ganz ruhig in die Nähe, damit ${o(c)} keine Angst bekam.`,
      ],
      older: [
        (c) =>
          `Als ${c.name} winkte, verschwand ${o(c)} blitzschnell im Versteck, doch ein neugieriges Auge lugte noch hervor.`,
        (c) =>
          `${c.name} suchte ein kleines Geschenk aus und legte es auf halbem Weg zwischen ihnen ab – eine Einladung, die keine Worte brauchte.`,
        (c) =>
          `Statt ${o(c)} hinterherzulaufen, setzte sich ${c.name} einfach in die Nähe und wartete, denn schüchterne Freunde brauchen Zeit.`,
      ],
    },
    thread: {
      baby: [
        (c) => `Komm mit, ${o(c)}!`,
        (c) => `${o(c)} guckt und staunt.`,
        (c) => `${c.name} zeigt ${o(c)} alles.`,
        (c) => `${f(c)} winkt ${o(c)} zu.`,
      ],
      young: [
        (c) => `${c.name} zeigte ${o(c)} die schönsten Plätze ${c.words.here}.`,
        (c) => `${o(c)} kam jedes Mal ein kleines Stückchen näher.`,
        (c) => `„Du kannst gern mitmachen“, sagte ${f(c)} freundlich zu ${o(c)}.`,
        (c) => `Ab und zu traute sich ${o(c)} schon, ein bisschen zu lächeln.`,
      ],
      older: [
        (c) =>
          `${c.name} achtete darauf, dass ${o(c)} nie zurückblieb, und erklärte geduldig alles, was es ${c.words.here} zu sehen gab.`,
        (c) => `Nach und nach wurde ${o(c)} mutiger, und die schüchternen Blicke wurden seltener.`,
        (c) =>
          `${f(c)} machte ${o(c)} vor, wie viel Spaß man ${c.words.here} haben konnte, und ${o(c)} schaute ganz genau zu.`,
        (c) => `Es rührte ${c.name}, zu sehen, wie ${o(c)} langsam aufzutauen begann.`,
      ],
    },
    climax: {
      baby: [
        (c) => `${o(c)} macht mit, hihi!`,
        (c) => `Jetzt lacht auch ${o(c)}!`,
        (c) => `Juhu, ${o(c)} spielt mit!`,
      ],
      young: [
        (c) => `Auf einmal lachte ${o(c)} laut los und machte einfach mit.`,
        (c) => `„Darf ich mitspielen?“, fragte ${o(c)}, und alle nickten begeistert.`,
        (c) => `Da vergaß ${o(c)} alle Schüchternheit und lachte mit ${c.name} und ${f(c)} um die Wette.`,
      ],
      older: [
        (c) =>
          `Irgendwann, ohne dass es jemand bemerkt hätte, war die Schüchternheit verflogen, und ${o(c)} lachte so laut und frei, als wären die drei schon immer Freunde gewesen.`,
        (c) =>
          `Als ${o(c)} schließlich von selbst mitmachte und dabei hell auflachte, spürte ${c.name} eine tiefe, warme Freude.`,
        (c) =>
          `Es war ein kleiner, aber wunderbarer Moment: ${cap(c.other.friend)} traute sich endlich, und das Lachen klang wie Musik.`,
      ],
    },
    resolution: {
      baby: [
        (c) => `Eins, zwei, drei: ${c.name}, ${f(c)} und ${o(c)}!`,
        (c) => `${c.name}, ${f(c)} und ${o(c)} kuscheln sich aneinander.`,
        () => 'Drei Freunde, hurra!',
      ],
      young: [
        (c) => `Von nun an waren sie zu dritt: ${c.name}, ${f(c)} und ${o(c)}.`,
        () => '„Morgen spielen wir wieder zusammen“, versprachen sich die drei neuen Freunde.',
        () => 'Die drei saßen dicht beieinander und freuten sich über ihre neue Freundschaft.',
      ],
      older: [
        (c) =>
          `Am Ende des Tages waren aus zwei Freunden drei geworden, und ${c.name} dachte, dass ein freundliches Wort manchmal die größte Tür öffnet.`,
        (c) =>
          `${o(c)} blieb ganz nah bei ${c.name} und ${f(c)}, und alle drei wussten, dass diese Freundschaft gerade erst begonnen hatte.`,
      ],
    },
  },
  brave: {
    discovery: {
      baby: [
        (c) => `Huch, was macht da „${c.words.sound}“?`,
        (c) => `Psst, ${c.name}, hörst du das?`,
        () => 'Knack, knack, was ist das?',
      ],
      young: [
        (c) => `Plötzlich hörten ${c.name} und ${f(c)} ein seltsames „${c.words.sound}“ ganz in der Nähe.`,
        (c) =>
          `Irgendwo ganz in der Nähe raschelte und knackte es, und ${f(c)} rückte ein Stück näher an ${c.name} heran.`,
        (c) =>
          `„Was war das?“, flüsterte ${f(c)}, denn aus einer versteckten Ecke kam ein merkwürdiges Geräusch.`,
      ],
      older: [
        (c) =>
          `Mitten in der Stille erklang plötzlich ein Geräusch, das ${c.name} nicht kannte – ein seltsames „${c.words.sound}“, das einfach nicht aufhören wollte.`,
        (c) => `${f(c)} blieb wie angewurzelt stehen, denn ganz in der Nähe raschelte es geheimnisvoll.`,
        (c) =>
          `Ein merkwürdiges Geräusch ließ ${c.name} aufhorchen, und für einen Moment fühlte sich der Bauch ein wenig flau an.`,
      ],
    },
    episodes: {
      baby: [
        () => 'Horch, das Geräusch, schon ganz nah!',
        () => 'Hand in Hand sind wir mutig!',
        (c) => `Schleich, schleich, ganz leise, ${c.name}!`,
      ],
      young: [
        () => 'Da war es wieder, das seltsame Geräusch, und diesmal klang es schon viel näher.',
        (c) =>
          `${c.name} und ${f(c)} hielten sich ganz fest aneinander. „Zusammen sind wir mutig“, flüsterte ${c.name}.`,
        (c) => `Schritt für Schritt schlich ${c.name} auf das Geräusch zu, so leise wie eine kleine Maus.`,
      ],
      older: [
        (c) =>
          `Noch einmal erklang das Geräusch, diesmal näher, und ${c.name} konnte schon fast sagen, aus welcher Richtung es kam.`,
        (c) =>
          `${c.name} griff nach ${f(c)}, und der warme Druck, der zurückkam, fühlte sich an wie Mut, der von einem Freund zum anderen wandert.`,
        (c) =>
          `Vorsichtig, einen Schritt nach dem anderen, pirschte sich ${c.name} an das Geräusch heran, mit pochendem Herzen, aber festen Füßen.`,
      ],
    },
    thread: {
      baby: [
        () => 'Horch, da ist es wieder!',
        (c) => `${c.name} lauscht ganz still.`,
        (c) => `Psst, ${f(c)}, leise!`,
        () => 'Wer macht das nur?',
      ],
      young: [
        () => 'Immer wieder war das seltsame Geräusch zu hören.',
        (c) => `${c.name} spitzte die Ohren und lauschte.`,
        (c) => `„Vielleicht ist es ja gar nichts Schlimmes“, meinte ${c.name} mutig.`,
        (c) => `${f(c)} hielt sich ganz dicht neben ${c.name}.`,
      ],
      older: [
        (c) => `Das Geräusch kam und ging, und jedes Mal hielten ${c.name} und ${f(c)} kurz inne.`,
        (c) =>
          `${c.name} versuchte, ruhig zu bleiben, und stellte sich vor, was für ein harmloses Wesen wohl dahinterstecken könnte.`,
        (c) =>
          `„Wer Angst hat, darf trotzdem mutig sein“, flüsterte ${c.name} ${f(c)} zu, und vielleicht auch ein bisschen sich selbst.`,
        (c) =>
          `Selbst beim Spielen lauschte ${c.name} mit einem Ohr immer noch nach dem geheimnisvollen Geräusch.`,
      ],
    },
    climax: {
      baby: [
        (c) => `Guck mal, es ist nur ${c.other.friend}!`,
        (c) => `Hallo, ${o(c)}, du warst das!`,
        (c) => `${c.name} guckt ganz mutig, und da ist ${o(c)}!`,
      ],
      young: [
        (c) => `${c.name} nahm allen Mut zusammen, schaute nach – und da war nur ${c.other.friend}!`,
        (c) => `„Wer ist da?“, rief ${c.name} mutig, und heraus kam ${c.other.friend}.`,
        (c) => `Es war gar nichts Unheimliches, sondern nur ${c.other.friend} auf der Suche nach Freunden.`,
      ],
      older: [
        (c) =>
          `Mit weichen Knien, aber festem Entschluss trat ${c.name} näher, spähte vorsichtig um die Ecke – und blickte direkt in das freundliche Gesicht von ${c.other.friendDat}.`,
        (c) =>
          `${c.name} beschloss, dem Geräusch mutig auf den Grund zu gehen, und fand heraus, dass nur ${c.other.friend} dahintersteckte.`,
        (c) =>
          `Als ${c.name} endlich nachsah, war das Rätsel gelöst: ${cap(c.other.friend)} hatte die ganze Zeit nur versucht, auf sich aufmerksam zu machen.`,
      ],
    },
    resolution: {
      baby: [() => 'Hahaha, alle lachen!', (c) => `${c.name}, ${f(c)} und ${o(c)} kichern zusammen.`],
      young: [
        (c) => `Da mussten alle lachen, am meisten ${o(c)} selbst.`,
        (c) => `„Du hast uns aber erschreckt!“, kicherte ${f(c)}, und ${o(c)} lachte verlegen mit.`,
        (c) => `${c.name} lachte erleichtert, und ${o(c)} durfte ab jetzt mitspielen.`,
      ],
      older: [
        (c) =>
          `Die Erleichterung platzte als fröhliches Lachen aus allen heraus, und ${o(c)} lachte am lautesten mit.`,
        (c) =>
          `${c.name} merkte, dass manches Unbekannte nur so lange unheimlich ist, bis man mutig nachschaut, und lachte mit ${o(c)} und ${f(c)}, bis allen die Bäuche wehtaten.`,
      ],
    },
  },
  surprise: {
    discovery: {
      baby: [
        (c) => `Psst, ${c.name} hat eine Idee für ${f(c)}!`,
        (c) => `Geheim, geheim: ${c.name} plant etwas für ${f(c)}!`,
        (c) => `Hihi, ${f(c)} darf nichts merken!`,
      ],
      young: [
        (c) => `${c.name} hatte eine Idee: ${f(c)} sollte eine Überraschung bekommen, aber ganz heimlich!`,
        (c) => `Heimlich beschloss ${c.name}, ${f(c)} eine Freude zu machen.`,
        (c) => `Während ${f(c)} kurz wegschaute, schmiedete ${c.name} einen geheimen Plan.`,
      ],
      older: [
        (c) =>
          `${c.name} wollte ${f(c)} zeigen, wie viel diese Freundschaft bedeutete, und heckte deshalb ganz im Stillen einen Überraschungsplan aus.`,
        (c) =>
          `Ein Gedanke ließ ${c.name} heimlich lächeln: Was, wenn ${f(c)} heute eine richtige Überraschung erleben würde?`,
        (c) => `Ohne dass ${f(c)} etwas ahnte, begann ${c.name}, ein kleines Geheimnis vorzubereiten.`,
      ],
    },
    episodes: {
      baby: [
        () => 'Das hier und das hier, für die Überraschung!',
        () => 'Basteln, basteln, pssst, geheim!',
        (c) => `Schnell weg damit, ${f(c)} kommt!`,
      ],
      young: [
        (c) =>
          `${cap(c.words.here)} sammelte ${c.name} die schönsten Dinge, eins nach dem anderen, für die Überraschung.`,
        (c) =>
          `In einer stillen Ecke bastelte ${c.name} an der Überraschung, ganz leise und heimlich, damit niemand etwas merkte.`,
        (c) =>
          `Gerade da kam ${f(c)} vorbei, und ${c.name} versteckte die Überraschung im allerletzten Augenblick.`,
      ],
      older: [
        (c) =>
          `Eine ganze Weile sammelte ${c.name} ${c.words.here} kleine Kostbarkeiten, und bei jeder einzelnen ging es nur darum, ob sie ${f(c)} gefallen würde.`,
        (c) =>
          `In einem versteckten Winkel machte sich ${c.name} ans Werk und ordnete alles immer wieder neu, bis die Überraschung genau richtig aussah.`,
        (c) =>
          `Da, Schritte: Gerade noch rechtzeitig warf ${c.name} ein Tuch über die Überraschung, bevor ${f(c)} gut gelaunt um die Ecke kam.`,
      ],
    },
    thread: {
      baby: [
        (c) => `${c.name} kichert ganz leise.`,
        () => 'Bald ist es so weit!',
        (c) => `${c.name} kann kaum warten!`,
        () => 'Psst, nichts verraten!',
      ],
      young: [
        (c) => `${c.name} konnte es kaum erwarten, ${f(c)} die Überraschung zu zeigen.`,
        (c) => `${c.name} musste sich auf die Lippen beißen, um nichts zu verraten.`,
        (c) => `„Was machst du da?“, fragte ${f(c)}, aber ${c.name} lächelte nur geheimnisvoll.`,
        () => 'Die Überraschung wurde mit jedem Fundstück schöner.',
      ],
      older: [
        (c) =>
          `Jedes Mal, wenn ${f(c)} herüberschaute, setzte ${c.name} die unschuldigste Miene der Welt auf.`,
        (c) => `Es war gar nicht so leicht, ein Geheimnis zu bewahren, wenn ${f(c)} so neugierig war.`,
        (c) => `${c.name} musste sich mehrmals ein Kichern verkneifen, so groß war die Vorfreude.`,
        () => 'Stück für Stück wuchs die Überraschung, und mit ihr das aufgeregte Kribbeln im Bauch.',
      ],
    },
    climax: {
      baby: [
        (c) => `Überraschung, ${f(c)}!`,
        (c) => `Tadaa, das ist für dich, ${f(c)}!`,
        (c) => `${f(c)} staunt: Oh, so schön!`,
      ],
      young: [
        (c) => `„Überraschung!“, rief ${c.name}, und ${f(c)} bekam vor Staunen ganz runde Augen.`,
        (c) => `${c.name} zeigte ${f(c)} die ganze Überraschung, und ${f(c)} sprang vor Freude in die Luft.`,
        (c) => `Als ${f(c)} die Überraschung sah, war die Freude riesengroß.`,
      ],
      older: [
        (c) =>
          `Als ${c.name} schließlich „Überraschung!“ rief und alles enthüllte, stand ${f(c)} einen Augenblick lang sprachlos da und strahlte dann übers ganze Gesicht.`,
        (c) =>
          `${f(c)} konnte kaum glauben, dass all das heimlich vorbereitet worden war, und das Staunen verwandelte sich in pures Glück.`,
        (c) =>
          `Dann war es so weit: „Überraschung!“, rief ${c.name}, und die Freude von ${f(c)} war so groß, dass es ${c.name} ganz warm ums Herz wurde.`,
      ],
    },
    resolution: {
      baby: [
        () => 'Alle feiern, lalala!',
        (c) => `${f(c)} sagt: Danke, danke!`,
        () => 'Tanzen, tanzen, juhu!',
      ],
      young: [
        () => 'Danach feierten sie zusammen, bis alle ganz außer Atem waren.',
        (c) => `„Das ist die schönste Überraschung der Welt“, sagte ${f(c)} und umarmte ${c.name}.`,
        () => 'Sie tanzten, lachten und feierten, bis die Sonne tief stand.',
      ],
      older: [
        (c) =>
          `Es wurde ein kleines, fröhliches Fest, und ${c.name} begriff, dass es fast noch schöner ist, jemandem eine Freude zu machen, als selbst eine zu bekommen.`,
        (c) => `${f(c)} wollte gar nicht mehr aufhören zu feiern, und ${c.name} genoss jede Sekunde davon.`,
      ],
    },
  },
  journey: {
    discovery: {
      baby: [
        (c) => `Los geht’s, ${c.words.farTo}!`,
        (c) => `${c.name} und ${f(c)} wollen ganz weit weg, ${c.words.farTo}.`,
        (c) => `Weit, weit weg, ${c.name}, da wollen wir hin!`,
      ],
      young: [
        (c) =>
          `„Da war schon ewig niemand mehr, lass uns eine Expedition ${c.words.farTo} machen!“, schlug ${f(c)} vor.`,
        (c) =>
          `„Dann nichts wie los!“, rief ${c.name}, als ${f(c)} erzählte, noch nie ${c.words.farAt} gewesen zu sein.`,
        (c) =>
          `${c.name} packte einen kleinen Proviant ein, und schon ging die weite Reise los, ${c.words.farTo}.`,
      ],
      older: [
        (c) =>
          `Schon lange hatte ${c.name} sich gefragt, wie es wohl ${c.words.farAt} aussah, und heute war der Tag, um es herauszufinden.`,
        (c) =>
          `Mit einem Herzen voller Vorfreude brachen ${c.name} und ${f(c)} auf, fest entschlossen, heute noch ${c.words.farTo} zu gelangen.`,
        (c) =>
          `${f(c)} besaß eine alte Karte, auf der ein Pfad ${c.words.farTo} eingezeichnet war, und ${c.name} war sich sicher, dass heute der richtige Tag war, ihm zu folgen.`,
      ],
    },
    episodes: {
      baby: [
        () => 'Oje, falscher Weg, hier entlang!',
        (c) => `Müde Beinchen, aber tapfer, ${c.name}!`,
        () => 'Pause, mampf, mampf, lecker!',
      ],
      young: [
        (c) =>
          `Hoppla, da waren sie falsch abgebogen! ${c.name} blieb stehen, schaute sich gut um und fand den richtigen Weg wieder.`,
        (c) =>
          `${whose(c.name)} Beine wurden langsam müde, aber ${c.words.far} wartete ja, also ging es tapfer weiter.`,
        () => 'Auf halber Strecke setzten sich alle zum Ausruhen hin und teilten ihren Proviant.',
      ],
      older: [
        (c) =>
          `Irgendwo unterwegs nahmen sie eine falsche Abzweigung, doch ${c.name} behielt einen kühlen Kopf, fand einen Anhaltspunkt und lotste alle wieder auf den richtigen Kurs.`,
        (c) =>
          `Der Weg wurde lang und die Füße schwer, doch mit jedem Schritt rückte ${c.words.far} ein kleines Stück näher, und ${c.name} gab nicht auf.`,
        () =>
          'Auf halber Strecke gönnten sich alle eine Rast, teilten ihren Proviant und schauten eine Weile einfach in die Welt hinaus, bevor es weiterging.',
      ],
    },
    thread: {
      baby: [
        () => 'Weiter, weiter, immer weiter!',
        (c) => `Ist es noch weit, ${f(c)}?`,
        () => 'Ein Lied für unterwegs: Lalala!',
        () => 'Schon ein Stück geschafft, juhu!',
      ],
      young: [
        (c) => `Der Weg ging immer weiter, und ${c.name} freute sich schon auf das Ziel.`,
        (c) => `„Sind wir bald da?“, fragte ${f(c)}, und ${c.name} nickte lachend.`,
        () => 'Schritt für Schritt kamen die beiden dem Ziel näher.',
        (c) => `Von Weitem konnte ${c.name} das Ende des Weges schon erahnen.`,
      ],
      older: [
        (c) =>
          `Der Weg schlängelte sich weiter, und ${c.name} merkte, dass auch die Reise selbst schon ein kleines Abenteuer war.`,
        () =>
          'Ab und zu blieben die beiden stehen, um zurückzuschauen und zu staunen, wie weit sie schon gekommen waren.',
        (c) => `${c.name} stimmte ein Wanderlied an, und die Strecke schien wie von selbst kürzer zu werden.`,
        () => 'Hinter jeder Biegung wartete etwas Neues, und das Ziel rückte langsam, aber sicher näher.',
      ],
    },
    climax: {
      baby: [
        (c) => `Geschafft, ${c.name} ist ${c.words.farAt}!`,
        () => 'Oh, wie groß und wie schön!',
        () => 'Hurra, angekommen!',
      ],
      young: [
        (c) =>
          `Endlich standen ${c.name} und ${f(c)} ${c.words.farAt}, und ${c.name} schaute sich mit großen Augen um.`,
        (c) =>
          `Hinter der letzten Biegung lag ${c.words.far}, noch viel schöner, als die beiden es sich vorgestellt hatten.`,
        (c) => `„Wir haben es geschafft!“, jubelte ${c.name}, denn vor ihnen lag ${c.words.far}.`,
      ],
      older: [
        (c) =>
          `Als ${c.name} und ${f(c)} endlich ${c.words.farAt} ankamen, wurde ${c.name} ganz still, denn für so viel Schönheit gab es keine Worte.`,
        (c) =>
          `Das letzte Stück war das schwerste, doch dann lag ${c.words.far} vor ihnen, und ${c.name} wusste, dass sich jeder einzelne Schritt gelohnt hatte.`,
        (c) =>
          `${cap(c.words.farAt)} blieben die beiden lange stehen und staunten, denn alles sah aus wie ein Bild aus einem Traum.`,
      ],
    },
    resolution: {
      baby: [
        () => 'Und jetzt nach Hause, tapp, tapp.',
        () => 'Langsam, langsam geht es heim.',
        () => 'Winke, winke, bis bald!',
      ],
      young: [
        (c) =>
          `Auf dem langen Heimweg erzählten sich ${c.name} und ${f(c)}, was ihnen am besten gefallen hatte.`,
        () => 'Dann machten sich die beiden gemütlich auf den Rückweg, müde, aber glücklich.',
        (c) => `„Das war die schönste Reise überhaupt“, sagte ${f(c)} auf dem Weg nach Hause.`,
      ],
      older: [
        (c) =>
          `Der Heimweg war lang, doch er fühlte sich ganz anders an als der Hinweg: leichter, vertrauter und voller Erinnerungen, die ${c.name} und ${f(c)} nun miteinander teilten.`,
        (c) =>
          `Langsam machten sich die beiden auf den langen Weg zurück, und ${c.name} drehte sich noch ein letztes Mal um, um sich alles gut einzuprägen.`,
      ],
    },
  },
};

// Details colour any daytime moment of any theme and plot, so they name no place, thing or deed.
const details: LanguagePack<GermanWords>['details'] = {
  baby: [
    (c) => `${c.words.sound}!`,
    (c) => `Klatsch, klatsch, ${c.name}!`,
    (c) => `Juhu, ${f(c)} sagt Hallo!`,
    () => 'Hihi, das kitzelt!',
    (c) => `Schau mal, wie schön, ${c.name}!`,
    (c) => `Guck, ${f(c)} winkt!`,
    () => 'Ei, ei, so fein!',
    () => 'Hopp, hopp, hopp!',
    (c) => `Kille, kille, ${c.name}!`,
    () => 'Oh, wie bunt!',
    (c) => `${f(c)} lacht: Hahaha!`,
    () => 'Tapp, tapp, tapp.',
    () => 'Juchhe!',
    (c) => `Brumm, brumm, ${f(c)} summt ein Lied.`,
    () => 'Alles glitzert und funkelt!',
    (c) => `${c.name} klatscht in die Hände.`,
    (c) => `Dideldum, ${f(c)} tanzt herum.`,
    (c) => `${c.name} lacht und lacht.`,
    () => 'Bunt, bunt, bunt!',
    (c) => `Ein Küsschen für ${f(c)}!`,
    (c) => `${f(c)} macht einen Purzelbaum.`,
    () => 'Oh, wie aufregend!',
  ],
  young: [
    (c) => `${f(c)} kicherte und wackelte vor Freude hin und her.`,
    (c) => `${c.name} spürte ein warmes, helles Kribbeln im Bauch.`,
    () => 'Was für ein wunderbarer Tag das war!',
    (c) => `„${c.words.sound}!“, sang ${f(c)} fröhlich.`,
    (c) => `${c.name} musste so sehr lachen, dass ${f(c)} gleich mitlachte.`,
    (c) => `„Das machen wir morgen wieder!“, rief ${c.name}.`,
    () => 'Ein kleiner Freudenhüpfer, und weiter ging es.',
    (c) => `${f(c)} zwinkerte ${c.name} fröhlich zu.`,
    (c) => `„Ich bin so froh, dass du da bist“, sagte ${f(c)}.`,
    (c) => `${c.name} hüpfte vor lauter Glück auf und ab.`,
    (c) => `${c.name} und ${f(c)} klatschten sich ab.`,
    (c) => `„Hui, ist das schön hier!“, staunte ${c.name}.`,
    () => 'Alles ringsum glitzerte und funkelte.',
    (c) => `${c.name} machte große Augen.`,
    (c) => `${f(c)} drehte sich vor Übermut einmal im Kreis.`,
    (c) => `${f(c)} stupste ${c.name} freundlich an.`,
    (c) => `${c.name} summte ein lustiges Lied, und ${f(c)} summte mit.`,
    () => 'Die Zeit verging wie im Flug.',
    (c) => `${c.name} und ${f(c)} blieben dicht beieinander.`,
    () => 'Überall gab es etwas Neues zu entdecken.',
    (c) => `„Wie spannend!“, flüsterte ${f(c)}.`,
    (c) => `${c.name} lächelte so breit, dass die Wangen kitzelten.`,
  ],
  older: [
    (c) =>
      `${c.name} bewahrte diesen Moment an einem sicheren Ort im Gedächtnis auf, um ihn für immer zu behalten.`,
    (c) => `${f(c)} sagte kein Wort, aber der Blick, den die beiden tauschten, sagte alles.`,
    () => 'Über allem lag ein Hauch von Abenteuer.',
    () => 'Es war einer dieser Momente, in denen man sich gleichzeitig ganz klein und ganz mutig fühlt.',
    (c) => `${c.name} spürte, wie Neugier und ein kleines bisschen Aufregung sich im Bauch die Hand gaben.`,
    () =>
      'Hätte jemand in diesem Augenblick ein Foto gemacht, wären darauf zwei sehr zufriedene Gesichter zu sehen gewesen.',
    (c) => `${f(c)} summte leise vor sich hin, ziemlich schief, aber mit voller Überzeugung.`,
    () => 'Alles schien vor Vorfreude leise zu knistern.',
    (c) => `${c.name} merkte, wie das Herz ein wenig schneller schlug, aber auf die gute Art.`,
    (c) => `${f(c)} warf ${c.name} einen verschmitzten Seitenblick zu.`,
    () =>
      'Manchmal sind es die kleinen Dinge, die einen Tag besonders machen, und dieser Tag war voll davon.',
    (c) => `${c.name} fühlte sich so leicht, als könnte das Glück einen ein Stück vom Boden heben.`,
    (c) => `Irgendwo tief drinnen wusste ${c.name}, dass dieser Tag etwas Besonderes war.`,
    (c) => `Zwischen ${c.name} und ${f(c)} brauchte es kaum Worte; ein Nicken genügte.`,
    (c) => `${f(c)} lachte so ansteckend, dass ${c.name} gar nicht anders konnte, als mitzulachen.`,
    () => 'Für einen Moment stand die Zeit still, und alles war genau richtig.',
    (c) => `${c.name} staunte darüber, wie viel Schönes an einem einzigen Tag Platz hat.`,
    (c) => `Mit jedem Augenblick wuchs in ${c.name} das Gefühl, genau am richtigen Ort zu sein.`,
    (c) => `${f(c)} erzählte eine so verrückte Geschichte, dass ${c.name} vor Lachen kaum Luft bekam.`,
    () => 'Die Welt wirkte größer als sonst und zugleich so vertraut wie ein altes Lieblingsbuch.',
    (c) => `Ein warmes, zufriedenes Gefühl breitete sich in ${c.name} aus.`,
    () => 'Wer genau hinsah, konnte überall kleine Wunder entdecken.',
  ],
};

// Said just before the bedtime ending: nothing happens after them but falling asleep.
const windDown: LanguagePack<GermanWords>['windDown'] = {
  baby: [
    (c) => `Die Äuglein werden schwer, ${c.name}.`,
    (c) => `${f(c)} gähnt ganz groß: Uaaah.`,
    () => 'Das Licht geht langsam aus.',
    () => 'Sch-sch-sch, ganz still jetzt.',
  ],
  young: [
    (c) => `${c.name} gähnte so herzhaft, dass ${f(c)} gleich mitgähnen musste.`,
    () => 'Langsam wurden die Augenlider schwer wie kleine Kissen.',
    (c) => `${f(c)} kuschelte sich ganz nah an ${c.name}.`,
    () => 'Ringsum wurde es still, und die Lichter wurden immer schwächer.',
  ],
  older: [
    (c) => `Ein großes, gemütliches Gähnen stieg in ${c.name} auf, und ${f(c)} streckte sich ebenfalls müde.`,
    () =>
      'Die Geräusche ringsum wurden leiser und weicher, als hätte jemand die Welt in eine Decke gewickelt.',
    (c) => `${c.name} lehnte sich an ${f(c)}, und die Gedanken wurden langsam schwer und träge.`,
    () => 'Das Licht wurde golden, dann blau, dann ganz sanft dunkel.',
  ],
};

// The theme's second and third companions; names are adapted so they sound natural in German.
const companions: LanguagePack<GermanWords>['companions'] = {
  ocean: [
    friend(
      'die kleine Meeresschildkröte Shelly',
      'die kleine Meeresschildkröte Shelly',
      'der kleinen Meeresschildkröte Shelly',
      'Shelly',
    ),
    friend('der kleine Krake Inki', 'den kleinen Kraken Inki', 'dem kleinen Kraken Inki', 'Inki'),
  ],
  jungle: [
    friend('der Papagei Kiwi', 'den Papagei Kiwi', 'dem Papagei Kiwi', 'Kiwi'),
    friend('das Elefantenbaby Kiesel', 'das Elefantenbaby Kiesel', 'dem Elefantenbaby Kiesel', 'Kiesel'),
  ],
  space: [
    friend(
      'der kleine Außerirdische Zib',
      'den kleinen Außerirdischen Zib',
      'dem kleinen Außerirdischen Zib',
      'Zib',
    ),
    friend('der Welpe Astro', 'den Welpen Astro', 'dem Welpen Astro', 'Astro'),
  ],
  castle: [
    friend('das Pony Kleeblatt', 'das Pony Kleeblatt', 'dem Pony Kleeblatt', 'Kleeblatt'),
    friend('die Eule Schuhu', 'die Eule Schuhu', 'der Eule Schuhu', 'Schuhu'),
  ],
  dinosaur: [
    friend(
      'der kleine Triceratops Trixi',
      'den kleinen Triceratops Trixi',
      'dem kleinen Triceratops Trixi',
      'Trixi',
    ),
    friend(
      'die Meeresschildkröte Tilly',
      'die Meeresschildkröte Tilly',
      'der Meeresschildkröte Tilly',
      'Tilly',
    ),
  ],
  halloween: [
    friend('das kleine Gespenst Buh', 'das kleine Gespenst Buh', 'dem kleinen Gespenst Buh', 'Buh'),
    friend('die Eule Schuhu', 'die Eule Schuhu', 'der Eule Schuhu', 'Schuhu'),
  ],
  christmas: [
    friend(
      'das Häschen Schneeglöckchen',
      'das Häschen Schneeglöckchen',
      'dem Häschen Schneeglöckchen',
      'Schneeglöckchen',
    ),
    friend('die kleine Füchsin Rubi', 'die kleine Füchsin Rubi', 'der kleinen Füchsin Rubi', 'Rubi'),
  ],
  beach: [
    friend('die Krabbe Zwick', 'die Krabbe Zwick', 'der Krabbe Zwick', 'Zwick'),
    friend('der Welpe Schnuffel', 'den Welpen Schnuffel', 'dem Welpen Schnuffel', 'Schnuffel'),
  ],
  dragon: [
    friend('die weise Eule Salbei', 'die weise Eule Salbei', 'der weisen Eule Salbei', 'Salbei'),
    friend('der Fuchs Rosti', 'den Fuchs Rosti', 'dem Fuchs Rosti', 'Rosti'),
  ],
  superhero: [
    friend('der Roboter Gizmo', 'den Roboter Gizmo', 'dem Roboter Gizmo', 'Gizmo'),
    friend('das Kätzchen Tapsi', 'das Kätzchen Tapsi', 'dem Kätzchen Tapsi', 'Tapsi'),
  ],
  doctor: [
    friend('das Häschen Hoppel', 'das Häschen Hoppel', 'dem Häschen Hoppel', 'Hoppel'),
    friend('der Welpe Flicken', 'den Welpen Flicken', 'dem Welpen Flicken', 'Flicken'),
  ],
  school: [
    friend('die Eule Feder', 'die Eule Feder', 'der Eule Feder', 'Feder'),
    friend('der Roboter Piep', 'den Roboter Piep', 'dem Roboter Piep', 'Piep'),
  ],
  birthday: [
    friend('das Kätzchen Streusel', 'das Kätzchen Streusel', 'dem Kätzchen Streusel', 'Streusel'),
    friend(
      'der kleine Elefant Erdnuss',
      'den kleinen Elefanten Erdnuss',
      'dem kleinen Elefanten Erdnuss',
      'Erdnuss',
    ),
  ],
  bedtime: [
    friend('die Eule Luna', 'die Eule Luna', 'der Eule Luna', 'Luna'),
    friend('das Häschen Kuschel', 'das Häschen Kuschel', 'dem Häschen Kuschel', 'Kuschel'),
  ],
  custom: [
    friend('die Eule Olive', 'die Eule Olive', 'der Eule Olive', 'Olive'),
    friend('das Häschen Brombeere', 'das Häschen Brombeere', 'dem Häschen Brombeere', 'Brombeere'),
  ],
};

// Titles avoid the genitive („Mias“), which would need a rule for names ending in s, x or z.
const favourites: LanguagePack<GermanWords>['favourites'] = {
  opening: (c, things) =>
    `${c.name} hatte eine ganze Tasche voller fröhlicher Gedanken dabei: ${listOf(things, ' und ')}.`,
  moments: [
    (c, thing) => `Plötzlich erinnerte etwas ${c.name} an eines der liebsten Dinge auf der Welt: ${thing}.`,
    (c, thing) =>
      `${c.words.friendName} wollte wissen, was ${c.name} am allerliebsten mochte, und die Antwort kam mit einem breiten Grinsen: ${thing}.`,
    (_, thing) => `In der Ferne schien etwas Heißgeliebtes fröhlich zu winken: ${thing}.`,
    (c, thing) =>
      `${c.name} summte ein kleines, selbst erfundenes Lied über etwas ganz Besonderes: ${thing}.`,
  ],
};

export const de: LanguagePack<GermanWords> = {
  code: 'de',
  script: /[A-Za-zÄÖÜäöüß]/,
  themes,
  companions,
  custom,
  titles: [
    (c) => `${c.name} und ${c.words.friend}`,
    (c) => `${cap(c.words.topic)} – eine Geschichte für ${c.name}`,
    (c) => `${c.name} ${c.words.here}`,
  ],
  lines,
  plots,
  details,
  windDown,
  favourites,
};
