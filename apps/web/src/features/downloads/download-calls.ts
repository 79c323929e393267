import type { BodyPath, RequestBody } from '@board/domain';
import { api } from '../../lib/api-client.ts';
import type { BodyOf } from '../../lib/request-body.ts';
import type { StationDay } from '../../lib/station-day.tsx';

/**
 * The download calls of section 7 for the board's lists and its print (the delay codes table is
 * the delays view's). They share one shape (a body in, a file or nothing out), so they live
 * together; each answers null when the server found nothing to put in the file.
 */

/** The download of `path`, its body checked against the path's contract, spreads included. */
const downloadOf =
  <P extends BodyPath>(path: P) =>
  <B extends RequestBody<P>>(body: BodyOf<P, B>) =>
    api.download(path, body);

export const exportList = downloadOf('v1/leg/export-list');
export const exportTrailers = downloadOf('v1/leg/export-trailers');
export const exportDelays = downloadOf('v1/leg/export-delays');
export const exportOvernights = downloadOf('v1/leg/export-overnights');
export const exportPrintFormat = downloadOf('v1/leg/export-printformat');

/** The board's list to put in a file: its station day and search. */
type ListParams = Pick<StationDay, 'station' | 'day' | 'query'>;

/** What the download panel offers (section 2), in its order, and the call behind each. */
export const DOWNLOAD_CHOICES = [
  { key: 'general', run: (p: ListParams) => exportList({ ...p, type: 'home' }) },
  { key: 'arrivals', run: (p: ListParams) => exportList({ ...p, type: 'arrivals' }) },
  { key: 'departures', run: (p: ListParams) => exportList({ ...p, type: 'departures' }) },
  { key: 'delays', run: (p: ListParams) => exportDelays(p) },
  { key: 'overnights', run: (p: ListParams) => exportOvernights(p) },
  { key: 'trailers', run: (p: ListParams) => exportTrailers(p) },
] as const;
export type DownloadChoice = (typeof DOWNLOAD_CHOICES)[number]['key'];

/** The board tabs; Hitos and the timeline download as the general tab (section 2). */
export type BoardTab =
  | 'general'
  | 'arrivals'
  | 'departures'
  | 'delays'
  | 'overnights'
  | 'milestones'
  | 'timeline';
export const choiceOfTab = (tab: BoardTab): DownloadChoice =>
  tab === 'milestones' || tab === 'timeline' ? 'general' : tab;
