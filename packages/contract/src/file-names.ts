/** A story's PDF file name (spec §7): the title with spaces replaced by underscores, plus .pdf. */
export function storyPdfFileName(title: string): string {
  // Control characters would break a download header; a name of nothing but spaces would be no name.
  const base = title.replace(/\p{Cc}/gu, '').trim();
  return `${(base || 'story').replace(/ /g, '_')}.pdf`;
}
