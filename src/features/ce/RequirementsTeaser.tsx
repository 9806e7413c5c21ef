import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { Section } from '../../ui/Section.tsx';

/** /continuing-education's way into the requirements tool (issue 15). */
export function RequirementsTeaser() {
  const { i18n, locale } = initRequestI18n();
  return (
    <Section
      id="ce-requirements"
      tone="subtle"
      title={i18n._(msg`¿Qué te falta para renovar?`)}
      lead={i18n._(
        msg`Elige tu estado y tu licencia: te decimos cuántas horas necesitas, de qué temas y para cuándo, y el modo más barato de completarlas.`,
      )}
    >
      <a
        href={localePath(locale, pagePaths.ceRequirements)}
        className={cx(button(), css({ whiteSpace: 'normal', textAlign: 'center' }))}
        data-testid="ce-requirements-link"
      >
        {i18n._(msg`Calcular mis horas`)}
      </a>
    </Section>
  );
}
