import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { stands } from '../../db/schema/index.ts';
import { standSetup } from './stands.fixtures.ts';

// The hall floor's serialised cache is on here (the other stands tests run with it off).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ READ_CACHE_TTL_MS: '600000' });
});
afterAll(() => t.close());

const setup = standSetup(() => t);
type Floor = { id: number; name: string; firm: { name: string } }[];

describe('GET /api/fair_halls/{id}/stands with the floor cache', () => {
  it('serves visitors a stored answer that any successful write drops, and never serves it to owners', async () => {
    const s = await setup({ isPublicAccess: true });
    const url = `/api/fair_halls/${s.hallA.id}/stands?pagination=false`;
    const anonymous = async () => (await t.app.inject({ method: 'GET', url })).json() as Floor;
    const as = async (inject: typeof s.asOrg) => (await inject({ method: 'GET', url })).json() as Floor;

    expect((await anonymous()).map((b) => b.name)).toEqual(['Stand Hôpital']);
    expect((await as(s.asVisitor)).map((b) => b.name)).toEqual(['Stand Hôpital']);
    // A change that bypasses the API is not seen: the answer is the stored one.
    await t.database.db.update(stands).set({ name: 'Renommé en base' }).where(eq(stands.id, s.standId));
    expect((await anonymous()).map((b) => b.name)).toEqual(['Stand Hôpital']);

    // The organizer hides the booth: visitors lose it at once, its firm and the organizer keep it.
    const hide = await s.asOrg({
      method: 'PUT',
      url: `/api/stands/put/${s.standId}`,
      payload: { isHiddenByOrganizer: true },
    });
    expect(hide.statusCode).toBe(200);
    expect(await anonymous()).toEqual([]);
    expect(await as(s.asVisitor)).toEqual([]);
    expect((await as(s.asStandAdmin)).map((b) => b.id)).toEqual([s.standId]);
    expect((await as(s.asOrg)).map((b) => b.id)).toEqual([s.standId]);

    // Another module's write (the firm's name) reaches the floor too.
    await s.asOrg({
      method: 'PUT',
      url: `/api/stands/put/${s.standId}`,
      payload: { isHiddenByOrganizer: false },
    });
    expect((await anonymous()).map((b) => b.firm.name)).toEqual([s.firm.name]);
    const rename = await s.asOrg({
      method: 'PUT',
      url: `/api/firms/${s.firm.id}`,
      payload: { name: 'Hôpital renommé' },
    });
    expect(rename.statusCode).toBe(200);
    expect((await anonymous()).map((b) => b.firm.name)).toEqual(['Hôpital renommé']);

    // A refused write drops nothing (and changes nothing).
    const refused = await s.asVisitor({
      method: 'PUT',
      url: `/api/stands/put/${s.standId}`,
      payload: { name: 'X' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await anonymous()).map((b) => b.firm.name)).toEqual(['Hôpital renommé']);
  });

  it('keeps a private fair private: the anonymous are asked to log in even after a member read', async () => {
    const s = await setup({ isPublicAccess: false });
    const url = `/api/fair_halls/${s.hallA.id}/stands?pagination=false`;
    expect((await s.asVisitor({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await s.asStranger({ method: 'GET', url })).statusCode).toBe(403);
  });
});
