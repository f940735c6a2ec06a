import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';


/**
 * Layers run one way: design, lib → content → integrations → components →
 * sections → pages → site. Each entry forbids a layer's imports of the layers
 * above it; tests sit above every layer and are exempt.
 */
const layerFolders = (...names) => `(^|/)(${names.join('|')})(/|$)`;
const forbid = (regex, message) => ({ regex, message });
/**
 * React Router renders the site at build time, in `npm run dev` and in
 * Storybook, never in the browser (src/site/routes.ts): only the route
 * table, the routes' elements and the shell's link import it. Islands,
 * behaviours, boot.ts and every component an island may render do not, and
 * the build fails on router code in a browser script
 * (scripts/build/routerFree.mjs).
 */
const routerModules = ['src/site/routes.ts', 'src/site/RouteElements.tsx', 'src/site/ShellLink.tsx', 'src/site/serveRequest.ts', 'src/entry-server.tsx'];
const routerMessage = 'the router runs at build time only: import it in src/site/routes.ts, RouteElements.tsx or ShellLink.tsx, never where the browser runs it.';
const routerImports = ['react-router', 'react-router-dom'].map((name) => ({ name, message: routerMessage }));

const layerRules = [
  {
    files: ['src/design/**', 'src/lib/**'],
    patterns: [forbid(layerFolders('content', 'integrations', 'components', 'sections', 'pages', 'site'), 'design and lib import nothing of the app.')],
  },
  {
    files: ['src/content/**'],
    patterns: [forbid(layerFolders('integrations', 'components', 'sections', 'pages', 'site'), 'content imports only design, lib and icons.')],
  },
  {
    files: ['src/integrations/**'],
    patterns: [forbid(layerFolders('components', 'sections', 'pages', 'site'), 'integrations may read content, nothing above it.')],
  },
  {
    files: ['src/components/**'],
    patterns: [forbid(layerFolders('content', 'sections', 'pages', 'site'), 'components take their words as props or from ComponentLabels, never from content.')],
  },
  {
    files: ['src/sections/**'],
    patterns: [
      forbid(layerFolders('pages', 'site'), 'sections never import pages or the site shell.'),
      // From sections/<page>/X, `../<other>/…` is another page's section; shared pieces live in sections/shared.
      forbid('^\\.\\./(?!shared/)[A-Za-z]', "a page's sections never import another page's sections: move what two pages share to sections/shared or components."),
    ],
  },
  {
    files: ['src/pages/**'],
    patterns: [forbid(layerFolders('site'), 'pages never import the site shell.')],
    // Pages arrange sections; layout and styling belong in a section.
    paths: [{ name: 'styled-components', message: 'pages arrange sections only: put layout and styles into a section.' }],
  },
  {
    // The site's own modules: the router only in those that the browser never runs.
    files: ['src/site/**', 'src/boot.ts'],
    patterns: [],
  },
].map(({ files, patterns, paths = [] }) => ({
  files,
  ignores: ['**/*.test.ts', '**/*.test.tsx', ...routerModules],
  rules: { 'no-restricted-imports': ['error', { patterns, paths: [...paths, ...routerImports] }] },
}));

const sharpSMessage = 'Swiss German writes ss, not the sharp s.';
const sharpS = [
  { selector: 'Literal[value=/\\u00df/]', message: sharpSMessage },
  { selector: 'TemplateElement[value.raw=/\\u00df/]', message: sharpSMessage },
  { selector: 'JSXText[value=/\\u00df/]', message: sharpSMessage },
];

/**
 * A rem or px length, or an rgb(a) colour, written into a styled block
 * (styled.x`…`, css`…`, keyframes`…`): in its text or in a string inside
 * one of its interpolations. `${…}px` after a token stays allowed.
 */
const rawStyleValue = '/(^|[^\\w$.#-])-?(\\d*\\.)?\\d+(rem|px)\\b|rgba?\\(/';
const rawStyleMessage = 'Use a design token (src/design/tokens.ts) instead of a raw rem, px or rgba value.';
const rawStyleValues = [
  { selector: `TaggedTemplateExpression > TemplateLiteral > TemplateElement[value.raw=${rawStyleValue}]`, message: rawStyleMessage },
  { selector: `TaggedTemplateExpression > TemplateLiteral Literal[value=${rawStyleValue}]`, message: rawStyleMessage },
];

/**
 * A width media query written by hand: breakpoints come from the tokens
 * through `media` (src/design/theme.ts), so a layout changes at the same
 * widths everywhere.
 */
const rawMediaMessage = 'Write a width media query as ${media.md} (src/design/theme.ts), not by hand.';
const rawMediaQueries = [{ selector: 'TemplateElement[value.raw=/@media[^{]*width/]', message: rawMediaMessage }];

/**
 * Tokens are reached one way: `import { theme } from '…/design/theme'`.
 * No ThemeProvider hands them down a second way (and styled-components'
 * DefaultTheme is left empty, so `({ theme }) => theme.colors` fails the
 * typecheck as well).
 */
const themeMessage = "Read the tokens from src/design/theme ('theme', 'media'), not from a provider's props.";
const themeFromProps = [
  { selector: "ImportDeclaration[source.value='styled-components'] > ImportSpecifier[imported.name=/^(ThemeProvider|useTheme|withTheme|ThemeContext)$/]", message: themeMessage },
  { selector: "TemplateLiteral ArrowFunctionExpression > ObjectPattern > Property[key.name='theme']", message: themeMessage },
];

export default tseslint.config(
  { ignores: ['dist*/', 'storybook-*/', '.test-output', '.cache', 'node_modules', '!.storybook'] },
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
    rules: { 'no-restricted-syntax': ['error', ...sharpS] },
  },
  {
    // Sizes, colours and breakpoints come from the tokens. The same rule entry as above,
    // so both lists apply (a later entry replaces an earlier one's options).
    // A value that must stay raw is wrapped in
    // /* eslint-disable no-restricted-syntax -- why */ … /* eslint-enable */.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/design/**'],
    rules: { 'no-restricted-syntax': ['error', ...sharpS, ...rawStyleValues, ...rawMediaQueries, ...themeFromProps] },
  },
  ...layerRules,
  {
    // Import cycles hide layering mistakes. import-x skips type-only imports;
    // scripts/lint/importCycles.test.ts holds those (and dynamic ones) too.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser for the modules it follows, Node's resolution for the paths.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
