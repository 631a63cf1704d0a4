// Segmentation: segment sets (built-in and custom), their editor and picker, and the pages that manage them.
export type { CountRequest, SetScope } from './api';
export { useBuiltInSegmentations, useCustomSegmentations, useSegmentationDetails } from './api';
export { GLOBAL_SEGMENT_SETS_PATH, SEGMENT_SETS_PATH, segmentSetEditorPath } from './paths';
export { SEGMENTATION_ROUTES } from './routes';
export { SegmentSetEditor, type SegmentSetEditorProps } from './SegmentSetEditor';
export { SegmentSetPicker, useSegmentationChoices } from './SegmentSetPicker';
