import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { jobApplicationStatusName, type JobApplicationStatusName } from '@passerelle/contract/lite';

// Filled badges with white text: every colour at least 4.5:1 (WCAG AA).
const COLORS: Record<JobApplicationStatusName, string> = {
  pending: 'gray.7',
  viewed: '#1864ab',
  shortlisted: '#0b6e5f',
  interview: '#3b5bdb',
  offer_made: '#8a4b00',
  hired: '#1b6e35',
  declined: '#b42318',
};

/** An application's status (§4: 0 pending … 6 declined) as a word on a colour. */
export function ApplicationStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('job-applications');
  const name = jobApplicationStatusName(status);
  return (
    <Badge
      color={COLORS[name]}
      variant="filled"
      tt="none"
      data-status={name}
      style={{ whiteSpace: 'nowrap' }}
    >
      {t(`status.${name}`)}
    </Badge>
  );
}
