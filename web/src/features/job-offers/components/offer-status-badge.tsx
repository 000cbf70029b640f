import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobOfferStatus } from '@passerelle/contract/lite';

// Filled, in shades that keep white text at AA contrast (as the invoices' statuses).
const COLOR: Record<JobOfferStatus, string> = { draft: 'gray.7', published: 'teal.9', closed: 'ember.8' };

export function OfferStatusBadge({ status }: { status: JobOfferStatus }) {
  const { t } = useTranslation('job-offers');
  return (
    <Badge color={COLOR[status]} variant="filled" radius="sm" tt="none" style={{ minWidth: 'max-content' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
