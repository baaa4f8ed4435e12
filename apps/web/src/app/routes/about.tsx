export { AboutPage as default } from '../../features/marketing/about-page';
