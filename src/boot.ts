/**
 * The page's only script. The prerendered HTML is complete and styled
 * without JavaScript, so the app (React, the router, styled-components and
 * the page's own chunks) is fetched after the first paint instead of
 * competing with it. The build lists the page's chunks on this script tag;
 * they are preloaded beside the app's, so no chunk waits for another.
 * The font faces are this script's stylesheet, which the build inlines.
 */
import './design/siteFontFaces';

function startApp() {
  const pageChunks = document.querySelector<HTMLScriptElement>('script[data-page-chunks]')?.dataset.pageChunks ?? '';
  for (const href of pageChunks.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./entry-client');
}

// A frame, then a task: by then the browser has painted the prerendered page.
requestAnimationFrame(() => setTimeout(startApp, 0));
