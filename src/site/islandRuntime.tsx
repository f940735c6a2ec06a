import { StrictMode, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { adoptPrerenderedStyles } from '../lib/prerenderedStyles';
import { browserAddressBar } from '../lib/address';
import { ISLAND_HYDRATED_ATTRIBUTE, islandIdPrefix } from '../components/islandMarks';
import type { Integrations } from '../integrations/types';
import type { ComponentLabels } from '../components/ComponentLabels';
import type { Locale } from '../lib/locales';
import { IslandProviders, IslandTree } from './IslandProviders';

/*
 * React, styled-components and what every island renders inside: the
 * framework a page loads once its first island is wanted (src/site/islandScheduler.ts
 * schedules it), a chunk of its own that no page without islands loads.
 */

// Before any island renders: its styles are in the page already (src/lib/prerenderedStyles.ts).
adoptPrerenderedStyles();

const address = browserAddressBar();

/** What every island on the page shares: the integrations, the page's language and the primitives' words in it. */
export interface IslandContext {
  integrations: Integrations;
  locale: Locale;
  labels: ComponentLabels;
}

/**
 * Hydrates one island on a root of its own, from the props the prerenderer
 * wrote into the page, as a transition: React hydrates in slices and yields
 * to the browser between them. The root says so once every control in it
 * answers (`data-island-hydrated`).
 */
export function hydrateIsland(root: HTMLElement, component: ComponentType<object>, props: object, index: number, { integrations, locale, labels }: IslandContext): void {
  const onHydrated = () => root.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <IslandProviders integrations={integrations} locale={locale} labels={labels} address={address}>
          <IslandTree component={component} props={props} onHydrated={onHydrated} />
        </IslandProviders>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(index) },
    );
  });
}
