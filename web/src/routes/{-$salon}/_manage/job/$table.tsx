import { createFileRoute, notFound } from '@tanstack/react-router';
import { MENU_ROLES, ROLES, hasAnyRole } from '@passerelle/contract';
import { JobTableSwitch } from '../../../../features/jobs/components/job-table-switch.tsx';
import { JOB_LEGACY_TABLES, isJobLegacyTableSlug } from '../../../../features/jobs/job-tables.ts';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';
import { useCurrentUser } from '../../../../lib/auth.ts';

// §2 the job module's legacy lists (`/job/{slug}`: categories, characteristics, contract types,
// CV treatments, work transports) on the generic lookup screen, like `/jobs/table/{slug}`: the
// super admin's menu leads here and writes them; organizers read them.
export const Route = createFileRoute('/{-$salon}/_manage/job/$table')({
  beforeLoad: ({ params }) => {
    if (!isJobLegacyTableSlug(params.table)) throw notFound();
  },
  staticData: { access: { roles: [...MENU_ROLES.organizer] }, titleKey: 'jobs:legacyTables.title' },
  component: JobLegacyTablePage,
});

function JobLegacyTablePage() {
  const { table } = Route.useParams();
  const user = useCurrentUser();
  if (!isJobLegacyTableSlug(table)) return null;
  return (
    <LookupTableScreen
      // Keyed by table: another list starts with its own filters.
      key={table}
      {...JOB_LEGACY_TABLES[table]}
      readOnly={!hasAnyRole(user?.roles ?? [], [ROLES.SUPER_ADMIN])}
      aside={<JobTableSwitch list="legacyTables" current={table} />}
    />
  );
}
