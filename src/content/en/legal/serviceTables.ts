/** The words of the cookie policy's and privacy policy's tables in English; the rows come from the service list (src/content/legal/serviceTables.ts). */
import type { ServiceTableWords } from '../../legal/serviceTables';

export const serviceTablesWords = {
  thisSite: 'this website',
  cookieCategoryNames: {
    necessary: 'Necessary cookies',
    analytics: 'Analytics cookies',
    functional: 'Functional cookies',
    marketing: 'Marketing cookies',
  },
  cookieColumns: ['Cookie', 'Service', 'Purpose', 'Duration', 'Set by'],
  noCookies: 'We do not currently set any cookies in this category.',
  recipients: { caption: 'Website services and recipients', columns: ['Service', 'Provider', 'Purpose', 'Data', 'Country', 'When'] },
  transfers: { caption: 'Transfers abroad', columns: ['Service', 'Country', 'Safeguard'] },
} as const satisfies ServiceTableWords;
