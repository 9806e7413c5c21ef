import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

// A bounded disk cache of made files (the image endpoint's encoded variants, the document files) under
// {dir}/{key[0..2]}/{key}.{ext}, bounded to `maxBytes`. A hit refreshes the file's mtime; past the bound the least
// recently used files go first. Failures only cost making the file again, so every error here is swallowed by the
// caller's choice (reads → miss, writes → logged).

export interface DiskCache {
  read(relative: string): Promise<Buffer | undefined>;
  write(relative: string, body: Buffer): Promise<void>;
  /** Bytes the cache believes it holds (what the bound is checked against). */
  size(): number;
}

export async function openDiskCache(dir: string, maxBytes: number): Promise<DiskCache> {
  const files = new Map<string, { bytes: number; usedAt: number }>();
  let total = 0;
  // What an earlier process left: counted, so the bound holds across restarts.
  for (const folder of await readdir(dir).catch(() => [] as string[])) {
    for (const name of await readdir(path.join(dir, folder)).catch(() => [] as string[])) {
      const relative = path.join(folder, name);
      const info = await stat(path.join(dir, relative)).catch(() => undefined);
      if (!info?.isFile() || name.endsWith('.partial')) continue;
      files.set(relative, { bytes: info.size, usedAt: info.mtimeMs });
      total += info.size;
    }
  }

  async function sweep() {
    if (total <= maxBytes) return;
    const oldestFirst = [...files.entries()].sort(([, a], [, b]) => a.usedAt - b.usedAt);
    for (const [relative, entry] of oldestFirst) {
      if (total <= maxBytes * 0.9) break;
      files.delete(relative);
      total -= entry.bytes;
      await rm(path.join(dir, relative), { force: true });
    }
  }

  return {
    async read(relative) {
      const body = await readFile(path.join(dir, relative)).catch(() => undefined);
      const entry = files.get(relative);
      if (body) {
        const now = Date.now();
        if (entry) entry.usedAt = now;
        // Best effort: the next process's sweep orders by mtime too.
        void utimes(path.join(dir, relative), new Date(now), new Date(now)).catch(() => undefined);
      }
      return body;
    },
    async write(relative, body) {
      const file = path.join(dir, relative);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: another process reading the same file never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, body);
      await rename(partial, file).catch(async (error: unknown) => {
        await rm(partial, { force: true });
        throw error;
      });
      const previous = files.get(relative);
      if (previous) total -= previous.bytes;
      files.set(relative, { bytes: body.length, usedAt: Date.now() });
      total += body.length;
      await sweep();
    },
    size: () => total,
  };
}
