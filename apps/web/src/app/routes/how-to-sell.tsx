export { HowToSellPage as default } from '../../features/marketing/how-to-sell-page';
