import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { FactList } from '../../components/FactList';
import { Eyebrow } from '../../components/SectionIntro';
import { BookingEmbed } from '../shared/bookingEmbed/BookingEmbed';
import type { ContactContent } from '../../content/contact';
import type { BookingCalendar, BookingEmbedContent } from '../../content/booking';
import { Columns } from '../../components/Columns';

export interface ConversationBookingProps {
  content: ContactContent['conversation'];
  calendar: BookingCalendar;
  embedContent: BookingEmbedContent;
}

const TITLE_ID = 'contact-conversation-title';

const Text = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The booking card: what the free conversation is, next to the calendar. */
export function ConversationBooking({ content, calendar, embedContent }: ConversationBookingProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <Columns $split="4-8" $gap={6}>
        <div>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <Heading level={2} size="lg" id={TITLE_ID}>
            {content.title}
          </Heading>
          <Text>{content.text}</Text>
          <FactList items={content.facts} layout="stacked" />
        </div>
        <BookingEmbed calLink={calendar.calLink} namespace={calendar.namespace} content={embedContent} id="calendar" />
      </Columns>
    </Section>
  );
}
