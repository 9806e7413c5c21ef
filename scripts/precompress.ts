// Build step (issue 14): every hashed text asset of {DIST_DIR}/public/assets gets a brotli (.br, quality 11) and
// a gzip (.gz, level 9) file next to it, which @fastify/static's preCompressed option serves by Accept-Encoding.
// Small files and variants that would not be smaller are skipped. Called by scripts/build.ts.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text types worth it; images and fonts are compressed formats already. */
export const PRECOMPRESSED_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.html',
  '.xml',
  '.map',
];
const THRESHOLD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function precompressDirectory(directory: string) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.byteLength < THRESHOLD_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      totals.files += 1;
      totals.bytes += body.byteLength;
      if (br.byteLength < body.byteLength) {
        await writeFile(`${file}.br`, br);
        totals.br += br.byteLength;
      }
      if (gz.byteLength < body.byteLength) {
        await writeFile(`${file}.gz`, gz);
        totals.gzip += gz.byteLength;
      }
    }),
  );
  return totals;
}
