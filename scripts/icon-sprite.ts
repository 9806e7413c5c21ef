// Writes the icon sprite from src/ui/icon-glyphs.ts: public/assets/icons-<hash>.svg (served immutable with the
// hashed client assets) and src/ui/icon-sprite-href.ts (its address). Run after changing a glyph:
//   node scripts/icon-sprite.ts
// tests/unit/icon-sprite.test.ts fails when the committed files are not what this script writes.
import { createHash } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spriteDocument } from '../src/ui/icon-glyphs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export function spriteFile(): { name: string; body: string; hrefModule: string } {
  const body = spriteDocument();
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  const name = `icons-${hash}.svg`;
  const hrefModule = `// Written by scripts/icon-sprite.ts from src/ui/icon-glyphs.ts: do not edit.\nexport const SPRITE_HREF = '/assets/${name}';\n`;
  return { name, body, hrefModule };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { name, body, hrefModule } = spriteFile();
  const assets = path.join(root, 'public/assets');
  for (const old of readdirSync(assets)) {
    if (/^icons-[0-9a-f]+\.svg$/.test(old) && old !== name) rmSync(path.join(assets, old));
  }
  writeFileSync(path.join(assets, name), body);
  writeFileSync(path.join(root, 'src/ui/icon-sprite-href.ts'), hrefModule);
  console.log(`public/assets/${name} (${body.length} bytes)`);
}
