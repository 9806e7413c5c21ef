import type { CacheTags } from './cache-tags.ts';

/**
 * What the domain announces after a write. The domain knows no cache or transport: the server subscribes (in
 * server/app.ts) and, for example, drops cached pages when the catalogue changed.
 */
export type DomainEvent = {
  type: 'catalog.changed';
  /** 'resync': the process may have missed changes (its invalidation channel was down): drop everything. */
  /** 'plan': a Quester's plan changed, and with it their courses' visibility (questers/plans.ts). */
  reason: 'review' | 'price' | 'plan' | 'resync';
  /**
   * What the write touched (cache-tags.ts): caches drop only what carries one of these. Absent: everything
   * ('resync', or a change too wide to name).
   */
  tags?: CacheTags;
  /** Raised by another process of the site and relayed here (server/jobs/invalidation-bus.ts). */
  remote?: boolean;
};

export type DomainEventListener = (event: DomainEvent) => void;

export interface DomainEvents {
  emit(event: DomainEvent): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: DomainEventListener): () => void;
}

export function createDomainEvents(): DomainEvents {
  const listeners = new Set<DomainEventListener>();
  return {
    emit(event) {
      // A failing listener must not undo or fail the write that already happened.
      for (const listener of listeners) {
        try {
          listener(event);
        } catch {
          // listeners log their own failures
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
