import { cards, price } from '../../cards.mjs';

// Rendered on every request, like an uncached Quest page.
export const dynamic = 'force-dynamic';

function Card({ card }) {
  return (
    <article className="card">
      <img src={card.image} alt="" width={320} height={180} loading="lazy" />
      <h3>
        <a href={`/courses/${card.slug}`}>{card.title}</a>
      </h3>
      <p className="provider">{card.provider}</p>
      <p className="facts">{`${card.state} · ${card.hours} h`}</p>
      <p className="rating">{`${card.rating.toFixed(1)} ★ (${card.reviews})`}</p>
      <p className="price">{price(card.priceCents)}</p>
    </article>
  );
}

export default async function Page() {
  return (
    <main>
      <h1>Courses</h1>
      <div className="grid">
        {cards().map((card) => (
          <Card key={card.slug} card={card} />
        ))}
      </div>
    </main>
  );
}
