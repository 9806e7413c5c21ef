// The young generation of every V8 heap the server starts: V8 sizes it from the machine's memory (up to 134 MB of
// new space per heap on a 24 GB machine, most of it never used but resident once touched). The request thread gets
// it from `--max-semi-space-size=16` in `npm run serve`; threads get the same through their resourceLimits.
// Measured (docs/decisions/053-memory-buffer-cache-and-young-generation.md): no CPU cost per uncached render,
// about 200 MB less RSS after load.

/** Young generation per worker thread, in MB: three semi-spaces of 16 MB, as the request thread's flag gives. */
export const YOUNG_GENERATION_MB = 48;
