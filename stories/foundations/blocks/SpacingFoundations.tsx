import styled from 'styled-components';
import { theme } from '../../../src/design/theme';
import { durations, radii, shadows, space } from '../../../src/design/tokens';
import { Heading } from '../../../src/components/Heading';

const Row = styled.div`
  display: grid;
  grid-template-columns: 8rem 1fr;
  align-items: center;
  gap: 1rem;
  padding: 0.5rem 0;
  code { color: ${theme.colors.inkMuted}; font-size: ${theme.fontSizes.xs}; }
`;
const Bar = styled.div`
  height: 1rem;
  background: ${theme.colors.accent};
`;
const Tile = styled.div`
  width: 8rem;
  height: 5rem;
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
`;

/** The spacing steps on the 4 px grid, each as a bar of its length. */
export function SpaceScale() {
  return (
    <>
      {Object.entries(space).map(([step, value]) => (
        <Row key={step}>
          <code>
            space[{step}] · {value}
          </code>
          <Bar style={{ width: value }} />
        </Row>
      ))}
    </>
  );
}

/** The corner radii on a tile. */
export function RadiusScale() {
  return (
    <>
      {Object.entries(radii).map(([name, value]) => (
        <Row key={name}>
          <code>
            {name} · {value}
          </code>
          <Tile style={{ borderRadius: value }} />
        </Row>
      ))}
    </>
  );
}

/** The shadows on a tile. */
export function ShadowScale() {
  return (
    <>
      {Object.entries(shadows).map(([name, value]) => (
        <Row key={name}>
          <code>{name}</code>
          <Tile style={{ boxShadow: value }} />
        </Row>
      ))}
    </>
  );
}

/** The durations of transitions and delays, in ms. */
export function DurationList() {
  return (
    <>
      {Object.entries(durations).map(([name, value]) => (
        <Row key={name}>
          <code>{name}</code>
          <span>{value} ms</span>
        </Row>
      ))}
    </>
  );
}

/** Spacing, radii, shadows and durations as one picture. */
export function SpacingFoundations() {
  return (
    <>
      <Heading level={1}>Abstände, Radien, Schatten, Bewegung</Heading>
      <Heading level={2} size="md">
        Abstände (4-px-Raster)
      </Heading>
      <SpaceScale />
      <Heading level={2} size="md">
        Radien
      </Heading>
      <RadiusScale />
      <Heading level={2} size="md">
        Schatten
      </Heading>
      <ShadowScale />
      <Heading level={2} size="md">
        Dauer von Übergängen
      </Heading>
      <DurationList />
    </>
  );
}
