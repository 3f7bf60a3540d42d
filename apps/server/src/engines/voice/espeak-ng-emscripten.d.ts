// The package ships JavaScript only; these are the parts of its API the voice engine uses,
// read from espeak-ng.js (post.js glue) and the echogarden espeakng_glue.cpp it is built from.
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEvent {
    type:
      | 'list_terminated'
      | 'word'
      | 'sentence'
      | 'mark'
      | 'play'
      | 'end'
      | 'msg_terminated'
      | 'phoneme'
      | 'samplerate';
    text_position: number;
    word_length: number;
    /** Milliseconds from the start of this synthesis call. */
    audio_position: number;
    /** The mark's name for mark events, the word or sentence number for those. */
    id: string | number | undefined;
  }

  export interface EspeakWorker {
    /** Accepts "lang+variant"; 0 on success. An unknown variant is silently ignored. */
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    set_volume(volume: number): void;
    get_samplerate(): number;
    /** Parses `text` as SSML. The callback must return false, or synthesis stops. */
    synthesize(text: string, callback: (audio: Int16Array, events: EspeakEvent[]) => boolean): void;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakWorker;
    FS: { writeFile(path: string, data: string): void };
  }

  const createEspeakModule: (options?: object) => Promise<EspeakModule>;
  export default createEspeakModule;
}
