// Hands the response's CSP nonce (made by Fastify, in the request context) to Waku before it renders: React's
// bootstrap script and rsc-html-stream's inline payload scripts carry it. The bridge drops incoming x-quest-*
// headers, so a visitor cannot choose it. Waku loads every module of src/pages/_interceptors around each render.
import {
  unstable_getHeaders as getHeaders,
  type HandlerInterceptor,
  unstable_setNonce as setNonce,
} from 'waku/router/server';
import { readRequestContext } from '../../request-context/wire.ts';

const nonce: HandlerInterceptor = async (next) => {
  const { nonce } = readRequestContext(getHeaders());
  if (nonce) setNonce(nonce);
  return next();
};

export default nonce;
