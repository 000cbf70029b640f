import { Anchor, Text } from '@mantine/core';
import { linkify } from '../conversation-model.ts';

/** A message as plain text (line breaks kept), its http(s) links clickable; never HTML. */
export function MessageBody({ body }: { body: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkify(body).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            inherit
            underline="always"
          >
            {part.text}
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
