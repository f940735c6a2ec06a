import { all, closestIn, listen, within, type Behaviour } from '../../components/behaviours/behaviour';
import { themeChoices, type ThemeChoice } from '../../design/themeChoice';
import { chooseTheme, choiceInEffect } from './themeChoice';

/**
 * Marks a colour scheme toggle. It carries its words: `data-label`
 * («Farbschema») and one `data-choice-<choice>` per choice («Hell»).
 * Its icon follows the choice in effect by CSS alone.
 */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';
/** Marks the text a full toggle shows («Farbschema: Hell»). */
export const THEME_TOGGLE_TEXT_ATTRIBUTE = 'data-theme-toggle-text';

/** The toggle's words for a choice: «Farbschema: Hell». */
const nameFor = (toggle: HTMLElement, choice: ThemeChoice) => `${toggle.dataset.label}: ${toggle.getAttribute(`data-choice-${choice}`) ?? choice}`;

/**
 * The colour scheme's toggle steps from «System» to «Hell» to «Dunkel» and
 * back; the choice applies at once and is kept (src/site/theme/themeChoice.ts).
 * Every toggle on the page (the header's, the mobile menu's) says the
 * choice in effect in its name, set as the behaviour starts: a stored
 * choice was applied by the head's script before the first paint.
 */
export const themeToggle: Behaviour = (root) => {
  const name = () => {
    const choice = choiceInEffect();
    for (const toggle of within(root, `[${THEME_TOGGLE_ATTRIBUTE}]`)) {
      const text = toggle.querySelector(`[${THEME_TOGGLE_TEXT_ATTRIBUTE}]`);
      if (text) text.textContent = nameFor(toggle, choice);
      else toggle.setAttribute('aria-label', nameFor(toggle, choice));
    }
  };
  name();
  return all(
    listen<MouseEvent>(root, 'click', (event) => {
      if (!closestIn(event, root, `[${THEME_TOGGLE_ATTRIBUTE}]`)) return;
      chooseTheme(themeChoices[(themeChoices.indexOf(choiceInEffect()) + 1) % themeChoices.length]!);
      name();
    }),
  );
};
