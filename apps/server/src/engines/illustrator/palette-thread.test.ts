import { describe, expect, it } from 'vitest';
import { flatPng } from '../../test/images.ts';
import { paletteOffThread } from './palette-thread.ts';

describe('paletteOffThread', () => {
  it('reads the palette on its thread', async () => {
    expect((await paletteOffThread(flatPng('#e53935')))[0]).toBe('#e53935');
  });

  it('gives up on an image past its time limit, and reads the next one on a new thread', async () => {
    await expect(paletteOffThread(flatPng('#1e88e5', 3000), 1)).rejects.toThrow(/took over 1 ms/);
    expect((await paletteOffThread(flatPng('#43a047')))[0]).toBe('#43a047');
  });
});
