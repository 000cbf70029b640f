import { useRef } from 'react';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { USER_IMPORT_MAX_ROWS } from '@passerelle/contract';
import { DropZone } from '../../../components/drop-zone.tsx';
import { ACCEPTED_FILES, MAX_MB, formatKb } from '../user-import-model.ts';

export interface FileDropZoneProps {
  file: File | null;
  onFile: (file: File) => void;
  /** A translated problem with the chosen file (size, type). */
  error?: string | null;
  disabled?: boolean;
}

/** Drop the import's file on the zone or pick it with the button (the keyboard and screen-reader path). */
export function FileDropZone({ file, onFile, error, disabled = false }: FileDropZoneProps) {
  const { t } = useTranslation('userImport');
  const resetRef = useRef<() => void>(null);

  const pick = (chosen: File | null): void => {
    if (chosen) onFile(chosen);
    // The same file can be chosen again after a fix.
    resetRef.current?.();
  };
  return (
    <DropZone p={{ base: 'md', sm: 'xl' }} onDrop={onFile} disabled={disabled} invalid={!!error}>
      <Stack align="center" gap="xs" ta="center">
        <IconFileSpreadsheet size={40} stroke={1.5} aria-hidden color="var(--mantine-color-passerelle-7)" />
        <Text fw={600}>{t('file.dropTitle')}</Text>
        <Text size="sm" c="gray.7" id="user-import-file-hint">
          {t('file.dropHint', { maxMb: MAX_MB, maxRows: USER_IMPORT_MAX_ROWS })}
        </Text>
        <FileButton onChange={pick} accept={ACCEPTED_FILES} resetRef={resetRef} disabled={disabled}>
          {(props) => (
            <Button
              {...props}
              variant={file ? 'default' : 'filled'}
              leftSection={<IconUpload size={18} aria-hidden />}
              aria-describedby={
                error ? 'user-import-file-hint user-import-file-error' : 'user-import-file-hint'
              }
              disabled={disabled}
            >
              {file ? t('file.change') : t('file.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" aria-live="polite" style={{ wordBreak: 'break-all' }}>
          {file
            ? t('file.selected', { name: file.name, size: t('file.kb', { size: formatKb(file.size) }) })
            : null}
        </Text>
        {error ? (
          <Text size="sm" c="red.8" fw={600} id="user-import-file-error" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </DropZone>
  );
}
