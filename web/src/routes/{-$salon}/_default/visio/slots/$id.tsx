import { createFileRoute, notFound } from '@tanstack/react-router';
import { InterviewSlotScreen } from '../../../../../features/interview-slots/screens/interview-slot-screen.tsx';
import { CallPersonButton } from '../../../../../features/visio/components/call-person-button.tsx';

// Issue 13 /visio/slots/{id}: one interview (the .ics links here): who, when in both zones, its
// state, cancel; at its time the host calls the candidate with the visio feature's button.
export const Route = createFileRoute('/{-$salon}/_default/visio/slots/$id')({
  beforeLoad: ({ params }) => {
    if (!/^\d{1,12}$/.test(params.id)) throw notFound();
  },
  staticData: { access: {}, titleKey: 'interview-slots:slot.title' },
  component: InterviewSlotPage,
});

function InterviewSlotPage() {
  const { id } = Route.useParams();
  return (
    <InterviewSlotScreen
      key={id}
      id={Number(id)}
      callButton={(slot) =>
        slot.candidate ? (
          <CallPersonButton
            personId={slot.candidate.id}
            name={`${slot.candidate.firstName} ${slot.candidate.lastName}`}
            standId={slot.stand.id}
          />
        ) : null
      }
    />
  );
}
