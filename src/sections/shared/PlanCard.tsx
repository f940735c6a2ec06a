import styled, { css } from 'styled-components';
import { Check, X } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useFormatter } from '../../lib/localeContext';
import type { Plan, PlanCardLabels } from '../../content/plans';
import { theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';
import { Stack } from '../../components/Stack';
import { Cluster } from '../../components/Cluster';

export interface PlanCardProps {
  /** The plan from `src/content/plans.ts`, with any running offer already applied. */
  plan: Plan;
  /** The words every plan card shares (per month, recommended, …). */
  labels: PlanCardLabels;
  /** Outline level of the plan name; 3 under a section's h2. */
  headingLevel?: 2 | 3 | 4;
}

const Frame = styled.article<{ $highlight: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  height: 100%;
  padding: ${theme.space[6]};
  ${cardSurface({ ground: 'paper' })}
  color: ${theme.colors.ink};
  ${({ $highlight }) =>
    $highlight &&
    css`
      border: ${theme.borderWidths.thick} solid ${theme.colors.accent};
      box-shadow: ${theme.shadows.lg};
    `}
`;

const Muted = styled.p`
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`;

const PriceBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding-block: ${theme.space[4]};
  border-block: ${theme.borderWidths.thin} solid ${theme.colors.line};
`;

const Price = styled.span`
  font-size: ${theme.fontSizes['2xl']};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.02em;
  line-height: ${theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;

const From = styled.span`
  letter-spacing: 0;
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.semibold};
`;

const OldPrice = styled.s`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.inkMuted};
`;

const Savings = styled.p`
  width: fit-content;
  margin-top: ${theme.space[1]};
  padding: ${theme.insets.badge};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
`;

const SetupFee = styled.p`
  font-size: ${theme.fontSizes.sm};
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
`;

const Feature = styled.li<{ $included: boolean }>`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-start;

  svg {
    margin-top: ${theme.nudges.md};
    flex-shrink: 0;
  }

  ${({ $included }) =>
    !$included &&
    css`
      color: ${theme.colors.inkMuted};
      & > span {
        text-decoration: line-through;
      }
    `}
`;

const Note = styled.p`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin-top: auto;
  padding-top: ${theme.space[2]};
`;

/**
 * One plan: name, price (fixed, «ab» or struck old price), features with
 * the excluded ones struck and announced, and its buttons. The main button
 * records the plan's chat event, then follows its link; a link to the free
 * intro call reports the conversion itself.
 */
export function PlanCard({ plan, labels, headingLevel = 3 }: PlanCardProps) {
  const format = useFormatter();
  const titleId = `plan-${plan.id}-title`;

  return (
    <Frame $highlight={plan.highlight} aria-labelledby={titleId}>
      <Stack gap={{ base: 2 }}>
        <Cluster gap={2} align="center" justify="between">
          <Heading level={headingLevel} size="lg" id={titleId}>
            {plan.name}
          </Heading>
          {plan.comingSoon && <Badge tone="accent">{labels.comingSoon}</Badge>}
          {plan.highlight && !plan.comingSoon && <Badge tone="neutral">{labels.recommended}</Badge>}
        </Cluster>
        <Muted>{plan.tagline}</Muted>
      </Stack>

      <PriceBlock>
        <Cluster element="p" gap={2} align="baseline">
          {plan.oldPrice !== null && (
            <OldPrice>
              <VisuallyHidden>{labels.oldPrice} </VisuallyHidden>
              {format.chf(plan.oldPrice)}
            </OldPrice>
          )}
          {plan.price !== null ? (
            <Price>{format.chf(plan.price)}</Price>
          ) : (
            plan.minPrice !== null && (
              <Price>
                <From>{labels.from}</From> {format.chf(plan.minPrice)}
              </Price>
            )
          )}
        </Cluster>
        <Muted>{plan.priceDetail}</Muted>
        {plan.savingsNote && <Savings>{plan.savingsNote}</Savings>}
      </PriceBlock>

      <p>{plan.description}</p>

      {plan.setupFee !== null && (
        <SetupFee>
          {labels.setupFee}: <strong>{format.chf(plan.setupFee)}</strong>
        </SetupFee>
      )}

      <Features>
        {plan.features.map((feature) => (
          <Feature key={feature.text} $included={feature.included}>
            <Icon icon={feature.included ? Check : X} size="sm" />
            <span>
              {!feature.included && <VisuallyHidden>{labels.notIncluded} </VisuallyHidden>}
              {feature.text}
            </span>
          </Feature>
        ))}
      </Features>

      {plan.additionalNote && <Note>{plan.additionalNote}</Note>}

      <Actions>
        <LinkButton {...plan.buttonLink} variant={plan.highlight ? 'primary' : 'secondary'} fullWidth chatEvent={plan.intercomEvent ?? undefined}>
          {plan.buttonText}
        </LinkButton>
        {plan.secondaryButtonText && plan.secondaryButtonLink && (
          <LinkButton {...plan.secondaryButtonLink} variant="ghost" fullWidth>
            {plan.secondaryButtonText}
          </LinkButton>
        )}
      </Actions>
    </Frame>
  );
}
