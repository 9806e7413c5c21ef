import type { IconName } from '../../ui/icons.tsx';
import type { ArtScene, ArtTone } from './HeroArt.tsx';

/** A link in page copy: paths starting with '/' get the locale prefix; http(s) links open in a new tab. */
export interface Cta {
  label: string;
  href: string;
}

export interface FeatureItem {
  icon: IconName;
  title: string;
  text: string;
}

export interface FaqItem {
  q: string;
  a: string;
}

/** Everything a marketing landing page says, per locale (type-checked complete in both languages). */
export interface LandingContent {
  meta: { title: string; description: string };
  /** Short page name for breadcrumbs. */
  name: string;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    primary?: Cta;
    secondary?: Cta;
    bullets?: string[];
    art: { scene: ArtScene; tone: ArtTone; icon: IconName; chips: [string, string]; label: string };
  };
  features?: { eyebrow?: string; title: string; lead?: string; items: FeatureItem[] };
  steps?: { eyebrow?: string; title: string; lead?: string; items: { title: string; text: string }[] };
  faq?: { title: string; items: FaqItem[] };
  cta?: { title: string; text: string; primary: Cta; secondary?: Cta };
}
