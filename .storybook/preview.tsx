import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../src/design/theme';
import { GlobalStyle } from '../src/design/GlobalStyle';
import '../src/design/fontFaces';
import { IntegrationsProvider } from '../src/integrations/IntegrationsContext';
import { ComponentLabelsProvider } from '../src/components/ComponentLabels';
import { commonContent } from '../src/content/common';
import { integrationSpies, resetIntegrationSpies, type SpyParameters } from '../stories/support/integrationSpies';
import { REDUCED_MOTION_GLOBAL, ReducedMotion } from '../stories/support/reducedMotion';
import { reviewBackgrounds, reviewViewports } from '../stories/support/reviewPresets';
import { LazyReviewDocsContainer, LazyReviewDocsPage } from '../stories/support/LazyReviewDocs';

const preview: Preview = {
  // Every story file gets a docs page with its props table and all its states;
  // a file that has its own MDX page keeps that one instead.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
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
  initialGlobals: { [REDUCED_MOTION_GLOBAL]: 'no-preference' },
  // Fresh spies for every story; `parameters.chatStatus`, `consent` and `calendar` preset their states.
  beforeEach: ({ parameters }) => {
    resetIntegrationSpies(parameters as SpyParameters);
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
    (Story, { parameters }) => (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/de']}>
          <IntegrationsProvider value={integrationSpies}>
            <ComponentLabelsProvider labels={commonContent}>
              <Story />
            </ComponentLabelsProvider>
          </IntegrationsProvider>
        </MemoryRouter>
      </ThemeProvider>
    ),
  ],
};

export default preview;
