import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { switchOption } from '../switchOptionStyles';
import { THEME_ATTRIBUTE, themeChoices } from '../../design/themeChoice';
import type { ThemeToggleContent } from '../../content/shell';
import { THEME_TOGGLE_ATTRIBUTE, THEME_TOGGLE_TEXT_ATTRIBUTE } from './themeToggle';

export interface ThemeToggleProps {
  /** The control's name, the three choices' words and icons, in the page's language. */
  content: ThemeToggleContent;
  /** `compact`: the icon alone, its words read out (the header); `full`: the icon and «Farbschema: System» (the mobile menu). */
  variant?: 'compact' | 'full';
}

/**
 * Of the three icons, the one of the choice in effect shows: the choice the
 * head's script put on <html>, «System» where there is none. CSS alone, so
 * it is right from the first paint.
 */
const Toggle = styled.button`
  ${switchOption}
  border: 0;
  background: none;
  cursor: pointer;
  [data-theme-icon] {
    display: none;
  }
  :root:not([${THEME_ATTRIBUTE}]) & [data-theme-icon='system'],
  :root[${THEME_ATTRIBUTE}='light'] & [data-theme-icon='light'],
  :root[${THEME_ATTRIBUTE}='dark'] & [data-theme-icon='dark'] {
    display: contents;
  }
`;

/**
 * The colour scheme: one button that steps from «System» (the device
 * decides, the default) to «Hell» to «Dunkel» and back, small enough for
 * the header at 1280 px in French. It shows the choice in effect by its
 * icon and says it in its name («Farbschema: Hell»). Plain markup: the
 * behaviour `themeToggle` applies and keeps a choice, and names every
 * toggle on the page after it.
 */
export function ThemeToggle({ content, variant = 'compact' }: ThemeToggleProps) {
  const name = `${content.label}: ${content.choices.system}`;
  const full = variant === 'full';
  const words = Object.fromEntries(themeChoices.map((choice) => [`data-choice-${choice}`, content.choices[choice]]));
  return (
    <Toggle type="button" aria-label={full ? undefined : name} data-label={content.label} {...words} {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}>
      {themeChoices.map((choice) => (
        <span key={choice} data-theme-icon={choice}>
          <Icon icon={content.icons[choice]} size="sm" />
        </span>
      ))}
      {full && <span {...{ [THEME_TOGGLE_TEXT_ATTRIBUTE]: '' }}>{name}</span>}
    </Toggle>
  );
}
