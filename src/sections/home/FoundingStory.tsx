import styled from 'styled-components';
import { CalendarCheck, Check } from 'lucide-react';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import type { FoundingStoryContent } from '../../content/home';
import { SectionIntro } from '../../components/SectionIntro';
import { PlainList } from '../../components/listStyles';
import { Columns } from '../../components/Columns';
import { ProseColumn, ProseParagraph } from '../../components/ProseColumn';
import { theme } from '../../design/theme';
import { cardSurface, chipSurface } from '../../components/surfaces';
import { Cluster } from '../../components/Cluster';

export interface FoundingStoryProps {
  /** The section's words (`FoundingStoryContent`), from `src/content/home.ts`; nothing the section says is written in the component. */
  content: FoundingStoryContent;
}

const TITLE_ID = 'home-founding-story-title';
const OFFER_ID = 'home-founding-offer-title';

const Signature = styled.p`
  padding-top: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.inkMuted};
`;

const Offer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  padding: ${theme.space[6]};
  ${cardSurface({ ground: 'surface' })}
`;

const Meta = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};

  li {
    padding: ${theme.insets.badge};
    ${chipSurface({ ground: 'paper' })}
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Points = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  li {
    display: flex;
    gap: ${theme.space[2]};
  }
  svg {
    margin-top: ${theme.nudges.lg};
    flex-shrink: 0;
  }
`;

/** Why the company exists, next to the free 30-minute first call. */
export function FoundingStory({ content }: FoundingStoryProps) {
  const { offer } = content;

  return (
    <Section labelledBy={TITLE_ID}>
      <Columns $split="7-5">
        <ProseColumn>
          <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} flush />
          {content.paragraphs.map((paragraph) => (
            <ProseParagraph key={paragraph}>{paragraph}</ProseParagraph>
          ))}
          <Signature>{content.signature}</Signature>
        </ProseColumn>

        <Offer>
          <Cluster gap={3} align="center" wrap={false}>
            <Icon icon={CalendarCheck} size="lg" />
            <Heading level={3} size="md" id={OFFER_ID}>
              {offer.title}
            </Heading>
          </Cluster>
          <Meta>
            {offer.meta.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Meta>
          <Points>
            {offer.points.map((point) => (
              <li key={point}>
                <Icon icon={Check} size="sm" />
                {point}
              </li>
            ))}
          </Points>
          <LinkButton to={offer.cta.to} reportsConversion={offer.cta.reportsConversion} fullWidth>
            {offer.cta.label}
          </LinkButton>
        </Offer>
      </Columns>
    </Section>
  );
}
