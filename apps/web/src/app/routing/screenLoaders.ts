import type { ComponentType } from 'react';

/**
 * Screens built so far, loaded as their own chunks. A route without an entry here shows the
 * 'not available yet' page under its real title until the issue that builds it lands.
 */
export const SCREEN_LOADERS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  transactions: () => import('../../transactions/TransactionsPage').then((module) => module.TransactionsPage),
  pspTransactions: () =>
    import('../../transactions/TransactionsPage').then((module) => module.TransactionsPage),
  transactionsTagged: () =>
    import('../../transactions/TransactionVariantPages').then((module) => module.TransactionsTaggedPage),
  transactionsBlocked: () =>
    import('../../transactions/TransactionVariantPages').then((module) => module.TransactionsBlockedPage),
  transactionsMissed: () =>
    import('../../transactions/TransactionVariantPages').then((module) => module.TransactionsMissedPage),
  transactionsDeclined: () =>
    import('../../transactions/TransactionVariantPages').then((module) => module.TransactionsDeclinedPage),
  scheduledTransactions: () =>
    import('../../scheduled-transactions/ScheduledTransactionsPage').then(
      (module) => module.ScheduledTransactionsPage,
    ),
  refunds: () => import('../../refunds/RefundsPage').then((module) => module.RefundsPage),
  chargebacks: () => import('../../chargebacks/ChargebacksPage').then((module) => module.ChargebacksPage),
  customers: () => import('../../customers/CustomersPage').then((module) => module.CustomersPage),
  apiKeys: () => import('../../api-keys/ApiKeysPage').then((module) => module.ApiKeysPage),
  apiSettings: () => import('../../api-keys/ApiKeysPage').then((module) => module.ApiKeysPage),
  imports: () => import('../../imports/ImportsPage').then((module) => module.ImportsPage),
  profile: () => import('../../profile/ProfilePage').then((module) => module.ProfilePage),
  organisations: () =>
    import('../../organisations/OrganisationsPage').then((module) => module.OrganisationsPage),
  bankAccounts: () =>
    import('../../bank-accounts/BankAccountsPage').then((module) => module.BankAccountsPage),
  paymentProfiles: () =>
    import('../../payment-profiles/PaymentProfilesPage').then((module) => module.PaymentProfilesPage),
  tags: () => import('../../tags/TagsPage').then((module) => module.TagsPage),
  pspTags: () => import('../../tags/TagsPage').then((module) => module.TagsPage),
  checkoutDesigns: () =>
    import('../../checkout-designs/CheckoutDesignsPage').then((module) => module.CheckoutDesignsPage),
  checkoutDesignNew: () =>
    import('../../checkout-designs/CheckoutDesignNewPage').then((module) => module.CheckoutDesignNewPage),
  checkoutDesignEdit: () =>
    import('../../checkout-designs/CheckoutDesignEditPage').then((module) => module.CheckoutDesignEditPage),
  shareCredentials: () =>
    import('../../share-credentials/ShareCredentialsPage').then((module) => module.ShareCredentialsPage),
  users: () => import('../../users/UsersPage').then((module) => module.UsersPage),
  pspUsers: () => import('../../users/UsersPage').then((module) => module.UsersPage),
  welcomeMails: () =>
    import('../../welcome-mails/WelcomeMailsPage').then((module) => module.WelcomeMailsPage),
  processors: () => import('../../processors/ProcessorsPage').then((module) => module.ProcessorsPage),
  pspProcessors: () => import('../../processors/ProcessorsPage').then((module) => module.ProcessorsPage),
  middlewares: () => import('../../middlewares/MiddlewaresPage').then((module) => module.MiddlewaresPage),
  pspMiddlewares: () => import('../../middlewares/MiddlewaresPage').then((module) => module.MiddlewaresPage),
  failovers: () => import('../../failovers/FailoversPage').then((module) => module.FailoversPage),
  pspFailovers: () => import('../../failovers/FailoversPage').then((module) => module.FailoversPage),
  merchantConfiguration: () =>
    import('../../merchant-configuration/MerchantConfigurationPage').then(
      (module) => module.MerchantConfigurationPage,
    ),
};
