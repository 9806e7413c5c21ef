// How the domain's storage fails, for the code that answers requests and writes logs: whether a failure means
// "the database did not answer" (a 503, retry soon) and how to log a storage error without the personal data
// its driver put in it. Server code imports these from here, never from src/db.
export { isDatabaseUnavailable, toLoggableDbError } from '../db/errors.ts';
