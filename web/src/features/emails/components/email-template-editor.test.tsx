import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EffectiveEmail, FullEmailTranslations } from '@passerelle/contract';
import { LOCALES } from '@passerelle/contract/lite';
import { renderWithProviders } from '../../../test/render.tsx';
import { EmailTemplateEditor } from './email-template-editor.tsx';

const full = (subject: string): FullEmailTranslations =>
  Object.fromEntries(
    LOCALES.map((l) => [l, { subject: `${subject} ${l}`, body: 'Bonjour {{firstName}},\n\n{{link}}' }]),
  ) as FullEmailTranslations;
const email: EffectiveEmail = {
  code: 'registrationConfirmation',
  source: 'model',
  fairEmailId: null,
  isEnabled: true,
  modelId: 3,
  placeholders: ['firstName', 'lastName', 'fairName', 'status', 'link'],
  translations: full('Modèle'),
  fallback: full('Modèle'),
  stored: null,
};
const sample = { firstName: 'Amina', fairName: 'Salon test', link: 'https://x.example/l' };

const renderEditor = (ui: ReactElement) =>
  renderWithProviders(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('EmailTemplateEditor', () => {
  it('inserts a placeholder chip at the cursor, previews it, and saves only what differs', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ id: 9, fair: 4, code: email.code, isEnabled: true, translations: {} }), {
        status: 201,
      }),
    );
    const u = userEvent.setup();
    renderEditor(<EmailTemplateEditor email={email} mode={{ kind: 'fair', fairId: 4 }} sample={sample} />);

    const subject = screen.getByRole('textbox', { name: /^Objet/ });
    await u.clear(subject);
    await u.type(subject, 'Bienvenue à ');
    await u.click(screen.getByRole('button', { name: 'Insérer la variable nom du salon' }));
    expect((subject as HTMLInputElement).value).toBe('Bienvenue à {{fairName}}');
    expect(screen.getByText('Bienvenue à Salon test')).toBeTruthy();
    expect(screen.getByText('Modifications non enregistrées')).toBeTruthy();
    // the enable switch waits for a saved wording
    expect(
      (screen.getByRole('switch', { name: /^Utiliser le texte personnalisé/ }) as HTMLInputElement).disabled,
    ).toBe(true);

    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/fair_emails');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      fair: 4,
      code: 'registrationConfirmation',
      translations: {
        fr: { subject: 'Bienvenue à {{fairName}}', body: 'Bonjour {{firstName}},\n\n{{link}}' },
      },
    });
  });

  it('blocks an unknown placeholder on its field and in its language tab, sending nothing', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const u = userEvent.setup();
    renderEditor(<EmailTemplateEditor email={email} mode={{ kind: 'model' }} sample={sample} />);
    await u.click(screen.getByRole('tab', { name: 'English' }));
    const body = screen.getByRole('textbox', { name: /^Message/ });
    await u.type(body, ' {{{{prenom}}');
    await u.click(screen.getByRole('tab', { name: 'Français' }));
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // the editor moves to the language to fix
    expect(screen.getByRole('tab', { name: 'English (à corriger)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      screen.getByText('Ce texte utilise une variable que ce modèle d’e-mail ne propose pas.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a server violation on its field and updates a model with PUT', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          status: 422,
          message_code: 'validation_failed',
          violations: [{ propertyPath: 'translations.fr.subject', code: 'too_long', message: '' }],
        }),
        { status: 422 },
      ),
    );
    const u = userEvent.setup();
    renderEditor(<EmailTemplateEditor email={email} mode={{ kind: 'model' }} sample={sample} />);
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Cette valeur est trop longue.');
    expect(screen.getByRole('textbox', { name: /^Objet/ }).getAttribute('aria-invalid')).toBe('true');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/emails/3');
    expect(init?.method).toBe('PUT');
  });
});
