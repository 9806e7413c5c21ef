import type { Logger } from 'pino';
import {
  parseRemoteConfig,
  REMOTE_CONFIG_MIN_INTERVAL_MS,
  REMOTE_CONFIG_TIMEOUT_MS,
  REMOTE_DEFAULTS,
  type RemoteFlags,
} from '../../src/domain/remote-config.ts';
import { createHttpClient, type HttpClient, OutboundHttpError } from '../../src/integrations/http/client.ts';

// Fetches the remote config document (spec §7, §9) through the shared outbound client: at most once every
// 360,000 ms, each attempt bounded by 60,000 ms. A failure is one logged warning and changes nothing: the
// defaults, or the last document that was read, stay. Off (defaults only) without REMOTE_CONFIG_URL.

export interface RemoteConfig {
  flags(): RemoteFlags;
  /** Fetches now unless a fetch started less than the minimum interval ago; resolves with the flags. */
  refresh(): Promise<RemoteFlags>;
  start(): Promise<void>;
  stop(): void;
}

interface Options {
  url: string | undefined;
  logger: Pick<Logger, 'warn' | 'error' | 'info'>;
  http?: HttpClient;
  intervalMs?: number;
  timeoutMs?: number;
  now?: () => number;
  /** Called when a fetched document changes the flags (the server drops its cached pages). */
  onChange?: (flags: RemoteFlags) => void;
}

const FAILED = 'Remote config fetch failed; defaults kept';

export function createRemoteConfig({
  url,
  logger,
  http = createHttpClient({ logger }),
  intervalMs = REMOTE_CONFIG_MIN_INTERVAL_MS,
  timeoutMs = REMOTE_CONFIG_TIMEOUT_MS,
  now = Date.now,
  onChange,
}: Options): RemoteConfig {
  let current: RemoteFlags = REMOTE_DEFAULTS;
  let lastFetch = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<RemoteFlags> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function fetchOnce(source: string): Promise<RemoteFlags> {
    try {
      const document = await http.requestJson(source, { timeoutMs, failureMessage: FAILED });
      const flags = parseRemoteConfig(document);
      if (!flags) {
        logger.warn({ remoteConfig: { reason: 'not an object' } }, FAILED);
        return current;
      }
      const changed = JSON.stringify(flags) !== JSON.stringify(current);
      current = flags;
      if (changed) {
        logger.info({ remoteConfig: flags }, 'Remote config applied');
        onChange?.(flags);
      }
    } catch (error) {
      // The outbound client has logged its failure once, in these words; anything else is logged here.
      if (!(error instanceof OutboundHttpError)) logger.warn({ err: error }, FAILED);
    }
    return current;
  }

  function refresh(): Promise<RemoteFlags> {
    if (!url) return Promise.resolve(current);
    if (inFlight) return inFlight;
    if (now() - lastFetch < intervalMs) return Promise.resolve(current);
    lastFetch = now();
    inFlight = fetchOnce(url).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return {
    flags: () => current,
    refresh,
    async start() {
      if (!url) return;
      await refresh();
      timer = setInterval(() => void refresh(), intervalMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
