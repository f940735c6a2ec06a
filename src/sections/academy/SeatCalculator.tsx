import { useId, useRef, useState } from 'react';
import { useFieldsAsFound } from '../../lib/useFieldsAsFound';
import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { TextField } from '../../components/TextField';
import { useFormatter } from '../../lib/localeContext';
import { cohortSeatTotal, isValidParticipantCount, type SeatPrices } from '../../lib/cohortSeats';
import type { SeatCalculatorContent } from '../../content/academy';
import { theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';

export interface SeatCalculatorProps {
  /** Labels of the two inputs, the lines of the breakdown and the note on travel and venue. */
  content: SeatCalculatorContent;
  /** The seat and onsite prices, excl. VAT. */
  prices: SeatPrices;
  /** How many participants the calculator starts with. */
  initialParticipants?: number;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  padding: ${theme.space[6]};
  ${cardSurface({ ground: 'paper', edge: 'strong' })}
`;

const Toggle = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: ${theme.sizes.touchTarget};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;

  input {
    width: ${theme.space[5]};
    height: ${theme.space[5]};
    margin: 0;
    accent-color: ${theme.colors.accent};
    cursor: pointer;
  }
`;

const Breakdown = styled.dl`
  display: grid;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};

  div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[4]};
  }
  dt {
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Total = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidths.thick} solid ${theme.colors.ink};
  font-weight: ${theme.fontWeights.semibold};

  output {
    font-size: ${theme.fontSizes['2xl']};
    font-weight: ${theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

/**
 * Number of participants and the onsite day in, the total out. The
 * arithmetic is `cohortSeatTotal`; no maximum is enforced because the
 * programme has none published. An entry that is not a whole number of at
 * least one keeps the last valid total hidden and says why.
 */
export function SeatCalculator({ content, prices, initialParticipants = 1 }: SeatCalculatorProps) {
  const format = useFormatter();
  const baseId = useId();
  const [participantsText, setParticipantsText] = useState(String(initialParticipants));
  const [withOnsiteDay, setWithOnsiteDay] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // What was entered before the island hydrated counts too.
  useFieldsAsFound(panel, (field) => (field.type === 'checkbox' ? setWithOnsiteDay(field.checked) : setParticipantsText(field.value)));
  const participants = Number(participantsText.trim());
  const valid = participantsText.trim() !== '' && isValidParticipantCount(participants);
  const result = valid ? cohortSeatTotal({ participants, withOnsiteDay }, prices) : null;
  const titleId = `${baseId}-title`;
  const inputId = `${baseId}-participants`;

  return (
    <Panel ref={panel} role="group" aria-labelledby={titleId}>
      <Heading level={3} size="md" id={titleId}>
        {content.title}
      </Heading>
      <TextField
        id={inputId}
        label={content.participantsLabel}
        hint={content.participantsHint}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={participantsText}
        onChange={(event) => setParticipantsText(event.target.value)}
        status={valid ? 'untouched' : 'invalid'}
        error={valid ? null : content.invalid}
      />
      <Toggle>
        <input type="checkbox" checked={withOnsiteDay} onChange={(event) => setWithOnsiteDay(event.target.checked)} />
        {content.onsiteLabel}
      </Toggle>
      {result && (
        <Breakdown>
          <div>
            <dt>{content.firstSeatLabel}</dt>
            <dd>{format.chf(result.firstSeat)}</dd>
          </div>
          <div>
            <dt>
              {format.count(content.furtherSeats, result.furtherSeats.count)}
            </dt>
            <dd>{format.chf(result.furtherSeats.amount)}</dd>
          </div>
          {withOnsiteDay && (
            <div>
              <dt>{content.onsiteLineLabel}</dt>
              <dd>{format.chf(result.onsiteAddOn)}</dd>
            </div>
          )}
        </Breakdown>
      )}
      <Total>
        <span id={`${baseId}-total-label`}>{content.totalLabel}</span>
        <output htmlFor={inputId} aria-labelledby={`${baseId}-total-label`} aria-live="polite">
          {result ? format.chf(result.total) : '–'}
        </output>
      </Total>
      {withOnsiteDay && <Note>{content.onsiteExtrasNote}</Note>}
    </Panel>
  );
}
