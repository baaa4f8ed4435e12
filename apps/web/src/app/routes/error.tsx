export { ErrorPage as default } from '../../features/errors/error-page';
