import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import { alphabetSheetSvg } from './engines/signer/alphabet-sheet.ts';
import { ALPHABETS } from './engines/signer/signer.ts';
import { runFfmpeg } from './lib/run-ffmpeg.ts';

/**
 * `npm run -w apps/server signer:sheets`: draws every letter of each manual alphabet the builtin
 * signer uses into docs/sign-language/, so anyone can check the handshapes against their
 * descriptions. The sheets are reduced to a small palette to keep them light in the repository.
 */
const out = path.resolve(fileURLToPath(import.meta.url), '../../../../docs/sign-language');

async function main() {
  await fs.mkdir(out, { recursive: true });
  for (const alphabet of Object.values(ALPHABETS)) {
    const svg = alphabetSheetSvg(alphabet);
    const png = (await renderAsync(svg, { font: { loadSystemFonts: false }, logLevel: 'off' })).asPng();
    const small = await runFfmpeg(
      [
        ['-f', 'png_pipe', '-i', 'pipe:0'],
        ['-vf', 'split[a][b];[a]palettegen=max_colors=64:stats_mode=full[p];[b][p]paletteuse=dither=none'],
        ['-f', 'image2pipe', '-vcodec', 'png', 'pipe:1'],
      ].flat(),
      png,
    );
    const file = path.join(out, `${alphabet.type.toLowerCase()}-alphabet.png`);
    await fs.writeFile(file, small);
    console.log(`${path.relative(process.cwd(), file)}  ${Math.round(small.length / 1024)} KB`);
  }
}

await main();
