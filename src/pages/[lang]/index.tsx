import { CatalogSearch } from '../../features/catalog/CatalogSearch.tsx';
import { Educators, FeaturedBundles, FeaturedCourses } from '../../features/catalog/Featured.tsx';
import { HomePage } from '../../features/marketing/HomePage.tsx';
import { Section } from '../../features/marketing/sections.tsx';
import { initRequestI18n } from '../../request-context/page.ts';

// Home: the marketing page with the catalogue's search and featured sections slotted in.
export default async function Home() {
  const { locale } = initRequestI18n();
  return (
    <HomePage
      search={<CatalogSearch size="lg" />}
      catalogSections={
        <>
          <Section id="featured-courses">
            <FeaturedCourses locale={locale} limit={4} />
          </Section>
          <Section id="featured-bundles" tone="subtle">
            <FeaturedBundles locale={locale} limit={4} />
          </Section>
          <Section id="educators">
            <Educators locale={locale} limit={3} />
          </Section>
        </>
      }
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
