import { useId, useRef, useState } from 'react';
import { useFieldsAsFound } from '../../lib/useFieldsAsFound';
import styled, { css } from 'styled-components';
import { Info } from 'lucide-react';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { TextField } from '../../components/TextField';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { TokenEstimatorContent, TokenTextType } from '../../content/pricing';
import { useFormatter } from '../../lib/localeContext';
import { estimateTokens, isCount, MAX_COUNT, parseCount, QUOTA_NOTICE_SHARE, type QuotaLevel } from '../../lib/tokenEstimate';
import { media, theme } from '../../design/theme';
import { cardSurface, chipSurface, tileSurface } from '../../components/surfaces';
import { Cluster } from '../../components/Cluster';

export interface TokenEstimatorProps {
  /** The section's words (`TokenEstimatorContent`), from `src/content/pricing.ts`; nothing the section says is written in the component. */
  content: TokenEstimatorContent;
  /** The kinds of text a visitor can count, with the tokens each takes. */
  kinds: ReadonlyArray<TokenTextType>;
  /** Counts filled in at first, by kind id; empty fields otherwise. */
  initialCounts?: Readonly<Partial<Record<string, number>>>;
  /** Outline level of the estimator's title; 3 inside a section. */
  headingLevel?: 2 | 3 | 4;
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  padding: ${theme.space[5]};
  ${cardSurface({ ground: 'paper' })}
  box-shadow: ${theme.shadows.md};

  ${media.md} {
    padding: ${theme.space[6]};
  }
`;

const Intro = styled.p`
  margin-top: ${theme.space[2]};
  color: ${theme.colors.inkMuted};
`;

const Fields = styled.fieldset`
  display: grid;
  gap: ${theme.space[2]} ${theme.space[5]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding-top: ${theme.space[5]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
`;

const Label = styled.span`
  display: block;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

const Total = styled.strong`
  font-size: ${theme.fontSizes['2xl']};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.02em;
  line-height: ${theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;

const Share = styled.span`
  font-weight: ${theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const fill = (level: QuotaLevel) => (level === 'within' || level === 'empty' ? 'success' : 'warning');

const Track = styled.div`
  position: relative;
  height: ${theme.sizes.meterHeight};
  ${chipSurface({ ground: 'surfaceStrong', edge: 'none' })}
`;

const Fill = styled.div<{ $level: QuotaLevel }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $level }) => theme.colors[fill($level)]};
  transition: width ${theme.durations.base}ms ${theme.easings.standard};
`;

/* The 80 % mark: where the notice is sent. */
const Mark = styled.span`
  position: absolute;
  top: calc(-1 * ${theme.space[1]});
  bottom: calc(-1 * ${theme.space[1]});
  left: ${QUOTA_NOTICE_SHARE * 100}%;
  width: ${theme.borderWidths.thick};
  background: ${theme.colors.ink};
`;

/* 0, the notice at 80 % and the full quota under the track; the meter itself carries the value. */
const Scale = styled.div`
  position: relative;
  display: flex;
  justify-content: space-between;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.inkMuted};
  font-variant-numeric: tabular-nums;
`;

/* Ends at its mark rather than centred on it: the 20 % beyond the mark holds «100 %» on the narrowest phone, half a label more does not. */
const NoticeTick = styled.span`
  position: absolute;
  right: ${(1 - QUOTA_NOTICE_SHARE) * 100}%;
  padding-right: ${theme.space[1]};
  color: ${theme.colors.ink};
  font-weight: ${theme.fontWeights.semibold};
`;

const Quota = styled.p`
  font-size: ${theme.fontSizes.sm};
`;

const Note = styled.p<{ $attention: boolean }>`
  display: flex;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: ${theme.nudges.md};
  }
  ${({ $attention }) =>
    $attention
      ? css`
          padding: ${theme.space[3]} ${theme.space[4]};
          ${tileSurface({ ground: 'warningSoft', edge: 'none' })}
          color: ${theme.colors.warning};
          font-weight: ${theme.fontWeights.medium};
        `
      : css`
          color: ${theme.colors.inkMuted};
        `}
`;

const Disclaimer = styled.p`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.inkMuted};
`;

/**
 * A small calculator: how many texts of each kind a team writes in a
 * month, the tokens that takes, and the share of the Business plan's
 * monthly quota, with a calm note from the 80 % notice on.
 */
export function TokenEstimator({ content, kinds, initialCounts = {}, headingLevel = 3 }: TokenEstimatorProps) {
  const format = useFormatter();
  const percent = format.percent;
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  const [inputs, setInputs] = useState<Record<string, string>>(() =>
    Object.fromEntries(kinds.map((kind) => [kind.id, initialCounts[kind.id] ? String(initialCounts[kind.id]) : ''])),
  );
  // Text a number field cannot read («12a» in Firefox) reaches the value as ''; the browser still shows it.
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(() => new Set());
  const invalid = (id: string) => unreadable.has(id) || !isCount(inputs[id] ?? '');
  const frame = useRef<HTMLDivElement>(null);
  // A count typed before the island hydrated counts too.
  useFieldsAsFound(frame, (field) => {
    const kind = kinds.find((candidate) => field.id === `${idPrefix}-${candidate.id}`);
    if (!kind) return;
    setInputs((current) => ({ ...current, [kind.id]: field.value }));
    if (field.validity.badInput) setUnreadable((current) => new Set([...current, kind.id]));
  });
  const counts = Object.fromEntries(kinds.map((kind) => [kind.id, parseCount(inputs[kind.id] ?? '')]));
  const estimate = estimateTokens(kinds, counts, content.quota);
  const shareText = `${percent(estimate.percent)} ${content.shareSuffix}`;
  const attention = estimate.level === 'nearQuota' || estimate.level === 'overQuota';

  return (
    <Frame ref={frame} role="group" aria-labelledby={titleId}>
      <div>
        <Heading level={headingLevel} size="md" id={titleId}>
          {content.title}
        </Heading>
        <Intro>{content.intro}</Intro>
      </div>

      <Fields>
        <VisuallyHidden as="legend">{content.fieldsLabel}</VisuallyHidden>
        {kinds.map((kind) => (
          <TextField
            key={kind.id}
            id={`${idPrefix}-${kind.id}`}
            label={kind.countLabel}
            hint={`${content.perItemPrefix} ${format.number(kind.tokens)} ${content.unit} · ${content.countRule}`}
            error={invalid(kind.id) ? content.invalidCount : null}
            status={invalid(kind.id) ? 'invalid' : undefined}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_COUNT}
            step={1}
            placeholder="0"
            autoComplete="off"
            value={inputs[kind.id] ?? ''}
            onChange={(event) => {
              const { value, validity } = event.currentTarget;
              setInputs((current) => ({ ...current, [kind.id]: value }));
              setUnreadable((current) => {
                const next = new Set(current);
                if (validity.badInput) next.add(kind.id);
                else next.delete(kind.id);
                return next;
              });
            }}
          />
        ))}
      </Fields>

      <Result>
        <Cluster element="p" gap={[1, 4]} align="end" justify="between" aria-live="polite">
          <span>
            <Label>{content.totalLabel}</Label>
            <Total data-testid="token-total">
              {format.number(estimate.total)} {content.unit}
            </Total>
          </span>
          <Share data-testid="token-share">{shareText}</Share>
        </Cluster>
        <Track
          role="meter"
          aria-label={content.meterLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(estimate.percent, 100)}
          aria-valuetext={shareText}
        >
          <Fill $level={estimate.level} style={{ width: `${Math.min(estimate.percent, 100)}%` }} />
          <Mark aria-hidden="true" />
        </Track>
        <Scale aria-hidden="true">
          <span>0</span>
          <NoticeTick>{percent(QUOTA_NOTICE_SHARE * 100)}</NoticeTick>
          <span>{percent(100)}</span>
        </Scale>
        <Quota>{content.quotaLabel}</Quota>
        <Note $attention={attention} aria-live="polite">
          {attention && <Icon icon={Info} size="sm" />}
          <span>{content.notes[estimate.level]}</span>
        </Note>
        <Disclaimer>{content.disclaimer}</Disclaimer>
      </Result>
    </Frame>
  );
}
