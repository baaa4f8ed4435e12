export { HowToBuyPage as default } from '../../features/marketing/how-to-buy-page';
