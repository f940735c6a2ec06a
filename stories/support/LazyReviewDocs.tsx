import { lazy, Suspense, type PropsWithChildren } from 'react';
import type { DocsContainerProps } from '@storybook/addon-docs/blocks';

// The docs blocks weigh about 800 kB of JavaScript. Imported by the preview
// directly, every story frame would load them, though only docs pages use
// them; the story tests open one frame per story file.
const ReviewDocs = () => import('./ReviewDocs');
const Container = lazy(() => ReviewDocs().then((module) => ({ default: module.ReviewDocsContainer })));
const Page = lazy(() => ReviewDocs().then((module) => ({ default: module.ReviewDocsPage })));

/** `ReviewDocsContainer`, fetched when the first docs page opens. */
export function LazyReviewDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  return (
    <Suspense fallback={null}>
      <Container {...props} />
    </Suspense>
  );
}

/** `ReviewDocsPage`, fetched when the first docs page opens. */
export function LazyReviewDocsPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
