import { useRef, useState } from 'react';
import {
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy, IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../lib/use-notify.ts';
import type { EffectiveEmail } from '@passerelle/contract';
import { LOCALES, type Locale } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-names.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import {
  editorFieldOf,
  editorValues,
  insertPlaceholder,
  localesWithErrors,
  previewMail,
  toTranslationsBody,
  validateEditor,
  type WordingField,
} from '../email-editor-model.ts';
import { useEmailMutations, type EmailTarget } from '../emails.queries.ts';

export type EditorMode = { kind: 'fair'; fairId: number } | { kind: 'model' };

export interface EmailTemplateEditorProps {
  email: EffectiveEmail;
  mode: EditorMode;
  /** Values the preview fills the placeholders with. */
  sample: Record<string, string>;
}

/** One template: its wording per locale, the placeholders to insert, a live preview, save and revert. */
export function EmailTemplateEditor({ email, mode, sample }: EmailTemplateEditorProps) {
  const { t } = useTranslation('emails');
  const { save, revert, setEnabled } = useEmailMutations();
  const [locale, setLocale] = useState<Locale>('fr');
  const [confirming, setConfirming] = useState(false);
  const notify = useNotify();
  const lastField = useRef<WordingField>('body');
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const name = t(`templates.${email.code}.name`);
  const idBase = `email-${email.code}`;
  const target: EmailTarget =
    mode.kind === 'fair'
      ? { kind: 'fair', fairId: mode.fairId, fairEmailId: email.fairEmailId }
      : { kind: 'model', modelId: email.modelId };
  const hasOwn = mode.kind === 'fair' ? email.fairEmailId !== null : email.modelId !== null;

  // Errors show as you type: the field in error may sit in another language's tab.
  const { form, values, ...state } = useContractForm({
    initialValues: editorValues(email),
    validate: (v) => validateEditor(email.code, v),
    fieldOf: editorFieldOf,
    error: save.error,
    pending: save.isPending,
    live: true,
  });
  const erroneous = localesWithErrors(state.shown);
  const dirty = form.isDirty();

  const setField = (field: WordingField, text: string): void =>
    form.setFieldValue(`${locale}.${field}`, text);

  const insert = (placeholder: string): void => {
    const field = lastField.current;
    const el = field === 'subject' ? subjectRef.current : bodyRef.current;
    const { text, caret } = insertPlaceholder(
      values[locale][field],
      placeholder,
      el?.selectionStart,
      el?.selectionEnd,
    );
    setField(field, text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  };

  const submit = state.submit(
    (valid) =>
      save.mutate(
        { target, code: email.code, translations: toTranslationsBody(valid, email.fallback) },
        { onSuccess: () => notify.success(t('notify.saved', { name })) },
      ),
    // Show the first language holding an error.
    (codes) => {
      const first = LOCALES.find((l) => localesWithErrors(codes).has(l));
      if (first) setLocale(first);
    },
  );

  const confirmRevert = (): void =>
    revert.mutate(target, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t(mode.kind === 'fair' ? 'notify.revertedFair' : 'notify.revertedModel', { name }));
      },
    });

  const toggle = (isEnabled: boolean): void => {
    if (email.fairEmailId === null) return;
    setEnabled.mutate(
      { fairEmailId: email.fairEmailId, isEnabled },
      {
        onSuccess: () => notify.success(t(isEnabled ? 'notify.enabled' : 'notify.disabled')),
        onError: () => notify.failure(t('notify.failed')),
      },
    );
  };

  const preview = previewMail(values[locale], sample);

  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t(`templates.${email.code}.description`)}
        </Text>

        {mode.kind === 'fair' ? (
          <Switch
            label={t('enable.label')}
            description={
              email.fairEmailId === null
                ? t('enable.descriptionNone')
                : email.isEnabled
                  ? t('enable.descriptionOn')
                  : t('enable.descriptionOff')
            }
            checked={email.fairEmailId !== null && email.isEnabled}
            disabled={email.fairEmailId === null || setEnabled.isPending}
            onChange={(e) => toggle(e.currentTarget.checked)}
          />
        ) : null}

        <Tabs
          value={locale}
          onChange={(v) => v && setLocale(v as Locale)}
          keepMounted={false}
          variant="outline"
        >
          <Tabs.List aria-label={t('locales.label')}>
            {LOCALES.map((l) => (
              <Tabs.Tab
                key={l}
                value={l}
                lang={l}
                rightSection={
                  erroneous.has(l) ? (
                    <IconPointFilled size={12} color="var(--mantine-color-red-8)" aria-hidden />
                  ) : null
                }
                aria-label={
                  erroneous.has(l) ? t('locales.withError', { name: LANGUAGE_NAMES[l] }) : undefined
                }
              >
                {LANGUAGE_NAMES[l]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LOCALES.map((l) => (
            <Tabs.Panel key={l} value={l} pt="md">
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
                <Stack gap="sm">
                  <TextInput
                    ref={subjectRef}
                    id={`${idBase}-${l}-subject`}
                    label={t('fields.subject')}
                    lang={l}
                    {...form.getInputProps(`${l}.subject`)}
                    onFocus={() => (lastField.current = 'subject')}
                    required={l === 'fr'}
                    autoComplete="off"
                  />
                  <Textarea
                    ref={bodyRef}
                    id={`${idBase}-${l}-body`}
                    label={t('fields.body')}
                    description={t('fields.bodyHint', { link: '{{link}}' })}
                    lang={l}
                    {...form.getInputProps(`${l}.body`)}
                    onFocus={() => (lastField.current = 'body')}
                    autosize
                    minRows={8}
                    maxRows={20}
                    required={l === 'fr'}
                  />
                  <Box role="group" aria-labelledby={`${idBase}-${l}-vars`}>
                    <Text size="sm" fw={600} id={`${idBase}-${l}-vars`}>
                      {t('placeholders.label')}
                    </Text>
                    <Text size="xs" c="gray.7" mb={6}>
                      {t('placeholders.hint')}
                    </Text>
                    <Group gap={6}>
                      {email.placeholders.map((p) => (
                        <Button
                          key={p}
                          size="compact-sm"
                          variant="light"
                          radius="xl"
                          onClick={() => insert(p)}
                          aria-label={t('placeholders.insert', {
                            name: t(`placeholders.names.${p}`, { defaultValue: p }),
                          })}
                          ff="monospace"
                        >
                          {`{{${p}}}`}
                        </Button>
                      ))}
                    </Group>
                  </Box>
                </Stack>
                <Paper
                  withBorder
                  radius="md"
                  p="md"
                  bg="gray.0"
                  component="section"
                  aria-labelledby={`${idBase}-${l}-preview`}
                >
                  <Stack gap="xs">
                    <Title order={4} size="h5" id={`${idBase}-${l}-preview`}>
                      {t('preview.title')}
                    </Title>
                    <Text size="xs" c="gray.7">
                      {t('preview.hint')}
                    </Text>
                    <Text size="sm" lang={l}>
                      <Text span fw={600}>
                        {t('preview.subject')}
                      </Text>{' '}
                      {preview.subject}
                    </Text>
                    <Text size="sm" lang={l} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {preview.body}
                    </Text>
                  </Stack>
                </Paper>
              </SimpleGrid>
            </Tabs.Panel>
          ))}
        </Tabs>

        {state.cardError ? <ErrorCard error={state.cardError} /> : null}

        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            onClick={() => {
              revert.reset();
              setConfirming(true);
            }}
            disabled={!hasOwn}
          >
            {t(mode.kind === 'fair' ? 'actions.revertFair' : 'actions.revertModel')}
          </Button>
          <Group gap="sm">
            {dirty ? (
              <Text size="sm" c="gray.7" aria-live="polite">
                {t('unsaved')}
              </Text>
            ) : null}
            <Button
              type="submit"
              loading={save.isPending}
              color="ember.7"
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              {t('actions.save')}
            </Button>
          </Group>
        </Group>
      </Stack>

      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t(mode.kind === 'fair' ? 'revert.titleFair' : 'revert.titleModel')}
        confirmLabel={t('revert.confirm')}
        cancelLabel={t('revert.cancel')}
        icon={<IconArrowBackUp size={18} aria-hidden />}
        pending={revert.isPending}
        error={revert.isError ? revert.error : null}
        onConfirm={confirmRevert}
      >
        <Text size="sm">
          {t(mode.kind === 'fair' ? 'revert.messageFair' : 'revert.messageModel', { name })}
        </Text>
      </ConfirmModal>
    </form>
  );
}
