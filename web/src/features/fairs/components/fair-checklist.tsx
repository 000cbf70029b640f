import { Alert, Anchor, Group, List, Skeleton, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair, FairChecklist } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { languageNameIn } from '../../../lib/language-name.ts';
import { fairsQueries } from '../fairs.queries.ts';
import type { SetupStep } from '../setup-steps.ts';

type Item = FairChecklist['items'][number];

/** An item's link: a step of this screen, or the fair's halls (opened in that fair). */
function ItemLink({ item, fair, onStep }: { item: Item; fair: Fair; onStep: (s: SetupStep) => void }) {
  const { t } = useTranslation('fairs');
  const label = t(`checklist.fix.${item.target}`);
  if (item.target === 'halls' || item.target === 'booths')
    return (
      <Anchor
        size="sm"
        renderRoot={(props) =>
          item.target === 'halls' ? (
            <Link to="/{-$salon}/hall/create" params={{ salon: fair.homepage }} {...props} />
          ) : (
            <Link to="/{-$salon}/hall/list" params={{ salon: fair.homepage }} {...props} />
          )
        }
      >
        {label}
      </Anchor>
    );
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => onStep(item.target as SetupStep)}>
      {label}
    </Anchor>
  );
}

/**
 * What the fair still lacks before it opens (issue 14), each line a link to the step or screen that
 * fixes it; advice (mails kept in the local outbox) does not keep the fair from opening.
 */
export function FairChecklistPanel({ fair, onStep }: { fair: Fair; onStep: (s: SetupStep) => void }) {
  const { t, i18n } = useTranslation('fairs');
  const checklist = useQuery(fairsQueries.checklist(fair.id));
  if (checklist.isPending) return <Skeleton height={96} radius="md" aria-label={t('checklist.loading')} />;
  if (checklist.isError) return <ErrorCard error={checklist.error} title={t('checklist.loadFailed')} />;
  const { items, ready } = checklist.data;
  const missing = items.filter((i) => !i.done && !i.advice).length;
  return (
    <Alert
      color={ready ? 'teal' : 'ember'}
      variant="light"
      icon={ready ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
      title={ready ? t('checklist.ready') : t('checklist.missing', { count: missing })}
      component="section"
      // A standing summary, not an alert: Mantine's role="alert" would be announced on every refetch.
      role="region"
      aria-label={t('checklist.title')}
      // Mantine's title colours on the light backgrounds fall under AA; these keep ≈ 7:1.
      styles={{ title: { color: ready ? '#1e5631' : 'var(--mantine-color-ember-9)' } }}
    >
      <List spacing={6} size="sm" center listStyleType="none" pl={0}>
        {items.map((item) => {
          const language = item.language ? languageNameIn(item.language, i18n.resolvedLanguage ?? 'fr') : '';
          return (
            <List.Item
              key={`${item.key}-${item.language ?? ''}`}
              icon={
                <ThemeIcon
                  size={20}
                  radius="xl"
                  // Done: a filled tick; to do: the dashed circle alone, drawn in the line's colour.
                  variant={item.done ? 'filled' : 'transparent'}
                  color={item.done ? 'teal.8' : item.advice ? 'gray.7' : 'ember.9'}
                  aria-hidden
                >
                  {item.done ? <IconCircleCheck size={14} /> : <IconCircleDashed size={20} />}
                </ThemeIcon>
              }
            >
              <Group gap="xs" wrap="wrap">
                <Text size="sm">
                  <VisuallyHidden>
                    {item.done
                      ? t('checklist.done')
                      : item.advice
                        ? t('checklist.advice')
                        : t('checklist.todo')}
                  </VisuallyHidden>
                  {t(`checklist.items.${item.key}.${item.done ? 'done' : 'todo'}`, { language })}
                </Text>
                {item.done ? null : <ItemLink item={item} fair={fair} onStep={onStep} />}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
