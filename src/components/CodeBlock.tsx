import { visuallyHidden, visuallyShown } from '../design/visuallyHidden';
import styled from 'styled-components';
import { Check, Copy } from 'lucide-react';
import { Icon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';
import { useComponentLabels } from './ComponentLabels';
import { theme } from '../design/theme';
import { scrollHint } from './scrollHint';
import { CODE_COPY_ATTRIBUTE, COPY_STATE_ATTRIBUTE } from './behaviours/codeCopy';

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
  /** Overrides the site-wide copy button texts («Kopieren», «Kopiert»). */
  labels?: CodeBlockLabels;
  /** How long the button says «Kopiert» before it offers to copy again, in ms. */
  resetAfterMs?: number;
}

/* Set off from the page in both themes: dark on the light page, a step lighter than the dark page, with an edge of 3:1 against either (tokens' contrastPairs). */
const Frame = styled.div`
  border: ${theme.borderWidths.thin} solid ${theme.colors.codeEdge};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.code};
  color: ${theme.colors.onCode};
  overflow: hidden;

  /* The blue focus ring is too faint on the code's ground. */
  & :focus-visible {
    outline-color: ${theme.colors.onCode};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[5]};
  /* A quiet rule between the bar and the code, from the code's own colour. */
  border-bottom: ${theme.borderWidths.thin} solid color-mix(in srgb, ${theme.colors.onCode} 22%, transparent);
`;

const Language = styled.span`
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.codeMuted};
`;

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.compactControl};
  padding: 0 ${theme.space[3]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.codeMuted};
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.onCode};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;
  transition: border-color ${theme.durations.fast}ms ${theme.easings.standard};

  &:hover {
    border-color: ${theme.colors.onCode};
  }
`;

const Pre = styled.pre`
  margin: 0;
  padding: ${theme.space[5]};
  overflow-x: auto;
  /* Long lines scroll; a shade at the edge says that they do. */
  ${scrollHint(theme.colors.code, `color-mix(in srgb, ${theme.colors.onCode} 35%, transparent)`)}
  font-family: ${theme.fonts.mono};
  /* 15 px: code is read character by character, and beside an article's 20 px text 13 px read as a footnote. */
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.body};
  white-space: pre;
  tab-size: 2;

  &:focus-visible {
    outline-offset: calc(-1 * ${theme.focusRing.width});
  }
`;

/** Always in the page, so that a change is announced; visible only for the failure, which needs reading. */
const Status = styled.p`
  ${visuallyHidden}
  [${COPY_STATE_ATTRIBUTE}='failed'] > & {
    ${visuallyShown}
    padding: ${theme.space[3]} ${theme.space[5]};
    border-top: ${theme.borderWidths.thin} solid color-mix(in srgb, ${theme.colors.onCode} 22%, transparent);
    font-size: ${theme.fontSizes.sm};
  }
`;

/** The button's two faces: «Kopieren» with its icon, and «Kopiert» with a tick once copied. */
const Face = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  &[data-face='copied'],
  [${COPY_STATE_ATTRIBUTE}='copied'] &[data-face='copy'] {
    display: none;
  }
  [${COPY_STATE_ATTRIBUTE}='copied'] &[data-face='copied'] {
    display: inline-flex;
  }
`;

/**
 * Code to read and copy: keyboard-scrollable when lines overflow, with a copy
 * button that says when it copied and what to do when the clipboard is
 * unavailable. No syntax colours: the code stays plain text. Plain markup:
 * the behaviour `codeCopy` copies the code and says so, from the first
 * paint, with no framework.
 */
export function CodeBlock({ code, label, language, labels: ownLabels, resetAfterMs = 2000 }: CodeBlockProps) {
  const siteLabels = useComponentLabels();
  const labels = ownLabels ?? siteLabels.codeBlock;
  return (
    <Frame {...{ [COPY_STATE_ATTRIBUTE]: 'idle' }}>
      <Bar>
        <Language>{language}</Language>
        <CopyButton type="button" {...{ [CODE_COPY_ATTRIBUTE]: '' }} data-copied={labels.copied} data-failed={labels.copyFailed} data-reset-after={resetAfterMs}>
          <Face data-face="copy">
            <Icon icon={Copy} size="sm" />
            {labels.copy}
          </Face>
          <Face data-face="copied">
            <Icon icon={Check} size="sm" />
            {labels.copied}
          </Face>
          <VisuallyHidden> ({label})</VisuallyHidden>
        </CopyButton>
      </Bar>
      {/* Focusable so that long lines can be scrolled with the keyboard. */}
      <Pre tabIndex={0} role="region" aria-label={label}>
        <code>{code}</code>
      </Pre>
      <Status role="status" />
    </Frame>
  );
}
