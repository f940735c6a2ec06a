import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { FactList } from '../../components/FactList';
import { Eyebrow } from '../../components/SectionIntro';
import { Columns } from '../../components/Columns';
import { BookingEmbed } from './bookingEmbed/BookingEmbed';
import type { BookingCalendar, BookingEmbedContent, CalendarBookingContent } from '../../content/booking';
import { theme } from '../../design/theme';

export interface CalendarBookingProps {
  /** What the conversation is: eyebrow, title, a sentence and its facts (length, format, language). */
  content: CalendarBookingContent;
  /** Which Cal.com event the calendar books, in which namespace. */
  calendar: BookingCalendar;
  /** The calendar panel's texts for every state. */
  embedContent: BookingEmbedContent;
  /** Id of the h2, unique on the page; it also names the section. */
  titleId: string;
  /** Id of the calendar, the target of «to the calendar» links (`calendar` in the specification). */
  anchorId: string;
}

const Text = styled.p`
  margin-top: ${theme.space[4]};
  color: ${theme.colors.inkMuted};
`;

/** The booking card: what the free conversation is, next to the calendar. */
export function CalendarBooking({ content, calendar, embedContent, titleId, anchorId }: CalendarBookingProps) {
  return (
    <Section labelledBy={titleId} tone="surface">
      <Columns $split="4-8" $gap={6}>
        <div>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <Heading level={2} size="lg" id={titleId}>
            {content.title}
          </Heading>
          <Text>{content.text}</Text>
          <FactList items={content.facts} layout="stacked" />
        </div>
        <BookingEmbed calLink={calendar.calLink} namespace={calendar.namespace} content={embedContent} id={anchorId} />
      </Columns>
    </Section>
  );
}
