import { Component, useCallback, useEffect, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowUpRight, CalendarDays, CircleAlert, LoaderCircle } from 'lucide-react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useConsent, useIntegrations } from '../../integrations/IntegrationsContext';
import type { CalendarProps } from '../../integrations/types';
import { pagePaths } from '../../lib/paths';
import { bookingPageUrl, type BookingEmbedContent } from '../../content/booking';
import { useComponentLabels } from '../../components/ComponentLabels';

export interface BookingEmbedProps {
  /** Cal.com event link; without it the embed raises «calLink is required». */
  calLink: string | undefined;
  namespace: string;
  copy: BookingEmbedContent;
  /** Anchor for «jump to the calendar» buttons, e.g. `calendar`. */
  id?: string;
}

type Phase = 'link' | 'loading' | 'ready' | 'failed';

/** The same height in every state: showing the calendar never moves the page. */
const Frame = styled.div`
  position: relative;
  height: ${({ theme }) => theme.layout.bookingEmbedHeight};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.paper};
  overflow: hidden;
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]});
`;

const CalendarSlot = styled.div<{ $visible: boolean }>`
  position: absolute;
  inset: 0;
  visibility: ${({ $visible }) => ($visible ? 'visible' : 'hidden')};
`;

const Panel = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  align-content: center;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Text = styled.p`
  max-width: 34rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Small = styled(Text)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 34rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Spin = styled.span`
  display: inline-flex;
  animation: booking-spin 1s linear infinite;
  @keyframes booking-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const FallbackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

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
function Scheduler({ calLink, namespace, copy, id }: BookingEmbedProps) {
  // The specification's own error; the boundary around keeps the page.
  if (!calLink) throw new Error('calLink is required');

  const { booking } = useIntegrations();
  const { choice } = useConsent();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('link');
  const [attempt, setAttempt] = useState(0);
  const [Calendar, setCalendar] = useState<ComponentType<CalendarProps> | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);

  const show = useCallback(() => {
    setPhase('loading');
    setAttempt((count) => count + 1);
    booking.loadCalendar().then(
      (loaded) => setCalendar(() => loaded),
      () => setPhase('failed'),
    );
  }, [booking]);

  useEffect(() => {
    const frame = frameRef.current;
    if (phase !== 'link' || !choice.functional || !frame) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        show();
      }
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [phase, choice.functional, show]);

  const onReady = useCallback(() => setPhase('ready'), []);
  const onFailed = useCallback(() => setPhase('failed'), []);
  const onBooked = useCallback(() => navigate(pagePaths.bookingConfirmed), [navigate]);

  const calendarMounted = Calendar !== null && (phase === 'loading' || phase === 'ready');

  return (
    <Frame ref={frameRef} id={id} aria-busy={phase === 'loading' || undefined} data-phase={phase}>
      {calendarMounted && (
        <CalendarSlot $visible={phase === 'ready'}>
          <Calendar key={attempt} calLink={calLink} namespace={namespace} onReady={onReady} onFailed={onFailed} onBooked={onBooked} />
        </CalendarSlot>
      )}
      {phase !== 'ready' && (
        <Panel>
          <Icon icon={phase === 'failed' ? CircleAlert : CalendarDays} size="lg" />
          <Title>{copy.title}</Title>
          <Text>{copy.text}</Text>
          <div role="status">
            {phase === 'loading' && (
              <Status>
                <Spin>
                  <Icon icon={LoaderCircle} size="sm" />
                </Spin>
                {copy.loading}
              </Status>
            )}
            {phase === 'failed' && <Status>{copy.failed}</Status>}
          </div>
          <Actions>
            {phase === 'link' && <Button onClick={show}>{copy.showCalendar}</Button>}
            {phase === 'failed' && (
              <Button variant="secondary" onClick={show}>
                {copy.retry}
              </Button>
            )}
            <BookingPageLink calLink={calLink} label={copy.fallbackLink} />
          </Actions>
          {phase === 'link' && <Small>{copy.privacyNote}</Small>}
        </Panel>
      )}
    </Frame>
  );
}

interface BoundaryProps {
  copy: BookingEmbedContent;
  children: ReactNode;
}

/** Contains the embed's errors (a missing link above all): the rest of the page stays. */
class BookingErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Terminbuchung:', error.message, info.componentStack ?? '');
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { unavailable } = this.props.copy;
    return (
      <Frame role="alert" data-phase="unavailable">
        <Panel>
          <Icon icon={CircleAlert} size="lg" />
          <Title>{unavailable.title}</Title>
          <Text>{unavailable.text}</Text>
          <Actions>
            <FallbackLink href={`mailto:${unavailable.email}`}>{unavailable.email}</FallbackLink>
            <FallbackLink href={unavailable.phone.href}>{unavailable.phone.display}</FallbackLink>
          </Actions>
        </Panel>
      </Frame>
    );
  }
}

export function BookingEmbed(props: BookingEmbedProps) {
  return (
    <BookingErrorBoundary copy={props.copy}>
      <Scheduler {...props} />
    </BookingErrorBoundary>
  );
}
