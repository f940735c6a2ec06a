import { createContext, useContext, useId, type ComponentType } from 'react';
import styled from 'styled-components';
import { ISLAND_ATTRIBUTE, ISLAND_INDEX_ATTRIBUTE, islandMarker } from './islandMarks';

/**
 * A part of a page that responds to input (a form, a filter, a calculator):
 * React hydrates it on a root of its own once its code has arrived, while
 * the rest of the page stays the prerendered HTML it is and runs no
 * framework. The import is the island: a section places the component it
 * imports, and the build (scripts/build/islandPlugin.ts) writes the
 * island's id into the placement and gives the browser its loader. There is
 * no registry to keep and no name to write.
 *
 * Its props travel to the browser as JSON (the prerenderer writes them into
 * the page), so they are data only: words, figures, links. A handler or an
 * icon cannot travel; the component takes what it needs from the
 * integrations or draws it itself.
 */
export interface IslandProps<P extends object> {
  /** The component React hydrates, imported by name from its module under src/. */
  component: ComponentType<P>;
  /** Its props: data that JSON can carry. */
  props: P;
  /**
   * The island's id (its module under src/, e.g. `sections/pricing/TokenEstimator`):
   * written by the build, never by hand.
   */
  source?: string;
}

/** One island the prerenderer met: rendered on a root of its own, then written in at its marker. */
export interface CollectedIsland {
  /** The island's id, as the build wrote it (IslandProps.source). */
  source: string;
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
export function Island<P extends object>({ component: Component, props, source }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  const place = useId();
  const marks = { [ISLAND_ATTRIBUTE]: source };
  if (!collector) {
    return (
      <Root {...marks}>
        <Component {...props} />
      </Root>
    );
  }
  if (!source) throw new Error(`the island ${Component.name} has no source: a page is rendered without the build's island plugin (scripts/build/islandPlugin.ts)`);
  const index = collector.add(place, { source, component: Component as ComponentType<object>, props });
  return <Root {...marks} {...{ [ISLAND_INDEX_ATTRIBUTE]: index }} dangerouslySetInnerHTML={{ __html: islandMarker(index) }} />;
}
