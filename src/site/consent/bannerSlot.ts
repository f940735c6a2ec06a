/**
 * Gives the page as much room at its end as the banner is high, for as long
 * as the banner shows, so the last links stay reachable. Space added at the
 * very end moves nothing on screen. Returns what stops it and takes the
 * room back.
 */
export function keepRoomBelow(banner: Element): () => void {
  const { body, defaultView: view } = banner.ownerDocument;
  const fit = () => {
    // A hidden banner (display: none) has no boxes and needs no room.
    const shown = banner.getClientRects().length > 0;
    body.style.paddingBottom = shown && view ? `${Math.ceil(view.innerHeight - banner.getBoundingClientRect().top)}px` : '';
  };
  const observer = new ResizeObserver(fit);
  observer.observe(banner);
  return () => {
    observer.disconnect();
    body.style.paddingBottom = '';
  };
}
