import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

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

const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
`;

const Trigger = styled(RadixTabs.Trigger)`
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  margin-bottom: calc(-1 * ${({ theme }) => theme.borderWidths.thin});
  background: none;
  border: 0;
  border-bottom: ${({ theme }) => theme.borderWidths.heavy} solid transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.ink};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Panel = styled(RadixTabs.Content)`
  padding-top: ${({ theme }) => theme.space[5]};
`;

/** Tabs with roving focus and arrow-key navigation from Radix. */
export function Tabs({ tabs, label, defaultTabId, value, onValueChange }: TabsProps) {
  const controlled = value !== undefined ? { value } : { defaultValue: defaultTabId ?? tabs[0]?.id };
  return (
    <RadixTabs.Root {...controlled} onValueChange={onValueChange}>
      <List aria-label={label}>
        {tabs.map((tab) => (
          <Trigger key={tab.id} value={tab.id}>
            {tab.label}
          </Trigger>
        ))}
      </List>
      {tabs.map((tab) => (
        <Panel key={tab.id} value={tab.id}>
          {tab.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}
