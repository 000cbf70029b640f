import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { FairChecklist } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { fairHalls, stands } from '../../db/schema/index.ts';
import type { FairAggregate } from './fairs.mapper.ts';

type Item = FairChecklist['items'][number];

/**
 * What a fair still lacks before it opens (issue 14): its dates, a homepage text in every language
 * it speaks, an organizer, a hall, a booth placed in a hall; and, as advice only, mails that leave
 * the machine (without `SMTP_URL` they are kept in the local outbox).
 */
export const fairChecklistOf = async (
  db: Db,
  fair: FairAggregate,
  mailDelivery: boolean,
): Promise<FairChecklist> => {
  const fairId = fair.row.id;
  const [[halls], [placed]] = await Promise.all([
    db.select({ n: count() }).from(fairHalls).where(eq(fairHalls.fairId, fairId)),
    db
      .select({ n: count() })
      .from(stands)
      .where(and(eq(stands.fairId, fairId), isNotNull(stands.fairHallId), isNotNull(stands.number))),
  ]);
  const homepage = fair.row.homepageJson as Record<string, { title?: unknown } | undefined>;
  const hasText = (code: string) => {
    const title = homepage[code]?.title;
    return typeof title === 'string' && title.trim() !== '';
  };
  const item = (
    key: Item['key'],
    target: Item['target'],
    done: boolean,
    extra: Partial<Item> = {},
  ): Item => ({
    key,
    target,
    done,
    advice: false,
    ...extra,
  });
  const items: Item[] = [
    item('dates', 'identity', fair.row.startDate !== null && fair.row.endDate !== null),
    ...fair.languages.map((l) => item('homepageText', 'homepage', hasText(l.code), { language: l.code })),
    item('organizer', 'organizers', fair.admins.length > 0),
    item('hall', 'halls', (halls?.n ?? 0) > 0),
    item('boothPlaced', 'booths', (placed?.n ?? 0) > 0),
    item('mailDelivery', 'mails', mailDelivery, { advice: true }),
  ];
  return { items, ready: items.every((i) => i.done || i.advice) };
};
