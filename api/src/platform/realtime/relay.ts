import { DOMAIN_EVENT_NAMES, topicsOfEvent, type DomainEvent } from '@passerelle/contract';
import type { EventBus } from '../bus/index.ts';
import type { Realtime } from './realtime.ts';

/**
 * Streams the domain events browsers follow (contract `realtime/topics.ts`: a notification to its
 * recipient…) to their topics, from the instance that published each one only: the replay log
 * carries it to every other instance, so it is stored and sent once.
 */
export const relayDomainEvents = (bus: EventBus, realtime: Realtime) => {
  const offs = DOMAIN_EVENT_NAMES.map((name) =>
    bus.subscribe(name, (payload, event) => {
      if (!event.local) return;
      const topics = topicsOfEvent({ name, payload } as DomainEvent);
      if (!topics.length) return;
      return realtime.publish(
        ...topics.map((topic) => ({ topic, name, data: { ...payload, at: event.at } })),
      );
    }),
  );
  return () => offs.forEach((off) => off());
};
