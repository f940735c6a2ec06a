import { useId, type ChangeEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../design/theme';
import { chosenTab, tab, tabList } from './tabStyles';
import { TAB_SET_ATTRIBUTE } from './behaviours/tabSets';

export interface TabSetItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabSetProps {
  /** The choices in order: id, label and what each shows. */
  tabs: ReadonlyArray<TabSetItem>;
  /** Names the set for assistive technology, e.g. «Sprache des Beispiels». */
  label: string;
  /** The choice shown at first; the first when left out. */
  defaultTabId?: string;
  /** Brings the page back to its top when the visitor chooses another tab (the SEO dashboard's long tables; the behaviour `tabSets`). */
  scrollsToTop?: boolean;
  /** Called with the chosen id, where React renders the set (a story); the page's set needs no script. */
  onValueChange?: (id: string) => void;
}

/** The most tabs a set shows: CSS pairs each choice with its panel by position. */
const MOST_TABS = 8;

const List = styled.div`
  ${tabList}
`;

/** The radio stays in the page for the keyboard and assistive technology; its label is what a person sees and presses. */
const Choice = styled.input`
  position: absolute;
  inset: 0 auto auto 0;
  opacity: 0;
  width: ${theme.borderWidths.thin};
  height: ${theme.borderWidths.thin};
  margin: 0;
  pointer-events: none;
`;

/** One choice: its radio and the label drawn as its tab. */
const Option = styled.span`
  position: relative;
  display: flex;
  flex-shrink: 0;
`;

const Tab = styled.label`
  display: block;
  ${tab}
  ${Choice}:checked + & {
    ${chosenTab}
  }
  ${Choice}:focus-visible + & {
    outline: ${theme.focusRing.width} solid ${theme.colors.focus};
    outline-offset: calc(-1 * ${theme.focusRing.width});
  }
`;

const Panel = styled.div`
  display: none;
  padding-top: ${theme.space[5]};
`;

/** Each checked choice shows the panel at its position: no script decides what is shown. */
const Root = styled.div`
  ${Array.from(
    { length: MOST_TABS },
    (_, index) => css`
      &:has(> ${List} ${Choice}[data-index='${index}']:checked) > ${Panel}[data-index='${index}'] {
        display: block;
      }
    `,
  )}
`;

/**
 * Tabs the platform runs: a group of radio buttons drawn as tabs, each
 * showing its panel by CSS alone (`:checked`, `:has`), so a press, a click
 * alone, the arrow keys (which move and choose at once, as automatic tabs
 * do) and Tab work from the first paint, with no script. Every panel is in
 * the page; the hidden ones are `display: none`, out of sight and of the
 * accessibility tree; the shown one is a group named by its tab.
 * Assistive technology reads a group of choices, «Python, 3 of 3, selected».
 */
export function TabSet({ tabs, label, defaultTabId, scrollsToTop = false, onValueChange }: TabSetProps) {
  const group = useId();
  const selected = defaultTabId ?? tabs[0]?.id ?? '';
  if (tabs.length > MOST_TABS) throw new Error(`A tab set shows at most ${MOST_TABS} tabs (${label} has ${tabs.length})`);
  const onChange = onValueChange && ((event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value));
  return (
    <Root {...{ [TAB_SET_ATTRIBUTE]: scrollsToTop ? 'scrolls-to-top' : '' }}>
      <List role="radiogroup" aria-label={label}>
        {tabs.map((tab, index) => (
          <Option key={tab.id}>
            <Choice type="radio" id={`${group}-${index}`} name={group} value={tab.id} data-index={index} defaultChecked={tab.id === selected} onChange={onChange} />
            <Tab htmlFor={`${group}-${index}`} id={`${group}-${index}-label`}>
              {tab.label}
            </Tab>
          </Option>
        ))}
      </List>
      {tabs.map((tab, index) => (
        <Panel key={tab.id} data-index={index} role="group" aria-labelledby={`${group}-${index}-label`}>
          {tab.content}
        </Panel>
      ))}
    </Root>
  );
}
