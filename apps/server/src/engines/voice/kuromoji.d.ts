// kuromoji 0.1.2 ships no types; only what the Japanese reading step uses.
declare module 'kuromoji' {
  export interface KuromojiToken {
    /** 1-based UTF-16 offset of the token in the input. */
    word_position: number;
    surface_form: string;
    /** Katakana reading; absent for unknown words. */
    reading?: string;
    /** Katakana as spoken (は as ワ, long vowels as ー); absent for unknown words. */
    pronunciation?: string;
  }

  export interface KuromojiTokenizer {
    tokenize(text: string): KuromojiToken[];
  }

  const kuromoji: {
    builder(options: { dicPath: string }): {
      build(callback: (error: Error | null, tokenizer: KuromojiTokenizer) => void): void;
    };
  };
  export default kuromoji;
}
