import { canSeeStation, dayOffset } from '@board/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../auth/session.service.ts';
import { findStation } from './legs.repository.ts';

/**
 * The checks every board read starts with: the station exists, the user's role may see it
 * (another station's data is refused, not hidden) and the day is in the station's window.
 */
export async function openStationDay(
  db: Db,
  user: AuthUser,
  station: string,
  day: string | null,
  now: Date,
) {
  const found = await findStation(db, station);
  if (!found) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'station', key: 'validation.unknownStation' }],
    });
  }
  if (!canSeeStation(user.role, user.station, station)) throw new AppError('FORBIDDEN');
  if (day !== null && dayOffset(day, now, found.timeZone) === null) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'day', key: 'validation.dayOutOfWindow' }],
    });
  }
  return found;
}

/** The caller may read and write only their own registration preferences. */
export function requireOwnEmail(user: AuthUser, email: string | undefined): void {
  if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('FORBIDDEN');
  }
}
