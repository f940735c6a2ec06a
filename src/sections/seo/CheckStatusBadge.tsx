import { CircleAlert, CircleCheck, CircleX, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/Badge';
import type { CheckStatus } from '../../lib/seo/auditPage';

export interface CheckStatusBadgeProps {
  status: CheckStatus;
  /** The status in words (Erfüllt, Warnung, Fehler): icon and colour only repeat it. */
  label: string;
}

const look: Record<CheckStatus, { icon: LucideIcon; tone: BadgeTone }> = {
  pass: { icon: CircleCheck, tone: 'success' },
  warning: { icon: CircleAlert, tone: 'warning' },
  fail: { icon: CircleX, tone: 'danger' },
};

/** A check's result as a labelled badge. */
export function CheckStatusBadge({ status, label }: CheckStatusBadgeProps) {
  return (
    <Badge tone={look[status].tone} icon={look[status].icon}>
      {label}
    </Badge>
  );
}
