import { ListPanel } from '../../../components/list-panel.tsx';
import { useState } from 'react';
import { Alert, Button, Group, List, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { isLocale } from '@passerelle/contract/lite';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { ColumnsHelp } from '../components/columns-help.tsx';
import { ConfirmImportModal } from '../components/confirm-import-modal.tsx';
import { FileDropZone } from '../components/file-drop-zone.tsx';
import { ImportPreview } from '../components/import-preview.tsx';
import { ImportResultView } from '../components/import-result.tsx';
import { useImportUsersMutation, usePreviewImportMutation } from '../user-import.queries.ts';
import { downloadText } from '../../../lib/save-file.ts';
import { MAX_MB, checkFileLocally, fileProblems, templateCsv } from '../user-import-model.ts';

/** The fairs the user organises (their abilities say so); every choosable fair when none tells. */
const organisedFairs = (choices: Fair[]): Fair[] => {
  const mine = choices.filter((f) => f.abilities.update);
  return mine.length ? mine : choices;
};

/**
 * Issue 3 /user/import: choose the fair, drop or pick a CSV/XLSX file, check it (per-row errors,
 * nothing written), then import the valid rows after a confirmation.
 */
export function UserImportScreen() {
  const { t, i18n } = useTranslation('userImport');
  const translate = useCodeTranslator();
  const { fair: currentFair, choices } = useCurrentFair();
  const fairs = organisedFairs(choices);
  const [chosenFairId, setChosenFairId] = useState<number | null>(null);
  const fair =
    fairs.find((f) => f.id === chosenFairId) ??
    fairs.find((f) => f.id === currentFair?.id) ??
    fairs[0] ??
    null;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = usePreviewImportMutation();
  const importing = useImportUsersMutation();

  const restart = (): void => {
    preview.reset();
    importing.reset();
    setConfirming(false);
  };
  const chooseFair = (value: string | null): void => {
    if (!value) return;
    setChosenFairId(Number(value));
    restart();
  };
  const chooseFile = (chosen: File): void => {
    restart();
    const problem = checkFileLocally(chosen);
    if (problem) {
      setFile(null);
      setFileError(
        problem === 'payload_too_large' ? t('file.tooBig', { maxMb: MAX_MB }) : t('file.wrongType'),
      );
      return;
    }
    setFileError(null);
    setFile(chosen);
  };
  const check = (): void => {
    if (fair && file) preview.mutate({ fairId: fair.id, file });
  };
  const runImport = (): void => {
    if (fair && file) importing.mutate({ fairId: fair.id, file }, { onSettled: () => setConfirming(false) });
  };
  const another = (): void => {
    restart();
    setFile(null);
    setFileError(null);
  };
  const downloadTemplate = (): void => {
    const locale = isLocale(i18n.language) ? i18n.language : 'fr';
    downloadText(templateCsv(locale), t('file.templateName'));
  };

  const problems = fileProblems(preview.error, (column) =>
    i18n.exists(`userImport:fields.${column}`) ? `${t(`fields.${column}`)} (${column})` : column,
  );

  return (
    <ListPanel titleId="user-import-title" title={t('title')} subtitle={t('intro')} gap="lg">
      {!fair ? (
        <Alert color="orange" variant="light" title={t('title')}>
          <Text size="sm">{t('fair.noFair')}</Text>
        </Alert>
      ) : importing.isSuccess ? (
        <ImportResultView result={importing.data} fairName={fair.name} onAnother={another} />
      ) : (
        <>
          <Stack gap="xs" component="section" aria-labelledby="user-import-step-fair">
            <Title order={3} id="user-import-step-fair" size="h4">
              {t('steps.fair')}
            </Title>
            <Select
              label={t('fair.label')}
              data={fairs.map((f) => ({ value: String(f.id), label: f.name }))}
              value={String(fair.id)}
              onChange={chooseFair}
              allowDeselect={false}
              disabled={preview.isPending || importing.isPending}
              w={{ base: '100%', sm: 420 }}
              comboboxProps={{ withinPortal: true }}
            />
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="user-import-step-file">
            <Group justify="space-between" gap="sm">
              <Title order={3} id="user-import-step-file" size="h4">
                {t('steps.file')}
              </Title>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={downloadTemplate}
              >
                {t('file.template')}
              </Button>
            </Group>
            <FileDropZone
              file={file}
              onFile={chooseFile}
              error={fileError}
              disabled={preview.isPending || importing.isPending}
            />
            <ColumnsHelp />
            <Group justify="flex-end">
              <Button
                leftSection={<IconFileSearch size={18} aria-hidden />}
                onClick={check}
                disabled={!file}
                loading={preview.isPending}
              >
                {t('file.check')}
              </Button>
            </Group>
          </Stack>

          {preview.isPending ? (
            <Stack gap="sm" aria-hidden>
              <Skeleton height={24} width="40%" radius="sm" />
              <Skeleton height={32} width="60%" radius="sm" />
              <Skeleton height={220} radius="sm" />
            </Stack>
          ) : null}

          {preview.isError && problems ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('preview.failed')}
              icon={<IconAlertTriangle size={20} aria-hidden />}
              styles={{ message: { color: 'var(--mantine-color-red-9)' } }}
            >
              <List size="sm">
                {problems.map((p) => (
                  <List.Item key={`${p.code}-${String(p.values?.column)}`}>
                    {translate(p.code, p.values) ?? p.code}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : preview.isError ? (
            <ErrorCard error={preview.error} title={t('preview.failed')} />
          ) : null}

          {preview.isSuccess && file ? (
            <ImportPreview
              key={`${preview.submittedAt}`}
              preview={preview.data}
              fileName={preview.variables.file.name}
              importing={importing.isPending}
              onImport={() => setConfirming(true)}
            />
          ) : null}

          {importing.isError ? <ErrorCard error={importing.error} title={t('result.failed')} /> : null}

          <ConfirmImportModal
            opened={confirming}
            count={preview.data?.counts.valid ?? 0}
            fairName={fair.name}
            pending={importing.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={runImport}
          />
        </>
      )}
    </ListPanel>
  );
}
