// A document render thread (server/documents/document-threads.ts): it renders one job at a time as it arrives and sends
// the file's bytes back. pdf-lib is plain JavaScript (fonts are parsed and subset on the CPU), so a render here is CPU
// the request thread does not spend: its event loop keeps answering while files are made.
import { parentPort } from 'node:worker_threads';
import { serializeError } from '../pages/ssr-protocol.ts';
import { type DocumentJob, renderDocument } from './document-renderers.ts';
import type { FromDocumentThread } from './document-threads.ts';

const port = parentPort;
if (!port)
  throw new Error('server/documents/document-thread.ts runs as a worker thread (document-threads.ts)');

port.on('message', async ({ id, job }: { id: number; job: DocumentJob }) => {
  try {
    const bytes = await renderDocument(job);
    // Handed over, not copied: the thread keeps nothing of a finished render.
    port.postMessage({ id, bytes } satisfies FromDocumentThread, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({ id, error: serializeError(error) } satisfies FromDocumentThread);
  }
});
