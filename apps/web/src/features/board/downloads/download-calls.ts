import type { BodyPath, RequestBody } from '@board/domain';
import { api } from '../../../lib/api-client.ts';
import type { BodyOf } from '../../../lib/request-body.ts';
import type { BoardListParams } from '../api/board-keys.ts';

/**
 * The download calls of section 7. They share one shape (a body in, a file or nothing out), so
 * they live together; each answers null when the server found nothing to put in the file.
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
export const downloadDelayCodes = () => api.downloadWithoutBody('v1/delaycode/download');

/** What the download panel offers (section 2), in its order, and the call behind each. */
export const DOWNLOAD_CHOICES = [
  { key: 'general', run: (p: BoardListParams) => exportList({ ...p, type: 'home' }) },
  { key: 'arrivals', run: (p: BoardListParams) => exportList({ ...p, type: 'arrivals' }) },
  { key: 'departures', run: (p: BoardListParams) => exportList({ ...p, type: 'departures' }) },
  { key: 'delays', run: (p: BoardListParams) => exportDelays(p) },
  { key: 'overnights', run: (p: BoardListParams) => exportOvernights(p) },
  { key: 'trailers', run: (p: BoardListParams) => exportTrailers(p) },
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
