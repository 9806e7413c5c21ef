import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { acceptFormPosts, formPost } from '../../server/forms/form-body.ts';

// Form posts through @fastify/formbody and the zod route schema (server/forms/form-body.ts): the parsing the 13
// hand-written parsers did, kept exactly (last value of a repeated field, strings only, control characters a 400).
async function formApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await acceptFormPosts(app, 64);
  app.post('/form', { schema: formPost }, async (request) => ({
    lang: request.query.lang,
    body: request.body,
  }));
  return app;
}

const post = (app: Awaited<ReturnType<typeof formApp>>, payload: string, url = '/form') =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

describe('form posts', () => {
  it('a repeated field keeps its last value, as URLSearchParams did (not an array)', async () => {
    const app = await formApp();
    const response = await post(app, 'email=a%40b.co&email=c%40d.co&name=Ana+Mar%C3%ADa');
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toEqual({ email: 'c@d.co', name: 'Ana María' });
  });

  it('a control character fails the schema (400), past the limit is a 413', async () => {
    const app = await formApp();
    const refused = await post(app, 'name=Ana%00');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('FST_ERR_VALIDATION');
    expect(refused.body).not.toContain('Ana');
    expect((await post(app, `name=${'a'.repeat(80)}`)).statusCode).toBe(413);
    // Tabs and line breaks are text a person types.
    expect((await post(app, 'message=a%0D%0Ab%09c')).json().body).toEqual({ message: 'a\r\nb\tc' });
  });

  it("?lang= is the page's locale, es when absent, repeated or unknown", async () => {
    const app = await formApp();
    expect((await post(app, '', '/form?lang=en')).json().lang).toBe('en');
    expect((await post(app, '', '/form')).json().lang).toBe('es');
    expect((await post(app, '', '/form?lang=en&lang=es')).json().lang).toBe('es');
    expect((await post(app, '', '/form?lang=fr')).json().lang).toBe('es');
  });

  it('a body that is not a form (JSON, text) is no fields, never a 500', async () => {
    const app = await formApp();
    for (const [type, payload] of [
      ['application/json', '123'],
      ['text/plain', 'name=Ana'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/form',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode, `${type} ${payload}`).toBe(200);
      expect(response.json().body).toEqual({});
    }
  });
});
