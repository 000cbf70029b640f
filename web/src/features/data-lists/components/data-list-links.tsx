import { Anchor, Button, Group } from '@mantine/core';
import { IconArrowLeft, IconTablePlus } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Back to every table (the create and entries screens). */
export function BackToTablesLink() {
  const { t } = useTranslation('dataLists');
  const { salon } = useParams({ strict: false });
  return (
    <Anchor
      renderRoot={(props) => (
        <Link
          to="/{-$salon}/user/superadmin/tables/configure/{-$ref}"
          params={{ salon, ref: undefined }}
          {...props}
        />
      )}
      size="sm"
    >
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('entries.back')}
      </Group>
    </Anchor>
  );
}

/** "Create a table" (the overview, and a table that does not exist). */
export function CreateTableButton() {
  const { t } = useTranslation('dataLists');
  const { salon } = useParams({ strict: false });
  return (
    <Button
      renderRoot={(props) => (
        <Link to="/{-$salon}/user/superadmin/tables/create" params={{ salon }} {...props} />
      )}
      color="ember.7"
      leftSection={<IconTablePlus size={18} aria-hidden />}
    >
      {t('overview.create')}
    </Button>
  );
}
