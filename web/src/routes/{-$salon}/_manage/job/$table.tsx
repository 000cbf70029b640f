import { createFileRoute, notFound } from '@tanstack/react-router';
import { type JobLegacyTableSlug, MENU_ROLES, isJobLegacyTableSlug } from '@passerelle/contract/lite';
import { useJobTableScreen } from '../../../../features/jobs/use-job-table-screen.tsx';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';

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
  // Keyed by list: another list starts with its own filters.
  return isJobLegacyTableSlug(table) ? <JobLegacyTable key={table} table={table} /> : null;
}

function JobLegacyTable({ table }: { table: JobLegacyTableSlug }) {
  return <LookupTableScreen {...useJobTableScreen({ list: 'legacyTables', table })} />;
}
