import { count, eq, inArray, sql } from 'drizzle-orm';
import {
  USER_TYPES,
  type UserImportPreview,
  type UserImportResult,
  type UserImportRow,
} from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { fairAdmins, fairFirms, fairs, fairUsers, firms, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import {
  accountCreation,
  accountFor,
  insertAccounts,
  publishAccountsCreated,
  reserveFairSeats,
  type SendInvitation,
} from '../users/index.ts';
import { readImportFile } from './import-file.ts';
import { checkRowAlone, mapHeader, rowData, type AccountValues } from './import-rows.ts';
import { canImportUsers } from './user-import.policy.ts';
import type { ReserveInvitations } from '../users/index.ts';

export interface Upload {
  bytes: Buffer;
  filename: string;
}
interface Meta {
  ip: string;
  userAgent?: string;
}
interface ImportFair {
  id: number;
  name: string;
  numberMaxUser: number | null;
  numberMaxOrganizer: number | null;
}

const emptyFile = () => unprocessable([{ propertyPath: 'file', code: 'import_empty' }], 'import_empty');

export const createUserImportService = (
  deps: Pick<AppDeps, 'db' | 'bus' | 'log'>,
  sendInvitation: SendInvitation,
  reserveInvitations: ReserveInvitations,
) => {
  const { db } = deps;
  const pendingMails = new Set<Promise<void>>();

  /** 403 before anything is read from the upload; 404 for a fair that does not exist. */
  const fairFor = async (actor: Actor, fairId: number): Promise<ImportFair> => {
    if (!canImportUsers(actor, fairId)) throw forbidden();
    const [fair] = await db
      .select({
        id: fairs.id,
        name: fairs.name,
        numberMaxUser: fairs.numberMaxUser,
        numberMaxOrganizer: fairs.numberMaxOrganizer,
      })
      .from(fairs)
      .where(eq(fairs.id, fairId))
      .limit(1);
    if (!fair) throw notFound();
    return fair;
  };

  const countIn = async (
    table: typeof fairUsers | typeof fairAdmins,
    fairId: number,
    exec: Pick<Db, 'select'> = db,
  ) => {
    const [n] = await exec.select({ n: count() }).from(table).where(eq(table.fairId, fairId));
    return Number(n?.n ?? 0);
  };

  /**
   * Every row checked on its own (UserCreateSchema and the firm rule), then against the file
   * (an e-mail seen higher up), the database (existing e-mails, unknown firms) and, for the batch
   * of valid rows as a whole, the fair's maxima.
   */
  const analyse = async (actor: Actor, fair: ImportFair, upload: Upload) => {
    const table = await readImportFile(upload.bytes, upload.filename);
    const [headerRow, ...dataRows] = table.rows;
    if (!headerRow) throw emptyFile();
    const header = mapHeader(headerRow.cells);
    if (dataRows.length === 0) throw emptyFile();

    const rows = dataRows.map((record) => {
      const data = rowData(record.cells, header);
      return { line: record.line, data, ...checkRowAlone(data, fair.id) };
    });
    const hasViolation = (row: (typeof rows)[number], path: string) =>
      row.violations.some((v) => v.propertyPath === path);
    const reject = (row: (typeof rows)[number], propertyPath: string, code: string) => {
      if (!hasViolation(row, propertyPath)) row.violations.push({ propertyPath, code });
      row.value = null;
    };

    const seen = new Set<string>();
    for (const row of rows) {
      const email = row.data.email.toLowerCase();
      if (!email) continue;
      if (seen.has(email)) reject(row, 'email', 'duplicate_in_file');
      seen.add(email);
    }
    const emails = [...new Set(rows.filter((r) => r.value).map((r) => r.value!.email))];
    const taken = new Set(
      emails.length
        ? (
            await db
              .select({ email: sql<string>`lower(${users.email})` })
              .from(users)
              .where(inArray(sql`lower(${users.email})`, emails))
          ).map((r) => r.email)
        : [],
    );
    const firmIds = [...new Set(rows.map((r) => r.value?.firm).filter((id): id is number => !!id))];
    const knownFirms = new Set(
      firmIds.length
        ? (await db.select({ id: firms.id }).from(firms).where(inArray(firms.id, firmIds))).map((r) => r.id)
        : [],
    );
    // Each staff row follows the rule of a single creation (permissions.md "Firms across fairs").
    const linksOf = new Map<number, number[]>();
    if (firmIds.length)
      for (const link of await db
        .select({ firmId: fairFirms.firmId, fairId: fairFirms.fairId })
        .from(fairFirms)
        .where(inArray(fairFirms.firmId, firmIds)))
        linksOf.set(link.firmId, [...(linksOf.get(link.firmId) ?? []), link.fairId]);
    for (const row of rows) {
      if (!row.value) continue;
      const firm = row.value.firm;
      const account = accountFor(row.value.userType);
      const isStaff =
        account.userType === USER_TYPES.STAND_ADMIN || account.userType === USER_TYPES.STAND_CONTACT;
      if (taken.has(row.value.email)) reject(row, 'email', 'email_exists');
      else if (firm !== null && !knownFirms.has(firm)) reject(row, 'firm', 'firm_not_found');
      else if (isStaff && firm !== null) {
        const fairIds = linksOf.get(firm) ?? [];
        if (!fairIds.includes(fair.id)) reject(row, 'firm', 'firm_not_in_fair');
        else if (
          accountCreation(actor, {
            userType: account.userType,
            fairId: fair.id,
            firm: { id: firm, fairIds },
          }) !== 'create'
        )
          reject(row, 'firm', 'firm_roster_not_yours');
      }
    }

    const accepted = rows.flatMap((r) => (r.value ? [{ line: r.line, value: r.value }] : []));
    const addingOrganizers = accepted.filter(
      (a) => accountFor(a.value.userType).userType === USER_TYPES.ORGANIZER,
    ).length;
    const capacity = {
      users: { max: fair.numberMaxUser, current: await countIn(fairUsers, fair.id), adding: accepted.length },
      organizers: {
        max: fair.numberMaxOrganizer,
        current: await countIn(fairAdmins, fair.id),
        adding: addingOrganizers,
      },
    };
    const over = (c: { max: number | null; current: number; adding: number }) =>
      c.max !== null && c.adding > 0 && c.current + c.adding > c.max;
    const batchViolations = [
      ...(over(capacity.users) ? [{ propertyPath: 'fair', code: 'fair_user_limit_reached' }] : []),
      ...(over(capacity.organizers) ? [{ propertyPath: 'fair', code: 'fair_organizer_limit_reached' }] : []),
    ];
    const out: UserImportRow[] = rows.map(({ line, data, violations }) => ({ line, data, violations }));
    const preview: UserImportPreview = {
      fair: fair.id,
      format: table.format,
      ignoredColumns: header.ignored,
      rows: out,
      counts: { total: out.length, valid: accepted.length, invalid: out.length - accepted.length },
      capacity,
      batchViolations,
    };
    return { preview, accepted };
  };

  /** POST /users/import/preview: reads and checks, writes nothing. */
  const preview = async ({
    actor,
    fairId,
    readUpload,
  }: {
    actor: Actor;
    fairId: number;
    readUpload: () => Promise<Upload>;
  }): Promise<UserImportPreview> => {
    const fair = await fairFor(actor, fairId);
    return (await analyse(actor, fair, await readUpload())).preview;
  };

  const mailAll = (
    created: { id: number; email: string; firstName: string; locale: string }[],
    fair: ImportFair,
    meta: Meta,
  ) => {
    const run = (async () => {
      for (const user of created) {
        try {
          await sendInvitation(user, { id: fair.id, name: fair.name }, meta);
        } catch (err) {
          deps.log.error({ err, userId: user.id }, 'user import: invitation mail failed');
        }
      }
    })();
    pendingMails.add(run);
    void run.finally(() => pendingMails.delete(run));
  };

  /**
   * POST /users/import: the valid rows in one transaction — the users, their memberships and
   * organizer seats — then the fair's maxima checked on what the transaction holds: any excess,
   * or any failure, rolls the whole batch back. The set-password mails leave after the commit.
   */
  const importUsers = async ({
    actor,
    fairId,
    readUpload,
    meta,
  }: {
    actor: Actor;
    fairId: number;
    readUpload: () => Promise<Upload>;
    meta: Meta;
  }): Promise<UserImportResult> => {
    const fair = await fairFor(actor, fairId);
    const { preview: checked, accepted } = await analyse(actor, fair, await readUpload());
    const rejected = checked.rows.filter((r) => r.violations.length > 0);
    if (accepted.length === 0) return { fair: fair.id, created: 0, users: [], rejected };
    const values: AccountValues[] = accepted.map((a) => a.value);
    const created = await db.transaction(async (tx) => {
      // The fair's maxima for the whole batch: any excess rolls it back (one import at a time per fair).
      await reserveFairSeats(tx, fair, {
        users: values.length,
        organizers: checked.capacity.organizers.adding,
      });
      const rows = await insertAccounts(tx, fair.id, values);
      await reserveInvitations(actor.id, rows.length);
      return rows;
    });
    await publishAccountsCreated(deps, fair.id, created);
    mailAll(created, fair, meta);
    const lineOf = new Map(accepted.map((a) => [a.value.email, a.line]));
    return {
      fair: fair.id,
      created: created.length,
      users: created
        .map((u) => ({ line: lineOf.get(u.email) ?? 0, id: u.id, email: u.email }))
        .sort((a, b) => a.line - b.line),
      rejected,
    };
  };

  /** Lets the server finish the invitation mails already under way before it closes. */
  const drain = async () => {
    await Promise.allSettled([...pendingMails]);
  };

  return { preview, importUsers, drain };
};
export type UserImportService = ReturnType<typeof createUserImportService>;
