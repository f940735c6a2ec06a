import styled from 'styled-components';
import type { Plan, PlanCardLabels } from '../../content/plans';
import { PlanCard } from './PlanCard';
import { media, theme } from '../../design/theme';

export interface PlanListProps {
  /** The plans to show side by side, in order. */
  plans: ReadonlyArray<Plan>;
  /** The words every plan card shares (per month, recommended, …). */
  labels: PlanCardLabels;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[5]};
  align-items: stretch;

  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${theme.space[6]};
  }
`;

/** The plan cards side by side (stacked on small screens), as a list named by a heading. */
export function PlanList({ plans, labels, labelledBy }: PlanListProps) {
  return (
    <Grid aria-labelledby={labelledBy}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} labels={labels} headingLevel={3} />
        </li>
      ))}
    </Grid>
  );
}
