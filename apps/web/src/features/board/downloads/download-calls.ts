import type {
  ExportDelaysRequest,
  ExportListRequest,
  ExportOvernightsRequest,
  ExportPrintRequest,
  ExportTrailersRequest,
} from '@board/domain';
import { api } from '../../../lib/api-client.ts';
import type { BoardListParams } from '../api/board-keys.ts';

/**
 * The download calls of section 7. They share one shape (a body in, a file or nothing out), so
 * they live together; each answers null when the server found nothing to put in the file.
 */

export const exportList = (body: ExportListRequest) => api.download('v1/leg/export-list', body);
export const exportTrailers = (body: ExportTrailersRequest) =>
  api.download('v1/leg/export-trailers', body);
export const exportDelays = (body: ExportDelaysRequest) =>
  api.download('v1/leg/export-delays', body);
export const exportOvernights = (body: ExportOvernightsRequest) =>
  api.download('v1/leg/export-overnights', body);
export const exportPrintFormat = (body: ExportPrintRequest) =>
  api.download('v1/leg/export-printformat', body);
export const downloadDelayCodes = () => api.download('v1/delaycode/download');

/** What the download panel offers (section 2), in its order, and the call behind each. */
export const DOWNLOAD_CHOICES = [
  { key: 'general', run: (p: BoardListParams) => exportList({ ...p, type: 'home' }) },
  { key: 'arrivals', run: (p: BoardListParams) => exportList({ ...p, type: 'arrivals' }) },
  { key: 'departures', run: (p: BoardListParams) => exportList({ ...p, type: 'departures' }) },
  { key: 'delays', run: exportDelays },
  { key: 'overnights', run: exportOvernights },
  { key: 'trailers', run: exportTrailers },
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
