import { Outlet } from 'react-router';
import { useDocumentTitle } from './document-title.ts';

export function RootLayout() {
  useDocumentTitle();
  return <Outlet />;
}
