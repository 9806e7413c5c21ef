// The ceiling for `npm run bench`: plain Fastify answering every request with the same bytes from memory.
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const [file, port] = [process.argv[2], Number(process.argv[3])];
if (!file || !port) throw new Error('usage: bench-ceiling.ts <html-file> <port>');
const body = await readFile(file);
const app = Fastify();
app.get('/*', async (_request, reply) => reply.type('text/html; charset=utf-8').send(body));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
