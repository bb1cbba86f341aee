import http from 'node:http';
import crypto from 'node:crypto';

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as is. */
  body?: string | Buffer;
  /** Sent as JSON (sets content-type). */
  json?: unknown;
};

/**
 * A minimal fetch over node:http that can bind the client side to a chosen loopback address,
 * so each simulated browser has its own client IP (the server rate-limits per socket address).
 * Never follows redirects: callers decide, as a browser would.
 */
export function httpFetch(
  url: string,
  opts: RequestOptions & { localAddress?: string } = {},
): Promise<Response> {
  const target = new URL(url);
  const headers: Record<string, string> = { ...opts.headers };
  let body = opts.body;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers['content-type'] ??= 'application/json';
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        localAddress: opts.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : [value ?? '']) out.append(name, v);
          }
          const status = res.statusCode ?? 0;
          const nullBody = status === 204 || status === 304 || opts.method === 'HEAD';
          resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: out }));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A random loopback address other than 127.0.0.1 (Linux routes all of 127/8 to lo). */
export function randomLoopbackAddress(): string {
  const [a, b, c] = crypto.randomBytes(3);
  return `127.${(a! % 254) + 1}.${b}.${(c! % 254) + 1}`;
}

/** Name → value, from Set-Cookie headers; a Max-Age of 0 or a past Expires deletes. */
export class CookieJar {
  readonly values = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k, v = ''] = a.split('=').map((s) => s.trim());
        if (k!.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k!.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
        return false;
      });
      if (expired || value === '') this.values.delete(name);
      else this.values.set(name, value);
    }
  }

  header(): string | undefined {
    if (this.values.size === 0) return undefined;
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [k, v] of this.values) copy.values.set(k, v);
    return copy;
  }
}
