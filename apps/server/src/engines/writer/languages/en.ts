import type { LanguagePack, Line } from '../types.ts';
import { listOf } from './list-of.ts';

/** A moment in two forms: the base verb ("swim with…") and the past ("swam with…"). */
type Act = readonly [base: string, past: string];

export interface EnglishWords {
  /** Where the story happens, with its article: "a bright coral reef under the sea". */
  place: string;
  /** A short way back to the place: "the reef". */
  here: string;
  /** Where the journey plot goes, with "the": "the old shipwreck beyond the reef". */
  far: string;
  /** The companion's name and kind: "Pip the dolphin". */
  friend: string;
  /** Just the companion's name: "Pip". */
  friendName: string;
  /** A sound or a little rhyme for the youngest listeners: "Splash, splash!". */
  sound: string;
  /** What is found: "a shining pearl shell that hums a tune". */
  found: string;
  /** The found thing again, with "the": "the pearl shell". */
  thing: string;
  /** Eight episodes, index-aligned with the theme script. */
  episodes: readonly [Act, Act, Act, Act, Act, Act, Act, Act];
  climax: Act;
  ending: Act;
  /** Title words: "Ocean Adventure". */
  topic: string;
  /** A custom theme's text, as the parent typed it: titles quote it. */
  about?: string;
}

const w = (words: EnglishWords) => words;

/** A companion's words: "Shelly the sea turtle". */
const pal = (name: string, kind: string): Partial<EnglishWords> => ({
  friend: `${name} the ${kind}`,
  friendName: name,
});

const themes: LanguagePack<EnglishWords>['themes'] = {
  ocean: w({
    place: 'a bright coral reef under the sea',
    here: 'the reef',
    far: 'the old shipwreck beyond the reef',
    friend: 'Pip the dolphin',
    friendName: 'Pip',
    sound: 'Splash, splash!',
    found: 'a shining pearl shell that hummed a tune',
    thing: 'the pearl shell',
    episodes: [
      ['swim with a school of rainbow fish', 'swam with a school of rainbow fish'],
      ['say hello to a sleepy sea turtle', 'said hello to a sleepy sea turtle'],
      ['count the colours of the coral', 'counted the colours of the coral'],
      ['follow a trail of silver bubbles', 'followed a trail of silver bubbles'],
      ['play hide-and-seek with a little octopus', 'played hide-and-seek with a little octopus'],
      ['listen to a whale singing far away', 'listened to a whale singing far away'],
      ['find a garden of swaying seaweed', 'found a garden of swaying seaweed'],
      ['ride a gentle wave', 'rode a gentle wave'],
    ],
    climax: ['help a lost baby crab find its way home', 'helped a lost baby crab find its way home'],
    ending: ['float home through the moonlit water', 'floated home through the moonlit water'],
    topic: 'Ocean Adventure',
  }),
  jungle: w({
    place: 'a green jungle full of tall trees',
    here: 'the jungle',
    far: 'the great waterfall deep in the jungle',
    friend: 'Momo the monkey',
    friendName: 'Momo',
    sound: 'Swish, swoosh!',
    found: 'a golden flower that glowed in the shade',
    thing: 'the golden flower',
    episodes: [
      ['swing on soft green vines', 'swung on soft green vines'],
      ['meet a colourful parrot', 'met a colourful parrot'],
      ['tiptoe past a dozing tiger', 'tiptoed past a dozing tiger'],
      ['splash across a sparkling stream', 'splashed across a sparkling stream'],
      ['share sweet bananas with new friends', 'shared sweet bananas with new friends'],
      ['watch the butterflies dance', 'watched the butterflies dance'],
      ['climb a friendly old tree', 'climbed a friendly old tree'],
      ['follow funny footprints in the mud', 'followed funny footprints in the mud'],
    ],
    climax: ['help a baby elephant out of the sticky mud', 'helped a baby elephant out of the sticky mud'],
    ending: [
      'listen to the frogs and crickets sing a jungle lullaby',
      'listened to the frogs and crickets sing a jungle lullaby',
    ],
    topic: 'Jungle Adventure',
  }),
  space: w({
    place: 'outer space, far among the stars',
    here: 'space',
    far: 'the ringed planet at the edge of the stars',
    friend: 'Bolt the robot',
    friendName: 'Bolt',
    sound: 'Zoom, zoom!',
    found: 'a tiny star that had tumbled from the sky',
    thing: 'the tiny star',
    episodes: [
      ['fly a rocket past the moon', 'flew a rocket past the moon'],
      ['bounce on a soft purple planet', 'bounced on a soft purple planet'],
      ['wave to a friendly comet', 'waved to a friendly comet'],
      ['draw pictures with the stars', 'drew pictures with the stars'],
      ['float without any gravity at all', 'floated without any gravity at all'],
      ['visit the rings of a giant planet', 'visited the rings of a giant planet'],
      ['meet a shy little alien', 'met a shy little alien'],
      ['watch the sun rise over the Earth', 'watched the sun rise over the Earth'],
    ],
    climax: [
      'help the tiny star find its place in the sky again',
      'helped the tiny star find its place in the sky again',
    ],
    ending: [
      'fly home and watch the star twinkle from the window',
      'flew home and watched the star twinkle from the window',
    ],
    topic: 'Journey to the Stars',
  }),
  castle: w({
    place: 'a castle on a green hill',
    here: 'the castle',
    far: 'the enchanted forest beyond the castle walls',
    friend: 'Whiskers the kitten',
    friendName: 'Whiskers',
    sound: 'Ding, dong!',
    found: 'a small golden key under a rose bush',
    thing: 'the golden key',
    episodes: [
      ['walk across the creaky drawbridge', 'walked across the creaky drawbridge'],
      ['meet a kind knight', 'met a kind knight'],
      ['climb the spiral tower stairs', 'climbed the spiral tower stairs'],
      ['dance in the great hall', 'danced in the great hall'],
      ['have a picnic in the castle garden', 'had a picnic in the castle garden'],
      ['look at the old paintings', 'looked at the old paintings'],
      ['ride a gentle pony around the courtyard', 'rode a gentle pony around the courtyard'],
      ['listen to the court musician play', 'listened to the court musician play'],
    ],
    climax: [
      'open a secret door with the golden key and find the lost crown',
      'opened a secret door with the golden key and found the lost crown',
    ],
    ending: ['watch the stars from the top of the tower', 'watched the stars from the top of the tower'],
    topic: 'Castle Adventure',
  }),
  dinosaur: w({
    place: 'a sunny valley where friendly dinosaurs live',
    here: 'the valley',
    far: 'the sleepy volcano at the end of the valley',
    friend: 'Dot the baby dinosaur',
    friendName: 'Dot',
    sound: 'Stomp, stomp!',
    found: 'a big spotted egg in a nest of leaves',
    thing: 'the spotted egg',
    episodes: [
      ['stomp through the tall ferns', 'stomped through the tall ferns'],
      ['meet a gentle long-necked dinosaur', 'met a gentle long-necked dinosaur'],
      ['splash in a warm pool', 'splashed in a warm pool'],
      ['count the plates on a stegosaurus', 'counted the plates on a stegosaurus'],
      ['watch a faraway volcano puff soft clouds', 'watched a faraway volcano puff soft clouds'],
      ['find giant footprints', 'found giant footprints'],
      ['eat sweet berries together', 'ate sweet berries together'],
      ['race a little triceratops', 'raced a little triceratops'],
    ],
    climax: [
      'keep the egg warm until a baby dinosaur hatched',
      'kept the egg warm until a baby dinosaur hatched',
    ],
    ending: [
      'curl up beside the dinosaurs under the stars',
      'curled up beside the dinosaurs under the stars',
    ],
    topic: 'Dinosaur Valley',
  }),
  halloween: w({
    place: 'a friendly village on Halloween night',
    here: 'the village',
    far: 'the old pumpkin patch beyond the village',
    friend: 'Midnight the black cat',
    friendName: 'Midnight',
    sound: 'Boo, boo, giggle!',
    found: 'a pumpkin lantern with a glowing smile',
    thing: 'the pumpkin lantern',
    episodes: [
      ['put on a wonderful costume', 'put on a wonderful costume'],
      ['knock on doors for treats', 'knocked on doors for treats'],
      ['meet a giggling little ghost', 'met a giggling little ghost'],
      ['carve a funny pumpkin', 'carved a funny pumpkin'],
      ['watch bats dance around the moon', 'watched bats dance around the moon'],
      ['crunch through the autumn leaves', 'crunched through the autumn leaves'],
      ['share candy with friends', 'shared candy with friends'],
      ['join the costume parade', 'joined the costume parade'],
    ],
    climax: [
      'light the lantern for a little ghost who was afraid of the dark',
      'lit the lantern for a little ghost who was afraid of the dark',
    ],
    ending: ['walk home by lantern light', 'walked home by lantern light'],
    topic: 'Halloween Night',
  }),
  christmas: w({
    place: 'a snowy village at Christmas time',
    here: 'the village',
    far: 'the great Christmas tree deep in the snowy forest',
    friend: 'Comet the reindeer',
    friendName: 'Comet',
    sound: 'Jingle, jingle!',
    found: 'a tiny silver bell in the snow',
    thing: 'the silver bell',
    episodes: [
      ['build a round snowman', 'built a round snowman'],
      ['decorate a big tree', 'decorated a big tree'],
      ['bake star-shaped cookies', 'baked star-shaped cookies'],
      ['zoom down a hill on a sled', 'zoomed down a hill on a sled'],
      ['sing songs with the neighbours', 'sang songs with the neighbours'],
      ['wrap presents with red ribbons', 'wrapped presents with red ribbons'],
      ['catch snowflakes', 'caught snowflakes'],
      ['sip warm cocoa', 'sipped warm cocoa'],
    ],
    climax: [
      'ring the silver bell so a lost reindeer could find the sleigh',
      'rang the silver bell so a lost reindeer could find the sleigh',
    ],
    ending: ['curl up by the glowing tree', 'curled up by the glowing tree'],
    topic: 'Christmas Wish',
  }),
  beach: w({
    place: 'a sunny beach by the sea',
    here: 'the beach',
    far: 'the lighthouse at the end of the beach',
    friend: 'Sandy the seagull',
    friendName: 'Sandy',
    sound: 'Swoosh, swoosh!',
    found: 'a message in a glass bottle',
    thing: 'the bottle',
    episodes: [
      ['build a tall sandcastle', 'built a tall sandcastle'],
      ['collect pretty shells', 'collected pretty shells'],
      ['jump over the little waves', 'jumped over the little waves'],
      ['fly a kite in the wind', 'flew a kite in the wind'],
      ['watch a crab walk sideways', 'watched a crab walk sideways'],
      ['eat cold ice cream', 'ate cold ice cream'],
      ['peek into a rock pool', 'peeked into a rock pool'],
      ['spot a sailboat far away', 'spotted a sailboat far away'],
    ],
    climax: [
      'follow the map in the bottle to a chest of shiny shells',
      'followed the map in the bottle to a chest of shiny shells',
    ],
    ending: ['watch the sun sink into the sea', 'watched the sun sink into the sea'],
    topic: 'Beach Day',
  }),
  dragon: w({
    place: 'the misty mountains where a friendly dragon lives',
    here: 'the mountains',
    far: 'the highest peak of the mountains',
    friend: 'Ember the dragon',
    friendName: 'Ember',
    sound: 'Whoosh, whoosh!',
    found: 'a warm, shimmering dragon scale',
    thing: 'the dragon scale',
    episodes: [
      ['fly over the hills on Ember’s back', 'flew over the hills on Ember’s back'],
      ['toast marshmallows with a tiny puff of fire', 'toasted marshmallows with a tiny puff of fire'],
      ['explore a cave of glowing crystals', 'explored a cave of glowing crystals'],
      ['cross a rainbow bridge', 'crossed a rainbow bridge'],
      ['play under a waterfall', 'played under a waterfall'],
      ['count the dragon’s shiny treasures', 'counted the dragon’s shiny treasures'],
      ['learn a dragon song', 'learned a dragon song'],
      ['watch the clouds make shapes', 'watched the clouds make shapes'],
    ],
    climax: [
      'help Ember find a lost voice with a soft song',
      'helped Ember find a lost voice with a soft song',
    ],
    ending: ['rest on the dragon’s warm tail', 'rested on the dragon’s warm tail'],
    topic: 'The Friendly Dragon',
  }),
  superhero: w({
    place: 'a big city with tall buildings',
    here: 'the city',
    far: 'the tallest tower in the city',
    friend: 'Zip the puppy',
    friendName: 'Zip',
    sound: 'Whoosh, zoom!',
    found: 'a shining cape in a box',
    thing: 'the cape',
    episodes: [
      ['fly over the rooftops', 'flew over the rooftops'],
      ['help a kitten down from a tree', 'helped a kitten down from a tree'],
      ['carry groceries for a neighbour', 'carried groceries for a neighbour'],
      ['fix a broken swing in the park', 'fixed a broken swing in the park'],
      ['plant flowers in the city square', 'planted flowers in the city square'],
      ['cheer up a friend who was sad', 'cheered up a friend who was sad'],
      ['catch a runaway balloon', 'caught a runaway balloon'],
      ['clean up the park with friends', 'cleaned up the park with friends'],
    ],
    climax: [
      'bring the city lights back on with kindness and teamwork',
      'brought the city lights back on with kindness and teamwork',
    ],
    ending: ['hang up the cape for the night', 'hung up the cape for the night'],
    topic: 'Super Hero Day',
  }),
  doctor: w({
    place: 'a bright, friendly clinic',
    here: 'the clinic',
    far: 'the park on the hill behind the clinic',
    friend: 'Teddy the bear',
    friendName: 'Teddy',
    sound: 'Thump, thump, goes the heart!',
    found: 'a doctor’s kit with a real stethoscope',
    thing: 'the stethoscope',
    episodes: [
      ['say hello to the kind nurse', 'said hello to the kind nurse'],
      ['listen to Teddy’s heartbeat', 'listened to Teddy’s heartbeat'],
      ['stand tall to be measured', 'stood tall to be measured'],
      ['take deep, slow breaths like blowing bubbles', 'took deep, slow breaths like blowing bubbles'],
      ['watch the fish in the waiting-room tank', 'watched the fish in the waiting-room tank'],
      ['ask the doctor lots of questions', 'asked the doctor lots of questions'],
      ['hold a hand during one quick pinch', 'held a hand during one quick pinch'],
      ['choose a colourful sticker', 'chose a colourful sticker'],
    ],
    climax: [
      'feel brave during the check-up, which was quick and helps the body stay strong',
      'felt brave during the check-up, which was quick and helps the body stay strong',
    ],
    ending: ['go home feeling proud', 'went home feeling proud'],
    topic: 'A Brave Visit to the Doctor',
  }),
  school: w({
    place: 'a cheerful school with a red door',
    here: 'school',
    far: 'the big museum across town',
    friend: 'Nibbles the class hamster',
    friendName: 'Nibbles',
    sound: 'Ring, ring, goes the bell!',
    found: 'a box of magic crayons',
    thing: 'the magic crayons',
    episodes: [
      ['hang up a backpack on a hook', 'hung up a backpack on a hook'],
      ['make a new friend', 'made a new friend'],
      ['paint a big, bright picture', 'painted a big, bright picture'],
      ['count a tower of blocks', 'counted a tower of blocks'],
      ['sing a song in a circle', 'sang a song in a circle'],
      ['read a picture book', 'read a picture book'],
      ['whizz down the slide at break time', 'whizzed down the slide at break time'],
      ['share lunch with a friend', 'shared lunch with a friend'],
    ],
    climax: [
      'find Nibbles, who had wandered off to the library',
      'found Nibbles, who had wandered off to the library',
    ],
    ending: ['tell the family all about the day', 'told the family all about the day'],
    topic: 'A Day at School',
  }),
  birthday: w({
    place: 'a birthday party in the garden',
    here: 'the party',
    far: 'the old treehouse at the bottom of the garden',
    friend: 'Biscuit the puppy',
    friendName: 'Biscuit',
    sound: 'Pop, pop, hooray!',
    found: 'a surprise present with a big bow',
    thing: 'the present',
    episodes: [
      ['blow up balloons', 'blew up balloons'],
      ['put on sparkly party hats', 'put on sparkly party hats'],
      ['play musical chairs', 'played musical chairs'],
      ['watch a magician pull out a rabbit', 'watched a magician pull out a rabbit'],
      ['dance with friends', 'danced with friends'],
      ['tap a piñata full of sweets', 'tapped a piñata full of sweets'],
      ['make a wish over the candles', 'made a wish over the candles'],
      ['open cards from friends', 'opened cards from friends'],
    ],
    climax: [
      'share the last slice of cake with a friend who had none',
      'shared the last slice of cake with a friend who had none',
    ],
    ending: ['hold a balloon all the way to bed', 'held a balloon all the way to bed'],
    topic: 'The Best Birthday',
  }),
  bedtime: w({
    place: 'a cosy bedroom at night',
    here: 'the bedroom',
    far: 'the castle in the clouds of dreamland',
    friend: 'Teddy the bear',
    friendName: 'Teddy',
    sound: 'Shh, shh, hush!',
    found: 'a silver moonbeam shining through the window',
    thing: 'the moonbeam',
    episodes: [
      ['put on soft pyjamas', 'put on soft pyjamas'],
      ['brush every tooth', 'brushed every tooth'],
      ['read a bedtime story', 'read a bedtime story'],
      ['say goodnight to the toys', 'said goodnight to the toys'],
      ['count sheep jumping over a fence', 'counted sheep jumping over a fence'],
      ['float on a cloud pillow', 'floated on a cloud pillow'],
      ['listen to the rain tapping', 'listened to the rain tapping'],
      ['visit the moon in a dream', 'visited the moon in a dream'],
    ],
    climax: ['turn on the night light so Teddy felt safe', 'turned on the night light so Teddy felt safe'],
    ending: ['close both eyes and drift off to sleep', 'closed both eyes and drifted off to sleep'],
    topic: 'Goodnight Adventure',
  }),
};

const custom = (text: string): EnglishWords => ({
  place: 'a magical meadow where wishes grow',
  here: 'the meadow',
  far: 'the end of the rainbow beyond the meadow',
  friend: 'Fern the fox',
  friendName: 'Fern',
  sound: 'Tra-la-la!',
  found: `a map that showed the way to an adventure about “${text}”`,
  thing: 'the map',
  episodes: [
    ['cross a little wooden bridge', 'crossed a little wooden bridge'],
    ['meet a wise old owl', 'met a wise old owl'],
    ['climb a gentle hill', 'climbed a gentle hill'],
    ['find a field of flowers', 'found a field of flowers'],
    ['follow a rainbow', 'followed a rainbow'],
    ['rest by a quiet pond', 'rested by a quiet pond'],
    ['solve a little riddle', 'solved a little riddle'],
    ['share a snack', 'shared a snack'],
  ],
  climax: [`make the adventure about “${text}” come true`, `made the adventure about “${text}” come true`],
  ending: ['walk home under the stars', 'walked home under the stars'],
  topic: 'Meadow Adventure',
  about: text,
});

type L = Line<EnglishWords>;
type C = Parameters<L>[0];
const ep = (c: C) => c.words.episodes[c.episode] as Act;

const companions: LanguagePack<EnglishWords>['companions'] = {
  ocean: [pal('Shelly', 'sea turtle'), pal('Inky', 'octopus')],
  jungle: [pal('Kiwi', 'parrot'), pal('Pebble', 'baby elephant')],
  space: [pal('Zib', 'little alien'), pal('Astro', 'space puppy')],
  castle: [pal('Clover', 'pony'), pal('Hoot', 'owl')],
  dinosaur: [pal('Trixie', 'triceratops'), pal('Tilly', 'turtle')],
  halloween: [pal('Boo', 'friendly ghost'), pal('Hoot', 'owl')],
  christmas: [pal('Snowdrop', 'bunny'), pal('Ruby', 'fox')],
  beach: [pal('Pinch', 'crab'), pal('Scout', 'puppy')],
  dragon: [pal('Sage', 'owl'), pal('Rusty', 'fox')],
  superhero: [pal('Gizmo', 'robot'), pal('Pounce', 'kitten')],
  doctor: [pal('Hopper', 'bunny'), pal('Patch', 'puppy')],
  school: [pal('Quill', 'owl'), pal('Beep', 'robot')],
  birthday: [pal('Sprinkles', 'kitten'), pal('Peanut', 'baby elephant')],
  bedtime: [pal('Luna', 'owl'), pal('Snuggles', 'bunny')],
  custom: [pal('Olive', 'owl'), pal('Bramble', 'bunny')],
};

const lines: LanguagePack<EnglishWords>['lines'] = {
  opening: {
    baby: [
      (c) => `Hello, ${c.name}! Here is ${c.words.place}.`,
      (c) => `Look, ${c.name}, look! It is ${c.words.place}.`,
      (c) => `Peekaboo, ${c.name}! Welcome to ${c.words.place}.`,
    ],
    young: [
      (c) =>
        `One bright morning, ${c.name} woke up in ${c.words.place}, and ${c.words.friend} was waiting to play.`,
      (c) =>
        `Once upon a time, ${c.name} set off for ${c.words.place} with a best friend, ${c.words.friend}.`,
      (c) =>
        `${c.name} had always dreamed of ${c.words.place}, and today ${c.words.friend} came to show the way.`,
    ],
    older: [
      (c) =>
        `The morning ${c.name} arrived in ${c.words.place}, the air seemed to hum with possibility, and ${c.words.friend} was already there, grinning.`,
      (c) =>
        `${c.name} had read about ${c.words.place} in a dozen books, but nothing had prepared the heart for how it felt to finally stand there beside ${c.words.friend}.`,
      (c) =>
        `It began, as the best adventures do, on an ordinary morning, when ${c.name} followed ${c.words.friend} into ${c.words.place}.`,
    ],
  },
  episode: {
    baby: [
      (c) => `${c.name} and ${c.words.friendName} ${ep(c)[1]}. ${c.words.sound}`,
      (c) => `Now they ${ep(c)[1]}. Hooray, ${c.name}!`,
      (c) => `Again, again! They ${ep(c)[1]}.`,
      (c) => `Wheee! ${c.name} ${ep(c)[1]}.`,
      (c) => `Look! ${c.words.friendName} and ${c.name} ${ep(c)[1]}.`,
      (c) => `Tippy-toe, ${c.name}! Together they ${ep(c)[1]}.`,
      (c) => `Ooh, fun! ${c.name} ${ep(c)[1]}.`,
      (c) => `Hand in paw, they ${ep(c)[1]}.`,
    ],
    young: [
      (c) => `Next, ${c.name} and ${c.words.friendName} ${ep(c)[1]}, laughing all the way.`,
      (c) => `“Let’s ${ep(c)[0]}!” said ${c.words.friendName}, so off they went together.`,
      (c) => `After that, ${c.name} ${ep(c)[1]}, and it was even more fun than it sounds.`,
      (c) => `Then ${c.words.friendName} and ${c.name} ${ep(c)[1]}, and ${c.name} grinned a huge grin.`,
      (c) => `In ${c.words.here}, ${c.name} ${ep(c)[1]} while ${c.words.friendName} watched, delighted.`,
      (c) => `Guess what they did next? They ${ep(c)[1]}!`,
      (c) => `Before long, ${c.name} ${ep(c)[1]} with ${c.words.friendName} close behind.`,
      (c) => `“Can we ${ep(c)[0]}?” asked ${c.name}, and ${c.words.friendName} nodded happily.`,
    ],
    older: [
      (c) =>
        `Later, ${c.name} and ${c.words.friendName} ${ep(c)[1]}, and for a while the rest of the world felt wonderfully far away.`,
      (c) =>
        `“Have you ever wanted to ${ep(c)[0]}?” asked ${c.words.friendName}, and before ${c.name} could even answer, they were doing exactly that.`,
      (c) =>
        `There was no hurry in ${c.words.here}, so ${c.name} ${ep(c)[1]}, noticing every small, surprising detail along the way.`,
      (c) =>
        `${c.name} had not expected to ${ep(c)[0]} that day, but it turned out to be the part of the adventure worth remembering.`,
      (c) =>
        `With ${c.words.friendName} close by, ${c.name} ${ep(c)[1]} and discovered that a little courage makes everything brighter.`,
      (c) =>
        `The hours slipped by unnoticed while the friends ${ep(c)[1]}, trading jokes and stories as they went.`,
      (c) =>
        `It was ${c.words.friendName}’s idea to ${ep(c)[0]}, and ${c.name} agreed at once, curious to see how it would feel.`,
      (c) =>
        `Somewhere in the middle of the afternoon, ${c.name} ${ep(c)[1]}, and laughed so hard that ${c.words.friendName} joined in.`,
    ],
  },
  ending: {
    baby: [
      (c) => `Night, night, ${c.name}. Sweet dreams.`,
      (c) => `Yawn! ${c.name} is sleepy now. Shh, goodnight.`,
      (c) => `Cuddle up, ${c.name}. Goodnight, ${c.words.friendName}.`,
    ],
    young: [
      (c) =>
        `At last, it was time to ${c.words.ending[0]}, and ${c.name} fell fast asleep with a happy heart. Goodnight, ${c.name}.`,
      (c) =>
        `When the stars came out, ${c.name} and ${c.words.friendName} ${c.words.ending[1]}, and drifted into sweet dreams.`,
      (c) =>
        `“Thank you for today,” whispered ${c.name}, and after they ${c.words.ending[1]}, it was time for a cosy sleep.`,
    ],
    older: [
      (c) =>
        `As the day softened into night, ${c.name} ${c.words.ending[1]}, carrying the whole adventure home like a warm light, and slept more peacefully than ever.`,
      (c) =>
        `Later, after they ${c.words.ending[1]}, ${c.name} lay tucked in and drowsy, thinking about ${c.words.here} and about ${c.words.friendName}, and fell asleep smiling.`,
      (c) =>
        `The stars were out by the time they ${c.words.ending[1]}, and ${c.name} drifted into sleep, already wondering what tomorrow might bring.`,
    ],
  },
};

const plots: LanguagePack<EnglishWords>['plots'] = {
  treasure: {
    discovery: {
      baby: [
        (c) => `Oh! ${c.name} found ${c.words.found}.`,
        (c) => `${c.words.sound} Look what ${c.name} found: ${c.words.found}!`,
      ],
      young: [
        (c) => `Suddenly, ${c.name} spotted ${c.words.found}. “What a surprise!” said ${c.words.friendName}.`,
        (c) =>
          `Just then, something sparkled: it was ${c.words.found}, and ${c.name} picked it up very gently.`,
        (c) => `“Look over there!” called ${c.words.friendName}, and ${c.name} found ${c.words.found}.`,
      ],
      older: [
        (c) =>
          `Half hidden where no one had thought to look, ${c.name} noticed ${c.words.found}, and a shiver of curiosity ran all the way down to the toes.`,
        (c) =>
          `${c.words.friendName} stopped and pointed without a word, and there, waiting in the quiet, was ${c.words.found}.`,
        (c) =>
          `Some discoveries feel like they have been waiting just for you, and that is exactly how ${c.name} felt on finding ${c.words.found}.`,
      ],
    },
    episodes: {
      baby: [
        (c) => `Look, ${c.name}! It sparkles!`,
        (c) => `Carefully, carefully! ${c.name} carries ${c.words.thing}.`,
        () => `What is it for? Hmm!`,
      ],
      young: [
        (c) =>
          `${c.name} held ${c.words.thing} up close, and it shone a little brighter, as if it was saying hello.`,
        (c) => `${c.name} carried ${c.words.thing} very carefully, so that nothing could happen to it.`,
        (c) =>
          `“What do you think it is for?” asked ${c.words.friendName}. ${c.name} was not sure yet, but had a feeling.`,
      ],
      older: [
        (c) =>
          `Up close, ${c.words.thing} was even more wonderful: it glowed brighter whenever ${c.name} smiled at it.`,
        (c) =>
          `${c.name} carried ${c.words.thing} as gently as a bird’s egg, while ${c.words.friendName} kept a lookout on every side.`,
        (c) =>
          `They sat down to puzzle it out: surely ${c.words.thing} had turned up today for a reason, and ${c.name} meant to discover it.`,
      ],
    },
    thread: {
      baby: [
        (c) => `${c.name} holds ${c.words.thing}. So pretty!`,
        (c) => `Shiny, shiny! Look at ${c.words.thing}.`,
        (c) => `Careful, careful with ${c.words.thing}.`,
        (c) => `${c.words.friendName} peeks at ${c.words.thing}.`,
      ],
      young: [
        (c) => `${c.name} kept ${c.words.thing} safe in both hands.`,
        (c) => `Every now and then, ${c.name} took a peek at ${c.words.thing}, just to be sure.`,
        (c) => `“What is ${c.words.thing} for?” wondered ${c.words.friendName} aloud.`,
        (c) => `${c.words.thing} felt warm, as if it knew a secret.`,
      ],
      older: [
        (c) => `${c.name} could not stop wondering why ${c.words.thing} had been left there, of all places.`,
        (c) =>
          `Tucked safely away, ${c.words.thing} seemed to grow a little heavier with every step, like a promise waiting to be kept.`,
        (c) =>
          `${c.words.friendName} kept glancing at ${c.words.thing}, sure it would matter before the day was done.`,
        (c) => `Whenever ${c.name} touched ${c.words.thing}, a small thrill ran through both hands.`,
      ],
    },
    climax: {
      baby: [
        (c) => `Uh-oh! Little ${c.name} ${c.words.climax[1]}.`,
        (c) => `Gently, gently, ${c.name} ${c.words.climax[1]}.`,
        (c) => `Kind ${c.name}! Softly, ${c.name} ${c.words.climax[1]}.`,
      ],
      young: [
        (c) => `Then came the biggest moment of all: ${c.name} took a deep breath and ${c.words.climax[1]}.`,
        (c) => `“I can do this,” whispered ${c.name}, and slowly, kindly, ${c.name} ${c.words.climax[1]}.`,
        (c) => `${c.name} remembered ${c.words.thing}, thought very hard, and kindly ${c.words.climax[1]}.`,
      ],
      older: [
        (c) =>
          `Everything seemed to hold its breath as ${c.name} made a choice: to be brave and gentle at once, and so ${c.name} ${c.words.climax[1]}.`,
        (c) =>
          `It would have been easy to give up, but ${c.name} remembered ${c.words.thing}, steadied both hands and ${c.words.climax[1]}.`,
        (c) =>
          `${c.name} realised that being brave does not mean never feeling nervous; it means doing the kind thing anyway, and so ${c.name} ${c.words.climax[1]}.`,
      ],
    },
    resolution: {
      baby: [
        (c) => `Yay, ${c.name}! Everyone is happy.`,
        (c) => `Hooray! ${c.words.friendName} gives ${c.name} a hug.`,
      ],
      young: [
        (c) => `Everyone cheered for ${c.name}, and ${c.words.thing} seemed to shine brighter than before.`,
        (c) => `${c.words.friendName} gave ${c.name} the biggest hug ever. “You did it!”`,
      ],
      older: [
        (c) =>
          `Afterwards, nobody could stop smiling, and ${c.words.friendName} declared it the finest thing that had ever happened in ${c.words.here}.`,
        (c) =>
          `${c.name} felt a quiet pride settle in, the kind that comes from helping without being asked.`,
      ],
    },
  },
  lost: {
    discovery: {
      baby: [
        (c) => `Oh no! ${c.words.friendName} lost ${c.words.thing}.`,
        (c) => `Boo-hoo, says ${c.words.friendName}. Where is ${c.words.thing}?`,
      ],
      young: [
        (c) =>
          `But ${c.words.friendName} looked sad. “I have lost ${c.words.thing},” ${c.words.friendName} sniffed, “and it was my favourite.”`,
        (c) =>
          `Suddenly ${c.words.friendName} gasped. ${c.words.thing} was gone! “Don’t worry,” said ${c.name}. “We will find it together.”`,
      ],
      older: [
        (c) =>
          `It was then that ${c.words.friendName} went very quiet: ${c.words.thing}, the most precious thing in all of ${c.words.here}, had vanished overnight.`,
        (c) =>
          `${c.words.friendName} searched every pocket twice before admitting it: ${c.words.thing} was lost, and ${c.name} promised to help look until it turned up.`,
      ],
    },
    episodes: {
      baby: [
        (c) => `Up high, down low! ${c.name} looks and looks.`,
        () => `Have you seen it? No, no!`,
        () => `Something shiny! Oh. Not it.`,
      ],
      young: [
        (c) =>
          `${c.name} and ${c.words.friendName} looked high and low, in every nook and cranny of ${c.words.here}.`,
        (c) => `They asked everyone they met, “Have you seen ${c.words.thing}?” But nobody had.`,
        (c) => `Something glinted on the ground, and ${c.name} ran to look, but it was only a button.`,
      ],
      older: [
        (c) =>
          `They searched high and low, from the tops of things to the bottoms of things, and ${c.words.thing} was nowhere at all.`,
        (c) =>
          `${c.name} asked everyone they passed whether they had seen ${c.words.thing}; some shook their heads, others promised to keep watch.`,
        (c) =>
          `Something bright caught ${c.name}’s eye and hope leapt up, but it was only a lost button, winking up at them.`,
      ],
    },
    thread: {
      baby: [
        () => `Where is it? Not here!`,
        (c) => `Peek, peek! No ${c.words.thing} yet.`,
        (c) => `Look up, look down, ${c.name}!`,
        () => `Hmm, hmm. Still looking!`,
      ],
      young: [
        (c) => `Still there was no sign of ${c.words.thing}.`,
        (c) => `${c.name} peeked into every hiding place, just in case.`,
        (c) => `“Maybe it is over there,” said ${c.words.friendName} hopefully, but it was not.`,
        (c) => `${c.name} gave ${c.words.friendName} a squeeze. “We won’t give up,” ${c.name} promised.`,
      ],
      older: [
        (c) => `Even so, ${c.name} kept one eye out for ${c.words.thing}, checking every corner they passed.`,
        (c) =>
          `${c.words.friendName} tried to look cheerful, but every so often a small sigh slipped out, and ${c.name} understood.`,
        () =>
          `A clue, perhaps: a faint glimmer in the distance, which proved to be nothing more than a trick of the light.`,
        (c) =>
          `${c.name} began to make a list in the mind of everywhere they had already searched, and everywhere they had not.`,
      ],
    },
    climax: {
      baby: [
        (c) => `There it is! ${c.name} finds ${c.words.thing}!`,
        (c) => `Peekaboo, ${c.words.thing}! Found it!`,
      ],
      young: [
        (c) =>
          `Then ${c.name} spotted something peeking out from a hiding place. It was ${c.words.thing}! “Found it!” cried ${c.name}.`,
        (c) =>
          `${c.name} thought hard about where things like to hide, looked in the very last place, and there was ${c.words.thing}.`,
      ],
      older: [
        (c) =>
          `And then, just when it seemed hopeless, ${c.name} retraced their steps to the one place nobody had checked, and there lay ${c.words.thing}, safe and sound.`,
        (c) =>
          `${c.name} stopped, listened, and thought it through like a detective, and the answer led straight to ${c.words.thing}, tucked away where it had fallen.`,
      ],
    },
    resolution: {
      baby: [
        (c) => `Here you are, ${c.words.friendName}! Big hug!`,
        (c) => `${c.words.friendName} is happy again. Yay!`,
      ],
      young: [
        (c) =>
          `${c.name} gave ${c.words.thing} back, and ${c.words.friendName} danced a happy dance. “Thank you, thank you!”`,
        (c) => `${c.words.friendName} hugged ${c.words.thing} tight, and then hugged ${c.name} even tighter.`,
      ],
      older: [
        (c) =>
          `When ${c.name} handed ${c.words.thing} back, the look on ${c.words.friendName}’s face was worth every step of the search.`,
        (c) =>
          `${c.words.friendName} promised to keep ${c.words.thing} somewhere safer from now on, and ${c.name} laughed with relief.`,
      ],
    },
  },
  'new-friend': {
    discovery: {
      baby: [
        (c) => `Who is that? It is ${c.other.friend}!`,
        (c) => `Hello, ${c.other.friendName}! ${c.other.friendName} is shy.`,
      ],
      young: [
        (c) =>
          `Behind a rock, ${c.name} saw ${c.other.friend}, all alone and a little shy. “Hello,” said ${c.name} softly.`,
        (c) =>
          `Someone new was watching them: ${c.other.friend}, who had only just arrived in ${c.words.here} and did not know anyone yet.`,
      ],
      older: [
        (c) =>
          `At the edge of the path stood ${c.other.friend}, new to ${c.words.here}, looking as if they wanted to join in but did not quite dare.`,
        (c) =>
          `${c.name} noticed ${c.other.friend} hanging back, and remembered exactly how it feels to be the new one.`,
      ],
    },
    episodes: {
      baby: [
        (c) => `Wave to ${c.other.friendName}! Oh, hiding!`,
        (c) => `A present for ${c.other.friendName}. There!`,
        (c) => `Sit, sit. Quiet, ${c.name}. Shh.`,
      ],
      young: [
        (c) =>
          `${c.name} waved to ${c.other.friendName}, but ${c.other.friendName} ducked out of sight again.`,
        (c) =>
          `${c.name} left a little present where ${c.other.friendName} would find it, then stepped back to wait.`,
        (c) => `${c.name} sat down quietly nearby, so that ${c.other.friendName} would not feel frightened.`,
      ],
      older: [
        (c) =>
          `When ${c.name} waved, ${c.other.friendName} darted back into hiding, but not before a curious eye peeked out.`,
        (c) =>
          `${c.name} chose a small present and set it down halfway between them, an invitation that needed no words.`,
        (c) =>
          `Instead of chasing after ${c.other.friendName}, ${c.name} simply sat nearby and waited, because shy friends need time.`,
      ],
    },
    thread: {
      baby: [
        (c) => `${c.other.friendName} peeks. Hello again!`,
        (c) => `Come and play, ${c.other.friendName}!`,
        (c) => `Wave, wave! ${c.other.friendName} waves back.`,
        (c) => `${c.other.friendName} comes closer. Closer!`,
      ],
      young: [
        (c) => `${c.other.friendName} followed a few steps behind, watching everything.`,
        (c) => `“You can come too,” said ${c.name}, and ${c.other.friendName} smiled a tiny smile.`,
        (c) => `Little by little, ${c.other.friendName} came a bit closer.`,
        (c) => `${c.words.friendName} showed ${c.other.friendName} all the best places.`,
      ],
      older: [
        (c) =>
          `${c.other.friendName} still hung back a little, but ${c.name} made sure to leave a space for them every time.`,
        (c) =>
          `Each time ${c.name} turned around, ${c.other.friendName} seemed a step nearer and a shade less shy.`,
        (c) =>
          `${c.words.friendName} told ${c.other.friendName} a silly joke, and for the first time a giggle escaped.`,
        (c) =>
          `${c.name} asked ${c.other.friendName} what they liked best, and listened carefully to the answer.`,
      ],
    },
    climax: {
      baby: [
        (c) => `${c.other.friendName} plays too! Ha ha ha!`,
        (c) => `Now ${c.other.friendName} laughs. Hooray!`,
      ],
      young: [
        (c) =>
          `At last ${c.other.friendName} joined in, laughing louder than anyone. “This is the best day ever!”`,
        (c) =>
          `${c.name} held out a hand, and ${c.other.friendName} took it. Now they were all playing together.`,
      ],
      older: [
        (c) =>
          `And then it happened: ${c.other.friendName} forgot to be shy, jumped right into the game and laughed until everyone was laughing too.`,
        (c) =>
          `When ${c.name} asked ${c.other.friendName} to choose the next game, the newcomer’s whole face lit up, and the shyness simply melted away.`,
      ],
    },
    resolution: {
      baby: [
        (c) => `One, two, three friends! ${c.name}, ${c.words.friendName} and ${c.other.friendName}.`,
        () => `Three friends, one big hug!`,
      ],
      young: [
        () => `Now there were three friends instead of two, and that made everything more fun.`,
        (c) => `“Will you play with us tomorrow?” asked ${c.other.friendName}. “Every day!” said ${c.name}.`,
      ],
      older: [
        (c) =>
          `By the end of the day, ${c.other.friendName} was no longer the new one at all, but simply one of the friends.`,
        (c) =>
          `${c.name} realised that the best thing about the whole day had not been a place at all, but a brand new friend.`,
      ],
    },
  },
  brave: {
    discovery: {
      baby: [(c) => `What is that sound? ${c.words.sound}`, () => `Shh! A funny noise. Who is there?`],
      young: [
        (c) =>
          `Suddenly they heard a strange sound from somewhere nearby. ${c.words.friendName} hid behind ${c.name}. “What was that?”`,
        (c) =>
          `A rustle, a bump and a mysterious noise came from the shadows. ${c.name} felt a little bit scared.`,
      ],
      older: [
        (c) =>
          `Then, from somewhere out of sight, came a sound nobody could explain, and ${c.name} felt the back of the neck prickle.`,
        (c) =>
          `${c.words.friendName} froze mid-step: a low, mysterious sound was drifting towards them, and it was hard to tell what might be making it.`,
      ],
    },
    episodes: {
      baby: [
        () => `Listen! The sound again!`,
        () => `Hold my hand! Brave, brave.`,
        (c) => `Tiptoe, tiptoe, ${c.name}. Closer!`,
      ],
      young: [
        () => `There it was again, that strange sound, and this time it was closer.`,
        (c) => `${c.name} held ${c.words.friendName}’s paw tightly. “Together we are brave,” ${c.name} said.`,
        (c) => `One step, then another: ${c.name} tiptoed towards the sound as quietly as a mouse.`,
      ],
      older: [
        (c) =>
          `The sound came once more, nearer now, and ${c.name} could almost tell which direction it came from.`,
        (c) =>
          `${c.name} reached for ${c.words.friendName}, and the warm squeeze that came back felt like courage passed from one friend to the other.`,
        (c) => `Step by careful step, ${c.name} crept towards the sound, heart thumping but feet steady.`,
      ],
    },
    thread: {
      baby: [
        () => `There it is again! Shh, shh.`,
        (c) => `${c.name} listens. Listen, listen!`,
        (c) => `Hold hands, ${c.name}. That’s it!`,
        () => `Who is it? Hmm.`,
      ],
      young: [
        () => `Every so often, the strange sound came again, a little louder each time.`,
        (c) => `${c.name} and ${c.words.friendName} stayed close together, just in case.`,
        (c) => `“Maybe it is something friendly,” said ${c.name}, trying to feel brave.`,
        (c) => `${c.words.friendName} pricked up both ears and listened hard.`,
      ],
      older: [
        () =>
          `The mysterious sound followed them at a distance, never close enough to see, never quite gone.`,
        (c) =>
          `${c.name} noticed that being a little afraid was easier with ${c.words.friendName} right there.`,
        () =>
          `They made up funny guesses about what it could be, and each guess made the sound seem a little less scary.`,
        (c) =>
          `${c.name} took slow breaths and decided that a mystery is only a question waiting for an answer.`,
      ],
    },
    climax: {
      baby: [
        (c) => `Peek! It is only ${c.other.friend}! Ha ha!`,
        (c) => `Brave ${c.name} looks. It is ${c.other.friendName}!`,
      ],
      young: [
        (c) =>
          `${c.name} took a deep breath, tiptoed closer and peeked. It was only ${c.other.friend}, humming a happy tune!`,
        (c) =>
          `“Hello? Who is there?” called ${c.name} bravely. Out popped ${c.other.friend}, who had been playing hide-and-seek.`,
      ],
      older: [
        (c) =>
          `Gathering every scrap of courage, ${c.name} stepped forward and looked, and found nothing more frightening than ${c.other.friend}, practising a song.`,
        (c) =>
          `${c.name} decided to face the sound instead of running from it, and discovered ${c.other.friend}, who had been too shy to say hello.`,
      ],
    },
    resolution: {
      baby: [() => `Silly sound! Everyone giggles.`, (c) => `${c.other.friendName} says hello. Hello!`],
      young: [
        (c) => `Everyone laughed and laughed. “I was brave!” said ${c.name}, standing tall.`,
        (c) => `${c.other.friendName} said sorry for the fright, and they all giggled about it together.`,
      ],
      older: [
        (c) =>
          `They laughed until their sides ached, and ${c.name} felt taller somehow, as if courage were something you could grow.`,
        (c) =>
          `${c.other.friendName} stayed with them until evening, and the mysterious sound became their favourite joke.`,
      ],
    },
  },
  surprise: {
    discovery: {
      baby: [(c) => `Shh! A surprise for ${c.words.friendName}!`, (c) => `${c.name} has a secret. Shh, shh!`],
      young: [
        (c) =>
          `${c.name} had a wonderful idea: a secret surprise for ${c.words.friendName}, who had been such a good friend.`,
        (c) =>
          `“Shh,” whispered ${c.name} to nobody at all. “Today I will make a surprise for ${c.words.friendName}.”`,
      ],
      older: [
        (c) =>
          `${c.name} had been planning it for days: a surprise for ${c.words.friendName}, something to say thank you without any words.`,
        (c) =>
          `The idea arrived all at once, bright and perfect: ${c.name} would secretly prepare a celebration just for ${c.words.friendName}.`,
      ],
    },
    episodes: {
      baby: [
        () => `Pick this! And this! For the surprise!`,
        () => `Make, make, make! Secret!`,
        (c) => `Quick! Hide it! Here comes ${c.words.friendName}!`,
      ],
      young: [
        (c) => `${c.name} gathered the prettiest things in ${c.words.here}, one by one, for the surprise.`,
        (c) => `In a quiet corner, ${c.name} worked on the surprise, humming softly so nobody would guess.`,
        (c) => `Just then ${c.words.friendName} came along, and ${c.name} hid the surprise just in time.`,
      ],
      older: [
        (c) =>
          `All morning ${c.name} collected little wonders from around ${c.words.here}, each one chosen with ${c.words.friendName} in mind.`,
        (c) =>
          `In a hidden corner, ${c.name} set to work, arranging and rearranging until the surprise looked just right.`,
        (c) =>
          `Footsteps! ${c.name} threw a cloth over the surprise a moment before ${c.words.friendName} appeared, whistling.`,
      ],
    },
    thread: {
      baby: [
        (c) => `Shh, ${c.words.friendName}! Don’t look!`,
        () => `One more thing for the surprise!`,
        () => `Hide it, hide it! Tee-hee!`,
        (c) => `${c.name} smiles a secret smile.`,
      ],
      young: [
        (c) =>
          `When ${c.words.friendName} was not looking, ${c.name} slipped something into a little bag for the surprise.`,
        (c) => `It was very hard to keep the secret, but ${c.name} managed it.`,
        (c) => `“Why are you smiling?” asked ${c.words.friendName}. “Oh, no reason,” said ${c.name}.`,
        () => `The surprise was getting bigger and better all the time.`,
      ],
      older: [
        (c) =>
          `Whenever ${c.words.friendName} turned away, ${c.name} quietly gathered one more treasure for the surprise.`,
        () => `Keeping a secret from a best friend was the hardest thing of all.`,
        (c) =>
          `${c.words.friendName} grew suspicious and asked a lot of questions, which ${c.name} answered with perfectly innocent shrugs.`,
        (c) =>
          `In ${c.name}’s head, the plan for the surprise grew grander and more wonderful with every hour.`,
      ],
    },
    climax: {
      baby: [
        (c) => `Surprise, ${c.words.friendName}! Ta-da!`,
        (c) => `Ta-da! A party for ${c.words.friendName}!`,
      ],
      young: [
        (c) =>
          `“Surprise!” shouted ${c.name}, and showed ${c.words.friendName} everything that had been made in secret.`,
        (c) =>
          `${c.name} led ${c.words.friendName} to the secret spot. “Open your eyes!” Ta-da! It was a party, just for ${c.words.friendName}.`,
      ],
      older: [
        (c) =>
          `When at last ${c.name} said “Surprise!”, ${c.words.friendName} stood speechless for a long moment, then burst into the happiest laugh.`,
        (c) =>
          `${c.name} pulled away the cover with a flourish, and ${c.words.friendName} saw it all: the whole secret, made with love, for them alone.`,
      ],
    },
    resolution: {
      baby: [(c) => `${c.words.friendName} loves it! Yay!`, () => `Party, party! Clap, clap!`],
      young: [
        (c) =>
          `They celebrated with games and giggles, and ${c.words.friendName} said it was the nicest surprise ever.`,
        (c) => `“Thank you for being my friend,” said ${c.name}, and ${c.words.friendName} gave a giant hug.`,
      ],
      older: [
        (c) =>
          `The celebration went on until the shadows grew long, and ${c.words.friendName} kept saying that no one had ever done something so kind.`,
        (c) => `${c.name} learned that giving a surprise can feel even better than getting one.`,
      ],
    },
  },
  journey: {
    discovery: {
      baby: [(c) => `Off we go, ${c.name}! Far, far away!`, () => `Step, step, step! A long way to go.`],
      young: [
        (c) =>
          `“Let’s go on an expedition to ${c.words.far},” said ${c.words.friendName}. “Nobody has been there for ages!”`,
        (c) => `${c.name} packed a snack, and the friends set off on a long journey to ${c.words.far}.`,
      ],
      older: [
        (c) =>
          `${c.words.friendName} had an old map with a path to ${c.words.far}, and ${c.name} agreed that today was the day to follow it.`,
        (c) =>
          `People said that ${c.words.far} was the most beautiful spot for miles around, so the friends set out to see it for themselves.`,
      ],
    },
    episodes: {
      baby: [
        () => `Oops! Wrong way! This way!`,
        (c) => `Tired legs! Keep going, ${c.name}!`,
        () => `Sit down. Snack time! Yum!`,
      ],
      young: [
        (c) =>
          `Oops, they took a wrong turn! ${c.name} stopped, looked around and found the right way again.`,
        (c) => `${c.name}’s legs felt tired, but ${c.words.far} was waiting, so on they went.`,
        () => `Halfway there, the friends sat down for a rest and shared a snack.`,
      ],
      older: [
        (c) =>
          `Somewhere along the way they took a wrong turn, but ${c.name} spotted a landmark and steered them back on course.`,
        (c) =>
          `The way grew long and ${c.name}’s feet grew heavy, yet every step brought ${c.words.far} a little nearer.`,
        () =>
          `Halfway there they rested, sharing a snack and watching the world go by, before setting off again.`,
      ],
    },
    thread: {
      baby: [
        () => `Are we there yet? Not yet!`,
        () => `On and on we go!`,
        (c) => `March, march, ${c.name}!`,
        () => `Far away, far away!`,
      ],
      young: [
        () => `The path went on and on, winding this way and that.`,
        (c) => `“Are we nearly there?” asked ${c.words.friendName}. “Nearly!” said ${c.name}.`,
        (c) => `${c.words.friendName} pointed ahead. “Not far now!”`,
        (c) => `${c.name} looked back and could hardly see where they had started.`,
      ],
      older: [
        () => `The path twisted and climbed, and the place they had started from grew smaller behind them.`,
        (c) => `${c.name} hummed a marching song, and the miles slipped by.`,
        () => `Every bend in the path brought a new view, each one better than the last.`,
        (c) => `${c.words.friendName} checked the map again and pointed onwards with great confidence.`,
      ],
    },
    climax: {
      baby: [(c) => `We are here! Wow, ${c.name}!`, () => `Look! So big and so pretty!`],
      young: [
        (c) => `At last they reached ${c.words.far}. ${c.name} looked all around. “Wow!”`,
        (c) =>
          `The friends came round the final bend, and there was ${c.words.far}, more beautiful than they had imagined.`,
      ],
      older: [
        (c) =>
          `When they finally arrived at ${c.words.far}, ${c.name} stood in silence, because it was too wonderful for words.`,
        (c) =>
          `The last few steps were the hardest, but then ${c.words.far} lay before them, and ${c.name} knew the journey had been worth it.`,
      ],
    },
    resolution: {
      baby: [() => `Now home we go. Step, step!`, () => `Bye-bye, far away! Back home!`],
      young: [
        () => `Then they walked the long way home, talking about everything they had seen.`,
        (c) => `The way back felt shorter, because ${c.name} and ${c.words.friendName} sang all the way.`,
      ],
      older: [
        (c) =>
          `The journey home was slow and golden, and ${c.name} kept turning to look back at how far they had come.`,
        () =>
          `They followed the path back the way they had come, tired and proud, already planning the next expedition.`,
      ],
    },
  },
};

const details: LanguagePack<EnglishWords>['details'] = {
  baby: [
    (c) => `${c.words.sound}`,
    (c) => `Clap, clap, ${c.name}!`,
    () => 'Yay!',
    (c) => `${c.words.friendName} says hello!`,
    () => 'Boing, boing, boing!',
    (c) => `Giggle, giggle, ${c.name}!`,
    () => 'So much fun!',
    (c) => `${c.words.friendName} is happy.`,
    () => 'Wiggle your toes!',
    () => 'Round and round!',
    (c) => `Big smile, ${c.name}!`,
    () => 'Up high! Down low!',
    () => 'La, la, la!',
    (c) => `Kiss, kiss, ${c.words.friendName}!`,
    () => 'Pat, pat, pat.',
    () => 'What a big day!',
    (c) => `Tickle, tickle, ${c.name}!`,
    () => 'Hop, hop, hop!',
    () => 'Wow, wow, wow!',
    () => 'Ready, steady, go!',
  ],
  young: [
    (c) => `${c.words.friendName} giggled and wiggled with joy.`,
    (c) => `${c.name}’s heart felt warm and bright.`,
    () => 'What a wonderful day it was turning out to be!',
    (c) => `“${c.words.sound}” sang ${c.words.friendName}.`,
    () => 'Everything around them seemed to sparkle.',
    (c) => `${c.name} laughed so much that ${c.words.friendName} started laughing too.`,
    (c) => `${c.name} clapped both hands with delight.`,
    (c) => `${c.words.friendName} did a funny little spin.`,
    (c) => `“This is fun!” said ${c.name}.`,
    () => 'Somewhere nearby, someone was humming a cheerful tune.',
    (c) => `${c.name} took a big, happy breath.`,
    () => 'Everything smelled fresh and new.',
    (c) => `${c.words.friendName} bumped noses with ${c.name}, which is how best friends say hello.`,
    (c) => `${c.name} felt as light as a feather.`,
    (c) => `${c.name} hummed a happy song.`,
    (c) => `“You are the best,” said ${c.words.friendName}.`,
    () => 'The whole world seemed to be smiling.',
    (c) => `${c.name} skipped along, one, two, three.`,
    () => 'Their shadows danced beside them.',
    (c) => `${c.words.friendName} had a tummy rumble, and they both giggled.`,
  ],
  older: [
    (c) => `${c.name} tucked the memory away somewhere safe, to keep it for always.`,
    (c) => `${c.words.friendName} said nothing, but the look they shared said everything.`,
    () => 'Everything around them seemed to whisper of adventure.',
    (c) => `It was the kind of moment that makes ${c.name} feel both very small and very brave.`,
    () => 'The light shifted, painting everything in warmer colours.',
    (c) => `${c.name} noticed how quiet it was, and how good the quiet felt.`,
    (c) => `${c.words.friendName} was full of questions, and ${c.name} tried to answer every one.`,
    () => 'Time seemed to stretch, lazy and generous.',
    (c) => `${c.name} felt curiosity fizzing inside like bubbles in lemonade.`,
    () => 'Far off, something hummed a tune only half remembered.',
    (c) => `${c.words.friendName} made a remark so funny that ${c.name} had to stop walking to laugh.`,
    () => 'It felt like a day made for faraway places and big ideas.',
    (c) => `${c.name} made a secret wish and kept it close.`,
    () => 'Even the smallest thing seemed to have a story to tell.',
    (c) => `${c.name} realised that adventures are mostly made of little moments like this one.`,
    (c) => `For a while, ${c.name} and ${c.words.friendName} simply walked side by side, content.`,
    (c) => `${c.name} counted three reasons to be happy, then lost count.`,
    (c) => `${c.name} wondered whether anyone else had ever stood in this exact spot.`,
    () => 'Everything glowed, as though the day itself were pleased.',
    (c) => `${c.words.friendName} invented names for everything they saw, each one sillier than the last.`,
  ],
};

const windDown: LanguagePack<EnglishWords>['windDown'] = {
  baby: [
    () => 'Yawn, yawn. Soft and warm.',
    (c) => `Snuggle, ${c.name}. Snuggle, ${c.words.friendName}.`,
    () => 'Lights low now. Shh.',
  ],
  young: [
    (c) => `${c.name} gave a great big yawn, and so did ${c.words.friendName}.`,
    () => 'Everything grew soft and quiet and dreamy.',
    (c) => `${c.words.friendName} curled up close, warm and cosy.`,
  ],
  older: [
    (c) =>
      `A pleasant tiredness crept into ${c.name}’s arms and legs, the good kind that comes after a long day.`,
    () => 'One by one, the sounds of the day faded away.',
    (c) => `${c.words.friendName} yawned enormously and leaned against ${c.name}, eyes already half closed.`,
  ],
};

const favourites: LanguagePack<EnglishWords>['favourites'] = {
  opening: (c, things) =>
    `${c.name} brought along a pocketful of happy thoughts: ${listOf(things, ' and ')}.`,
  moments: [
    (c, thing) => `Just then, something reminded ${c.name} of a favourite thing: ${thing}.`,
    (c, thing) =>
      `${c.words.friendName} asked what ${c.name} loved best in the whole world, and the answer came with a grin: ${thing}.`,
    (c, thing) => `Far away, something much loved seemed to wave hello to ${c.name}: ${thing}.`,
    (c, thing) => `${c.name} hummed a little made-up song about a favourite thing: ${thing}.`,
  ],
};

export const en: LanguagePack<EnglishWords> = {
  code: 'en',
  script: /[A-Za-z]/,
  themes,
  companions,
  custom,
  titles: [
    (c) => (c.words.about ? `${c.name}’s Story of “${c.words.about}”` : `${c.name}’s ${c.words.topic}`),
    (c) => `${c.name} and ${c.words.friend}`,
    (c) =>
      c.words.about ? `“${c.words.about}”, a Story for ${c.name}` : `${c.words.topic}: ${c.name}’s Story`,
  ],
  lines,
  plots,
  details,
  windDown,
  favourites,
};
