/** Passerelle's own mark: a footbridge (passerelle) joining two shores under a rising sun. */
export function PasserelleMark({ size = 44 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-passerelle-8)" />
      <circle cx="32" cy="17" r="6" fill="var(--mantine-color-ember-4)" />
      <path
        d="M10 45c7-13 14-19 22-19s15 6 22 19"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <path d="M20 45v-9M32 45V31M44 45v-9" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M8 50h48" stroke="var(--mantine-color-passerelle-2)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
