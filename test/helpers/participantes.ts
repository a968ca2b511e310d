/** The five people every authorisation matrix of a consultation needs, signed in on one server. */
import { createAccount, type TestAccount } from './accounts.ts';
import type { RunningServer } from './server.ts';

export interface Participantes {
  readonly familia: TestAccount;
  readonly otraFamilia: TestAccount;
  /** The paediatrician who accepts the consultations of the test. */
  readonly asignado: TestAccount;
  readonly otroPediatra: TestAccount;
  readonly admin: TestAccount;
}

export async function crearParticipantes(server: RunningServer): Promise<Participantes> {
  const [familia, otraFamilia, asignado, otroPediatra, admin] = await Promise.all([
    createAccount(server),
    createAccount(server),
    createAccount(server, { role: 'pediatra' }),
    createAccount(server, { role: 'pediatra' }),
    createAccount(server, { role: 'admin' }),
  ]);
  return { familia, otraFamilia, asignado, otroPediatra, admin };
}
