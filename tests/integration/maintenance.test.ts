import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMaintenanceMonitor } from '../../server/jobs/maintenance.ts';
import { buildTestApp } from '../helpers/app.ts';

// A local status-document server speaking plain HTTP + JSON, as the real data host does.
let statusServer: Server;
let statusUrl: string;
let document: unknown = {};
let answerWith = 200;

beforeAll(async () => {
  statusServer = createServer((_request, response) => {
    response.writeHead(answerWith, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document));
  });
  await new Promise<void>((resolve) => statusServer.listen(0, '127.0.0.1', resolve));
  statusUrl = `http://127.0.0.1:${(statusServer.address() as AddressInfo).port}/status.json`;
});
afterAll(() => new Promise<void>((resolve) => statusServer.close(() => resolve())));

describe('maintenance mode', () => {
  it('redirects closed pages home, keeps open ones, shows the locale’s label and never blocks health', async () => {
    document = { label: 'We are upgrading our servers', labelSpanish: 'Estamos actualizando los servidores' };
    const monitor = createMaintenanceMonitor({
      source: statusUrl,
      pollMs: 60_000,
      timeoutMs: 1000,
      logger: pino({ level: 'silent' }),
    });
    const { app } = await buildTestApp({}, { maintenance: monitor });
    try {
      await monitor.refresh();
      const closed = await app.inject({ url: '/es/refund-policy?inviterId=3' });
      expect(closed.statusCode).toBe(302);
      expect(closed.headers.location).toBe('/es');
      expect((await app.inject({ url: '/en/no-such-page' })).headers.location).toBe('/en');
      expect((await app.inject({ url: '/RSC/R/es/refund-policy.txt' })).headers.location).toBe('/es');

      const home = await app.inject({ url: '/es' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('Estamos actualizando los servidores');
      const about = await app.inject({ url: '/en/about' });
      expect(about.statusCode).toBe(200);
      expect(about.body).toContain('We are upgrading our servers');
      const privacy = await app.inject({ url: '/es/privacy' });
      expect(privacy.statusCode).toBe(200);
      expect(privacy.body).not.toContain('data-testid="maintenance-banner"');
      expect((await app.inject({ url: '/es/terms' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({ maintenance: true });

      // An empty label for a locale falls back to the default translated text.
      document = { label: 'Back soon', labelSpanish: '' };
      await monitor.refresh();
      expect((await app.inject({ url: '/es' })).body).toContain('Estamos mejorando la plataforma');

      // An empty label clears maintenance.
      document = { label: '', labelSpanish: 'ignorado' };
      await monitor.refresh();
      expect((await app.inject({ url: '/es/refund-policy' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/es' })).body).not.toContain('data-testid="maintenance-banner"');
    } finally {
      await app.close();
    }
  });

  it('clears maintenance and logs when the status fetch fails', async () => {
    document = { label: 'Down', labelSpanish: 'Caído' };
    const monitor = createMaintenanceMonitor({
      source: statusUrl,
      pollMs: 60_000,
      timeoutMs: 500,
      logger: pino({ level: 'silent' }),
    });
    const { app } = await buildTestApp({}, { maintenance: monitor });
    try {
      await monitor.refresh();
      expect((await app.inject({ url: '/es/refund-policy' })).statusCode).toBe(302);
      answerWith = 503;
      await monitor.refresh();
      expect((await app.inject({ url: '/es/refund-policy' })).statusCode).toBe(200);
    } finally {
      answerWith = 200;
      await app.close();
    }
    // Started against a failing document, the site is open and the log says why.
    answerWith = 500;
    const failing = await buildTestApp({ MAINTENANCE_STATUS_URL: statusUrl, MAINTENANCE_TIMEOUT_MS: '500' });
    try {
      expect((await failing.app.inject({ url: '/es/refund-policy' })).statusCode).toBe(200);
      expect(
        failing.logs.find((line) => String(line.msg).includes('Maintenance status fetch failed')),
      ).toBeDefined();
    } finally {
      answerWith = 200;
      await failing.app.close();
    }
  });

  it('reads the status document from a file path too', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quest-status-'));
    const file = path.join(dir, 'status.json');
    await writeFile(file, JSON.stringify({ label: 'File says down', labelSpanish: 'El archivo dice caído' }));
    const { app } = await buildTestApp({ MAINTENANCE_STATUS_URL: file });
    try {
      expect((await app.inject({ url: '/en' })).body).toContain('File says down');
      expect((await app.inject({ url: '/en/refund-policy' })).headers.location).toBe('/en');
    } finally {
      await app.close();
    }
  });
});
