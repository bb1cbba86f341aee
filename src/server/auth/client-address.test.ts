import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  const socketAddress = '192.0.2.10';

  it('is the socket address when the proxy is not trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress({ socketAddress, forwardedFor: '203.0.113.5', trustProxy: false })).toBe(
      socketAddress,
    );
  });

  it('is the right-most X-Forwarded-For entry behind a trusted proxy', () => {
    const forwardedFor = '198.51.100.1, 203.0.113.5';
    expect(clientAddress({ socketAddress, forwardedFor, trustProxy: true })).toBe('203.0.113.5');
    expect(clientAddress({ socketAddress, forwardedFor: ' 2001:db8::1 ', trustProxy: true })).toBe(
      '2001:db8::1',
    );
  });

  it('falls back to the socket address when the header is missing or its last entry is no IP', () => {
    expect(clientAddress({ socketAddress, forwardedFor: undefined, trustProxy: true })).toBe(
      socketAddress,
    );
    expect(
      clientAddress({ socketAddress, forwardedFor: '1.2.3.4, unknown', trustProxy: true }),
    ).toBe(socketAddress);
    expect(clientAddress({ socketAddress, forwardedFor: '1.2.3.4,', trustProxy: true })).toBe(
      socketAddress,
    );
  });
});
