import { useMemo, useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SafeguardEditionSchema } from '@passerelle/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { RowAction, RowActions } from '../../../components/row-actions.tsx';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import { safeguardedCountriesQuery, useSafeguardMutations } from '../jobs.queries.ts';

const WHO_PAGE =
  'https://www.who.int/news-room/questions-and-answers/item/who-health-workforce-support-and-safeguards-list';

/**
 * `/jobs/safeguards` (super admin): the countries of the WHO Health Workforce Support and
 * Safeguards List, protected from active recruitment in the fairs that switch the safeguards on.
 */
export function SafeguardsScreen() {
  const { t } = useTranslation('jobs');
  const listed = useQuery(safeguardedCountriesQuery());
  const countries = useQuery(referenceQueries.countries());
  const { add, remove } = useSafeguardMutations();
  const [country, setCountry] = useState<string | null>(null);
  const [edition, setEdition] = useState(String(new Date().getFullYear()));
  const [editionError, setEditionError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);

  const names = useMemo(() => new Map((countries.data ?? []).map((c) => [c.id, c.name])), [countries.data]);
  const rows = useMemo(
    () =>
      (listed.data ?? [])
        .map((r) => ({ ...r, name: names.get(r.country) ?? String(r.country) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [listed.data, names],
  );
  const options = useMemo(() => {
    const taken = new Set(rows.map((r) => r.country));
    return (countries.data ?? [])
      .filter((c) => !taken.has(c.id))
      .map((c) => ({ value: String(c.id), label: c.name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [countries.data, rows]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = SafeguardEditionSchema.safeParse(edition);
    setEditionError(parsed.success ? null : t('safeguards.editionInvalid'));
    if (!parsed.success || !country) return;
    add.mutate({ country: Number(country), edition: parsed.data }, { onSuccess: () => setCountry(null) });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('safeguards.title')}
        </Title>
        <Text c="gray.7" size="sm" mt={4} maw={760}>
          {t('safeguards.intro')}{' '}
          <Anchor href={WHO_PAGE} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
            {t('safeguards.source')}
          </Anchor>
        </Text>
      </div>
      <Paper
        component="form"
        withBorder
        radius="md"
        p="lg"
        onSubmit={submit}
        aria-labelledby="safeguards-add"
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="safeguards-add">
            {t('safeguards.addTitle')}
          </Title>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('safeguards.country')}
              placeholder={t('safeguards.countryPlaceholder')}
              data={options}
              value={country}
              onChange={(value) => {
                add.reset();
                setCountry(value);
              }}
              searchable
              nothingFoundMessage={t('safeguards.noCountry')}
              w={{ base: '100%', sm: 320 }}
              required
            />
            <TextInput
              label={t('safeguards.edition')}
              value={edition}
              onChange={(e) => {
                setEdition(e.currentTarget.value);
                setEditionError(null);
              }}
              error={editionError}
              inputMode="numeric"
              maxLength={4}
              w={120}
              required
            />
            <Button
              type="submit"
              color="ember.7"
              disabled={!country}
              loading={add.isPending}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t('safeguards.add')}
            </Button>
          </Group>
          {add.isError ? <ErrorCard error={add.error} title={t('safeguards.addFailed')} /> : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('safeguards.listTitle', { count: rows.length })}
          </Title>
          {listed.isError || countries.isError ? (
            <ErrorCard error={listed.error ?? countries.error} title={t('safeguards.loadFailed')} />
          ) : listed.isPending || countries.isPending ? (
            <Skeleton height={240} radius="md" aria-busy="true" aria-label={t('safeguards.loading')} />
          ) : rows.length === 0 ? (
            <EmptyState title={t('safeguards.emptyTitle')} text={t('safeguards.empty')} />
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('safeguards.country')}</Table.Th>
                    <Table.Th>{t('safeguards.edition')}</Table.Th>
                    <Table.Th>{t('safeguards.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{r.name}</Table.Td>
                      <Table.Td>{r.edition}</Table.Td>
                      <Table.Td>
                        <RowActions>
                          <RowAction
                            label={t('safeguards.remove', { country: r.name })}
                            icon={<IconTrash size={18} aria-hidden />}
                            color="red"
                            onClick={() => {
                              remove.reset();
                              setRemoving({ id: r.id, name: r.name });
                            }}
                          />
                        </RowActions>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
      <ConfirmModal
        opened={removing !== null}
        title={t('safeguards.removeTitle', { country: removing?.name ?? '' })}
        confirmLabel={t('safeguards.removeConfirm')}
        cancelLabel={t('safeguards.cancel')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      >
        <Text size="sm">{t('safeguards.removeText', { country: removing?.name ?? '' })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
