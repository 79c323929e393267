export { NetworkPage } from './network-page.tsx';
