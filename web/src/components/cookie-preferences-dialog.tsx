import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, List, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from '@passerelle/contract/lite';
import { currentChoices, readConsent, saveConsent } from '../lib/consent.ts';
import { formatDate } from '../lib/format-date.ts';
import { useNotify } from '../lib/use-notify.ts';

export interface CookiePreferencesDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Closes it when a link inside it leads to another page (no focus to give back). */
  onLeave: () => void;
}

/**
 * Issue 14: the cookie preferences, opened from the footer (every page) and the back office's menu.
 * The strictly necessary cookies are explained, not offered; the §9 statistics cookie has a switch,
 * off until the visitor turns it on. Loaded the first time it opens (the footer stays light).
 */
export function CookiePreferencesDialog({ opened, onClose, onLeave }: CookiePreferencesDialogProps) {
  const { t, i18n } = useTranslation('legal');
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  const { salon } = useParams({ strict: false });
  const notify = useNotify();
  const [statistics, setStatistics] = useState(() => currentChoices().statistics);
  const [record, setRecord] = useState(readConsent);

  const save = () => {
    setRecord(saveConsent({ statistics }));
    notify.success(statistics ? t('cookies.savedOn') : t('cookies.savedOff'));
    onClose();
  };
  const cancel = () => {
    setStatistics(currentChoices().statistics);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={t('cookies.title')}
      size="lg"
      // The focus goes back to what opened it (the footer or the side menu): lib/consent.ts does it.
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('cookies.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('cookies.intro')}</Text>

        <CookieSection
          id="cookies-necessary"
          title={t('cookies.necessary.title')}
          aside={
            <Badge color="gray.7" variant="outline">
              {t('cookies.necessary.always')}
            </Badge>
          }
        >
          <Text size="sm">{t('cookies.necessary.text')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('cookies.necessary.locale')}</List.Item>
            <List.Item>{t('cookies.necessary.session')}</List.Item>
            <List.Item>{t('cookies.necessary.storage')}</List.Item>
          </List>
        </CookieSection>

        <CookieSection id="cookies-statistics" title={t('cookies.statistics.title')}>
          <Text size="sm">{t('cookies.statistics.text')}</Text>
          <Switch
            checked={statistics}
            onChange={(e) => setStatistics(e.currentTarget.checked)}
            label={t('cookies.statistics.switch')}
            description={statistics ? t('cookies.statistics.on') : t('cookies.statistics.off')}
          />
        </CookieSection>

        <Text size="sm" c="gray.7">
          {record ? t('cookies.recorded', { date: formatDate(record.date, locale) }) : t('cookies.notYet')}{' '}
          <Anchor
            size="sm"
            renderRoot={(props) => <Link to="/{-$salon}/legal/privacy" params={{ salon }} {...props} />}
            onClick={onLeave}
          >
            {t('cookies.privacyLink')}
          </Anchor>
        </Text>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel}>
            {t('cookies.cancel')}
          </Button>
          <Button onClick={save}>{t('cookies.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** One kind of cookie: a titled, bordered section (the title names it for screen readers). */
function CookieSection({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h5" id={id}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
