import { readFile } from 'node:fs/promises';

/**
 * Reads the maintenance status document (spec §7) from an http(s) URL or a local file path, with a timeout.
 * Throws on any failure; the caller decides what a failure means (maintenance is then cleared).
 */
export async function readStatusDocument(source: string, timeoutMs: number): Promise<unknown> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`status document answered HTTP ${response.status}`);
    return await response.json();
  }
  const path = source.startsWith('file:') ? new URL(source) : source;
  const text = await readFile(path, { encoding: 'utf8', signal: AbortSignal.timeout(timeoutMs) });
  return JSON.parse(text);
}
