import { Suspense, lazy, useSyncExternalStore } from 'react';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  closeCookiePreferences,
  isCookiePreferencesOpen,
  openCookiePreferences,
  subscribeCookiePreferences,
} from '../lib/consent.ts';
import { useLatch } from '../lib/use-latch.ts';
import { PublicServiceMark } from './brand/public-service-mark.tsx';

// The dialog's code (Modal, its texts) loads the first time it opens: the footer is on every page.
const CookiePreferencesDialog = lazy(() =>
  import('./cookie-preferences-dialog.tsx').then((m) => ({ default: m.CookiePreferencesDialog })),
);

/**
 * A link whose screen comes in a later issue: visibly disabled, never a dead link. Its "(soon)" is part of
 * the text, so no tooltip is needed (a tooltip per footer link also cost a layout at every page's mount).
 */
export function SoonLink({ children }: { children: string }) {
  const { t } = useTranslation('common');
  return (
    <Anchor
      component="span"
      role="link"
      aria-disabled="true"
      tabIndex={0}
      c="gray.7"
      size="sm"
      style={{ cursor: 'not-allowed', textDecoration: 'underline dotted' }}
    >
      {children}{' '}
      <Text span size="xs">
        ({t('soon')})
      </Text>
    </Anchor>
  );
}

/** Whether the cookie preferences dialog is open (the footer hosts it; the side menu opens it too). */
export const useCookiePreferencesOpen = (): boolean =>
  useSyncExternalStore(subscribeCookiePreferences, isCookiePreferencesOpen, () => false);

/** Mounts the cookie preferences dialog once it has been asked for, and keeps it (its closing transition). */
function DeferredCookiePreferences() {
  const opened = useCookiePreferencesOpen();
  return useLatch(opened) ? (
    <Suspense fallback={null}>
      <CookiePreferencesDialog
        opened={opened}
        onClose={() => closeCookiePreferences()}
        onLeave={() => closeCookiePreferences({ restoreFocus: false })}
      />
    </Suspense>
  ) : null;
}

/** §1 footer: public-service mark, the legal documents, the cookie preferences and the copyright line. */
export function AppFooter() {
  const { t } = useTranslation('common');
  const { salon } = useParams({ strict: false });
  const year = new Date().getFullYear();
  const linkProps = { size: 'sm', c: 'gray.8' } as const;
  return (
    <Box component="footer" bg="white" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" py="lg">
        <Group justify="space-between" align="center" gap="lg">
          <PublicServiceMark />
          <Stack gap={6} align="flex-end" style={{ flex: '1 1 16rem' }}>
            <Group gap="lg" justify="flex-end" component="nav" aria-label={t('footer.navLabel')}>
              <Anchor
                {...linkProps}
                renderRoot={(props) => <Link to="/{-$salon}/legal/notice" params={{ salon }} {...props} />}
              >
                {t('footer.legal')}
              </Anchor>
              <Anchor
                {...linkProps}
                renderRoot={(props) => <Link to="/{-$salon}/legal/privacy" params={{ salon }} {...props} />}
              >
                {t('footer.privacy')}
              </Anchor>
              <Anchor
                {...linkProps}
                renderRoot={(props) => (
                  <Link to="/{-$salon}/legal/accessibility" params={{ salon }} {...props} />
                )}
              >
                {t('footer.accessibility')}
              </Anchor>
              <Anchor
                {...linkProps}
                component="button"
                aria-haspopup="dialog"
                onClick={openCookiePreferences}
              >
                {t('footer.cookies')}
              </Anchor>
            </Group>
            <Text size="sm" c="gray.7">
              {t('footer.copyright', { year })}
            </Text>
          </Stack>
        </Group>
      </Container>
      <DeferredCookiePreferences />
    </Box>
  );
}
