import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { labelOf, type RegistrationField, type RegistrationFormBlock } from '@passerelle/contract';
import { type RegistrationFormType, LOCALES, isLocale } from '@passerelle/contract/lite';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import {
  compositionIssues,
  fieldsBefore,
  freeBuiltins,
  locate,
  move,
  newBlock,
  newField,
  putField,
  removeField,
  setTranslation,
  updateBlock,
  type Blocks,
} from '../composition-model.ts';
import { registrationQueries, useSaveFormMutation } from '../registration.queries.ts';
import { CompositionFieldModal } from '../components/composition-field-modal.tsx';

/** §2 /user/forms/composition/{type}: the super admin composes the visitor and exhibitor forms. */
export function FormCompositionScreen({ type }: { type: RegistrationFormType }) {
  const { t } = useTranslation('registration');
  const form = useQuery(registrationQueries.form(type));
  const dataLists = useQuery(referenceQueries.allDataLists());
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>{t(`editor.title.${type}`)}</Title>
          <Text c="gray.7" size="sm" mt={4} maw={720}>
            {t(type === 'visitor' ? 'editor.intro.visitor' : 'editor.intro.exhibitor')}
          </Text>
        </div>
        <SegmentedControl
          aria-label={t('editor.typeSwitch')}
          value={type}
          onChange={(v) =>
            void navigate({ to: '/{-$salon}/user/forms/composition/{-$type}', params: { salon, type: v } })
          }
          data={[
            { value: 'visitor', label: t('editor.types.visitor') },
            { value: 'exhibitor', label: t('editor.types.exhibitor') },
          ]}
        />
      </Group>
      {form.isError || dataLists.isError ? (
        <ErrorCard error={form.error ?? dataLists.error} title={t('loadFailed')} />
      ) : form.isPending || dataLists.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </Stack>
      ) : (
        // Keyed by type: switching forms starts a fresh draft from the stored one.
        <CompositionEditor
          key={type}
          type={type}
          stored={form.data.blocks}
          dataLists={Object.fromEntries(
            Object.entries(dataLists.data).map(([ref, entries]) => [
              ref,
              entries.map((e) => ({ value: String(e.id), label: e.level1name })),
            ]),
          )}
        />
      )}
    </Stack>
  );
}

interface Editing {
  block: number;
  index: number | null;
  field: RegistrationField;
}

function CompositionEditor({
  type,
  stored,
  dataLists,
}: {
  type: RegistrationFormType;
  stored: Blocks;
  dataLists: Record<string, { value: string; label: string }[]>;
}) {
  const { t, i18n } = useTranslation('registration');
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const translate = useCodeTranslator();
  const { salon } = useParams({ strict: false });
  const [blocks, setBlocks] = useState<Blocks>(stored);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [tried, setTried] = useState(false);
  const save = useSaveFormMutation(type);
  const dirty = JSON.stringify(blocks) !== JSON.stringify(stored);
  const serverIssues = isApiError(save.error)
    ? save.error.violations.map((v) => ({ path: v.propertyPath, code: v.code, message: v.message }))
    : [];
  const issues = tried ? compositionIssues(blocks) : [];
  const shownIssues = [...issues.map((i) => ({ ...i, message: '' })), ...serverIssues];

  const describe = (path: string) => {
    const where = locate(path, blocks, locale);
    if (!where) return '';
    return where.field
      ? t('editor.where.field', { block: where.block + 1, field: where.field })
      : t('editor.where.block', { block: where.block + 1 });
  };
  const submit = () => {
    setTried(true);
    if (compositionIssues(blocks).length) return;
    save.mutate(blocks, {
      onSuccess: (saved) => {
        setBlocks(saved.blocks);
        setTried(false);
        notifications.show({ color: 'teal', message: t('editor.saved'), withBorder: true });
      },
    });
  };
  /** "Shown if « Do you sponsor visas? » = Yes", in words rather than identifiers. */
  const dependencyText = (dep: NonNullable<RegistrationField['dependsOn']>) => {
    const parent = blocks.flatMap((b) => b.fields).find((f) => f.identifier === dep.identifier);
    const value =
      parent?.kind === 'checkbox'
        ? t(dep.value === 'true' ? 'yes' : 'no')
        : parent?.kind === 'table'
          ? (dataLists[parent.ref ?? '']?.find((o) => o.value === dep.value)?.label ?? dep.value)
          : dep.value;
    return t('editor.field.shownIf', {
      field: parent ? labelOf(parent.translations, locale) || parent.identifier : dep.identifier,
      value,
    });
  };
  const taken = (except: string | null) =>
    blocks.flatMap((b) => b.fields.map((f) => f.identifier)).filter((id) => id !== except);

  return (
    <Stack gap="lg">
      {shownIssues.length ? (
        <Alert color="red" variant="light" title={t('editor.issues')} role="alert">
          <Stack gap={4} component="ul" m={0} pl="md">
            {shownIssues.map((i) => (
              <Text component="li" size="sm" key={`${i.path}-${i.code}`}>
                {describe(i.path)} {translate(i.code) ?? (i.message || i.code)}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {save.error && !serverIssues.length ? <ErrorCard error={save.error} /> : null}

      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Text size="sm" c="gray.8">
          {t('editor.fixed')}
        </Text>
      </Paper>

      {blocks.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>{t('editor.empty.title')}</Text>
            <Text size="sm" c="gray.7">
              {t('editor.empty.text')}
            </Text>
          </Stack>
        </Card>
      ) : null}

      {blocks.map((block, b) => (
        <BlockCard
          key={b}
          index={b}
          count={blocks.length}
          block={block}
          locale={locale}
          dependencyText={dependencyText}
          onChange={(next) => setBlocks(updateBlock(blocks, b, next))}
          onMove={(delta) => setBlocks(move(blocks, b, delta))}
          onRemove={() => setBlocks(blocks.filter((_, i) => i !== b))}
          onAddField={() => setEditing({ block: b, index: null, field: newField() })}
          onEditField={(f) => setEditing({ block: b, index: f, field: block.fields[f]! })}
          onRemoveField={(f) => setBlocks(removeField(blocks, b, f))}
          onMoveField={(f, delta) =>
            setBlocks(updateBlock(blocks, b, { ...block, fields: move(block.fields, f, delta) }))
          }
        />
      ))}

      <Group justify="space-between" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setBlocks([...blocks, newBlock()])}
        >
          {t('editor.addBlock')}
        </Button>
        <Group gap="sm">
          <Anchor
            component={Link}
            to={`/${salon ? `${salon}/` : ''}register/${type}`}
            target="_blank"
            size="sm"
          >
            {t('editor.preview')}
          </Anchor>
          <Button variant="subtle" disabled={!dirty || save.isPending} onClick={() => setBlocks(stored)}>
            {t('editor.reset')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
            {t('editor.save')}
          </Button>
        </Group>
      </Group>

      {editing ? (
        <CompositionFieldModal
          field={editing.field}
          isNew={editing.index === null}
          builtins={freeBuiltins(
            blocks,
            editing.field.kind === 'builtin' ? editing.field.identifier : undefined,
          )}
          takenIdentifiers={taken(editing.index === null ? null : editing.field.identifier)}
          parents={fieldsBefore(blocks, editing.block, editing.index)}
          dataLists={dataLists}
          locale={locale}
          onClose={() => setEditing(null)}
          onSave={(field) => {
            setBlocks(putField(blocks, editing.block, editing.index, field));
            setEditing(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

function BlockCard({
  index,
  count,
  block,
  locale,
  dependencyText,
  onChange,
  onMove,
  onRemove,
  onAddField,
  onEditField,
  onRemoveField,
  onMoveField,
}: {
  index: number;
  count: number;
  block: RegistrationFormBlock;
  locale: 'fr' | 'en' | 'nl' | 'de' | 'es';
  dependencyText: (dep: NonNullable<RegistrationField['dependsOn']>) => string;
  onChange: (block: RegistrationFormBlock) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onAddField: () => void;
  onEditField: (index: number) => void;
  onRemoveField: (index: number) => void;
  onMoveField: (index: number, delta: -1 | 1) => void;
}) {
  const { t } = useTranslation('registration');
  const name = labelOf(block.translations, locale) || t('editor.block.untitled', { n: index + 1 });
  const titleId = `composition-block-${index}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" id={titleId}>
            {t('editor.block.title', { n: index + 1, name })}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={t('editor.block.up', { name })}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={t('editor.block.down', { name })}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('editor.block.remove', { name })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {LOCALES.map((l) => (
            <TextInput
              key={l}
              size="sm"
              label={t('editor.block.name', { locale: t(`editor.locales.${l}`) })}
              required={l === 'fr'}
              value={block.translations[l]?.name ?? ''}
              onChange={(e) =>
                onChange({
                  ...block,
                  translations: setTranslation(block.translations, l, 'name', e.currentTarget.value),
                })
              }
            />
          ))}
        </SimpleGrid>
        {block.fields.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('editor.block.noField')}
          </Text>
        ) : (
          <Stack gap={0} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {block.fields.map((field, f) => {
              const label = labelOf(field.translations, locale) || field.identifier;
              return (
                <Group
                  key={`${field.identifier}-${f}`}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  py="xs"
                  style={{ borderTop: f ? '1px solid var(--mantine-color-gray-2)' : undefined }}
                >
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {label}
                    </Text>
                    <Group gap={6}>
                      <Badge variant="light" color="blue" size="sm">
                        {t(`editor.kinds.${field.kind}`)}
                      </Badge>
                      <Badge variant="outline" color="gray" size="sm" tt="none">
                        {field.kind === 'table'
                          ? `${field.identifier} · ${field.ref ?? ''}`
                          : field.identifier}
                      </Badge>
                      {field.required ? (
                        <Badge variant="outline" color="ember.7" size="sm">
                          {t('editor.field.requiredBadge')}
                        </Badge>
                      ) : null}
                      {field.dependsOn ? (
                        <Text size="xs" c="gray.7">
                          {dependencyText(field.dependsOn)}
                        </Text>
                      ) : null}
                    </Group>
                  </Stack>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      onClick={() => onEditField(f)}
                      aria-label={t('editor.field.edit', { name: label })}
                    >
                      <IconEdit size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={f === 0}
                      onClick={() => onMoveField(f, -1)}
                      aria-label={t('editor.field.up', { name: label })}
                    >
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={f === block.fields.length - 1}
                      onClick={() => onMoveField(f, 1)}
                      aria-label={t('editor.field.down', { name: label })}
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => onRemoveField(f)}
                      aria-label={t('editor.field.remove', { name: label })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
        <Group>
          <Button
            variant="subtle"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={onAddField}
          >
            {t('editor.addField')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
