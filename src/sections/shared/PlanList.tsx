import type { Plan, PlanCardLabels } from '../../content/plans';
import { PlanCard } from './PlanCard';
import { Grid } from '../../components/Grid';

export interface PlanListProps {
  /** The plans to show side by side, in order. */
  plans: ReadonlyArray<Plan>;
  /** The words every plan card shares (per month, recommended, …). */
  labels: PlanCardLabels;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/** The plan cards side by side (stacked on small screens), as a list named by a heading. */
export function PlanList({ plans, labels, labelledBy }: PlanListProps) {
  return (
    <Grid element="ul" columns={{ base: 1, lg: 3 }} gap={{ base: 5, lg: 6 }} aria-labelledby={labelledBy}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} labels={labels} headingLevel={3} />
        </li>
      ))}
    </Grid>
  );
}
