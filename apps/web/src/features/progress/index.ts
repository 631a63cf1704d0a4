// Progress: a background job's live progress, streamed from the server, and the one way its key is made.
export { JobProgressBar } from './JobProgressBar';
export { jobProgressKey, type ProgressSource } from './progress-key';
