// The delay-code catalogue: read by the board's delay screens, changed by the admin screen.
export { delayCodeKeys, useDelayCodes } from './api/list-delay-codes.ts';
