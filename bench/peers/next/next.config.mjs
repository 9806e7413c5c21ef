// Bench peer (issue 14): a Next 16 App Router page with the same 60 cards. Built by scripts/bench.ts into
// bench/peers/next/.next (git-ignored); never part of the site's build, lint layers or tests.
export default {
  poweredByHeader: false,
  images: { unoptimized: true },
};
