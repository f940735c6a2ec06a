import styled from 'styled-components';
import { Link as LinkIcon } from 'lucide-react';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import type { FaqPageEntry } from '../../content/faq';
import { theme } from '../../design/theme';
import { FAQ_ANSWER_TEXT_ATTRIBUTE } from './faqBrowserMarks';

export interface FaqAnswerProps {
  /** The paragraphs of the answer, its optional further link and its id. */
  entry: FaqPageEntry;
  /** The label of the link to this answer's own address. */
  answerLinkLabel: string;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[4]};
`;

const OwnLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.sizes.touchTarget};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

/**
 * One open answer: its paragraphs, a link to the page that says more, and
 * a link to the answer itself, which support staff copy and send.
 */
export function FaqAnswer({ entry, answerLinkLabel }: FaqAnswerProps) {
  return (
    <>
      <div {...{ [FAQ_ANSWER_TEXT_ATTRIBUTE]: '' }}>
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Actions>
        {entry.link &&
          ('to' in entry.link ? (
            <LinkButton to={entry.link.to} reportsConversion={entry.link.reportsConversion} variant="secondary">
              {entry.link.label}
            </LinkButton>
          ) : (
            <LinkButton href={entry.link.href} variant="secondary">
              {entry.link.label}
            </LinkButton>
          ))}
        <OwnLink href={`#${entry.id}`}>
          <Icon icon={LinkIcon} size="sm" />
          {answerLinkLabel}
        </OwnLink>
      </Actions>
    </>
  );
}
