import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { coalesceChunks } from '../../server/http/coalesce-chunks.ts';

const bytes = (size: number, fill: number) => new Uint8Array(size).fill(fill);

/** Reads every chunk the stream gives until it ends. */
async function readAll(readable: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = readable.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return chunks;
}

describe('coalesceChunks', () => {
  it('joins the chunks written in one turn of the event loop into one, bytes unchanged', async () => {
    const { readable, writable } = coalesceChunks();
    const reading = readAll(readable);
    const writer = writable.getWriter();
    const written = [bytes(4096, 1), bytes(4096, 2), bytes(100, 3)];
    for (const chunk of written) void writer.write(chunk);
    void writer.close();
    const chunks = await reading;
    expect(chunks.map((chunk) => chunk.byteLength)).toEqual([8292]);
    expect(Buffer.from(chunks[0]!)).toEqual(Buffer.concat(written));
  });

  it('keeps streaming: what arrives in a later turn goes out separately, and the first part is readable before it', async () => {
    const { readable, writable } = coalesceChunks();
    const reader = readable.getReader();
    const writer = writable.getWriter();
    void writer.write(bytes(10, 1));
    void writer.write(bytes(20, 2));
    // The first batch is readable while the rest of the page has not been written (a suspended part).
    const first = await reader.read();
    expect(first.value?.byteLength).toBe(30);
    await nextTurn();
    void writer.write(bytes(5, 3));
    void writer.close();
    expect((await reader.read()).value?.byteLength).toBe(5);
    expect((await reader.read()).done).toBe(true);
  });

  it('lets a batch go as soon as it reaches 64 KB', async () => {
    const { readable, writable } = coalesceChunks();
    const reading = readAll(readable);
    const writer = writable.getWriter();
    for (let k = 0; k < 5; k++) void writer.write(bytes(20 * 1024, k));
    void writer.close();
    expect((await reading).map((chunk) => chunk.byteLength)).toEqual([80 * 1024, 20 * 1024]);
  });

  it('does not throw when the reader has gone before the batch is let go (a closed connection)', async () => {
    const { readable, writable } = coalesceChunks();
    const writer = writable.getWriter();
    const reader = readable.getReader();
    const reading = reader.read(); // a reader waiting, as the response's is: the chunk reaches the transform
    await writer.write(bytes(10, 1)); // taken into the batch, which waits for the next turn
    await reader.cancel(new Error('the visitor left'));
    expect((await reading).done).toBe(true);
    // The batch's turn comes after the cancel: an exception there would escape every promise (vitest fails the
    // run on it) and, in the server, end the process.
    await nextTurn();
    await nextTurn();
    await expect(writer.write(bytes(1, 2))).rejects.toThrow('the visitor left');
  });
});
