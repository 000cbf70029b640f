import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { theme } from '../theme.ts';

/** Renders with the app's theme and French translations (no router, no backend). */
export const renderWithProviders = (ui: ReactElement): RenderResult =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>{ui}</MantineProvider>
    </I18nextProvider>,
  );
