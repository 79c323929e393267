// What the rest of the app may use from the authentication feature at any time. The screens are
// in pages.ts, loaded on demand: the board's frame signs out without carrying the sign-in forms.
export { useSignOut } from './api/signout.ts';
