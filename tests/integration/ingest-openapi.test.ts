import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';

// Issue 29: the ingestion API's OpenAPI document is generated from Fastify's route table (server/http/openapi.ts), so
// every /api/v1 route the server answers is described, with the zod schema that validates its body.
let app: FastifyInstance;
/** Every route Fastify adds (its route table, as the onRoute observer sees it). */
const table: RouteOptions[] = [];
beforeAll(async () => {
  ({ app } = await buildTestApp(
    {
      PUBLIC_URL: 'https://quest.test',
      INGEST_API_TOKEN: 'test-ingest-token-0123456789abcdef-xyz',
    },
    { onRoute: (route) => table.push(route) },
  ));
});
afterAll(() => app.close());

/** Every /api/v1 address and method in Fastify's route table. */
function apiRoutes(): { url: string; method: string }[] {
  return table
    .filter((route) => route.url.startsWith('/api/v1/'))
    .flatMap((route) => [route.method].flat().map((method) => ({ url: route.url, method })));
}

describe('the /api/v1 OpenAPI document', () => {
  it('describes every /api/v1 route of the route table', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const routes = apiRoutes().filter(
      (route) => route.url !== '/api/v1/openapi.json' && route.method !== 'HEAD',
    );
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/v1/events',
        '/api/v1/lessons',
        '/api/v1/ce-reports',
        '/api/v1/ce-reports/roster.csv',
        '/api/v1/ce-reports/:reference/moves',
      ]),
    );
    for (const route of routes) {
      // Fastify's :param is OpenAPI's {param}.
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeTruthy();
      if (route.method === 'POST')
        expect(operation.requestBody.content['application/json'].schema).toBeTruthy();
      else expect(operation.parameters.length).toBeGreaterThan(0);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    }
    // The operator's routes take the operator's token, not the app's.
    expect(document.paths['/api/v1/ce-reports'].get.security).toEqual([{ operator: [] }]);
    expect(document.paths['/api/v1/ce-reports/{reference}/moves'].post.parameters[0]).toMatchObject({
      name: 'reference',
      in: 'path',
      required: true,
    });
  });

  it('names the event schemas, with the discriminator of the event union', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const body = document.paths['/api/v1/events'].post.requestBody.content['application/json'].schema;
    expect(body).toEqual({ $ref: '#/components/schemas/IngestEvent' });
    const union = document.components.schemas.IngestEvent;
    expect(union.oneOf).toHaveLength(5);
    expect(union.discriminator.mapping).toEqual({
      'enrolment.progress': '#/components/schemas/EnrolmentProgress',
      'course.completed': '#/components/schemas/CourseCompleted',
      'learner.stats': '#/components/schemas/LearnerStats',
      'learner.activity': '#/components/schemas/LearnerActivity',
      'achievement.earned': '#/components/schemas/AchievementEarned',
    });
    expect(
      document.paths['/api/v1/lessons'].post.responses['200'].content['application/json'].schema,
    ).toEqual({
      $ref: '#/components/schemas/LessonOutcome',
    });
  });
});

describe('the ingestion API switched off (no INGEST_API_TOKEN)', () => {
  it('answers 404 not_found before reading the body, malformed JSON included', async () => {
    const off = await buildTestApp({ PUBLIC_URL: 'https://quest.test' });
    try {
      for (const payload of ['{"id":', '', '{}']) {
        const response = await off.app.inject({
          method: 'POST',
          url: '/api/v1/events',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, payload).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found' });
      }
      const document = (await off.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/v1/events', '/api/v1/lessons', '/api/v1/ce-reports']),
      );
      // The operator's API is off too without its own token.
      const reports = await off.app.inject({ url: '/api/v1/ce-reports' });
      expect(reports.statusCode).toBe(404);
      expect(reports.json()).toEqual({ error: 'not_found' });
    } finally {
      await off.app.close();
    }
  });
});
