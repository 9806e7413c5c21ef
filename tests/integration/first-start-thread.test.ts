import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { isFirstStart } from '../../src/db/first-start.ts';
import * as schema from '../../src/db/schema/index.ts';

// The embedded database's first start runs in a worker thread (decision 060): the memory that creating, migrating
// and seeding cost goes with the thread, and the server opens the finished database.
describe('the embedded database’s first start in a thread', () => {
  const dirs: string[] = [];
  const newDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quest-first-start-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('creates, migrates and seeds a new data directory in the thread, then opens it here', async () => {
    const dataDir = await newDir();
    expect(isFirstStart({ dataDir })).toBe(true);
    const lines: { level: string; args: unknown[] }[] = [];
    const logger = {
      info: (...args: unknown[]) => lines.push({ level: 'info', args }),
      warn: (...args: unknown[]) => lines.push({ level: 'warn', args }),
    };
    const database = await openDatabase({
      dataDir,
      seedIfEmpty: true,
      firstStartInThread: true,
      logger: logger as never,
    });
    try {
      const [courses] = await database.db.select({ n: count() }).from(schema.courses);
      expect(courses!.n).toBeGreaterThanOrEqual(60);
      const messages = lines.map((line) => line.args.at(-1));
      const times = (message: string) => messages.filter((logged) => logged === message).length;
      // The thread's lines reach the caller's logger, with their fields; the seed ran once, in the thread.
      expect(times('Empty database: demo catalogue seeded')).toBe(1);
      expect(times('Creating the embedded database (first start)')).toBe(1);
      const seeded = lines.find((line) => line.args.at(-1) === 'Empty database: demo catalogue seeded');
      expect(seeded?.args[0]).toMatchObject({ courses: expect.any(Number), ms: expect.any(Number) });
      // Migrations ran in the thread and again (nothing left to do) on the database opened here.
      expect(times('Database migrations applied')).toBe(2);
    } finally {
      await database.close();
    }
    expect(isFirstStart({ dataDir })).toBe(false);
  });

  it('says once that a new database without the demo seed is empty', async () => {
    const warnings: unknown[][] = [];
    const logger = { info: () => {}, warn: (...args: unknown[]) => warnings.push(args) };
    const database = await openDatabase({
      dataDir: await newDir(),
      seedIfEmpty: false,
      firstStartInThread: true,
      logger: logger as never,
    });
    await database.close();
    expect(warnings.map((args) => args.at(-1))).toEqual([
      'The catalogue is empty: no course is for sale until one is added (npm run db:seed writes the demo catalogue)',
    ]);
  });

  it('is not used for a database that exists, in memory, or on PostgreSQL', async () => {
    expect(isFirstStart({ dataDir: 'memory://' })).toBe(false);
    expect(isFirstStart({ databaseUrl: 'postgres://localhost/x', dataDir: await newDir() })).toBe(false);
  });

  it('fails the open when the thread cannot create the database', async () => {
    const notADirectory = path.join(await newDir(), 'file');
    await writeFile(notADirectory, 'not a data directory');
    await expect(
      openDatabase({ dataDir: notADirectory, seedIfEmpty: true, firstStartInThread: true }),
    ).rejects.toThrow();
  });
});
