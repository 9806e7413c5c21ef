// The ceiling for `npm run bench`: plain Fastify answering every request with the same bytes from memory.
// Usage: bench-ceiling.ts <file> <port> [content-encoding of the file's bytes: br | gzip]
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const [file, port, encoding] = [process.argv[2], Number(process.argv[3]), process.argv[4]];
if (!file || !port) throw new Error('usage: bench-ceiling.ts <html-file> <port> [br|gzip]');
const body = await readFile(file);
const app = Fastify();
app.get('/*', async (_request, reply) => {
  reply.type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return reply.send(body);
});
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
