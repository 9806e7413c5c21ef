import net from 'node:net';

// A port the kernel says is free right now, for a child server process to bind. Random numbers in a range can
// land on a port already in use (PostgreSQL's 5432 sits inside the ranges the process tests once drew from).
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
