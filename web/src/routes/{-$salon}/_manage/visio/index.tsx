import { createFileRoute } from '@tanstack/react-router';
import { VisioCallsScreen } from '../../../../features/visio/screens/visio-calls-screen.tsx';

// §2 /visio: the viewer's video calls, made and received (any signed-in role).
export const Route = createFileRoute('/{-$salon}/_manage/visio/')({
  staticData: { access: {}, titleKey: 'visio:list.title' },
  component: VisioCallsScreen,
});
