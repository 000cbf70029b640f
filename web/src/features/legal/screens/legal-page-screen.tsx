import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { IconCookie, IconDownload, IconInfoCircle, IconMail, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import {
  LEGAL_KINDS,
  type LegalKind,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
} from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-names.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { openCookiePreferences } from '../../../lib/consent.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useLoginModal } from '../../../lib/login-modal.tsx';
import { legalQueries } from '../legal.queries.ts';

/** `/legal/notice`, `/legal/privacy`, `/legal/accessibility`: the fair's document in the reader's language. */
export function LegalPageScreen({ kind }: { kind: LegalKind }) {
  const { i18n } = useTranslation('legal');
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  return (
    <FairRequired level={1}>
      {(fair) => <LegalDocument fair={fair} kind={kind} locale={locale} />}
    </FairRequired>
  );
}

function LegalDocument({ fair, kind, locale }: { fair: Fair; kind: LegalKind; locale: Locale }) {
  const { t } = useTranslation('legal');
  const page = useQuery(legalQueries.page(fair.id, kind, locale));
  const titleId = `legal-${kind}-title`;

  return (
    <Stack gap="lg" component="article" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Title order={1} id={titleId}>
          {t(`kinds.${kind}.title`)}
        </Title>
        <Text c="gray.7">{fair.name}</Text>
      </Stack>
      <LegalNav current={kind} />
      {fair.abilities.update ? <OrganizerNote fair={fair} kind={kind} source={page.data?.source} /> : null}

      {page.isError ? (
        <Stack gap="sm" align="flex-start">
          <ErrorCard error={page.error} title={t('loadFailed')} />
          <Button variant="light" onClick={() => void page.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : page.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('loading')} maw={760}>
          <Skeleton height={28} width="45%" />
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={14} width={i === 4 ? '60%' : '100%'} />
          ))}
        </Stack>
      ) : (
        <Stack gap="md" maw={760}>
          {page.data.locale !== locale ? (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('otherLanguage', { language: LANGUAGE_NAMES[page.data.locale] })}
            </Alert>
          ) : null}
          <Typography>
            {/* Sanitised by the api with the §5 allow-list (or the built-in text). */}
            <div lang={page.data.locale} dangerouslySetInnerHTML={{ __html: page.data.html }} />
          </Typography>
          {page.data.updatedAt ? (
            <Text size="sm" c="gray.7">
              {t('updatedAt', { date: formatDate(page.data.updatedAt, locale, fair.timezone) })}
            </Text>
          ) : null}
        </Stack>
      )}

      {kind === 'privacy' ? <RightsCard /> : null}
    </Stack>
  );
}

/** The three documents, the current one marked. */
function LegalNav({ current }: { current: LegalKind }) {
  const { t } = useTranslation('legal');
  const { salon } = useParams({ strict: false });
  return (
    <Group component="nav" aria-label={t('nav')} gap="lg" wrap="wrap">
      {LEGAL_KINDS.map((kind) => (
        <Anchor
          key={kind}
          fw={kind === current ? 700 : 500}
          aria-current={kind === current ? 'page' : undefined}
          underline={kind === current ? 'always' : 'hover'}
          renderRoot={(props) => <Link to={`/{-$salon}/legal/${kind}`} params={{ salon }} {...props} />}
        >
          {t(`kinds.${kind}.title`)}
        </Anchor>
      ))}
    </Group>
  );
}

/** What an organizer of the fair sees: whether the default text is in use, and the way to the editor. */
function OrganizerNote({ fair, kind, source }: { fair: Fair; kind: LegalKind; source?: 'fair' | 'default' }) {
  const { t } = useTranslation('legal');
  const { salon } = useParams({ strict: false });
  return (
    <Alert color="passerelle" variant="light" icon={<IconPencil size={18} aria-hidden />} maw={760}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {source === 'default'
            ? t('organizer.defaultInUse', { fair: fair.name })
            : t('organizer.ownText', { fair: fair.name })}
        </Text>
        <Button
          size="compact-sm"
          variant="white"
          renderRoot={(props) => (
            <Link to="/{-$salon}/fair/legal" params={{ salon }} search={{ kind }} {...props} />
          )}
        >
          {t('organizer.edit')}
        </Button>
      </Group>
    </Alert>
  );
}

/** Under the privacy notice: where each right is exercised, whatever the organizer's wording says. */
function RightsCard() {
  const { t } = useTranslation('legal');
  const { salon } = useParams({ strict: false });
  const user = useCurrentUser();
  const loginModal = useLoginModal();
  const toPersonalData = (props: object) => (
    <Link to="/{-$salon}/user/profile" params={{ salon }} hash="personal-data" {...props} />
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="legal-rights" maw={760}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id="legal-rights">
          {t('rights.title')}
        </Title>
        <Text size="sm">{user ? t('rights.intro') : t('rights.introAnonymous')}</Text>
        <Group gap="sm">
          {user ? (
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              renderRoot={toPersonalData}
            >
              {t('rights.personalData')}
            </Button>
          ) : (
            <Button variant="light" onClick={loginModal.open}>
              {t('rights.login')}
            </Button>
          )}
          <Button
            variant="subtle"
            leftSection={<IconCookie size={18} aria-hidden />}
            onClick={openCookiePreferences}
          >
            {t('rights.cookies')}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconMail size={18} aria-hidden />}
            renderRoot={(props) => <Link to="/{-$salon}/contact" params={{ salon }} {...props} />}
          >
            {t('rights.contact')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
