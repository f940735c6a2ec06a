import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist*/', 'storybook-*/', '.test-output', 'node_modules', '!.storybook'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Swiss German writes ss. Text about the letter itself (the sharp-s
    // feature) needs an eslint-disable comment, which makes each use deliberate.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/\\u00df/]', message: 'Swiss German writes ss, not the sharp s.' },
        { selector: 'TemplateElement[value.raw=/\\u00df/]', message: 'Swiss German writes ss, not the sharp s.' },
        { selector: 'JSXText[value=/\\u00df/]', message: 'Swiss German writes ss, not the sharp s.' },
      ],
    },
  },
);
