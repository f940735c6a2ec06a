import type { Decorator, Loader } from '@storybook/react-vite';
import { DrawingSourceProvider, drawingInside } from '../../src/lib/prerenderedDrawings';

/**
 * A story of what the prerendered page shows: the drawing at `src` is read
 * from `public/` (served by Storybook) and given to the story as the build
 * gives it to the prerenderer, so images with that `src` are written into the
 * page instead of loaded through `<img>`.
 */
export function prerenderedDrawing(src: string): { loaders: Loader[]; decorators: Decorator[] } {
  return {
    loaders: [async () => ({ drawing: await (await fetch(src)).text() })],
    decorators: [
      (Story, { loaded }) => (
        <DrawingSourceProvider source={(asked, width, height) => drawingInside(asked === src ? (loaded.drawing as string) : '', width, height, asked)}>
          <Story />
        </DrawingSourceProvider>
      ),
    ],
  };
}
