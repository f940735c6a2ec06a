import { CircleCheck, Rocket, Telescope, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Icon } from '../../components/Icon';
import type { RoadmapStatus } from '../../content/roadmap';

export interface RoadmapStatusBadgeProps {
  /** Which stage the item is in; picks the icon and the colour. */
  status: RoadmapStatus;
  /** The status in words, e.g. «Umgesetzt»: the text carries the meaning, icon and colour only repeat it. */
  label: string;
}

const look: Record<RoadmapStatus, { icon: LucideIcon; tone: BadgeTone }> = {
  completed: { icon: CircleCheck, tone: 'success' },
  nextRelease: { icon: Rocket, tone: 'accent' },
  planned: { icon: Telescope, tone: 'neutral' },
};

const Inner = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

/** Where a roadmap item stands, as a labelled badge. */
export function RoadmapStatusBadge({ status, label }: RoadmapStatusBadgeProps) {
  return (
    <Badge tone={look[status].tone}>
      <Inner>
        <Icon icon={look[status].icon} size="sm" />
        {label}
      </Inner>
    </Badge>
  );
}
