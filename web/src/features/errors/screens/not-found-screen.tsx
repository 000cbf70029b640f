import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** §8: "404 Not Found" when no route matches (or a salon prefix names no fair). */
export function NotFoundScreen() {
  const { t } = useTranslation('errors-ui');
  return (
    <Stack align="flex-start" gap="md" py="xl" maw={640}>
      <Text fw={800} fz={48} c="passerelle.8" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.body')}</Text>
      {/* The prefix of an unknown URL may name no fair: home is the plain root. */}
      <Button renderRoot={(props) => <Link to="/{-$salon}" params={{ salon: undefined }} {...props} />}>
        {t('backHome')}
      </Button>
    </Stack>
  );
}
