export { ForgotPasswordPage as default } from '../../features/auth/forgot-password-page';
