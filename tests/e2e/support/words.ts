import type { Locale } from '../../../src/lib/locales';
import type { ShellContent } from '../../../src/content/shell';
import type { ConsentContent } from '../../../src/content/consent';
import { contentFor } from '../../../src/content/siteContent';

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

const visitorWords = new Map<Locale, VisitorWords>();

/** The words a visitor pass acts on in `locale`, from the registry of languages. */
export function wordsOf(locale: Locale): VisitorWords {
  let words = visitorWords.get(locale);
  if (!words) {
    const content = contentFor(locale);
    const { shell } = content.shell;
    const { consentContent: consent } = content.consent;
    words = {
      nav: shell.nav,
      footerConsentSettings: shell.footer.cookieSettings,
      consent,
      functional: consent.categories.find((category) => category.id === 'functional')!.name,
      chatButtons: [content.home.homeContent.hero.chatLabel, content.academy.academyContent.hero.chatLabel],
      chatUnreachable: shell.common.chat.unreachable,
      calendarFallbackLink: content.booking.bookingEmbedContent.fallbackLink,
    };
    visitorWords.set(locale, words);
  }
  return words;
}
