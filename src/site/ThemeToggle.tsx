import styled from 'styled-components';
import { Icon } from '../components/Icon';
import { switchOption } from './switchOptionStyles';
import type { ThemeChoice } from '../design/themeChoice';
import type { ThemeToggleContent } from '../content/shell';
import { useThemeChoice } from './theme/themeChoice';

export interface ThemeToggleProps {
  /** The control's name, the three choices' words and icons, in the page's language. */
  content: ThemeToggleContent;
  /** `compact`: the icon alone, its words read out (the header); `full`: the icon and «Farbschema: System» (the mobile menu). */
  variant?: 'compact' | 'full';
}

/** The choices in the order the toggle steps through them. */
export const themeChoices: ReadonlyArray<ThemeChoice> = ['system', 'light', 'dark'];

const Toggle = styled.button`
  ${switchOption}
  border: 0;
  background: none;
  cursor: pointer;
`;

/**
 * The colour scheme: one button that steps from «System» (the device
 * decides, the default) to «Hell» to «Dunkel» and back, small enough for
 * the header at 1024 px in French. It shows the choice in effect by its
 * icon and says it in its name («Farbschema: Hell»), which changes as it
 * steps. A choice applies at once and is kept in local storage
 * (useThemeChoice); the header's and the mobile menu's toggles show the
 * same.
 */
export function ThemeToggle({ content, variant = 'compact' }: ThemeToggleProps) {
  const [value, choose] = useThemeChoice();
  const name = `${content.label}: ${content.choices[value]}`;
  const full = variant === 'full';
  return (
    <Toggle
      type="button"
      aria-label={full ? undefined : name}
      onClick={() => choose(themeChoices[(themeChoices.indexOf(value) + 1) % themeChoices.length]!)}
    >
      <Icon icon={content.icons[value]} size="sm" />
      {full && name}
    </Toggle>
  );
}
