import type { Disposable, Page } from 'playwright-core';

/** One commit of React on the page: how many elements it created or hydrated, and how many it rendered again. */
export interface Commit {
  mounted: number;
  renderedAgain: number;
}

/**
 * A `visit` preparation: stands in for React's developer tools, which React
 * (production builds too) tells of every commit of every root (each island
 * is one), and counts in each commit the elements (fibers) it created or
 * hydrated and those it rendered again. A fiber the commit did not touch is
 * the very object of that root's commit before; one it rendered again is a
 * copy with new props or state.
 */
export function countRenders(page: Page): Promise<Disposable> {
  return page.addInitScript(() => {
    type Fiber = { child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null; memoizedProps: unknown; memoizedState: unknown };
    const commits: Array<{ mounted: number; renderedAgain: number }> = [];
    const before = new Map<unknown, Set<Fiber>>();
    Object.assign(window, {
      __commits: commits,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          const now = new Set<Fiber>();
          const earlier = before.get(root) ?? new Set<Fiber>();
          const commit = { mounted: 0, renderedAgain: 0 };
          const walk = (first: Fiber | null) => {
            for (let fiber = first; fiber; fiber = fiber.sibling) {
              now.add(fiber);
              if (!earlier.has(fiber)) {
                if (!fiber.alternate) commit.mounted += 1;
                else if (fiber.memoizedProps !== fiber.alternate.memoizedProps || fiber.memoizedState !== fiber.alternate.memoizedState) commit.renderedAgain += 1;
              }
              walk(fiber.child);
            }
          };
          walk(root.current);
          before.set(root, now);
          commits.push(commit);
        },
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
}

/** The commits counted since the page loaded. */
export function commitsOf(page: Page): Promise<Commit[]> {
  return page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits);
}
