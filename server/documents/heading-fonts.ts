import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// The site's heading font for images drawn with satori (Open Graph images): Plus Jakarta Sans from npm, regular and
// ExtraBold, Latin (Spanish and Portuguese included). satori reads WOFF, not WOFF2. Read once per process.

const require = createRequire(import.meta.url);
const FONT_FILES = {
  400: '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-400-normal.woff',
  800: '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff',
} as const;

export const HEADING_FONT = 'Plus Jakarta Sans';

export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: 400 | 800;
  style: 'normal';
}

let fonts: Promise<SatoriFont[]> | undefined;
export function loadHeadingFonts(): Promise<SatoriFont[]> {
  fonts ??= Promise.all(
    ([400, 800] as const).map(async (weight) => ({
      name: HEADING_FONT,
      data: await readFile(require.resolve(FONT_FILES[weight])),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}
