import { Stack, Tabs, Text } from '@mantine/core';
import { ListPanel } from '../../../components/list-panel.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { FairIdentityForm } from '../components/fair-identity-form.tsx';
import { HeaderButtonsEditor } from '../components/header-buttons-editor.tsx';
import { ACCESS_FIELDS, FairSettingsForm, MODULE_FIELDS } from '../components/fair-settings-form.tsx';
import { fairsQueries } from '../fairs.queries.ts';
import { FairLanguagesForm } from './fair-languages-screen.tsx';

export const SETUP_STEPS = ['identity', 'languages', 'modules', 'access', 'buttons'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

function Steps({ fair, step, onStep }: { fair: Fair; step: SetupStep; onStep: (s: SetupStep) => void }) {
  const { t } = useTranslation('fairs');
  return (
    <Stack gap="md">
      <Text c="gray.7">{t('setup.intro', { fair: fair.name })}</Text>
      <Tabs
        value={step}
        onChange={(v) => {
          const next = SETUP_STEPS.find((s) => s === v);
          if (next) onStep(next);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {SETUP_STEPS.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`setup.steps.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="identity" pt="md">
          <FairIdentityForm key={fair.id} fair={fair} />
        </Tabs.Panel>
        <Tabs.Panel value="languages" pt="md">
          <FairLanguagesForm key={fair.id} fair={fair} />
        </Tabs.Panel>
        <Tabs.Panel value="modules" pt="md">
          <FairSettingsForm key={fair.id} fair={fair} fields={MODULE_FIELDS} step="modules" />
        </Tabs.Panel>
        <Tabs.Panel value="access" pt="md">
          <FairSettingsForm key={fair.id} fair={fair} fields={ACCESS_FIELDS} step="access" />
        </Tabs.Panel>
        <Tabs.Panel value="buttons" pt="md">
          <HeaderButtonsEditor key={fair.id} fair={fair} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function FairById({ id, step, onStep }: { id: number; step: SetupStep; onStep: (s: SetupStep) => void }) {
  const { t } = useTranslation('fairs');
  const fair = useQuery(fairsQueries.detail(id));
  if (fair.isPending) return <PageLoader />;
  if (fair.isError) return <ErrorCard error={fair.error} title={t('setup.loadFailed')} />;
  return <Steps fair={fair.data} step={step} onStep={onStep} />;
}

/**
 * `/fair/edit/{id?}`: the fair's setup in steps, each with its own save (issue 14). Without an id, the
 * current fair.
 */
export function FairSetupScreen({
  fairId,
  step,
  onStep,
}: {
  fairId?: number;
  step: SetupStep;
  onStep: (s: SetupStep) => void;
}) {
  const { t } = useTranslation('fairs');
  return (
    <ListPanel titleId="fair-setup-title" title={t('setup.title')}>
      {fairId ? (
        <FairById id={fairId} step={step} onStep={onStep} />
      ) : (
        <FairRequired level={3}>{(fair) => <Steps fair={fair} step={step} onStep={onStep} />}</FairRequired>
      )}
    </ListPanel>
  );
}
