import { exportFileName } from '@board/domain';
import type { Download } from '../../lib/workbooks/download.ts';
import type { AuthUser } from '../auth/index.ts';
import type { LegsService } from '../legs/index.ts';
import { boardPdf } from './board-pdf.ts';

/** Imprimir Pizarra: the station's whole day as the General board pairs it, as a PDF. */
export function createPrintBoardService(deps: { legs: LegsService; now: () => Date }) {
  return {
    async print(
      user: AuthUser,
      args: { station: string; day: string; timeline?: boolean | undefined },
    ): Promise<Download> {
      const day = await deps.legs.forDownload(user, {
        station: args.station,
        day: args.day,
        query: '',
      });
      const rows = await day.general();
      if (rows.length === 0) return null;
      return {
        fileName: exportFileName('pizarra', args.station, args.day, 'pdf'),
        contentType: 'application/pdf',
        body: boardPdf(rows, {
          station: args.station,
          day: args.day,
          timeZone: day.timeZone,
          printedAt: deps.now(),
          timeline: args.timeline === true,
        }),
      };
    },
  };
}
export type PrintBoardService = ReturnType<typeof createPrintBoardService>;
