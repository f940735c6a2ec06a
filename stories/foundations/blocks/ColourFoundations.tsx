import styled from 'styled-components';
import { colors, contrastPairs } from '../../../src/design/tokens';
import { contrastRatio } from '../../../src/design/contrast';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 1rem;
  margin-bottom: 2.5rem;
`;
const Swatch = styled.figure`
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div { height: 4rem; }
  figcaption { padding: 0.5rem 0.75rem; }
  code { display: block; color: ${({ theme }) => theme.colors.inkMuted}; }
`;
const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th, td { text-align: left; padding: 0.5rem 0.75rem; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
`;
const Sample = styled.span<{ $fg: string; $bg: string }>`
  display: inline-block;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
  font-weight: 600;
`;

/** Non-text pairs (field borders, focus ring) are shown as a frame, not as text. */
const UiSample = styled.span<{ $fg: string; $bg: string }>`
  display: inline-block;
  width: 3rem;
  height: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 3px solid ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
`;

/** Every colour token as a swatch with its name and value. */
export function ColourPalette() {
  return (
    <Grid>
      {Object.entries(colors).map(([name, value]) => (
        <Swatch key={name}>
          <div style={{ background: value }} />
          <figcaption>
            <strong>{name}</strong>
            <code>{value}</code>
          </figcaption>
        </Swatch>
      ))}
    </Grid>
  );
}

/** Every text/background pair in use, its contrast ratio (computed) and the WCAG minimum it must reach. */
export function ContrastTable() {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Beispiel</th>
          <th scope="col">Verwendung</th>
          <th scope="col">Kontrast</th>
          <th scope="col">Minimum</th>
          <th scope="col">Ergebnis</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => {
          const ratio = contrastRatio(colors[pair.fg], colors[pair.bg]);
          return (
            <tr key={`${pair.fg}-${pair.bg}`}>
              <td>
                {pair.min < 4.5 ? (
                  <UiSample $fg={colors[pair.fg]} $bg={colors[pair.bg]} aria-label={`${pair.fg} auf ${pair.bg}`} role="img" />
                ) : (
                  <Sample $fg={colors[pair.fg]} $bg={colors[pair.bg]}>
                    {pair.fg} / {pair.bg}
                  </Sample>
                )}
              </td>
              <td>{pair.use}</td>
              <td>{ratio.toFixed(2)} : 1</td>
              <td>{pair.min} : 1</td>
              <td data-testid="contrast-result">{ratio >= pair.min ? 'bestanden' : 'ungenügend'}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** The colour foundations as one picture: palette, then contrasts. */
export function ColourFoundations() {
  return (
    <>
      <h1>Farben</h1>
      <ColourPalette />
      <h2>Kontraste der verwendeten Paare (WCAG 2.2 AA)</h2>
      <ContrastTable />
    </>
  );
}
