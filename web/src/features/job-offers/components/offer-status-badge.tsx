import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobOfferStatus } from '@passerelle/contract';

const COLOR: Record<JobOfferStatus, string> = { draft: 'gray', published: 'teal', closed: 'orange' };

export function OfferStatusBadge({ status }: { status: JobOfferStatus }) {
  const { t } = useTranslation('job-offers');
  return (
    <Badge color={COLOR[status]} variant="light" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
