import type { Theme } from '@storyloom/contract';
import type { Mood, Plot, Pose } from './story-model.ts';

/** One moment of a theme: an English gloss (for translators and image prompts) and what to draw. */
export interface Moment {
  gloss: string;
  props: string[];
  action: Pose;
  mood: Mood;
  /**
   * The creature this moment meets, when it is one of the theme's companions (the jungle's
   * parrot): an episode is left out of a story whose cast has it, and the treasure plot's climax
   * never has it as the story's companion.
   */
  meets?: string;
}

/**
 * The language-independent script of a theme. Every language pack tells these same moments in
 * its own words, index-aligned: episode i of a pack's theme vocabulary tells `episodes[i]`.
 */
export interface ThemeScript {
  setting: string;
  /** Where the story happens, as a picture-book caption. */
  place: string;
  /** Where the journey plot goes, as a picture-book caption: "an old shipwreck beyond the reef". */
  far: string;
  /** The theme's three companions; the first is the one its stories began with. */
  companions: readonly [string, string, string];
  /** What the child finds in the discovery beat. */
  discovery: Moment;
  episodes: [Moment, Moment, Moment, Moment, Moment, Moment, Moment, Moment];
  /** The gentle climax: a small problem solved kindly. */
  climax: Moment;
  /** The calm, bedtime ending. */
  ending: Moment;
}

const m = (gloss: string, props: string[], action: Pose, mood: Mood, meets?: string): Moment => ({
  gloss,
  props,
  action,
  mood,
  ...(meets ? { meets } : {}),
});

export const THEME_SCRIPTS: Record<Theme, ThemeScript> = {
  ocean: {
    setting: 'underwater',
    place: 'a bright coral reef under the sea',
    far: 'an old shipwreck beyond the reef',
    companions: ['dolphin', 'sea-turtle', 'octopus'],
    discovery: m('a shining pearl shell that hums a tune', ['pearl-shell'], 'reaching', 'amazed'),
    episodes: [
      m('swim with a school of rainbow fish', ['fish'], 'swimming', 'happy'),
      m('say hello to a sleepy sea turtle', ['turtle'], 'waving', 'happy', 'sea-turtle'),
      m('count the colours of the coral', ['coral'], 'pointing', 'curious'),
      m('follow a trail of bubbles', ['bubbles'], 'swimming', 'curious'),
      m('play hide-and-seek with a little octopus', ['octopus'], 'swimming', 'happy', 'octopus'),
      m('listen to a whale singing far away', ['whale'], 'listening', 'amazed'),
      m('find a garden of swaying seaweed', ['seaweed'], 'swimming', 'calm'),
      m('ride a gentle wave', ['wave'], 'swimming', 'happy'),
    ],
    climax: m('help a lost baby crab find its way home', ['crab', 'coral'], 'reaching', 'brave'),
    ending: m('float home under the moonlit water and rest', ['moon', 'bubbles'], 'sleeping', 'sleepy'),
  },
  jungle: {
    setting: 'jungle',
    place: 'a green jungle full of tall trees',
    far: 'the great waterfall deep in the jungle',
    companions: ['monkey', 'parrot', 'elephant'],
    discovery: m('a golden flower that glows in the shade', ['golden-flower'], 'reaching', 'amazed'),
    episodes: [
      m('swing on soft vines', ['vines'], 'jumping', 'happy'),
      m('meet a colourful parrot', ['parrot'], 'waving', 'happy', 'parrot'),
      m('tiptoe past a dozing tiger', ['tiger'], 'walking', 'curious'),
      m('splash across a sparkling stream', ['stream'], 'jumping', 'happy'),
      m('share bananas with friends', ['bananas'], 'sitting', 'happy'),
      m('watch butterflies dance', ['butterflies'], 'pointing', 'amazed'),
      m('climb a friendly old tree', ['big-tree'], 'climbing', 'brave'),
      m('follow footprints in the mud', ['footprints'], 'running', 'curious'),
    ],
    climax: m('help a baby elephant who is stuck in the mud', ['elephant'], 'reaching', 'brave', 'elephant'),
    ending: m(
      'listen to the jungle lullaby of frogs and crickets and fall asleep',
      ['fireflies', 'moon'],
      'sleeping',
      'sleepy',
    ),
  },
  space: {
    setting: 'space',
    place: 'outer space among the stars',
    far: 'a ringed planet at the edge of the stars',
    companions: ['robot', 'alien', 'puppy'],
    discovery: m('a tiny star that has fallen from the sky', ['little-star'], 'reaching', 'amazed'),
    episodes: [
      m('fly a rocket past the moon', ['rocket', 'moon'], 'flying', 'happy'),
      m('bounce on a soft purple planet', ['planet'], 'jumping', 'happy'),
      m('wave to a friendly comet', ['comet'], 'waving', 'happy'),
      m('draw pictures with the stars', ['stars'], 'pointing', 'curious'),
      m('float without gravity', ['stars'], 'flying', 'happy'),
      m('visit the rings of a giant planet', ['ringed-planet'], 'flying', 'amazed'),
      m('meet a shy little alien', ['alien'], 'waving', 'curious', 'alien'),
      m('watch the sun rise over the Earth', ['earth', 'sun'], 'standing', 'amazed'),
    ],
    climax: m(
      'help the tiny star find its place in the sky again',
      ['little-star', 'stars'],
      'reaching',
      'brave',
    ),
    ending: m('fly home and watch the star twinkle from the window', ['moon', 'stars'], 'sleeping', 'sleepy'),
  },
  castle: {
    setting: 'castle',
    place: 'a castle on a green hill',
    far: 'the enchanted forest beyond the castle walls',
    companions: ['kitten', 'pony', 'owl'],
    discovery: m('a small golden key under a rose bush', ['golden-key'], 'reaching', 'amazed'),
    episodes: [
      m('walk across the drawbridge', ['drawbridge'], 'walking', 'happy'),
      m('meet a kind knight', ['knight'], 'waving', 'happy'),
      m('climb the spiral tower stairs', ['tower'], 'climbing', 'curious'),
      m('dance in the great hall', ['banners'], 'dancing', 'happy'),
      m('have a picnic in the castle garden', ['picnic'], 'sitting', 'happy'),
      m('look at the old paintings', ['paintings'], 'pointing', 'curious'),
      m('ride a gentle pony around the courtyard', ['pony'], 'sitting', 'happy', 'pony'),
      m('listen to the court musician play', ['lute'], 'listening', 'calm'),
    ],
    climax: m(
      'open the secret door with the golden key and find the lost crown',
      ['crown', 'golden-key'],
      'reaching',
      'brave',
    ),
    ending: m('watch the stars from the tower and fall asleep', ['tower', 'moon'], 'sleeping', 'sleepy'),
  },
  dinosaur: {
    setting: 'dinosaur-valley',
    place: 'a valley where friendly dinosaurs live',
    far: 'the sleepy volcano at the end of the valley',
    companions: ['baby-dinosaur', 'triceratops', 'sea-turtle'],
    discovery: m('a big spotted egg in a nest of leaves', ['dino-egg'], 'reaching', 'amazed'),
    episodes: [
      m('stomp through the tall ferns', ['ferns'], 'walking', 'happy'),
      m('meet a gentle long-necked dinosaur', ['long-neck'], 'waving', 'amazed'),
      m('splash in a warm pool', ['pool'], 'jumping', 'happy'),
      m('count the plates on a stegosaurus', ['stegosaurus'], 'pointing', 'curious'),
      m('watch a volcano puff soft clouds far away', ['volcano'], 'standing', 'curious'),
      m('find giant footprints', ['footprints'], 'walking', 'curious'),
      m('eat sweet berries together', ['berries'], 'sitting', 'happy'),
      m('race a little triceratops', ['triceratops'], 'running', 'happy', 'triceratops'),
    ],
    climax: m('keep the egg warm until it hatches', ['dino-egg'], 'hugging', 'brave'),
    ending: m('curl up beside the dinosaurs under the stars', ['moon', 'ferns'], 'sleeping', 'sleepy'),
  },
  halloween: {
    setting: 'halloween-night',
    place: 'a friendly village on Halloween night',
    far: 'the old pumpkin patch beyond the village',
    companions: ['black-cat', 'ghost', 'owl'],
    discovery: m('a glowing pumpkin lantern that smiles', ['pumpkin-lantern'], 'reaching', 'amazed'),
    episodes: [
      m('put on a costume', ['costume'], 'standing', 'happy'),
      m('knock on doors for treats', ['door', 'candy'], 'waving', 'happy'),
      m('meet a giggling little ghost', ['ghost'], 'waving', 'happy', 'ghost'),
      m('carve a funny pumpkin', ['pumpkins'], 'sitting', 'curious'),
      m('watch bats dance around the moon', ['bats', 'moon'], 'pointing', 'amazed'),
      m('walk through falling autumn leaves', ['leaves'], 'walking', 'happy'),
      m('share candy with friends', ['candy'], 'sitting', 'happy'),
      m('join a costume parade', ['lanterns'], 'dancing', 'happy'),
    ],
    climax: m(
      'help the little ghost who is afraid of the dark by lighting the lantern',
      ['ghost', 'pumpkin-lantern'],
      'reaching',
      'brave',
      'ghost',
    ),
    ending: m(
      'walk home by lantern light and snuggle into bed',
      ['pumpkin-lantern', 'moon'],
      'sleeping',
      'sleepy',
    ),
  },
  christmas: {
    setting: 'snowy-village',
    place: 'a snowy village at Christmas time',
    far: 'the great Christmas tree deep in the snowy forest',
    companions: ['reindeer', 'bunny', 'fox'],
    discovery: m('a tiny silver bell in the snow', ['silver-bell'], 'reaching', 'amazed'),
    episodes: [
      m('build a snowman', ['snowman'], 'standing', 'happy'),
      m('decorate a big tree', ['christmas-tree'], 'reaching', 'happy'),
      m('bake star cookies', ['cookies'], 'sitting', 'happy'),
      m('go sledding down a hill', ['sled'], 'sitting', 'happy'),
      m('sing songs with neighbours', ['lanterns'], 'dancing', 'happy'),
      m('wrap presents with ribbons', ['presents'], 'sitting', 'curious'),
      m('catch snowflakes', ['snowflakes'], 'reaching', 'amazed'),
      m('drink warm cocoa', ['cocoa'], 'sitting', 'calm'),
    ],
    climax: m(
      'ring the silver bell so the lost reindeer can find its way back to the sleigh',
      ['silver-bell', 'sleigh'],
      'waving',
      'brave',
      'reindeer',
    ),
    ending: m('fall asleep by the glowing tree', ['christmas-tree', 'presents'], 'sleeping', 'sleepy'),
  },
  beach: {
    setting: 'beach',
    place: 'a sunny beach by the sea',
    far: 'the lighthouse at the end of the beach',
    companions: ['seagull', 'crab', 'puppy'],
    discovery: m('a message in a glass bottle', ['bottle'], 'reaching', 'amazed'),
    episodes: [
      m('build a sandcastle', ['sandcastle'], 'sitting', 'happy'),
      m('collect pretty shells', ['shells'], 'reaching', 'curious'),
      m('jump over small waves', ['wave'], 'jumping', 'happy'),
      m('fly a kite in the wind', ['kite'], 'running', 'happy'),
      m('watch a crab walk sideways', ['crab'], 'pointing', 'curious', 'crab'),
      m('eat cold ice cream', ['ice-cream'], 'sitting', 'happy'),
      m('look into a rock pool', ['rock-pool'], 'sitting', 'curious'),
      m('see a sailboat far away', ['sailboat'], 'pointing', 'amazed'),
    ],
    climax: m(
      'follow the map in the bottle to a hidden chest of shiny shells',
      ['treasure-chest'],
      'reaching',
      'brave',
    ),
    ending: m('watch the sun set over the water and go home to sleep', ['sun', 'wave'], 'sleeping', 'sleepy'),
  },
  dragon: {
    setting: 'dragon-mountains',
    place: 'the misty mountains where a friendly dragon lives',
    far: 'the highest peak of the mountains',
    companions: ['dragon', 'owl', 'fox'],
    discovery: m('a warm, shimmering dragon scale', ['dragon-scale'], 'reaching', 'amazed'),
    episodes: [
      m('fly high over the misty hills', ['clouds'], 'flying', 'happy'),
      m('toast marshmallows with a tiny puff of fire', ['marshmallows'], 'sitting', 'happy'),
      m('explore a cave of glowing crystals', ['crystals'], 'walking', 'amazed'),
      m('cross a rainbow bridge', ['rainbow'], 'walking', 'happy'),
      m('play in a waterfall', ['waterfall'], 'jumping', 'happy'),
      m('count a heap of shiny treasures', ['gems'], 'pointing', 'curious'),
      m('learn an old mountain song', ['music-notes'], 'listening', 'happy'),
      m('watch the clouds make shapes', ['clouds'], 'sitting', 'calm'),
    ],
    climax: m(
      'help the dragon find its lost voice with a soft song',
      ['music-notes', 'dragon-scale'],
      'hugging',
      'brave',
      'dragon',
    ),
    ending: m('rest on the dragon’s warm tail under the stars', ['moon', 'stars'], 'sleeping', 'sleepy'),
  },
  superhero: {
    setting: 'city',
    place: 'a big city with tall buildings',
    far: 'the tallest tower in the city',
    companions: ['puppy', 'robot', 'kitten'],
    discovery: m('a shining cape in a box', ['cape'], 'reaching', 'amazed'),
    episodes: [
      m('fly over the rooftops', ['rooftops'], 'flying', 'happy'),
      m('help a kitten down from a tree', ['kitten', 'big-tree'], 'reaching', 'brave', 'kitten'),
      m('carry groceries for a neighbour', ['groceries'], 'holding', 'happy'),
      m('fix a broken swing in the park', ['swing'], 'reaching', 'curious'),
      m('plant flowers in the city square', ['flowers'], 'sitting', 'happy'),
      m('cheer up a crying friend', ['friend'], 'hugging', 'happy'),
      m('find a lost balloon', ['balloon'], 'flying', 'curious'),
      m('clean up the park with friends', ['litter'], 'walking', 'happy'),
    ],
    climax: m(
      'bring back the power to the city lights with kindness and teamwork',
      ['city-lights'],
      'flying',
      'brave',
    ),
    ending: m('hang up the cape and fall asleep', ['cape', 'moon'], 'sleeping', 'sleepy'),
  },
  doctor: {
    setting: 'clinic',
    place: 'a bright, friendly clinic',
    far: 'the park on the hill behind the clinic',
    companions: ['teddy-bear', 'bunny', 'puppy'],
    discovery: m('a doctor’s kit with a real stethoscope', ['stethoscope'], 'reaching', 'curious'),
    episodes: [
      m('say hello to the kind nurse', ['nurse'], 'waving', 'happy'),
      m('listen to teddy’s heartbeat', ['stethoscope'], 'listening', 'curious'),
      m('stand tall to be measured', ['height-chart'], 'standing', 'happy'),
      m('take deep, slow breaths', ['bubbles'], 'standing', 'calm'),
      m('look at the fish tank in the waiting room', ['fish-tank'], 'pointing', 'calm'),
      m('ask the doctor questions', ['doctor'], 'sitting', 'curious'),
      m('hold a hand during a quick pinch', ['hand', 'bandage'], 'sitting', 'brave'),
      m('get a colourful sticker', ['sticker'], 'waving', 'happy'),
    ],
    climax: m(
      'feel brave during the check-up, because it is quick and helps the body stay strong',
      ['doctor', 'bandage'],
      'sitting',
      'brave',
    ),
    ending: m('go home proud and cuddle teddy to sleep', ['teddy', 'moon'], 'sleeping', 'sleepy'),
  },
  school: {
    setting: 'school',
    place: 'a cheerful school',
    far: 'the big museum across town',
    companions: ['class-hamster', 'owl', 'robot'],
    discovery: m('a box of magic crayons', ['crayons'], 'reaching', 'amazed'),
    episodes: [
      m('hang up a backpack', ['backpack'], 'standing', 'happy'),
      m('make a new friend', ['friend'], 'waving', 'happy'),
      m('paint a big picture', ['easel'], 'standing', 'curious'),
      m('count blocks', ['blocks'], 'sitting', 'curious'),
      m('sing a song in a circle', ['music-notes'], 'sitting', 'happy'),
      m('read a picture book', ['book'], 'reading', 'calm'),
      m('play on the slide at break time', ['slide'], 'running', 'happy'),
      m('share lunch', ['lunchbox'], 'sitting', 'happy'),
    ],
    climax: m('find the class hamster who wandered off', ['hamster'], 'reaching', 'brave', 'class-hamster'),
    ending: m('tell the family about the day and fall asleep', ['book', 'moon'], 'sleeping', 'sleepy'),
  },
  birthday: {
    setting: 'party',
    place: 'a birthday party in the garden',
    far: 'the old treehouse at the bottom of the garden',
    companions: ['puppy', 'kitten', 'elephant'],
    discovery: m('a surprise present with a big bow', ['present'], 'reaching', 'amazed'),
    episodes: [
      m('blow up balloons', ['balloons'], 'standing', 'happy'),
      m('put on party hats', ['party-hat'], 'standing', 'happy'),
      m('play musical chairs', ['chairs'], 'jumping', 'happy'),
      m('watch a magician', ['magician'], 'sitting', 'amazed'),
      m('dance with friends', ['confetti'], 'dancing', 'happy'),
      m('hit a piñata full of sweets', ['pinata'], 'reaching', 'happy'),
      m('make a wish', ['cake'], 'standing', 'calm'),
      m('open cards from friends', ['cards'], 'reading', 'happy'),
    ],
    climax: m(
      'share the last slice of cake with a friend who had none',
      ['cake', 'friend'],
      'hugging',
      'happy',
    ),
    ending: m('fall asleep holding a balloon', ['balloon', 'moon'], 'sleeping', 'sleepy'),
  },
  bedtime: {
    setting: 'bedroom',
    place: 'a cosy bedroom at night',
    far: 'a castle in the clouds of dreamland',
    companions: ['teddy-bear', 'owl', 'bunny'],
    discovery: m('a moonbeam that comes through the window', ['moonbeam'], 'reaching', 'amazed'),
    episodes: [
      m('put on pyjamas', ['pyjamas'], 'standing', 'happy'),
      m('brush teeth', ['toothbrush'], 'standing', 'happy'),
      m('read a bedtime story', ['book'], 'reading', 'calm'),
      m('say goodnight to the toys', ['toys'], 'waving', 'happy'),
      m('count sheep jumping over the fence', ['sheep'], 'pointing', 'calm'),
      m('float on a cloud pillow', ['clouds'], 'flying', 'calm'),
      m('listen to the rain tapping', ['rain'], 'listening', 'calm'),
      m('visit the moon in a dream', ['moon'], 'flying', 'amazed'),
    ],
    climax: m(
      'help teddy feel safe by turning on the night light',
      ['night-light', 'teddy'],
      'hugging',
      'brave',
    ),
    ending: m('close both eyes and drift off to sleep', ['moon', 'stars'], 'sleeping', 'sleepy'),
  },
  custom: {
    setting: 'meadow',
    place: 'a magical meadow',
    far: 'the end of the rainbow beyond the meadow',
    companions: ['fox', 'owl', 'bunny'],
    discovery: m('a map that shows the way to the adventure', ['map'], 'reaching', 'amazed'),
    episodes: [
      m('cross a little wooden bridge', ['bridge'], 'walking', 'happy'),
      m('meet a wise old owl', ['owl'], 'waving', 'curious', 'owl'),
      m('climb a gentle hill', ['hill'], 'climbing', 'brave'),
      m('find a field of flowers', ['flowers'], 'reaching', 'happy'),
      m('follow a rainbow', ['rainbow'], 'walking', 'amazed'),
      m('rest by a pond', ['pond'], 'sitting', 'calm'),
      m('solve a little riddle', ['signpost'], 'pointing', 'curious'),
      m('share a snack', ['picnic'], 'sitting', 'happy'),
    ],
    climax: m('help a friend and make the adventure come true', ['friend', 'map'], 'hugging', 'brave'),
    ending: m('walk home under the stars and fall asleep', ['moon', 'stars'], 'sleeping', 'sleepy'),
  },
};

/** A moment of a plot, with the companion the picture shows. */
export interface PlotMoment extends Moment {
  companion: string;
}

/** The beats whose meaning depends on the plot. */
export type PlotBeat = 'discovery' | 'climax' | 'resolution';

/** How many episodes of its own every plot has (language packs tell them index-aligned). */
export const PLOT_EPISODE_COUNT = 3;

type PlotEpisode = Moment & { newcomer?: true };

/**
 * The plot's own episodes, in the order a story tells them, between the theme's episodes. They
 * fit every theme: a plot's episode happens as well under the sea as in a bedroom. `found` is
 * what the theme's discovery shows; `newcomer` says the plot's second companion is in the picture.
 */
const PLOT_EPISODES: Record<Plot, (found: string[]) => PlotEpisode[]> = {
  treasure: (found) => [
    m('look closely at the treasure, which shines a little brighter', found, 'holding', 'amazed'),
    m('carry the treasure carefully along the way', found, 'walking', 'happy'),
    m('wonder together what the treasure is for', found, 'sitting', 'curious'),
  ],
  lost: () => [
    m('look high and low for the lost treasure', [], 'reaching', 'curious'),
    m('ask everyone nearby whether they have seen the lost treasure', [], 'listening', 'curious'),
    m('find something shiny, but it is not the lost treasure', [], 'holding', 'curious'),
  ],
  'new-friend': () => [
    { ...m('wave to the shy newcomer, who hides again', [], 'waving', 'curious'), newcomer: true },
    { ...m('leave a little present for the shy newcomer', ['present'], 'holding', 'calm'), newcomer: true },
    { ...m('sit quietly nearby so the shy newcomer feels safe', [], 'sitting', 'calm'), newcomer: true },
  ],
  brave: () => [
    m('hear the strange sound again, a little closer', [], 'listening', 'curious'),
    m('hold hands to feel brave together', [], 'holding', 'brave'),
    m('tiptoe towards the strange sound, one step at a time', [], 'walking', 'brave'),
  ],
  surprise: () => [
    m('gather little things for the surprise', [], 'reaching', 'happy'),
    m('make the surprise in secret', ['present'], 'sitting', 'curious'),
    m('hide the surprise quickly before the friend can see', ['present'], 'holding', 'happy'),
  ],
  journey: () => [
    m('take a wrong turn and find the way again', [], 'pointing', 'curious'),
    m('keep going even though their legs are tired', [], 'walking', 'brave'),
    m('stop for a rest and a snack on the way', [], 'sitting', 'calm'),
  ],
};

/** The plot's own episode `index` (0 to PLOT_EPISODE_COUNT − 1) in a theme. */
export function plotEpisodeMoment(
  script: ThemeScript,
  plot: Plot,
  index: number,
  cast: { friend: string; other: string },
): PlotMoment {
  const { newcomer, ...moment } = PLOT_EPISODES[plot](script.discovery.props)[index] as PlotEpisode;
  return { ...moment, companion: newcomer ? cast.other : cast.friend };
}

/**
 * What a plot's own beats show in a theme. `friend` is the story's companion and `other` the
 * theme's second one (the shy newcomer, or the maker of the strange sound).
 */
export function plotMoment(
  script: ThemeScript,
  plot: Plot,
  beat: PlotBeat,
  cast: { friend: string; other: string },
): PlotMoment {
  const { friend } = cast;
  const other = cast.other.replace(/-/g, ' ');
  const found = script.discovery.props;
  const with_ = (companion: string, moment: Moment): PlotMoment => ({ ...moment, companion });
  switch (plot) {
    case 'treasure':
      if (beat === 'discovery')
        return with_(friend, { ...script.discovery, gloss: `find ${script.discovery.gloss}` });
      if (beat === 'climax') return with_(friend, script.climax);
      return with_(friend, m(`celebrate with ${script.discovery.gloss}`, found, 'dancing', 'happy'));
    case 'lost':
      if (beat === 'discovery')
        return with_(friend, m('look worried, because a treasure has been lost', [], 'listening', 'curious'));
      if (beat === 'climax')
        return with_(
          friend,
          m(`find the lost treasure at last: ${script.discovery.gloss}`, found, 'holding', 'amazed'),
        );
      return with_(friend, m('hug, happy to have the lost treasure back', found, 'hugging', 'happy'));
    case 'new-friend':
      if (beat === 'discovery')
        return with_(cast.other, m(`meet a shy little ${other}`, [], 'waving', 'curious'));
      if (beat === 'climax')
        return with_(
          cast.other,
          m(`play with a shy little ${other}, who joins in and laughs`, [], 'dancing', 'happy'),
        );
      return with_(friend, m('hug as three new friends', [], 'hugging', 'happy'));
    case 'brave':
      if (beat === 'discovery')
        return with_(friend, m('hear a strange sound nearby', [], 'listening', 'curious'));
      if (beat === 'climax')
        return with_(
          cast.other,
          m(`look bravely and find it is only a friendly ${other}`, [], 'pointing', 'brave'),
        );
      return with_(cast.other, m(`laugh together with the ${other}`, [], 'jumping', 'happy'));
    case 'surprise':
      if (beat === 'discovery')
        return with_(friend, m('plan a secret surprise', ['present'], 'pointing', 'curious'));
      if (beat === 'climax')
        return with_(friend, m('share a surprise party', ['balloons', 'present'], 'jumping', 'happy'));
      return with_(friend, m('celebrate together', ['confetti'], 'dancing', 'happy'));
    case 'journey':
      if (beat === 'discovery') return with_(friend, m(`set off for ${script.far}`, [], 'running', 'brave'));
      if (beat === 'climax')
        return with_(friend, m(`reach ${script.far} at last and look around`, [], 'pointing', 'amazed'));
      return with_(friend, m('walk the long way home', [], 'walking', 'calm'));
  }
}
