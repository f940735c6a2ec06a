import styled from 'styled-components';
import { consentActionProps } from '../../components/behaviours/consentMarks';
import { theme } from '../../design/theme';

/** Looks like the footer's links; it is a button because it opens a dialog rather than a page. */
const LinkLikeButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${theme.colors.onInverse};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline-color: ${theme.colors.onInverse};
  }
`;

/** «Cookie-Einstellungen» in the footer of every page: reopens the consent settings (the consent behaviour answers it). */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <LinkLikeButton type="button" {...consentActionProps('openSettings')}>
      {label}
    </LinkLikeButton>
  );
}
