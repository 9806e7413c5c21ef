import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { brand, externalLinks } from '../../config/brand.ts';
import { isEmbedMode, wantsChatOpen } from '../../domain/embed.ts';
import { maintenanceLabelFor, showsMaintenanceBanner } from '../../domain/maintenance.ts';
import { pickPurchaseParams } from '../../domain/purchase-params.ts';
import { analyticsEnabled, sessionRecordingAllowed } from '../../domain/third-parties.ts';
import { type Locale, localePath, splitLocalePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestNonce, requestPageUrl } from '../../request-context/page.ts';
import { currentMaintenance, currentRemoteFlags, getServices } from '../../services.ts';
import { AccountMenu, getAuthState, hasEmailSession } from '../auth/index.ts';
import { BUILD_ID } from './build-id.ts';
import { ChatWidget } from './ChatWidget.tsx';
import { CheckoutFooter, CheckoutHeader, isCheckoutPath } from './CheckoutChrome.tsx';
import { EmbedBridge } from './EmbedBridge.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { MaintenanceBanner } from './MaintenanceBanner.tsx';
import { NewBuildNotice } from './NewBuildNotice.tsx';
import { PostedPageUrl } from './PostedPageUrl.tsx';
import { Prefetch } from './Prefetch.tsx';
import { TestModeBanner } from './TestModeBanner.tsx';

/** Header, maintenance banner, footer and chat around every page (and every error page). */
export function SiteShell({ children }: { children: ReactNode }) {
  const { i18n, locale } = initRequestI18n();
  const { config } = getServices();
  const pageUrl = requestPageUrl();
  const pagePath = splitLocalePath(pageUrl.pathname).rest;
  const embed = isEmbedMode(pageUrl.pathname, pageUrl.searchParams);
  const hrefIn = (target: Locale) => `${localePath(target, pagePath)}${pageUrl.search}`;
  const localeHrefs = { es: hrefIn('es'), en: hrefIn('en') };
  const phoneDigits = config.PHONE_NUMBER.replace(/[^0-9]/g, '');
  // Remote config (spec §7, §9) may hide the chat widget or override SHOW_PHONE_NUMBER without a deploy.
  const flags = currentRemoteFlags();
  const whatsappUrl =
    (flags.showPhoneNumber ?? config.SHOW_PHONE_NUMBER) ? `https://wa.me/${phoneDigits}` : undefined;

  const maintenance = currentMaintenance();
  const banner = showsMaintenanceBanner(maintenance, pagePath) ? (
    <MaintenanceBanner
      title={i18n._(msg`Sistemas en mantenimiento.`)}
      text={
        maintenanceLabelFor(maintenance, locale) ??
        i18n._(msg`Estamos mejorando la plataforma. Disculpa las molestias, volveremos muy pronto.`)
      }
    />
  ) : null;
  const testMode = config.testPayments ? (
    <TestModeBanner
      title={i18n._(msg`Modo de prueba.`)}
      text={i18n._(msg`Los pagos usan tarjetas de prueba (4242 4242 4242 4242) y no se cobra dinero real.`)}
    />
  ) : null;
  const buildNotice = (
    <NewBuildNotice
      buildId={BUILD_ID}
      labels={{
        message: i18n._(msg`Hay una nueva versión de Quest disponible.`),
        reload: i18n._(msg`Recargar`),
        dismiss: i18n._(msg`Ahora no`),
      }}
    />
  );

  // Third parties (spec §7, §9): off unless configured; the CSP allows their origins on the same pages.
  const thirdParties = (
    <>
      {analyticsEnabled(config.ANALYTICS_SCRIPT_URL, config.PUBLIC_URL, config.ANALYTICS_HOSTS) && (
        <script src={config.ANALYTICS_SCRIPT_URL} nonce={requestNonce()} async data-third-party="analytics" />
      )}
      {sessionRecordingAllowed(config.SESSION_RECORDING_SCRIPT_URL, pagePath) && (
        <script
          src={config.SESSION_RECORDING_SCRIPT_URL}
          nonce={requestNonce()}
          async
          data-third-party="session-recording"
        />
      )}
    </>
  );

  // The chat lives in the header (issue 30): it never covers the page, and it renders once hydrated (it needs
  // JavaScript; without it the header's and footer's help links remain).
  const chat = (
    <ChatWidget
      scriptUrl={flags.chatWidget ? config.CHAT_SCRIPT_URL : undefined}
      openOnLoad={wantsChatOpen(pageUrl.searchParams)}
      labels={{
        open: i18n._(msg`Abrir chat de ayuda`),
        close: i18n._(msg`Cerrar chat de ayuda`),
        title: i18n._(msg`¿Te ayudamos?`),
        intro: i18n._(msg`Nuestro equipo responde en español e inglés, de lunes a sábado.`),
        email: i18n._(msg`Escríbenos un correo`),
        help: i18n._(msg`Centro de ayuda`),
        ...(whatsappUrl ? { whatsapp: i18n._(msg`Chatea por WhatsApp`) } : {}),
      }}
      links={{
        email: `mailto:${brand.supportEmail}`,
        help: externalLinks.helpStudents[locale],
        whatsapp: whatsappUrl,
      }}
    />
  );

  if (embed) {
    return (
      <>
        <PostedPageUrl />
        <EmbedBridge />
        {testMode}
        {buildNotice}
        <main id="main" className={css({ minH: '100vh' })}>
          {children}
        </main>
      </>
    );
  }

  return (
    <>
      <PostedPageUrl />
      <a href="#main" className={skipLink}>
        {i18n._(msg`Saltar al contenido`)}
      </a>
      {testMode}
      {banner}
      {buildNotice}
      <Prefetch />
      {thirdParties}
      {isCheckoutPath(pagePath) ? (
        <CheckoutHeader
          i18n={i18n}
          locale={locale}
          switchLocaleHref={locale === 'es' ? localeHrefs.en : localeHrefs.es}
          chatSlot={chat}
        />
      ) : (
        <Header
          i18n={i18n}
          locale={locale}
          switchLocaleHref={locale === 'es' ? localeHrefs.en : localeHrefs.es}
          appUrl={config.APP_URL}
          whatsappUrl={whatsappUrl}
          chatSlot={chat}
          accountSlot={
            <AccountMenu
              i18n={i18n}
              locale={locale}
              auth={getAuthState()}
              emailSession={hasEmailSession()}
              returnTo={`${pageUrl.pathname}${pageUrl.search}`}
            />
          }
        />
      )}
      <main id="main" className={css({ minH: '60vh' })}>
        {children}
      </main>
      {isCheckoutPath(pagePath) ? (
        <CheckoutFooter i18n={i18n} locale={locale} />
      ) : (
        <Footer
          i18n={i18n}
          locale={locale}
          carriedParams={pickPurchaseParams(pageUrl.searchParams)}
          onCreatorsPage={pagePath === `/${brand.creatorsSlug}`}
          localeHrefs={localeHrefs}
        />
      )}
    </>
  );
}

const skipLink = css({
  position: 'absolute',
  left: '-9999px',
  top: '2',
  zIndex: 100,
  bg: 'accent',
  color: 'accent.fg',
  px: '4',
  py: '2',
  borderRadius: 'md',
  _focus: { left: '2' },
});
