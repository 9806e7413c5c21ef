import type { Logger } from 'pino';
import type { AppConfig } from './config/env.ts';
import { MAINTENANCE_OFF, type MaintenanceState } from './domain/maintenance.ts';

/**
 * Process-wide services shared by the Fastify code and the Waku server bundle. The two are separate module
 * graphs, so module-level singletons would exist twice; one registry on globalThis (a Symbol.for key) makes
 * sure there is one config, one logger and one database client per process. server/main.ts fills it in
 * before the first request.
 */
export interface Services {
  config: AppConfig;
  logger: Logger;
  maintenance: () => MaintenanceState;
  /** Extension point for later capabilities (database, payments…), each typed in its own module. */
  extensions: Record<string, unknown>;
}

const KEY = Symbol.for('quest.services');
type GlobalWithServices = typeof globalThis & { [KEY]?: Services };

export function setServices(services: Services): Services {
  (globalThis as GlobalWithServices)[KEY] = services;
  return services;
}

export function getServices(): Services {
  const services = (globalThis as GlobalWithServices)[KEY];
  if (!services) {
    throw new Error('Quest services are not initialised: start the site with server/main.ts (npm start).');
  }
  return services;
}

export function hasServices(): boolean {
  return (globalThis as GlobalWithServices)[KEY] !== undefined;
}

export function currentMaintenance(): MaintenanceState {
  return hasServices() ? getServices().maintenance() : MAINTENANCE_OFF;
}
