import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { Icon } from './Icon';
import { theme } from '../design/theme';

export type BadgeTone = 'accent' | 'neutral' | 'success' | 'warning' | 'danger';

const palette = {
  accent: { fg: 'accentTextStrong', bg: 'accentSoft' },
  neutral: { fg: 'ink', bg: 'surfaceStrong' },
  success: { fg: 'success', bg: 'successSoft' },
  warning: { fg: 'warning', bg: 'warningSoft' },
  danger: { fg: 'danger', bg: 'dangerSoft' },
} as const;

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  width: fit-content;
  padding: ${theme.insets.badge};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  color: ${({ $tone }) => theme.colors[palette[$tone].fg]};
  background: ${({ $tone }) => theme.colors[palette[$tone].bg]};
`;

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  /** An icon before the label that repeats what the words say (a status), never replacing them. */
  icon?: LucideIcon;
}

/** A short status label such as «Demnächst» or «Empfohlen». */
export function Badge({ children, tone = 'neutral', icon }: BadgeProps) {
  return (
    <Pill $tone={tone}>
      {icon && <Icon icon={icon} size="sm" />}
      {children}
    </Pill>
  );
}
