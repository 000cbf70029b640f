import { type JobLegacyTableSlug, type JobTableSlug, ROLES, hasAnyRole } from '@passerelle/contract/lite';
import { useCurrentUser } from '../../lib/auth.ts';
import { JobTableSwitch } from './components/job-table-switch.tsx';
import { JOB_LEGACY_TABLES, JOB_TABLES } from './job-tables.ts';

/**
 * The API's rule for the job tables (`canWriteJobTables`): everyone reads, the super admin writes
 * (the tables are shared by every fair). The screens hide the write controls from the others.
 */
export const canWriteJobTables = (roles: readonly string[]) => hasAnyRole(roles, [ROLES.SUPER_ADMIN]);

type Family = { list: 'tables'; table: JobTableSlug } | { list: 'legacyTables'; table: JobLegacyTableSlug };

/**
 * What the two job-table routes (`/jobs/table/{slug}`, `/job/{slug}`) hand the generic lookup
 * screen: the table's endpoints and title, whether the reader may write, and the switch to the
 * other tables of its family.
 */
export function useJobTableScreen(family: Family) {
  const user = useCurrentUser();
  const config = family.list === 'tables' ? JOB_TABLES[family.table] : JOB_LEGACY_TABLES[family.table];
  return {
    ...config,
    readOnly: !canWriteJobTables(user?.roles ?? []),
    aside:
      family.list === 'tables' ? (
        <JobTableSwitch list="tables" current={family.table} />
      ) : (
        <JobTableSwitch list="legacyTables" current={family.table} />
      ),
  };
}
