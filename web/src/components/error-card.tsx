import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toErrorContent, toLoginErrorText, type CodeTranslator } from '../lib/error-content.ts';

interface ErrorCardProps {
  error: unknown;
  title?: string;
  /** Login wording of §8: the message followed by the errors in brackets. */
  variant?: 'default' | 'login';
}

/** Hook giving a translator into the shared `errors` catalogue (null when the code is unknown). */
export const useCodeTranslator = (): CodeTranslator => {
  const { t, i18n } = useTranslation('errors');
  return (code, values) =>
    i18n.exists(`errors:messages.${code}`) ? t(`messages.${code}`, values ?? {}) : null;
};

/** The red error card of §8. */
export function ErrorCard({ error, title, variant = 'default' }: ErrorCardProps) {
  const translate = useCodeTranslator();
  const content = toErrorContent(error, translate);
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      styles={{ message: { color: 'var(--mantine-color-red-9)' } }}
    >
      {variant === 'login' ? (
        <Text size="sm">{toLoginErrorText(content)}</Text>
      ) : (
        <>
          <Text size="sm" fw={600}>
            {content.message}
          </Text>
          {content.detail ? <Text size="sm">{content.detail}</Text> : null}
          {content.violations.length > 0 ? (
            <List size="sm" mt={4}>
              {content.violations.map((v) => (
                <List.Item key={v}>{v}</List.Item>
              ))}
            </List>
          ) : null}
        </>
      )}
    </Alert>
  );
}
