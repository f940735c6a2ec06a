import { all, closestIn, documentOf, listen, within, type Behaviour } from '../../components/behaviours/behaviour';
import { BOOKING_EMBED_ATTRIBUTE, BOOKING_SHOW_ATTRIBUTE, BOOKING_STATUS_ATTRIBUTE } from '../../components/behaviours/bookingEmbedMarks';
import { localizedPagePaths } from '../../lib/paths';

type Phase = 'link' | 'loading' | 'ready' | 'failed';

/**
 * A booking embed's prompt (src/sections/shared/bookingEmbed/BookingEmbed.tsx)
 * made to work: «Kalender anzeigen» and «Erneut versuchen» load the
 * calendar, and so does the embed coming into view once the visitor has
 * given functional consent. Loading means the booking integration's
 * scheduler (Cal.com's React embed: the only framework the page ever
 * loads, and only now) mounted into the embed's slot on a root of its own
 * (src/site/calendarIsland.tsx). The frame's phase says what shows; its
 * status says what happens; a booking leads to the confirmation page in
 * the page's language.
 */
export const bookingEmbeds: Behaviour = (root, { integrations: { booking, consent }, locale, address }) => {
  const view = documentOf(root).defaultView!;
  const unmounts = new Map<HTMLElement, () => void>();

  const setPhase = (frame: HTMLElement, phase: Phase) => {
    frame.setAttribute('data-phase', phase);
    if (phase === 'loading') frame.setAttribute('aria-busy', 'true');
    else frame.removeAttribute('aria-busy');
    const status = frame.querySelector(`[${BOOKING_STATUS_ATTRIBUTE}]`);
    if (status) status.textContent = phase === 'loading' ? (frame.dataset.loadingText ?? '') : phase === 'failed' ? (frame.dataset.failedText ?? '') : '';
  };

  const show = async (frame: HTMLElement) => {
    const phase = frame.getAttribute('data-phase');
    if (phase !== 'link' && phase !== 'failed') return;
    unmounts.get(frame)?.();
    unmounts.delete(frame);
    setPhase(frame, 'loading');
    // Each attempt reports for itself: a late answer of an unmounted one changes nothing.
    let current = true;
    const settle = (next: Phase) => {
      if (current && frame.getAttribute('data-phase') === 'loading') setPhase(frame, next);
    };
    try {
      const [Calendar, { mountCalendar }] = await Promise.all([booking.loadCalendar(), import('../calendarIsland')]);
      const slot = frame.firstElementChild as HTMLElement;
      const unmount = mountCalendar(slot, Calendar, {
        calLink: frame.dataset.calLink ?? '',
        namespace: frame.getAttribute(BOOKING_EMBED_ATTRIBUTE) ?? '',
        onReady: () => settle('ready'),
        onFailed: () => settle('failed'),
        onBooked: () => address.go(localizedPagePaths.bookingConfirmed[locale]),
      });
      unmounts.set(frame, () => {
        current = false;
        unmount();
      });
    } catch {
      settle('failed');
    }
  };

  // With functional consent, an embed loads by itself once it comes into view.
  const observer = new view.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      void show(entry.target as HTMLElement);
    }
  });
  const observeWithConsent = () => {
    if (!consent.getSnapshot().choice.functional) return;
    for (const frame of within<HTMLElement>(root, `[${BOOKING_EMBED_ATTRIBUTE}][data-phase='link']`)) observer.observe(frame);
  };
  observeWithConsent();

  return all(
    listen<MouseEvent>(root, 'click', (event) => {
      const button = closestIn<HTMLElement>(event, root, `[${BOOKING_SHOW_ATTRIBUTE}]`);
      const frame = button?.closest<HTMLElement>(`[${BOOKING_EMBED_ATTRIBUTE}]`);
      if (frame) void show(frame);
    }),
    consent.subscribe(observeWithConsent),
    () => observer.disconnect(),
    () => {
      for (const unmount of unmounts.values()) unmount();
      unmounts.clear();
    },
  );
};
