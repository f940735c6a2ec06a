/**
 * The legal documents and what they share, composed: each document's
 * structure (src/content/legal/<document>.ts) with what a language writes
 * for it (src/content/words/legal/<document>.json), the operator's words
 * and the tables of the one service list in the same language.
 */
import type { Locale } from '../../lib/locales';
import { contentModule } from '../contentModule';
import type { OperatorWords } from '../operator';
import type { SiteService } from '../services';
import { cookiesIn, type CookiesWords } from './cookies';
import { frameIn, type FrameWords } from './frame';
import { impressumIn, type ImpressumWords } from './impressum';
import { privacyIn, type PrivacyWords } from './privacy';
import { serviceTables, type ServiceTableWords } from './serviceTables';
import { termsIn, type TermsWords } from './terms';

/** What a language writes for the legal documents, file by file (src/content/words/legal/). */
interface LegalWords {
  cookies: { cookiesWords: CookiesWords };
  frame: { frameWords: FrameWords };
  impressum: { impressumWords: ImpressumWords };
  privacy: { privacyWords: PrivacyWords };
  serviceTables: { serviceTablesWords: ServiceTableWords };
  terms: { termsWords: TermsWords };
}

/** What the documents build on: the operator's words and the service list, in the same language. */
interface LegalNeeds {
  operator: { operatorWords: OperatorWords };
  services: { services: ReadonlyArray<SiteService> };
}

function composeLegal(words: LegalWords, locale: Locale, needs: LegalNeeds) {
  const { operatorWords } = needs.operator;
  const legalFrame = frameIn(words.frame.frameWords, locale);
  const tables = serviceTables(needs.services.services, words.serviceTables.serviceTablesWords);
  return {
    cookies: { cookiePolicyContent: cookiesIn(words.cookies.cookiesWords, locale, legalFrame, tables.cookieTable) },
    frame: { legalFrame },
    impressum: { impressumContent: impressumIn(words.impressum.impressumWords, locale, legalFrame, operatorWords) },
    privacy: { privacyContent: privacyIn(words.privacy.privacyWords, locale, legalFrame, { operatorWords, ...tables }) },
    serviceTables: tables,
    terms: { termsContent: termsIn(words.terms.termsWords, locale, legalFrame, operatorWords) },
  };
}

/** The module as each language writes it, for the registry (siteContent.ts). */
export const legalModule = contentModule(composeLegal);
