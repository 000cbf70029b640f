import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HEADER_LINK_RE, type Fair, type HeaderButton } from '@passerelle/contract';
import { FAIR_STATUSES, ALL_ROLES, LOCALES, type Locale } from '@passerelle/contract/lite';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { useContractForm, type FieldCodes } from '../../../lib/use-contract-form.ts';
import { useUpdateFairMutation } from '../fairs.queries.ts';

/** The grid's rows: every role (visitors who are not logged in follow the visitors' row, lib/header-buttons). */
export const ACCESS_KEYS: readonly string[] = ALL_ROLES;
type StatusKey = '1' | '2' | '3' | '4';
const STATUS_KEYS = FAIR_STATUSES.map(String) as StatusKey[];

export interface ButtonDraft {
  names: Record<Locale, string>;
  link: string;
  newTab: boolean;
  isVisible: boolean;
  requiresLogin: boolean;
  access: Record<string, Partial<Record<StatusKey, boolean>>>;
}
interface ButtonsValues {
  buttons: ButtonDraft[];
}

const emptyNames = (): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>;

export const draftOf = (b: HeaderButton): ButtonDraft => ({
  names: { ...emptyNames(), ...Object.fromEntries(LOCALES.map((l) => [l, b.translations[l]?.name ?? ''])) },
  link: b.link,
  newTab: b.target === '_blank',
  isVisible: b.isVisible,
  requiresLogin: b.requiresLogin,
  access: b.access as ButtonDraft['access'],
});

/** A new button: reachable by everyone while the fair is open, nowhere else until the grid says so. */
const newDraft = (): ButtonDraft => ({
  names: emptyNames(),
  link: '/',
  newTab: false,
  isVisible: true,
  requiresLogin: false,
  access: Object.fromEntries(ACCESS_KEYS.map((k) => [k, { '2': true }])),
});

/** The body the api receives for one button (`HeaderButtonInputSchema`). */
export const buttonBodyOf = (d: ButtonDraft) => ({
  translations: Object.fromEntries(
    LOCALES.filter((l) => l === 'fr' || d.names[l].trim()).map((l) => [l, { name: d.names[l].trim() }]),
  ) as { fr: { name: string } } & Partial<Record<Locale, { name: string }>>,
  link: d.link.trim(),
  target: d.newTab ? ('_blank' as const) : ('_self' as const),
  linkType: /^https?:\/\//i.test(d.link.trim()) ? ('external' as const) : ('internal' as const),
  isVisible: d.isVisible,
  requiresLogin: d.requiresLogin,
  access: d.access,
});

const validateButtons = ({ buttons }: ButtonsValues): FieldCodes => {
  const codes: FieldCodes = {};
  buttons.forEach((b, i) => {
    if (!b.names.fr.trim()) codes[`buttons.${i}.names.fr`] = 'required';
    if (!b.link.trim()) codes[`buttons.${i}.link`] = 'required';
    else if (!HEADER_LINK_RE.test(b.link.trim())) codes[`buttons.${i}.link`] = 'invalid_link';
  });
  return codes;
};

/** `groupHeaderButton.2.translations.fr.name` → `buttons.2.names.fr`; `…2.link` → `buttons.2.link`. */
const buttonFieldOf = (path: string): string | null => {
  const m = /^groupHeaderButton[.[](\d+)\]?\.(.+)$/.exec(path);
  if (!m) return null;
  const [, index, rest] = m;
  const name = /^translations\.(\w+)\.name$/.exec(rest!);
  if (name) return `buttons.${index}.names.${name[1]}`;
  return rest === 'link' ? `buttons.${index}.link` : null;
};

function AccessGrid({
  draft,
  label,
  onChange,
}: {
  draft: ButtonDraft;
  label: string;
  onChange: (access: ButtonDraft['access']) => void;
}) {
  const { t } = useTranslation('fairs');
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder withColumnBorders aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('buttons.role')}</Table.Th>
            {STATUS_KEYS.map((s) => (
              <Table.Th key={s} ta="center">
                {t(`list.status.${s}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ACCESS_KEYS.map((key) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={400}>
                {t(`status.roles.${key}`)}
              </Table.Th>
              {STATUS_KEYS.map((s) => (
                <Table.Td key={s} ta="center">
                  <Checkbox
                    mx="auto"
                    w="fit-content"
                    aria-label={t('buttons.cell', {
                      role: t(`status.roles.${key}`),
                      status: t(`list.status.${s}`),
                    })}
                    checked={draft.access[key]?.[s] === true}
                    onChange={(e) =>
                      onChange({
                        ...draft.access,
                        [key]: { ...draft.access[key], [s]: e.currentTarget.checked },
                      })
                    }
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The fair's header buttons (§3 Header button): names, link, new tab, visibility, login, and who may use
 * each in which status as a role × status grid; saved together (issue 14).
 */
export function HeaderButtonsEditor({ fair }: { fair: Fair }) {
  const { t } = useTranslation('fairs');
  const update = useUpdateFairMutation();
  const initial = [...fair.groupHeaderButton].sort((a, b) => a.position - b.position || a.id - b.id);
  const { form, ...state } = useContractForm<ButtonsValues>({
    initialValues: { buttons: initial.map(draftOf) },
    validate: validateButtons,
    fieldOf: buttonFieldOf,
    error: update.error,
    pending: update.isPending,
  });
  const buttons = state.values.buttons;
  const set = (next: ButtonDraft[]) => {
    form.setValues({ buttons: next });
    update.reset();
  };
  const patch = (i: number, p: Partial<ButtonDraft>) =>
    set(buttons.map((b, j) => (j === i ? { ...b, ...p } : b)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...buttons];
    const [b] = next.splice(i, 1);
    next.splice(i + by, 0, b!);
    set(next);
  };
  const onSubmit = (v: ButtonsValues) =>
    update.mutate({ id: fair.id, body: { groupHeaderButton: v.buttons.map(buttonBodyOf) } });

  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={update.isPending}>
      <Stack gap="lg">
        <Text c="gray.7">{t('buttons.intro')}</Text>
        {update.isSuccess ? (
          <SuccessAlert title={t('buttons.saved')} message={t('buttons.savedText')} />
        ) : null}
        {buttons.length === 0 ? (
          <EmptyState title={t('buttons.empty')} text={t('buttons.emptyHint')} />
        ) : null}
        {buttons.map((b, i) => {
          const title = b.names.fr.trim() || t('buttons.untitled', { n: i + 1 });
          return (
            // A fieldset is as wide as its content by default (min-inline-size: min-content): let the
            // access grid scroll inside it on a phone instead of widening the page.
            <Paper key={i} withBorder radius="md" p="md" component="fieldset" aria-label={title} miw={0}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={3} size="h5">
                    {i === 0 ? t('buttons.homeTitle', { name: title }) : title}
                  </Title>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('buttons.up', { name: title })}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('buttons.down', { name: title })}
                      disabled={i === buttons.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={t('buttons.remove', { name: title })}
                      onClick={() => set(buttons.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {LOCALES.map((l) => (
                    <TextInput
                      key={l}
                      lang={l}
                      label={t(`buttons.name.${l}`)}
                      required={l === 'fr'}
                      value={b.names[l]}
                      maxLength={80}
                      onChange={(e) => patch(i, { names: { ...b.names, [l]: e.currentTarget.value } })}
                      onBlur={state.touch(`buttons.${i}.names.${l}`)}
                      error={state.errorOf(`buttons.${i}.names.${l}`)}
                    />
                  ))}
                </SimpleGrid>
                <TextInput
                  label={t('buttons.link')}
                  description={t('buttons.linkHint')}
                  required
                  value={b.link}
                  onChange={(e) => patch(i, { link: e.currentTarget.value })}
                  onBlur={state.touch(`buttons.${i}.link`)}
                  error={state.errorOf(`buttons.${i}.link`)}
                />
                <Group gap="lg">
                  <Switch
                    label={t('buttons.visible')}
                    checked={b.isVisible}
                    onChange={(e) => patch(i, { isVisible: e.currentTarget.checked })}
                  />
                  <Switch
                    label={t('buttons.newTab')}
                    checked={b.newTab}
                    onChange={(e) => patch(i, { newTab: e.currentTarget.checked })}
                  />
                  <Switch
                    label={t('buttons.requiresLogin')}
                    checked={b.requiresLogin}
                    onChange={(e) => patch(i, { requiresLogin: e.currentTarget.checked })}
                  />
                </Group>
                <Text size="sm" c="gray.7">
                  {t('buttons.gridHint')}
                </Text>
                <AccessGrid
                  draft={b}
                  label={t('buttons.gridLabel', { name: title })}
                  onChange={(access) => patch(i, { access })}
                />
              </Stack>
            </Paper>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => set([...buttons, newDraft()])}
          >
            {t('buttons.add')}
          </Button>
        </Group>
        <FormActions submitLabel={t('buttons.save')} pending={update.isPending} error={state.cardError} />
      </Stack>
    </form>
  );
}
