import type { CSSProperties, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media, theme } from '../design/theme';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = 'display' | 'xl' | 'lg' | 'md' | 'sm';

export interface HeadingProps {
  /** The document outline level (h1–h4). */
  level: HeadingLevel;
  /** The visual size; defaults to the size that fits the level. */
  size?: HeadingSize;
  /** The heading text. */
  children: ReactNode;
  /** Lets a section, a list or a jump link refer to the heading. */
  id?: string;
  /** The target of a jump link (table of contents): it can then take the keyboard focus. */
  jumpTarget?: boolean;
  /** For a styled(Heading) extension; no other styling from outside. */
  className?: string;
}

const defaultSize: Record<HeadingLevel, HeadingSize> = { 1: 'display', 2: 'xl', 3: 'md', 4: 'sm' };

const sizes = {
  display: css`
    --heading-size: ${theme.fontSizes['3xl']};
    ${media.md} {
      --heading-size: ${theme.fontSizes['4xl']};
    }
    letter-spacing: -0.025em;
  `,
  xl: css`
    --heading-size: ${theme.fontSizes['2xl']};
    ${media.md} {
      --heading-size: ${theme.fontSizes['3xl']};
    }
    letter-spacing: -0.02em;
  `,
  lg: css`
    --heading-size: ${theme.fontSizes.xl};
    ${media.md} {
      --heading-size: ${theme.fontSizes['2xl']};
    }
    letter-spacing: -0.015em;
  `,
  md: css`
    --heading-size: ${theme.fontSizes.lg};
  `,
  sm: css`
    --heading-size: ${theme.fontSizes.md};
  `,
} as const;

/** The CSS variable holding the size at which the heading's longest word fits a phone's line. */
const FITS_VAR = '--longest-word-fits';
/** Inter's bold letters are about 0.6 em wide on average; a word of `n` letters needs `n × 0.6 em`. */
const LETTER_WIDTH_EM = 0.6;
/** Words shorter than this fit the narrowest line (320 px) at every heading size. */
const LONG_WORD = 11;

const StyledHeading = styled.h2<{ $size: HeadingSize }>`
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.tight};
  ${({ $size }) => sizes[$size]}
  /* The heading's longest word fits the line: below its size, a long compound would be cut, and without the language's hyphenation data a browser cuts it without a hyphen. */
  font-size: min(var(--heading-size), var(${FITS_VAR}, var(--heading-size)));
`;

/**
 * The font size at which the longest word of `text` fits the widest line a
 * heading has on a phone (the screen less the page's margins), when that
 * word is long; nothing for short words and for headings that are not text.
 */
export function longestWordFit(text: ReactNode): string | undefined {
  if (typeof text !== 'string') return undefined;
  const longest = Math.max(0, ...text.split(/[\s\u00ad/–-]+/).map((word) => word.length));
  if (longest < LONG_WORD) return undefined;
  return `calc((100vw - 2 * ${theme.space[5]}) / ${(longest * LETTER_WIDTH_EM).toFixed(2)})`;
}

/** A heading whose outline level and visual size are chosen separately. */
export function Heading({ level, size, children, id, jumpTarget, className }: HeadingProps) {
  const fits = longestWordFit(children);
  return (
    <StyledHeading
      as={`h${level}`}
      $size={size ?? defaultSize[level]}
      id={id}
      tabIndex={jumpTarget ? -1 : undefined}
      className={className}
      style={fits ? ({ [FITS_VAR]: fits } as CSSProperties) : undefined}
    >
      {children}
    </StyledHeading>
  );
}
