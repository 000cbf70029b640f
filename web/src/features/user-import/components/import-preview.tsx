import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconUsersPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserImportPreview } from '@passerelle/contract';
import { STATUS_COLORS } from '../../../theme.ts';
import { filterRows, type RowFilter } from '../user-import-model.ts';
import { ImportRowsTable } from './import-rows-table.tsx';

const PAGE_SIZE = 50;

export interface ImportPreviewProps {
  preview: UserImportPreview;
  fileName: string;
  importing: boolean;
  onImport: () => void;
}

/** Step 3: counts, batch problems (fair maxima), the rows filtered and paged, the import button. */
export function ImportPreview({ preview, fileName, importing, onImport }: ImportPreviewProps) {
  const { t } = useTranslation('userImport');
  const [filter, setFilter] = useState<RowFilter>(preview.counts.invalid > 0 ? 'invalid' : 'all');
  const [page, setPage] = useState(1);
  const rows = filterRows(preview.rows, filter);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const { users, organizers } = preview.capacity;
  const blocked = preview.batchViolations.length > 0;
  const valid = preview.counts.valid;

  return (
    <Stack gap="md" component="section" aria-labelledby="user-import-preview-title">
      <Title order={3} id="user-import-preview-title">
        {t('preview.title')}
      </Title>
      <Group gap="sm" aria-live="polite">
        <Text size="sm">{t('preview.summary', { count: preview.counts.total, file: fileName })}</Text>
        <Badge color={STATUS_COLORS.validated} variant="filled" tt="none" size="lg">
          {t('preview.valid', { count: valid })}
        </Badge>
        <Badge
          color={preview.counts.invalid ? STATUS_COLORS.refused : 'gray.7'}
          variant="filled"
          tt="none"
          size="lg"
        >
          {t('preview.invalid', { count: preview.counts.invalid })}
        </Badge>
      </Group>
      {preview.ignoredColumns.length ? (
        <Text size="sm" c="gray.7">
          {t('preview.ignored', { columns: preview.ignoredColumns.join(', ') })}
        </Text>
      ) : null}

      {blocked ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('preview.batchTitle')}
          icon={<IconAlertTriangle size={20} aria-hidden />}
          styles={{ message: { color: 'var(--mantine-color-red-9)' } }}
        >
          <Stack gap={4}>
            {preview.batchViolations.map((v) => (
              <Text size="sm" key={v.code}>
                {v.code === 'fair_organizer_limit_reached'
                  ? t('preview.capacityOrganizers', { ...organizers })
                  : t('preview.capacityUsers', { ...users })}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}

      <SegmentedControl
        aria-label={t('preview.filterLabel')}
        value={filter}
        onChange={(value) => {
          setFilter(value as RowFilter);
          setPage(1);
        }}
        data={[
          { value: 'all', label: `${t('preview.filterAll')} (${preview.counts.total})` },
          { value: 'invalid', label: `${t('preview.filterInvalid')} (${preview.counts.invalid})` },
          { value: 'valid', label: `${t('preview.filterValid')} (${valid})` },
        ]}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />

      <ImportRowsTable rows={shown} label={t('preview.tableLabel')} emptyText={t('preview.empty')} />
      {pages > 1 ? (
        <Box component="nav" aria-label={t('preview.pages')} style={{ alignSelf: 'center' }}>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getItemProps={(value) => ({ 'aria-label': t('preview.page', { page: value }) })}
            getControlProps={(control) =>
              control === 'previous' || control === 'next' ? { 'aria-label': t(`preview.${control}`) } : {}
            }
            siblings={1}
          />
        </Box>
      ) : null}

      {valid === 0 ? (
        <Text size="sm" fw={600}>
          {t('preview.noValid')}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button
          color="ember.7"
          leftSection={<IconUsersPlus size={18} aria-hidden />}
          disabled={valid === 0 || blocked}
          loading={importing}
          onClick={onImport}
        >
          {t('preview.import', { count: valid })}
        </Button>
      </Group>
    </Stack>
  );
}
