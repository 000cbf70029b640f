import { Stack, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { UserImportResult } from '@passerelle/contract';
import { NextSteps, SuccessAlert } from '../../../components/success-alert.tsx';
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
        <NextSteps
          list={{
            label: t('result.viewList'),
            renderRoot: (props) => <Link to="/{-$salon}/user/list" {...props} />,
          }}
          another={{
            label: t('result.another'),
            icon: <IconFileImport size={18} aria-hidden />,
            onClick: onAnother,
          }}
        />
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
