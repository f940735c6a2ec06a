import { useContext, type PropsWithChildren } from 'react';
import {
  ArgTypes,
  Canvas,
  Description,
  DocsContainer,
  DocsContext,
  Heading,
  Subheading,
  Subtitle,
  Title,
  type DocsContainerProps,
} from '@storybook/addon-docs/blocks';

/**
 * Each state is shown in its own frame, as in the canvas: a page's fixed
 * header, landmarks and ids stay inside its story, and the docs page holds no
 * second copy of what the story tests already check. Components are small,
 * sections and pages tall; a frame scrolls when its story is taller.
 */
function frameHeight(title: string): string {
  return title.startsWith('Components/') ? '16rem' : '36rem';
}

/**
 * The docs page every story file gets (autodocs): what the component is (its
 * JSDoc), its first state, the props table from the JSDoc on its props, then
 * every further state under its name. The props table is read-only: the
 * Controls panel of a story is where a reviewer changes values.
 */
export function ReviewDocsPage() {
  const stories = useContext(DocsContext).componentStories().filter((story) => !story.usesMount);
  const [primary, ...others] = stories;
  if (!primary) return <Title />;
  const story = { inline: false, height: frameHeight(primary.title) };
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Canvas of={primary.moduleExport} story={story} />
      <ArgTypes />
      {others.length > 0 && <Heading>Zustände</Heading>}
      {others.map((other) => (
        <section key={other.id} aria-label={other.name}>
          <Subheading>{other.name}</Subheading>
          <Description of={other.moduleExport} />
          <Canvas of={other.moduleExport} story={story} />
        </section>
      ))}
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
