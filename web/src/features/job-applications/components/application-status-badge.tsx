import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { jobApplicationStatusName, type JobApplicationStatusName } from '@passerelle/contract';

const COLORS: Record<JobApplicationStatusName, string> = {
  pending: 'gray.7',
  viewed: 'blue.8',
  shortlisted: 'teal.8',
  interview: 'indigo.7',
  offer_made: 'orange.9',
  hired: 'green.8',
  declined: 'red.8',
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
