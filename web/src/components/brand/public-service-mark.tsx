import { useTranslation } from 'react-i18next';

/**
 * An original, generic "public service" mark for the footer (§1 "government logo"): a stylised
 * pediment and columns with the words "Services publics". It imitates no real government's logo.
 */
export function PublicServiceMark() {
  const { t } = useTranslation('common');
  const label = t('footer.publicServices');
  return (
    <svg width="168" height="48" viewBox="0 0 168 48" role="img" aria-label={label}>
      <rect x="0.5" y="0.5" width="167" height="47" rx="6" fill="#fff" stroke="var(--mantine-color-gray-4)" />
      <g fill="var(--mantine-color-passerelle-8)">
        <path d="M8 18 24 8l16 10z" />
        <rect x="11" y="20" width="3.5" height="15" rx="1" />
        <rect x="18" y="20" width="3.5" height="15" rx="1" />
        <rect x="26.5" y="20" width="3.5" height="15" rx="1" />
        <rect x="33.5" y="20" width="3.5" height="15" rx="1" />
        <rect x="8" y="37" width="32" height="3" rx="1" />
      </g>
      <rect x="48" y="10" width="2" height="28" fill="var(--mantine-color-ember-6)" />
      <text
        x="58"
        y="29"
        fontFamily="Public Sans Variable, system-ui, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill="var(--mantine-color-gray-9)"
      >
        {label}
      </text>
    </svg>
  );
}
