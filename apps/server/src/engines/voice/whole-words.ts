import type { WordTiming } from '@storyloom/contract';

/**
 * The segmenter splits Japanese into morphemes and dictionary fragments (会|いま|した, ね|む|り),
 * so a highlight lit one character at a time. These tell which pieces belong to the word before.
 */
const HIRAGANA = /^[\u3041-\u309f]+$/u;
const JAPANESE_WORD_END = /[\p{Script=Han}\p{Script=Katakana}々ー]$/u;
const JAPANESE_ANY_END = /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}々ー]$/u;
/** Particles, endings and name suffixes that follow a word of any spelling (うさぎ|は, ゆき|ちゃん). */
const JAPANESE_FOLLOWERS = new Set(
  (
    'は が を に で と も の へ や か ね よ な わ ぞ さ て た だ って ては では には とは から まで より ' +
    'だけ ほど など ので のに けど けれど ながら たら たり です ます まし ました ません でした でしょう ' +
    'ましょう だった だよ だね よね ない なかった ている ていた てる てた した して しい かった ' +
    'ちゃん くん さん さま たち'
  ).split(' '),
);

/** Chinese particles that finish the word before them (看|着, 天上|的, 饭|了|吗). */
const CHINESE_FOLLOWERS = new Set([...'了着著过過的地得们們吗嗎呢吧啊呀啦嘛']);
const HAN_END = /\p{Script=Han}$/u;

/** Whether `piece` finishes the word `before` rather than starting a new one. */
function finishesWord(language: string, before: string, piece: string): boolean {
  if (language === 'ja') {
    if (!HIRAGANA.test(piece) || !JAPANESE_ANY_END.test(before)) return false;
    // After kanji or katakana hiragana is the word's ending or particle; a lone kana is a fragment.
    return JAPANESE_WORD_END.test(before) || JAPANESE_FOLLOWERS.has(piece) || piece.length === 1;
  }
  if (language === 'zh') return HAN_END.test(before) && CHINESE_FOLLOWERS.has(piece);
  return false;
}

/**
 * Timings grouped so each highlighted unit is a whole word: in Japanese a word with its endings
 * and particles (会いました, うさぎは), in Chinese a word with its particles (看着). Pieces join
 * only when nothing stands between them in the text, so punctuation never joins a unit and
 * never gets a highlight of its own. Other languages come back unchanged: the segmenter already
 * finds their words (Thai too, by dictionary).
 */
export function wholeWordTimings(text: string, language: string, words: readonly WordTiming[]): WordTiming[] {
  const base = language.toLowerCase().split('-')[0] ?? '';
  if (base !== 'ja' && base !== 'zh') return [...words];
  const units: WordTiming[] = [];
  let unitEnd = -1;
  let cursor = 0;
  for (const word of words) {
    const at = word.text ? text.indexOf(word.text, cursor) : -1;
    const previous = units.at(-1);
    if (at >= 0 && at === unitEnd && previous && finishesWord(base, previous.text, word.text)) {
      previous.text += word.text;
      previous.end_ms = Math.max(previous.end_ms, word.end_ms);
    } else {
      units.push({ ...word });
    }
    if (at >= 0) {
      cursor = at + word.text.length;
      unitEnd = cursor;
    } else {
      // A word the text does not hold cannot be joined to.
      unitEnd = -1;
    }
  }
  return units;
}
