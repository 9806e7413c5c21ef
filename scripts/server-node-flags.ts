// The Node flags operators run the server with, read from package.json's `serve` script (which `npm start` runs):
// the benchmarks start server/main.ts with them, so they measure the server as it is deployed.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function serverNodeFlags(root: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (manifest.scripts.serve ?? '').split(/\s+/);
  const start = words.indexOf('node');
  const end = words.indexOf('server/main.ts');
  if (start < 0 || end < start)
    throw new Error('package.json: "serve" no longer runs `node … server/main.ts`');
  return words.slice(start + 1, end);
}
