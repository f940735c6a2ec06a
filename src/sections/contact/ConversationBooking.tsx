import styled from 'styled-components';
import { Check } from 'lucide-react';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { Eyebrow } from '../../components/SectionIntro';
import { BookingEmbed } from '../booking/BookingEmbed';
import type { ContactContent } from '../../content/contact';
import type { BookingCalendar, BookingEmbedCopy } from '../../content/booking';

export interface ConversationBookingProps {
  content: ContactContent['conversation'];
  calendar: BookingCalendar;
  embedCopy: BookingEmbedCopy;
}

const TITLE_ID = 'contact-conversation-title';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 4fr 8fr;
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`;

const Text = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Facts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[5]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** The booking card: what the free conversation is, next to the calendar. */
export function ConversationBooking({ content, calendar, embedCopy }: ConversationBookingProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <Grid>
        <div>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <Heading level={2} size="lg" id={TITLE_ID}>
            {content.title}
          </Heading>
          <Text>{content.text}</Text>
          <Facts>
            {content.facts.map((fact) => (
              <li key={fact}>
                <Icon icon={Check} size="sm" />
                {fact}
              </li>
            ))}
          </Facts>
        </div>
        <BookingEmbed calLink={calendar.calLink} namespace={calendar.namespace} copy={embedCopy} id="calendar" />
      </Grid>
    </Section>
  );
}
