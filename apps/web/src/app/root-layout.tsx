import { Outlet } from 'react-router';
import { useDocumentTitle } from './document-title.ts';
import { UpdatePrompt } from './update/update-prompt.tsx';

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
