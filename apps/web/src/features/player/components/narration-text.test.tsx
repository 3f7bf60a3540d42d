import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { narrationTimeline } from '../model/narration-timeline.ts';
import { NarrationText } from './narration-text.tsx';

const { segments } = narrationTimeline({
  narration: '"Hello," said Mia.',
  words: ['Hello', 'said', 'Mia'].map((text, i) => ({ text, start_ms: i * 300, end_ms: i * 300 + 250 })),
});

describe('NarrationText', () => {
  it('marks the current word and dims the words, and punctuation, already spoken', () => {
    render(<NarrationText segments={segments} wordIndex={1} dir="ltr" lang="en" />);

    expect(screen.getByText('said')).toHaveAttribute('data-current', 'true');
    expect(screen.getByText('Hello')).toHaveAttribute('data-spoken', 'true');
    expect(screen.getByText('Hello')).not.toHaveAttribute('data-current');
    expect(screen.getByText('Mia')).not.toHaveAttribute('data-spoken');
    expect(screen.getByText('"')).toHaveClass('text-[#7d6e92]');
    expect(screen.getByTestId('narration')).toHaveTextContent('"Hello," said Mia.');
  });

  it('highlights nothing before the first word is spoken', () => {
    render(<NarrationText segments={segments} wordIndex={-1} dir="ltr" lang="en" />);

    expect(screen.getByTestId('narration').querySelector('[data-current]')).toBeNull();
    expect(screen.getByTestId('narration').querySelector('[data-spoken]')).toBeNull();
  });
});
