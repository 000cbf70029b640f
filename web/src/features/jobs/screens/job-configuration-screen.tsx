import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { JOB_TABLE_SLUGS, type JobTableSlug } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { usedJobTables } from '../job-configuration.ts';
import { jobFairQuery, useSaveJobTablesMutation } from '../jobs.queries.ts';

/** §2 `/jobs/configuration` (super admin): which job reference tables the current fair uses. */
export function JobConfigurationScreen() {
  const { t } = useTranslation('jobs');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('configuration.title')}
        </Title>
        <Text c="gray.7" size="sm" mt={4} maw={720}>
          {t('configuration.intro')}
        </Text>
      </div>
      <FairRequired level={2}>{(fair) => <FairJobTables key={fair.id} fairId={fair.id} />}</FairRequired>
    </Stack>
  );
}

function FairJobTables({ fairId }: { fairId: number }) {
  const { t } = useTranslation('jobs');
  const fair = useQuery(jobFairQuery(fairId));
  // Here, not in the form: the saved fair comes back as a new form, which still shows the outcome.
  const save = useSaveJobTablesMutation();
  if (fair.isError) return <ErrorCard error={fair.error} title={t('configuration.loadFailed')} />;
  if (fair.isPending)
    return <Skeleton height={240} radius="md" aria-busy="true" aria-label={t('configuration.loading')} />;
  return <JobTablesForm key={fair.dataUpdatedAt} fair={fair.data} save={save} />;
}

function JobTablesForm({ fair, save }: { fair: Fair; save: ReturnType<typeof useSaveJobTablesMutation> }) {
  const { t } = useTranslation('jobs');
  const saved = usedJobTables(fair.jobModuleConfiguration);
  const [used, setUsed] = useState<string[]>(saved);
  const dirty = used.length !== saved.length || used.some((slug) => !saved.includes(slug as JobTableSlug));
  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="lg"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ fairId: fair.id, used });
      }}
    >
      <Stack gap="md">
        {!fair.isUsingJobModule ? (
          <Alert color="yellow" variant="light" title={t('configuration.moduleOffTitle')}>
            {t('configuration.moduleOff', { fair: fair.name })}
          </Alert>
        ) : null}
        <Checkbox.Group
          label={t('configuration.tablesLabel', { fair: fair.name })}
          description={t('configuration.tablesHint')}
          value={used}
          onChange={(value) => {
            save.reset();
            setUsed(value);
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="sm" spacing="sm">
            {JOB_TABLE_SLUGS.map((slug) => (
              <Checkbox key={slug} value={slug} label={t(`tables.${slug}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {save.isError ? <ErrorCard error={save.error} title={t('configuration.saveFailed')} /> : null}
        {save.isSuccess && !dirty ? (
          <SuccessAlert title={t('configuration.savedTitle')} message={t('configuration.saved')} />
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            color="ember.7"
            disabled={!dirty}
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {t('configuration.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
