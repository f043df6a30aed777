import type { ComponentType } from 'react';
import type { TransactionVariant } from '../../transactions/transactionVariants';

/**
 * Screens built so far, loaded as their own chunks. A route without an entry here shows the
 * 'not available yet' page under its real title until the issue that builds it lands.
 */
/** The transaction list and its variants: one module, loaded through one import. */
const transactionScreen = (variant: TransactionVariant) => () =>
  import('../../transactions/TransactionsPage').then((module) => module.TRANSACTION_SCREENS[variant]);

export const SCREEN_LOADERS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  transactions: transactionScreen('transactions'),
  pspTransactions: transactionScreen('transactions'),
  transactionsTagged: transactionScreen('transactionsTagged'),
  transactionsBlocked: transactionScreen('transactionsBlocked'),
  transactionsMissed: transactionScreen('transactionsMissed'),
  transactionsDeclined: transactionScreen('transactionsDeclined'),
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
