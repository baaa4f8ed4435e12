export { ActivatePage as default } from '../../features/auth/activate-page';
