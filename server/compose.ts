import type { Database } from '../src/db/client.ts';
import { createDomainServices } from '../src/domain/services.ts';
import type { BuildAppOptions } from './app.ts';

/**
 * The composition root's wiring from an open database to what buildApp needs: the domain services and the
 * readiness check. server/main.ts calls it for the process; the test helpers call it for each test app.
 */
export function appOptionsFor(database: Database): Pick<BuildAppOptions, 'domain' | 'readinessChecks'> {
  return {
    domain: createDomainServices({ db: database.db }),
    readinessChecks: { database: () => database.ping() },
  };
}
