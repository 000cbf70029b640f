import { Select } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { JOB_TABLE_SLUGS, type JobTableSlug } from '@passerelle/contract';
import { isJobTableSlug } from '../job-tables.ts';

/** Beside a job table's add button: the other job tables, one choice away. */
export function JobTableSwitch({ current }: { current: JobTableSlug }) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  return (
    <Select
      aria-label={t('switchTable')}
      value={current}
      allowDeselect={false}
      data={JOB_TABLE_SLUGS.map((slug) => ({ value: slug, label: t(`tables.${slug}`) }))}
      onChange={(value) => {
        if (value && isJobTableSlug(value))
          void navigate({ to: '/{-$salon}/jobs/table/$table', params: { salon, table: value } });
      }}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
