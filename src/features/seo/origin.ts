import { getServices } from '../../services.ts';
import { siteOrigin } from './structured-data.ts';

/** This site's public origin (PUBLIC_URL without a trailing slash), for absolute URLs in the head. */
export function publicOrigin(): string {
  return siteOrigin(getServices().config.PUBLIC_URL);
}
