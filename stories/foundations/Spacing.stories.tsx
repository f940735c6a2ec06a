import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { durations, radii, shadows, space } from '../../src/design/tokens';
import { Heading } from '../../src/components/Heading';

const Row = styled.div`
  display: grid;
  grid-template-columns: 8rem 1fr;
  align-items: center;
  gap: 1rem;
  padding: 0.5rem 0;
  code { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;
const Bar = styled.div`
  height: 1rem;
  background: ${({ theme }) => theme.colors.accent};
`;
const Tile = styled.div`
  width: 8rem;
  height: 5rem;
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
`;

function SpacingFoundations() {
  return (
    <>
      <Heading level={1}>Abstände, Radien, Schatten, Bewegung</Heading>
      <Heading level={2} size="md">
        Abstände (4-px-Raster)
      </Heading>
      {Object.entries(space).map(([step, value]) => (
        <Row key={step}>
          <code>
            space[{step}] · {value}
          </code>
          <Bar style={{ width: value }} />
        </Row>
      ))}
      <Heading level={2} size="md">
        Radien
      </Heading>
      {Object.entries(radii).map(([name, value]) => (
        <Row key={name}>
          <code>
            {name} · {value}
          </code>
          <Tile style={{ borderRadius: value }} />
        </Row>
      ))}
      <Heading level={2} size="md">
        Schatten
      </Heading>
      {Object.entries(shadows).map(([name, value]) => (
        <Row key={name}>
          <code>{name}</code>
          <Tile style={{ boxShadow: value }} />
        </Row>
      ))}
      <Heading level={2} size="md">
        Dauer von Übergängen
      </Heading>
      {Object.entries(durations).map(([name, value]) => (
        <Row key={name}>
          <code>{name}</code>
          <span>{value} ms</span>
        </Row>
      ))}
    </>
  );
}

const meta = { title: 'Foundations/Abstände', component: SpacingFoundations } satisfies Meta<typeof SpacingFoundations>;
export default meta;

export const Scale: StoryObj<typeof meta> = { name: 'Raster und Radien' };
