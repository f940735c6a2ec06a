import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { PlainList } from '../../components/listStyles';
import type { RoadmapPeriod, RoadmapStatus } from '../../content/roadmap';
import { RoadmapStatusBadge } from './RoadmapStatusBadge';
import { theme } from '../../design/theme';
import { cardSurface, tileSurface } from '../../components/surfaces';

export interface RoadmapPeriodBlockProps {
  /** The quarter or the horizon: anchor, title, a sentence and its items. */
  period: RoadmapPeriod;
  /** The status words, e.g. «Umgesetzt», one per status. */
  statusLabels: Record<RoadmapStatus, string>;
  /** The next release stands out from the completed quarters. */
  highlighted?: boolean;
}

const Block = styled.section<{ $highlighted: boolean }>`
  padding: ${({ $highlighted }) => ($highlighted ? theme.space[6] : 0)};
  ${cardSurface({ edge: 'none' })}
  background: ${({ $highlighted }) => ($highlighted ? theme.colors.surface : 'transparent')};

  /* The page keeps the header's height free on every jump; this adds a little air. */
  h2 {
    scroll-margin-top: ${theme.space[5]};
  }
`;

const Summary = styled.p`
  margin-top: ${theme.space[3]};
  color: ${theme.colors.inkMuted};
`;

const Items = styled(PlainList)`
  display: grid;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[5]};
`;

const Item = styled.li`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[5]};
  ${tileSurface({ ground: 'paper' })}

  p {
    color: ${theme.colors.inkMuted};
  }
`;

/** One part of the roadmap: its heading (the table of contents' jump target) and its items, each with a labelled status. */
export function RoadmapPeriodBlock({ period, statusLabels, highlighted = false }: RoadmapPeriodBlockProps) {
  return (
    <Block aria-labelledby={period.id} $highlighted={highlighted}>
      {/* The anchor is the heading itself, so a jump focuses what a screen reader then announces. */}
      <Heading level={2} size="lg" id={period.id} jumpTarget>
        {period.title}
      </Heading>
      <Summary>{period.summary}</Summary>
      <Items aria-labelledby={period.id}>
        {period.items.map((item) => (
          <Item key={item.title}>
            <RoadmapStatusBadge status={item.status} label={statusLabels[item.status]} />
            <Heading level={3} size="sm">
              {item.title}
            </Heading>
            <p>{item.text}</p>
          </Item>
        ))}
      </Items>
    </Block>
  );
}
