// What the app composes from the admin feature.
export { AdminPage } from './components/admin-page.tsx';
