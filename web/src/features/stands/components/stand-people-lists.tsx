import { useState } from 'react';
import { Alert, Avatar, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FirmUser, Stand, StandPerson } from '@passerelle/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import type { StandPeopleKind } from '../stands.queries.ts';

export interface StandPeopleListsProps {
  stand: Stand;
  /** The firm's members who may be listed (null while they load or when the caller may not add). */
  members: FirmUser[] | null;
  onAdd: (kind: StandPeopleKind, user: number) => void;
  adding: StandPeopleKind | null;
  addError: { kind: StandPeopleKind; error: unknown } | null;
  onRemove: (kind: StandPeopleKind, person: StandPerson) => void;
  removing: boolean;
  removeError: unknown;
  /** Bumped after each successful removal: the dialog closes. */
  removedCount: number;
  /** A removal is about to be confirmed (forget the last failure). */
  onRemoveStart?: () => void;
}

/**
 * §2 /stand/add-contacts: the booth's administrators and contacts. Adding picks among the firm's
 * members; removing asks first, and only booth administrators and the organizer may (§6).
 */
export function StandPeopleLists(props: StandPeopleListsProps) {
  const { t } = useTranslation('stands');
  const { stand } = props;
  return (
    <Stack gap="lg">
      {!stand.abilities.removePeople ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Text size="sm">{t('people.whoRemoves')}</Text>
        </Alert>
      ) : null}
      <PeopleList kind="admins" people={stand.admins} {...props} />
      <PeopleList kind="contacts" people={stand.contacts} {...props} />
    </Stack>
  );
}

function PeopleList({
  kind,
  people,
  stand,
  members,
  onAdd,
  adding,
  addError,
  onRemove,
  removing,
  removeError,
  removedCount,
  onRemoveStart,
}: StandPeopleListsProps & { kind: StandPeopleKind; people: StandPerson[] }) {
  const { t } = useTranslation('stands');
  const [picked, setPicked] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<{ person: StandPerson; at: number } | null>(null);
  const titleId = `stand-${kind}-title`;
  const listed = new Set(people.map((p) => p.id));
  const options = (members ?? [])
    .filter((m) => m.relation === 'member' && !listed.has(m.id))
    .map((m) => ({
      value: String(m.id),
      label: `${m.firstName} ${m.lastName}${m.jobTitle ? ` — ${m.jobTitle}` : ''}`,
    }));
  const error = addError?.kind === kind ? addError.error : null;
  // The dialog closes once the removal it asked for went through.
  const confirming = toRemove !== null && toRemove.at === removedCount ? toRemove.person : null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} size="h4" id={titleId}>
            {t(`people.${kind}.title`)}
          </Title>
          <Text size="sm" c="gray.7">
            {t(`people.${kind}.hint`)}
          </Text>
        </Stack>

        {people.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t(`people.${kind}.empty`)}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
            {people.map((person) => {
              const name = `${person.firstName} ${person.lastName}`;
              return (
                <Group key={person.id} component="li" justify="space-between" gap="sm" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Avatar radius="xl" size="md" color="passerelle.8" variant="filled" aria-hidden>
                      {`${person.firstName[0] ?? ''}${person.lastName[0] ?? ''}`.toUpperCase()}
                    </Avatar>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {name}
                      </Text>
                      {person.jobTitle || person.email ? (
                        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                          {[person.jobTitle, person.email].filter(Boolean).join(' · ')}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                  {stand.abilities.removePeople ? (
                    <Button
                      variant="subtle"
                      color="red.9"
                      c="red.9"
                      size="compact-sm"
                      leftSection={<IconUserMinus size={16} aria-hidden />}
                      onClick={() => {
                        onRemoveStart?.();
                        setToRemove({ person, at: removedCount });
                      }}
                      aria-label={t(`people.${kind}.remove`, { name })}
                    >
                      {t('people.removeShort')}
                    </Button>
                  ) : null}
                </Group>
              );
            })}
          </Stack>
        )}

        {stand.abilities.addPeople ? (
          <Stack gap="xs">
            {error ? <ErrorCard error={error} /> : null}
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                style={{ flex: 1, minWidth: 220 }}
                label={t(`people.${kind}.pick`)}
                placeholder={members === null ? t('people.loadingMembers') : t('people.pickPlaceholder')}
                data={options}
                value={picked}
                onChange={setPicked}
                searchable
                clearable
                disabled={members === null}
                nothingFoundMessage={t('people.noMember')}
              />
              <Button
                leftSection={<IconUserPlus size={18} aria-hidden />}
                disabled={picked === null}
                loading={adding === kind}
                onClick={() => {
                  if (picked === null) return;
                  onAdd(kind, Number(picked));
                  setPicked(null);
                }}
              >
                {t(`people.${kind}.add`)}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>

      <ConfirmModal
        opened={confirming !== null}
        title={t(`people.${kind}.confirmTitle`)}
        confirmLabel={t('people.confirmRemove')}
        cancelLabel={t('people.cancel')}
        icon={<IconUserMinus size={18} aria-hidden />}
        pending={removing}
        error={confirming ? removeError : null}
        onConfirm={() => confirming && onRemove(kind, confirming)}
        onClose={() => setToRemove(null)}
      >
        <Text size="sm">
          {confirming
            ? t(`people.${kind}.confirmText`, { name: `${confirming.firstName} ${confirming.lastName}` })
            : null}
        </Text>
      </ConfirmModal>
    </Paper>
  );
}
