import { createFileRoute, notFound } from '@tanstack/react-router';
import { type JobTableSlug, MENU_ROLES, isJobTableSlug } from '@passerelle/contract/lite';
import { useJobTableScreen } from '../../../../../features/jobs/use-job-table-screen.tsx';
import { LookupTableScreen } from '../../../../../features/reference/screens/lookup-table-screen.tsx';

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
  // Keyed by table: another table starts with its own filters.
  return isJobTableSlug(table) ? <JobTable key={table} table={table} /> : null;
}

function JobTable({ table }: { table: JobTableSlug }) {
  return <LookupTableScreen {...useJobTableScreen({ list: 'tables', table })} />;
}
