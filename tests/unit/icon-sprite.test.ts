import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spriteFile } from '../../scripts/icon-sprite.ts';
import { artGlyphs, glyphs, namedGlyphs, solidGlyphs, spriteDocument } from '../../src/ui/icon-glyphs.ts';
import { SPRITE_HREF } from '../../src/ui/icon-sprite-href.ts';

describe('icon sprite', () => {
  it('the committed sprite and its address are what scripts/icon-sprite.ts writes from the glyphs', () => {
    const { name, body, hrefModule } = spriteFile();
    expect(SPRITE_HREF).toBe(`/assets/${name}`);
    expect(readFileSync('src/ui/icon-sprite-href.ts', 'utf8')).toBe(hrefModule);
    expect(existsSync(`public/assets/${name}`)).toBe(true);
    expect(readFileSync(`public/assets/${name}`, 'utf8')).toBe(body);
    // Only the current sprite is shipped.
    expect(readdirSync('public/assets').filter((file) => file.startsWith('icons-'))).toEqual([name]);
  });

  it('has one symbol per glyph, the named set prefixed, and the five-star rows', () => {
    const sprite = spriteDocument();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [...Object.keys(glyphs), ...Object.keys(solidGlyphs), ...Object.keys(artGlyphs)]) {
      expect(ids).toContain(id);
    }
    for (const id of Object.keys(namedGlyphs)) expect(ids).toContain(`n-${id}`);
    for (const filled of [0, 1, 2, 3, 4, 5]) expect(ids).toContain(`stars-${filled}`);
    // stars-3: three stars in currentColor, two in the "off" colour.
    const three = /<symbol id="stars-3"[^>]*>(.*?)<\/symbol>/.exec(sprite)?.[1] ?? '';
    expect(three.match(/<use /g)).toHaveLength(5);
    expect(three.match(/--stars-off/g)).toHaveLength(2);
  });
});
