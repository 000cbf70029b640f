import { asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_STAND_GROUP_NAME, hallMapKey, STAND_THEMES, type StandPersons } from '@passerelle/contract';
import type { Db } from '../db/client.ts';
import {
  elements,
  fairFirms,
  fairHalls,
  firmBusinessSectors,
  firms,
  standAdmins,
  standBusinessSectors,
  standCharacters,
  standContacts,
  standGroups,
  standLanguages,
  standResources,
  stands,
  standTypes,
  standTypeVariations,
  users,
} from '../db/schema/index.ts';
import { sanitizeRichText } from '../platform/sanitize/index.ts';
import type { Storage } from '../platform/storage/index.ts';
import { BROCHURES, filesOf, xml, type FirmFiles } from './demo-stand-files.ts';

/** Where each demo firm stands: per fair, per hall letter, in slots 1..n in this order. */
const QUEBEC_PLAN: Record<string, string[]> = {
  A: [
    'Centre intégré de santé des Deux-Rives',
    'Centre hospitalier de la Baie-des-Hérons',
    'Institut de santé mentale de la Rive-Nord',
    'Clinique médicale du Vieux-Quai (GMF)',
    'Centre hospitalier universitaire de la Haute-Meuse',
    'Groupe hospitalier Flandre-Artois',
  ],
  B: [
    'CHSLD Les Jardins de l’Estuaire',
    'Coopérative de soins à domicile Mauricie-Boréale',
    'CLSC des Trois-Ruisseaux',
    'Woonzorgcentrum Ter Linden',
    'Maison de repos et de soins Les Tilleuls',
    'EHPAD Les Glycines',
  ],
  C: [
    'Centre jeunesse des Deux-Lacs',
    'Centre de réadaptation Le Phare',
    'Direction de santé publique de la Côte-Boréale',
    'Collège des soins infirmiers du Nord',
    'Institut médico-éducatif Les Coquelicots',
    'CPAS de Montval',
  ],
};
/** Fair 1's booth still waiting for a hall (the assign screen's list). */
const QUEBEC_UNASSIGNED = ['Haute École de soins infirmiers de Liège-Ouest'];
/**
 * Linked to fair 1 without a booth (with the hidden "Résidence Les Cèdres"), so that
 * `GET /firms?exists[stands]=false` and the assign screen have firms to offer.
 */
const QUEBEC_WITHOUT_BOOTH = ['Hôpital psychiatrique du Val-de-Sambre', 'Soins à domicile Meuse-Condroz'];
const BELGIUM_PLAN: Record<string, string[]> = {
  A: [
    'Centre intégré de santé des Deux-Rives',
    'Centre hospitalier universitaire de la Haute-Meuse',
    'Woonzorgcentrum Ter Linden',
    'Maison de repos et de soins Les Tilleuls',
    'EHPAD Les Glycines',
    'Hôpital psychiatrique du Val-de-Sambre',
    'Groupe hospitalier Flandre-Artois',
  ],
  B: [
    'CPAS de Montval',
    'Soins à domicile Meuse-Condroz',
    'Institut médico-éducatif Les Coquelicots',
    'Haute École de soins infirmiers de Liège-Ouest',
    'Collège des soins infirmiers du Nord',
    'CLSC des Trois-Ruisseaux',
  ],
};

/** Blender Foundation open films: stable, neutral videos for the booth screens. */
const VIDEOS = [
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://youtu.be/eRsGyueVLvQ',
  'https://www.youtube.com/watch?v=R6MlUcmOul8',
];

/** The first paragraph of a firm's description, as the booth's short rich text. */
const infosOf = (description: string | null, lang: 'fr' | 'en', name: string) => {
  const first = (description ?? '').split(/\n\s*\n/)[0]?.trim();
  const html =
    lang === 'fr'
      ? `<p>${xml(first || name)}</p><p><strong>Nous recrutons</strong> : venez en parler avec notre équipe au comptoir ou en visio.</p>`
      : `<p>${xml(name)} is hiring nurses, care aides and social workers from abroad.</p><p><strong>Talk to our team</strong> at the desk or by video call.</p>`;
  return sanitizeRichText(html);
};

/**
 * The demo booths (§3 Stand) of both fairs: each hall gets 6–7 booths named after their firm in
 * slots 1..n with their type-8 map elements, varied scenes and persons from the catalogue, French
 * and English content (title, short infos, a poster, three brochures, a video link). Firm 1's booths
 * are administered by exhibitor@demo.test and staffed by contact@demo.test. Firms are linked to
 * the fair where needed; three of fair 1 keep no booth and one booth of fair 1 waits for a hall.
 * A fair that already has booths is left alone, so a second run changes nothing. Without a
 * storage the booths get no files.
 */
export const seedDemoStands = async (
  db: Db,
  { quebecId, belgiumId, storage }: { quebecId: number; belgiumId: number; storage?: Storage },
) => {
  const firmRows = await db
    .select({
      id: firms.id,
      name: firms.name,
      website: firms.website,
      description: firms.description,
      email: firms.email,
      phone: firms.phone,
    })
    .from(firms);
  const firmOf = new Map(firmRows.map((f) => [f.name, f]));
  const [group] = await db.select().from(standGroups).where(eq(standGroups.name, DEFAULT_STAND_GROUP_NAME));
  const types = group
    ? await db
        .select()
        .from(standTypes)
        .where(eq(standTypes.standGroupId, group.id))
        .orderBy(asc(standTypes.position))
    : [];
  const variations = types.length
    ? await db
        .select()
        .from(standTypeVariations)
        .where(
          inArray(
            standTypeVariations.standTypeId,
            types.map((t) => t.id),
          ),
        )
        .orderBy(asc(standTypeVariations.position))
    : [];
  const characters = await db.select().from(standCharacters).orderBy(asc(standCharacters.position));
  const charactersOf = (type: string) => characters.filter((c) => c.type === type).map((c) => c.id);
  const deskPeople = charactersOf('TYPE_STAND');
  const roomStanding = charactersOf('TYPE_VIDEO_ROOM_STANDING');
  const roomSeated = charactersOf('TYPE_VIDEO_ROOM_SEATED');
  const pick = (list: number[], i: number) => (list.length ? list[i % list.length]! : null);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['exhibitor@demo.test', 'contact@demo.test']));
  const exhibitor = people.find((u) => u.email === 'exhibitor@demo.test');
  const contact = people.find((u) => u.email === 'contact@demo.test');
  const files = new Map<number, FirmFiles>();

  let n = 0;
  for (const [fairId, plan, unassigned, boothless] of [
    [quebecId, QUEBEC_PLAN, QUEBEC_UNASSIGNED, QUEBEC_WITHOUT_BOOTH],
    [belgiumId, BELGIUM_PLAN, [], []],
  ] as const) {
    const [existing] = await db
      .select({ id: stands.id })
      .from(stands)
      .where(eq(stands.fairId, fairId))
      .limit(1);
    if (existing) continue;
    const halls = new Map(
      (await db.select().from(fairHalls).where(eq(fairHalls.fairId, fairId))).map((h) => [h.letter, h]),
    );
    const placed = Object.entries(plan).flatMap(([letter, names]) =>
      names.map((name, i) => ({ name, hall: halls.get(letter) ?? null, number: i + 1 })),
    );
    const booths = [...placed, ...unassigned.map((name) => ({ name, hall: null, number: null }))]
      .map((b) => ({ ...b, firm: firmOf.get(b.name) }))
      .filter((b) => b.firm !== undefined);
    const linked = [
      ...booths.map((b) => b.firm!.id),
      ...boothless.flatMap((name) => firmOf.get(name)?.id ?? []),
    ];
    if (linked.length)
      await db
        .insert(fairFirms)
        .values(linked.map((firmId) => ({ fairId, firmId })))
        .onConflictDoNothing();
    if (!booths.length) continue;
    for (const b of booths)
      if (!files.has(b.firm!.id)) files.set(b.firm!.id, await filesOf(db, storage, b.firm!));

    const rows = await db
      .insert(stands)
      .values(
        booths.map((b) => {
          const i = n++;
          const type = types.length ? types[i % types.length]! : null;
          const own = type ? variations.filter((v) => v.standTypeId === type.id) : [];
          const persons: StandPersons = {
            mainDesk: pick(deskPeople, i),
            standing: i % 3 === 0 ? null : pick(deskPeople, i + 1),
            videoroomSpeaker: pick(roomStanding, i),
            seated: pick(roomSeated, i),
            watching: pick(roomStanding, i + 1),
          };
          return {
            fairId,
            firmId: b.firm!.id,
            name: b.name,
            fairHallId: b.hall?.id ?? null,
            number: b.hall ? b.number : null,
            standGroupId: group?.id ?? null,
            standTypeId: type?.id ?? null,
            standTypeVariationId: own.length ? own[Math.floor(i / types.length) % own.length]!.id : null,
            theme: STAND_THEMES[i % STAND_THEMES.length]!,
            persons,
            contactName: 'Équipe recrutement',
            contactEmail: b.firm!.email,
            contactPhone: b.firm!.phone,
          };
        }),
      )
      .returning({
        id: stands.id,
        firmId: stands.firmId,
        fairHallId: stands.fairHallId,
        number: stands.number,
      });

    const assigned = rows.filter((r) => r.fairHallId !== null && r.number !== null);
    if (assigned.length)
      await db.insert(elements).values(
        assigned.map((r) => ({
          type: 8,
          map: hallMapKey(r.fairHallId!),
          position: r.number!,
          standId: r.id,
        })),
      );

    const sectors = await db
      .select()
      .from(firmBusinessSectors)
      .where(
        inArray(
          firmBusinessSectors.firmId,
          rows.map((r) => r.firmId),
        ),
      );
    const sectorRows = rows.flatMap((r) =>
      sectors
        .filter((s) => s.firmId === r.firmId)
        .map((s) => ({ standId: r.id, businessSectorId: s.sectorId })),
    );
    if (sectorRows.length) await db.insert(standBusinessSectors).values(sectorRows).onConflictDoNothing();

    const firmById = new Map(firmRows.map((f) => [f.id, f]));
    const languageRows = await db
      .insert(standLanguages)
      .values(
        rows.flatMap((r) => {
          const firm = firmById.get(r.firmId)!;
          return [
            {
              standId: r.id,
              language: 'fr',
              title: `Bienvenue chez ${firm.name}`,
              infos: infosOf(firm.description, 'fr', firm.name),
            },
            {
              standId: r.id,
              language: 'en',
              title: `Welcome to ${firm.name}`,
              infos: infosOf(firm.description, 'en', firm.name),
            },
          ];
        }),
      )
      .returning({
        id: standLanguages.id,
        standId: standLanguages.standId,
        language: standLanguages.language,
      });
    const firmOfStand = new Map(rows.map((r) => [r.id, r.firmId]));
    const boothIndex = new Map(rows.map((r, k) => [r.id, k]));
    const resources = languageRows.flatMap((l) => {
      const own = files.get(firmOfStand.get(l.standId)!)!;
      const i = boothIndex.get(l.standId)!;
      const lang = l.language as 'fr' | 'en';
      const list: Omit<typeof standResources.$inferInsert, 'standLanguageId' | 'position'>[] = [];
      if (own.poster) list.push({ type: 'TYPE_POSTER', mediaId: own.poster });
      // Two or three brochures per booth (every other booth shows two).
      own.brochures.slice(0, 2 + (i % 2)).forEach((mediaId, k) =>
        list.push({
          type: 'TYPE_BROCHURE',
          mediaId,
          title: BROCHURES[k]![lang].title,
          description: BROCHURES[k]![lang].description,
        }),
      );
      list.push({
        type: 'TYPE_VIDEO',
        url: VIDEOS[i % VIDEOS.length]!,
        title: lang === 'fr' ? 'Notre équipe' : 'Our team',
      });
      return list.map((r, position) => ({ ...r, standLanguageId: l.id, position }));
    });
    if (resources.length) await db.insert(standResources).values(resources);

    // Firm 1's booths: exhibitor@ administers them, contact@ is shown on them.
    const deuxRives = firmOf.get('Centre intégré de santé des Deux-Rives');
    const own = rows.filter((r) => r.firmId === deuxRives?.id);
    if (exhibitor && own.length)
      await db.insert(standAdmins).values(own.map((r) => ({ standId: r.id, userId: exhibitor.id })));
    if (contact && own.length)
      await db
        .insert(standContacts)
        .values(own.map((r) => ({ standId: r.id, userId: contact.id, position: 0 })));
  }
};
