export { HomePage as default } from '../../features/marketing/home-page';
