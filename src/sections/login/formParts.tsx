/**
 * Styled pieces the forms of the login section share (the login and signup
 * form, the reset form), so the forms look and read alike.
 */
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { theme } from '../../design/theme';
import { isPlainClick } from '../../components/behaviours/behaviour';
import { useAddressBar } from '../../lib/addressContext';
import type { SiteHref } from '../../lib/paths';

/** The form's heading and intro, the form, and the line under it. */
const FormIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  p {
    color: ${theme.colors.inkMuted};
  }
`;

export const FormFields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

/** The look of a link inside a form card. */
const TextAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.accentText};
  text-decoration: underline;
  text-decoration-thickness: ${theme.borderWidths.thin};

  &:hover {
    color: ${theme.colors.accentTextStrong};
    text-decoration-thickness: ${theme.borderWidths.thick};
  }
`;

/**
 * A link inside a form card: accent, underlined, a touch target of 44 px.
 * One to this same page with another query (the other tab: `?tab=signup`)
 * changes the address in place, as a tab does, instead of loading the page
 * again; any other is followed as a link is.
 */
export function TextLink({ to, children }: { to: SiteHref; children: ReactNode }) {
  const address = useAddressBar();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = new URL(to, 'https://site.invalid');
    if (!isPlainClick(event) || target.pathname !== address.current().pathname) return;
    event.preventDefault();
    address.replace({ search: target.search, hash: target.hash });
  };
  return (
    <TextAnchor href={to} onClick={onClick}>
      {children}
    </TextAnchor>
  );
}

/** The line under a form, set off by a rule: a question and a link. */
export const FormFooterLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

/** How an e-mail field behaves in every form here: e-mail keyboard, no autocorrect, the browser's saved address. */
export const emailInputProps = {
  type: 'text',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/** A form's heading (named by `id`, which the form refers to) and its intro sentence. */
export function FormHeader({ id, level, heading, intro }: { id: string; level: 2 | 3; heading: string; intro: string }) {
  return (
    <FormIntro>
      <Heading level={level} size="md" id={id}>
        {heading}
      </Heading>
      <p>{intro}</p>
    </FormIntro>
  );
}
