import type { ByLocale, Locale } from '../../../src/lib/locales';
import { shell as germanShell } from '../../../src/content/de/shell';
import { shell as frenchShell } from '../../../src/content/fr/shell';
import { consentContent as germanConsent } from '../../../src/content/de/consent';
import { consentContent as frenchConsent } from '../../../src/content/fr/consent';
import { homeContent as germanHome } from '../../../src/content/de/home';
import { homeContent as frenchHome } from '../../../src/content/fr/home';
import { academyContent as germanAcademy } from '../../../src/content/de/academy';
import { academyContent as frenchAcademy } from '../../../src/content/fr/academy';
import { bookingEmbedContent as germanBooking } from '../../../src/content/de/booking';
import { bookingEmbedContent as frenchBooking } from '../../../src/content/fr/booking';
import type { ShellContent } from '../../../src/content/shell';
import type { ConsentContent } from '../../../src/content/consent';

/**
 * The words a visitor pass acts on, in each language, from the content
 * itself: a French page is driven by its French labels, so a German label
 * left on it fails the pass.
 */
export interface VisitorWords {
  nav: ShellContent['nav'];
  /** The footer's button that reopens the consent settings. */
  footerConsentSettings: string;
  consent: ConsentContent;
  /** The name of the consent category whose switch the pass reads. */
  functional: string;
  /** The chat buttons in a page's main content. */
  chatButtons: ReadonlyArray<string>;
  chatUnreachable: string;
  calendarFallbackLink: string;
}

function words(shell: ShellContent, consent: ConsentContent, chatButtons: string[], calendarFallbackLink: string): VisitorWords {
  return {
    nav: shell.nav,
    footerConsentSettings: shell.footer.cookieSettings,
    consent,
    functional: consent.categories.find((category) => category.id === 'functional')!.name,
    chatButtons,
    chatUnreachable: shell.common.chat.unreachable,
    calendarFallbackLink,
  };
}

export const visitorWords: ByLocale<VisitorWords> = {
  'de-CH': words(germanShell, germanConsent, [germanHome.hero.chatLabel, germanAcademy.hero.chatLabel], germanBooking.fallbackLink),
  'fr-CH': words(frenchShell, frenchConsent, [frenchHome.hero.chatLabel, frenchAcademy.hero.chatLabel], frenchBooking.fallbackLink),
};

export const wordsOf = (locale: Locale): VisitorWords => visitorWords[locale];
