// The gradient of each catalogue cover (keyed like the seed's image files: '{industry}-{1..3}'): the cards draw
// them in CSS and scripts/course-images.ts draws the same colours into the cover images.
export const COVER_TONES: Record<string, [string, string, string]> = {
  'insurance-1': ['#5535F0', '#8468FF', '#C6B9FF'],
  'insurance-2': ['#351D9E', '#5535F0', '#5CCBFD'],
  'insurance-3': ['#231266', '#6A4BFF', '#FFC233'],
  'real-estate-1': ['#B3301B', '#F0563E', '#FFD36B'],
  'real-estate-2': ['#F5A800', '#FFC233', '#FFE4E0'],
  'real-estate-3': ['#0B7FB5', '#25B9FC', '#FFD36B'],
  'mental-health-1': ['#0A7A50', '#14B87A', '#DDF8EC'],
  'mental-health-2': ['#0B7FB5', '#14B87A', '#C6B9FF'],
  'mental-health-3': ['#4526CC', '#14B87A', '#DDF8EC'],
};
