import { PageIntro } from '../../components/PageIntro';
import { LinkButton } from '../../components/LinkButton';
import { ChatButton } from '../../components/ChatButton';
import type { AcademyHeroContent } from '../../content/academy';
import { HeroActions } from '../shared/HeroOpening';

export interface AcademyHeroProps {
  /** Eyebrow, the page's h1, the lead, the intro call link and the chat button's label. */
  content: AcademyHeroContent;
}

/**
 * The Academy's promise and its two ways in: the free intro call (a
 * conversion) and the support chat, which loads only on the click and
 * records `start_chat_cohort_hero`.
 */
export function AcademyHero({ content }: AcademyHeroProps) {
  return (
    <PageIntro titleId="academy-title" eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
      <HeroActions>
        <LinkButton to={content.primaryCta.to} reportsConversion={content.primaryCta.reportsConversion} size="lg">
          {content.primaryCta.label}
        </LinkButton>
        <ChatButton event="start_chat_cohort_hero" size="lg" fallbackEmail={content.fallbackEmail}>
          {content.chatLabel}
        </ChatButton>
      </HeroActions>
    </PageIntro>
  );
}
