import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.js';

describe('config: WEBHOOK_ALLOWED_HOSTS', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('takes host and host:port entries, an IPv6 address in brackets', () => {
    vi.stubEnv('WEBHOOK_ALLOWED_HOSTS', 'receiver.local:8080, 10.0.0.5,[fd00::5]:8443');
    expect(loadConfig().webhooks.allowedHosts).toEqual(['receiver.local:8080', '10.0.0.5', '[fd00::5]:8443']);
  });

  it.each(['fd00::5', 'http://receiver.local', 'receiver.local:99999'])(
    'refuses to start with the entry %s, which would never match',
    (entry) => {
      vi.stubEnv('WEBHOOK_ALLOWED_HOSTS', `receiver.local,${entry}`);
      expect(() => loadConfig()).toThrow(`got '${entry}'`);
    },
  );
});
