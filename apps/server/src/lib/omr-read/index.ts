// The OMR reader's public face: what the scan jobs and the review screen use. The synthetic sheets and
// the sample template are test and benchmark support, imported from their own files.
export { cropOmrRegion, type OmrPart, type OmrRegion, pageForCrops, regionOf } from './crop-region';
export type { OmrImage } from './decode';
export type { MarkerCentres } from './find-markers';
export { type OmrProblem, type OmrReading, type QuestionKinds, readOmrPage } from './read-page';
export { pagesOfScan, SCAN_MIME_TYPES, scanPages } from './scan-pages';
