import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOCALE_NAMES, type Locale, otherLocale } from '../../i18n/locales.ts';
import { HeaderView } from './HeaderView.tsx';
import { headerLinks } from './navigation.ts';

interface Props {
  i18n: I18n;
  locale: Locale;
  /** Same page in the other locale, query kept. */
  switchLocaleHref: string;
  appUrl: string;
  whatsappUrl?: string | undefined;
  /** Extra controls for signed-in state (the sign-in work plugs in here). */
  accountSlot?: React.ReactNode;
  /** The chat launcher (first of the actions). */
  chatSlot?: React.ReactNode;
}

/** The header's texts and links for this page; HeaderView draws them (see there for why it is a client component). */
export function Header({
  i18n,
  locale,
  switchLocaleHref,
  appUrl,
  whatsappUrl,
  accountSlot,
  chatSlot,
}: Props) {
  return (
    <HeaderView
      texts={{
        home: i18n._(msg`Quest, inicio`),
        mainNav: i18n._(msg`Principal`),
        products: i18n._(msg`Productos`),
        resources: i18n._(msg`Recursos`),
        switchLanguage: i18n._(msg`Cambiar idioma a ${LOCALE_NAMES[otherLocale(locale)]}`),
        toDark: i18n._(msg`Activar modo oscuro`),
        toLight: i18n._(msg`Activar modo claro`),
        whatsapp: i18n._(msg`Escríbenos por WhatsApp`),
        access: i18n._(msg`Acceder`),
        menu: i18n._(msg`Menú`),
        explore: i18n._(msg`Explora`),
      }}
      locale={locale}
      links={headerLinks(i18n, locale)}
      switchLocaleHref={switchLocaleHref}
      appUrl={appUrl}
      whatsappUrl={whatsappUrl}
      accountSlot={accountSlot}
      chatSlot={chatSlot}
    />
  );
}
