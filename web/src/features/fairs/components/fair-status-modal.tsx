import { Button, Group, List, Modal, Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fair, FairOverview } from '@passerelle/contract';
import { FAIR_STATUSES, type FairStatus } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { statusChangeEffects, type RegistrationChange } from '../../../lib/fair-rules.ts';
import { fairsQueries, useUpdateFairMutation } from '../fairs.queries.ts';

interface FairStatusModalProps {
  fair: FairOverview;
  onClose: () => void;
}

function Effects({ fair, next }: { fair: Fair; next: number }) {
  const { t } = useTranslation('fairs');
  const effects = statusChangeEffects(fair, next);
  const roleNames = (keys: string[]) => keys.map((k) => t(`status.roles.${k}`)).join(', ');
  const registration = (kind: 'visitor' | 'exhibitor', change: RegistrationChange) =>
    t(`status.registration.${kind}.${change}`);
  return (
    <Stack gap="xs" aria-live="polite">
      <Title order={3} size="h5">
        {t('status.effectsTitle')}
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>{registration('visitor', effects.registration.visitor)}</List.Item>
        <List.Item>{registration('exhibitor', effects.registration.exhibitor)}</List.Item>
        {effects.buttons.length === 0 ? <List.Item>{t('status.buttonsUnchanged')}</List.Item> : null}
        {effects.buttons.map(({ button, activated, deactivated }) => (
          <List.Item key={button.id}>
            {[
              activated.length
                ? t('status.buttonActivated', { button: button.name, roles: roleNames(activated) })
                : '',
              deactivated.length
                ? t('status.buttonDeactivated', { button: button.name, roles: roleNames(deactivated) })
                : '',
            ]
              .filter(Boolean)
              .join(' ')}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * Changes a fair's status (§4) after saying what the new one changes for whom: registration on the
 * homepage, and the header buttons that become active or inert per role (issue 14).
 */
export function FairStatusModal({ fair, onClose }: FairStatusModalProps) {
  const { t } = useTranslation('fairs');
  const detail = useQuery(fairsQueries.detail(fair.id));
  const update = useUpdateFairMutation();
  const [next, setNext] = useState<FairStatus>(fair.status as FairStatus);
  const confirm = () => update.mutate({ id: fair.id, body: { status: next } }, { onSuccess: onClose });
  return (
    <Modal opened onClose={onClose} title={t('status.title', { fair: fair.name })} size="lg">
      <Stack gap="md">
        <Radio.Group
          label={t('status.choose')}
          value={String(next)}
          onChange={(v) => {
            const status = FAIR_STATUSES.find((s) => String(s) === v);
            if (status === undefined) return;
            setNext(status);
            update.reset();
          }}
        >
          <Stack gap="xs" mt="xs">
            {FAIR_STATUSES.map((s) => (
              <Radio
                key={s}
                value={String(s)}
                label={t(`list.status.${s}`)}
                description={s === fair.status ? t('status.current') : undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        {detail.isPending ? <PageLoader /> : null}
        {detail.isError ? <ErrorCard error={detail.error} title={t('status.loadFailed')} /> : null}
        {detail.data && next !== fair.status ? <Effects fair={detail.data} next={next} /> : null}
        {next === fair.status ? (
          <Text size="sm" c="gray.7">
            {t('status.pickAnother')}
          </Text>
        ) : null}
        {update.isError ? <ErrorCard error={update.error} title={t('status.saveFailed')} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('status.cancel')}
          </Button>
          <Button
            color="ember.7"
            onClick={confirm}
            loading={update.isPending}
            disabled={next === fair.status || !detail.data}
          >
            {t('status.confirm', { status: t(`list.status.${next}`) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
