import { Fragment } from 'react';
import styled from 'styled-components';
import { Stack } from '../../components/Stack';
import { FileText, Server } from 'lucide-react';
import { LinkButton } from '../../components/LinkButton';
import { ChatButton } from '../../components/ChatButton';
import { Icon } from '../../components/Icon';
import { FactList } from '../../components/FactList';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { HeroContent } from '../../content/home';
import { HeroOpening } from '../shared/HeroOpening';
import { theme } from '../../design/theme';
import { cardSurface, chipSurface, tileSurface } from '../../components/surfaces';

export interface HeroProps {
  /** The section's words (`HeroContent`), from `src/content/home.ts`; nothing the section says is written in the component. */
  content: HeroContent;
  /** Offered by the chat button when the chat cannot be reached. */
  fallbackEmail: string;
}

const TITLE_ID = 'home-hero-title';

const Preview = styled.figure`
  ${cardSurface({ ground: 'paper' })}
  box-shadow: ${theme.shadows.lg};
  overflow: hidden;
  font-size: ${theme.fontSizes.sm};
`;

const PreviewBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.surface};
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
  font-weight: ${theme.fontWeights.semibold};
`;

const Model = styled.span`
  display: inline-flex;
  gap: ${theme.space[1]};
  padding: ${theme.insets.chip};
  ${chipSurface({ ground: 'paper' })}
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.inkMuted};

  strong {
    color: ${theme.colors.ink};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

/* The preview's messages, inset from the window's edges. */
const Conversation = styled(Stack)`
  padding: ${theme.space[5]};
`;

const Question = styled.div`
  align-self: flex-end;
  max-width: 85%;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${theme.space[2]};
`;

const Attachment = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} ${theme.space[3]};
  ${tileSurface()}
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.inkMuted};
  /* A long file name breaks where it must; the file's icon keeps its size beside it (it shrank to nothing at 320 px). */
  overflow-wrap: anywhere;
  svg {
    flex-shrink: 0;
  }
`;

const Bubble = styled.p`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  border-bottom-right-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceStrong};
  /* Invisible here; in forced colours (where backgrounds go) it draws the bubble's edge. */
  outline: ${theme.borderWidths.thin} solid transparent;
  outline-offset: calc(-1 * ${theme.borderWidths.thin});
`;

const Answer = styled.div`
  max-width: 92%;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  border-bottom-left-radius: ${theme.radii.sm};

  ol {
    margin-top: ${theme.space[2]};
    padding-left: ${theme.sizes.listIndent};
  }
  li + li {
    margin-top: ${theme.space[1]};
  }
`;

const PreviewFooter = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[5]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.inkMuted};
`;

/** A file name that may break after each «_», between its words, instead of inside one («Stiftungs|rat» at 320 px). */
function breaksAfterUnderscores(fileName: string) {
  const parts = fileName.split('_');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}

/**
 * The first screen: the promise, the two ways to get in touch and a small
 * chat drawn in HTML, so nothing waits for an image.
 */
export function Hero({ content, fallbackEmail }: HeroProps) {
  const { preview } = content;
  const previewContent = (
    <>
      <VisuallyHidden as="figcaption">{preview.caption}</VisuallyHidden>
      <PreviewBar>
        <span>{preview.product}</span>
        <Model>
          {preview.modelLabel}: <strong>{preview.model}</strong>
        </Model>
      </PreviewBar>
      <Conversation gap={{ base: 4 }}>
        <Question>
          <Attachment>
            <Icon icon={FileText} size="sm" />
            <span>{breaksAfterUnderscores(preview.attachment)}</span>
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
    </>
  );

  return (
    <HeroOpening
      titleId={TITLE_ID}
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.lead}
      actions={
        <>
          <LinkButton to={content.primaryCta.to} reportsConversion={content.primaryCta.reportsConversion} size="lg">
            {content.primaryCta.label}
          </LinkButton>
          <ChatButton size="lg" fallbackEmail={fallbackEmail}>
            {content.chatLabel}
          </ChatButton>
        </>
      }
      aside={<Preview>{previewContent}</Preview>}
    >
      <FactList items={content.facts} divided />
    </HeroOpening>
  );
}
