'use client';

import { useEffect, useState } from 'react';

// The 400 page's digits scramble every 30 ms and settle one by one after 40, 80 and 100 ticks (spec §9).
const TICK_MS = 30;
const SETTLE_AFTER = [40, 80, 100];

export function ScrambledCode({ code }: { code: string }) {
  const [text, setText] = useState(code);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let tick = 0;
    const timer = window.setInterval(() => {
      tick += 1;
      setText(
        [...code]
          .map((digit, index) =>
            tick >= (SETTLE_AFTER[index] ?? 100) ? digit : String(Math.floor(Math.random() * 10)),
          )
          .join(''),
      );
      if (tick >= Math.max(...SETTLE_AFTER)) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [code]);
  return <span>{text}</span>;
}
