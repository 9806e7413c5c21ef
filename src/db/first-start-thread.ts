// The embedded database's first start, in a worker thread (openDatabase's `firstStartInThread`): creating the
// data directory, the migrations' index builds and the demo seed grow PGlite's WebAssembly memory, which never
// shrinks, and the JavaScript heap. Done here, all of it is given back when the thread ends, and the server opens
// the finished database with only what serving needs (docs/decisions/060).
import { parentPort, workerData } from 'node:worker_threads';
import { type OpenDatabaseOptions, openDatabase } from './client.ts';
import type { FirstStartLog } from './first-start.ts';

const port = parentPort;
if (!port) throw new Error('src/db/first-start-thread.ts runs as a worker thread (src/db/first-start.ts)');
const log =
  (level: FirstStartLog['level']) =>
  (...args: unknown[]) =>
    port.postMessage({ level, args } satisfies FirstStartLog);
const database = await openDatabase({
  ...(workerData as OpenDatabaseOptions),
  firstStartInThread: false,
  logger: { info: log('info'), warn: log('warn') } as OpenDatabaseOptions['logger'],
});
await database.close();
