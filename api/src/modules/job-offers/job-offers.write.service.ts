import { and, eq, inArray } from 'drizzle-orm';
import {
  checkJobOffer,
  type JobOfferCreateData,
  type JobOfferUpdateSchema,
  type Locale,
} from '@passerelle/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  countries,
  fairFirms,
  fairs,
  firms,
  jobContractTypes,
  jobDisponibilities,
  jobEducationLevels,
  jobExperiences,
  jobFamilies,
  jobFunctionLevels,
  jobFunctions,
  jobOfferFairs,
  jobOfferLanguages,
  jobOffers,
  regions,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, unprocessable, type ViolationInput } from '../../platform/errors/index.ts';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { maxRankOf } from './job-offers.mapper.ts';
import { canPlaceOfferIn, canWriteOffer, type OfferScope } from './job-offers.policy.ts';
import type { OfferReads, OfferRow } from './job-offers.reads.ts';

type UpdateData = z.output<typeof JobOfferUpdateSchema>;

/** Rich text after the §5 allow-list; nothing left is an empty description. */
const cleanDescription = (html: string | undefined) => {
  if (!html) return '';
  const clean = sanitizeRichText(html);
  return clean.replace(/<[^>]*>|\s|&nbsp;/g, '') ? clean : '';
};

/** Writing an offer: create, update (a PUT merged onto the stored offer), delete; each announces `job.offer.changed`. */
export const createOfferWrites = (deps: Pick<AppDeps, 'db' | 'bus'>, reads: OfferReads) => {
  const { db } = deps;
  const { languagesOfOffers, readable, present } = reads;
  /** The values as they will be stored (a PUT merged onto the stored offer). */
  type Merged = Omit<JobOfferCreateData, 'firm'>;

  /** Reference entries that exist and fit together (function of the family, region of the country). */
  const checkReferences = async (v: Merged): Promise<ViolationInput[]> => {
    const out: ViolationInput[] = [];
    const exists1 = async (
      table:
        | typeof jobFamilies
        | typeof jobFunctionLevels
        | typeof jobContractTypes
        | typeof jobExperiences
        | typeof jobDisponibilities
        | typeof countries
        | typeof jobEducationLevels,
      value: number | null,
      path: string,
    ) => {
      if (value === null) return;
      const [r] = await db.select({ id: table.id }).from(table).where(eq(table.id, value));
      if (!r) out.push({ propertyPath: path, code: 'not_found' });
    };
    await exists1(jobFamilies, v.family, 'family');
    await exists1(jobFunctionLevels, v.functionLevel, 'functionLevel');
    await exists1(jobContractTypes, v.contractType, 'contractType');
    await exists1(jobExperiences, v.experience, 'experience');
    await exists1(jobDisponibilities, v.disponibility, 'disponibility');
    await exists1(jobEducationLevels, v.educationLevel, 'educationLevel');
    await exists1(countries, v.country, 'country');
    if (v.function !== null) {
      const [f] = await db.select().from(jobFunctions).where(eq(jobFunctions.id, v.function));
      if (!f) out.push({ propertyPath: 'function', code: 'not_found' });
      else if (v.family !== null && f.familyId !== v.family)
        out.push({ propertyPath: 'function', code: 'invalid_value' });
    }
    if (v.region !== null) {
      const [r] = await db.select().from(regions).where(eq(regions.id, v.region));
      if (!r) out.push({ propertyPath: 'region', code: 'not_found' });
      else if (v.country !== null && r.countryId !== v.country)
        out.push({ propertyPath: 'region', code: 'invalid_value' });
    }
    return out;
  };

  /** Each fair: linked to the firm (`firm_not_in_fair`) and using the job module (`job_module_disabled`). */
  const checkFairs = async (firmId: number, fairIds: number[]): Promise<ViolationInput[]> => {
    const rows = await db
      .select({ id: fairs.id, isUsingJobModule: fairs.isUsingJobModule, linked: fairFirms.firmId })
      .from(fairs)
      .leftJoin(fairFirms, and(eq(fairFirms.fairId, fairs.id), eq(fairFirms.firmId, firmId)))
      .where(inArray(fairs.id, fairIds));
    const out: ViolationInput[] = [];
    fairIds.forEach((id, i) => {
      const r = rows.find((x) => x.id === id);
      if (!r || r.linked === null) out.push({ propertyPath: `fairs.${i}`, code: 'firm_not_in_fair' });
      else if (!r.isUsingJobModule) out.push({ propertyPath: `fairs.${i}`, code: 'job_module_disabled' });
      else if (fairIds.indexOf(id) !== i) out.push({ propertyPath: `fairs.${i}`, code: 'invalid_value' });
    });
    return out;
  };

  const validate = async (firmId: number, v: Merged) => {
    const violations: ViolationInput[] = [
      ...checkJobOffer(v).map((x) => ({ propertyPath: x.path, code: x.code })),
      ...(await checkFairs(firmId, v.fairs)),
      ...(await checkReferences(v)),
    ];
    if (violations.length) throw unprocessable(violations);
  };

  const columnsOf = (v: Merged, before: OfferRow | null) => ({
    translations: Object.fromEntries(
      Object.entries(v.translations).flatMap(([l, t]) =>
        t ? [[l, { title: t.title, description: cleanDescription(t.description) }]] : [],
      ),
    ) as OfferRow['translations'],
    status: v.status,
    familyId: v.family,
    functionId: v.function,
    functionLevelId: v.functionLevel,
    contractTypeId: v.contractType,
    experienceId: v.experience,
    educationLevelId: v.educationLevel,
    disponibilityId: v.disponibility,
    startDate: v.startDate,
    numberOfPosts: v.numberOfPosts,
    countryId: v.country,
    regionId: v.region,
    city: v.city || null,
    workMode: v.workMode,
    salaryMin: v.salaryMin,
    salaryMax: v.salaryMax,
    salaryCurrency: v.salaryCurrency,
    salaryPeriod: v.salaryPeriod,
    recognitionRequired: v.recognitionRequired,
    recognitionName: v.recognitionName as OfferRow['recognitionName'],
    recognitionSupported: v.recognitionSupported,
    immigrationSupport: v.immigrationSupport,
    relocationSupport: v.relocationSupport,
    publishedAt: before?.publishedAt ?? (v.status === 'published' ? new Date() : null),
  });

  const writeChildren = async (tx: Tx, offerId: number, v: Merged) => {
    await tx.delete(jobOfferFairs).where(eq(jobOfferFairs.offerId, offerId));
    await tx.insert(jobOfferFairs).values(v.fairs.map((fairId) => ({ offerId, fairId })));
    await tx.delete(jobOfferLanguages).where(eq(jobOfferLanguages.offerId, offerId));
    if (v.languages.length)
      await tx.insert(jobOfferLanguages).values(
        v.languages.map((l, position) => ({
          offerId,
          language: l.language,
          levels: l.levels,
          certificates: [...new Set(l.certificates)],
          maxRank: maxRankOf(l.levels),
          position,
        })),
      );
  };

  const firmFairsOf = async (firmId: number) => ({
    id: firmId,
    fairIds: (
      await db.select({ fairId: fairFirms.fairId }).from(fairFirms).where(eq(fairFirms.firmId, firmId))
    ).map((r) => r.fairId),
  });

  const changed = (offerId: number, firmId: number, fairIds: number[]) =>
    deps.bus.publish({
      name: 'job.offer.changed',
      payload: { offerId, firmId, fairIds: [...new Set(fairIds)].sort((a, b) => a - b) },
    });

  const createOffer = async ({
    actor,
    data,
    locale,
  }: {
    actor: Actor;
    data: JobOfferCreateData;
    locale: Locale;
  }) => {
    const [firm] = await db.select({ id: firms.id }).from(firms).where(eq(firms.id, data.firm));
    if (!firm) throw unprocessable([{ propertyPath: 'firm', code: 'firm_not_found' }]);
    const firmFairs = await firmFairsOf(data.firm);
    if (!data.fairs.every((f) => canPlaceOfferIn(actor, firmFairs, f))) throw forbidden();
    const { firm: firmId, ...values } = data;
    await validate(firmId, values);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(jobOffers)
        .values({ firmId, ...columnsOf(values, null) })
        .returning({ id: jobOffers.id });
      await writeChildren(tx, row!.id, values);
      return row!.id;
    });
    await changed(id, firmId, values.fairs);
    return present(actor, id, locale);
  };

  /** What the stored offer holds, as a body would say it. */
  const storedValues = async (row: OfferRow, scope: OfferScope): Promise<Merged> => ({
    fairs: scope.fairs.map((f) => f.id),
    translations: row.translations as Merged['translations'],
    status: row.status,
    family: row.familyId,
    function: row.functionId,
    functionLevel: row.functionLevelId,
    contractType: row.contractTypeId,
    experience: row.experienceId,
    educationLevel: row.educationLevelId,
    disponibility: row.disponibilityId,
    startDate: row.startDate,
    numberOfPosts: row.numberOfPosts,
    country: row.countryId,
    region: row.regionId,
    city: row.city,
    workMode: row.workMode,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency as Merged['salaryCurrency'],
    salaryPeriod: row.salaryPeriod,
    languages: (await languagesOfOffers([row.id])).get(row.id) ?? [],
    recognitionRequired: row.recognitionRequired,
    recognitionName: row.recognitionName as Merged['recognitionName'],
    recognitionSupported: row.recognitionSupported,
    immigrationSupport: row.immigrationSupport,
    relocationSupport: row.relocationSupport,
  });

  /** Not visible → 404; visible but not the firm's stand admin nor an organizer of its fairs → 403. */
  const writable = async (actor: Actor, offerId: number) => {
    const loaded = await readable(actor, offerId);
    if (!canWriteOffer(actor, loaded.scope)) throw forbidden();
    return loaded;
  };

  const updateOffer = async ({
    actor,
    offerId,
    data,
    locale,
  }: {
    actor: Actor;
    offerId: number;
    data: UpdateData;
    locale: Locale;
  }) => {
    const { row, scope } = await writable(actor, offerId);
    const before = scope.fairs.map((f) => f.id);
    const defined = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
    const merged: Merged = { ...(await storedValues(row, scope)), ...defined } as Merged;
    const moved = [
      ...merged.fairs.filter((f) => !before.includes(f)),
      ...before.filter((f) => !merged.fairs.includes(f)),
    ];
    const firmFairs = await firmFairsOf(row.firmId);
    if (!moved.every((f) => canPlaceOfferIn(actor, firmFairs, f))) throw forbidden();
    await validate(row.firmId, merged);
    await db.transaction(async (tx) => {
      await tx
        .update(jobOffers)
        .set({ ...columnsOf(merged, row), updatedAt: new Date() })
        .where(eq(jobOffers.id, offerId));
      await writeChildren(tx, offerId, merged);
    });
    await changed(offerId, row.firmId, [...before, ...merged.fairs]);
    return present(actor, offerId, locale);
  };

  const deleteOffer = async ({ actor, offerId }: { actor: Actor; offerId: number }) => {
    const { row, scope } = await writable(actor, offerId);
    await db.delete(jobOffers).where(eq(jobOffers.id, offerId));
    await changed(
      offerId,
      row.firmId,
      scope.fairs.map((f) => f.id),
    );
  };

  return { createOffer, updateOffer, deleteOffer };
};
