import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES, serverPath } from '../../routes.ts';
import { domain, getServices } from '../../services.ts';
import { CopyLinkButton } from '../../ui/CopyLinkButton.tsx';
import { PageMeta } from '../seo/index.ts';
import { AchievementBadge } from './AchievementBadge.tsx';
import { formatDate } from './parts.tsx';

/**
 * /achievements/{id}/user/{learnerId} (spec §2): the public page a learner shares when they earn an achievement,
 * with its Open Graph image drawn on the server (server/documents/achievement-image.ts). Public on purpose:
 * cacheable, indexable, and it shows the learner's first name only. An achievement the learner has not earned
 * (or ids that do not exist) is the 404 page. It shows only what does not change once earned (no link that depends
 * on the profile being public), so the page cache never holds a stale version.
 */
export async function AchievementSharePage({ id, learnerId }: { id: string; learnerId: string }) {
  const { i18n, locale } = initRequestI18n();
  const shared = await domain().learners.sharedAchievement(id, learnerId, locale);
  if (!shared) notFound();
  const { achievement, learner } = shared;
  const base = getServices().config.PUBLIC_URL.replace(/\/$/, '');
  const pageUrl = `${base}${localePath(locale, pagePaths.achievementShare(id, learnerId))}`;
  const title = i18n._(msg`${learner.firstName} consiguió «${achievement.title}» en Quest`);
  const shareText = i18n._(msg`¡Conseguí el logro «${achievement.title}» en Quest!`);
  const imagePath = `${serverPath(SERVER_ROUTES.achievementImage, { id, file: `${learnerId}.png` })}?lang=${locale}`;
  const links = [
    {
      key: 'x',
      label: 'X',
      href: `https://twitter.com/intent/tweet?${new URLSearchParams({ text: shareText, url: pageUrl })}`,
    },
    {
      key: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: pageUrl })}`,
    },
    {
      key: 'linkedin',
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url: pageUrl })}`,
    },
    {
      key: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/?${new URLSearchParams({ text: `${shareText} ${pageUrl}` })}`,
    },
    {
      key: 'email',
      label: i18n._(msg`Correo`),
      href: `mailto:?${new URLSearchParams({ subject: shareText, body: pageUrl }).toString().replace(/\+/g, '%20')}`,
    },
  ];

  return (
    <div className={page} data-testid="achievement-share">
      <PageMeta
        locale={locale}
        path={pagePaths.achievementShare(id, learnerId)}
        title={`${title} · Quest`}
        description={achievement.description}
        imagePath={imagePath}
      />
      <article className={cx(card(), hero)}>
        <div className={glow} aria-hidden="true" />
        <AchievementBadge name={achievement.badge} size={148} idPrefix="share" />
        <p className={css({ fontWeight: '700', color: 'fg.brand', letterSpacing: '0.02em' })}>
          {i18n._(msg`${learner.firstName} consiguió un logro`)}
        </p>
        <h1 className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: '800', textWrap: 'balance' })}>
          {achievement.title}
        </h1>
        <p className={css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', textWrap: 'pretty' })}>
          {achievement.description}
        </p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {i18n._(msg`Conseguido el ${formatDate(locale, shared.earnedAt, { dateStyle: 'long' })}`)}
        </p>
      </article>

      <section aria-labelledby="share-title" className={cx(card(), css({ display: 'grid', gap: '4' }))}>
        <h2 id="share-title" className={css({ fontSize: 'lg', fontWeight: '800' })}>
          {i18n._(msg`Compartir este logro`)}
        </h2>
        <ul className={shareList}>
          {links.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={cx(button({ variant: 'secondary', size: 'sm' }), css({ w: '100%' }))}
                data-testid={`share-${link.key}`}
              >
                {link.label}
                <span className={css({ srOnly: true })}>{i18n._(msg`(se abre en una pestaña nueva)`)}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className={css({ display: 'grid', gap: '2' })}>
          <label htmlFor="share-url" className={css({ fontSize: 'sm', fontWeight: '700' })}>
            {i18n._(msg`Enlace de esta página`)}
          </label>
          <input id="share-url" readOnly value={pageUrl} className={urlInput} data-testid="share-url" />
          <CopyLinkButton
            url={pageUrl}
            label={i18n._(msg`Copiar enlace`)}
            copiedLabel={i18n._(msg`Enlace copiado al portapapeles`)}
            failedLabel={i18n._(msg`No se pudo copiar: selecciona el enlace y cópialo.`)}
          />
        </div>
      </section>

      <p
        className={css({
          textAlign: 'center',
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          justifyContent: 'center',
        })}
      >
        <a href={localePath(locale, pagePaths.home)} className={button()}>
          {i18n._(msg`Descubre Quest`)}
        </a>
      </p>
    </div>
  );
}

const page = css({
  maxW: '760px',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '12' },
  display: 'grid',
  gap: { base: '5', md: '6' },
});
const hero = css({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: '3',
  py: { base: '8', md: '12' },
});
const glow = css({
  position: 'absolute',
  insetInline: '0',
  top: '0',
  h: '180px',
  bgGradient: 'to-b',
  gradientFrom: 'bg.brandSoft',
  gradientTo: 'transparent',
  zIndex: '0',
  pointerEvents: 'none',
  '& ~ *': { position: 'relative', zIndex: '1' },
});
const shareList = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
  gap: '2',
  listStyle: 'none',
});
const urlInput = css({
  w: '100%',
  minHeight: '44px',
  px: '3',
  borderRadius: '12px',
  border: '1px solid',
  borderColor: 'border',
  bg: 'bg.subtle',
  color: 'fg',
  fontSize: 'sm',
});
