// Plain TypeScript (unit-tested): Waku's request helpers load only under the react-server condition since
// 1.0.0-rc.1, so the request's own device is read in CourseAccess.tsx.

/**
 * What kind of device asked for the page, from its User-Agent: course access comes from the mobile app (spec §1),
 * so a phone gets the app and a computer the message. 'unknown' (no header, a bot, something new) lets CSS decide
 * by screen width. Only personal pages read it, and they are never cached, so one visitor's answer is never shown
 * to another.
 */
export type DeviceKind = 'ios' | 'android' | 'phone' | 'desktop' | 'unknown';

export function deviceFromUserAgent(userAgent: string | undefined): DeviceKind {
  if (!userAgent) return 'unknown';
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  if (/\b(Mobile|Opera Mini|IEMobile|BlackBerry|webOS|KaiOS)\b/.test(userAgent)) return 'phone';
  if (/\b(bot|crawler|spider|HeadlessChrome)\b/i.test(userAgent)) return 'unknown';
  if (/\b(Windows NT|Macintosh|X11|CrOS)\b/.test(userAgent)) return 'desktop';
  return 'unknown';
}
