import type { CourseLanguage, CourseType } from '../../db/schema/index.ts';
import type { EffectivePrice } from '../pricing.ts';
import type { RatingSummary } from '../ratings.ts';

// The plain, already-localised shapes the catalogue returns to pages.
// ---------------------------------------------------------------------------------------------------------------
// Shapes returned to the pages

export interface StateOption {
  code: string;
  name: string;
  courseCount: number;
}
export interface IndustryOption {
  id: number;
  slug: string;
  name: string;
  description: string;
  courseCount: number;
}
export interface SpecialtyOption {
  id: number;
  slug: string;
  name: string;
  description: string;
  industrySlug: string;
  industryName: string;
  courseCount: number;
}
export interface CourseCard {
  kind: 'course';
  id: number;
  slug: string;
  title: string;
  language: CourseLanguage;
  hours: string;
  type: CourseType;
  courseCode: string | null;
  image: string;
  price: EffectivePrice;
  rating: RatingSummary;
  stateCount: number;
  providerName: string;
}
export interface BundleCard {
  kind: 'bundle';
  id: number;
  slug: string;
  title: string;
  hours: string;
  courseCount: number;
  type: CourseType;
  image: string;
  price: EffectivePrice;
  rating: RatingSummary;
}
export interface ProviderInfo {
  id: number;
  name: string;
  board: string;
  providerNumber: string;
  address: string;
}
export interface ReviewView {
  id: number;
  rating: number;
  text: string;
  authorName: string;
  language: string;
  createdAt: Date;
  itemTitle?: string;
  itemHref?: string;
  /** Written by a learner whose completion of the course still stands (domain/reviews): the badge. */
  verified?: boolean;
  /** When its learner last edited it. */
  updatedAt?: Date | null;
}
