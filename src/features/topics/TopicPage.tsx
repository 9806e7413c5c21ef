import { msg, plural } from '@lingui/core/macro';
import { css } from 'styled-system/css';
import { unstable_notFound as notFound } from 'waku/router/server';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain } from '../../services.ts';
import { CourseCards } from '../catalog/index.ts';
import { PageMeta } from '../seo/index.ts';
import { AppLine } from './AppLine.tsx';

/**
 * /topics/{id}, /{app}/topics/{id} and /apps/{app}/topics/{id} (spec §2, issue 12): a topic's courses, on their
 * own or in an app's context (the app's name, tagline and store links). Title, description and Open Graph come
 * from the database before the page renders; an unknown topic or app, or a topic the app does not show, is the
 * 404 page. Public and cacheable: marketplace courses only.
 */
export async function TopicPage({ id, app, appPrefix }: { id: string; app?: string; appPrefix?: boolean }) {
  const { i18n, locale } = initRequestI18n();
  const topic = await domain().catalog.topic(locale, id, { appId: app });
  if (!topic) notFound();
  const path = topic.app
    ? appPrefix
      ? pagePaths.appTopicShort(topic.app.id, topic.id)
      : pagePaths.appTopic(topic.app.id, topic.id)
    : pagePaths.topic(topic.id);
  const count = topic.courses.length;
  const title = topic.app
    ? i18n._(msg`${topic.title} · ${topic.app.name}`)
    : i18n._(msg`${topic.title} · Cursos en Quest`);
  return (
    <div className={page} data-testid="topic-page">
      <PageMeta locale={locale} path={path} title={title} description={topic.description} />
      <header className={css({ display: 'grid', gap: '3' })}>
        <p className={css({ fontWeight: '700', color: 'fg.brand', letterSpacing: '0.02em' })}>
          {i18n._(msg`Tema`)}
        </p>
        <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: '800', textWrap: 'balance' })}>
          {topic.title}
        </h1>
        <p className={css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', maxW: '70ch' })}>
          {topic.description}
        </p>
      </header>
      {topic.app && <AppLine i18n={i18n} app={topic.app} />}
      <section aria-labelledby="topic-courses" className={css({ display: 'grid', gap: '4' })}>
        <h2
          id="topic-courses"
          className={css({ fontFamily: 'heading', fontSize: { base: 'xl', md: '2xl' }, fontWeight: '800' })}
        >
          {i18n._(msg`${plural(count, { one: '# curso', other: '# cursos' })}`)}
        </h2>
        {count > 0 ? (
          <CourseCards i18n={i18n} locale={locale} courses={topic.courses} />
        ) : (
          <p className={css({ color: 'fg.muted' })} data-testid="topic-no-courses">
            {i18n._(msg`Este tema aún no tiene cursos publicados.`)}
          </p>
        )}
      </section>
    </div>
  );
}

const page = css({
  maxW: '1200px',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '12' },
  display: 'grid',
  gap: { base: '6', md: '8' },
});
