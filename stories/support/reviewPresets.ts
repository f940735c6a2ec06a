import { colors } from '../../src/design/tokens';

/**
 * The widths a page is reviewed at: the phone and desktop widths the tests
 * check (390 and 1280 px, as in the page stories' screenshots and the
 * end-to-end visitor pass), a tablet at the `md` breakpoint, and 320 px,
 * where WCAG 1.4.10 asks that nothing scroll sideways (400 % zoom of a
 * 1280 px screen; the visitor pass checks every route there).
 */
export const reviewWidths = { reflow: 320, phone: 390, tablet: 768, desktop: 1280 } as const;

/** The phone the page stories' screenshots are taken on. */
export const PHONE_VIEWPORT = { width: reviewWidths.phone, height: 844 } as const;

export const reviewViewports = {
  reflow: { name: `Kleinste Breite (${reviewWidths.reflow} px, 400 % Zoom)`, styles: { width: `${reviewWidths.reflow}px`, height: '640px' }, type: 'mobile' },
  phone: { name: `Telefon (${reviewWidths.phone} px)`, styles: { width: `${reviewWidths.phone}px`, height: '844px' }, type: 'mobile' },
  tablet: { name: `Tablet (${reviewWidths.tablet} px)`, styles: { width: `${reviewWidths.tablet}px`, height: '1024px' }, type: 'tablet' },
  desktop: { name: `Desktop (${reviewWidths.desktop} px)`, styles: { width: `${reviewWidths.desktop}px`, height: '800px' }, type: 'desktop' },
} as const;

/** The three tones a section sits on, straight from the colour tokens. */
export const reviewBackgrounds = {
  paper: { name: 'Papier (paper)', value: colors.paper },
  surface: { name: 'Neutrales Band (surface)', value: colors.surface },
  inverse: { name: 'Dunkles Band (inverse)', value: colors.inverse },
} as const;
