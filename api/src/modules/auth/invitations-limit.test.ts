import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildUser } from '../../../test/factories.ts';
import { users } from '../../db/schema/index.ts';

// Invitation mails per sender and window (INVITATIONS_MAX_PER_SENDER), counted in the shared
// counter store: account creation and user import alike, 429 with Retry-After beyond.
let t: TestApp;
let fairId: number;
beforeAll(async () => {
  t = await buildTestApp({ INVITATIONS_MAX_PER_SENDER: '3' });
  fairId = (await buildFair(t.database.db)).id;
});
afterAll(() => t.close());

const userCount = async () => Number((await t.database.db.select({ n: count() }).from(users))[0]?.n);
const organizer = async () => {
  const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fairId] });
  return loginAs(t.app, org.email, org.password);
};
type Session = Awaited<ReturnType<typeof organizer>>;
const create = (s: Session, email = `inv-${randomUUID().slice(0, 8)}@test.example`) =>
  s.inject({
    method: 'POST',
    url: '/api/users',
    payload: { email, firstName: 'Invitée', lastName: 'Test', userType: USER_TYPES.VISITOR, fair: fairId },
  });
const importRows = (s: Session, rows: number) => {
  const boundary = `----passerelle${randomUUID().replace(/-/g, '')}`;
  const csv = [
    'email;firstName;lastName',
    ...Array.from({ length: rows }, () => `imp-${randomUUID().slice(0, 8)}@test.example;Lou;Import`),
  ].join('\n');
  return s.inject({
    method: 'POST',
    url: `/api/users/import?fair=${fairId}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="u.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  });
};

describe('invitations per sender', () => {
  it('refuses account creations beyond the limit with 429 and Retry-After, writing nothing; other senders are not affected', async () => {
    const a = await organizer();
    for (let i = 0; i < 3; i++) expect((await create(a)).statusCode).toBe(201);
    const before = await userCount();
    const refused = await create(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message_code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
    expect((await create(await organizer())).statusCode).toBe(201);
  });

  it('does not count a creation that fails', async () => {
    const s = await organizer();
    const taken = await buildUser(t.database.db);
    for (let i = 0; i < 4; i++) expect((await create(s, taken.email)).statusCode).toBe(409);
    for (let i = 0; i < 3; i++) expect((await create(s)).statusCode).toBe(201);
  });

  it('counts every row of an import: a batch beyond what is left is refused whole and not counted', async () => {
    const s = await organizer();
    const before = await userCount();
    const tooMany = await importRows(s, 4);
    expect(tooMany.statusCode).toBe(429);
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
    const two = await importRows(s, 2);
    expect(two.statusCode).toBe(200);
    expect(two.json().created).toBe(2);
    expect((await importRows(s, 2)).statusCode).toBe(429);
    expect((await importRows(s, 1)).json().created).toBe(1);
    // The same ceiling covers single creations by that sender.
    expect((await create(s)).statusCode).toBe(429);
    expect(await userCount()).toBe(before + 3);
  });
});
