import {
  AIRLINE_DELAY_RESPONSIBLE,
  type AirlineDelayCodesRequest,
  capabilities,
  DELAY_CODES,
  type DelayCode,
} from '@board/domain';
import { asc } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { airlineDelayCodes } from '../../db/schema/catalogues.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../auth/index.ts';

async function airlineCodes(db: DbOrTx): Promise<DelayCode[]> {
  const rows = await db.select().from(airlineDelayCodes).orderBy(asc(airlineDelayCodes.code));
  return rows.map((row) => ({
    code: row.code,
    alpha: row.alpha ?? '',
    name: row.name,
    iataResponsible: AIRLINE_DELAY_RESPONSIBLE,
  }));
}

/** The delay codes a station may record: the airline's own 00-05 first, then the IATA ones. */
export async function delayCodeCatalogue(db: DbOrTx): Promise<DelayCode[]> {
  return [...(await airlineCodes(db)), ...DELAY_CODES];
}

/** DUTY replaces the airline's own codes as a whole; entries already recorded keep their text. */
export async function setAirlineDelayCodes(
  db: Db,
  user: AuthUser,
  body: AirlineDelayCodesRequest,
): Promise<DelayCode[]> {
  if (!capabilities(user.role).supervisor) throw new AppError('FORBIDDEN');
  await db.transaction(async (tx) => {
    await tx.delete(airlineDelayCodes);
    if (body.codes.length > 0) {
      await tx.insert(airlineDelayCodes).values(
        body.codes.map((entry) => ({
          code: entry.code,
          alpha: entry.alpha ?? null,
          name: entry.name,
        })),
      );
    }
  });
  return delayCodeCatalogue(db);
}
