import { JsonLdScript } from '../components/JsonLdScript';
import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { academyConversation, calendarAnchor } from '../content/booking';
import { cohortProgramme } from '../content/cohortProgramme';
import { courseStructuredData } from '../content/courseStructuredData';
import { absoluteUrl } from '../content/siteStructuredData';
import { useLocale } from '../lib/localeContext';
import { localizedPagePaths } from '../lib/paths';
import { faqPageStructuredData } from '../lib/structuredData';
import { AcademyHero } from '../sections/academy/AcademyHero';
import { ProgrammeAtAGlance } from '../sections/academy/ProgrammeAtAGlance';
import { CalendarBooking } from '../sections/shared/CalendarBooking';
import { ProblemSolution } from '../sections/academy/ProblemSolution';
import { TalksAndWorkshops } from '../sections/academy/TalksAndWorkshops';
import { ProgrammePhases } from '../sections/academy/ProgrammePhases';
import { ProgrammeOutcomes } from '../sections/academy/ProgrammeOutcomes';
import { AcademyTestimonials } from '../sections/academy/AcademyTestimonials';
import { AcademyPrices } from '../sections/academy/AcademyPrices';
import { MilestoneTimeline } from '../sections/academy/MilestoneTimeline';
import { AcademyFaq } from '../sections/academy/AcademyFaq';
import { StickyCtaBar } from '../sections/academy/StickyCtaBar';

/**
 * The Academy (/de/academy, /fr/academy): the cohort programme, section by section in the spec's order,
 * so a sponsor learns what happens when, what it costs, what remains and
 * whether it fits. The sticky bar comes last: it rests at the end of `<main>`.
 * The FAQPage (the same entries the accordion shows) and Course JSON-LD are
 * written here rather than in the route table, so they load with this page
 * only, and only the prerenderer builds them (JsonLdScript).
 */
export function AcademyPage({ content }: { content: PageContent<'academy'> }) {
  const { academy: academyContent, faq: academyFaq, course } = content;
  const locale = useLocale();
  return (
    <>
      <JsonLdScript
        data={
          import.meta.env.SSR
            ? [
                faqPageStructuredData(academyFaq, locale),
                courseStructuredData({ course, programme: cohortProgramme, priceLines: academyContent.prices.lines, url: absoluteUrl(localizedPagePaths.academy[locale]) }),
              ]
            : null
        }
      />
      <AcademyHero content={academyContent.hero} />
      <ProgrammeAtAGlance content={academyContent.atAGlance} />
      <CalendarBooking
        content={academyContent.booking}
        calendar={academyConversation}
        embedContent={academyContent.bookingEmbed}
        titleId="academy-booking-title"
        anchorId={calendarAnchor}
      />
      <ProblemSolution content={academyContent.problemSolution} />
      <TalksAndWorkshops content={academyContent.talks} />
      <ProgrammePhases content={academyContent.programme} />
      <ProgrammeOutcomes content={academyContent.outcomes} />
      <AcademyTestimonials content={academyContent.testimonials} />
      <AcademyPrices content={academyContent.prices} prices={cohortProgramme.prices} />
      <MilestoneTimeline content={academyContent.timeline} />
      <AcademyFaq content={academyContent.faq} />
      <StickyCtaBar content={academyContent.stickyCta} />
    </>
  );
}

/** The page's module, which the route table loads. */
export const page = { Page: AcademyPage } satisfies PageModule<'academy'>;
