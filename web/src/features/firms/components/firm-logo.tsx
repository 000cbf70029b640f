import { Avatar, type MantineSize } from '@mantine/core';
import type { FirmLogo as Logo } from '@passerelle/contract';
import { initialsOf } from '../../../lib/initials.ts';

interface FirmLogoProps {
  name: string;
  logo: Logo;
  size?: MantineSize | number;
  /** Alternative text; decorative (empty) by default, the name being written beside it. */
  alt?: string;
}

/** The firm's square logo (media module), or its initials on the primary colour. */
export function FirmLogo({ name, logo, size = 'lg', alt = '' }: FirmLogoProps) {
  if (logo)
    return (
      <Avatar
        src={logo.thumbnailUrl ?? logo.url}
        alt={alt}
        size={size}
        radius="md"
        styles={{ image: { objectFit: 'contain', background: 'white' } }}
        style={{ border: '1px solid var(--mantine-color-gray-3)' }}
      />
    );
  return (
    <Avatar
      size={size}
      radius="md"
      color="passerelle.8"
      variant="filled"
      aria-hidden={alt ? undefined : true}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
