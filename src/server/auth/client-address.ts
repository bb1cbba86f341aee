import { isIP } from 'node:net';

/**
 * The address a request comes from, for rate limits. Without a trusted proxy it is the socket's
 * address and any `X-Forwarded-For` is ignored (a client can write anything there). With
 * `TRUST_PROXY` on, exactly one reverse proxy stands in front of the server and appends the
 * address it was connected from to `X-Forwarded-For`: the right-most entry is that address,
 * whatever the client put before it. A header that is missing or whose right-most entry is not
 * an IP address falls back to the socket's address.
 */
export function clientAddress(input: {
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  trustProxy: boolean;
}): string | undefined {
  const { socketAddress, forwardedFor, trustProxy } = input;
  if (!trustProxy || !forwardedFor) return socketAddress;
  const last = forwardedFor.split(',').at(-1)?.trim() ?? '';
  return isIP(last) ? last : socketAddress;
}
