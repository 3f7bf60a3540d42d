import type { LanguagePack, Line } from '../types.ts';
import { type OnePlotLines, onePlotPack } from './one-plot.ts';

/** A moment in two forms: the base verb ("swim with…") and the past ("swam with…"). */
type Act = readonly [base: string, past: string];

export interface EnglishWords {
  /** Where the story happens, with its article: "a bright coral reef under the sea". */
  place: string;
  /** A short way back to the place: "the reef". */
  here: string;
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
}

const w = (words: EnglishWords) => words;

const themes: LanguagePack<EnglishWords>['themes'] = {
  ocean: w({
    place: 'a bright coral reef under the sea',
    here: 'the reef',
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
  topic: `An Adventure: ${text}`,
});

type L = Line<EnglishWords>;
const ep = (c: Parameters<L>[0]) => c.words.episodes[c.episode] as Act;

const lines: OnePlotLines<EnglishWords> = {
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
  discovery: {
    baby: [
      (c) => `Oh! ${c.name} finds ${c.words.found}.`,
      (c) => `What is this? It is ${c.words.found}!`,
      (c) => `${c.words.sound} ${c.name} sees ${c.words.found}.`,
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
  episode: {
    baby: [
      (c) => `${c.name} and ${c.words.friendName} ${ep(c)[1]}. ${c.words.sound}`,
      (c) => `Now they ${ep(c)[1]}. Hooray, ${c.name}!`,
      (c) => `Again, again! They ${ep(c)[1]}.`,
      (c) => `Wheee! ${c.name} ${ep(c)[1]}.`,
    ],
    young: [
      (c) => `Next, ${c.name} and ${c.words.friendName} ${ep(c)[1]}, laughing all the way.`,
      (c) => `“Let’s ${ep(c)[0]}!” said ${c.words.friendName}, so off they went together.`,
      (c) => `After that, ${c.name} ${ep(c)[1]}, and it was even more fun than it sounds.`,
      (c) => `Then the two friends ${ep(c)[1]}, and ${c.name} smiled from ear to ear.`,
      (c) => `In ${c.words.here}, ${c.name} ${ep(c)[1]} while ${c.words.friendName} clapped and cheered.`,
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
        `When the stars came out, ${c.name} and ${c.words.friendName} ${c.words.ending[1]}, and dreamed sweet dreams.`,
      (c) =>
        `“Thank you for today,” whispered ${c.name}, and after they ${c.words.ending[1]}, it was time for a cosy sleep.`,
    ],
    older: [
      (c) =>
        `As the day softened into night, ${c.name} ${c.words.ending[1]}, carrying the whole adventure home like a warm light, and slept more peacefully than ever.`,
      (c) =>
        `Later, tucked in and drowsy, ${c.name} thought about ${c.words.here} and about ${c.words.friendName}, and smiled, because some adventures stay with you long after they end.`,
      (c) =>
        `The stars were out by the time they ${c.words.ending[1]}, and ${c.name} drifted into sleep, already wondering what tomorrow might bring.`,
    ],
  },
};

const details: LanguagePack<EnglishWords>['details'] = {
  baby: [
    (c) => `${c.words.sound}`,
    (c) => `Clap, clap, ${c.name}!`,
    () => 'Yay!',
    (c) => `${c.words.friendName} says hello!`,
  ],
  young: [
    (c) => `${c.words.friendName} giggled and wiggled with joy.`,
    (c) => `${c.name}’s heart felt warm and bright.`,
    () => 'What a wonderful day it was turning out to be!',
    (c) => `“${c.words.sound}” sang ${c.words.friendName}.`,
  ],
  older: [
    (c) => `${c.name} tucked the memory away somewhere safe, to keep it for always.`,
    (c) => `${c.words.friendName} said nothing, but the look they shared said everything.`,
    () => 'Somewhere nearby, a breeze carried the smell of adventure.',
    (c) => `It was the kind of moment that makes ${c.name} feel both very small and very brave.`,
  ],
};

export const en: LanguagePack<EnglishWords> = onePlotPack({
  code: 'en',
  script: /[A-Za-z]/,
  themes,
  custom,
  titles: [
    (c) => `${c.name}’s ${c.words.topic}`,
    (c) => `${c.name} and ${c.words.friend}`,
    (c) => `${c.words.topic}: ${c.name}’s Story`,
  ],
  lines,
  details,
});
