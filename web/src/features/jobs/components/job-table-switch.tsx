import { Select } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  JOB_LEGACY_TABLE_SLUGS,
  JOB_TABLE_SLUGS,
  type JobLegacyTableSlug,
  type JobTableSlug,
} from '@passerelle/contract';

/** A choice among sibling tables: picking one hands its slug to `onPick`. */
function TableSwitch<S extends string>(props: {
  current: S;
  slugs: readonly S[];
  labelOf: (slug: S) => string;
  onPick: (slug: S) => void;
}) {
  const { t } = useTranslation('jobs');
  const { current, slugs, labelOf, onPick } = props;
  return (
    <Select
      aria-label={t('switchTable')}
      value={current}
      allowDeselect={false}
      data={slugs.map((slug) => ({ value: slug, label: labelOf(slug) }))}
      onChange={(value) => {
        const slug = slugs.find((s) => s === value);
        if (slug) onPick(slug);
      }}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

/** Beside a job table's add button: the other job tables, one choice away. */
export function JobTableSwitch({ current }: { current: JobTableSlug }) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  return (
    <TableSwitch
      current={current}
      slugs={JOB_TABLE_SLUGS}
      labelOf={(slug) => t(`tables.${slug}`)}
      onPick={(table) => void navigate({ to: '/{-$salon}/jobs/table/$table', params: { salon, table } })}
    />
  );
}

/** The same beside a legacy list (`/job/{slug}`): the other legacy lists. */
export function JobLegacyTableSwitch({ current }: { current: JobLegacyTableSlug }) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  return (
    <TableSwitch
      current={current}
      slugs={JOB_LEGACY_TABLE_SLUGS}
      labelOf={(slug) => t(`legacyTables.${slug}`)}
      onPick={(table) => void navigate({ to: '/{-$salon}/job/$table', params: { salon, table } })}
    />
  );
}
