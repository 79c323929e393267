// What the rest of the app may use from the authentication feature.
export { useSignOut } from './api/signout.ts';
export { ForgotPage } from './components/forgot-page.tsx';
export { LoginPage } from './components/login-page.tsx';
export { ResetPasswordPage } from './components/reset-password-page.tsx';
