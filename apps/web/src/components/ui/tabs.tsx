import type { KeyboardEvent } from 'react';
import BootstrapTabs, { type TabsProps } from 'react-bootstrap/Tabs';

/** Home and End select the first and the last tab (WAI-ARIA tabs pattern); react-bootstrap does the arrows. */
function selectEdgeTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Home' && event.key !== 'End') return;
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])'),
  ];
  const tab = event.key === 'Home' ? tabs[0] : tabs[tabs.length - 1];
  if (!tab) return;
  event.preventDefault();
  tab.focus();
  tab.click();
}

/** react-bootstrap's Tabs with the full keyboard of the tabs pattern; each tab names its panel (aria-controls). */
export function Tabs(props: Omit<TabsProps, 'onKeyDown'>) {
  return <BootstrapTabs {...props} onKeyDown={selectEdgeTab} />;
}
