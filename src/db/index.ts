import { getServices } from '../services.ts';
import type { Db } from './types.ts';

export type { Db } from './types.ts';

/**
 * The process's one database (created in server/main.ts, shared through the services registry). Pages and
 * domain code call this; they never open a client of their own.
 */
export function getDb(): Db {
  const db = getServices().extensions.db as Db | undefined;
  if (!db)
    throw new Error('The database is not initialised: start the site with server/main.ts (npm start).');
  return db;
}
