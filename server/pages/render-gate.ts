// Admission of renders: past config.MAX_CONCURRENT_RENDERS renders in progress, or while the event loop is late, a
// new render is refused at once (a 503 with Retry-After, OverloadedError); every render is counted here.
import type { FastifyRequest } from 'fastify';
import { OverloadedError } from './errors.ts';
import type { ForwardOptions, PagesOptions } from './options.ts';
import { renderWithWaku } from './waku-request.ts';

/**
 * Past config.MAX_CONCURRENT_RENDERS renders in progress a new one is refused at once with a 503 and Retry-After:
 * a queue of renders on two cores only turns into time-outs for everyone (cache hits are still served).
 */
export async function callWaku(
  request: FastifyRequest,
  options: PagesOptions,
  forwardOptions: ForwardOptions,
) {
  const limit = options.config.MAX_CONCURRENT_RENDERS;
  const renders = options.renders ?? { inFlight: 0 };
  if (limit > 0 && renders.inFlight >= limit) {
    throw new OverloadedError(`Overloaded: ${renders.inFlight} renders in flight`);
  }
  if (options.underPressure?.()) throw new OverloadedError('Overloaded: the event loop is late');
  renders.inFlight += 1;
  try {
    return await renderWithWaku(request, options, forwardOptions);
  } finally {
    renders.inFlight -= 1;
  }
}
