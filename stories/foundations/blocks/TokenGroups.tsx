import styled from 'styled-components';
import { theme } from '../../../src/design/theme';
import tokensSource from '../../../src/design/tokens.ts?raw';
import { borderWidths, breakpoints, colors, easings, focusRing, insets, layout, measure, nudges, overlays, sizes, zIndices } from '../../../src/design/tokens';
import { TokenTable, type TokenRow } from './TokenTable';
import { groupComment, tokenComments } from '../tokenComments';

/** Rows of a token group, each with the comment written beside it in tokens.ts. */
function rowsOf(group: string, values: Readonly<Record<string, string | number>>, preview?: (value: string | number, name: string) => TokenRow['preview']): TokenRow[] {
  const comments = tokenComments(tokensSource, group);
  return Object.entries(values).map(([name, value]) => ({
    name: `${group}.${name}`,
    value,
    use: comments[name],
    preview: preview?.(value, name),
  }));
}

/** The comment above a token group in tokens.ts, shown above its table. */
export function GroupNote({ group }: { group: string }) {
  const text = groupComment(tokensSource, group);
  return text ? <Note>{text}</Note> : null;
}

const Note = styled.p`
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
  margin: 0 0 ${theme.space[3]};
`;

const Rule = styled.div<{ $width: string }>`
  width: ${theme.space[9]};
  border-top: ${({ $width }) => $width} solid ${theme.colors.ink};
`;
const Extent = styled.div<{ $width: string; $height?: string }>`
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height ?? theme.space[3]};
  background: ${theme.colors.accentSoft};
  border: ${theme.borderWidths.thin} solid ${theme.colors.accent};
`;
const Chip = styled.span<{ $padding: string }>`
  display: inline-block;
  padding: ${({ $padding }) => $padding};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.accentTextStrong};
  font-size: ${theme.fontSizes.xs};
`;
const Layer = styled.div<{ $layer: string }>`
  width: ${theme.space[9]};
  height: ${theme.space[7]};
  background: linear-gradient(90deg, ${colors.paper} 50%, ${colors.inverse} 50%);
  border: ${theme.borderWidths.thin} solid ${theme.colors.line};
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: ${theme.space[2]};
    background: ${({ $layer }) => $layer};
  }
`;
const Focused = styled.span`
  display: inline-block;
  padding: ${theme.space[2]} ${theme.space[4]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.lineStrong};
  border-radius: ${theme.radii.sm};
  outline: ${focusRing.width} solid ${colors.focus};
  outline-offset: ${focusRing.offset};
`;

const text = (value: string | number) => String(value);

export function BorderWidthTable() {
  return <TokenTable caption="Linienstärken" rows={rowsOf('borderWidths', borderWidths, (value) => <Rule $width={text(value)} />)} />;
}

export function SizeTable() {
  return (
    <TokenTable
      caption="Feste Grössen von Bedienelementen und Marken"
      rows={rowsOf('sizes', sizes, (value) => <Extent $width={text(value)} $height={text(value)} style={{ maxHeight: sizes.logoHeight }} />)}
    />
  );
}

export function MeasureTable() {
  return <TokenTable caption="Textbreiten (max-width)" rows={rowsOf('measure', measure, (value) => <Extent $width={text(value)} />)} />;
}

export function InsetTable() {
  return (
    <TokenTable
      caption="Innenabstände kleiner Etiketten"
      rows={rowsOf('insets', insets, (value) => <Chip $padding={text(value)}>Demnächst</Chip>)}
    />
  );
}

export function NudgeTable() {
  return <TokenTable caption="Optische Korrekturen" rows={rowsOf('nudges', nudges)} />;
}

export function FocusRingTable() {
  return (
    <TokenTable
      caption="Fokusring"
      rows={[
        ...rowsOf('focusRing', focusRing),
        { name: 'colors.focus', value: colors.focus, use: 'Farbe des Rings', preview: <Focused>Fokussiert</Focused> },
      ]}
    />
  );
}

export function OverlayTable() {
  return (
    <TokenTable
      caption="Durchscheinende Ebenen"
      rows={rowsOf('overlays', overlays, (value, name) => (name.endsWith('Filter') ? undefined : <Layer $layer={text(value)} />))}
    />
  );
}

export function BreakpointTable() {
  return (
    <TokenTable
      caption="Breakpoints (min-width)"
      rows={rowsOf('breakpoints', breakpoints).map((row) => ({ ...row, value: `${row.value} px` }))}
    />
  );
}

export function EasingTable() {
  return <TokenTable caption="Kurven" rows={rowsOf('easings', easings)} />;
}

export function LayoutTable() {
  return <TokenTable caption="Seitenrahmen" rows={rowsOf('layout', layout)} />;
}

export function ZIndexTable() {
  return <TokenTable caption="Ebenen (z-index)" rows={rowsOf('zIndices', zIndices)} />;
}
