import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Page title template is the plain title (§9): the deepest route's title, else the brand. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const titleKey = useMatches({
    select: (matches) => [...matches].reverse().find((m) => m.staticData.titleKey)?.staticData.titleKey,
  });
  const title = titleKey ? t(titleKey) : t('common:brand.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
