import { useCallback, useRef } from 'react';
import { ArrowUpRight, CalendarDays, CircleAlert, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useConsent, useIntegrations } from '../../../integrations/IntegrationsContext';
import { localizedPagePaths } from '../../../lib/paths';
import { useAddressBar } from '../../../lib/address';
import { useLocale } from '../../../lib/localeContext';
import { bookingPageUrl, type BookingEmbedContent } from '../../../content/booking';
import { useComponentLabels } from '../../../components/ComponentLabels';
import { Actions, CalendarSlot, FallbackLink, Frame, Panel, Small, Spin, Status, Text, Title } from './BookingEmbed.styles';
import { BookingErrorBoundary } from './BookingErrorBoundary';
import { useBookingEmbedState } from './useBookingEmbedState';
import { useOnceInView } from './useOnceInView';

export interface BookingEmbedProps {
  /** Cal.com event link; without it the embed raises «calLink is required». */
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

/**
 * Cal.com's scheduler behind a plain link. It loads on «Kalender anzeigen»,
 * or by itself when it scrolls into view and the visitor has given
 * functional consent; a booking leads to /de/booking-confirmed.
 */
function Scheduler({ calLink, namespace, content, id }: BookingEmbedProps) {
  // The specification's own error; the boundary around keeps the page.
  if (!calLink) throw new Error('calLink is required');

  const { booking } = useIntegrations();
  const { choice } = useConsent();
  const address = useAddressBar();
  const locale = useLocale();
  const { state, show, onReady, onFailed } = useBookingEmbedState(booking);
  const { phase, attempt, Calendar } = state;
  const frameRef = useRef<HTMLDivElement>(null);

  useOnceInView(frameRef, phase === 'link' && choice.functional, show);

  // The booking confirmation in the page's own language.
  const onBooked = useCallback(() => address.go(localizedPagePaths.bookingConfirmed[locale]), [address, locale]);

  const calendarMounted = Calendar !== null && (phase === 'loading' || phase === 'ready');

  return (
    <Frame ref={frameRef} id={id} tabIndex={id ? -1 : undefined} aria-busy={phase === 'loading' || undefined} data-phase={phase}>
      {calendarMounted && (
        <CalendarSlot $visible={phase === 'ready'}>
          <Calendar key={attempt} calLink={calLink} namespace={namespace} onReady={onReady} onFailed={onFailed} onBooked={onBooked} />
        </CalendarSlot>
      )}
      {phase !== 'ready' && (
        <Panel>
          <Icon icon={phase === 'failed' ? CircleAlert : CalendarDays} size="lg" />
          <Title>{content.title}</Title>
          <Text>{content.text}</Text>
          <div role="status">
            {phase === 'loading' && (
              <Status>
                <Spin>
                  <Icon icon={LoaderCircle} size="sm" />
                </Spin>
                {content.loading}
              </Status>
            )}
            {phase === 'failed' && <Status>{content.failed}</Status>}
          </div>
          <Actions>
            {phase === 'link' && <Button onClick={show}>{content.showCalendar}</Button>}
            {phase === 'failed' && (
              <Button variant="secondary" onClick={show}>
                {content.retry}
              </Button>
            )}
            <BookingPageLink calLink={calLink} label={content.fallbackLink} />
          </Actions>
          {phase === 'link' && <Small>{content.privacyNote}</Small>}
        </Panel>
      )}
    </Frame>
  );
}

export function BookingEmbed(props: BookingEmbedProps) {
  return (
    <BookingErrorBoundary content={props.content}>
      <Scheduler {...props} />
    </BookingErrorBoundary>
  );
}
