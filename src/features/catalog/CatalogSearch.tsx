import { msg } from '@lingui/core/macro';
import { initRequestI18n } from '../../request-context/page.ts';
import { SearchBox } from './SearchBox.tsx';

/** The catalogue search (courses, specialities, bundles) with suggestions; a plain GET form without JS. */
export function CatalogSearch({ initialQuery, size = 'md' }: { initialQuery?: string; size?: 'md' | 'lg' }) {
  const { i18n, locale } = initRequestI18n();
  return (
    <SearchBox
      action={`/${locale}/search`}
      locale={locale}
      initialQuery={initialQuery}
      size={size}
      labels={{
        label: i18n._(msg`Buscar cursos, especialidades y paquetes`),
        placeholder: i18n._(msg`Busca un curso, una licencia o un tema…`),
        submit: i18n._(msg`Buscar`),
        suggestions: i18n._(msg`Sugerencias`),
        course: i18n._(msg`Curso`),
        bundle: i18n._(msg`Paquete`),
        specialty: i18n._(msg`Especialidad`),
      }}
    />
  );
}
