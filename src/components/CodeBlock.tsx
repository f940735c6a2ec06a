import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../design/visuallyHidden';
import styled, { css } from 'styled-components';
import { Check, Copy } from 'lucide-react';
import { Icon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';
import { useComponentLabels } from './ComponentLabels';
import { theme } from '../design/theme';
import { scrollHint } from './scrollHint';

/** Puts text on the clipboard; rejects when it cannot. */
export type ClipboardWriter = (text: string) => Promise<void>;

export interface CodeBlockLabels {
  /** The copy button, e.g. «Kopieren». */
  copy: string;
  /** The button and the announcement once the code is on the clipboard, e.g. «Kopiert». */
  copied: string;
  /** Shown and announced when the clipboard cannot be written. */
  copyFailed: string;
}

export interface CodeBlockProps {
  /** The code exactly as it is copied. */
  code: string;
  /** Names the scrollable code region and the copy button, e.g. «Chat-Anfrage mit curl». */
  label: string;
  /** Shown in the bar above the code, e.g. «curl» or «Python». */
  language: string;
  /** Writes to the clipboard. Default: `navigator.clipboard.writeText`, looked up at the click, so a test can spy on it. */
  writeText?: ClipboardWriter;
  /** Overrides the site-wide copy button texts («Kopieren», «Kopiert»). */
  labels?: CodeBlockLabels;
  /** How long the button says «Kopiert» before it offers to copy again, in ms. */
  resetAfterMs?: number;
}

type CopyState = 'idle' | 'copied' | 'failed';

const browserClipboard: ClipboardWriter = async (text) => {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) throw new Error('No clipboard API');
  await navigator.clipboard.writeText(text);
};

const Frame = styled.div`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.inverse};
  color: ${theme.colors.onInverse};
  overflow: hidden;

  /* The blue focus ring is too faint on the dark frame. */
  & :focus-visible {
    outline-color: ${theme.colors.onInverse};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[5]};
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.inkMuted};
`;

const Language = styled.span`
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.inverseMuted};
`;

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.compactControl};
  padding: 0 ${theme.space[3]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.inverseMuted};
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.onInverse};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;
  transition: border-color ${theme.durations.fast}ms ${theme.easings.standard};

  &:hover {
    border-color: ${theme.colors.onInverse};
  }
`;

const Pre = styled.pre`
  margin: 0;
  padding: ${theme.space[5]};
  overflow-x: auto;
  /* Long lines scroll; a shade at the edge says that they do. */
  ${scrollHint(theme.colors.inverse, `color-mix(in srgb, ${theme.colors.onInverse} 35%, transparent)`)}
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.xs};
  line-height: ${theme.lineHeights.body};
  white-space: pre;
  tab-size: 2;

  &:focus-visible {
    outline-offset: calc(-1 * ${theme.focusRing.width});
  }
`;

/** Always in the page, so that a change is announced; visible only for the failure, which needs reading. */
const Status = styled.p<{ $visible: boolean }>`
  ${({ theme, $visible }) =>
    $visible
      ? css`
          padding: ${theme.space[3]} ${theme.space[5]};
          border-top: ${theme.borderWidths.thin} solid ${theme.colors.inkMuted};
          font-size: ${theme.fontSizes.sm};
        `
      : visuallyHidden}
`;

/**
 * Code to read and copy: keyboard-scrollable when lines overflow, with a copy
 * button that says when it copied and what to do when the clipboard is
 * unavailable. No syntax colours: the code stays plain text.
 */
export function CodeBlock({ code, label, language, writeText, labels: ownLabels, resetAfterMs = 2000 }: CodeBlockProps) {
  const siteLabels = useComponentLabels();
  const labels = ownLabels ?? siteLabels.codeBlock;
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await (writeText ?? browserClipboard)(code);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), resetAfterMs);
    } catch {
      setState('failed');
    }
  }

  const message = state === 'copied' ? labels.copied : state === 'failed' ? labels.copyFailed : '';

  return (
    <Frame>
      <Bar>
        <Language>{language}</Language>
        <CopyButton type="button" onClick={copy}>
          <Icon icon={state === 'copied' ? Check : Copy} size="sm" />
          {state === 'copied' ? labels.copied : labels.copy}
          <VisuallyHidden> ({label})</VisuallyHidden>
        </CopyButton>
      </Bar>
      {/* Focusable so that long lines can be scrolled with the keyboard. */}
      <Pre tabIndex={0} role="region" aria-label={label}>
        <code>{code}</code>
      </Pre>
      <Status role="status" $visible={state === 'failed'}>
        {message}
      </Status>
    </Frame>
  );
}
