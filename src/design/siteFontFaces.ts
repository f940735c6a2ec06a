// The text font's faces for the site: Inter with font-display: optional and
// the metric-matched fallback (see the two stylesheets). Imported by the
// page's first script, src/boot.ts, whose stylesheet the build inlines into
// every page.
import './fonts/interOptional.css';
import './fonts/interFallback.css';
