import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../../../theme.ts';
import type { ValidationStatus } from '../../../lib/validation-status.ts';

/** The user's validation for the current fair: waiting orange, validated green, refused red. */
export function ValidationStatusBadge({ status }: { status: ValidationStatus }) {
  const { t } = useTranslation('users');
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" tt="none" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
