import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps over the header to the main landmark. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('a11y.skipToContent')}
    </a>
  );
}
