// Written by scripts/icon-sprite.ts from src/ui/icon-glyphs.ts: do not edit.
export const SPRITE_HREF = '/assets/icons-44448e71de.svg';
