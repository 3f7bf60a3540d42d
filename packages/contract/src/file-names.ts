import { cleanText } from './text.ts';

/** Longest file name kept, in characters, well inside every file system's limit with `.pdf`. */
const MAX_NAME_LENGTH = 120;

/**
 * A story's PDF file name (product §7): the title with spaces replaced by underscores, plus .pdf.
 * The title is read as typed text (no control or bidi characters, which would break a download
 * header or disguise the name), a path separator becomes an underscore so the name cannot climb
 * folders, and a title with nothing left is called 'story'. Other punctuation stays, as product §7
 * asks; a browser replaces what its own file system refuses.
 */
export function storyPdfFileName(title: string): string {
  const base = [...cleanText(title).replace(/[\\/]/g, '_').replace(/^\.+/, '')]
    .slice(0, MAX_NAME_LENGTH)
    .join('')
    .trim();
  return `${(base || 'story').replace(/ /g, '_')}.pdf`;
}
