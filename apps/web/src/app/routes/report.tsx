export { ReportPage as default } from '../../features/report/report-page';
