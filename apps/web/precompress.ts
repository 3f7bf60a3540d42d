import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** The built files that are text, which the server sends compressed. */
const TEXT_FILE = /\.(?:html|js|css|svg|json|webmanifest)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) twin beside each text file of the build, compressed as
 * hard as they go: done once here, the server sends them as they are (`preCompressed`), instead
 * of compressing the same files again for each visitor. A twin no smaller than its file is not
 * written. The build's own notes (.vite) are not served, so they get none.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'storyloom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle, the public folder and the service worker (built as the bundle closes) are written.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const files = fs
          .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
          .filter((file) => TEXT_FILE.test(file) && !file.startsWith(`.vite${path.sep}`));
        for (const file of files) {
          const full = path.join(outDir, file);
          const text = fs.readFileSync(full);
          const twins = {
            br: zlib.brotliCompressSync(text, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
              },
            }),
            gz: zlib.gzipSync(text, { level: zlib.constants.Z_BEST_COMPRESSION }),
          };
          for (const [extension, compressed] of Object.entries(twins)) {
            if (compressed.length < text.length) fs.writeFileSync(`${full}.${extension}`, compressed);
          }
        }
      },
    },
  };
}
