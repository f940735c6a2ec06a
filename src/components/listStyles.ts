import styled, { css } from 'styled-components';
import { theme } from '../design/theme';

/** Small shared styles of the sections: plain lists and icon tiles. */

/** A list's bullets and indent removed, its semantics kept: PlainList, and Grid, Stack and Cluster drawn as a list. */
export const listReset = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Whether a primitive drawn as `element` is a list, which `listReset` then strips of its bullets and indent. */
export const isList = (element: string): boolean => element === 'ul' || element === 'ol';

/** A list without bullets or indent; its semantics stay. */
export const PlainList = styled.ul`
  ${listReset}
`;

/** The text beside an IconTile in a row: it may shrink below its longest word, which then wraps (WCAG 1.4.10). */
export const BesideIcon = styled.div`
  min-width: 0;
`;

/** A small square holding an icon. */
export const IconTile = styled.span<{ $tone?: 'paper' | 'surface' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  border-radius: ${theme.radii.md};
  border: ${theme.borderWidths.thin} solid ${theme.colors.line};
  background: ${({ $tone = 'paper' }) => theme.colors[$tone]};
  color: ${theme.colors.ink};
`;
