import { operator } from '../../operator';
import { cohortProgramme } from '../../cohortProgramme';
import { formatterFor } from '../../../lib/format';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { academyContent } from '../academy';
import { academyFaq } from '../academyFaq';
import { cohortCourse } from '../cohortCourse';

const format = formatterFor('fr-CH');

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Academy: programme IA en cohorte sur 10 semaines | ${operator.brand}`,
  description: `Dix semaines en ligne et en direct, en allemand: votre direction apprend à utiliser l’IA en sécurité. Première personne ${format.chf(cohortProgramme.prices.firstSeat)}, les suivantes à moitié prix.`,
} as const satisfies PageMeta;

export const content = { meta, academy: academyContent, faq: academyFaq, course: cohortCourse } as const satisfies PageContent<'academy'>;
