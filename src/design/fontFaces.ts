// The text font's faces for Storybook: Inter, variable weight, one file per
// script, with font-display: swap, since a screenshot waits for the fonts
// and must show Inter. The site uses siteFontFaces.ts instead.
import '@fontsource-variable/inter/wght.css';
import './fonts/interFallback.css';
