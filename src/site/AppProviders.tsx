import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../design/theme';
import { GlobalStyle } from '../design/GlobalStyle';
import { IntegrationsProvider } from '../integrations/IntegrationsContext';
import type { Integrations } from '../integrations/types';
import { ComponentLabelsProvider } from '../components/ComponentLabels';
import { commonContent } from '../content/common';

/** Theme, global style and integrations, shared by the client and the prerenderer. */
export function AppProviders({ integrations, children }: { integrations: Integrations; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <IntegrationsProvider value={integrations}>
        <ComponentLabelsProvider labels={commonContent}>{children}</ComponentLabelsProvider>
      </IntegrationsProvider>
    </ThemeProvider>
  );
}
