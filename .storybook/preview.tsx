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

const preview: Preview = {
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
    options: {
      storySort: { order: ['Foundations', 'Components', 'Sections', 'Pages', 'Site'] },
    },
  },
  // Fresh spies for every story; `parameters.chatStatus`, `consent` and `calendar` preset their states.
  beforeEach: ({ parameters }) => {
    resetIntegrationSpies(parameters as SpyParameters);
  },
  decorators: [
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
