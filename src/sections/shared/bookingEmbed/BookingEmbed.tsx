import { ArrowUpRight, CalendarDays, CircleAlert, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { bookingPageUrl, type BookingEmbedContent } from '../../../content/booking';
import { useComponentLabels } from '../../../components/ComponentLabels';
import { BOOKING_EMBED_ATTRIBUTE, BOOKING_SHOW_ATTRIBUTE, BOOKING_STATUS_ATTRIBUTE } from '../../../components/behaviours/bookingEmbedMarks';
import { Cluster } from '../../../components/Cluster';
import { CalendarSlot, FallbackLink, Frame, Panel, Small, Spin, Status, Text, Title } from './BookingEmbed.styles';

export interface BookingEmbedProps {
  /** Cal.com event link; without it the embed raises «calLink is required» and shows the contacts instead. */
  calLink: string | undefined;
  /** Cal.com namespace, one per calendar on a page. */
  namespace: string;
  /** Panel texts for every state, and the contacts shown when the embed cannot work. */
  content: BookingEmbedContent;
  /** Anchor for «jump to the calendar» links, e.g. `calendar`; the calendar then takes focus on a jump. */
  id?: string;
}

function BookingPageLink({ calLink, label }: { calLink: string; label: string }) {
  const { opensInNewTab } = useComponentLabels();
  return (
    <FallbackLink href={bookingPageUrl(calLink)} target="_blank" rel="noopener noreferrer">
      {label}
      <Icon icon={ArrowUpRight} size="sm" />
      <VisuallyHidden>{opensInNewTab}</VisuallyHidden>
    </FallbackLink>
  );
}

/** Without a calendar link the embed cannot work: the specification's error, and the contacts instead, the rest of the page intact. */
function Unavailable({ content }: { content: BookingEmbedContent }) {
  const { unavailable } = content;
  return (
    <Frame role="alert" data-phase="unavailable">
      <Panel>
        <Icon icon={CircleAlert} size="lg" />
        <Title>{unavailable.title}</Title>
        <Text>{unavailable.text}</Text>
        <Cluster gap={4} align="center">
          <FallbackLink href={`mailto:${unavailable.email}`}>{unavailable.email}</FallbackLink>
          <FallbackLink href={unavailable.phone.href}>{unavailable.phone.display}</FallbackLink>
        </Cluster>
      </Panel>
    </Frame>
  );
}

/**
 * Cal.com's scheduler behind a consent prompt and a plain link. The page
 * carries the prompt as it is: what the calendar is, «Kalender anzeigen»,
 * the booking page's address and why nothing loaded yet. The behaviour
 * `bookingEmbeds` runs it: on «Kalender anzeigen» (a press or a click
 * alone), or by itself when it comes into view once the visitor has given
 * functional consent, it loads Cal.com's embed (the only React it needs)
 * into its slot, says it is loading, shows the calendar once it is ready,
 * offers «Erneut versuchen» and the link when it fails, and leads a booking
 * to /de/booking-confirmed. Its phase (`data-phase`: link, loading, ready,
 * failed) decides by CSS which part shows.
 */
export function BookingEmbed({ calLink, namespace, content, id }: BookingEmbedProps) {
  if (!calLink) {
    // The specification's own error; the page stays.
    if (typeof window !== 'undefined') console.error('Terminbuchung: calLink is required');
    return <Unavailable content={content} />;
  }
  return (
    <Frame
      id={id}
      tabIndex={id ? -1 : undefined}
      data-phase="link"
      {...{ [BOOKING_EMBED_ATTRIBUTE]: namespace }}
      data-cal-link={calLink}
      data-loading-text={content.loading}
      data-failed-text={content.failed}
    >
      <CalendarSlot />
      <Panel>
        <span data-when="link loading ready">
          <Icon icon={CalendarDays} size="lg" />
        </span>
        <span data-when="failed">
          <Icon icon={CircleAlert} size="lg" />
        </span>
        <Title>{content.title}</Title>
        <Text>{content.text}</Text>
        <div role="status">
          <Status data-when="loading failed">
            <Spin data-when="loading">
              <Icon icon={LoaderCircle} size="sm" />
            </Spin>
            <span {...{ [BOOKING_STATUS_ATTRIBUTE]: '' }} />
          </Status>
        </div>
        <Cluster gap={4} align="center">
          <Button data-when="link" {...{ [BOOKING_SHOW_ATTRIBUTE]: '' }}>
            {content.showCalendar}
          </Button>
          <Button data-when="failed" variant="secondary" {...{ [BOOKING_SHOW_ATTRIBUTE]: '' }}>
            {content.retry}
          </Button>
          <BookingPageLink calLink={calLink} label={content.fallbackLink} />
        </Cluster>
        <Small data-when="link">{content.privacyNote}</Small>
      </Panel>
    </Frame>
  );
}
