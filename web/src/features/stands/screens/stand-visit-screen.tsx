import { useState, type ReactNode } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Stand, StandPerson } from '@passerelle/contract';
import type { Locale } from '@passerelle/contract/lite';
import { useCurrentUser } from '../../../lib/auth.ts';
import { BoothView } from '../components/booth-view.tsx';
import { StandGate } from '../components/stand-gate.tsx';
import { boothLanguages, resolveBoothLanguage } from '../stand-view-model.ts';
import { standsQueries } from '../stands.queries.ts';

/** Back to the booth's hall (`/fair/visit/{hall}`), or to the lobby for a booth not placed yet. */
export function BackToHall({ stand }: { stand: Stand | null }) {
  const { t } = useTranslation('stands');
  const { salon } = useParams({ strict: false });
  const hall = stand?.fairHall ?? null;
  const label = hall ? t('view.backToHall', { letter: hall.letter, hall: hall.name }) : t('view.backToLobby');
  return (
    <Anchor
      size="sm"
      w="fit-content"
      renderRoot={(props) =>
        hall ? (
          <Link to="/{-$salon}/fair/visit/$id" params={{ salon, id: String(hall.id) }} {...props} />
        ) : (
          <Link to="/{-$salon}/fair/visit/lobby" params={{ salon }} {...props} />
        )
      }
    >
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

/** What another domain shows on the booth, composed by the route file (the firm's offers). */
export type BoothSlot = (stand: Stand) => ReactNode;

export interface StandVisitSlots {
  /** The firm's offers (the job module). */
  jobs?: BoothSlot;
  /** The booth chat ("Ask this booth"). */
  chat?: BoothSlot;
  /** The booth's interview slots (the interview-slots feature). */
  interviews?: BoothSlot;
  /** The booth's queue for calls and chats (the booth-queue feature). */
  queue?: BoothSlot;
  /** What each person's card adds (the direct-message button). */
  personActions?: (person: StandPerson) => ReactNode;
  /** Each person's call button (the visio feature): replaces the "calls soon" one. */
  personCall?: (person: StandPerson) => ReactNode;
}

/** §2 /stand/visit/{id}: a booth of the fair, as a drawn stand with its content and people. */
export function StandVisitScreen({ id, ...slots }: { id: number } & StandVisitSlots) {
  const user = useCurrentUser();
  const query = useQuery(standsQueries.detail(id, user?.id ?? null));
  return (
    <Stack gap="lg" px={{ base: 'sm', sm: 'xl' }} py="lg" maw={1320} mx="auto" w="100%">
      <BackToHall stand={query.data ?? null} />
      <StandGate query={query}>{(stand) => <VisitBody stand={stand} {...slots} />}</StandGate>
    </Stack>
  );
}

function VisitBody({
  stand,
  jobs,
  chat,
  interviews,
  queue,
  personActions,
  personCall,
}: { stand: Stand } & StandVisitSlots) {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<Locale | null>(null);
  const language = resolveBoothLanguage(stand, chosen, i18n.language);
  return (
    <BoothView
      stand={stand}
      language={language}
      languages={boothLanguages(stand)}
      onLanguageChange={setChosen}
      showLanguageSwitch={stand.isLanguageVisible}
      jobs={jobs?.(stand)}
      interviews={interviews?.(stand)}
      queue={queue?.(stand)}
      chat={chat?.(stand)}
      personActions={personActions}
      personCall={personCall}
    />
  );
}
