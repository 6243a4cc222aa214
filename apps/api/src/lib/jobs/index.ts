export {
  JobLostError,
  JobStoppedError,
  MAX_JOB_ATTEMPTS,
  type JobContext,
  type JobHandler,
  type JobState,
  type JobStatus,
  type Jobs,
} from './jobs.js';
export { createInProcessJobs } from './in-process-jobs.js';
export { createGraphileJobs, graphileSchemaFor } from './graphile-jobs.js';
export { jobStarter } from './job-starter.js';
