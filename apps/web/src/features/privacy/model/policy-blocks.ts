/**
 * The few kinds of block the privacy policy uses: a title (#), section headings (##), paragraphs
 * and bulleted lists. The page draws them, and the translations test compares them with English's.
 */
export type PolicyBlock =
  | { kind: 'title' | 'heading' | 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/** A line wrapped in the source reads as one line. */
const unwrap = (text: string) => text.replace(/\s*\n\s*/g, ' ');

export function policyBlocks(markdown: string): PolicyBlock[] {
  return markdown
    .trim()
    .split(/\n\s*\n/)
    .map((block): PolicyBlock => {
      if (block.startsWith('# ')) return { kind: 'title', text: unwrap(block.slice(2)) };
      if (block.startsWith('## ')) return { kind: 'heading', text: unwrap(block.slice(3)) };
      if (block.startsWith('- ')) {
        return { kind: 'list', items: block.split(/\n- /).map((item) => unwrap(item.replace(/^- /, ''))) };
      }
      return { kind: 'paragraph', text: unwrap(block) };
    });
}

/** A line cut into **bold**, `code` and plain parts, in order. */
export function inlineParts(text: string): { kind: 'bold' | 'code' | 'plain'; text: string }[] {
  return text
    .split(/(\*\*[^*]+\*\*|`[^`]+`)/)
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith('**')) return { kind: 'bold', text: part.slice(2, -2) };
      if (part.startsWith('`')) return { kind: 'code', text: part.slice(1, -1) };
      return { kind: 'plain', text: part };
    });
}
