import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { GlobalStyle } from '../src/design/GlobalStyle';
import '../src/design/fontFaces';
import { IntegrationsProvider } from '../src/integrations/IntegrationsContext';
import { defaultLocale, localeSettings, locales } from '../src/lib/locales';
import { integrationSpies, resetIntegrationSpies, type SpyParameters } from '../stories/support/integrationSpies';
import { REDUCED_MOTION_GLOBAL, ReducedMotion } from '../stories/support/reducedMotion';
import { reviewBackgrounds, reviewViewports } from '../stories/support/reviewPresets';
import { LazyReviewDocsContainer, LazyReviewDocsPage } from '../stories/support/LazyReviewDocs';
import { axeRules } from '../scripts/lib/axeRules.mjs';
import { LOCALE_GLOBAL, localeOfGlobals, playLanguage, StoryInLanguage } from '../stories/support/storyLanguage';
import { StoryBehaviours } from '../stories/support/StoryBehaviours';
import { inLanguage } from '../stories/support/contentTranslations';
import { PSEUDO, PSEUDO_FINDINGS, pseudoFindings } from '../stories/support/pseudoLocale';
import { siteLocaleOf } from '../stories/support/storyContent';
import { applyStoryTheme, forgetStoredTheme, STORY_THEMES, StoryTheme, THEME_GLOBAL, themeOfGlobals } from '../stories/support/storyTheme';
import { themeNames } from '../src/design/tokens';

/**
 * A browser a program drives: the story tests' (and Chromatic's), never a
 * reviewer's. Known when this module loads, unlike the test runner's mark
 * on the user agent, which it adds once the first story runs.
 */
const automated = typeof navigator !== 'undefined' && navigator.webdriver;

// A play function waits for what it looks for as long as the story may run
// (the runner gives each 60 s); a reviewer keeps Testing Library's quick 1 s.
// Waiting 1 s for a lazy chunk failed stories on a busy machine.
if (automated) configure({ asyncUtilTimeout: 20_000 });

// The story run reads a section in the pseudo-locale through this (.storybook/test-runner.ts).
if (automated) Object.assign(window, { [PSEUDO_FINDINGS]: pseudoFindings });

const preview: Preview = {
  // Every story file gets a docs page with its props table and all its states;
  // a file that has its own MDX page keeps that one instead.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // A violation fails the story. Under automation axe reports violations
    // only: the passing nodes a reviewer's panel lists made each result up to
    // 450 kB to build and carry to the runner, and axe a third slower.
    a11y: { test: 'error', options: { rules: axeRules, ...(automated ? { resultTypes: ['violations'] } : {}) } },
    controls: { expanded: true },
    options: {
      storySort: { order: ['Einführung', 'Foundations', 'Components', 'Sections', 'Pages', 'Site'] },
    },
    // Review presets. Neither is applied by default, so stories and their
    // screenshots look as before; a reviewer picks one in the toolbar.
    viewport: { options: reviewViewports },
    backgrounds: { options: reviewBackgrounds },
    docs: {
      page: LazyReviewDocsPage,
      container: LazyReviewDocsContainer,
      // Stories embedded in MDX pages sit in frames too (see ReviewDocs.tsx).
      story: { inline: false, height: '36rem' },
    },
  },
  globalTypes: {
    [LOCALE_GLOBAL]: {
      description: 'Sprache der Inhalte (die Dokumentation bleibt deutsch)',
      toolbar: {
        title: 'Sprache',
        icon: 'globe',
        items: [
          ...locales.map((locale) => ({ value: locale, title: localeSettings[locale].name, right: localeSettings[locale].short })),
          // Built from German at test time: what a translation would break shows before one exists (stories/support/pseudoLocale.ts).
          { value: PSEUDO, title: 'Pseudo-Sprache (Test: länger, mit Akzenten)', right: '⟦⟧' },
        ],
        dynamicTitle: true,
      },
    },
    [THEME_GLOBAL]: {
      description: 'Farbschema der Website (hell oder dunkel)',
      toolbar: {
        title: 'Farbschema',
        icon: 'mirror',
        items: themeNames.map((theme) => ({ value: theme, title: STORY_THEMES[theme] })),
        dynamicTitle: true,
      },
    },
    [REDUCED_MOTION_GLOBAL]: {
      description: 'Bevorzugt reduzierte Bewegung (prefers-reduced-motion)',
      toolbar: {
        title: 'Bewegung',
        icon: 'transfer',
        items: [
          { value: 'no-preference', title: 'Bewegung wie im Browser' },
          { value: 'reduce', title: 'Reduzierte Bewegung' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { [LOCALE_GLOBAL]: defaultLocale, [THEME_GLOBAL]: 'light', [REDUCED_MOTION_GLOBAL]: 'no-preference' },
  // Fresh spies for every story; `parameters.chatStatus`, `consent` and `calendar` preset their states.
  beforeEach: (context) => {
    resetIntegrationSpies(context.parameters as SpyParameters);
    // Each story starts in its theme, whatever the previous story's toggle chose.
    forgetStoredTheme();
    applyStoryTheme(themeOfGlobals({ ...context.globals, ...context.storyGlobals }));
    // A play function acts in its story's language (German unless the story
    // sets its own): about to play on an empty canvas (a story opened or
    // remounted, not re-rendered for new args or globals), the story shows
    // in that language until it has played (see stories/support/storyLanguage.tsx).
    const willPlay = 'playFunction' in context && Boolean(context.playFunction) && context.canvasElement.childElementCount === 0;
    const actsIn = localeOfGlobals(context.storyGlobals);
    playLanguage.set(willPlay && actsIn !== localeOfGlobals(context.globals) ? actsIn : null);
  },
  afterEach: () => {
    playLanguage.set(null);
  },
  decorators: [
    (Story, { globals }) =>
      globals[REDUCED_MOTION_GLOBAL] === 'reduce' ? (
        <ReducedMotion>
          <Story />
        </ReducedMotion>
      ) : (
        <Story />
      ),
    (Story, { parameters, globals, args, canvasElement }) => (
      <>
        <GlobalStyle />
        <StoryTheme theme={themeOfGlobals(globals)}>
          <IntegrationsProvider value={integrationSpies}>
            <StoryInLanguage locale={localeOfGlobals(globals)} route={(parameters.route as string | undefined) ?? '/de'} ownRouter={parameters.ownRouter === true}>
              {(locale) => (
                <StoryBehaviours root={canvasElement as HTMLElement} locale={siteLocaleOf(locale)}>
                  <Story args={inLanguage(args, locale)} />
                </StoryBehaviours>
              )}
            </StoryInLanguage>
          </IntegrationsProvider>
        </StoryTheme>
      </>
    ),
  ],
};

export default preview;
