import styled from 'styled-components';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import { Eyebrow } from '../../components/SectionIntro';
import type { BookingConfirmedContent } from '../../content/bookingConfirmed';
import { Lead } from '../../components/Lead';
import { theme } from '../../design/theme';
import { roundMark } from '../../components/surfaces';
import { Grid } from '../../components/Grid';

export interface BookingConfirmationProps {
  /** The section's words (`BookingConfirmedContent`), from `src/content/bookingConfirmed.ts`; nothing the section says is written in the component. */
  content: BookingConfirmedContent;
}

const TITLE_ID = 'booking-confirmed-title';
const STEPS_ID = 'booking-confirmed-steps';

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.mark};
  height: ${theme.sizes.mark};
  margin-bottom: ${theme.space[5]};
  ${roundMark}
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
`;

const Steps = styled(Grid)`
  margin-top: ${theme.space[5]};
  counter-reset: step;

  li {
    counter-increment: step;
    padding-top: ${theme.space[4]};
    border-top: ${theme.borderWidths.thick} solid ${theme.colors.ink};
  }
  li::before {
    content: counter(step) '.';
    display: block;
    font-weight: ${theme.fontWeights.bold};
    margin-bottom: ${theme.space[1]};
  }
  p {
    margin-top: ${theme.space[2]};
    color: ${theme.colors.inkMuted};
  }
`;

const StepsTitle = styled(Heading)`
  margin-top: ${theme.space[8]};
`;

const Note = styled.p`
  margin-top: ${theme.space[7]};
  color: ${theme.colors.inkMuted};

  a {
    color: ${theme.colors.ink};
    font-weight: ${theme.fontWeights.semibold};
    white-space: nowrap;
  }
`;

const Back = styled.div`
  margin-top: ${theme.space[6]};
`;

/** Thanks, what happens next, how to change the appointment, the way back. */
export function BookingConfirmation({ content }: BookingConfirmationProps) {
  return (
    <Section labelledBy={TITLE_ID} spacing="spacious">
      <Mark>
        <Icon icon={CircleCheck} size="lg" />
      </Mark>
      <Eyebrow>{content.eyebrow}</Eyebrow>
      <Heading level={1} size="xl" id={TITLE_ID}>
        {content.title}
      </Heading>
      <Lead>{content.lead}</Lead>
      <StepsTitle level={2} size="md" id={STEPS_ID}>
        {content.nextStepsTitle}
      </StepsTitle>
      <Steps element="ol" columns={{ base: 1, md: 3 }} gap={{ base: 5 }} aria-labelledby={STEPS_ID}>
        {content.nextSteps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
      <Note>
        {content.changeNote} <a href={`mailto:${content.contact.email}`}>{content.contact.email}</a> ·{' '}
        <a href={content.contact.phone.href}>{content.contact.phone.display}</a>
      </Note>
      <Back>
        <LinkButton to={content.backLink.to} variant="secondary">
          <Icon icon={ArrowLeft} size="sm" />
          {content.backLink.label}
        </LinkButton>
      </Back>
    </Section>
  );
}
