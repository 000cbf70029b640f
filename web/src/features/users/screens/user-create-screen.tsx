import { useState } from 'react';
import { FairRequired } from '../../../components/fair-required.tsx';
import { Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NextSteps, SuccessAlert } from '../../../components/success-alert.tsx';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { UserCreateForm } from '../components/user-create-form.tsx';
import { toUserCreateBody } from '../user-create-model.ts';
import { useCreateUserMutation, usersQueries } from '../users.queries.ts';

/** §2 /user/create: an organizer creates an account for the current fair. */
export function UserCreateScreen() {
  const { t } = useTranslation('users');
  const { fair } = useCurrentFair();
  const create = useCreateUserMutation();
  const firmOptions = useQuery(usersQueries.firmOptions(fair?.id ?? null));
  const [formKey, setFormKey] = useState(0);

  const another = (): void => {
    create.reset();
    setFormKey((k) => k + 1);
  };

  return (
    <Stack gap="lg" component="section" aria-labelledby="user-create-title">
      <Title order={2} id="user-create-title">
        {t('create.title')}
      </Title>
      <Text c="gray.7">{fair ? t('create.intro', { fair: fair.name }) : null}</Text>
      {!fair ? (
        <FairRequired />
      ) : create.isSuccess ? (
        <SuccessAlert
          title={t('create.doneTitle')}
          message={
            create.data.joinRequest
              ? t('create.invitedMessage', {
                  email: create.data.email,
                  firm: create.data.joinRequest.firm.name,
                })
              : t('create.doneMessage', { email: create.data.email })
          }
        >
          <NextSteps
            list={{
              label: t('create.viewList'),
              renderRoot: (props) => <Link to="/{-$salon}/user/list" {...props} />,
            }}
            another={{
              label: t('create.another'),
              icon: <IconUserPlus size={18} aria-hidden />,
              onClick: another,
            }}
          />
        </SuccessAlert>
      ) : (
        <UserCreateForm
          key={formKey}
          pending={create.isPending}
          error={create.error}
          firmOptions={firmOptions.data ?? []}
          firmOptionsLoading={firmOptions.isPending}
          onSubmit={(values) => create.mutate(toUserCreateBody(values, fair.id))}
        />
      )}
    </Stack>
  );
}
