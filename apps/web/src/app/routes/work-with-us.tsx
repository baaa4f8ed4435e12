export { WorkWithUsPage as default } from '../../features/marketing/work-with-us-page';
