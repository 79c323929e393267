import { type ChangeEntry, type ChangesSince, sourceOfCall } from '@board/domain';
import type { Db } from '../../db/client.ts';
import { MEDIA } from '../../lib/openapi/route-media.ts';
import type { Download } from '../../lib/workbooks/download.ts';
import type { AuthUser } from '../auth/index.ts';
import { changesOfStationDay, legsOfStationDay } from '../legs/index.ts';
import { openStationDay } from '../stations/index.ts';
import { handoverPdf, handoverWorkbook } from './handover-files.ts';
import { daySeenAt, legsSeenAt, markDaySeen, markLegsSeen } from './seen.repository.ts';

type ChangeRow = Awaited<ReturnType<typeof changesOfStationDay>>[number];
type HandoverArgs = { station: string; day: string; hours: number };

/** One entry per field changed, with who changed it and when. */
function entriesOf(row: ChangeRow): ChangeEntry[] {
  const by = { name: row.userName, role: row.role, source: sourceOfCall(row.call) };
  return row.changes.map((c) => ({ ...c, at: row.changedAt.toISOString(), by }));
}

const flightOf = (row: ChangeRow) => `${row.airline}${row.flightNumber}`;

/**
 * What changed since I last looked, per user and station day, on the legs' history (the
 * stations' saves, movement messages and the feed): markers for the board, "Marcar todo como
 * visto", and the shift's handover (decision 0041).
 */
export function createChangesService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function handoverOf(user: AuthUser, args: HandoverArgs) {
    const to = deps.now();
    const timeZone = await openStationDay(db, user, args.station, args.day, to);
    const from = new Date(to.getTime() - args.hours * 3_600_000);
    const rows = await changesOfStationDay(db, args.station, args.day, from);
    const entries = rows
      .flatMap((row) =>
        entriesOf(row).map((e) => ({ ...e, _id: row.legId, flight_number: flightOf(row) })),
      )
      .reverse();
    return { from, to, timeZone, entries };
  }

  return {
    /**
     * The legs with changes after the caller's last look (the day's, or the leg's own when
     * later), their own saves left out. The first look at a day starts the count.
     */
    async since(user: AuthUser, args: { station: string; day: string }): Promise<ChangesSince> {
      const now = deps.now();
      await openStationDay(db, user, args.station, args.day, now);
      const baseline = await daySeenAt(db, user.id, args.station, args.day);
      if (!baseline) {
        await markDaySeen(db, user.id, args.station, args.day, now);
        return { since: now.toISOString(), legs: [] };
      }
      const rows = await changesOfStationDay(db, args.station, args.day, baseline);
      const seen = await legsSeenAt(db, user.id, [...new Set(rows.map((r) => r.legId))]);
      const legs = new Map<string, ChangesSince['legs'][number]>();
      for (const row of rows) {
        const from = seen.get(row.legId) ?? baseline;
        if (row.changedAt <= from || row.userId === user.id) continue;
        const leg = legs.get(row.legId) ?? {
          _id: row.legId,
          flight_number: flightOf(row),
          changes: [],
        };
        leg.changes.push(...entriesOf(row));
        legs.set(row.legId, leg);
      }
      return { since: baseline.toISOString(), legs: [...legs.values()] };
    },

    /** The whole day seen now, or only the legs named (a marker opened). */
    async markSeen(
      user: AuthUser,
      args: { station: string; day: string; ids?: string[] | undefined },
    ) {
      const now = deps.now();
      await openStationDay(db, user, args.station, args.day, now);
      if (args.ids) {
        // Each leg once, and only the day's: an id named twice or of another day marks nothing.
        const ids = await legsOfStationDay(db, args.station, args.day, [...new Set(args.ids)]);
        await markLegsSeen(db, user.id, ids, now);
      } else await markDaySeen(db, user.id, args.station, args.day, now);
    },

    /** Relevo de turno: every change of the station day in the last `hours`, newest first. */
    async handover(user: AuthUser, args: HandoverArgs) {
      const { from, to, entries } = await handoverOf(user, args);
      return { from: from.toISOString(), to: to.toISOString(), entries };
    },

    /** The same as a workbook or as pages to print, named by station and day. */
    async handoverFile(
      user: AuthUser,
      args: HandoverArgs,
      format: 'xlsx' | 'pdf',
    ): Promise<Download> {
      const handover = { ...args, ...(await handoverOf(user, args)) };
      const fileName = `relevo_${args.station}_${args.day}.${format}`;
      return format === 'xlsx'
        ? { fileName, contentType: MEDIA.xlsx, body: await handoverWorkbook(handover) }
        : { fileName, contentType: MEDIA.pdf, body: handoverPdf(handover) };
    },
  };
}
export type ChangesService = ReturnType<typeof createChangesService>;
