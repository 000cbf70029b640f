import { useEffect, useState } from 'react';
import { Avatar } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { JobProfile } from '@passerelle/contract';
import { photoQuery } from '../job-profiles.queries.ts';

/** The candidate's photo, fetched through its authorised route; initials while none (or loading). */
export function ProfilePhoto({
  profile,
  viewerId,
  name,
  alt,
  size = 96,
}: {
  profile: Pick<JobProfile, 'id' | 'photo'>;
  viewerId: number;
  name: string;
  alt: string;
  size?: number;
}) {
  const photo = useQuery({
    ...photoQuery(profile.id, profile.photo?.uploadedAt ?? '', viewerId),
    enabled: profile.photo !== null,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data || typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(photo.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [photo.data]);
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Avatar src={profile.photo ? url : null} alt={alt} size={size} radius="md" color="passerelle">
      {initials}
    </Avatar>
  );
}
