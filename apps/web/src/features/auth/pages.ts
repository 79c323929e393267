// The authentication screens, which the app loads on demand for their routes.
export { ForgotPage } from './components/forgot-page.tsx';
export { LoginPage } from './components/login-page.tsx';
export { ResetPasswordPage } from './components/reset-password-page.tsx';
