import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LegalPageState } from '@passerelle/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-names.ts';
import { RichTextEditorField } from '../../../components/rich-text-editor.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { draftError } from '../legal-draft.ts';
import { useLegalMutations } from '../legal.queries.ts';

export interface LegalDocumentEditorProps {
  fairId: number;
  fairName: string;
  state: LegalPageState;
  /** The screen's language, for dates. */
  uiLocale: string;
}

/** One document in one language: the marker of the text in use, the editor, save and reset. */
export function LegalDocumentEditor({ fairId, fairName, state, uiLocale }: LegalDocumentEditorProps) {
  const { t } = useTranslation('legal');
  const translate = useCodeTranslator();
  const notify = useNotify();
  const { salon } = useParams({ strict: false });
  const { save, reset } = useLegalMutations();
  const initial = state.stored ?? state.defaultHtml;
  const [html, setHtml] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const target = { fairId, kind: state.kind, locale: state.locale };
  const document = t(`kinds.${state.kind}.title`);
  const language = LANGUAGE_NAMES[state.locale];
  const error = draftError(html);
  const dirty = html !== initial;

  const onSave = () => {
    setTouched(true);
    if (error) return;
    save.mutate(
      { ...target, html },
      { onSuccess: () => notify.success(t('editor.saved', { document, language })) },
    );
  };

  return (
    <Stack gap="md">
      <Group gap="sm" justify="space-between">
        {state.stored === null ? (
          <Badge color="gray.7" variant="outline">
            {t('editor.defaultInUse')}
          </Badge>
        ) : (
          <Group gap="xs">
            <Badge color="passerelle.8">{t('editor.ownText')}</Badge>
            {state.updatedAt ? (
              <Text size="sm" c="gray.7">
                {t('editor.updatedAt', { date: formatDate(state.updatedAt, uiLocale) })}
              </Text>
            ) : null}
          </Group>
        )}
        <Anchor
          size="sm"
          renderRoot={(props) => <Link to={`/{-$salon}/legal/${state.kind}`} params={{ salon }} {...props} />}
        >
          <Group gap={4} component="span">
            {t('editor.view', { document })}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>

      <RichTextEditorField
        label={t('editor.fieldLabel', { document, language })}
        description={
          state.stored === null
            ? t('editor.defaultDescription', { fair: fairName })
            : t('editor.ownDescription')
        }
        value={initial}
        onChange={(next) => setHtml(next)}
        onBlur={() => setTouched(true)}
        error={touched && error ? (translate(error) ?? error) : undefined}
        lang={state.locale}
        minHeight={320}
      />

      {save.error ? <ErrorCard error={save.error} title={t('editor.saveFailed')} /> : null}
      <Group gap="sm">
        <Button
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          onClick={onSave}
          loading={save.isPending}
          disabled={!dirty && state.stored !== null}
        >
          {state.stored === null && !dirty ? t('editor.adopt') : t('editor.save')}
        </Button>
        {state.stored !== null ? (
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            onClick={() => setConfirming(true)}
            aria-haspopup="dialog"
          >
            {t('editor.reset')}
          </Button>
        ) : null}
        {dirty ? (
          <Text size="sm" c="gray.7" role="status">
            {t('editor.unsaved')}
          </Text>
        ) : null}
      </Group>

      <ConfirmModal
        opened={confirming}
        title={t('editor.resetTitle', { document, language })}
        confirmLabel={t('editor.resetConfirm')}
        cancelLabel={t('editor.cancel')}
        icon={<IconArrowBackUp size={18} aria-hidden />}
        pending={reset.isPending}
        error={reset.error}
        onConfirm={() =>
          reset.mutate(target, {
            onSuccess: () => {
              setConfirming(false);
              notify.success(t('editor.resetDone', { document, language }));
            },
          })
        }
        onClose={() => {
          reset.reset();
          setConfirming(false);
        }}
      >
        <Text size="sm">{t('editor.resetBody')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
