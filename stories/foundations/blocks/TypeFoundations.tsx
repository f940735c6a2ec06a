import styled from 'styled-components';
import { theme } from '../../../src/design/theme';
import { fontSizes, fontWeights, lineHeights } from '../../../src/design/tokens';
import { Heading } from '../../../src/components/Heading';

const Row = styled.div`
  display: grid;
  grid-template-columns: 8rem 1fr;
  align-items: baseline;
  gap: 1rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${theme.colors.line};
  code { color: ${theme.colors.inkMuted}; font-size: ${theme.fontSizes.xs}; }
`;

/** Every step of the type scale, largest first, set in one sample line. */
export function FontSizeScale() {
  return (
    <>
      {Object.entries(fontSizes)
        .reverse()
        .map(([name, size]) => (
          <Row key={name}>
            <code>
              {name} · {size}
            </code>
            <span style={{ fontSize: size, lineHeight: lineHeights.snug }}>Daten bleiben in Zürich.</span>
          </Row>
        ))}
    </>
  );
}

/** The weights of the one typeface. */
export function FontWeightScale() {
  return (
    <>
      {Object.entries(fontWeights).map(([name, weight]) => (
        <Row key={name}>
          <code>
            {name} · {weight}
          </code>
          <span style={{ fontWeight: weight }}>Sichere KI für Schweizer KMU, Stiftungen und NPO</span>
        </Row>
      ))}
    </>
  );
}

/** The typography foundations as one picture. */
export function TypeScale() {
  return (
    <>
      <Heading level={1}>Typografie</Heading>
      <p style={{ margin: '1rem 0 2rem' }}>
        Eine Schrift, Inter Variable, selbst gehostet. Zeilenhöhe Fliesstext {lineHeights.body}, Überschriften {lineHeights.tight}.
      </p>
      <FontSizeScale />
      <Heading level={2} size="lg">
        Schriftschnitte
      </Heading>
      <FontWeightScale />
    </>
  );
}
