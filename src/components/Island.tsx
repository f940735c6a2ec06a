import { createContext, useContext, useId, type ComponentType } from 'react';
import styled from 'styled-components';
import { ISLAND_ATTRIBUTE, ISLAND_INDEX_ATTRIBUTE, islandMarker } from './islandMarks';

/**
 * A part of a page that responds to input (a form, a filter, a calculator,
 * the booking calendar): React hydrates it on a root of its own once its
 * code has arrived, while the rest of the page stays the prerendered HTML
 * it is and runs no framework. Every island is named in the site's
 * registry (src/site/islands.ts), which loads its code in the browser; the
 * build checks that the name and the component agree.
 *
 * Its props travel to the browser as JSON (the prerenderer writes them into
 * the page), so they are data only: words, figures, links. A handler or an
 * icon cannot travel; the component takes what it needs from the
 * integrations or draws it itself.
 */
export interface IslandProps<P extends object> {
  /** The island's name in the registry (src/site/islands.ts), e.g. `TokenEstimator`. */
  name: string;
  /** The component React hydrates. */
  component: ComponentType<P>;
  /** Its props: data that JSON can carry. */
  props: P;
}

/** One island the prerenderer met: rendered on a root of its own, then written in at its marker. */
export interface CollectedIsland {
  name: string;
  component: ComponentType<object>;
  props: object;
}

/** The page's islands in the order the prerenderer met them, each once however often React renders it. */
export class IslandCollector {
  readonly islands: CollectedIsland[] = [];
  private readonly indexOf = new Map<string, number>();
  /** The island's index; the first call for a place (React's id of it) records it. */
  add(place: string, island: CollectedIsland): number {
    let index = this.indexOf.get(place);
    if (index === undefined) this.indexOf.set(place, (index = this.islands.push(island) - 1));
    return index;
  }
}

/** Where the prerenderer collects the page's islands; absent in the browser (Storybook), which renders them in place. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Lays the island's content out as its parent's own children (a grid's cells, a flex row's items). */
const Root = styled.div`
  display: contents;
`;

/** Places an island: on the server a root the prerenderer fills, in Storybook the component itself. */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  const place = useId();
  const marks = { [ISLAND_ATTRIBUTE]: name };
  if (!collector) {
    return (
      <Root {...marks}>
        <Component {...props} />
      </Root>
    );
  }
  const index = collector.add(place, { name, component: Component as ComponentType<object>, props });
  return <Root {...marks} {...{ [ISLAND_INDEX_ATTRIBUTE]: index }} dangerouslySetInnerHTML={{ __html: islandMarker(index) }} />;
}
