import { Readable } from 'node:stream';
import { canSeeNetwork, type NetworkFigures, networkFigures } from '@board/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { MEDIA } from '../../lib/openapi/route-media.ts';
import type { Download } from '../../lib/workbooks/download.ts';
import { airportZones } from '../../reference/airports.ts';
import type { AuthUser } from '../auth/index.ts';
import { networkDay } from '../legs/index.ts';
import { boardStations, requireNetworkDay } from '../stations/index.ts';
import { networkWorkbook } from './network-workbook.ts';

/** Red: the network's figures of a day, for the roles that see every station (DUTY, GENERIC). */
export function createNetworkService(deps: { db: Db; now: () => Date }) {
  async function figures(user: AuthUser, day: string): Promise<NetworkFigures> {
    if (!canSeeNetwork(user.role)) throw new AppError('FORBIDDEN');
    await requireNetworkDay(deps.db, day, deps.now());
    // Every airport's zone, not only the boards': an outstation's late STD reads in its own time.
    const [legs, boards, zones] = await Promise.all([
      networkDay(deps.db, day),
      boardStations(deps.db),
      airportZones(),
    ]);
    return networkFigures(day, legs, boards, zones);
  }
  return {
    figures,
    async download(user: AuthUser, day: string): Promise<Download> {
      const workbook = await networkWorkbook(await figures(user, day));
      return {
        fileName: `red_${day}.xlsx`,
        contentType: MEDIA.xlsx,
        body: Readable.from([workbook]),
      };
    },
  };
}
export type NetworkService = ReturnType<typeof createNetworkService>;
