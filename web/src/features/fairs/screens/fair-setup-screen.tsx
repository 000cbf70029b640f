import { Stack, Tabs, Text } from '@mantine/core';
import { ListPanel } from '../../../components/list-panel.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { FairChecklistPanel } from '../components/fair-checklist.tsx';
import { FairIdentityForm } from '../components/fair-identity-form.tsx';
import { FairMailsStep } from '../components/fair-mails-step.tsx';
import { FairOrganizersStep } from '../components/fair-organizers-step.tsx';
import { HeaderButtonsEditor } from '../components/header-buttons-editor.tsx';
import { HomepageEditor } from '../components/homepage-editor.tsx';
import {
  ACCESS_FIELDS,
  DISPLAY_FIELDS,
  FairSettingsForm,
  MODULE_FIELDS,
} from '../components/fair-settings-form.tsx';
import { fairsQueries } from '../fairs.queries.ts';
import { SETUP_STEPS, type SetupStep } from '../setup-steps.ts';
import { FairLanguagesForm } from './fair-languages-screen.tsx';

interface StepsProps {
  fair: Fair;
  step: SetupStep;
  onStep: (s: SetupStep) => void;
  created?: boolean;
}

function Steps({ fair, step, onStep, created }: StepsProps) {
  const { t } = useTranslation('fairs');
  return (
    <Stack gap="md">
      {created ? (
        <SuccessAlert title={t('create.done', { fair: fair.name })} message={t('create.doneText')} />
      ) : null}
      <Text c="gray.7">{t('setup.intro', { fair: fair.name })}</Text>
      <FairChecklistPanel fair={fair} onStep={onStep} />
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
        <Tabs.Panel value="display" pt="md">
          <FairSettingsForm key={fair.id} fair={fair} fields={DISPLAY_FIELDS} step="display" />
        </Tabs.Panel>
        <Tabs.Panel value="homepage" pt="md">
          <HomepageEditor key={fair.id} fair={fair} />
        </Tabs.Panel>
        <Tabs.Panel value="buttons" pt="md">
          <HeaderButtonsEditor key={fair.id} fair={fair} />
        </Tabs.Panel>
        <Tabs.Panel value="mails" pt="md">
          <FairMailsStep key={fair.id} fair={fair} />
        </Tabs.Panel>
        <Tabs.Panel value="organizers" pt="md">
          <FairOrganizersStep key={fair.id} fair={fair} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function FairById({ id, ...rest }: Omit<StepsProps, 'fair'> & { id: number }) {
  const { t } = useTranslation('fairs');
  const fair = useQuery(fairsQueries.detail(id));
  if (fair.isPending) return <PageLoader />;
  if (fair.isError) return <ErrorCard error={fair.error} title={t('setup.loadFailed')} />;
  return <Steps fair={fair.data} {...rest} />;
}

/**
 * `/fair/edit/{id?}`: the fair's staged installation (issue 14): what is missing before it opens,
 * then the steps, each with its own save. Without an id, the current fair.
 */
export function FairSetupScreen({ fairId, ...rest }: Omit<StepsProps, 'fair'> & { fairId?: number }) {
  const { t } = useTranslation('fairs');
  return (
    <ListPanel titleId="fair-setup-title" title={t('setup.title')}>
      {fairId ? (
        <FairById id={fairId} {...rest} />
      ) : (
        <FairRequired level={3}>{(fair) => <Steps fair={fair} {...rest} />}</FairRequired>
      )}
    </ListPanel>
  );
}
