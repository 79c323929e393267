// What the app composes from the downloads feature.
export { FileButtons } from './file-buttons.tsx';
