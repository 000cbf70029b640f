import type { MouseEvent, ReactNode } from 'react';
import { Box, Button } from '@mantine/core';
import { Link, useParams, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/auth.ts';
import { useCurrentFair } from '../lib/current-fair.tsx';
import { headerNavButtons, internalHref, type HeaderNavButton } from '../lib/header-buttons.ts';
import { useLoginModal } from '../lib/login-modal.tsx';

interface HeaderNavProps {
  orientation: 'horizontal' | 'vertical';
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** §2 header menu: Home, the fair's buttons (first skipped), Contact, My account. */
export function HeaderNav({ orientation, onNavigate }: HeaderNavProps) {
  const { t } = useTranslation('header');
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const loginModal = useLoginModal();
  const { salon } = useParams({ strict: false });
  const vertical = orientation === 'vertical';
  const items = fair ? headerNavButtons(fair, user?.roles ?? null) : [];

  const linkProps = {
    className: 'header-nav-link',
    variant: 'subtle',
    color: vertical ? 'passerelle' : 'white',
    justify: vertical ? 'flex-start' : 'center',
    fullWidth: vertical,
    fw: 600,
  } as const;

  const requireLogin = (): void => {
    onNavigate?.();
    loginModal.open();
  };

  const entries: { key: string; node: ReactNode }[] = [
    {
      key: 'home',
      node: (
        <Button
          {...linkProps}
          component={Link}
          to="/{-$salon}"
          activeOptions={{ exact: true }}
          onClick={onNavigate}
        >
          {t('nav.home')}
        </Button>
      ),
    },
    ...items.map((item) => ({
      key: `button-${item.button.id}`,
      node: (
        <FairButton
          item={item}
          salon={salon}
          loggedIn={!!user}
          linkProps={linkProps}
          onRequireLogin={requireLogin}
          onNavigate={onNavigate}
        />
      ),
    })),
    {
      key: 'contact',
      node: (
        <Button {...linkProps} component={Link} to="/{-$salon}/contact" onClick={onNavigate}>
          {t('nav.contact')}
        </Button>
      ),
    },
    {
      key: 'account',
      node: user ? (
        <Button {...linkProps} component={Link} to="/{-$salon}/user/manage" onClick={onNavigate}>
          {t('nav.account')}
        </Button>
      ) : (
        <Button {...linkProps} onClick={requireLogin} aria-haspopup="dialog">
          {t('nav.account')}
        </Button>
      ),
    },
  ];

  return (
    <nav aria-label={t('nav.label')}>
      <Box
        component="ul"
        m={0}
        p={0}
        style={{
          listStyle: 'none',
          display: 'flex',
          flexDirection: vertical ? 'column' : 'row',
          flexWrap: 'wrap',
          gap: vertical ? 4 : 2,
        }}
      >
        {entries.map((entry) => (
          <li key={entry.key}>{entry.node}</li>
        ))}
      </Box>
    </nav>
  );
}

interface FairButtonProps {
  item: HeaderNavButton;
  salon: string | undefined;
  loggedIn: boolean;
  linkProps: Record<string, unknown>;
  onRequireLogin: () => void;
  onNavigate?: () => void;
}

function FairButton({ item, salon, loggedIn, linkProps, onRequireLogin, onNavigate }: FairButtonProps) {
  const { t } = useTranslation('header');
  const router = useRouter();
  const { button, enabled } = item;

  if (!enabled)
    return (
      <Button {...linkProps} component="a" role="link" aria-disabled="true" title={t('nav.unavailable')}>
        {button.name}
      </Button>
    );
  if (button.requiresLogin && !loggedIn)
    return (
      <Button {...linkProps} onClick={onRequireLogin} aria-haspopup="dialog">
        {button.name}
      </Button>
    );
  if (button.linkType === 'external')
    return (
      <Button
        {...linkProps}
        component="a"
        href={button.link}
        target={button.target}
        rel={button.target === '_blank' ? 'noopener noreferrer' : undefined}
        onClick={onNavigate}
      >
        {button.name}
      </Button>
    );
  const href = internalHref(button.link, salon);
  return (
    <Button
      {...linkProps}
      component="a"
      href={href}
      target={button.target === '_blank' ? '_blank' : undefined}
      onClick={(event: MouseEvent) => {
        if (button.target === '_blank' || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate?.();
        void router.navigate({ href });
      }}
    >
      {button.name}
    </Button>
  );
}
