// Companies (spec §1, §6): invitations into a company's app, its members, and the private courses it allows.

export {
  ANONYMOUS_VIEWER,
  allowedIdsParam,
  type CourseViewer,
  canReachCourse,
  isListedFor,
  listedCourseSql,
  listedCourseSqlForAlias,
  viewerForLearner,
  viewerForOcid,
} from './access.ts';
export {
  type DecideResult,
  decideInvitation,
  findInvitation,
  type InvitationDecision,
  type InvitationView,
  isInvitationId,
} from './invitations.ts';
