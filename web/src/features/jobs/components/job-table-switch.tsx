import { Select } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  JOB_LEGACY_TABLE_SLUGS,
  JOB_TABLE_SLUGS,
  type JobLegacyTableSlug,
  type JobTableSlug,
  isJobLegacyTableSlug,
  isJobTableSlug,
} from '@passerelle/contract/lite';

/** Which family the switch moves within: the job tables (`/jobs/table/*`) or the legacy lists (`/job/*`). */
type JobTableSwitchProps =
  { list: 'tables'; current: JobTableSlug } | { list: 'legacyTables'; current: JobLegacyTableSlug };

/** Beside a job table's add button: the other tables of its family, one choice away. */
export function JobTableSwitch({ list, current }: JobTableSwitchProps) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  const slugs: readonly string[] = list === 'tables' ? JOB_TABLE_SLUGS : JOB_LEGACY_TABLE_SLUGS;
  return (
    <Select
      aria-label={t('switchTable')}
      value={current}
      allowDeselect={false}
      data={slugs.map((slug) => ({ value: slug, label: t(`${list}.${slug}`) }))}
      onChange={(value) => {
        if (!value) return;
        if (list === 'tables' && isJobTableSlug(value))
          void navigate({ to: '/{-$salon}/jobs/table/$table', params: { salon, table: value } });
        if (list === 'legacyTables' && isJobLegacyTableSlug(value))
          void navigate({ to: '/{-$salon}/job/$table', params: { salon, table: value } });
      }}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
