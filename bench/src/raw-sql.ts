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
