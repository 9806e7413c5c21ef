'use client';

import { useEffect } from 'react';

/** Puts the visitor's address back in the address bar once the router has hydrated the error page (ErrorView). */
export function ErrorAddress() {
  useEffect(() => {
    const address = (window as Window & { __questErrorAddress?: unknown }).__questErrorAddress;
    if (typeof address === 'string' && address.startsWith('/'))
      history.replaceState(history.state, '', address);
  }, []);
  return null;
}
