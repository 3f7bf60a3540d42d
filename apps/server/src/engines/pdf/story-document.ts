/** What the PDFs are made from: a ready story with its pictures already read from storage. */
export interface StoryDocument {
  title: string;
  child: string;
  language: string;
  /** An audio-only story has no pictures at all, so its pages put the words first. */
  audioOnly: boolean;
  scenes: { narration: string; image: Buffer | null }[];
}

/**
 * A Content-Disposition header for a download: a plain ASCII filename for old clients and the
 * exact name as RFC 5987 `filename*`, which every current browser prefers.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const fallback = /[A-Za-z0-9]/.test(ascii.replace(/\.pdf$/, '')) ? ascii : 'story.pdf';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
