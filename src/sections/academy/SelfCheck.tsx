import { useId, useState } from 'react';
import styled from 'styled-components';
import { CircleCheck } from 'lucide-react';
import { Icon } from '../../components/Icon';
import type { SelfCheckContent } from '../../content/academy';

export interface SelfCheckProps {
  /** The title, the rule, the four statements, the status sentences and the note that nothing is sent. */
  content: SelfCheckContent;
}

/** The spec's rule: at least two ticks and the programme fits. */
export const FITS_FROM = 2;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.paper};
`;

const Legend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  & + * {
    clear: left;
  }
`;

const Rule = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space[2]} 0;
  cursor: pointer;

  input {
    flex-shrink: 0;
    width: ${({ theme }) => theme.space[5]};
    height: ${({ theme }) => theme.space[5]};
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
  }
`;

const Status = styled.p<{ $fits: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $fits }) => ($fits ? theme.colors.success : theme.colors.ink)};
  background: ${({ theme, $fits }) => ($fits ? theme.colors.successSoft : theme.colors.surface)};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/**
 * Four statements a team ticks for itself. A polite live status says, as
 * they tick, whether the programme fits (from two ticks on). There is no
 * form and no submit: the answers stay in the page's memory.
 */
export function SelfCheck({ content }: SelfCheckProps) {
  const baseId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
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
    <Fieldset aria-describedby={`${baseId}-rule`}>
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
