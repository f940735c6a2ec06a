import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../src/design/theme';
import { GlobalStyle } from '../src/design/GlobalStyle';
import { IntegrationsProvider } from '../src/integrations/IntegrationsContext';
import { integrationSpies, resetIntegrationSpies, setChatStatus } from '../stories/support/integrationSpies';
import type { ChatStatus } from '../src/integrations/types';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
    options: {
      storySort: { order: ['Foundations', 'Components', 'Sections', 'Pages', 'Site'] },
    },
  },
  // Fresh spies for every story; `parameters.chatStatus` presets the chat state.
  beforeEach: ({ parameters }) => {
    resetIntegrationSpies();
    if (parameters.chatStatus) setChatStatus(parameters.chatStatus as ChatStatus);
  },
  decorators: [
    (Story, { parameters }) => (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/de']}>
          <IntegrationsProvider value={integrationSpies}>
            <Story />
          </IntegrationsProvider>
        </MemoryRouter>
      </ThemeProvider>
    ),
  ],
};

export default preview;
