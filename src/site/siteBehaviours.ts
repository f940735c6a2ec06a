import { all, type Behaviour, type BehaviourContext, type BehaviourRoot } from '../components/behaviours/behaviour';
import { ACCORDION_ATTRIBUTE, accordionKeys } from '../components/behaviours/accordionKeys';
import { TAB_SET_ATTRIBUTE, tabSets } from '../components/behaviours/tabSets';
import { TAB_ATTRIBUTE, TABS_ATTRIBUTE, tabPanels } from '../components/behaviours/tabPanels';
import { CODE_COPY_ATTRIBUTE, codeCopy } from '../components/behaviours/codeCopy';
import { BOOKING_SHOW_ATTRIBUTE } from '../components/behaviours/bookingEmbedMarks';
import { CHAT_BUTTON_ATTRIBUTE, chatButtons } from '../components/behaviours/chatButtons';
import { CONSENT_ACTION_ATTRIBUTE, CONSENT_DIALOG_ATTRIBUTE } from '../components/behaviours/consentMarks';
import { imageFallbacks } from '../components/behaviours/imageFallbacks';
import { jumpLinks } from '../components/behaviours/jumpLinks';
import { NAVIGATION_MENU_TRIGGER_ATTRIBUTE, navigationMenus } from '../components/DropdownMenu/navigationMenus';
import { reportedLinks } from '../components/behaviours/reportedLinks';
import { consentedServices } from './consent/consentedServices';
import { consentPrompts } from './consent/consentPrompts';
import { bookingEmbeds } from './behaviours/bookingEmbeds';
import { faqBrowser } from './behaviours/faqBrowser';
import { authForms } from './behaviours/authForms';
import { AUTH_FORM_ATTRIBUTE, FORWARD_TO_ATTRIBUTE, PASSWORD_TOGGLE_ATTRIBUTE } from '../sections/login/authFormMarks';
import { FAQ_RESET_ATTRIBUTE, FAQ_SEARCH_ATTRIBUTE, FAQ_TOPIC_ATTRIBUTE } from '../sections/faq/faqBrowserMarks';
import { headerScroll } from './behaviours/headerScroll';
import { languageSwitch } from './behaviours/languageSwitch';
import { MOBILE_MENU_TOGGLE_ATTRIBUTE, mobileMenu } from './MobileMenu/mobileMenu';
import { THEME_TOGGLE_ATTRIBUTE, themeToggle } from './theme/themeToggle';

/** A behaviour of the site and the controls it answers, where it answers any. */
interface SiteBehaviour {
  install: Behaviour;
  /**
   * Selectors of the controls outside islands that answer through this
   * behaviour, or through the platform it completes (an accordion's
   * `<summary>` opens its `<details>`; a tab set's radio buttons show their
   * panels by CSS).
   */
  controls?: ReadonlyArray<string>;
}

/**
 * Every behaviour of the site (src/components/behaviours/behaviour.ts): what
 * makes the prerendered page respond without a framework, each started by
 * its `data-` marks. The boot script installs them on the page, the
 * Storybook preview on each story; the order is the order a first visit
 * needs them (the header, the banner). The same list names the controls
 * they answer (`behaviourControls`).
 */
const registry: ReadonlyArray<SiteBehaviour> = [
  { install: headerScroll },
  { install: navigationMenus, controls: [`[${NAVIGATION_MENU_TRIGGER_ATTRIBUTE}]`] },
  { install: mobileMenu, controls: [`[${MOBILE_MENU_TOGGLE_ATTRIBUTE}]`] },
  { install: themeToggle, controls: [`[${THEME_TOGGLE_ATTRIBUTE}]`] },
  { install: languageSwitch },
  { install: consentPrompts, controls: [`[${CONSENT_ACTION_ATTRIBUTE}]`, `[${CONSENT_DIALOG_ATTRIBUTE}] input`] },
  { install: consentedServices },
  { install: chatButtons, controls: [`[${CHAT_BUTTON_ATTRIBUTE}]`] },
  { install: reportedLinks },
  { install: jumpLinks },
  { install: imageFallbacks },
  { install: accordionKeys, controls: [`[${ACCORDION_ATTRIBUTE}] > details > summary`] },
  { install: tabSets, controls: [`[${TAB_SET_ATTRIBUTE}] input[type=radio]`] },
  { install: codeCopy, controls: [`[${CODE_COPY_ATTRIBUTE}]`] },
  { install: bookingEmbeds, controls: [`[${BOOKING_SHOW_ATTRIBUTE}]`] },
  { install: tabPanels, controls: [`[${TABS_ATTRIBUTE}] [${TAB_ATTRIBUTE}]`, `[${TABS_ATTRIBUTE}] > [role=tabpanel]`] },
  { install: authForms, controls: [`form[${AUTH_FORM_ATTRIBUTE}] input`, `form[${AUTH_FORM_ATTRIBUTE}] [type=submit]`, `[${PASSWORD_TOGGLE_ATTRIBUTE}]`, `button[${FORWARD_TO_ATTRIBUTE}]`] },
  { install: faqBrowser, controls: [`[${FAQ_TOPIC_ATTRIBUTE}]`, `[${FAQ_SEARCH_ATTRIBUTE}]`, `[${FAQ_RESET_ATTRIBUTE}]`] },
];

export const siteBehaviours: ReadonlyArray<Behaviour> = registry.map((entry) => entry.install);

/**
 * The controls outside islands that the behaviours answer, or the platform
 * they complete: a control on a page that is neither in an island nor one
 * of these answers nothing (the end-to-end visitor pass looks for such).
 */
export const behaviourControls = registry.flatMap((entry) => entry.controls ?? []).join(', ');

/** Installs every behaviour on `root`; returns what removes them again. */
export function installSiteBehaviours(root: BehaviourRoot, context: BehaviourContext): () => void {
  return all(...siteBehaviours.map((behaviour) => behaviour(root, context)));
}
