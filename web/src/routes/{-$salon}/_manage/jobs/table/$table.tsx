import { createFileRoute, notFound } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract';
import { JobTableSwitch } from '../../../../../features/jobs/components/job-table-switch.tsx';
import { JOB_TABLES, isJobTableSlug } from '../../../../../features/jobs/job-tables.ts';
import { LookupTableScreen } from '../../../../../features/reference/screens/lookup-table-screen.tsx';

// §2 the job module's reference tables (`/jobs/table/{slug}`) on the generic lookup screen.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/table/$table')({
  beforeLoad: ({ params }) => {
    if (!isJobTableSlug(params.table)) throw notFound();
  },
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: 'jobs:tables.title' },
  component: JobTablePage,
});

function JobTablePage() {
  const { table } = Route.useParams();
  if (!isJobTableSlug(table)) return null;
  return (
    <LookupTableScreen
      // Keyed by table: another table starts with its own filters.
      key={table}
      {...JOB_TABLES[table]}
      aside={<JobTableSwitch current={table} />}
    />
  );
}
