export { ProfilePage as default } from '../../features/profile/profile-page';
