import type { PropsWithChildren } from 'react';
import { ArgTypes, Description, DocsContainer, Primary, Stories, Subtitle, Title, type DocsContainerProps } from '@storybook/addon-docs/blocks';

/**
 * The docs page every story file gets (autodocs): what the component is (its
 * JSDoc), its first state, the props table from the JSDoc on its props, then
 * every further state. The props table is read-only: the Controls panel of a
 * story is where a reviewer changes values.
 */
export function ReviewDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <ArgTypes />
      <Stories title="Zustände" includePrimary={false} />
    </>
  );
}

/** Puts every docs page, generated or MDX, into one main landmark. */
export function ReviewDocsContainer({ children, ...props }: PropsWithChildren<DocsContainerProps>) {
  return (
    <DocsContainer {...props}>
      <main>{children}</main>
    </DocsContainer>
  );
}
