import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { listKeyTarget } from './listKeyTarget';
import { theme } from '../design/theme';
import { chosenTab, tab, tabList } from './tabStyles';

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
  /** Uncontrolled use: the tab selected at first; the first tab when left out. */
  defaultTabId?: string;
  /** Controlled use: the selected tab's id and its change handler. */
  value?: string;
  /** Controlled use: called with the id of the tab the visitor selects. */
  onValueChange?: (id: string) => void;
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
 * select the one they reach; a press or Enter and Space select too. Only
 * the selected panel is rendered; the others stay in the page, hidden and
 * empty, so every tab names a panel. `data-state` (active, inactive) marks
 * tabs and panels for styles and scripts.
 */
export function Tabs({ tabs, label, defaultTabId, value, onValueChange }: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultTabId ?? tabs[0]?.id ?? '');
  const selected = value ?? ownValue;
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const select = (id: string) => {
    if (id === selected) return;
    setOwnValue(id);
    onValueChange?.(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number, id: string) => {
    if (event.key === 'Enter' || event.key === ' ') return select(id);
    const target = listKeyTarget(event.key, index, tabs.length, 'horizontal');
    if (target === null) return;
    event.preventDefault();
    document.getElementById(tabId(target))?.focus();
  };
  const onMouseDown = (event: MouseEvent<HTMLButtonElement>, id: string) => {
    // The primary button selects at once, as a press does; a ctrl-click opens nothing and selects nothing.
    if (event.button === 0 && !event.ctrlKey) select(id);
    else event.preventDefault();
  };
  // The click selects too: a click that comes alone (a script's element.click(), voice control, some assistive technology) has no press before it.
  const onClick = (event: MouseEvent<HTMLButtonElement>, id: string) => {
    if (!event.ctrlKey) select(id);
  };

  return (
    <div>
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
              onMouseDown={(event) => onMouseDown(event, tab.id)}
              onClick={(event) => onClick(event, tab.id)}
              onKeyDown={(event) => onKeyDown(event, index, tab.id)}
              onFocus={() => select(tab.id)}
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
            {active ? tab.content : null}
          </Panel>
        );
      })}
    </div>
  );
}
