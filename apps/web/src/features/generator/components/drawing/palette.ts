import type { MessageKey } from '../../../../i18n/catalog.ts';

/** The drawing modal's preset colours (product §9: a palette of 12), named for screen readers. */
export const PALETTE = [
  { name: 'generator.colourBlack', hex: '#1f1a2e' },
  { name: 'generator.colourGrey', hex: '#8a8498' },
  { name: 'generator.colourWhite', hex: '#ffffff' },
  { name: 'generator.colourRed', hex: '#e5383b' },
  { name: 'generator.colourOrange', hex: '#f7852d' },
  { name: 'generator.colourYellow', hex: '#ffd23f' },
  { name: 'generator.colourGreen', hex: '#3bb273' },
  { name: 'generator.colourSkyBlue', hex: '#4cc9f0' },
  { name: 'generator.colourBlue', hex: '#3a6ff7' },
  { name: 'generator.colourPurple', hex: '#8557e6' },
  { name: 'generator.colourPink', hex: '#f15bb5' },
  { name: 'generator.colourBrown', hex: '#8d5a3b' },
] as const satisfies readonly { name: MessageKey; hex: string }[];

/** The canvas starts white, and the eraser paints white, so the exported PNG has no holes. */
export const PAPER_COLOUR = '#ffffff';
