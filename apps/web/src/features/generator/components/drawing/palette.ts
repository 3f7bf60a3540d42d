/** The drawing modal's preset colours (product §9: a palette of 12), named for screen readers. */
export const PALETTE = [
  { name: 'Black', hex: '#1f1a2e' },
  { name: 'Grey', hex: '#8a8498' },
  { name: 'White', hex: '#ffffff' },
  { name: 'Red', hex: '#e5383b' },
  { name: 'Orange', hex: '#f7852d' },
  { name: 'Yellow', hex: '#ffd23f' },
  { name: 'Green', hex: '#3bb273' },
  { name: 'Sky blue', hex: '#4cc9f0' },
  { name: 'Blue', hex: '#3a6ff7' },
  { name: 'Purple', hex: '#8557e6' },
  { name: 'Pink', hex: '#f15bb5' },
  { name: 'Brown', hex: '#8d5a3b' },
] as const;

/** The canvas starts white, and the eraser paints white, so the exported PNG has no holes. */
export const PAPER_COLOUR = '#ffffff';
