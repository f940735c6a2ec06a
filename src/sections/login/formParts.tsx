/**
 * Styled pieces the forms of the login section share (the login and signup
 * form, the reset form), so the forms look and read alike.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { theme } from '../../design/theme';
import type { SiteHref } from '../../lib/paths';
import type { ValidationMessages } from '../../lib/validation';
import { messageAttributes } from './authFormMarks';

/** The form's heading and intro, the form, and the line under it. */
const FormIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  p {
    color: ${theme.colors.inkMuted};
  }
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
 * One to this same page that names the other tab (`?tab=signup`) selects
 * that tab in place (the behaviour `tabPanels`); without the page's script
 * it loads the page with that tab, as any link.
 */
export function TextLink({ to, children }: { to: SiteHref; children: ReactNode }) {
  return <TextAnchor href={to}>{children}</TextAnchor>;
}

/** A form's validation messages as the marks the behaviour `authForms` reads them from. */
export function validationMarks(messages: Partial<ValidationMessages>): Record<string, string> {
  const marks: Record<string, string> = {};
  for (const [code, attribute] of Object.entries(messageAttributes)) {
    const message = messages[code as keyof ValidationMessages];
    if (message) marks[attribute] = message;
  }
  return marks;
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
