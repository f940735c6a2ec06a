import styled from 'styled-components';
import { theme } from '../../../src/design/theme';
import { icons, usage } from 'virtual:used-icons';
import { Icon } from '../../../src/components/Icon';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${theme.space[3]};
`;
const Item = styled.li`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[3]};
  align-items: start;
  padding: ${theme.space[3]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.xs};
  strong {
    display: block;
    font-size: ${theme.fontSizes.sm};
  }
  span {
    color: ${theme.colors.inkMuted};
    overflow-wrap: anywhere;
  }
`;

/** How many different icons the site uses (read from the source). */
export const usedIconCount = usage.length;

/**
 * Every lucide icon the site imports, drawn by the site's own `Icon`
 * component at size `lg`, with the files that use it.
 */
export function IconGallery() {
  return (
    <Grid>
      {usage.map(([name, files]) => {
        const glyph = icons[name];
        return (
          <Item key={name}>
            {glyph ? <Icon icon={glyph} size="lg" /> : <span>?</span>}
            <div>
              <strong>{name}</strong>
              <span>{files.map((file) => file.replace(/^src\//, '')).join(', ')}</span>
            </div>
          </Item>
        );
      })}
    </Grid>
  );
}
