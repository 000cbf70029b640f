import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_MAX_LENGTH } from '@passerelle/contract/lite';
import { renderWithProviders } from '../../../test/render.tsx';
import { Composer } from './composer.tsx';
import { MessageBody } from './message-body.tsx';

beforeAll(() => {
  // The autosized field listens for web fonts loading, which jsdom does not have.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});

describe('Composer', () => {
  it('sends on Enter, writes a new line on Shift+Enter, and empties once sent', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    renderWithProviders(<Composer onSend={onSend} pending={false} error={null} />);
    const field = screen.getByRole('textbox', { name: 'Votre message' });
    await userEvent.type(field, 'Bonjour{Shift>}{Enter}{/Shift}à demain');
    expect(onSend).not.toHaveBeenCalled();
    expect((field as HTMLTextAreaElement).value).toBe('Bonjour\nà demain');
    await userEvent.type(field, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Bonjour\nà demain');
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    // Nothing to send: Enter does nothing.
    await userEvent.type(field, '{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('counts near the limit and refuses past it', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    renderWithProviders(<Composer onSend={onSend} pending={false} error={null} />);
    const field = screen.getByRole('textbox', { name: 'Votre message' });
    expect(screen.queryByText(/caractères$/)).toBeNull();
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(screen.getByText(`${MESSAGE_MAX_LENGTH + 1} / ${MESSAGE_MAX_LENGTH} caractères`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer' }).hasAttribute('disabled')).toBe(true);
    await userEvent.type(field, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('MessageBody', () => {
  it('shows markup as text and opens http(s) links safely', () => {
    const { container } = renderWithProviders(
      <MessageBody body={'<b>gras</b> voir https://exemple.org/offre et javascript:alert(1)'} />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>gras</b>');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://exemple.org/offre');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
  });
});
