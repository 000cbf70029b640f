import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PublicServiceMark } from './brand/public-service-mark.tsx';

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

/** §1 footer: public-service mark, legal links and the copyright line with the current year. */
export function AppFooter() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  return (
    <Box component="footer" bg="white" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" py="lg">
        <Group justify="space-between" align="center" gap="lg">
          <PublicServiceMark />
          <Stack gap={6} align="flex-end" style={{ flex: '1 1 16rem' }}>
            <Group gap="lg" justify="flex-end" component="nav" aria-label={t('footer.navLabel')}>
              <SoonLink>{t('footer.legal')}</SoonLink>
              <SoonLink>{t('footer.cookies')}</SoonLink>
            </Group>
            <Text size="sm" c="gray.7">
              {t('footer.copyright', { year })}
            </Text>
          </Stack>
        </Group>
      </Container>
    </Box>
  );
}
