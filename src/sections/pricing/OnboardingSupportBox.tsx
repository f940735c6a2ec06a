import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LucideIcon } from 'lucide-react';
import { Check, LifeBuoy, Rocket } from 'lucide-react';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { useFormatter } from '../../lib/localeContext';
import type { OnboardingSupportColumn } from '../../content/onboarding';
import type { OnboardingSupportContent } from '../../content/pricing';
import { IconTile } from '../../components/listStyles';
import { media, theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';
import { Cluster } from '../../components/Cluster';

export interface OnboardingSupportBoxProps {
  /** The section's words (`OnboardingSupportContent`), from `src/content/pricing.ts`; nothing the section says is written in the component. */
  content: OnboardingSupportContent;
}

const TITLE_ID = 'pricing-onboarding-title';

const Box = styled.div`
  display: grid;
  ${cardSurface({ ground: 'paper' })}

  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};

  & + & {
    border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  }
  ${media.md} {
    padding: ${theme.space[7]};
    & + & {
      border-top: 0;
      border-left: ${theme.borderWidths.thin} solid ${theme.colors.line};
    }
  }
`;


const KeyFact = styled.p`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
  letter-spacing: -0.01em;
`;

const Points = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};

  li {
    display: flex;
    gap: ${theme.space[2]};
  }
  svg {
    flex-shrink: 0;
    margin-top: ${theme.nudges.lg};
    color: ${theme.colors.success};
  }
`;

const Muted = styled.p`
  color: ${theme.colors.inkMuted};
`;

const Fee = styled.p`
  margin-top: auto;
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  font-size: ${theme.fontSizes.sm};

  strong {
    font-variant-numeric: tabular-nums;
  }
`;

function ColumnBody({ column, icon, children }: { column: OnboardingSupportColumn; icon: LucideIcon; children?: ReactNode }) {
  return (
    <Column>
      <Cluster gap={3} align="center" wrap={false}>
        <IconTile $tone="surface">
          <Icon icon={icon} />
        </IconTile>
        <Heading level={3} size="md">
          {column.title}
        </Heading>
      </Cluster>
      <KeyFact>{column.keyFact}</KeyFact>
      <Muted>{column.text}</Muted>
      <Points>
        {column.points.map((point) => (
          <li key={point}>
            <Icon icon={Check} size="sm" />
            <span>{point}</span>
          </li>
        ))}
      </Points>
      {children}
    </Column>
  );
}

/** What the start includes and how support works, side by side in one box. */
export function OnboardingSupportBox({ content }: OnboardingSupportBoxProps) {
  const format = useFormatter();
  const { onboarding, support } = content;
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Box>
        <ColumnBody column={onboarding} icon={Rocket}>
          <Fee>
            {onboarding.feeLabel}: <strong>{format.chf(onboarding.fee)}</strong>
          </Fee>
        </ColumnBody>
        <ColumnBody column={support} icon={LifeBuoy} />
      </Box>
    </Section>
  );
}
