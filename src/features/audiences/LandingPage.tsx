import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { FaqList, faqJsonLd } from '../../ui/Faq.tsx';
import { Section } from '../../ui/Section.tsx';
import { PageMeta } from '../seo/index.ts';
import { common } from './common.ts';
import { PromoBand } from './forms/Promotions.tsx';
import { breadcrumbLd, organizationLd } from './seo.ts';
import type { LandingContent } from './types.ts';
import { CtaBand, FeatureGrid, Hero, Steps } from './ui.tsx';

interface Props {
  locale: Locale;
  /** Path after the locale prefix, e.g. '/companies'. */
  path: string;
  content: LandingContent;
  /** Parent pages between home and this page, as [name, path]. */
  parents?: readonly [string, string][];
  /** Extra content inside the hero, under the buttons (forms, calculators). */
  heroExtra?: ReactNode;
  /** Sections placed after the feature grid (calculators, pricing, forms). */
  children?: ReactNode;
  /** Sections placed after the steps. */
  after?: ReactNode;
  showTrust?: boolean;
  noindex?: boolean;
}

/** A whole marketing page from one per-locale content object: meta, hero, features, extras, steps, FAQ, CTA. */
export function LandingPage({
  locale,
  path,
  content,
  parents = [],
  heroExtra,
  children,
  after,
  showTrust,
  noindex,
}: Props) {
  const trail: [string, string][] = [...parents, [content.name, path]];
  const jsonLd: object[] = [organizationLd(), breadcrumbLd(locale, common[locale].home, trail)];
  if (content.faq) jsonLd.push(faqJsonLd(content.faq.items));
  return (
    <>
      <PageMeta
        locale={locale}
        path={path}
        title={content.meta.title}
        description={content.meta.description}
        jsonLd={jsonLd}
        noindex={noindex}
      />
      <Hero locale={locale} hero={content.hero} trail={trail} showTrust={showTrust}>
        {heroExtra}
      </Hero>
      {content.features && (
        <Section
          id="features"
          eyebrow={content.features.eyebrow}
          title={content.features.title}
          lead={content.features.lead}
        >
          <FeatureGrid items={content.features.items} columns={content.features.items.length === 4 ? 4 : 3} />
        </Section>
      )}
      {children}
      {content.steps && (
        <Section
          id="steps"
          tone="subtle"
          eyebrow={content.steps.eyebrow}
          title={content.steps.title}
          lead={content.steps.lead}
        >
          <Steps items={content.steps.items} />
        </Section>
      )}
      {after}
      {content.faq && (
        <Section id="faq" title={content.faq.title}>
          <FaqList items={content.faq.items} sign="plus" />
        </Section>
      )}
      <PromoBand locale={locale} />
      {content.cta && <CtaBand locale={locale} cta={content.cta} />}
    </>
  );
}
