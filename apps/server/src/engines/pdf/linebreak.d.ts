// linebreak 1.1.0 (UAX #14, the line breaker pdfkit uses) ships no types; only what text layout uses.
declare module 'linebreak' {
  export interface Break {
    /** UTF-16 offset where a new line may start. */
    position: number;
    /** A mandatory break, such as a newline. */
    required: boolean;
  }

  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
