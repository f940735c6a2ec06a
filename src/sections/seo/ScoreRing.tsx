import styled from 'styled-components';
import { scoreColour, type ScoreColour } from '../../lib/seo/metaBands';
import { theme } from '../../design/theme';
import { Stack } from '../../components/Stack';

export interface ScoreRingProps {
  /** 0 to 100. */
  score: number;
  /** The meter's accessible name, e.g. «SEO-Score». */
  label: string;
  /** The scale after the number, e.g. «von 100». */
  outOf: string;
  /** The band in words (Gut, Verbesserungswürdig, Schwach): colour is never the only cue. */
  bands: Record<ScoreColour, string>;
  size?: 'large' | 'small';
}

const tone = { green: 'success', amber: 'warning', red: 'danger' } as const;

const Dial = styled.div<{ $size: 'large' | 'small' }>`
  position: relative;
  width: ${({ $size }) => ($size === 'large' ? theme.sizes.scoreRing : theme.sizes.scoreRingSmall)};
  aspect-ratio: 1;

  svg {
    display: block;
    width: 100%;
    height: 100%;
    transform: rotate(-90deg);
  }
`;

const Track = styled.circle`
  fill: none;
  stroke: ${theme.colors.surfaceStrong};
`;

const Arc = styled.circle<{ $colour: ScoreColour }>`
  fill: none;
  stroke: ${({ $colour }) => theme.colors[tone[$colour]]};
  stroke-linecap: round;
`;

const Number = styled.span<{ $size: 'large' | 'small' }>`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  line-height: ${theme.lineHeights.tight};
  font-size: ${({ $size }) => ($size === 'large' ? theme.fontSizes['2xl'] : theme.fontSizes.lg)};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;

  small {
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.medium};
    color: ${theme.colors.inkMuted};
  }
`;

const Band = styled.span<{ $colour: ScoreColour }>`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${({ $colour }) => theme.colors[tone[$colour]]};
  text-align: center;
`;

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A score from 0 to 100 as a ring: an accessible meter whose number and band
 * («Gut», «Verbesserungswürdig», «Schwach») are text; the colour repeats the
 * band (green from 90, amber from 70, red below).
 */
export function ScoreRing({ score, label, outOf, bands, size = 'large' }: ScoreRingProps) {
  const colour = scoreColour(score);
  const clamped = Math.min(100, Math.max(0, score));
  return (
    <Stack
      gap={{ base: 2 }}
      align="center"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped} ${outOf}, ${bands[colour]}`}
    >
      <Dial $size={size}>
        <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <Track cx="50" cy="50" r={RADIUS} strokeWidth="10" />
          <Arc
            $colour={colour}
            cx="50"
            cy="50"
            r={RADIUS}
            strokeWidth="10"
            strokeDasharray={`${(CIRCUMFERENCE * clamped) / 100} ${CIRCUMFERENCE}`}
          />
        </svg>
        <Number $size={size} aria-hidden="true">
          {clamped}
          <small>{outOf}</small>
        </Number>
      </Dial>
      <Band $colour={colour} aria-hidden="true">
        {bands[colour]}
      </Band>
    </Stack>
  );
}
