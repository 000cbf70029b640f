import type { ReactNode, Ref } from 'react';
import {
  Alert,
  Anchor,
  Avatar,
  Box,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { IconInfoCircle, IconMail, IconPhone } from '@tabler/icons-react';

export interface PersonCardPerson {
  id: number;
  firstName: string;
  lastName: string;
  jobTitle?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface PersonCardProps {
  person: PersonCardPerson;
  /** The id of the card's heading (the article is labelled by it). */
  headingId: string;
  level?: TitleOrder;
  /** Shown under the name: the person's presence (§4), when known. */
  status?: ReactNode;
  /** The contact buttons under the card (chat, call, message…). */
  children?: ReactNode;
}

/** A person as a business card: initials, name, job title, e-mail and phone links, then actions. */
export function PersonCard({ person, headingId, level = 3, status, children }: PersonCardProps) {
  const initials = `${person.firstName[0] ?? ''}${person.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar radius="xl" color="passerelle.8" variant="filled" aria-hidden>
            {initials}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={level} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {person.firstName} {person.lastName}
            </Title>
            {person.jobTitle ? (
              <Text size="sm" c="gray.7">
                {person.jobTitle}
              </Text>
            ) : null}
            {status ? <Box mt={4}>{status}</Box> : null}
          </Stack>
        </Group>
        {person.email || person.phone ? (
          <Stack gap={4}>
            {person.email ? (
              <Group gap={6} wrap="nowrap">
                <IconMail size={16} aria-hidden />
                <Anchor size="sm" href={`mailto:${person.email}`} style={{ overflowWrap: 'anywhere' }}>
                  {person.email}
                </Anchor>
              </Group>
            ) : null}
            {person.phone ? (
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                <Anchor size="sm" href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>
                  {person.phone}
                </Anchor>
              </Group>
            ) : null}
          </Stack>
        ) : null}
        {children ? <Group gap="xs">{children}</Group> : null}
      </Stack>
    </Card>
  );
}

/** The props of a contact button that is there but not yet usable; `noteId` points to the note saying why. */
export const soonButtonProps = (noteId: string) =>
  ({ disabled: true, 'aria-describedby': noteId, size: 'xs', variant: 'light', color: 'ember.8' }) as const;

export interface PeopleSectionProps {
  /** The heading's id: the section is labelled by it. */
  titleId: string;
  title: string;
  level: TitleOrder;
  /** The heading takes the focus when a link leads to the people (the booth's "meet us"). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The note the cards' contact buttons point to (`soonButtonProps(noteId)`), above the cards (none once they all work). */
  note?: string;
  noteId: string;
  /** Said when there is nobody. */
  emptyText: string;
  /** The cards (nothing: the empty text shows). */
  children: ReactNode[];
}

/** The people of a booth or a firm: the note on their contact buttons, then their cards in a grid. */
export function PeopleSection({
  titleId,
  title,
  level,
  titleRef,
  note,
  noteId,
  emptyText,
  children,
}: PeopleSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={level} fz="h3" id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </Title>
      {children.length ? (
        <>
          {note ? (
            <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} id={noteId}>
              <Text size="sm">{note}</Text>
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {children}
          </SimpleGrid>
        </>
      ) : (
        <Text c="gray.7">{emptyText}</Text>
      )}
    </Stack>
  );
}
