// The text font's faces for the site: Inter, whose subset of the site's
// characters comes inlined with every page (font-display: block, see
// interFaces.css), and the metric-matched fallback. Imported by the page's
// first script, src/boot.ts, whose stylesheet the build inlines into every
// page.
import './fonts/interFaces.css';
import './fonts/interFallback.css';
