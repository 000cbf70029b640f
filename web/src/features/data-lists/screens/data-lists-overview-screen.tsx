import { Anchor, Badge, Card, Code, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Panel } from '../../../components/list-panel.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { CreateTableButton } from '../components/data-list-links.tsx';
import { summarizeTables } from '../data-list-model.ts';
import { dataListsQueries } from '../data-lists.queries.ts';
import { useTableName } from '../use-table-name.ts';

const SKELETON_CARDS = 4;

/** §2 /user/superadmin/tables/configure: every data list table, a link to each, and "create a table". */
export function DataListsOverviewScreen() {
  const { t } = useTranslation('dataLists');
  const nameOf = useTableName();
  const { salon } = useParams({ strict: false });
  const all = useQuery(dataListsQueries.all());
  const tables = all.data ? summarizeTables(all.data, nameOf) : undefined;
  const empty = !all.isPending && !all.isError && tables?.length === 0;

  const createButton = <CreateTableButton />;

  return (
    <Panel labelledBy="dl-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} id="dl-title">
          {t('titles.overview')}
        </Title>
        {createButton}
      </Group>
      <Text size="sm" c="gray.7">
        {t('overview.intro')}
      </Text>

      {all.isError ? <ErrorCard error={all.error} title={t('overview.loadFailed')} /> : null}

      {empty ? (
        <EmptyState title={t('overview.empty')} text={t('overview.emptyHint')}>
          {createButton}
        </EmptyState>
      ) : null}

      {all.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" aria-busy>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <Card key={i} withBorder radius="md" p="md" aria-hidden>
              <Skeleton height={18} width="60%" radius="sm" />
              <Skeleton height={12} width="40%" radius="sm" mt="sm" />
              <Skeleton height={20} width="50%" radius="xl" mt="md" />
            </Card>
          ))}
        </SimpleGrid>
      ) : null}

      {tables && tables.length > 0 ? (
        <SimpleGrid
          component="ul"
          aria-label={t('overview.listLabel')}
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {tables.map((table) => {
            const name = nameOf(table.ref);
            return (
              <Card component="li" key={table.ref} withBorder radius="md" p="md">
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Stack gap={4} miw={0}>
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          to="/{-$salon}/user/superadmin/tables/configure/{-$ref}"
                          params={{ salon, ref: table.ref }}
                          {...props}
                        />
                      )}
                      fw={700}
                      aria-label={t('overview.open', { name })}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {name}
                    </Anchor>
                    <Code w="fit-content" maw="100%" style={{ overflowWrap: 'anywhere' }}>
                      {table.ref}
                    </Code>
                  </Stack>
                  <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-6)" />
                </Group>
                <Group gap="xs" mt="sm">
                  <Badge variant="light" color="passerelle" tt="none">
                    {t('overview.count', { count: table.count })}
                  </Badge>
                  {table.isDefault ? (
                    <Badge variant="outline" color="gray.7" tt="none">
                      {t('overview.default')}
                    </Badge>
                  ) : (
                    <Badge variant="outline" color="grape.8" tt="none">
                      {t('overview.custom')}
                    </Badge>
                  )}
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      ) : null}

      <Text size="sm">
        {t('overview.visitorTypes')}{' '}
        <Anchor
          renderRoot={(props) => (
            <Link
              to="/{-$salon}/user/superadmin/tables/configure/individualtypes"
              params={{ salon }}
              {...props}
            />
          )}
        >
          {t('overview.visitorTypesLink')}
        </Anchor>
      </Text>
    </Panel>
  );
}
