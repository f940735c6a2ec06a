/**
 * The page's only script. The prerendered HTML is complete and styled
 * without it; what every page shares (the header's menus, the mobile menu,
 * the colour scheme, the language switch, the consent banner and settings,
 * chat buttons, reported links) responds from the moment this runs, with
 * plain script and no framework (src/site/siteBehaviours.ts). The parts
 * that need React are islands, each hydrated on its own root once it is
 * wanted (src/site/islandScheduler.ts); a page without islands loads no
 * framework at all. The font faces are this script's stylesheet, which the
 * build inlines.
 */
import './design/siteFontFaces';
import { createBrowserIntegrations } from './integrations/browser/browserIntegrations';
import { installSiteBehaviours } from './site/siteBehaviours';
import { startIslands } from './site/islandScheduler';
import { defaultLocale, isLocale } from './lib/locales';
import { browserAddressBar } from './lib/address';

/** The attribute on this script's tag that carries the page's message on view (the FAQ's), which the build writes. */
const VIEW_MESSAGE_ATTRIBUTE = 'data-view-message';

// One bundle serves every language: the page says which it is in. The words come with the page, never with this script.
const { lang } = document.documentElement;
const locale = isLocale(lang) ? lang : defaultLocale;
const integrations = createBrowserIntegrations(locale);

installSiteBehaviours(document, { integrations, locale, address: browserAddressBar() });

const viewMessage = document.querySelector(`script[${VIEW_MESSAGE_ATTRIBUTE}]`)?.getAttribute(VIEW_MESSAGE_ATTRIBUTE);
if (viewMessage) console.info(viewMessage);

startIslands({ integrations, locale });
