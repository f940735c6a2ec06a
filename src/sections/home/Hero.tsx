import styled from 'styled-components';
import { FileText, Server } from 'lucide-react';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { LinkButton } from '../../components/LinkButton';
import { ChatButton } from '../../components/ChatButton';
import { Icon } from '../../components/Icon';
import { FactList } from '../../components/FactList';
import { StaticContent } from '../../components/StaticContent';
import { useStaticHtml } from '../../lib/useStaticHtml';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { HeroContent } from '../../content/home';
import { Eyebrow } from '../../components/SectionIntro';
import { Columns } from '../../components/Columns';
import { Lead } from '../../components/Lead';

export interface HeroProps {
  /** The section's words (`HeroContent`), from `src/content/home.ts`; nothing the section says is written in the component. */
  content: HeroContent;
  /** Offered by the chat button when the chat cannot be reached. */
  fallbackEmail: string;
}

const TITLE_ID = 'home-hero-title';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Preview = styled.figure`
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.paper};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PreviewBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Model = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.insets.chip};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.paper};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.inkMuted};

  strong {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Conversation = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
`;

const Question = styled.div`
  align-self: flex-end;
  max-width: 85%;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Attachment = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Bubble = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-bottom-right-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceStrong};
  /* Invisible here; in forced colours (where backgrounds go) it draws the bubble's edge. */
  outline: ${({ theme }) => theme.borderWidths.thin} solid transparent;
  outline-offset: calc(-1 * ${({ theme }) => theme.borderWidths.thin});
`;

const Answer = styled.div`
  max-width: 92%;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-bottom-left-radius: ${({ theme }) => theme.radii.sm};

  ol {
    margin-top: ${({ theme }) => theme.space[2]};
    padding-left: ${({ theme }) => theme.sizes.listIndent};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const PreviewFooter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/**
 * The first screen: the promise, the two ways to get in touch and a small
 * chat drawn in HTML, so nothing waits for an image. Only the two ways in
 * are hydrated; the words and the drawn chat are kept as prerendered.
 */
export function Hero({ content, fallbackEmail }: HeroProps) {
  const { preview } = content;
  const previewContent = useStaticHtml<HTMLElement>(
    <>
      <VisuallyHidden as="figcaption">{preview.caption}</VisuallyHidden>
      <PreviewBar>
        <span>{preview.product}</span>
        <Model>
          {preview.modelLabel}: <strong>{preview.model}</strong>
        </Model>
      </PreviewBar>
      <Conversation>
        <Question>
          <Attachment>
            <Icon icon={FileText} size="sm" />
            {preview.attachment}
          </Attachment>
          <Bubble>{preview.question}</Bubble>
        </Question>
        <Answer>
          <p>{preview.answerIntro}</p>
          <ol>
            {preview.answerPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ol>
        </Answer>
      </Conversation>
      <PreviewFooter>
        <Icon icon={Server} size="sm" />
        {preview.location}
      </PreviewFooter>
    </>,
  );

  return (
    <Section labelledBy={TITLE_ID} spacing="spacious">
      <Columns $split="7-5" $align="center">
        <div>
          <StaticContent>
            <Eyebrow>{content.eyebrow}</Eyebrow>
            <Heading level={1} id={TITLE_ID}>
              {content.title}
            </Heading>
            <Lead $measure="lead">{content.lead}</Lead>
          </StaticContent>
          <Actions>
            <LinkButton to={content.primaryCta.to} reportsConversion={content.primaryCta.reportsConversion} size="lg">
              {content.primaryCta.label}
            </LinkButton>
            <ChatButton size="lg" fallbackEmail={fallbackEmail}>
              {content.chatLabel}
            </ChatButton>
          </Actions>
          <StaticContent>
            <FactList items={content.facts} divided />
          </StaticContent>
        </div>

        <Preview {...previewContent} />
      </Columns>
    </Section>
  );
}
