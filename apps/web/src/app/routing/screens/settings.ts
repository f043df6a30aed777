import type { ScreenTable } from './screenTable';

/** Settings (000 §2), merchant and provider. */
export const SCREENS: ScreenTable = {
  apiKeys: () => import('../../../api-keys/ApiKeysPage').then((module) => module.ApiKeysPage),
  imports: () => import('../../../imports/ImportsPage').then((module) => module.ImportsPage),
  profile: () => import('../../../profile/ProfilePage').then((module) => module.ProfilePage),
  organisations: () =>
    import('../../../organisations/OrganisationsPage').then((module) => module.OrganisationsPage),
  bankAccounts: () =>
    import('../../../bank-accounts/BankAccountsPage').then((module) => module.BankAccountsPage),
  paymentProfiles: () =>
    import('../../../payment-profiles/PaymentProfilesPage').then((module) => module.PaymentProfilesPage),
  tags: () => import('../../../tags/TagsPage').then((module) => module.TagsPage),
  pspTags: () => import('../../../tags/TagsPage').then((module) => module.TagsPage),
  checkoutDesigns: () =>
    import('../../../checkout-designs/CheckoutDesignsPage').then((module) => module.CheckoutDesignsPage),
  checkoutDesignNew: () =>
    import('../../../checkout-designs/CheckoutDesignNewPage').then((module) => module.CheckoutDesignNewPage),
  checkoutDesignEdit: () =>
    import('../../../checkout-designs/CheckoutDesignEditPage').then(
      (module) => module.CheckoutDesignEditPage,
    ),
  shareCredentials: () =>
    import('../../../share-credentials/ShareCredentialsPage').then((module) => module.ShareCredentialsPage),
  users: () => import('../../../users/UsersPage').then((module) => module.UsersPage),
  pspUsers: () => import('../../../users/UsersPage').then((module) => module.UsersPage),
  welcomeMails: () =>
    import('../../../welcome-mails/WelcomeMailsPage').then((module) => module.WelcomeMailsPage),
};
