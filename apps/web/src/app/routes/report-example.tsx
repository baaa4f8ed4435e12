export { ExampleReportPage as default } from '../../features/report/example-report-page';
