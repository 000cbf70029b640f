import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MatchReason } from '@passerelle/contract';
import { explainMatchReason, type MatchLabels, isLocale } from '@passerelle/contract/lite';

const VERDICT = {
  met: { color: 'green.8', icon: IconCheck },
  partly: { color: 'orange.8', icon: IconMinus },
  not_met: { color: 'red.8', icon: IconX },
} as const;

export interface MatchReasonListProps {
  reasons: readonly MatchReason[];
  /** Names of the function, family and country the reasons point at. */
  labels: MatchLabels;
  /** To the candidate ("you"), or about the candidate to an employer. */
  audience: 'candidate' | 'employer';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * The match's reasons (ADR 006), one line each: the verdict as an icon (and in words for screen
 * readers) and the sentence of the contract's `match` catalogue in the reader's language. The offer
 * page and the application's detail show the same list.
 */
export function MatchReasonList({ reasons, labels, audience, ...aria }: MatchReasonListProps) {
  const { t, i18n } = useTranslation('match');
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  return (
    <List spacing={6} size="sm" listStyleType="none" {...aria}>
      {reasons.map((reason, i) => {
        const v = VERDICT[reason.verdict];
        const Icon = v.icon;
        return (
          <List.Item
            key={`${reason.code}-${i}`}
            icon={
              <ThemeIcon size={20} radius="xl" color={v.color} aria-hidden>
                <Icon size={14} />
              </ThemeIcon>
            }
          >
            <Text size="sm" span>
              <VisuallyHidden>{`${t(`verdicts.${reason.verdict}`)} — `}</VisuallyHidden>
              {explainMatchReason(reason, { t: (key, params) => t(key, params), locale, labels, audience })}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
