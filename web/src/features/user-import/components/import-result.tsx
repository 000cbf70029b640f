import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileImport, IconList } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { UserImportResult } from '@passerelle/contract';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { ImportRowsTable } from './import-rows-table.tsx';

export interface ImportResultViewProps {
  result: UserImportResult;
  fairName: string;
  onAnother: () => void;
}

/** After the import: how many accounts were made, the rows left out, what to do next. */
export function ImportResultView({ result, fairName, onAnother }: ImportResultViewProps) {
  const { t } = useTranslation('userImport');
  return (
    <Stack gap="md">
      <SuccessAlert
        title={t('result.title')}
        message={t('result.created', { count: result.created, fair: fairName })}
      >
        <Group gap="sm" mt="sm">
          <Button
            component={Link}
            to="/{-$salon}/user/list"
            variant="light"
            leftSection={<IconList size={18} aria-hidden />}
          >
            {t('result.viewList')}
          </Button>
          <Button
            variant="outline"
            leftSection={<IconFileImport size={18} aria-hidden />}
            onClick={onAnother}
          >
            {t('result.another')}
          </Button>
        </Group>
      </SuccessAlert>
      {result.rejected.length ? (
        <Stack gap="sm" component="section" aria-labelledby="user-import-rejected-title">
          <Title order={3} id="user-import-rejected-title">
            {t('result.rejectedTitle', { count: result.rejected.length })}
          </Title>
          <ImportRowsTable
            rows={result.rejected}
            label={t('result.rejectedTitle', { count: result.rejected.length })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
