import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

export interface PanelAction {
  label: string;
  /** A plus unless the action says otherwise (creating someone: a person with a plus). */
  icon?: ReactNode;
  onClick?: () => void;
  /** Renders the button as a link (`(props) => <Link to=… {...props} />`). */
  renderRoot?: (props: Record<string, unknown>) => ReactNode;
  disabled?: boolean;
}

/** The one way to draw the action that adds to a list (the panel's header, an empty state). */
export function PanelActionButton({ label, icon, onClick, renderRoot, disabled }: PanelAction) {
  return (
    <Button
      color="ember.7"
      leftSection={icon ?? <IconPlus size={18} aria-hidden />}
      onClick={onClick}
      renderRoot={renderRoot}
      disabled={disabled}
    >
      {label}
    </Button>
  );
}

export interface PanelProps {
  /** The heading's id: the section is labelled by it. */
  labelledBy: string;
  busy?: boolean;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** The frame of a back-office panel: a bordered section, labelled by its heading, its content stacked. */
export function Panel({ labelledBy, busy, gap = 'md', children }: PanelProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={labelledBy}
      aria-busy={busy}
    >
      <Stack gap={gap}>{children}</Stack>
    </Paper>
  );
}

export interface ListPanelProps {
  /** The heading's id: the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** A line under the title (the fair, the firm, what the screen is for). */
  subtitle?: ReactNode;
  /** The header's button (add, create): drawn the one way. */
  action?: PanelAction | null;
  /** Anything else the header holds on the right (a link to another screen). */
  aside?: ReactNode;
  busy?: boolean;
  gap?: MantineSpacing;
  children: ReactNode;
}

/**
 * A back-office screen's panel: a section labelled by its title, the title with an optional line
 * under it and the list's action on the right, then the screen's content.
 */
export function ListPanel({
  titleId,
  title,
  subtitle,
  action,
  aside,
  busy,
  gap = 'md',
  children,
}: ListPanelProps) {
  return (
    <Panel labelledBy={titleId} busy={busy} gap={gap}>
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={4}>
          <Title order={2} id={titleId}>
            {title}
          </Title>
          {subtitle ? (
            <Text size="sm" c="gray.7" maw={760}>
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {action ? <PanelActionButton {...action} /> : null}
        {aside}
      </Group>
      {children}
    </Panel>
  );
}

export interface PageSectionProps {
  /** The heading's id: the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** What the screen is about, under the title (the fair it shows). */
  intro?: ReactNode;
  /** The header's controls, on the right. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen that is not a panel (cards, boards): the titled section with its intro and controls. */
export function PageSection({ titleId, title, intro, actions, children }: PageSectionProps) {
  return (
    <Stack gap="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={2} id={titleId}>
            {title}
          </Title>
          {intro ? <Text c="gray.7">{intro}</Text> : null}
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
