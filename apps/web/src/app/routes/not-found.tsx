export { NotFoundPage as default } from '../../features/errors/not-found-page';
