// User guide: the current module's guide, as a download from the top bar.
export { UserGuideButton } from './UserGuideButton';
