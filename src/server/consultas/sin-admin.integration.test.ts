import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { profiles, user } from '../db/schema.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { AVISO_SIN_ADMIN, avisarSiFaltaAdmin } from './sin-admin.ts';

describe.each(TEST_DATABASES)('the start-up warning when no admin would hear of a waiting consultation ($name)', (testDatabase) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await testDatabase.open());
  });
  afterAll(() => dispose?.());

  const cuenta = async (id: string, role: 'user' | 'pediatra' | 'admin') => {
    await database.db.insert(user).values({ id, name: id, email: `${id}@example.com`, emailVerified: true });
    await database.db.insert(profiles).values({ userId: id, role }).onConflictDoUpdate({ target: profiles.userId, set: { role } });
  };

  it('warns while only families and paediatricians exist, and is quiet once there is an admin', async () => {
    const avisos: string[] = [];
    const log = { warn: (m: string) => void avisos.push(m) };
    expect(await avisarSiFaltaAdmin(database.db, log)).toBe(true);
    await cuenta('familia', 'user');
    await cuenta('pediatra', 'pediatra');
    expect(await avisarSiFaltaAdmin(database.db, log)).toBe(true);
    expect(avisos).toEqual([AVISO_SIN_ADMIN, AVISO_SIN_ADMIN]);
    expect(AVISO_SIN_ADMIN).toContain('npm run admin -- create-user');

    await cuenta('jefa', 'admin');
    expect(await avisarSiFaltaAdmin(database.db, log)).toBe(false);
    expect(avisos).toHaveLength(2);
    // An admin demoted: warned again at the next start.
    await database.db.update(profiles).set({ role: 'pediatra' }).where(eq(profiles.userId, 'jefa'));
    expect(await avisarSiFaltaAdmin(database.db, log)).toBe(true);
  });
});
