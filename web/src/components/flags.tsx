import type { Locale } from '@passerelle/contract/lite';

/** Small flag drawings for the language switcher (decorative: the button carries the label). */
export function Flag({ locale }: { locale: Locale }) {
  const common = {
    className: 'flag-svg',
    viewBox: '0 0 24 16',
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (locale) {
    case 'fr':
      return (
        <svg {...common}>
          <rect width="8" height="16" fill="#1f4fa3" />
          <rect x="8" width="8" height="16" fill="#fff" />
          <rect x="16" width="8" height="16" fill="#d7263d" />
        </svg>
      );
    case 'nl':
      return (
        <svg {...common}>
          <rect width="24" height="5.34" fill="#ae1c28" />
          <rect y="5.33" width="24" height="5.34" fill="#fff" />
          <rect y="10.66" width="24" height="5.34" fill="#21468b" />
        </svg>
      );
    case 'de':
      return (
        <svg {...common}>
          <rect width="24" height="5.34" fill="#111" />
          <rect y="5.33" width="24" height="5.34" fill="#d00" />
          <rect y="10.66" width="24" height="5.34" fill="#ffce00" />
        </svg>
      );
    case 'es':
      return (
        <svg {...common}>
          <rect width="24" height="16" fill="#c60b1e" />
          <rect y="4" width="24" height="8" fill="#ffc400" />
        </svg>
      );
    default:
      // English: a simplified union flag.
      return (
        <svg {...common}>
          <rect width="24" height="16" fill="#012169" />
          <path d="M0 0l24 16M24 0 0 16" stroke="#fff" strokeWidth="3.2" />
          <path d="M0 0l24 16M24 0 0 16" stroke="#c8102e" strokeWidth="1.2" />
          <path d="M12 0v16M0 8h24" stroke="#fff" strokeWidth="5" />
          <path d="M12 0v16M0 8h24" stroke="#c8102e" strokeWidth="3" />
        </svg>
      );
  }
}
