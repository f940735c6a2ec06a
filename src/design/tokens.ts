/**
 * The one source of design tokens. The styled-components theme, the global
 * style and the Foundations stories all read from here; nothing else defines
 * a colour, a size or a duration.
 */

export const colors = {
  /** Body text and headings. */
  ink: '#14171f',
  /** Secondary text: captions, meta lines, footnotes. */
  inkMuted: '#4a5160',
  /** Page background. */
  paper: '#ffffff',
  /** Calm neutral band behind alternating sections. */
  surface: '#f5f4f0',
  /** Slightly stronger neutral for cards on the neutral band. */
  surfaceStrong: '#e9e6df',
  /** Hairlines and dividers (decorative, never the only cue). */
  line: '#dcd8cf',
  /** Borders of form fields and controls: 3:1 against paper. */
  lineStrong: '#7d8391',
  /** Swiss red, used sparingly for calls to action. */
  accent: '#c8102e',
  /** Accent under the pointer or pressed. */
  accentStrong: '#a00d25',
  /** Soft accent tint for badges and highlights. */
  accentSoft: '#fbe9ec',
  /** Text on accent and on ink. */
  onAccent: '#ffffff',
  /** Dark band (footer, closing call to action). */
  inverse: '#14171f',
  /** Secondary text on the dark band. */
  inverseMuted: '#c4c9d2',
  /** Keyboard focus ring. */
  focus: '#1d4ed8',
  success: '#17663a',
  successSoft: '#e6f4ec',
  warning: '#8a5300',
  warningSoft: '#fdf3e1',
  danger: '#b42318',
  dangerSoft: '#fdecea',
} as const;

export type ColorName = keyof typeof colors;

/**
 * Every text/background pair the components use, with the minimum WCAG 2.2
 * ratio it must reach: 4.5 for text, 3 for large text and non-text UI.
 * A unit test and the Foundations story check each pair.
 */
export const contrastPairs = [
  { fg: 'ink', bg: 'paper', min: 4.5, use: 'Fliesstext auf Weiss' },
  { fg: 'inkMuted', bg: 'paper', min: 4.5, use: 'Nebentext auf Weiss' },
  { fg: 'ink', bg: 'surface', min: 4.5, use: 'Fliesstext auf neutralem Band' },
  { fg: 'inkMuted', bg: 'surface', min: 4.5, use: 'Nebentext auf neutralem Band' },
  { fg: 'ink', bg: 'surfaceStrong', min: 4.5, use: 'Text auf starker Fläche' },
  { fg: 'inkMuted', bg: 'surfaceStrong', min: 4.5, use: 'Nebentext auf starker Fläche' },
  { fg: 'onAccent', bg: 'accent', min: 4.5, use: 'Primärbutton' },
  { fg: 'onAccent', bg: 'accentStrong', min: 4.5, use: 'Primärbutton, aktiv' },
  { fg: 'accent', bg: 'paper', min: 4.5, use: 'Akzentlink auf Weiss' },
  { fg: 'accentStrong', bg: 'accentSoft', min: 4.5, use: 'Badge «Demnächst»' },
  { fg: 'onAccent', bg: 'inverse', min: 4.5, use: 'Text auf dunklem Band' },
  { fg: 'inverseMuted', bg: 'inverse', min: 4.5, use: 'Nebentext auf dunklem Band' },
  { fg: 'success', bg: 'successSoft', min: 4.5, use: 'Erfolgsmeldung' },
  { fg: 'warning', bg: 'warningSoft', min: 4.5, use: 'Warnhinweis' },
  { fg: 'danger', bg: 'dangerSoft', min: 4.5, use: 'Fehlermeldung auf Tönung' },
  { fg: 'danger', bg: 'paper', min: 4.5, use: 'Fehlermeldung am Feld' },
  { fg: 'lineStrong', bg: 'paper', min: 3, use: 'Feldrahmen (Nicht-Text)' },
  { fg: 'focus', bg: 'paper', min: 3, use: 'Fokusring auf Weiss' },
  { fg: 'focus', bg: 'surface', min: 3, use: 'Fokusring auf neutralem Band' },
] as const satisfies ReadonlyArray<{ fg: ColorName; bg: ColorName; min: number; use: string }>;

export const fonts = {
  /** 'Inter Fallback' (src/design/fonts/interFallback.css) is a local face sized like Inter, shown until or instead of Inter. */
  body: "'Inter Variable', 'Inter Fallback', system-ui, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', 'DejaVu Sans Mono', monospace",
} as const;

/** Type scale in rem (1rem = 16px). */
export const fontSizes = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1.0625rem',
  lg: '1.25rem',
  xl: '1.5rem',
  '2xl': '2rem',
  '3xl': '2.625rem',
  '4xl': '3.375rem',
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const lineHeights = { tight: 1.15, snug: 1.3, body: 1.6 } as const;

/** Spacing on a 4px grid. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
  9: '6rem',
  10: '8rem',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

/** Border and rule widths. */
export const borderWidths = {
  /** Dividers, card and field borders. */
  thin: '1px',
  /** Emphasis: featured cards, section rules, buttons, focus insets. */
  thick: '2px',
  /** The active tab's underline. */
  heavy: '3px',
} as const;

/**
 * Fixed sizes of controls and marks. `touchTarget` is the 44 px minimum of
 * WCAG 2.5.5 for anything a finger taps.
 */
export const sizes = {
  touchTarget: '2.75rem',
  touchTargetLarge: '3.25rem',
  /** Text fields: a little taller than a button, for the label-less inner padding. */
  field: '3rem',
  /** Small in-context controls on dark code panels (copy button). */
  compactControl: '2.25rem',
  /** Round marks beside a heading (success tick, list numbers). */
  mark: '3.5rem',
  /** Logos in a strip of customers. */
  logoHeight: '4.5rem',
  logoWidth: '10rem',
  /** The on/off switch of the consent settings. */
  switchWidth: '3rem',
  switchHeight: '1.75rem',
  switchKnob: '1.25rem',
  /** Gap between the switch's border and its knob. */
  switchInset: '2px',
  /** A dropdown menu's narrowest width. */
  menuMinWidth: '16rem',
  /** Customer logos: a tile of the trust wall, a tile of the login strip, the widest a logo gets. */
  logoTile: '5rem',
  logoStrip: '4.5rem',
  logoMaxWidth: '10rem',
  /** A company logo above a testimonial, and the slot that keeps the quotes aligned. */
  logoInline: '2.5rem',
  logoInlineSlot: '3rem',
  /** The bar of a meter (token quota). */
  meterHeight: '0.75rem',
  /** The SEO score ring: the page's total and a single page's score. */
  scoreRing: '8rem',
  scoreRingSmall: '5.5rem',
  /** Indent of a numbered list inside a card. */
  listIndent: '1.25rem',
} as const;

/** Padding of small labels: badges, and the lighter chips of the home hero. */
export const insets = { badge: '0.2rem 0.6rem', chip: '0.15rem 0.6rem' } as const;

/** Optical offsets that set an icon or a mark level with the first line of its text. */
export const nudges = { xs: '0.05rem', sm: '0.15rem', md: '0.2rem', lg: '0.3rem' } as const;

/** The keyboard focus ring drawn by the global style. */
export const focusRing = { width: '3px', offset: '2px' } as const;

/**
 * Text widths (max-width of a block of text), named by use: lines of
 * 45–75 characters read best, captions and panels are narrower.
 */
export const measure = {
  /** A caption or short note beside a control. */
  caption: '22rem',
  /** Narrow notes: consent banner text, login facts. */
  narrow: '30rem',
  /** A form column. */
  form: '32rem',
  /** Text inside a panel or card. */
  panel: '34rem',
  /** A hero's lead beside a visual, a dialog. */
  lead: '36rem',
  /** Body text and section intros. */
  text: '40rem',
  /** Accordion answers. */
  wide: '44rem',
  /** A section's intro line and narrow page containers. */
  intro: '48rem',
} as const;

/** Translucent layers: the colours above, with alpha. */
export const overlays = {
  /** Behind a modal dialog: ink at 55 %. */
  scrim: 'rgba(20, 23, 31, 0.55)',
  /** The scrolled header, paper at 86 % under a blur. */
  headerGlass: 'rgba(255, 255, 255, 0.86)',
  /** Hover on a dark band: white at 12 %. */
  onInverseHover: 'rgba(255, 255, 255, 0.12)',
  /** Dividers on a dark band: white at 16 %. */
  onInverseLine: 'rgba(255, 255, 255, 0.16)',
  /** What the header's glass does to the page behind it. */
  headerGlassFilter: 'saturate(1.4) blur(12px)',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(20, 23, 31, 0.08)',
  md: '0 4px 16px rgba(20, 23, 31, 0.08)',
  lg: '0 12px 40px rgba(20, 23, 31, 0.14)',
} as const;

/** Min-width breakpoints in px. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export const zIndices = {
  base: 0,
  raised: 10,
  header: 100,
  dropdown: 200,
  overlay: 300,
  banner: 400,
  skipLink: 500,
} as const;

/**
 * Durations in ms. `pageFade` is the spec's 300 ms fade between pages,
 * `tabSwitch` its 50 ms delay before a clicked tab takes effect.
 */
export const durations = { fast: 150, base: 200, pageFade: 300, spinTurn: 1000, tabSwitch: 50 } as const;

export const easings = { standard: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

export const layout = {
  maxWidth: '72rem',
  headerHeight: '4.5rem',
  /** The header turns translucent once the page is scrolled further than this (px). */
  headerScrollThreshold: 10,
  /** Space kept for the booking calendar in every state, so loading it never moves the page. */
  bookingEmbedHeight: '42rem',
  /** Kept free at the bottom of the viewport when a sticky bar is there, so a focused element is never hidden behind it. */
  stickyBarClearance: '8rem',
} as const;

export const tokens = {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  borderWidths,
  sizes,
  measure,
  insets,
  nudges,
  focusRing,
  overlays,
  shadows,
  breakpoints,
  zIndices,
  durations,
  easings,
  layout,
} as const;

export type Tokens = typeof tokens;
