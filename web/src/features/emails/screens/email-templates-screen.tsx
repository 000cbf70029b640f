import { ListPanel } from '../../../components/list-panel.tsx';
import { Accordion, Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { EffectiveEmail } from '@passerelle/contract';
import { ROLES, hasAnyRole } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { EmailTemplateEditor, type EditorMode } from '../components/email-template-editor.tsx';
import { emailsQueries } from '../emails.queries.ts';

const ROUTE_ID = '/{-$salon}/_manage/fair/emails/{-$id}';

const SOURCE_BADGE = {
  fair: { color: 'passerelle.8', variant: 'filled' },
  model: { color: 'indigo.8', variant: 'outline' },
  builtin: { color: 'gray.7', variant: 'outline' },
} as const;

/** The fair of the page: the route's id; without one, the current fair — except for the models. */
const useScreenMode = (): { mode: EditorMode | null; fairName: string | null } => {
  const { id } = useParams({ from: ROUTE_ID });
  const user = useCurrentUser();
  const { fair, fairs } = useCurrentFair();
  const fairId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  if (fairId !== null)
    return { mode: { kind: 'fair', fairId }, fairName: fairs.find((f) => f.id === fairId)?.name ?? null };
  if (hasAnyRole(user?.roles ?? [], [ROLES.SUPER_ADMIN])) return { mode: { kind: 'model' }, fairName: null };
  return fair
    ? { mode: { kind: 'fair', fairId: fair.id }, fairName: fair.name }
    : { mode: null, fairName: null };
};

/** §2 /fair/emails/{id?}: the e-mails of a fair (organizers), or the installation's models (super admin). */
export function EmailTemplatesScreen() {
  const { t } = useTranslation('emails');
  const user = useCurrentUser();
  const { mode, fairName } = useScreenMode();
  const { salon } = useParams({ strict: false });
  const isFair = mode?.kind === 'fair';

  return (
    <ListPanel
      titleId="emails-title"
      title={isFair ? t('title') : t('titleModels')}
      subtitle={mode ? (isFair ? t('intro', { fair: fairName ?? t('thisFair') }) : t('introModels')) : null}
      aside={
        isFair && hasAnyRole(user?.roles ?? [], [ROLES.SUPER_ADMIN]) ? (
          <Anchor
            size="sm"
            fw={600}
            renderRoot={(props) => (
              <Link to="/{-$salon}/fair/emails/{-$id}" params={{ salon, id: undefined }} {...props} />
            )}
          >
            {t('editModels')}
          </Anchor>
        ) : null
      }
    >
      {mode ? <EmailTemplateList mode={mode} fairName={fairName} /> : <FairRequired />}
    </ListPanel>
  );
}

function EmailTemplateList({ mode, fairName }: { mode: EditorMode; fairName: string | null }) {
  const { t } = useTranslation('emails');
  const list = useQuery(emailsQueries.effective(mode.kind === 'fair' ? mode.fairId : null));
  const sample: Record<string, string> = {
    firstName: t('sample.firstName'),
    lastName: t('sample.lastName'),
    email: t('sample.email'),
    fairName: fairName ?? t('sample.fairName'),
    accountType: t('sample.accountType'),
    status: t('sample.status'),
    firmName: t('sample.firmName'),
    firmRole: t('sample.firmRole'),
    link: `${window.location.origin}/user/password/reset#token=…`,
  };

  if (list.isError) return <ErrorCard error={list.error} title={t('loadFailed')} />;
  if (list.isPending)
    return (
      <Stack gap="sm" aria-busy aria-label={t('loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={56} radius="md" />
        ))}
      </Stack>
    );

  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {list.data.map((email) => (
        <Accordion.Item key={email.code} value={email.code}>
          <Accordion.Control>
            <TemplateHeading email={email} mode={mode} />
          </Accordion.Control>
          <Accordion.Panel>
            <EmailTemplateEditor
              // A fresh editor whenever the stored wording changes (after save, revert) — and only
              // then: a refetch that brings the same wording must not reset an open dialog.
              key={JSON.stringify([
                email.source,
                email.fairEmailId,
                email.modelId,
                email.isEnabled,
                email.stored,
              ])}
              email={email}
              mode={mode}
              sample={sample}
            />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function TemplateHeading({ email, mode }: { email: EffectiveEmail; mode: EditorMode }) {
  const { t } = useTranslation('emails');
  const badge = SOURCE_BADGE[email.source];
  return (
    <Group gap="sm" wrap="wrap" justify="space-between" pr="xs">
      <Text fw={600}>{t(`templates.${email.code}.name`)}</Text>
      <Group gap={6}>
        {mode.kind === 'fair' && email.fairEmailId !== null && !email.isEnabled ? (
          <Badge color="gray.7" variant="outline">
            {t('disabled')}
          </Badge>
        ) : null}
        <Badge color={badge.color} variant={badge.variant}>
          {t(`source.${email.source}`)}
        </Badge>
      </Group>
    </Group>
  );
}
