import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../design/theme';
import { chosenTab, tab, tabList } from './tabStyles';
import { TAB_ATTRIBUTE, TAB_DELAY_ATTRIBUTE, TABS_ATTRIBUTE } from './behaviours/tabPanels';

export interface TabData {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** The tabs in order: id, label and panel content. */
  tabs: ReadonlyArray<TabData>;
  /** Names the tab list for assistive technology. */
  label: string;
  /** The tab selected as the page is drawn; the first tab when left out. */
  selectedTabId?: string;
  /** The address parameter that names the selected tab (`tab` for `?tab=signup`): read as the page starts, written on each change. */
  addressParameter?: string;
  /** Milliseconds between a press and the selection (spec §4: 50 on the login); at once when left out. */
  switchDelay?: number;
}

const List = styled.div`
  ${tabList}
`;

const Trigger = styled.button`
  flex-shrink: 0;
  background: none;
  border: 0;
  ${tab}
  &[aria-selected='true'] {
    ${chosenTab}
  }
`;

const Panel = styled.div`
  padding-top: ${theme.space[5]};
`;

/**
 * Tabs as the WAI-ARIA pattern describes them: one tab stop for the list
 * (the selected tab), arrow keys, Home and End move between the tabs and
 * select the one they reach; a press, a click, Enter and Space select too.
 * Every panel is in the page, the ones not selected hidden; the behaviour
 * `tabPanels` selects, with no framework, so the tabs answer from the
 * moment the page's script runs. `data-state` (active, inactive) marks
 * tabs and panels for styles and scripts.
 */
export function Tabs({ tabs, label, selectedTabId, addressParameter, switchDelay }: TabsProps) {
  const selected = selectedTabId ?? tabs[0]?.id ?? '';
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div {...{ [TABS_ATTRIBUTE]: addressParameter ?? '', [TAB_DELAY_ATTRIBUTE]: switchDelay }}>
      <List role="tablist" aria-label={label} aria-orientation="horizontal">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <Trigger
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={active}
              aria-controls={panelId(index)}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={active ? 0 : -1}
              {...{ [TAB_ATTRIBUTE]: tab.id }}
            >
              {tab.label}
            </Trigger>
          );
        })}
      </List>
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <Panel key={tab.id} role="tabpanel" id={panelId(index)} aria-labelledby={tabId(index)} data-state={active ? 'active' : 'inactive'} hidden={!active} tabIndex={0}>
            {tab.content}
          </Panel>
        );
      })}
    </div>
  );
}
