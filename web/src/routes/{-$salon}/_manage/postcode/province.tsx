import { SegmentedControl } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@passerelle/contract/lite';
import { GEOGRAPHY_LEVELS } from '../../../../features/reference/geography-levels.ts';
import { provinceSearch, type ProvinceKind } from '../../../../features/reference/geography-routes.ts';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';

// §2 super admin: the departments (filtered by region) and, beside them, the provinces of a country.
export const Route = createFileRoute('/{-$salon}/_manage/postcode/province')({
  validateSearch: provinceSearch,
  staticData: {
    access: { roles: [ROLES.SUPER_ADMIN] },
    titleKey: 'reference:geography.kind',
  },
  component: ProvincePage,
});

function ProvincePage() {
  const { t } = useTranslation('reference');
  const kind: ProvinceKind = Route.useSearch().kind ?? 'departments';
  const navigate = Route.useNavigate();
  const level = GEOGRAPHY_LEVELS[kind];
  return (
    <LookupTableScreen
      // Keyed by kind: the other table starts with its own filters.
      key={kind}
      {...level}
      aside={
        <SegmentedControl
          aria-label={t('geography.kind')}
          value={kind}
          onChange={(value) => void navigate({ search: value === 'provinces' ? { kind: 'provinces' } : {} })}
          data={[
            { value: 'departments', label: t('geography.titles.departments') },
            { value: 'provinces', label: t('geography.titles.provinces') },
          ]}
        />
      }
    />
  );
}
