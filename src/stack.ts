/**
 * The stack every page runs: React, the router and styled-components.
 * src/boot.ts imports it a task before the app, so evaluating React DOM and
 * evaluating the site's own modules are two tasks, not one (on a phone,
 * Lighthouse's model: four times as long each). Its own chunk
 * (scripts/build/codeSplitting.mjs), which also changes only when a
 * dependency does, so browsers keep it across releases of the site.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
export { BrowserRouter } from 'react-router-dom';
export { ThemeProvider } from 'styled-components';
