/**
 * Lets a cross-document fade the browser skips pass quietly. Following a
 * link fades the next page in (GlobalStyle's `@view-transition`); when the
 * browser skips that fade (the window resized on the way, a phone turned),
 * the transition's promises reject, and nothing handled them: WebKit
 * reported «Skipping view transition because viewport size changed» as an
 * unhandled rejection. The page is shown either way. In the head, because
 * `pagereveal` fires before the first paint, before the page's module
 * script runs.
 */
export const viewTransitionScript = `addEventListener('pagereveal',function(e){var t=e.viewTransition;if(t){t.ready.catch(function(){});t.finished.catch(function(){})}})`;
