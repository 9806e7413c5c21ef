import { type CacheTag, type CacheTags, cacheTag } from '../cache-tags.ts';
import type { QuesterProfile } from '../questers/index.ts';
import type { BundleDetail, CourseDetail } from './detail.ts';

// The tags of each catalogue read's answer (cache-tags.ts). The detail reads name the entities they show, so a
// write to one course keeps the other courses' answers; every other read (listings, counts, search, featured
// cards, landings, "not found") is a listing, dropped by any catalogue write: its order and aggregates move with
// any product. A read missing here is a listing too, so a new read is never kept stale by default.

type ReadTagger = (args: readonly unknown[], value: unknown) => CacheTags;

const listingOnly: CacheTag[] = [cacheTag.listing];

const TAGGERS: Record<string, ReadTagger> = {
  courseDetail: (_args, value) => {
    const course = value as CourseDetail | undefined;
    if (!course) return listingOnly;
    return [
      cacheTag.course(course.id),
      ...(course.instructor?.id ? [cacheTag.quester(course.instructor.id)] : []),
      ...course.bundles.map((bundle) => cacheTag.bundle(bundle.id)),
    ];
  },
  bundleDetail: (_args, value) => {
    const bundle = value as BundleDetail | undefined;
    if (!bundle) return listingOnly;
    return [cacheTag.bundle(bundle.id), ...bundle.courses.map((course) => cacheTag.course(course.id))];
  },
  quester: (_args, value) => {
    const quester = value as QuesterProfile | null;
    if (!quester) return listingOnly;
    return [cacheTag.quester(quester.id), ...quester.courses.map((course) => cacheTag.course(course.id))];
  },
  questerPlan: (args, value) => {
    const slug = args[0];
    return value && typeof slug === 'string' ? [cacheTag.quester(slug)] : listingOnly;
  },
  topic: (args) => {
    const id = args[1];
    return typeof id === 'string' ? [cacheTag.topic(id), cacheTag.listing] : listingOnly;
  },
};

export function catalogReadTags(read: string, args: readonly unknown[], value: unknown): CacheTags {
  return (TAGGERS[read] ?? (() => listingOnly))(args, value);
}
