import type { Logger } from 'pino';
import {
  MAINTENANCE_OFF,
  type MaintenanceState,
  maintenanceFromDocument,
} from '../src/domain/maintenance.ts';
import { readStatusDocument } from '../src/integrations/status-document.ts';

export interface MaintenanceMonitor {
  state(): MaintenanceState;
  /** Reads the status document now; resolves once the state is updated. */
  refresh(): Promise<MaintenanceState>;
  start(): Promise<void>;
  stop(): void;
}

interface Options {
  source: string;
  pollMs: number;
  timeoutMs: number;
  logger: Logger;
  read?: typeof readStatusDocument;
  now?: () => Date;
}

/** Polls the status document; a failed read is logged and clears maintenance (spec §4, §8). */
export function createMaintenanceMonitor({
  source,
  pollMs,
  timeoutMs,
  logger,
  read = readStatusDocument,
  now = () => new Date(),
}: Options): MaintenanceMonitor {
  let current: MaintenanceState = MAINTENANCE_OFF;
  let timer: NodeJS.Timeout | undefined;

  async function refresh(): Promise<MaintenanceState> {
    if (!source) return current;
    try {
      const next = maintenanceFromDocument(await read(source, timeoutMs), now());
      if (next.active !== current.active) {
        logger.info(
          { maintenance: next.active, label: next.label },
          next.active ? 'Maintenance mode on' : 'Maintenance mode off',
        );
      }
      current = next;
    } catch (error) {
      logger.warn({ err: error, source }, 'Maintenance status fetch failed; maintenance cleared');
      current = { ...MAINTENANCE_OFF, checkedAt: now().toISOString() };
    }
    return current;
  }

  return {
    state: () => current,
    refresh,
    async start() {
      if (!source) return;
      await refresh();
      timer = setInterval(() => void refresh(), pollMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
