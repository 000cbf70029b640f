import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider, Modal } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n.ts';
import { useLocalisedTheme } from './localised-theme.ts';
import { theme } from '../theme.ts';

function Provider({ children }: { children: ReactNode }) {
  return <MantineProvider theme={useLocalisedTheme(theme)}>{children}</MantineProvider>;
}

describe('localised theme', () => {
  it('names the close button of every modal in the current language', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Provider>
          <Modal opened onClose={() => undefined} title="Ajouter une valeur">
            contenu
          </Modal>
        </Provider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});
