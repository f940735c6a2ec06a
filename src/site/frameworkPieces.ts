/**
 * The framework an island needs, evaluated piece by piece with a task
 * between the pieces (React with its scheduler, React DOM, styled-components:
 * three chunks of the build, scripts/build/codeSplitting.mjs), so a scroll or
 * a tap that comes meanwhile is answered between them instead of after the
 * whole framework. Each import evaluates its chunk once; the island runtime,
 * imported next, finds them evaluated.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let loaded: Promise<void> | undefined;

export function frameworkInPieces(): Promise<void> {
  loaded ??= (async () => {
    await import('react');
    await nextTask();
    await import('react-dom/client');
    await nextTask();
    await import('styled-components');
    await nextTask();
  })();
  return loaded;
}
