import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useNotify } from '../../../lib/use-notify.ts';
import { useReportMessageMutation } from '../conversations.queries.ts';

/** Reports one message to the fair's organizers, with a reason. */
export function ReportDialog({ messageId, onClose }: { messageId: number | null; onClose: () => void }) {
  const { t } = useTranslation('conversations');
  const notify = useNotify();
  const report = useReportMessageMutation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    if (report.isPending) return;
    setReason('');
    setTried(false);
    report.reset();
    onClose();
  };
  const missing = reason.trim() === '';
  return (
    <Modal opened={messageId !== null} onClose={close} title={t('report.title')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (missing || messageId === null) return;
          report.mutate(
            { id: messageId, reason: reason.trim() },
            {
              onSuccess: () => {
                notify.success(t('report.done'));
                close();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          {report.error ? <ErrorCard error={report.error} /> : null}
          <Text size="sm">{t('report.intro')}</Text>
          <Textarea
            label={t('report.reason')}
            description={t('report.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={3}
            required
            data-autofocus
            error={tried && missing ? t('report.reasonRequired') : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={report.isPending}>
              {t('report.cancel')}
            </Button>
            <Button
              type="submit"
              color="red.8"
              loading={report.isPending}
              leftSection={<IconFlag size={16} aria-hidden />}
            >
              {t('report.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
