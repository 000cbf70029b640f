import { useMemo } from 'react';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingHospital, IconInfoCircle, IconStethoscope } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { type RegistrationFormType, isLocale } from '@passerelle/contract/lite';
import { acceptsRegistration } from '../../../lib/fair-rules.ts';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import { toRegistrationBody } from '../registration-form-model.ts';
import { registrationQueries, useRegisterMutation } from '../registration.queries.ts';
import { RegistrationForm } from '../components/registration-form.tsx';

interface Named {
  id: number;
  name: string;
}
const toOptions = (list: Named[] | undefined) =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/** §2 /register/{formtype?}: without a type, the choice between visitor and exhibitor. */
export function RegisterScreen({ type }: { type?: RegistrationFormType }) {
  const { t } = useTranslation('registration');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();

  const body = (() => {
    if (user)
      return (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title={t('signedIn.title')}
        >
          <Text size="sm">{t('signedIn.text')}</Text>
          <Button component={Link} to="/{-$salon}/user/manage" mt="sm" variant="light">
            {t('signedIn.account')}
          </Button>
        </Alert>
      );
    if (!fair) return <Skeleton height={240} radius="md" aria-hidden />;
    if (!type) return <TypeChoice fair={fair} />;
    if (!acceptsRegistration(fair, type))
      return (
        <Alert
          color="orange"
          variant="light"
          title={t('closed.title')}
          icon={<IconInfoCircle size={20} aria-hidden />}
        >
          <Text size="sm">{t('closed.text', { fair: fair.name })}</Text>
        </Alert>
      );
    return <RegistrationFor fair={fair} type={type} />;
  })();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t(type ? `title.${type}` : 'title.choose')}</Title>
        {fair ? (
          <Text c="gray.7" mt={4}>
            {t('subtitle', { fair: fair.name })}
          </Text>
        ) : null}
      </div>
      {body}
    </Stack>
  );
}

function TypeChoice({ fair }: { fair: Fair }) {
  const { t } = useTranslation('registration');
  const { salon } = useParams({ strict: false });
  const kinds = (['visitor', 'exhibitor'] as const).filter((k) => acceptsRegistration(fair, k));
  if (!kinds.length)
    return (
      <Alert color="orange" variant="light" title={t('closed.title')}>
        <Text size="sm">{t('closed.text', { fair: fair.name })}</Text>
      </Alert>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {kinds.map((kind) => (
        <Card key={kind} withBorder padding="lg" radius="md">
          <Stack gap="sm" h="100%">
            <ThemeIcon size={44} radius="md" variant="light" color={kind === 'visitor' ? 'ember' : 'teal'}>
              {kind === 'visitor' ? (
                <IconStethoscope size={26} aria-hidden />
              ) : (
                <IconBuildingHospital size={26} aria-hidden />
              )}
            </ThemeIcon>
            <Title order={2} size="h3">
              {t(`choice.${kind}.title`)}
            </Title>
            <Text size="sm" c="gray.7" style={{ flex: 1 }}>
              {t(`choice.${kind}.text`)}
            </Text>
            <Button
              renderRoot={(props) => (
                <Link to="/{-$salon}/register/{-$formtype}" params={{ salon, formtype: kind }} {...props} />
              )}
              color="ember.7"
              variant={kind === 'visitor' ? 'filled' : 'outline'}
            >
              {t(`choice.${kind}.cta`)}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function RegistrationFor({ fair, type }: { fair: Fair; type: RegistrationFormType }) {
  const { t, i18n } = useTranslation('registration');
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  const form = useQuery(registrationQueries.form(type));
  const civilStatuses = useQuery(referenceQueries.civilStatuses());
  const countries = useQuery(referenceQueries.countries());
  const languages = useQuery(referenceQueries.languages());
  const dataLists = useQuery(referenceQueries.allDataLists());
  const firmTypes = useQuery({ ...referenceQueries.firmTypes(), enabled: type === 'exhibitor' });
  const sectors = useQuery({ ...referenceQueries.businessSectors(), enabled: type === 'exhibitor' });
  const register = useRegisterMutation(type);

  const queries = [
    form,
    civilStatuses,
    countries,
    languages,
    dataLists,
    ...(type === 'exhibitor' ? [firmTypes, sectors] : []),
  ];
  const failed = queries.find((q) => q.isError)?.error;
  const options = useMemo(
    () => ({
      civilStatus: toOptions(civilStatuses.data),
      country: toOptions(countries.data),
      languages: toOptions(languages.data),
      dataLists: Object.fromEntries(
        Object.entries(dataLists.data ?? {}).map(([ref, entries]) => [
          ref,
          entries.map((e) => ({ value: String(e.id), label: e.level1name })),
        ]),
      ),
      firmTypes: toOptions(firmTypes.data),
      sectors: toOptions(sectors.data),
    }),
    [civilStatuses.data, countries.data, languages.data, dataLists.data, firmTypes.data, sectors.data],
  );

  if (failed) return <ErrorCard error={failed} title={t('loadFailed')} />;
  if (queries.some((q) => q.isPending) || !form.data)
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={260} radius="md" />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  return (
    <RegistrationForm
      type={type}
      blocks={form.data.blocks}
      locale={locale}
      options={options}
      pending={register.isPending}
      error={register.error}
      onSubmit={(values, joiningFirm) =>
        register.mutate(toRegistrationBody(type, values, fair.id, locale, joiningFirm), {
          onSuccess: (result) => {
            if (!result) return;
            void navigate({
              to: '/{-$salon}/register/confirmation',
              params: { salon },
              search: {
                email: result.email,
                status: result.isValidated === 1 ? 'validated' : 'waiting',
                ...(result.firm ? { firm: 'created' as const } : {}),
                ...(result.joinRequest
                  ? { firm: 'requested' as const, firmName: result.joinRequest.firm.name }
                  : {}),
              },
            });
          },
        })
      }
    />
  );
}
