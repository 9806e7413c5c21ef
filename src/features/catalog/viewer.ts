import { cache } from 'react';
import { ANONYMOUS_VIEWER, type CourseViewer } from '../../domain/companies/index.ts';
import { domain } from '../../services.ts';
import { getAuthState } from '../auth/index.ts';

/**
 * Who is looking at the catalogue, for the visibility rules (domain/companies/access): a signed-in company member
 * also sees the private courses their company allows. Anonymous visitors cost no query. Signed-in requests never
 * reach the shared page cache (server/app.ts isPersonalRequest), so a member's listing is never stored for others.
 */
export const getCourseViewer = cache(async (): Promise<CourseViewer> => {
  const auth = getAuthState();
  if (!auth.isAuthenticated || !auth.OCId) return ANONYMOUS_VIEWER;
  return domain().companies.viewerForOcid(auth.OCId);
});
