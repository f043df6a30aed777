/** Demo logins of the seeded data (one password for all). */
export const DEMO_PASSWORD = 'Demo-Password-2026!';

export const DEMO_USERS = {
  super: 'super@lighthouse.demo',
  pspAdmin: 'admin@lighthouse.demo',
  pspSupport: 'support@lighthouse.demo',
  owner: 'owner@goudenkorst.demo',
  finance: 'finance@goudenkorst.demo',
  support: 'support@goudenkorst.demo',
  shop: 'shop@goudenkorst-utrecht.demo',
  sibling: 'owner@ateliernoord.demo',
  siblingWebDeveloper: 'webshop@ateliernoord.demo',
} as const;
