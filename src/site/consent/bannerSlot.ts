import { CONSENT_BANNER_ATTRIBUTE, CONSENT_SLOT_ATTRIBUTE } from './bannerMarks';

/**
 * Gives the page as much room at its end as the banner is high, for as long
 * as the banner shows, so the last links stay reachable. Space added at the
 * very end moves nothing on screen. Returns what stops it and takes the
 * room back.
 */
export function keepRoomBelow(banner: Element): () => void {
  const fit = () => {
    // A hidden banner (display: none) has no boxes and needs no room.
    const shown = banner.getClientRects().length > 0;
    document.body.style.paddingBottom = shown ? `${Math.ceil(window.innerHeight - banner.getBoundingClientRect().top)}px` : '';
  };
  const observer = new ResizeObserver(fit);
  observer.observe(banner);
  return () => {
    observer.disconnect();
    document.body.style.paddingBottom = '';
  };
}

/**
 * Shows the banner every prerendered page carries (hidden), before the app
 * has started: for a visitor without a stored choice, whose answer it asks.
 * The app takes the banner over as it hydrates (ConsentManager).
 */
export function showPrerenderedBanner(): void {
  const slot = document.querySelector<HTMLElement>(`[${CONSENT_SLOT_ATTRIBUTE}]`);
  const banner = slot?.querySelector(`[${CONSENT_BANNER_ATTRIBUTE}]`);
  if (!slot || !banner) return;
  slot.hidden = false;
  keepRoomBelow(banner);
}
