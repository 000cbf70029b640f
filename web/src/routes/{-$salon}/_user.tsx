import { createFileRoute } from '@tanstack/react-router';
import { UserLayout } from '../../layouts/user-layout.tsx';

export const Route = createFileRoute('/{-$salon}/_user')({
  component: UserLayout,
});
