import { msg } from '@lingui/core/macro';
import { css } from 'styled-system/css';
import { initRequestI18n } from '../../i18n/server.ts';

export function HomePage() {
  const { i18n } = initRequestI18n();
  return (
    <section className={css({ maxW: 'container', mx: 'auto', p: '8' })}>
      <title>Quest</title>
      <h1 className={css({ fontSize: '4xl', fontWeight: '800' })}>{i18n._(msg`Aprende jugando`)}</h1>
    </section>
  );
}
