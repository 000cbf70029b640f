import { createFileRoute, notFound } from '@tanstack/react-router';
import { MENU_ROLES, ROLES, hasAnyRole } from '@passerelle/contract';
import { JobTableSwitch } from '../../../../../features/jobs/components/job-table-switch.tsx';
import { JOB_TABLES, isJobTableSlug } from '../../../../../features/jobs/job-tables.ts';
import { LookupTableScreen } from '../../../../../features/reference/screens/lookup-table-screen.tsx';
import { useCurrentUser } from '../../../../../lib/auth.ts';

// §2 the job module's reference tables (`/jobs/table/{slug}`) on the generic lookup screen: the
// organizers' menu leads here too; they read the tables, the super admin writes them.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/table/$table')({
  beforeLoad: ({ params }) => {
    if (!isJobTableSlug(params.table)) throw notFound();
  },
  staticData: { access: { roles: [...MENU_ROLES.organizer] }, titleKey: 'jobs:tables.title' },
  component: JobTablePage,
});

function JobTablePage() {
  const { table } = Route.useParams();
  const user = useCurrentUser();
  if (!isJobTableSlug(table)) return null;
  return (
    <LookupTableScreen
      // Keyed by table: another table starts with its own filters.
      key={table}
      {...JOB_TABLES[table]}
      readOnly={!hasAnyRole(user?.roles ?? [], [ROLES.SUPER_ADMIN])}
      aside={<JobTableSwitch list="tables" current={table} />}
    />
  );
}
