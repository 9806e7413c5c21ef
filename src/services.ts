import type { Logger } from 'pino';
import type { AppConfig } from './config/env.ts';
import { MAINTENANCE_OFF, type MaintenanceState } from './domain/maintenance.ts';
import { REMOTE_DEFAULTS, type RemoteFlags } from './domain/remote-config.ts';
import type { DomainServices } from './domain/services.ts';
import type { ImageMeta } from './integrations/images/sharp.ts';

/**
 * What the Waku server bundle gets from the composition root (server/compose.ts). Waku's bundle and the Fastify
 * code are separate module graphs, so module-level singletons would exist twice; this typed registry on
 * globalThis (Symbol.for keys) holds the process's config, logger and domain services, and the lookup of HTML
 * render threads. Fastify code gets the same domain services as `app.domain`. Nothing here is a database
 * handle: pages reach data only through the domain. The domain never reads this registry.
 */
export interface Services {
  config: AppConfig;
  logger: Logger;
  maintenance: () => MaintenanceState;
  /** The remote config's flags (spec §7, §9); absent: the defaults. */
  remoteFlags?: () => RemoteFlags;
  /** The size of an image under public/ (server/pages/image-meta.ts); 0 × 0, ratio 0 when it cannot be read. */
  imageMeta?: (sitePath: string) => Promise<ImageMeta>;
  domain: DomainServices;
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
    throw new Error(
      'Quest services are not initialised: start the site with server/main.ts (npm start), built by server/compose.ts.',
    );
  }
  return services;
}

/** The domain services, for Server Components: `domain().catalog.courseDetail(locale, slug)`. */
export function domain(): DomainServices {
  return getServices().domain;
}

export function currentMaintenance(): MaintenanceState {
  const services = (globalThis as GlobalWithServices)[KEY];
  return services ? services.maintenance() : MAINTENANCE_OFF;
}

/** The remote config's flags as last read (the defaults when it is off or has not answered). */
export function currentRemoteFlags(): RemoteFlags {
  const services = (globalThis as GlobalWithServices)[KEY];
  return services?.remoteFlags ? services.remoteFlags() : REMOTE_DEFAULTS;
}

/** An image's size for a page: width 0, height 0, ratio 0 when it cannot be read (or outside the server). */
export function imageMeta(sitePath: string): Promise<ImageMeta> {
  const services = (globalThis as GlobalWithServices)[KEY];
  return services?.imageMeta
    ? services.imageMeta(sitePath)
    : Promise.resolve({ width: 0, height: 0, ratio: 0 });
}

/**
 * Renders a page's HTML from its two RSC payload streams on another thread (server/pages/ssr-threads.ts); undefined
 * when it cannot take the render (Waku then renders on the request thread).
 */
export type RenderHtmlInThread = (
  rscStream: ReadableStream<Uint8Array>,
  rscHtmlStream: ReadableStream<Uint8Array>,
  options: {
    rscPath?: string;
    formState?: unknown;
    nonce?: string;
    extraScriptContent?: string;
    rethrowNotFound?: boolean;
    debugId?: string;
    onError?: (error: unknown) => string | undefined;
  },
) => Promise<{ stream: ReadableStream<Uint8Array>; status?: number }> | undefined;

/** By the URL of a module of a build's server bundle: the render function of that build's threads, if any. */
export type RenderThreadLookup = (moduleUrl: string) => RenderHtmlInThread | undefined;

// The patched Waku (patches/waku+1.0.0-rc.1.patch, lib/utils/render.js) reads this key itself: keep the name.
const RENDER_THREADS_KEY = Symbol.for('quest.waku.ssrThreads');

export function setRenderThreadLookup(lookup: RenderThreadLookup): void {
  (globalThis as typeof globalThis & { [RENDER_THREADS_KEY]?: RenderThreadLookup })[RENDER_THREADS_KEY] =
    lookup;
}
