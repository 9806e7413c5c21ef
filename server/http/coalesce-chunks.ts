// React writes a page in chunks of a few KB, and each travels alone through the stream hops and becomes its own
// socket write: Node corks a response only until the next tick, and every chunk of a web stream arrives on a
// later one. An 86 KB page left in 24 writes (strace), and the writes were 5% of an uncached render's CPU
// (issue 14). This transform joins what arrives before the event loop moves on (setImmediate), so a page rendered
// in one go leaves in one or two writes, while a part that suspends still goes out when it is ready: streaming
// is kept, and nothing is held for longer than the current turn of the event loop.

/** Past this many bytes the batch goes out at once, so a large body never sits whole in memory. */
const MAX_BATCH_BYTES = 64 * 1024;

export function coalesceChunks(): TransformStream<Uint8Array, Uint8Array> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let timer: NodeJS.Immediate | undefined;

  const release = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (timer) clearImmediate(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const batch = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    controller.enqueue(batch);
  };

  return new TransformStream({
    transform(chunk, controller) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      if (pendingBytes >= MAX_BATCH_BYTES) release(controller);
      else
        timer ??= setImmediate(() => {
          // The reader may have gone (the visitor closed the connection): enqueue then throws, and an exception
          // here, outside any promise, would end the process.
          try {
            release(controller);
          } catch {
            pending = [];
            pendingBytes = 0;
          }
        });
    },
    flush(controller) {
      release(controller);
    },
  });
}
