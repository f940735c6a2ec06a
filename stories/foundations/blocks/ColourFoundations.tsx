import styled from 'styled-components';
import { theme } from '../../../src/design/theme';
import { contrastPairs, palettes, themeNames, type ColorName, type ThemeName } from '../../../src/design/tokens';
import { contrastRatio } from '../../../src/design/contrast';
import tokensSource from '../../../src/design/tokens.ts?raw';
import { tokenComments } from '../tokenComments';
import { STORY_THEMES } from '../../support/storyTheme';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${theme.fontSizes.sm};
  th, td { text-align: left; padding: 0.5rem 0.75rem; border-bottom: 1px solid ${theme.colors.line}; }
`;
const Sample = styled.span<{ $fg: string; $bg: string }>`
  display: inline-block;
  padding: 0.25rem 0.75rem;
  border-radius: ${theme.radii.sm};
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
  font-weight: 600;
`;

/** Non-text pairs (field borders, focus ring) are shown as a frame, not as text. */
const UiSample = styled.span<{ $fg: string; $bg: string }>`
  display: inline-block;
  width: 3rem;
  height: 1.75rem;
  border-radius: ${theme.radii.sm};
  border: 3px solid ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
`;

const Chip = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 2.5rem;
  height: 1.5rem;
  margin-right: 0.5rem;
  vertical-align: middle;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
  background: ${({ $colour }) => $colour};
`;

const themeTitles = STORY_THEMES;

/** Every colour role with its value in each theme, side by side: what a component names, and what the visitor sees. */
export function ColourPalette() {
  const roles = tokenComments(tokensSource, 'lightPalette');
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Rolle</th>
          <th scope="col">Wofür</th>
          {themeNames.map((theme) => (
            <th key={theme} scope="col">
              {themeTitles[theme]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(Object.keys(palettes.light) as ColorName[]).map((name) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>{roles[name] ?? ''}</td>
            {themeNames.map((theme) => (
              <td key={theme}>
                <Chip $colour={palettes[theme][name]} />
                <code>{palettes[theme][name]}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** One pair in one theme: a sample drawn in that theme's colours and its ratio. */
function PairInTheme({ pair, theme }: { pair: (typeof contrastPairs)[number]; theme: ThemeName }) {
  const fg = palettes[theme][pair.fg];
  const bg = palettes[theme][pair.bg];
  const ratio = contrastRatio(fg, bg);
  return (
    <td>
      {pair.min < 4.5 ? (
        <UiSample $fg={fg} $bg={bg} aria-label={`${pair.fg} auf ${pair.bg}, ${themeTitles[theme]}`} role="img" />
      ) : (
        <Sample $fg={fg} $bg={bg}>
          Aa
        </Sample>
      )}{' '}
      {ratio.toFixed(2)} : 1{' '}
      <span data-testid="contrast-result">{ratio >= pair.min ? 'bestanden' : 'ungenügend'}</span>
    </td>
  );
}

/** Every text/background pair in use, with its contrast ratio (computed) in each theme and the WCAG minimum it must reach. */
export function ContrastTable() {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Paar</th>
          <th scope="col">Verwendung</th>
          {themeNames.map((theme) => (
            <th key={theme} scope="col">
              {themeTitles[theme]}
            </th>
          ))}
          <th scope="col">Minimum</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => (
          <tr key={`${pair.fg}-${pair.bg}`}>
            <td>
              <code>
                {pair.fg} / {pair.bg}
              </code>
            </td>
            <td>{pair.use}</td>
            {themeNames.map((theme) => (
              <PairInTheme key={theme} pair={pair} theme={theme} />
            ))}
            <td>{pair.min} : 1</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The colour foundations as one picture: both palettes, then the contrasts in both themes. */
export function ColourFoundations() {
  return (
    <>
      <h1>Farben</h1>
      <ColourPalette />
      <h2>Kontraste der verwendeten Paare in beiden Farbschemen (WCAG 2.2 AA)</h2>
      <ContrastTable />
    </>
  );
}
