import type { ReactNode } from 'react';
import { Section as KitSection } from '../../ui/Section.tsx';

/** The home and about pages' sections: no band colour unless a tone is asked for, the heading in a <header>. */
export function Section({
  tone,
  ...props
}: {
  id?: string;
  title?: string;
  lead?: string;
  tone?: 'subtle' | 'brand';
  children: ReactNode;
}) {
  return <KitSection header="header" tone={tone ?? 'none'} {...props} />;
}
