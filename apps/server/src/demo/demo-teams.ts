import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { AuthUser } from '../modules/auth/index.ts';
import { findUserByEmail } from '../modules/auth/index.ts';
import { stationHasBoard } from '../modules/stations/index.ts';
import { CREW_NAMES } from './network.ts';
import { pickOne, seededRandom } from './random.ts';

/** The demo accounts the README lists, which record for their stations. */
const LISTED: Readonly<Record<string, string>> = {
  LIM: 'cta.lim@example.com',
  SCL: 'cta.scl@example.com',
  BOG: 'cta.bog@example.com',
};

const emailOf = (station: string) => LISTED[station] ?? `cta.${station.toLowerCase()}@example.com`;

/**
 * One hash for every team account made in this process: of a random password nobody is told,
 * so none of them can sign in until DUTY sends a reset; one argon2 run instead of forty.
 */
let unknownPassword: Promise<string> | undefined;

/**
 * The account of a station's team, for the demo's recorded work: the listed CTA at the hubs
 * and Bogotá; at another station with a board, a CTA of its own (`cta.cuz@example.com`), made
 * on first use. Null where the station has no board, so no team.
 */
export async function demoTeam(db: Db, station: string): Promise<AuthUser | null> {
  const email = emailOf(station);
  let found = await findUserByEmail(db, email);
  if (!found && !(station in LISTED) && (await stationHasBoard(db, station))) {
    unknownPassword ??= hashPassword(randomBytes(24).toString('base64url'));
    const name = pickOne(seededRandom(`team:${station}`), CREW_NAMES);
    await db
      .insert(users)
      .values({
        email,
        fullName: name,
        role: 'CTA',
        stationCode: station,
        passwordHash: await unknownPassword,
      })
      .onConflictDoNothing({ target: users.email });
    found = await findUserByEmail(db, email);
  }
  if (!found) return null;
  const { id, fullName, role, stationCode } = found;
  return {
    id,
    email: found.email,
    fullName,
    role,
    station: stationCode,
    // Records in this process, never through a request: no token whose end could come.
    sessionId: 'demo',
    accessEndsAt: Number.POSITIVE_INFINITY,
  };
}
