// Only what the screens use today; further kit parts are imported here as screens adopt them.
export { Alert } from './alert.tsx';
export { Button, type ButtonProps } from './button.tsx';
export { Checkbox } from './checkbox.tsx';
export { Drawer } from './drawer.tsx';
export { DrawerInPlaceContext } from './drawer-in-place.ts';
export { Dropdown } from './dropdown.tsx';
export { LinkElement, type LinkElementProps } from './link-element.tsx';
export { onModalsChange, topModal } from './modal-stack.ts';
export { PageMessage } from './page-message.tsx';
export { Skeleton } from './skeleton.tsx';
export { Spinner } from './spinner.tsx';
export { TextField } from './text-field.tsx';
export { ToastProvider, useToast } from './toast.tsx';
export { useHydrated } from './use-hydrated.ts';
export { useModalDialog } from './use-modal-dialog.ts';
