// What the app composes from the changes feature.
export { ChangeMarker } from './change-marker.tsx';
export { ChangesProvider, useChanges } from './changes-context.tsx';
export { HandoverButton } from './handover-button.tsx';
export { MarkAllSeen } from './mark-all-seen.tsx';
