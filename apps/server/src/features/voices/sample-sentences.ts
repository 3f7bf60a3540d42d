import type { LanguageCode } from '@storyloom/contract';

/**
 * What a voice says when a parent listens to it before choosing: one short story opening in each
 * language the app writes stories in, typed so a new language needs its sentence.
 */
export const SAMPLE_SENTENCES: Record<LanguageCode, string> = {
  en: 'Once upon a time, a little star shone over a sleepy town.',
  es: 'Había una vez una pequeña estrella que brillaba sobre un pueblo dormido.',
  tr: 'Bir zamanlar, uykulu bir kasabanın üzerinde küçük bir yıldız parlardı.',
  he: 'היה היה פעם כוכב קטן שזרח מעל עיירה מנומנמת.',
  fa: 'روزی روزگاری، ستاره‌ای کوچک بر فراز شهری خواب‌آلود می‌درخشید.',
  fr: 'Il était une fois une petite étoile qui brillait au-dessus d’une ville endormie.',
  hi: 'एक समय की बात है, एक छोटा सा तारा एक सोते हुए शहर के ऊपर चमकता था।',
  pa: 'ਇੱਕ ਵਾਰ ਦੀ ਗੱਲ ਹੈ, ਇੱਕ ਛੋਟਾ ਜਿਹਾ ਤਾਰਾ ਇੱਕ ਸੁੱਤੇ ਹੋਏ ਸ਼ਹਿਰ ਉੱਤੇ ਚਮਕਦਾ ਸੀ।',
  zh: '从前，有一颗小星星在安睡的小镇上空闪闪发光。',
  ja: 'むかしむかし、ねむっている町の上で、小さな星がきらきら光っていました。',
  ko: '옛날 옛적에, 잠든 마을 위에서 작은 별 하나가 반짝였어요.',
  de: 'Es war einmal ein kleiner Stern, der über einer verschlafenen Stadt leuchtete.',
  it: 'C’era una volta una piccola stella che brillava sopra una città addormentata.',
  pt: 'Era uma vez uma pequena estrela que brilhava sobre uma vila adormecida.',
  ru: 'Жила-была маленькая звёздочка, которая сияла над сонным городком.',
  ar: 'كان يا ما كان، نجمة صغيرة تلمع فوق مدينة نائمة.',
};
