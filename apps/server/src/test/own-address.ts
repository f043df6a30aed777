import os from 'node:os';
import { vi } from 'vitest';

/** A public address the tests pretend this machine has (never sent to: the refusal comes first). */
export const PRETENDED_OWN_ADDRESS = '93.184.216.34';

/** Makes os.networkInterfaces() answer one public interface with PRETENDED_OWN_ADDRESS, for one test. */
export function pretendOwnPublicAddress(): void {
  vi.spyOn(os, 'networkInterfaces').mockReturnValue({
    eth0: [
      {
        address: PRETENDED_OWN_ADDRESS,
        netmask: '255.255.255.0',
        family: 'IPv4',
        mac: '02:00:00:00:00:01',
        internal: false,
        cidr: `${PRETENDED_OWN_ADDRESS}/24`,
      },
    ],
  });
}
