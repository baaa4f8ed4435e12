export { ContactPage as default } from '../../features/marketing/contact-page';
