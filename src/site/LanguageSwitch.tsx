import styled, { css } from 'styled-components';
import type { Locale } from '../lib/locales';
import { chosenOption, switchOption } from './switchOptionStyles';
import { media, theme } from '../design/theme';
import { LANGUAGE_SWITCH_ATTRIBUTE } from './behaviours/languageSwitch';

/** One language the page exists in. */
export interface LanguageOption {
  locale: Locale;
  /** The language's name in itself: «Français». */
  name: string;
  /** Two letters for the compact form: «FR». */
  short: string;
  /** The same page in that language. */
  href: string;
  /** The page's own language. */
  current: boolean;
}

export interface LanguageSwitchProps {
  /** The switch's accessible name: «Sprache wählen». */
  label: string;
  options: ReadonlyArray<LanguageOption>;
  /** The query parameters that mean the same in every language (`tab`): the switch keeps them from the address. */
  keepsQuery?: ReadonlyArray<string>;
  /** `compact`: the two letters (the header); `full`: the names (the mobile menu), the two letters below the `sm` width. */
  variant?: 'compact' | 'full';
}

const List = styled.ul<{ $full: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $full }) =>
    $full &&
    css`
      gap: ${theme.space[2]};
    `}
`;

const Option = styled.a<{ $current: boolean }>`
  ${switchOption}
  ${({ $current }) => $current && chosenOption}
`;

/* The names of four languages do not fit one line of the narrowest phone (320 px): there the mobile menu shows the two letters too, and the names from the `sm` width on. */
const ShortName = styled.span`
  ${media.sm} {
    display: none;
  }
`;

const FullName = styled.span`
  ${media.belowSm} {
    display: none;
  }
`;

/**
 * The language switch: each language the site has, leading to the same page
 * in it. The current one is marked for sight (an underline) and for
 * assistive technology (`aria-current`); each name is spoken in its own
 * language (`lang`) and each link says which language it leads to
 * (`hreflang`). What the address holds that means the same in every
 * language (`?tab=signup`) goes along (the behaviour `languageSwitch`).
 */
export function LanguageSwitch({ label, options, keepsQuery = [], variant = 'compact' }: LanguageSwitchProps) {
  const full = variant === 'full';
  return (
    <nav aria-label={label} {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: keepsQuery.join(' ') }}>
      <List $full={full}>
        {options.map((option) => (
          <li key={option.locale}>
            <Option
              href={option.href}
              hrefLang={option.locale}
              lang={option.locale}
              aria-current={option.current ? 'true' : undefined}
              // Read out with the language's name where its two letters show, starting with them (WCAG 2.5.3: «FR» still names it).
              aria-label={`${option.short}, ${option.name}`}
              $current={option.current}
            >
              {full ? (
                <>
                  <ShortName>{option.short}</ShortName>
                  <FullName>{option.name}</FullName>
                </>
              ) : (
                option.short
              )}
            </Option>
          </li>
        ))}
      </List>
    </nav>
  );
}
