/**
 * The one source of design tokens. The styled-components theme, the global
 * style and the Foundations stories all read from here; nothing else defines
 * a colour, a size or a duration.
 */

/**
 * The colour roles: what a component names (text, muted text, surface,
 * border, accent, focus, danger …), never a theme. Each theme gives every
 * role a value (palettes below); the browser bundle needs only the names.
 */
export const colorRoles = [
  'ink',
  'inkMuted',
  'paper',
  'surface',
  'surfaceStrong',
  'line',
  'lineStrong',
  'accent',
  'accentStrong',
  'accentSoft',
  'onAccent',
  'accentText',
  'accentTextStrong',
  'inverse',
  'onInverse',
  'inverseMuted',
  'code',
  'onCode',
  'codeMuted',
  'codeEdge',
  'focus',
  'success',
  'successSoft',
  'warning',
  'warningSoft',
  'danger',
  'dangerSoft',
  'logoPlate',
  'logoPlateOnBand',
  'onLogoPlate',
  'drawingRose',
  'drawingStone',
  'drawingSand',
  'drawingMist',
  'drawingNight',
  'mapLand',
  'mapWater',
  'mapRiver',
  'mapStreet',
  'mapLane',
] as const;

export type ColorName = (typeof colorRoles)[number];
export type Palette = { readonly [Name in ColorName]: string };

/** The light theme: each role's value and what it is for. */
/** The brand's Swiss red: the logo's, and the accent of the light theme. */
export const brandRed = '#c8102e';

const lightPalette = {
  /** Body text and headings. */
  ink: '#14171f',
  /** Secondary text: captions, meta lines, footnotes. */
  inkMuted: '#4a5160',
  /** Page background; also text on an `ink` fill (the two swap in the dark theme). */
  paper: '#ffffff',
  /** Calm neutral band behind alternating sections. */
  surface: '#f5f4f0',
  /** Slightly stronger neutral for cards on the neutral band. */
  surfaceStrong: '#e9e6df',
  /** Hairlines and dividers (decorative, never the only cue). */
  line: '#dcd8cf',
  /** Borders of form fields and controls: 3:1 against paper. */
  lineStrong: '#7d8391',
  /** Swiss red as a fill: buttons, the featured card's border, markers. */
  accent: brandRed,
  /** The accent fill under the pointer or pressed. */
  accentStrong: '#a00d25',
  /** Soft accent tint for badges and highlights. */
  accentSoft: '#fbe9ec',
  /** Text on an accent fill. */
  onAccent: '#ffffff',
  /** Accent as text or icon on paper and the neutral bands: links, markers. */
  accentText: brandRed,
  /** Accent text on its soft tint, and accent links under the pointer. */
  accentTextStrong: '#a00d25',
  /** Dark band (footer, closing call to action, code): dark in both themes. */
  inverse: '#14171f',
  /** Text on the dark band. */
  onInverse: '#ffffff',
  /** Secondary text on the dark band. */
  inverseMuted: '#c4c9d2',
  /** A code block's ground: dark on the light page. */
  code: '#14171f',
  /** Code and the copy button on that ground. */
  onCode: '#ffffff',
  /** The language's name and the rules inside a code block. */
  codeMuted: '#c4c9d2',
  /** A code block's edge: what sets it off from the page (3:1 against paper and the neutral band). */
  codeEdge: '#14171f',
  /** Keyboard focus ring. */
  focus: '#1d4ed8',
  /** Confirmation: ticks, a valid field, the consent switch when on. */
  success: '#17663a',
  /** Tint behind a confirmation. */
  successSoft: '#e6f4ec',
  /** Caution: the token estimator near its quota, an amber score. */
  warning: '#8a5300',
  /** Tint behind a caution. */
  warningSoft: '#fdf3e1',
  /** Errors: a field's message and border, a red score. */
  danger: '#b42318',
  /** Tint behind an error. */
  dangerSoft: '#fdecea',
  /** The plate a customer's logo sits on: their colours are made for a light ground. */
  logoPlate: '#ffffff',
  /** A logo's plate inside a testimonial on the neutral band: the band itself in the light theme. */
  logoPlateOnBand: '#f5f4f0',
  /** A company's name set as a wordmark on a logo plate, when its logo cannot load. */
  onLogoPlate: '#4a5160',
  /** The grounds of the team's portraits, one tint each (drawings mark them with `data-tone`, see `drawingTones`). */
  drawingRose: '#fbe9ec',
  drawingStone: '#dcd8cf',
  drawingSand: '#e9e6df',
  drawingMist: '#c4c9d2',
  drawingNight: '#14171f',
  /** The contact page's map: land, lake, river, streets and lanes. */
  mapLand: '#f5f4f0',
  mapWater: '#d6e4ee',
  mapRiver: '#b9d0e0',
  mapStreet: '#ffffff',
  mapLane: '#e9e6df',
} as const satisfies Palette;

/**
 * The dark theme: the same roles, for a screen set to dark. Warm greys as
 * the light theme's stone, the accent a lighter shade of the Swiss red
 * where it is text (the brand's red reads 3.6:1 on the dark page), and
 * the dark band a step darker than the page, code a step lighter with an
 * edge that sets it off.
 */
const darkPalette = {
  ink: '#ecebe6',
  inkMuted: '#a8aebb',
  paper: '#14161b',
  surface: '#1b1e25',
  surfaceStrong: '#272b33',
  line: '#343944',
  lineStrong: '#7d8595',
  accent: '#d42a44',
  accentStrong: '#b3162f',
  accentSoft: '#3d1b22',
  onAccent: '#ffffff',
  accentText: '#ff8593',
  accentTextStrong: '#ffadb6',
  inverse: '#0b0c10',
  onInverse: '#f4f2ed',
  inverseMuted: '#b3b9c4',
  // Code a step lighter than the page, with an edge that sets it off: the dark band's step down was barely apart from the page.
  code: '#22262e',
  onCode: '#ecebe6',
  codeMuted: '#b3b9c4',
  codeEdge: '#7d8595',
  focus: '#7ea6ff',
  success: '#6fd19a',
  successSoft: '#14301f',
  warning: '#f2b660',
  warningSoft: '#36280f',
  danger: '#ff8e84',
  dangerSoft: '#3f1a17',
  // A step below the light theme's white: light enough for logos drawn for a light ground, without glaring on a dark screen.
  logoPlate: '#d3cfc6',
  logoPlateOnBand: '#d3cfc6',
  onLogoPlate: '#4a5160',
  // Dark grounds in the portraits' hues, each a step lighter than the page so a portrait reads as a tile.
  drawingRose: '#3a2329',
  drawingStone: '#302d28',
  drawingSand: '#2b2a26',
  drawingMist: '#272d37',
  drawingNight: '#2a2f3a',
  mapLand: '#1b1e25',
  mapWater: '#1c2b3a',
  mapRiver: '#2d4760',
  mapStreet: '#323742',
  mapLane: '#262a32',
} as const satisfies Palette;

/**
 * The parts of the content drawings (public/images) whose colour follows the
 * theme: a drawing marks such a part `data-tone="<tone>"` (its fill) or
 * `data-stroke-tone="<tone>"` (its line), and the global style paints it in
 * the role's colour, so a portrait's ground, the map's land or the ground
 * around an Academy illustration (`ground`, the page's band) is dark in the
 * dark theme. Everything else in a drawing keeps its own colour.
 */
export const drawingTones = {
  fill: { rose: 'drawingRose', stone: 'drawingStone', sand: 'drawingSand', mist: 'drawingMist', night: 'drawingNight', land: 'mapLand', water: 'mapWater', ground: 'surface' },
  stroke: { river: 'mapRiver', street: 'mapStreet', lane: 'mapLane' },
} as const satisfies Record<'fill' | 'stroke', Record<string, ColorName>>;

/** Both themes' colours by role, as hex: the contrast test, the Foundations pages and the theme's CSS read them. */
export const palettes = { light: lightPalette, dark: darkPalette } as const satisfies Record<string, Palette>;

export type ThemeName = keyof typeof palettes;

/** The roles the dark theme keeps light on purpose: the plates of logos drawn for a light ground. Its checks allow these and no other light surface. */
export const lightInDark: ReadonlyArray<ColorName> = ['logoPlate', 'logoPlateOnBand'];
// Pure: a browser bundle that never reads it leaves both palettes out.
export const themeNames = /* @__PURE__ */ Object.keys(palettes) as ThemeName[];

/** The name of a colour's custom property, which the theme's CSS (src/design/themeStyles.ts) sets per theme. */
export const colorProperty = (name: string) => `--c-${name}`;

/**
 * What components use: each role as its custom property (`colors.ink` is
 * `var(--c-ink)`), so one stylesheet serves both themes and the page is
 * right from its first frame, before any script, whichever theme the
 * visitor's system asks for. A proxy, so the browser bundle carries neither
 * palette nor list of roles; the type names every role, and a unit test
 * holds each to its property.
 */
export const colors = new Proxy({} as { readonly [Name in ColorName]: string }, {
  get: (_target, name) => (typeof name === 'string' ? `var(${colorProperty(name)})` : undefined),
});

/**
 * Every text/background pair the components use, with the minimum WCAG 2.2
 * ratio it must reach: 4.5 for text, 3 for large text and non-text UI.
 * A unit test and the Foundations story check each pair in both themes.
 */
export const contrastPairs = [
  { fg: 'ink', bg: 'paper', min: 4.5, use: 'Fliesstext auf Papier' },
  { fg: 'inkMuted', bg: 'paper', min: 4.5, use: 'Nebentext auf Papier' },
  { fg: 'ink', bg: 'surface', min: 4.5, use: 'Fliesstext auf neutralem Band' },
  { fg: 'inkMuted', bg: 'surface', min: 4.5, use: 'Nebentext auf neutralem Band' },
  { fg: 'ink', bg: 'surfaceStrong', min: 4.5, use: 'Text auf starker Fläche' },
  { fg: 'inkMuted', bg: 'surfaceStrong', min: 4.5, use: 'Nebentext auf starker Fläche' },
  { fg: 'paper', bg: 'ink', min: 4.5, use: 'Text auf Tintenfläche (Nummern, Sprunglink)' },
  { fg: 'onAccent', bg: 'accent', min: 4.5, use: 'Primärbutton' },
  { fg: 'onAccent', bg: 'accentStrong', min: 4.5, use: 'Primärbutton, aktiv' },
  { fg: 'accentText', bg: 'paper', min: 4.5, use: 'Akzentlink auf Papier' },
  { fg: 'accentText', bg: 'surface', min: 4.5, use: 'Akzentlink auf neutralem Band' },
  { fg: 'accentTextStrong', bg: 'accentSoft', min: 4.5, use: 'Badge «Demnächst», Chat-Link' },
  { fg: 'onInverse', bg: 'inverse', min: 4.5, use: 'Text auf dunklem Band' },
  { fg: 'inverseMuted', bg: 'inverse', min: 4.5, use: 'Nebentext auf dunklem Band' },
  { fg: 'onCode', bg: 'code', min: 4.5, use: 'Code im Codeblock' },
  { fg: 'codeMuted', bg: 'code', min: 4.5, use: 'Sprache über dem Code' },
  { fg: 'codeEdge', bg: 'paper', min: 3, use: 'Rand des Codeblocks auf Papier (Nicht-Text)' },
  { fg: 'codeEdge', bg: 'surface', min: 3, use: 'Rand des Codeblocks auf neutralem Band (Nicht-Text)' },
  { fg: 'success', bg: 'successSoft', min: 4.5, use: 'Erfolgsmeldung' },
  { fg: 'success', bg: 'paper', min: 4.5, use: 'Häkchen und Erfolg am Feld' },
  { fg: 'warning', bg: 'warningSoft', min: 4.5, use: 'Warnhinweis' },
  { fg: 'danger', bg: 'dangerSoft', min: 4.5, use: 'Fehlermeldung auf Tönung' },
  { fg: 'danger', bg: 'paper', min: 4.5, use: 'Fehlermeldung am Feld' },
  { fg: 'lineStrong', bg: 'paper', min: 3, use: 'Feldrahmen (Nicht-Text)' },
  { fg: 'lineStrong', bg: 'surface', min: 3, use: 'Feldrahmen auf neutralem Band (Nicht-Text)' },
  { fg: 'focus', bg: 'paper', min: 3, use: 'Fokusring auf Papier' },
  { fg: 'focus', bg: 'surface', min: 3, use: 'Fokusring auf neutralem Band' },
  { fg: 'accent', bg: 'paper', min: 3, use: 'Aktiver Tab, hervorgehobene Karte (Nicht-Text)' },
  { fg: 'onLogoPlate', bg: 'logoPlate', min: 4.5, use: 'Firmenname statt Logo' },
  { fg: 'success', bg: 'surfaceStrong', min: 3, use: 'Schalter «an» auf der Schalterbahn (Nicht-Text)' },
] as const satisfies ReadonlyArray<{ fg: ColorName; bg: ColorName; min: number; use: string }>;

/** The brand face's family, as src/design/fonts/interFaces.css names it; the head's brandFaceScript loads it by this name. */
export const brandFaceFamily = 'Inter Variable';

export const fonts = {
  /** 'Inter Fallback' (src/design/fonts/interFallback.css) is a local face sized like Inter, shown until or instead of Inter. */
  body: `'${brandFaceFamily}', 'Inter Fallback', system-ui, sans-serif`,
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
  /** The cover of a sideways-scrolling box's edge (where its shade hides once the end is reached) and the shade itself. */
  scrollCover: '2.5rem',
  scrollShade: '0.875rem',
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

/**
 * Translucent colours that differ by theme, as custom properties like the
 * colours: the scrolled header is the page's paper at 86 % under a blur.
 */
export const themedOverlays = {
  light: { headerGlass: 'rgba(255, 255, 255, 0.86)', calendarDim: 'none' },
  // The booking calendar stays light, as the specification asks: dimmed a little, it does not glare on a dark page.
  dark: { headerGlass: 'rgba(20, 22, 27, 0.86)', calendarDim: 'brightness(0.88)' },
} as const satisfies Record<ThemeName, Record<string, string>>;

/** Translucent layers: the colours above, with alpha. */
export const overlays = {
  /** Behind a modal dialog: ink at 55 %. */
  scrim: 'rgba(20, 23, 31, 0.55)',
  /** The scrolled header: see themedOverlays. */
  headerGlass: `var(${colorProperty('headerGlass')})`,
  /** The filter on the light booking calendar: none, or a dimming on a dark page (see themedOverlays). */
  calendarDim: `var(${colorProperty('calendarDim')})`,
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
  dropdown: 200,
  overlay: 300,
  banner: 400,
  /**
   * Over the consent banner, always: what the visitor opens from the header
   * (the mobile menu, a dropdown) lies on top (#68), and the header keeps
   * one place in the page's order, so opening the menu does not reorder,
   * and repaint, the whole page (#82).
   */
  header: 450,
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
  /** The narrowest column of the footer: its longest heading («INFORMATIONS LÉGALES») fits; narrower screens get one column. */
  footerColumnMin: '9.5rem',
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
