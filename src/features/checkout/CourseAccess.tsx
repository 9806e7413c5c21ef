import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { externalLinks } from '../../config/brand.ts';
import { requestUserAgent } from '../../request-context/page.ts';
import { CheckIcon, ChevronDownIcon, Icon } from '../../ui/icons.tsx';
import { type DeviceKind, deviceFromUserAgent } from './device.ts';
import { cardTitle, wrapButton } from './parts.tsx';

/** The current request's device (Server Components only). */
function requestDevice(): DeviceKind {
  return deviceFromUserAgent(requestUserAgent());
}

/**
 * Access to the purchased courses (payment success, receipt, successful purchase). Courses are taken in the Quest
 * app (spec §1): on a phone the access button opens the app's store page, on a computer it shows the spec's
 * message ('Debes acceder al curso desde un dispositivo móvil'). The device comes from the User-Agent; when it
 * does not say, both are rendered and the screen width picks one. No JavaScript: links and a <details>.
 */
export function CourseAccess({
  i18n,
  courses,
  email,
  device = requestDevice(),
}: {
  i18n: I18n;
  courses: Array<{ slug: string; title: string }>;
  /** The address to sign in to the app with. */
  email: string;
  device?: DeviceKind;
}) {
  if (courses.length === 0) return null;
  const count = courses.length;
  return (
    <section
      aria-labelledby="course-access-title"
      className={cx(card(), css({ display: 'grid', gap: '4', _print: { display: 'none' } }))}
      data-testid="course-access"
      data-device={device}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <span className={iconBubble}>
          <Icon name="book" size={22} />
        </span>
        <h2 id="course-access-title" className={cardTitle}>
          {i18n._(msg`${plural(count, { one: 'Tu curso', other: 'Tus # cursos' })}`)}
        </h2>
      </div>
      <ul className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
        {courses.map((course) => (
          <li key={course.slug} className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
            <span className={css({ color: 'success', flexShrink: 0, mt: '0.5' })}>
              <CheckIcon size={18} />
            </span>
            <span className={css({ fontWeight: '600', fontSize: 'sm' })}>{course.title}</span>
          </li>
        ))}
      </ul>
      <AppAccess i18n={i18n} email={email} device={device} />
    </section>
  );
}

/**
 * How to open the courses on this device: the app's store pages on a phone, the spec's message on a computer, both
 * (the screen width picks) when the User-Agent does not say. Also the account area's (features/account).
 */
export function AppAccess({
  i18n,
  email,
  device = requestDevice(),
}: {
  i18n: I18n;
  email: string;
  device?: DeviceKind;
}) {
  const phone = <PhoneAccess i18n={i18n} device={device} email={email} />;
  const desktop = <DesktopAccess i18n={i18n} email={email} />;
  if (device === 'desktop') return desktop;
  if (device === 'unknown')
    return (
      <>
        <div className={css({ display: { base: 'block', lg: 'none' } })}>{phone}</div>
        <div className={css({ display: { base: 'none', lg: 'block' } })}>{desktop}</div>
      </>
    );
  return phone;
}

const iconBubble = css({
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  flexShrink: 0,
  borderRadius: 'pill',
  bg: 'bg.brandSoft',
  color: 'fg.brand',
});

function PhoneAccess({ i18n, device, email }: { i18n: I18n; device: DeviceKind; email: string }) {
  const store =
    device === 'ios' ? externalLinks.iosApp : device === 'android' ? externalLinks.androidApp : null;
  return (
    <div className={css({ display: 'grid', gap: '3' })} data-testid="course-access-phone">
      {store ? (
        <a
          href={store}
          className={cx(button({ size: 'lg' }), wrapButton)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="course-access-button"
        >
          {i18n._(msg`Acceder al curso en la app`)}
        </a>
      ) : (
        <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: '1fr 1fr' })}>
          <a
            href={externalLinks.iosApp}
            className={cx(button(), wrapButton)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="course-access-button"
          >
            {i18n._(msg`Abrir en iPhone`)}
          </a>
          <a
            href={externalLinks.androidApp}
            className={cx(button(), wrapButton)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {i18n._(msg`Abrir en Android`)}
          </a>
        </div>
      )}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {i18n._(msg`Entra en la app de Quest con ${email} y encontrarás tus cursos.`)}
      </p>
    </div>
  );
}

function DesktopAccess({ i18n, email }: { i18n: I18n; email: string }) {
  return (
    <details
      className={css({ '&[open] > summary svg': { transform: 'rotate(180deg)' } })}
      data-testid="course-access-desktop"
    >
      <summary
        className={cx(
          button({ size: 'lg' }),
          wrapButton,
          css({ w: '100%', listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } }),
        )}
      >
        {i18n._(msg`Acceder al curso`)}
        <ChevronDownIcon size={18} />
      </summary>
      <div
        role="note"
        className={css({
          mt: '3',
          display: 'grid',
          gap: '3',
          p: '4',
          borderRadius: '14px',
          bg: 'sun.300',
          color: 'ink.950',
        })}
        data-testid="desktop-course-message"
      >
        <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
          <Icon name="phone" size={26} />
          <div>
            <p className={css({ fontWeight: '800' })}>
              {i18n._(msg`Debes acceder al curso desde un dispositivo móvil`)}
            </p>
            <p className={css({ fontSize: 'sm', mt: '1' })}>
              {i18n._(msg`Descarga la app de Quest en tu teléfono y entra con ${email}.`)}
            </p>
          </div>
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <a href={externalLinks.iosApp} className={storeLink} target="_blank" rel="noopener noreferrer">
            App Store
          </a>
          <a href={externalLinks.androidApp} className={storeLink} target="_blank" rel="noopener noreferrer">
            Google Play
          </a>
        </div>
      </div>
    </details>
  );
}

const storeLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '40px',
  px: '4',
  borderRadius: 'pill',
  bg: 'ink.950',
  color: 'white',
  fontWeight: '700',
  fontSize: 'sm',
  textDecoration: 'none',
  _hover: { bg: 'ink.800' },
});
