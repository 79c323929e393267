import { api } from '../../../lib/api-client.ts';

/** The delay codes table as an Excel file (section 7), offered above Demoras. */
export const downloadDelayCodes = () => api.downloadWithoutBody('v1/delaycode/download');
