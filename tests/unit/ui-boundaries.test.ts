import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Import arrows between src/ui and the features (issue 9): src/ui is the one kit of shared presentational
// pieces and imports no feature; the shell (layout) depends on no audience feature; auth depends on no other
// feature; and a feature reaches another feature only along the few edges listed below.

const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Repository-relative paths of the local modules a file imports or re-exports. */
function localImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/g)].map(
    (match) => match[1] as string,
  );
  return specifiers.map((specifier) => relative(ROOT, resolve(join(ROOT, dirname(file)), specifier)));
}

/** 'features/<area>' or the top folder under src ('ui', 'domain', …). */
function area(path: string): string {
  const parts = path.split('/');
  return parts[1] === 'features' ? `features/${parts[2]}` : (parts[1] ?? path);
}

function edges(dir: string): Array<{ file: string; from: string; to: string; target: string }> {
  return sourceFiles(dir).flatMap((file) =>
    localImports(file)
      .filter((target) => target.startsWith('src/'))
      .map((target) => ({ file, from: area(file), to: area(target), target })),
  );
}

// Known cross-feature edges. PageMeta (seo) reads services, so it is no presentational piece for src/ui;
// opencampus shows the signed-in state; audiences embed legal documents and share the marketing claims.
const ALLOWED_CROSS_FEATURE = new Set([
  'features/layout -> features/auth',
  'features/catalog -> features/seo',
  'features/marketing -> features/seo',
  'features/audiences -> features/seo',
  'features/legal -> features/seo',
  'features/opencampus -> features/seo',
  'features/opencampus -> features/auth',
  'features/audiences -> features/legal',
  'features/audiences -> features/marketing',
]);

describe('src/ui and feature boundaries', () => {
  const all = [...edges('src/features'), ...edges('src/ui')];

  it('reads the imports it checks', () => {
    expect(all.some((edge) => edge.from === 'features/auth' && edge.to === 'ui')).toBe(true);
    expect(all.some((edge) => edge.from === 'features/layout' && edge.to === 'features/auth')).toBe(true);
  });

  it('src/ui imports no feature', () => {
    const offenders = all.filter((edge) => edge.from === 'ui' && edge.to.startsWith('features/'));
    expect(offenders.map((edge) => `${edge.file} -> ${edge.target}`)).toEqual([]);
  });

  it('src/ui reads no data (no db, no services)', () => {
    const offenders = all.filter((edge) => edge.from === 'ui' && /^src\/(db|services)/.test(edge.target));
    expect(offenders.map((edge) => `${edge.file} -> ${edge.target}`)).toEqual([]);
  });

  it('auth imports no other feature, and the shell no audience page', () => {
    const offenders = all.filter(
      (edge) =>
        (edge.from === 'features/auth' && edge.to.startsWith('features/') && edge.to !== 'features/auth') ||
        (edge.from === 'features/layout' && edge.to === 'features/audiences'),
    );
    expect(offenders.map((edge) => `${edge.file} -> ${edge.target}`)).toEqual([]);
  });

  it('a feature imports another feature only along the known edges', () => {
    const offenders = all.filter(
      (edge) =>
        edge.from.startsWith('features/') &&
        edge.to.startsWith('features/') &&
        edge.from !== edge.to &&
        !ALLOWED_CROSS_FEATURE.has(`${edge.from} -> ${edge.to}`),
    );
    expect(offenders.map((edge) => `${edge.file} -> ${edge.target}`)).toEqual([]);
  });
});
