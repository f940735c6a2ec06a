import { useId, useRef, useState } from 'react';
import { useFieldsAsFound } from '../../lib/useFieldsAsFound';
import styled from 'styled-components';
import { CircleCheck } from 'lucide-react';
import { Icon } from '../../components/Icon';
import type { SelfCheckContent } from '../../content/academy';
import { theme } from '../../design/theme';
import { cardSurface, tileSurface } from '../../components/surfaces';

export interface SelfCheckProps {
  /** The title, the rule, the four statements, the status sentences and the note that nothing is sent. */
  content: SelfCheckContent;
}

/** The spec's rule: at least two ticks and the programme fits. */
export const FITS_FROM = 2;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${theme.space[6]};
  ${cardSurface({ ground: 'paper' })}
`;

const Legend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.snug};

  & + * {
    clear: left;
  }
`;

const Rule = styled.p`
  margin-top: ${theme.space[2]};
  color: ${theme.colors.inkMuted};
`;

const Options = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[5]};
`;

const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space[2]} 0;
  cursor: pointer;

  input {
    flex-shrink: 0;
    width: ${theme.space[5]};
    height: ${theme.space[5]};
    margin: 0;
    accent-color: ${theme.colors.accent};
    cursor: pointer;
  }
`;

const Status = styled.p<{ $fits: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  margin-top: ${theme.space[4]};
  padding: ${theme.space[2]} ${theme.space[4]};
  ${tileSurface({ edge: 'none' })}
  font-weight: ${theme.fontWeights.semibold};
  color: ${({ $fits }) => ($fits ? theme.colors.success : theme.colors.ink)};
  background: ${({ $fits }) => ($fits ? theme.colors.successSoft : theme.colors.surface)};
`;

const Note = styled.p`
  margin-top: ${theme.space[3]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

/**
 * Four statements a team ticks for itself. A polite live status says, as
 * they tick, whether the programme fits (from two ticks on). There is no
 * form and no submit: the answers stay in the page's memory.
 */
export function SelfCheck({ content }: SelfCheckProps) {
  const baseId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // A box ticked before the island hydrated counts too.
  useFieldsAsFound(fieldset, (box) => {
    const index = [...(fieldset.current?.querySelectorAll('input') ?? [])].indexOf(box);
    setTicked((previous) => new Set(box.checked ? [...previous, index] : [...previous].filter((other) => other !== index)));
  });
  const count = ticked.size;
  const fits = count >= FITS_FROM;
  const status = count === 0 ? content.status.none : fits ? content.status.fits : content.status.notYet;

  const toggle = (index: number) => {
    setTicked((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  };

  return (
    <Fieldset ref={fieldset} aria-describedby={`${baseId}-rule`}>
      <Legend>{content.title}</Legend>
      <Rule id={`${baseId}-rule`}>{content.rule}</Rule>
      <Options>
        {content.statements.map((statement, index) => (
          <Option key={statement}>
            <input type="checkbox" checked={ticked.has(index)} onChange={() => toggle(index)} />
            <span>{statement}</span>
          </Option>
        ))}
      </Options>
      <Status role="status" $fits={fits}>
        {fits && <Icon icon={CircleCheck} size="sm" />}
        {status}
      </Status>
      <Note>{content.privacyNote}</Note>
    </Fieldset>
  );
}
