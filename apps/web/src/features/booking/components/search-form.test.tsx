import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { SearchForm } from './search-form';

function Page({ onQuery }: { onQuery(query: string): void }) {
  const [query, setQuery] = useState('');
  // As the booking page: it draws again once hydrated (its booking view needs the browser's history).
  useHydrated();
  return (
    <SearchForm
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        onQuery(next);
      }}
      busy={false}
      onSearch={() => {}}
      onLocate={() => {}}
    />
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('keeps what was typed into the prerendered box before the page hydrated', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onQuery={() => {}} />);
  document.body.append(container);
  const box = container.querySelector('input') as HTMLInputElement;
  box.value = 'Paperopoli sul Mare';

  const seen: string[] = [];
  await act(async () => {
    hydrateRoot(container, <Page onQuery={(query) => seen.push(query)} />);
  });

  expect(box.isConnected).toBe(true);
  expect(box.value).toBe('Paperopoli sul Mare');
  expect(seen).toEqual(['Paperopoli sul Mare']);
});
