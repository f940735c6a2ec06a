import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'accent' | 'neutral' | 'success' | 'warning' | 'danger';

const palette = {
  accent: { fg: 'accentStrong', bg: 'accentSoft' },
  neutral: { fg: 'ink', bg: 'surfaceStrong' },
  success: { fg: 'success', bg: 'successSoft' },
  warning: { fg: 'warning', bg: 'warningSoft' },
  danger: { fg: 'danger', bg: 'dangerSoft' },
} as const;

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  width: fit-content;
  padding: ${({ theme }) => theme.insets.badge};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  color: ${({ theme, $tone }) => theme.colors[palette[$tone].fg]};
  background: ${({ theme, $tone }) => theme.colors[palette[$tone].bg]};
`;

/** A short status label such as «Demnächst» or «Empfohlen». */
export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: BadgeTone }) {
  return <Pill $tone={tone}>{children}</Pill>;
}
