import { readFile } from 'node:fs/promises';
import type { HttpClient } from './http/client.ts';

export type StatusDocumentReader = (source: string, timeoutMs: number) => Promise<unknown>;

/**
 * Reads the maintenance status document (spec §7) from an http(s) URL, through the one outbound client (retry
 * rule, timeout, one log line per failure, in `failureMessage`'s words), or from a local file path.
 * Throws on any failure; the caller decides what a failure means (maintenance is then cleared).
 */
export function createStatusDocumentReader(http: HttpClient, failureMessage: string): StatusDocumentReader {
  return async (source, timeoutMs) => {
    if (/^https?:\/\//i.test(source)) {
      return await http.requestJson(source, { timeoutMs, failureMessage });
    }
    const path = source.startsWith('file:') ? new URL(source) : source;
    const text = await readFile(path, { encoding: 'utf8', signal: AbortSignal.timeout(timeoutMs) });
    return JSON.parse(text);
  };
}
