import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Tab from 'react-bootstrap/Tab';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

function renderTabs() {
  render(
    <Tabs id="prova" defaultActiveKey="a" transition={false}>
      <Tab eventKey="a" title="Primo">
        Uno
      </Tab>
      <Tab eventKey="b" title="Secondo">
        Due
      </Tab>
      <Tab eventKey="c" title="Terzo">
        Tre
      </Tab>
    </Tabs>,
  );
  return (name: string) => screen.getByRole('tab', { name });
}

describe('Tabs', () => {
  it('selects and focuses the last tab with End and the first with Home', () => {
    const tab = renderTabs();
    tab('Primo').focus();
    fireEvent.keyDown(tab('Primo'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Terzo'));
    expect(tab('Terzo').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Terzo'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Primo'));
    expect(tab('Primo').getAttribute('aria-selected')).toBe('true');
  });

  it('names the panel of every tab with aria-controls', () => {
    const tab = renderTabs();
    for (const name of ['Primo', 'Secondo', 'Terzo']) {
      const id = tab(name).getAttribute('aria-controls') ?? '';
      expect(document.getElementById(id)?.getAttribute('role'), name).toBe('tabpanel');
    }
  });
});
