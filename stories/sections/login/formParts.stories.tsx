import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emailInputProps, FormFooterLine, FormHeader, TextLink } from '../../../src/sections/login/formParts';
import { Stack } from '../../../src/components/Stack';
import { TextField } from '../../../src/components/TextField';
import { contentFor } from '../../../src/content/siteContent';
import { useInStoryLanguage } from '../../support/storyLanguage';

const { resetPasswordContent } = contentFor('de-CH').resetPassword;

const { form } = resetPasswordContent;

/**
 * The pieces the login section's forms share, put together as those forms
 * do, with the reset form's words. (Their states, typing and messages are
 * in the stories of AuthForm and ResetPasswordForm.)
 */
function PartsTogether() {
  const form = useInStoryLanguage(resetPasswordContent.form);
  return (
    <Stack gap={{ base: 5 }}>
      <FormHeader id="form-parts-heading" level={2} heading={form.heading} intro={form.intro} />
      <form aria-labelledby="form-parts-heading" noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap={{ base: 4 }}>
          <TextField id="form-parts-email" label={form.email.label} hint={form.email.hint} value="" onChange={() => {}} {...emailInputProps} />
        </Stack>
      </form>
      <FormFooterLine>
        {form.help.prompt}
        <TextLink to={form.help.link.to}>{form.help.link.label}</TextLink>
      </FormFooterLine>
    </Stack>
  );
}

const meta = {
  title: 'Sections/Login/FormParts',
  component: PartsTogether,
  // The same picture as ResetPasswordForm's first state, which has the screenshot.
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof PartsTogether>;
export default meta;

/** The heading names the form; the e-mail field asks for the e-mail keyboard and the saved address and corrects nothing; the help link is a full touch target. */
export const PartsTogetherAsInTheForms: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const formElement = canvas.getByRole('form', { name: form.heading });
    await expect(canvas.getByRole('heading', { level: 2, name: form.heading })).toBeVisible();
    await expect(canvas.getByText(form.intro)).toBeVisible();
    const email = within(formElement).getByRole('textbox', { name: form.email.label });
    await expect(email).toHaveAttribute('inputmode', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAttribute('autocapitalize', 'none');
    await expect(email).toHaveAttribute('spellcheck', 'false');
    const help = canvas.getByRole('link', { name: form.help.link.label });
    await expect(help).toHaveAttribute('href', form.help.link.to);
    await expect(help.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
