import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** The Drizzle database, whichever driver (PGlite or node-postgres) is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
