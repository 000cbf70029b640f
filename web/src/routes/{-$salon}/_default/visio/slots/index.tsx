import { createFileRoute } from '@tanstack/react-router';
import { InterviewSlotsScreen } from '../../../../../features/interview-slots/screens/interview-slots-screen.tsx';

// Issue 13 /visio/slots: the viewer's interviews (booked as candidate, or hosted), and for a firm's
// staff the form that publishes slots at its booths (any signed-in role; the api scopes the rest).
export const Route = createFileRoute('/{-$salon}/_default/visio/slots/')({
  staticData: { access: {}, titleKey: 'interview-slots:list.title' },
  component: InterviewSlotsScreen,
});
