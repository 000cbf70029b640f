import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { composerKeyAction, composerLength } from '../conversation-model.ts';

export interface ComposerProps {
  /** Sends the text; resolves once the server took it (the field empties then). */
  onSend: (body: string) => Promise<unknown>;
  pending: boolean;
  /** The last failure (rate limit, muted, daily limit…), shown in the user's language. */
  error: unknown;
  /** Called as the user types (the typing signal). */
  onTyping?: () => void;
  label?: string;
  submitLabel?: string;
  autoFocus?: boolean;
}

/**
 * The message composer: Enter sends, Shift+Enter writes a new line, a counter near the limit,
 * the server's refusal in words under the field.
 */
export function Composer({ onSend, pending, error, onTyping, label, submitLabel, autoFocus }: ComposerProps) {
  const { t } = useTranslation('conversations');
  const [text, setText] = useState('');
  const hintId = useId();
  const counterId = useId();
  const length = composerLength(text);

  const send = () => {
    if (!length.canSend || pending) return;
    onSend(text.trim()).then(
      () => setText(''),
      () => undefined,
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (composerKeyAction({ ...e, isComposing: e.nativeEvent.isComposing }) === 'send') {
      e.preventDefault();
      send();
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      noValidate
    >
      <Stack gap={6}>
        {error ? <ErrorCard error={error} /> : null}
        <Textarea
          label={label ?? t('composer.label')}
          placeholder={t('composer.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (e.currentTarget.value.trim()) onTyping?.();
          }}
          onKeyDown={onKeyDown}
          autosize
          minRows={2}
          maxRows={8}
          autoFocus={autoFocus}
          error={length.tooLong ? t('composer.tooLong', { max: length.max }) : undefined}
          aria-describedby={`${hintId}${length.showCounter ? ` ${counterId}` : ''}`}
          data-testid="composer"
        />
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text size="xs" c="gray.7" id={hintId}>
              {t('composer.hint')}
            </Text>
            {length.showCounter ? (
              <Text size="xs" c={length.tooLong ? 'red.8' : 'gray.8'} id={counterId} aria-live="polite">
                {t('composer.counter', { length: length.length, max: length.max })}
              </Text>
            ) : null}
          </Stack>
          <Button
            type="submit"
            color="ember.7"
            style={{ flexShrink: 0 }}
            loading={pending}
            disabled={!length.canSend}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {submitLabel ?? t('composer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
