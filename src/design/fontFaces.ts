// The text font's faces: Inter, variable weight, one file per script (the
// browser fetches only the Latin one here). Imported by the page's first
// script, src/boot.ts, whose stylesheet the build inlines into every page,
// and by Storybook's preview. The fallback face is in GlobalStyle.
import '@fontsource-variable/inter/wght.css';
