import { closestIn, documentOf, listen, type Behaviour } from './behaviour';

/** Marks a code block's copy button (src/components/CodeBlock.tsx); its `data-copied`, `data-failed` and `data-reset-after` carry the words and the time. */
export const CODE_COPY_ATTRIBUTE = 'data-code-copy';
/** On the code block: `idle`, `copied` (the button says so) or `failed` (the message shows). */
export const COPY_STATE_ATTRIBUTE = 'data-copy-state';

/**
 * A code block's copy button puts the code on the clipboard, exactly as
 * the block shows it, and says so: the button reads «Kopiert» for a moment
 * and the block's status announces it; where the clipboard cannot be
 * written (no permission, no secure context) the status shows what to do
 * instead. The browser's clipboard is looked up at the click, so a story
 * can stand in for it.
 */
export const codeCopy: Behaviour = (root) => {
  const timers = new WeakMap<Element, number>();
  return listen<MouseEvent>(root, 'click', (event) => {
    const button = closestIn<HTMLButtonElement>(event, root, `[${CODE_COPY_ATTRIBUTE}]`);
    const block = button?.closest<HTMLElement>(`[${COPY_STATE_ATTRIBUTE}]`);
    if (!button || !block) return;
    const view = documentOf(root).defaultView!;
    const status = block.querySelector('[role=status]');
    const show = (state: 'idle' | 'copied' | 'failed', message: string) => {
      block.setAttribute(COPY_STATE_ATTRIBUTE, state);
      if (status) status.textContent = message;
    };
    view.clearTimeout(timers.get(block));
    const code = block.querySelector('pre')?.textContent ?? '';
    const clipboard = view.navigator.clipboard;
    (clipboard?.writeText ? clipboard.writeText(code) : Promise.reject(new Error('No clipboard API'))).then(
      () => {
        show('copied', button.dataset.copied ?? '');
        timers.set(block, view.setTimeout(() => show('idle', ''), Number(button.dataset.resetAfter ?? 2000)));
      },
      () => show('failed', button.dataset.failed ?? ''),
    );
  });
};
