export { DevMailboxPage as default } from '../../features/dev-mailbox/dev-mailbox-page';
