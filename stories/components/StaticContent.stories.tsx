import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { StaticContent } from '../../src/components/StaticContent';
import { Heading } from '../../src/components/Heading';
import { LinkButton } from '../../src/components/LinkButton';
import { STATIC_HTML_ATTRIBUTE } from '../../src/lib/useStaticHtml';
import { homeContent } from '../../src/content/de/home';

const { hero } = homeContent;

/** A flex column with a gap, as a plan card or a hero's text is. */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 36rem;
`;

const meta = {
  title: 'Components/StaticContent',
  component: StaticContent,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StaticContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A heading and a paragraph kept as prerendered beside a link that stays React's: the column's gap spaces all three alike. */
export const BesideAControl: Story = {
  args: { children: null },
  render: () => (
    <Column>
      <StaticContent>
        <Heading level={2} id="static-content-title">
          {hero.title}
        </Heading>
        <p>{hero.lead}</p>
      </StaticContent>
      <LinkButton to={hero.primaryCta.to}>{hero.primaryCta.label}</LinkButton>
    </Column>
  ),
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { name: hero.title });
    const lead = canvas.getByText(hero.lead);
    const link = canvas.getByRole('link', { name: hero.primaryCta.label });
    await expect(heading.closest(`[${STATIC_HTML_ATTRIBUTE}]`)).not.toBeNull();
    await expect(link.closest(`[${STATIC_HTML_ATTRIBUTE}]`)).toBeNull();
    // The box takes no room: the gap between heading and paragraph is the gap between paragraph and link.
    const gapAfter = (element: Element, next: Element) => next.getBoundingClientRect().top - element.getBoundingClientRect().bottom;
    const gap = parseFloat(getComputedStyle(canvasElement.querySelector(`[${STATIC_HTML_ATTRIBUTE}]`)!.parentElement!).rowGap);
    await expect(gap).toBeGreaterThan(0);
    await expect(Math.round(gapAfter(heading, lead))).toBe(Math.round(gap));
    await expect(Math.round(gapAfter(lead, link))).toBe(Math.round(gap));
  },
};
