import { Button, Group } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { DEFAULT_LOCALE, isLocale } from '@passerelle/contract/lite';
import { FairHomeView } from '../../../components/fair-home/fair-home-view.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { useLoginModal } from '../../../lib/login-modal.tsx';

/** Public landing page of the current fair (/), as its organizers set it up (`/fair/homepage/edit`). */
export function HomeScreen() {
  const { i18n } = useTranslation('home');
  const { salon } = useParams({ strict: false });
  const { fair } = useCurrentFair();
  if (!fair) return <FairRequired level={1} />;
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  const main = fair.fairLanguages[0]?.language.code;
  const content =
    fair.homepageJson[locale] ??
    (main && isLocale(main) ? fair.homepageJson[main] : undefined) ??
    fair.homepageJson[DEFAULT_LOCALE];
  return (
    <FairHomeView
      fair={fair}
      content={content}
      locale={locale}
      salon={salon}
      actions={<CallsToAction fair={fair} />}
    />
  );
}

function CallsToAction({ fair }: { fair: Fair }) {
  const { t } = useTranslation('home');
  const { salon } = useParams({ strict: false });
  const user = useCurrentUser();
  const loginModal = useLoginModal();

  if (user)
    return (
      <Group gap="sm" mt="xs">
        <Button component={Link} to="/{-$salon}/user/manage" color="ember.7" size="md">
          {t('cta.account')}
        </Button>
      </Group>
    );
  return (
    <Group gap="sm" mt="xs">
      {fair.isRegistrationUserHomepage ? (
        <Button
          color="ember.7"
          size="md"
          renderRoot={(props) => (
            <Link to="/{-$salon}/register/{-$formtype}" params={{ salon, formtype: 'visitor' }} {...props} />
          )}
        >
          {t('cta.registerVisitor')}
        </Button>
      ) : null}
      {fair.isRegistrationFirmHomepage ? (
        <Button
          variant="white"
          size="md"
          renderRoot={(props) => (
            <Link
              to="/{-$salon}/register/{-$formtype}"
              params={{ salon, formtype: 'exhibitor' }}
              {...props}
            />
          )}
        >
          {t('cta.registerExhibitor')}
        </Button>
      ) : null}
      <Button variant="outline" color="white" size="md" onClick={loginModal.open} aria-haspopup="dialog">
        {t('cta.login')}
      </Button>
    </Group>
  );
}
