export { PoliciesPage as default } from '../../features/policies/policies-page';
