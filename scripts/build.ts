// `npm run build`: `waku build` under a fresh build id, then the build's records in {DIST_DIR}/public/builds/:
// latest.json ({ id, builtAt }, polled by open pages) and meta/{id}.json (its route rules). The id reaches the
// bundle through QUEST_BUILD_ID (waku.config.ts defines it), so every page knows the build it came from.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_ID_PATTERN, type BuildInfo, routeRules } from '../src/domain/builds.ts';
import { LOCALES } from '../src/i18n/locales.ts';
import { precompressDirectory } from './precompress.ts';

const builtAt = new Date();
const id =
  process.env.QUEST_BUILD_ID || `${builtAt.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
if (!BUILD_ID_PATTERN.test(id)) {
  console.error(`QUEST_BUILD_ID must match ${BUILD_ID_PATTERN}: ${id}`);
  process.exit(1);
}

const waku = path.resolve('node_modules/.bin/waku');
const result = spawnSync(waku, ['build'], { stdio: 'inherit', env: { ...process.env, QUEST_BUILD_ID: id } });
if (result.status !== 0) process.exit(result.status ?? 1);

const assetsDir = path.resolve(process.env.DIST_DIR || 'dist', 'public', 'assets');
const compressed = await precompressDirectory(assetsDir);
console.log(
  `precompressed ${compressed.files} assets: ${Math.round(compressed.bytes / 1024)} KB → brotli ${Math.round(compressed.br / 1024)} KB, gzip ${Math.round(compressed.gzip / 1024)} KB`,
);

const buildsDir = path.resolve(process.env.DIST_DIR || 'dist', 'public', 'builds');
const info: BuildInfo = { id, builtAt: builtAt.toISOString() };
await mkdir(path.join(buildsDir, 'meta'), { recursive: true });
// meta first: a page that sees the new latest.json can always fetch its rules.
await writeFile(
  path.join(buildsDir, 'meta', `${id}.json`),
  `${JSON.stringify({ ...info, routeRules: routeRules(LOCALES) }, null, 2)}\n`,
);
await writeFile(path.join(buildsDir, 'latest.json'), `${JSON.stringify(info)}\n`);
console.log(`build ${id} written to ${path.relative(process.cwd(), buildsDir)}/`);
