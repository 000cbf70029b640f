import { useState } from 'react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOM_FIELD_RE, FIELD_KINDS, labelOf, type RegistrationField } from '@passerelle/contract';
import { LOCALES, type Locale } from '@passerelle/contract/lite';
import { useCodeTranslator } from '../../../components/error-card.tsx';
import { setTranslation } from '../composition-model.ts';
import type { Option } from './registration-field.tsx';

export interface CompositionFieldModalProps {
  /** The field being edited (a new one has identifier `custom`). */
  field: RegistrationField;
  isNew: boolean;
  /** Builtin fields still free, identifiers used elsewhere, fields this one may depend on. */
  builtins: string[];
  takenIdentifiers: string[];
  parents: RegistrationField[];
  dataLists: Record<string, Option[]>;
  locale: Locale;
  onSave: (field: RegistrationField) => void;
  onClose: () => void;
}

/** Checks of one field, the contract's rules (§5): custom prefix, unique, a list for list fields, a French label. */
const fieldErrors = (field: RegistrationField, taken: string[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (field.kind !== 'builtin' && !CUSTOM_FIELD_RE.test(field.identifier))
    errors.identifier = 'custom_field_prefix';
  else if (taken.includes(field.identifier)) errors.identifier = 'custom_field_duplicate';
  if (field.kind === 'builtin' && !field.identifier) errors.identifier = 'required';
  if (field.kind === 'table' && !field.ref) errors.ref = 'required';
  if (!field.translations.fr.label.trim()) errors['label.fr'] = 'required';
  if (field.dependsOn && !field.dependsOn.value) errors.dependsOnValue = 'required';
  return errors;
};

export function CompositionFieldModal({
  field: initial,
  isNew,
  builtins,
  takenIdentifiers,
  parents,
  dataLists,
  locale,
  onSave,
  onClose,
}: CompositionFieldModalProps) {
  const { t } = useTranslation('registration');
  const translate = useCodeTranslator();
  const [field, setField] = useState<RegistrationField>(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = fieldErrors(field, takenIdentifiers);
  const err = (key: string) =>
    submitted && errors[key] ? (translate(errors[key]) ?? errors[key]) : undefined;
  const set = (patch: Partial<RegistrationField>) => setField((f) => ({ ...f, ...patch }));
  const parent = parents.find((p) => p.identifier === field.dependsOn?.identifier);
  const parentValues: Option[] | null = !parent
    ? null
    : parent.kind === 'checkbox'
      ? [
          { value: 'true', label: t('yes') },
          { value: 'false', label: t('no') },
        ]
      : parent.kind === 'table'
        ? (dataLists[parent.ref ?? ''] ?? [])
        : null;

  const save = () => {
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    onSave({ ...field, ref: field.kind === 'table' ? field.ref : null });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(isNew ? 'editor.field.addTitle' : 'editor.field.editTitle')}
      size="lg"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('editor.field.kind')}
            data={FIELD_KINDS.map((k) => ({ value: k, label: t(`editor.kinds.${k}`) }))}
            value={field.kind}
            allowDeselect={false}
            onChange={(kind) => {
              if (!kind) return;
              const k = kind as RegistrationField['kind'];
              set({
                kind: k,
                identifier:
                  k === 'builtin'
                    ? (builtins[0] ?? '')
                    : field.kind === 'builtin'
                      ? 'custom'
                      : field.identifier,
              });
            }}
          />
          {field.kind === 'builtin' ? (
            <Select
              label={t('editor.field.builtin')}
              data={builtins.map((b) => ({ value: b, label: t(`editor.builtins.${b}`) }))}
              value={field.identifier || null}
              onChange={(v) => set({ identifier: v ?? '' })}
              error={err('identifier')}
              allowDeselect={false}
              nothingFoundMessage={t('editor.field.noBuiltinLeft')}
            />
          ) : (
            <TextInput
              label={t('editor.field.identifier')}
              description={t('editor.field.identifierHelp')}
              value={field.identifier}
              onChange={(e) => set({ identifier: e.currentTarget.value.trim() })}
              error={err('identifier')}
              required
            />
          )}
        </SimpleGrid>
        {field.kind === 'table' ? (
          <Select
            label={t('editor.field.table')}
            data={Object.keys(dataLists).map((ref) => ({ value: ref, label: ref }))}
            value={field.ref}
            onChange={(ref) => set({ ref })}
            error={err('ref')}
            required
            searchable
          />
        ) : null}
        <Switch
          label={t('editor.field.required')}
          checked={field.required}
          onChange={(e) => set({ required: e.currentTarget.checked })}
        />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('editor.field.labels')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {LOCALES.map((l) => (
              <TextInput
                key={l}
                label={t(`editor.locales.${l}`)}
                required={l === 'fr'}
                value={field.translations[l]?.label ?? ''}
                onChange={(e) =>
                  set({ translations: setTranslation(field.translations, l, 'label', e.currentTarget.value) })
                }
                error={l === 'fr' ? err('label.fr') : undefined}
              />
            ))}
          </SimpleGrid>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('editor.field.dependsOn')}
            description={t('editor.field.dependsOnHelp')}
            data={parents
              .filter((p) => p.identifier !== field.identifier)
              .map((p) => ({ value: p.identifier, label: labelOf(p.translations, locale) || p.identifier }))}
            value={field.dependsOn?.identifier ?? null}
            onChange={(identifier) => set({ dependsOn: identifier ? { identifier, value: '' } : null })}
            clearable
            placeholder={t('editor.field.always')}
          />
          {field.dependsOn ? (
            parentValues ? (
              <Select
                label={t('editor.field.dependsOnValue')}
                data={parentValues}
                value={field.dependsOn.value || null}
                onChange={(value) =>
                  set({ dependsOn: { identifier: field.dependsOn!.identifier, value: value ?? '' } })
                }
                error={err('dependsOnValue')}
                required
              />
            ) : (
              <TextInput
                label={t('editor.field.dependsOnValue')}
                value={field.dependsOn.value}
                onChange={(e) =>
                  set({
                    dependsOn: { identifier: field.dependsOn!.identifier, value: e.currentTarget.value },
                  })
                }
                error={err('dependsOnValue')}
                required
              />
            )
          ) : null}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onClose}>
            {t('editor.cancel')}
          </Button>
          <Button onClick={save}>{t(isNew ? 'editor.field.add' : 'editor.field.apply')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
