import { createFileRoute, notFound } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { STAND_CATALOGUE_TITLES } from '../../../../../features/stand-catalogue/stand-catalogue.titles.ts';
import { LookupTableScreen } from '../../../../../features/reference/screens/lookup-table-screen.tsx';
import {
  STAND_TYPE_VARIATIONS_LOOKUP,
  openFromParam,
} from '../../../../../features/stand-catalogue/stand-catalogue.lookups.ts';

// §2 /stand-type-variation/edit/{id?}: the variations with that one's dialog open (no id: a new one).
export const Route = createFileRoute('/{-$salon}/_manage/stand-type-variation/edit/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: STAND_CATALOGUE_TITLES.variations },
  component: EditPage,
});

function EditPage() {
  const { id } = Route.useParams();
  return <LookupTableScreen key={id ?? 'new'} {...STAND_TYPE_VARIATIONS_LOOKUP} open={openFromParam(id)} />;
}
