import { operator } from '../../operator';
import { cohortProgramme } from '../../cohortProgramme';
import { formatterFor } from '../../../lib/format';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { academyContent } from '../academy';
import { academyFaq } from '../academyFaq';
import { cohortCourse } from '../cohortCourse';

const format = formatterFor('de-CH');

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Academy: KI-Kohortenprogramm in 10 Wochen | ${operator.brand}`,
  description: `Zehn Wochen remote und live auf Deutsch: Euer Führungsteam lernt, KI sicher einzusetzen, und baut eigene Abläufe. Erste Person ${format.chf(cohortProgramme.prices.firstSeat)}, weitere die Hälfte.`,
} as const satisfies PageMeta;

export const content = { meta, academy: academyContent, faq: academyFaq, course: cohortCourse } as const satisfies PageContent<'academy'>;
