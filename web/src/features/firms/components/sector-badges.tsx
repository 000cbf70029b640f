import { Badge, Group } from '@mantine/core';
import type { NamedRef } from '@passerelle/contract';

/** A firm's sectors as a list of badges; long names wrap instead of being cut. */
export function SectorBadges({ sectors, label }: { sectors: NamedRef[]; label: string }) {
  if (!sectors.length) return null;
  return (
    <Group gap={6} role="list" aria-label={label}>
      {sectors.map((s) => (
        <Badge
          key={s.id}
          role="listitem"
          variant="light"
          color="passerelle"
          tt="none"
          styles={{
            root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
            label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
          }}
        >
          {s.name}
        </Badge>
      ))}
    </Group>
  );
}
