import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../src/design/theme';
import { GlobalStyle } from '../src/design/GlobalStyle';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
    options: {
      storySort: { order: ['Foundations', 'Components', 'Sections', 'Pages', 'Site'] },
    },
  },
  decorators: [
    (Story, { parameters }) => (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/de']}>
          <Story />
        </MemoryRouter>
      </ThemeProvider>
    ),
  ],
};

export default preview;
