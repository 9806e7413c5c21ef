import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import type { LearnerProfile } from '../../domain/learners/index.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { domain } from '../../services.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { Notice, postAction } from '../checkout/index.ts';
import { PageMeta } from '../seo/index.ts';
import { AchievementBadge } from './AchievementBadge.tsx';
import { formatDate, formatNumber, LearnerHeader, LearnerTabs, learnerPage, sectionTitle } from './parts.tsx';
import { StudyCredits } from './StudyCredits.tsx';
import { viewableProfile } from './viewer.ts';

/**
 * /learners/{id} (spec §2, §3 "Learner stats"): score, level, last course, achievements, games won and
 * finished, videos watched, correct questions, best streak and points, as the app last reported them. The
 * learner signed in sees their own (and switches it public or private); anyone sees a public one; everyone else
 * gets the 404 page. Personal: never cached, noindex (src/routes.ts).
 */
export async function LearnerProfilePage({ id }: { id: string }) {
  const { i18n, locale } = initRequestI18n();
  const { profile, owner } = await viewableProfile(id, locale);
  const changed = requestPageUrl().searchParams.get('visibility');
  const stats = profile.stats;
  const currentYear = new Date().getUTCFullYear();
  // The owner's own study credits (issue 12); never shown to other visitors of a public profile.
  const credits = owner ? await domain().credits.balance(profile.id) : null;

  return (
    <div className={learnerPage} data-testid="learner-profile" data-owner={owner ? 'true' : 'false'}>
      <PageMeta
        locale={locale}
        path={pagePaths.learner(id)}
        title={`${owner ? i18n._(msg`Tu perfil`) : profile.firstName} · Quest`}
        description={i18n._(msg`Puntuación, nivel, logros y resultados de un alumno de Quest.`)}
        noindex
      />
      {owner && changed === 'public' && profile.profilePublic && (
        <Notice tone="success" title={i18n._(msg`Tu perfil ahora es público`)} testId="visibility-changed" />
      )}
      {owner && changed === 'private' && !profile.profilePublic && (
        <Notice tone="success" title={i18n._(msg`Tu perfil ahora es privado`)} testId="visibility-changed" />
      )}
      <LearnerHeader
        i18n={i18n}
        locale={locale}
        profile={profile}
        owner={owner}
        subtitle={owner ? i18n._(msg`Tu perfil de Quest`) : i18n._(msg`Perfil de Quest`)}
      />
      <LearnerTabs
        i18n={i18n}
        locale={locale}
        learnerId={id}
        years={[currentYear, currentYear - 1]}
        current={{ kind: 'profile' }}
      />

      {stats ? (
        <>
          <section aria-labelledby="score-title" className={hero}>
            <div className={css({ display: 'grid', gap: '1' })}>
              <h2 id="score-title" className={css({ fontSize: 'sm', fontWeight: '700', opacity: 0.9 })}>
                {i18n._(msg`Puntuación`)}
              </h2>
              <p className={heroNumber} data-testid="stat-score">
                {formatNumber(locale, stats.score)}
              </p>
              <p className={css({ fontSize: 'sm', opacity: 0.9 })}>
                {i18n._(msg`Actualizado el ${formatDate(locale, stats.measuredAt, { dateStyle: 'long' })}`)}
              </p>
            </div>
            <dl className={heroFacts}>
              <div>
                <dt>{i18n._(msg`Nivel`)}</dt>
                <dd data-testid="stat-level">{formatNumber(locale, stats.level)}</dd>
              </div>
              <div>
                <dt>{i18n._(msg`Puntos`)}</dt>
                <dd data-testid="stat-points">{formatNumber(locale, stats.points)}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="stats-title" className={css({ display: 'grid', gap: '3' })}>
            <h2 id="stats-title" className={sectionTitle}>
              {i18n._(msg`Estadísticas`)}
            </h2>
            <ul className={tiles}>
              <StatTile
                icon="trophy"
                testId="stat-games"
                value={`${formatNumber(locale, stats.gamesWon)} / ${formatNumber(locale, stats.gamesFinished)}`}
                label={i18n._(msg`Juegos ganados / terminados`)}
              />
              <StatTile
                icon="book"
                testId="stat-videos"
                value={formatNumber(locale, stats.videosWatched)}
                label={i18n._(msg`Vídeos vistos`)}
              />
              <StatTile
                icon="check"
                testId="stat-correct"
                value={formatNumber(locale, stats.correctQuestions)}
                label={i18n._(msg`Preguntas correctas`)}
              />
              <StatTile
                icon="bolt"
                testId="stat-streak"
                value={formatNumber(locale, stats.bestStreak)}
                label={i18n._(msg`Mejor racha (días seguidos)`)}
              />
            </ul>
          </section>
        </>
      ) : (
        <Notice tone="info" title={i18n._(msg`Todavía no hay estadísticas`)} testId="no-stats">
          {i18n._(msg`Aparecerán aquí en cuanto se juegue el primer juego en la app de Quest.`)}
        </Notice>
      )}

      <div className={columns}>
        <section
          aria-labelledby="last-course-title"
          className={cx(card(), css({ display: 'grid', gap: '3' }))}
        >
          <h2 id="last-course-title" className={sectionTitle}>
            {i18n._(msg`Último curso`)}
          </h2>
          {profile.lastCourse ? (
            <a
              href={localePath(locale, pagePaths.course(profile.lastCourse.slug))}
              className={courseLink}
              data-testid="last-course"
            >
              <span className={css({ color: 'fg.brand', flexShrink: 0 })}>
                <Icon name="book" size={28} />
              </span>
              <span>{profile.lastCourse.title}</span>
            </a>
          ) : (
            <p className={css({ color: 'fg.muted' })}>{i18n._(msg`Ningún curso todavía.`)}</p>
          )}
          <a
            href={localePath(locale, pagePaths.learnerWeek(id))}
            className={cx(button({ variant: 'secondary', size: 'sm' }), css({ justifySelf: 'start' }))}
          >
            <Icon name="chart" size={18} />
            {i18n._(msg`Ver resultados`)}
          </a>
        </section>
        {owner && <VisibilityForm i18n={i18n} locale={locale} profile={profile} />}
        {credits && <StudyCredits i18n={i18n} locale={locale} balance={credits} />}
      </div>

      <Achievements i18n={i18n} locale={locale} profile={profile} />
    </div>
  );
}

function StatTile({
  icon,
  value,
  label,
  testId,
}: {
  icon: IconName;
  value: string;
  label: string;
  testId: string;
}) {
  return (
    <li className={cx(card(), tile)}>
      <span className={tileIcon}>
        <Icon name={icon} size={22} />
      </span>
      <span className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '800' })} data-testid={testId}>
        {value}
      </span>
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</span>
    </li>
  );
}

function Achievements({ i18n, locale, profile }: { i18n: I18n; locale: Locale; profile: LearnerProfile }) {
  const earned = profile.achievements.length;
  const available = profile.achievementsAvailable;
  return (
    <section aria-labelledby="achievements-title" className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' })}>
        <h2 id="achievements-title" className={sectionTitle}>
          {i18n._(msg`Logros`)}
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="achievements-count">
          {i18n._(msg`${earned} de ${available}`)}
        </p>
      </div>
      {earned === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{i18n._(msg`Aún no hay logros.`)}</p>
      ) : (
        <ul className={badges}>
          {profile.achievements.map((achievement) => (
            <li key={achievement.id} className={cx(card(), badgeCard)} data-testid="achievement">
              <AchievementBadge name={achievement.badge} size={72} idPrefix="profile" />
              <div className={css({ display: 'grid', gap: '1', minW: 0 })}>
                <h3 className={css({ fontWeight: '800', fontSize: 'md' })}>{achievement.title}</h3>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{achievement.description}</p>
                <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                  {formatDate(locale, achievement.earnedAt, { dateStyle: 'medium' })}
                </p>
                <a
                  href={localePath(locale, pagePaths.achievementShare(achievement.id, profile.id))}
                  className={shareLink}
                >
                  <Icon name="share" size={16} />
                  {i18n._(msg`Compartir`)}
                  <span className={visuallyHidden}>{`: ${achievement.title}`}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The owner's switch: a plain form posting to Fastify (works without JavaScript). */
function VisibilityForm({ i18n, locale, profile }: { i18n: I18n; locale: Locale; profile: LearnerProfile }) {
  const makePublic = !profile.profilePublic;
  return (
    <section aria-labelledby="visibility-title" className={cx(card(), css({ display: 'grid', gap: '3' }))}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <span className={css({ color: 'fg.brand' })}>
          <Icon name={profile.profilePublic ? 'globe' : 'lock'} size={24} />
        </span>
        <h2 id="visibility-title" className={sectionTitle}>
          {i18n._(msg`Quién ve tu perfil`)}
        </h2>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="visibility-explained">
        {profile.profilePublic
          ? i18n._(
              msg`Tu perfil es público: cualquiera con el enlace ve tus estadísticas, logros y resultados.`,
            )
          : i18n._(msg`Tu perfil es privado: solo tú lo ves cuando inicias sesión.`)}
      </p>
      <form
        method="post"
        action={postAction(SERVER_ROUTES.learnerVisibility, { id: profile.id }, locale)}
        data-testid="visibility-form"
      >
        <input type="hidden" name="public" value={makePublic ? 'true' : 'false'} />
        <button type="submit" className={button({ variant: makePublic ? 'primary' : 'secondary' })}>
          {makePublic ? i18n._(msg`Hacer público mi perfil`) : i18n._(msg`Hacer privado mi perfil`)}
        </button>
      </form>
    </section>
  );
}

const hero = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  justifyContent: 'space-between',
  gap: '5',
  p: { base: '5', md: '7' },
  borderRadius: 'card',
  bgGradient: 'to-br',
  gradientFrom: 'brand.600',
  gradientTo: 'brand.900',
  color: 'white',
  boxShadow: 'card',
});
const heroNumber = css({
  fontFamily: 'heading',
  fontSize: { base: '4xl', md: '6xl' },
  fontWeight: '800',
  lineHeight: '1',
  fontVariantNumeric: 'tabular-nums',
});
const heroFacts = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '3',
  alignSelf: { md: 'center' },
  '& > div': { bg: 'rgba(255,255,255,0.14)', borderRadius: '14px', px: '4', py: '3', minW: '130px' },
  '& dt': { fontSize: 'sm', opacity: 0.9 },
  '& dd': { fontSize: '2xl', fontWeight: '800', fontVariantNumeric: 'tabular-nums' },
});
const tiles = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
  listStyle: 'none',
});
const tile = css({ display: 'grid', gap: '1', alignContent: 'start', p: { base: '4', md: '5' } });
const tileIcon = css({
  display: 'grid',
  placeItems: 'center',
  w: '40px',
  h: '40px',
  borderRadius: '12px',
  bg: 'bg.brandSoft',
  color: 'fg.brand',
  mb: '1',
});
const columns = css({
  display: 'grid',
  gap: { base: '4', md: '5' },
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
});
const courseLink = css({
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  fontWeight: '700',
  color: 'fg',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'fg.brand' },
});
const badges = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
  listStyle: 'none',
});
const badgeCard = css({ display: 'flex', gap: '4', alignItems: 'flex-start', p: { base: '4', md: '5' } });
const shareLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minHeight: '24px',
  mt: '1',
  fontSize: 'sm',
  fontWeight: '700',
  color: 'fg.brand',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
export const visuallyHidden = css({ srOnly: true });
