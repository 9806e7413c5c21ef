import type { Logger } from 'pino';
import {
  MAINTENANCE_OFF,
  type MaintenanceState,
  maintenanceFromDocument,
} from '../../src/domain/maintenance.ts';
import { createHttpClient, OutboundHttpError } from '../../src/integrations/http/client.ts';
import {
  createStatusDocumentReader,
  type StatusDocumentReader,
} from '../../src/integrations/status-document.ts';

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
  read?: StatusDocumentReader;
  now?: () => Date;
}

/** Polls the status document; a failed read is logged and clears maintenance (spec §4, §8). */
export function createMaintenanceMonitor({
  source,
  pollMs,
  timeoutMs,
  logger,
  read,
  now = () => new Date(),
}: Options): MaintenanceMonitor {
  const FAILED = 'Maintenance status fetch failed; maintenance cleared';
  const readDocument = read ?? createStatusDocumentReader(createHttpClient({ logger }), FAILED);
  let current: MaintenanceState = MAINTENANCE_OFF;
  let timer: NodeJS.Timeout | undefined;

  async function refresh(): Promise<MaintenanceState> {
    if (!source) return current;
    try {
      const next = maintenanceFromDocument(await readDocument(source, timeoutMs), now());
      if (next.active !== current.active) {
        logger.info(
          { maintenance: next.active, label: next.label },
          next.active ? 'Maintenance mode on' : 'Maintenance mode off',
        );
      }
      current = next;
    } catch (error) {
      // The outbound client has already logged an HTTP failure in these words; a file or a bad body has not.
      if (!(error instanceof OutboundHttpError)) logger.warn({ err: error, source }, FAILED);
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
