/**
 * The SQL the app runs for an uncached read, for the raw-`pg` control (pg-control-server.ts): stages in
 * order, the statements of a stage in parallel, with the parameters the app binds for the demo's data.
 * Copied from PostgreSQL's statement log (`ALTER DATABASE … SET log_statement = 'all'`, then one GET on the
 * endpoint) on 2026-11-25; capture it again the same way when the app's queries for these endpoints change.
 */
export interface Statement {
  text: string;
  values: unknown[];
}

const firmsPage =
  'select "firms"."id", "firms"."name", "firms"."address", "firms"."phone", "firms"."email", "firms"."website", ' +
  '"firms"."description", "firms"."is_visible", "firms"."created_at", "firms"."firm_type_id", ' +
  `coalesce("firm_types"."translations"->$1->>$2, "firm_types"."translations"->'fr'->>$3), ` +
  '"media_objects"."id", "media_objects"."file_path", "media_objects"."thumbnail_path", count(*) over () ' +
  'from "firms" left join "firm_types" on "firm_types"."id" = "firms"."firm_type_id" ' +
  'left join "media_objects" on "media_objects"."id" = "firms"."logo_id" ' +
  'where (exists (select 1 from "fair_firms" where ("fair_firms"."firm_id" = "firms"."id" and "fair_firms"."fair_id" = $4)) ' +
  'and (("firms"."is_visible" = $5 and exists (select 1 from "fair_firms" where ("fair_firms"."firm_id" = "firms"."id" ' +
  'and "fair_firms"."fair_id" in (select "id" from "fairs" where "fairs"."is_public_access" = $6)))) ' +
  'or exists (select 1 from "fair_firms" where ("fair_firms"."firm_id" = "firms"."id" and false)))) ' +
  'order by lower("firms"."name") asc, "firms"."id" asc limit $7';

const firmsSectors =
  'select "firm_business_sectors"."firm_id", "business_sectors"."id", ' +
  `coalesce("business_sectors"."translations"->$1->>$2, "business_sectors"."translations"->'fr'->>$3) ` +
  'from "firm_business_sectors" inner join "business_sectors" on "business_sectors"."id" = "firm_business_sectors"."sector_id" ' +
  'where "firm_business_sectors"."firm_id" in ($4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ' +
  `order by coalesce("business_sectors"."translations"->$16->>$17, "business_sectors"."translations"->'fr'->>$18) asc, ` +
  '"business_sectors"."id" asc';

/** Keyed by the endpoint exactly as the bench requests it. */
export const RAW_SQL: Record<string, Statement[][]> = {
  '/api/firms/front/list?fair=1&pagination=false': [
    [
      {
        text:
          'select "id", "is_public_access", "nb_results_per_page", "is_hiding_email_firm", "is_hiding_email_user" ' +
          'from "fairs" where "fairs"."id" = $1 limit $2',
        values: [1, 1],
      },
    ],
    [{ text: firmsPage, values: ['fr', 'name', 'name', 1, true, true, 12] }],
    [
      {
        text: firmsSectors,
        values: ['fr', 'name', 'name', 9, 2, 13, 1, 5, 3, 8, 4, 11, 7, 18, 10, 'fr', 'name', 'name'],
      },
    ],
  ],
  '/api/countries?pagination=false': [
    [
      {
        text:
          'select "id", "code", "translations", count(*) over () from "countries" ' +
          `order by coalesce("countries"."translations"->$1->>$2, "countries"."translations"->'fr'->>$3) limit $4`,
        values: ['fr', 'name', 'name', 5000],
      },
    ],
  ],
};

// ---- The visitors' offers search sorted by fit (issue 11), on the bench's 5,000 offers (seed-offers.ts) ----

/** The request: the demo's first fair, its first page as the offers page asks it (12 per page), best fit first. */
export const OFFERS_SEARCH =
  '/api/jobs?fair=1&page=1&itemsPerPage=12&order[fit]=desc&order[publishedAt]=desc';

/** `($from, …, $(from + n - 1))`: drizzle's `in` list, one parameter per value. */
const list = (n: number, from = 1) => `(${Array.from({ length: n }, (_, i) => '$' + (from + i)).join(', ')})`;

/** The columns of an offer row (drizzle's select of the whole `job_offers` table). */
const offerColumns =
  '"job_offers"."id", "job_offers"."firm_id", "job_offers"."translations", "job_offers"."status", ' +
  '"job_offers"."family_id", "job_offers"."function_id", "job_offers"."function_level_id", ' +
  '"job_offers"."contract_type_id", "job_offers"."experience_id", "job_offers"."education_level_id", ' +
  '"job_offers"."disponibility_id", "job_offers"."start_date", "job_offers"."number_of_posts", ' +
  '"job_offers"."country_id", "job_offers"."region_id", "job_offers"."city", "job_offers"."work_mode", ' +
  '"job_offers"."salary_min", "job_offers"."salary_max", "job_offers"."salary_currency", ' +
  '"job_offers"."salary_period", "job_offers"."recognition_required", "job_offers"."recognition_name", ' +
  '"job_offers"."recognition_supported", "job_offers"."immigration_support", ' +
  '"job_offers"."relocation_support", "job_offers"."published_at", "job_offers"."created_at", ' +
  '"job_offers"."updated_at"';

/** The ids of every offer the visitor may see in the fair, in the list's other order (up to FIT_SORT_CAP). */
export const offersSearchIds: Statement = {
  text:
    'select "id" from "job_offers" where ((("job_offers"."status" = $1 and exists (select 1 from ' +
    '"job_offer_fairs" inner join "fairs" on "fairs"."id" = "job_offer_fairs"."fair_id" where ' +
    '("job_offer_fairs"."offer_id" = "job_offers"."id" and "fairs"."is_using_job_module" = $2 and ' +
    '"job_offer_fairs"."fair_id" in (select "id" from "fairs" where ("fairs"."is_public_access" = $3 or ' +
    '"fairs"."id" in ($4)))))) or false or exists (select 1 from "job_offer_fairs" where ' +
    '("job_offer_fairs"."offer_id" = "job_offers"."id" and false))) and exists (select 1 from ' +
    '"job_offer_fairs" where ("job_offer_fairs"."offer_id" = "job_offers"."id" and ' +
    '"job_offer_fairs"."fair_id" = $5))) order by "job_offers"."published_at" desc nulls last, ' +
    '"job_offers"."id" desc limit $6',
  values: ['published', true, true, 1, 1, 5000],
};

/** What varies with the run: the session (from the access token), the seeded ids, the page's ids. */
export interface OffersSearchRun {
  userId: number;
  sessionId: string;
  /** offersSearchIds' answer. */
  offerIds: number[];
  /** The ids of the app's page, in its order (the fit's ranking). */
  pageIds: number[];
}

/**
 * The statements of one offers search by the demo visitor, in the app's order (captured 2026-11-28): the
 * bearer check's actor and session, the fair, the visitor's job profile and what the match reads of it
 * (the demo visitor's experience function 1, experience 3, disponibility 3, education level 17), the
 * candidate ids, what the match reads of every candidate (its offers' columns and their languages, side by side), then the page's
 * rows, fairs and languages.
 */
export const offersSearchSql = (r: OffersSearchRun): Statement[][] => {
  const u = r.userId;
  const n = r.offerIds.length;
  const p = r.pageIds.length;
  return [
    [
      {
        text:
          'select "id", "roles", "user_type", "firm_id", array(select "fair_id" from "fair_users" where ' +
          '"user_id" = $1 and "is_validated" = 1), array(select "fair_id" from "fair_users" where "user_id" = ' +
          '$2 and "is_validated" = 0), array(select "fair_id" from "fair_admins" where "user_id" = $3), ' +
          'exists(select 1 from "refresh_tokens" where "family_id" = $4 and "revoked_at" is null and "user_id" ' +
          '= $5) from "users" where "users"."id" = $6 limit $7',
        values: [u, u, u, r.sessionId, u, u, 1],
      },
    ],
    [
      {
        text: 'select "id", "is_public_access", "is_using_job_module" from "fairs" where "fairs"."id" = $1',
        values: [1],
      },
    ],
    [
      {
        text:
          'select "id", "user_id", "family_ids", "function_ids", "experience_id", "experiences", "educations", ' +
          '"languages", "personal_quality_ids", "personal_skill_ids", "disponibility_id", ' +
          '"mobility_country_ids", "mobility_region_ids", "work_transport", "residence_country_id", ' +
          '"recognition", "licence", "cv_id", "photo_id", "is_complete", "created_at", "updated_at" from ' +
          '"job_profiles" where "job_profiles"."user_id" = $1',
        values: [u],
      },
    ],
    [
      {
        text: 'select "id", "family_id" from "job_functions" where "job_functions"."id" in ($1)',
        values: [1],
      },
      { text: 'select "position" from "job_experiences" where "job_experiences"."id" in ($1)', values: [3] },
      {
        text: 'select "position" from "job_disponibilities" where "job_disponibilities"."id" in ($1)',
        values: [3],
      },
      {
        text: 'select "isced" from "job_education_levels" where "job_education_levels"."id" in ($1)',
        values: [17],
      },
    ],
    [offersSearchIds],
    // What the match reads of every candidate: its columns of the offers, and their languages, side by side.
    [
      {
        text:
          'select "job_offers"."id", "job_offers"."family_id", "job_offers"."function_id", ' +
          '"job_offers"."recognition_required", "job_offers"."recognition_supported", "job_offers"."country_id", ' +
          '"job_offers"."region_id", "job_offers"."work_mode", "job_experiences"."position", ' +
          '"job_disponibilities"."position", "job_education_levels"."isced" ' +
          'from "job_offers" left join "job_experiences" on "job_experiences"."id" = ' +
          '"job_offers"."experience_id" left join "job_disponibilities" on "job_disponibilities"."id" = ' +
          '"job_offers"."disponibility_id" left join "job_education_levels" on "job_education_levels"."id" = ' +
          '"job_offers"."education_level_id" where "job_offers"."id" in ' +
          list(n),
        values: r.offerIds,
      },
      {
        text:
          'select "id", "offer_id", "language", "levels", "certificates", "max_rank", "position" from ' +
          '"job_offer_languages" where "job_offer_languages"."offer_id" in ' +
          list(n) +
          ' order by "job_offer_languages"."position" asc, "job_offer_languages"."id" asc',
        values: r.offerIds,
      },
    ],
    [
      {
        text:
          'select ' +
          offerColumns +
          `, "firms"."name", case when "job_families"."id" is null then null else json_build_object('id', ` +
          `"job_families"."id", 'name', coalesce("job_families"."translations"->$1->>$2, ` +
          `"job_families"."translations"->'fr'->>$3)) end, case when "job_functions"."id" is null then null ` +
          `else json_build_object('id', "job_functions"."id", 'name', ` +
          `coalesce("job_functions"."translations"->$4->>$5, "job_functions"."translations"->'fr'->>$6)) end, ` +
          `case when "job_contract_types"."id" is null then null else json_build_object('id', ` +
          `"job_contract_types"."id", 'name', coalesce("job_contract_types"."translations"->$7->>$8, ` +
          `"job_contract_types"."translations"->'fr'->>$9)) end, case when "countries"."id" is null then null ` +
          `else json_build_object('id', "countries"."id", 'name', ` +
          `coalesce("countries"."translations"->$10->>$11, "countries"."translations"->'fr'->>$12)) end, ` +
          'count(*) over () from "job_offers" inner join "firms" on "firms"."id" = "job_offers"."firm_id" left ' +
          'join "job_families" on "job_families"."id" = "job_offers"."family_id" left join "job_functions" on ' +
          '"job_functions"."id" = "job_offers"."function_id" left join "job_contract_types" on ' +
          '"job_contract_types"."id" = "job_offers"."contract_type_id" left join "countries" on ' +
          '"countries"."id" = "job_offers"."country_id" where "job_offers"."id" in ' +
          list(p, 13),
        values: [...Array.from({ length: 4 }, () => ['fr', 'name', 'name']).flat(), ...r.pageIds],
      },
    ],
    [
      {
        text:
          'select "job_offer_fairs"."offer_id", "fairs"."id", "fairs"."is_public_access", ' +
          '"fairs"."is_using_job_module" from "job_offer_fairs" inner join "fairs" on "fairs"."id" = ' +
          '"job_offer_fairs"."fair_id" where "job_offer_fairs"."offer_id" in ' +
          list(p) +
          ' order by "fairs"."id" asc',
        values: r.pageIds,
      },
      {
        text:
          'select "id", "offer_id", "language", "levels", "certificates", "max_rank", "position" from ' +
          '"job_offer_languages" where "job_offer_languages"."offer_id" in ' +
          list(p) +
          ' order by "job_offer_languages"."position" asc, "job_offer_languages"."id" asc',
        values: r.pageIds,
      },
    ],
  ];
};
