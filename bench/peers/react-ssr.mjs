// Bench peer (issue 14): Fastify + React renderToPipeableStream rendering the 60-card page on every request.
// Usage: node bench/peers/react-ssr.mjs <port>
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { createElement as h } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { cards, price } from './cards.mjs';

function Card({ card }) {
  return h(
    'article',
    { className: 'card' },
    h('img', { src: card.image, alt: '', width: 320, height: 180, loading: 'lazy' }),
    h('h3', null, h('a', { href: `/courses/${card.slug}` }, card.title)),
    h('p', { className: 'provider' }, card.provider),
    h('p', { className: 'facts' }, `${card.state} · ${card.hours} h`),
    h('p', { className: 'rating' }, `${card.rating.toFixed(1)} ★ (${card.reviews})`),
    h('p', { className: 'price' }, price(card.priceCents)),
  );
}

function Page() {
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Courses')),
    h(
      'body',
      null,
      h(
        'main',
        null,
        h('h1', null, 'Courses'),
        h(
          'div',
          { className: 'grid' },
          cards().map((card) => h(Card, { key: card.slug, card })),
        ),
      ),
    ),
  );
}

const port = Number(process.argv[2]);
const app = Fastify();
app.get('/*', (_request, reply) => {
  const body = new PassThrough();
  const stream = renderToPipeableStream(h(Page), {
    onShellReady() {
      reply.type('text/html; charset=utf-8').send(body);
      stream.pipe(body);
    },
    onShellError(error) {
      reply.code(500).send(String(error));
    },
  });
  return reply;
});
await app.listen({ port, host: '127.0.0.1' });
