import { Badge, Group } from '@mantine/core';
import type { NamedRef } from '@passerelle/contract';

/**
 * Sectors (a firm's, a booth's) as a list of badges; long names wrap instead of being cut. The
 * list is named by `label`, or by the heading `labelledBy` points to.
 */
export function SectorBadges({
  sectors,
  label,
  labelledBy,
}: {
  sectors: NamedRef[];
  label?: string;
  labelledBy?: string;
}) {
  if (!sectors.length) return null;
  return (
    <Group gap={6} role="list" aria-label={label} aria-labelledby={labelledBy}>
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
