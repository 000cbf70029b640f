import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BoothOpeningHoursUpdateSchema, type BoothQueue } from '@passerelle/contract';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { fieldsNamed, formViolations } from '../../../lib/form-violations.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { zoneName } from '../../../lib/zoned-time.ts';
import { useSetOpeningHoursMutation } from '../booth-queue.queries.ts';

const FIELDS = ['opensAt', 'closesAt'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The booth's hours for calls and its queue, in the fair's time zone: outside them visitors may
 * not queue. Checked with the contract's schema before it goes; the server's violations land on
 * the same fields.
 */
export function OpeningHoursForm({ queue, level }: { queue: BoothQueue; level: TitleOrder }) {
  const { t, i18n } = useTranslation('booth-queue');
  const translate = useCodeTranslator();
  const notify = useNotify();
  const set = useSetOpeningHoursMutation(queue.stand);
  const [opensAt, setOpensAt] = useState(queue.openingHours?.opensAt ?? '');
  const [closesAt, setClosesAt] = useState(queue.openingHours?.closesAt ?? '');
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const server = formViolations(set.error, fieldsNamed(FIELDS));
  const errorOf = (field: Field) => {
    const code = local[field] ?? server.byField[field]?.code;
    return code ? (translate(code) ?? code) : undefined;
  };
  const titleId = `booth-hours-${queue.stand}`;

  const save = (body: { opensAt: string | null; closesAt: string | null }) => {
    const parsed = BoothOpeningHoursUpdateSchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setLocal(next);
      return;
    }
    setLocal({});
    set.mutate(parsed.data, { onSuccess: () => notify.success(t('hours.saved')) });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save({ opensAt: opensAt || null, closesAt: closesAt || null });
  };

  return (
    <form onSubmit={submit} aria-labelledby={titleId} noValidate>
      <Stack gap="xs">
        <Title order={level} size="h5" id={titleId}>
          {t('hours.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('hours.hint', { zone: zoneName(queue.timezone, i18n.language) })}
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="time"
            label={t('hours.opensAt')}
            value={opensAt}
            onChange={(e) => setOpensAt(e.currentTarget.value)}
            error={errorOf('opensAt')}
            w={140}
          />
          <TextInput
            type="time"
            label={t('hours.closesAt')}
            value={closesAt}
            onChange={(e) => setClosesAt(e.currentTarget.value)}
            error={errorOf('closesAt')}
            w={140}
          />
        </Group>
        {server.cardError ? <ErrorCard error={server.cardError} /> : null}
        <Group gap="sm">
          <Button type="submit" variant="outline" color="passerelle.8" loading={set.isPending}>
            {t('hours.save')}
          </Button>
          {queue.openingHours ? (
            <Button
              variant="subtle"
              color="gray.8"
              disabled={set.isPending}
              onClick={() => {
                setOpensAt('');
                setClosesAt('');
                save({ opensAt: null, closesAt: null });
              }}
            >
              {t('hours.allDay')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
