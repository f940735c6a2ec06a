import styled from 'styled-components';
import type { RichText as RichTextParts } from '../../content/apiProducts';
import { theme } from '../../design/theme';
import { inlineCodeSurface } from '../../components/surfaces';

/** Inline code in running text: paths, field names, commands. */
export const InlineCode = styled.code`
  padding: 0.05em 0.35em;
  ${inlineCodeSurface({ ground: 'surfaceStrong', edge: 'none' })}
  color: ${theme.colors.ink};
  font-family: ${theme.fonts.mono};
  font-size: 0.875em;
  overflow-wrap: anywhere;
`;

/** Renders text parts, with `{ code }` parts as inline code. */
export function RichText({ parts }: { parts: RichTextParts }) {
  return (
    <>
      {parts.map((part, index) => (typeof part === 'string' ? part : <InlineCode key={index}>{part.code}</InlineCode>))}
    </>
  );
}
