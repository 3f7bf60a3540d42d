/** Class names shared by form fields, so every control looks and focuses alike. */
export const fieldLabel = 'block font-display text-lg font-semibold text-grape-800';
export const fieldHint = 'mt-1 text-sm text-ink-soft';
export const textInput =
  'mt-2 block w-full rounded-2xl border-0 bg-white px-4 py-3 text-lg text-ink ring-2 ring-cream-300 transition placeholder:text-ink-soft/70 hover:ring-grape-300 focus:ring-grape-600 focus-visible:outline-none disabled:bg-cream-100';
/** Every select: looks like a text box, with a chevron that says it opens (see `select-chevron` in index.css). */
export const selectInput = `${textInput} cursor-pointer select-chevron pe-11`;
export const checkboxRow =
  'flex cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-2 ring-cream-300 transition hover:ring-grape-300 has-checked:bg-grape-50 has-checked:ring-grape-600 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-grape-600';
export const checkbox = 'mt-0.5 size-5 shrink-0 cursor-pointer accent-grape-600 focus-visible:outline-none';
