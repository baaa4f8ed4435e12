import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyLinkButton } from './copy-link-button';

const URL = 'https://verificauto.example/report/0c6f3a52-8a4e-4d0e-9d0c-1f2a3b4c5d03';

function stubClipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  stubClipboard();
});

describe('CopyLinkButton', () => {
  it('copies the link and confirms it in a live region, then clears the message', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<CopyLinkButton url={URL} context="Volkswagen Golf" />);

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Copia link (Volkswagen Golf)' })),
    );

    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('status').textContent).toBe('Link copiato');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the link selected in a read-only field when the clipboard is unavailable', async () => {
    stubClipboard();
    render(<CopyLinkButton url={URL} />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copia link' })));

    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Copia il link del report:' });
    expect(field.value).toBe(URL);
    expect(field.readOnly).toBe(true);
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(URL.length);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('falls back to the field when the browser refuses to write to the clipboard', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<CopyLinkButton url={URL} />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copia link' })));

    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe(URL);
  });
});
