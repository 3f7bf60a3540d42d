import { createCharacter } from '../../engines/illustrator/character.ts';
import { illustrate } from '../../engines/illustrator/illustrator.ts';
import type { ImageProvider } from '../types.ts';

/** Longest side of a builtin picture: vector art gains nothing from more pixels on a phone or a book page. */
const MAX_SIDE = 1024;

/** The offline illustrator as an image provider. It draws from the scene's art, not its prompt. */
export const builtinImage: ImageProvider = {
  id: 'builtin',
  illustrate: async (request) => {
    const scale = Math.min(1, MAX_SIDE / Math.max(request.width, request.height));
    const { png, face } = await illustrate({
      art: request.art,
      character: createCharacter(request.seed, { palette: request.palette, ...request.look }),
      width: Math.round(request.width * scale),
      height: Math.round(request.height * scale),
      seed: request.seed,
    });
    return { png, face, warnings: [] };
  },
};
