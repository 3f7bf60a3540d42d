/** A builtin voice as the voice pickers show it. */
export interface BuiltinVoiceOption {
  value: string;
  label: string;
  gender: 'female' | 'male';
  description: string;
}

/** How the engine makes a builtin voice: an espeak-ng variant plus the knobs set per call. */
export interface BuiltinVoice extends BuiltinVoiceOption {
  /**
   * The body of an espeak-ng variant file, written into the engine's in-memory file system at
   * start-up. The stock variants (+f3, +m3, +klatt4…) either sound thin and buzzy or keep a male
   * pitch, so each voice combines a formant set with a pitch band and a `tone` curve that lowers
   * the treble: measured on a test sentence this moves the spectral centroid from about 950 Hz
   * to 650–750 Hz, which is the difference between "buzzy" and "warm" that espeak allows.
   */
  variant: string;
  /** espeak's intonation range (0–100): wider sounds more like reading aloud to a child. */
  range: number;
  /** Multiplies the pacing's speech rate: the gentle voice is slower at every pacing. */
  rateFactor: number;
  /** Target speech loudness; the gentle voice sits a little lower. */
  levelDbfs: number;
  /** The English accent, for voices with a character of their own; other languages ignore it. */
  englishVoice?: string;
}

// Formant sets (frequency%, strength%, width%) borrowed from the stock female4 and male3 variants,
// which measured the least harsh of the stock set.
const FEMALE_FORMANTS = `formant 0 120  80 150
formant 1 115  80 160 -20
formant 2 130  75 150 -200
formant 3 123  75 150
formant 4 125  80 150
formant 5 125  80 150
formant 6 110  80 150
formant 7 110  75 150
formant 8 110  75 150`;

const BRIGHT_FEMALE_FORMANTS = `formant 0 105  80 150
formant 1 110  80 160
formant 2 110  70 150
formant 3 110  70 150
formant 4 115  80 150
formant 5 115  80 150
formant 6 110  70 150
formant 7 110  70 150
formant 8 110  70 150`;

const MALE_FORMANTS = `formant 0 100 100 100
formant 1  96  97 100
formant 2  96  97 100
formant 3  96 103 100
formant 4  95 103 100
formant 5  95 103 100`;

// `tone` is espeak's equaliser (frequency Hz / amplitude pairs); these roll off the buzz above
// 3 kHz. It does not apply to the Klatt source, whose spectrum is already darker.
const WARM_TONE = 'tone 500 220 1500 140 3000 60 5000 30';
const SOFT_TONE = 'tone 400 230 1300 130 2800 50 4500 20';
const BRIGHT_TONE = 'tone 600 200 1800 150 3500 90 5000 50';

const VOICES: readonly BuiltinVoice[] = [
  {
    value: 'builtin-luna',
    label: 'Luna',
    gender: 'female',
    description: 'Warm, friendly storyteller',
    variant: `gender female\npitch 158 238\nflutter 4\nroughness 1\n${FEMALE_FORMANTS}\n${WARM_TONE}\necho 70 8`,
    range: 62,
    rateFactor: 1,
    levelDbfs: -20,
  },
  {
    value: 'builtin-clara',
    label: 'Clara',
    gender: 'female',
    description: 'Bright and cheerful',
    variant: `gender female\npitch 175 260\nflutter 5\nroughness 1\n${BRIGHT_FEMALE_FORMANTS}\n${BRIGHT_TONE}\necho 60 8`,
    range: 72,
    rateFactor: 1.03,
    levelDbfs: -20,
  },
  {
    value: 'builtin-hazel',
    label: 'Hazel',
    gender: 'female',
    description: 'Calm, low and reassuring',
    variant: `gender female\nklatt 5\npitch 140 200\nflutter 3\n${FEMALE_FORMANTS}`,
    range: 48,
    rateFactor: 0.95,
    levelDbfs: -20,
  },
  {
    value: 'builtin-willow',
    label: 'Willow',
    gender: 'female',
    description: 'Gentle and slower, soft and breathy, for the youngest listeners',
    // Breath noise and quieter consonants take the edge off plosives; the narrow range keeps the
    // melody soothing rather than sing-song.
    variant: `gender female\npitch 165 220\nflutter 3\nroughness 0\n${FEMALE_FORMANTS}\n${SOFT_TONE}\nbreath 0 2 3 3 3 3 3 2\nbreathw 150 150 200 200 400 400 600 600\nconsonants 75 75\necho 80 10`,
    range: 40,
    rateFactor: 0.85,
    levelDbfs: -23,
  },
  {
    value: 'builtin-oliver',
    label: 'Oliver',
    gender: 'male',
    description: 'Warm, friendly storyteller',
    variant: `gender male\npitch 88 130\nflutter 4\n${MALE_FORMANTS}\n${WARM_TONE}\necho 70 8`,
    range: 62,
    rateFactor: 1,
    levelDbfs: -20,
  },
  {
    value: 'builtin-bruno',
    label: 'Bruno',
    gender: 'male',
    description: 'Deep, calm and slow',
    variant: `gender male\nklatt 4\npitch 70 105\nflutter 3\n${MALE_FORMANTS}`,
    range: 45,
    rateFactor: 0.93,
    levelDbfs: -20,
  },
  {
    value: 'builtin-arthur',
    label: 'Arthur',
    gender: 'male',
    description: 'Expressive storyteller with a British accent in English',
    variant: `gender male\npitch 96 145\nflutter 5\n${MALE_FORMANTS}\n${WARM_TONE}\necho 70 8`,
    range: 75,
    rateFactor: 0.97,
    levelDbfs: -20,
    englishVoice: 'en-gb-x-rp',
  },
];

/** The builtin voices, for the voice pickers (`voices.builtin`). */
export function listBuiltinVoices(): BuiltinVoiceOption[] {
  return VOICES.map(({ value, label, gender, description }) => ({ value, label, gender, description }));
}

/** The engine's definition of a builtin voice, or undefined for any other value. */
export function findBuiltinVoice(value: string): BuiltinVoice | undefined {
  return VOICES.find((v) => v.value === value);
}

/** Every builtin voice with its engine definition; the engine registers them all at start-up. */
export const BUILTIN_VOICES = VOICES;

// Each OpenAI voice goes to the builtin voice closest in gender and character, so a story asked
// for in 'alloy' (the documented default) still sounds like the voice the parent picked.
const OPENAI_TO_BUILTIN = new Map(
  Object.entries({
    alloy: 'builtin-luna',
    ash: 'builtin-oliver',
    ballad: 'builtin-arthur',
    coral: 'builtin-clara',
    echo: 'builtin-oliver',
    fable: 'builtin-arthur',
    nova: 'builtin-clara',
    onyx: 'builtin-bruno',
    sage: 'builtin-hazel',
    shimmer: 'builtin-willow',
    verse: 'builtin-oliver',
    marin: 'builtin-clara',
    cedar: 'builtin-bruno',
  }),
);

/** The builtin voice that speaks for an OpenAI voice when OpenAI is not configured. */
export function builtinVoiceForOpenAi(voice: string): string {
  return OPENAI_TO_BUILTIN.get(voice.toLowerCase()) ?? 'builtin-luna';
}
