/**
 * Lets a cross-document fade the browser skips pass quietly. Following a
 * link fades the next page in (GlobalStyle's `@view-transition`); when the
 * browser skips or aborts that fade, the transition's promises reject, and
 * nothing handled them: WebKit reported «Skipping view transition because
 * viewport size changed» (the window resized on the way, a phone turned),
 * and Chromium «Transition was aborted because of invalid state. Page
 * already revealed» going back on one busy core, each as an unhandled
 * rejection. Every promise of the transition, on the page left
 * (`pageswap`) and the page shown (`pagereveal`), is handled. The page is
 * shown either way. In the head, because `pagereveal` fires before the
 * first paint, before the page's module script runs.
 */
export const viewTransitionScript = `(function(){function n(){}function q(e){var t=e.viewTransition;if(t)[t.ready,t.finished,t.updateCallbackDone].forEach(function(p){if(p)p.catch(n)})}addEventListener('pageswap',q);addEventListener('pagereveal',q)})()`;
