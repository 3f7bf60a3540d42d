import type { LanguagePack, LineContext } from '../types.ts';
import { type OnePlotLines, onePlotPack } from './one-plot.ts';

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

/** The companion in the three cases the lines use; names themselves never decline. */
interface Companion {
  nom: string;
  acc: string;
  dat: string;
  name: string;
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
  friend: Companion;
  /** A sound for the youngest listeners, without final punctuation: „Blubb, blubb“. */
  sound: string;
  /** What is found, nominative and accusative (they differ for masculine nouns). */
  foundNom: string;
  foundAcc: string;
  /** The found thing again, accusative with its article, for „dachte an …“. */
  thing: string;
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
const friend = (nom: string, acc: string, dat: string, name: string): Companion => ({ nom, acc, dat, name });

const themes: LanguagePack<GermanWords>['themes'] = {
  ocean: w({
    placeNom: 'ein leuchtendes Korallenriff tief unten im Meer',
    placeDat: 'einem leuchtenden Korallenriff tief unten im Meer',
    at: 'in einem leuchtenden Korallenriff tief unten im Meer',
    here: 'im Riff',
    friend: friend(
      'der kleine Delfin Flossi',
      'den kleinen Delfin Flossi',
      'dem kleinen Delfin Flossi',
      'Flossi',
    ),
    sound: 'Blubb, blubb',
    foundNom: 'eine schimmernde, summende Perlmuschel',
    foundAcc: 'eine schimmernde, summende Perlmuschel',
    thing: 'die Perlmuschel',
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
    friend: friend('das Äffchen Koko', 'das Äffchen Koko', 'dem Äffchen Koko', 'Koko'),
    sound: 'Hui, schwups',
    foundNom: 'eine goldene, im Schatten leuchtende Blume',
    foundAcc: 'eine goldene, im Schatten leuchtende Blume',
    thing: 'die goldene Blume',
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
    friend: friend('der Roboter Blinki', 'den Roboter Blinki', 'dem Roboter Blinki', 'Blinki'),
    sound: 'Wusch, wusch',
    foundNom: 'ein winziger, vom Himmel gefallener Stern',
    foundAcc: 'einen winzigen, vom Himmel gefallenen Stern',
    thing: 'den kleinen Stern',
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
    friend: friend('das Kätzchen Mimi', 'das Kätzchen Mimi', 'dem Kätzchen Mimi', 'Mimi'),
    sound: 'Ding, dong',
    foundNom: 'ein kleiner goldener Schlüssel unter einem Rosenbusch',
    foundAcc: 'einen kleinen goldenen Schlüssel unter einem Rosenbusch',
    thing: 'den goldenen Schlüssel',
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
    friend: friend(
      'das kleine Dinobaby Tupfi',
      'das kleine Dinobaby Tupfi',
      'dem kleinen Dinobaby Tupfi',
      'Tupfi',
    ),
    sound: 'Stampf, stampf',
    foundNom: 'ein großes, gepunktetes Ei in einem Nest aus Blättern',
    foundAcc: 'ein großes, gepunktetes Ei in einem Nest aus Blättern',
    thing: 'das gepunktete Ei',
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
    friend: friend(
      'der schwarze Kater Mitternacht',
      'den schwarzen Kater Mitternacht',
      'dem schwarzen Kater Mitternacht',
      'Mitternacht',
    ),
    sound: 'Huhu, hihi',
    foundNom: 'eine leuchtende Kürbislaterne mit einem freundlichen Lächeln',
    foundAcc: 'eine leuchtende Kürbislaterne mit einem freundlichen Lächeln',
    thing: 'die Kürbislaterne',
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
    friend: friend(
      'das kleine Rentier Flocke',
      'das kleine Rentier Flocke',
      'dem kleinen Rentier Flocke',
      'Flocke',
    ),
    sound: 'Klingeling',
    foundNom: 'ein winziges silbernes Glöckchen im Schnee',
    foundAcc: 'ein winziges silbernes Glöckchen im Schnee',
    thing: 'das silberne Glöckchen',
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
    friend: friend('die Möwe Kiki', 'die Möwe Kiki', 'der Möwe Kiki', 'Kiki'),
    sound: 'Schwapp, schwapp',
    foundNom: 'eine Flaschenpost aus grünem Glas',
    foundAcc: 'eine Flaschenpost aus grünem Glas',
    thing: 'die Flaschenpost',
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
    friend: friend(
      'der freundliche Drache Funkel',
      'den freundlichen Drachen Funkel',
      'dem freundlichen Drachen Funkel',
      'Funkel',
    ),
    sound: 'Flatter, flatter',
    foundNom: 'eine warme, schimmernde Drachenschuppe',
    foundAcc: 'eine warme, schimmernde Drachenschuppe',
    thing: 'die Drachenschuppe',
    episodes: [
      e('auf Funkels Rücken über die Hügel fliegen', 'fliegt', 'flog', 'auf Funkels Rücken über die Hügel'),
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
      e('Funkels glänzende Schätze zählen', 'zählt', 'zählte', 'Funkels glänzende Schätze'),
      e('ein altes Drachenlied lernen', 'lernt', 'lernte', 'ein altes Drachenlied'),
      e('in den Wolken nach lustigen Formen suchen', 'sucht', 'suchte', 'in den Wolken nach lustigen Formen'),
    ],
    climax: d(
      'hilft',
      'half',
      'dem lieben Funkel mit einem sanften Lied, die verlorene Stimme wiederzufinden',
    ),
    ending: d('macht', 'machte', 'es sich unter den Sternen am warmen Drachenfeuer gemütlich'),
    topic: 'der freundliche Drache',
  }),
  superhero: w({
    placeNom: 'eine große Stadt mit hohen Häusern',
    placeDat: 'einer großen Stadt mit hohen Häusern',
    at: 'in einer großen Stadt mit hohen Häusern',
    here: 'in der Stadt',
    friend: friend(
      'der kleine Welpe Flitzer',
      'den kleinen Welpen Flitzer',
      'dem kleinen Welpen Flitzer',
      'Flitzer',
    ),
    sound: 'Wusch, zack',
    foundNom: 'ein glänzender Umhang in einer Schachtel',
    foundAcc: 'einen glänzenden Umhang in einer Schachtel',
    thing: 'den glänzenden Umhang',
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
    friend: friend('der Teddy Brummel', 'den Teddy Brummel', 'dem Teddy Brummel', 'Brummel'),
    sound: 'Bumm-bumm',
    foundNom: 'ein Arztkoffer mit einem echten Stethoskop',
    foundAcc: 'einen Arztkoffer mit einem echten Stethoskop',
    thing: 'das Stethoskop',
    episodes: [
      e('die nette Krankenschwester begrüßen', 'begrüßt', 'begrüßte', 'die nette Krankenschwester'),
      e('Brummels Herzschlag abhören', 'hört', 'hörte', 'Brummels Herzschlag ab'),
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
    friend: friend(
      'der Klassenhamster Krümel',
      'den Klassenhamster Krümel',
      'dem Klassenhamster Krümel',
      'Krümel',
    ),
    sound: 'Drrring, drrring',
    foundNom: 'eine Schachtel mit Zauberstiften',
    foundAcc: 'eine Schachtel mit Zauberstiften',
    thing: 'die Zauberstifte',
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
    // The companion is the class hamster, so the runaway is his little brother: lines may have the companion cheer.
    climax: d('findet', 'fand', 'Krümels ausgebüxten kleinen Bruder zwischen den Regalen der Bücherei'),
    ending: d('erzählt', 'erzählte', 'der Familie alles über den Tag'),
    topic: 'ein Tag in der Schule',
  }),
  birthday: w({
    placeNom: 'eine Geburtstagsparty im Garten',
    placeDat: 'einer Geburtstagsparty im Garten',
    at: 'auf einer Geburtstagsparty im Garten',
    here: 'auf der Party',
    friend: friend('der kleine Hund Keks', 'den kleinen Hund Keks', 'dem kleinen Hund Keks', 'Keks'),
    sound: 'Plopp, plopp',
    foundNom: 'ein Überraschungsgeschenk mit einer großen Schleife',
    foundAcc: 'ein Überraschungsgeschenk mit einer großen Schleife',
    thing: 'das Geschenk',
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
    friend: friend('der Teddy Knuffel', 'den Teddy Knuffel', 'dem Teddy Knuffel', 'Knuffel'),
    sound: 'Psst, psst',
    foundNom: 'ein silberner Mondstrahl am Fenster',
    foundAcc: 'einen silbernen Mondstrahl am Fenster',
    thing: 'den Mondstrahl',
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
  friend: friend('die kleine Füchsin Fine', 'die kleine Füchsin Fine', 'der kleinen Füchsin Fine', 'Fine'),
  sound: 'Trallala',
  foundNom: `eine Schatzkarte mit dem Weg zu einem Abenteuer rund um „${text}“`,
  foundAcc: `eine Schatzkarte mit dem Weg zu einem Abenteuer rund um „${text}“`,
  thing: 'die Schatzkarte',
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
/** The companion's name only: names do not decline, so it fits every case. */
const f = (c: C) => c.words.friend.name;

// German verbs do not mark the child's gender, so every line works with or without it; lines
// still avoid er/sie for the child and say the name or „die beiden“ instead.
const lines: OnePlotLines<GermanWords> = {
  opening: {
    baby: [
      (c) => `Guck mal, ${c.name}, hier ist ${c.words.placeNom}!`,
      (c) => `Hallo, ${c.name}, willkommen ${c.words.here}!`,
      (c) => `Kuckuck, ${c.name}, wir sind ${c.words.at}!`,
      (c) => `${c.words.sound}, ${c.name}, wie schön ist es ${c.words.here}!`,
    ],
    young: [
      (c) =>
        `Eines Tages fand sich ${c.name} ${c.words.at} wieder, und ${c.words.friend.nom} winkte schon fröhlich.`,
      (c) =>
        `${c.name} hatte schon immer von ${c.words.placeDat} geträumt, und heute zeigte ${c.words.friend.nom} den Weg dorthin.`,
      (c) => `„Komm mit!“, rief ${c.words.friend.nom}, und schon stand ${c.name} mitten ${c.words.here}.`,
      (c) =>
        `Es war einmal ein Kind namens ${c.name}, das eines Tages ${c.words.at} ${c.words.friend.acc} kennenlernte.`,
    ],
    older: [
      (c) =>
        `Als ${c.name} ${c.words.at} ankam, schien alles ringsum leise zu summen, als hätte es genau auf diesen Besuch gewartet, und ${c.words.friend.nom} grinste bereits von einem Ohr zum anderen.`,
      (c) =>
        `Von ${c.words.placeDat} hatte ${c.name} schon in vielen Büchern gelesen, doch nichts war so aufregend wie das Gefühl, jetzt wirklich dort zu sein, Seite an Seite mit ${c.words.friend.dat}.`,
      (c) =>
        `Es begann, wie die besten Abenteuer eben beginnen, ganz unscheinbar: ${c.name} folgte ${c.words.friend.dat}, und plötzlich lag ${c.words.placeNom} vor den beiden.`,
    ],
  },
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
  episode: {
    baby: [
      (c) => `${c.words.sound}, ${c.name} ${ep(c).now} ${ep(c).rest}!`,
      (c) => `Jetzt ${ep(c).now} ${c.name} ${ep(c).rest}, juhu!`,
      (c) => `Noch mal, noch mal: ${c.name} ${ep(c).now} ${ep(c).rest}!`,
      (c) => `Lass uns ${ep(c).inf}, ${c.name}!`,
      (c) => `Ui, ${c.name} ${ep(c).now} ${ep(c).rest}, und ${f(c)} macht mit!`,
    ],
    young: [
      (c) =>
        `Danach ${plural(ep(c).past)} ${c.name} und ${f(c)} ${ep(c).rest}, und die beiden lachten die ganze Zeit.`,
      (c) => `„Lass uns ${ep(c).inf}!“, rief ${f(c)}, und schon ging es los.`,
      (c) => `Dann ${ep(c).past} ${c.name} ${ep(c).rest}, und das machte noch mehr Spaß als gedacht.`,
      (c) => `Die beiden ${plural(ep(c).past)} ${ep(c).rest}, und ${c.name} strahlte über das ganze Gesicht.`,
      (c) =>
        `${cap(c.words.here)} ${ep(c).past} ${c.name} ${ep(c).rest}, während ${f(c)} begeistert jubelte.`,
      (c) => `Zusammen mit ${c.words.friend.dat} ${ep(c).past} ${c.name} ${ep(c).rest} – was für ein Spaß!`,
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
        `Mit ${c.words.friend.dat} an der Seite ${ep(c).past} ${c.name} ${ep(c).rest} und merkte, dass ein kleines bisschen Mut alles heller macht.`,
      (c) =>
        `Mit angehaltenem Atem und klopfendem Herzen ${ep(c).past} ${c.name} ${ep(c).rest}, und ${f(c)} nickte anerkennend.`,
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

const details: LanguagePack<GermanWords>['details'] = {
  baby: [
    (c) => `${c.words.sound}!`,
    (c) => `Klatsch, klatsch, ${c.name}!`,
    (c) => `Juhu, ${f(c)} sagt Hallo!`,
    () => 'Hihi, das kitzelt!',
    (c) => `Schau mal, wie schön, ${c.name}!`,
    (c) => `Guck, ${f(c)} winkt!`,
    () => 'Ei, ei, so fein!',
  ],
  young: [
    (c) => `${f(c)} kicherte und wackelte vor Freude hin und her.`,
    (c) => `${c.name} spürte ein warmes, helles Kribbeln im Bauch.`,
    () => 'Was für ein wunderbarer Tag das war!',
    (c) => `„${c.words.sound}!“, sang ${f(c)} fröhlich.`,
    (c) => `${c.name} musste so sehr lachen, dass ${f(c)} gleich mitlachte.`,
    (c) => `„Das machen wir morgen wieder!“, rief ${c.name}.`,
    () => 'Ein kleiner Freudenhüpfer, und schon ging es weiter.',
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
  ],
};

// Titles avoid the genitive („Mias“), which would need a rule for names ending in s, x or z.
export const de: LanguagePack<GermanWords> = onePlotPack({
  code: 'de',
  script: /[A-Za-zÄÖÜäöüß]/,
  themes,
  custom,
  titles: [
    (c) => `${c.name} und ${c.words.friend.nom}`,
    (c) => `${cap(c.words.topic)} – eine Geschichte für ${c.name}`,
    (c) => `${c.name} ${c.words.here}`,
  ],
  lines,
  details,
});
