import type { TransactionVariant } from '../../../transactions/transactionVariants';
import type { ScreenTable } from './screenTable';

/** The transaction list and its variants: one module, loaded through one import. */
const transactionScreen = (variant: TransactionVariant) => () =>
  import('../../../transactions/TransactionsPage').then((module) => module.TRANSACTION_SCREENS[variant]);

/** Payments (002 §2), merchant and provider. */
export const SCREENS: ScreenTable = {
  transactions: transactionScreen('transactions'),
  pspTransactions: transactionScreen('transactions'),
  transactionsTagged: transactionScreen('transactionsTagged'),
  transactionsBlocked: transactionScreen('transactionsBlocked'),
  transactionsMissed: transactionScreen('transactionsMissed'),
  transactionsDeclined: transactionScreen('transactionsDeclined'),
  scheduledTransactions: () =>
    import('../../../scheduled-transactions/ScheduledTransactionsPage').then(
      (module) => module.ScheduledTransactionsPage,
    ),
  refunds: () => import('../../../refunds/RefundsPage').then((module) => module.RefundsPage),
  chargebacks: () => import('../../../chargebacks/ChargebacksPage').then((module) => module.ChargebacksPage),
  customers: () => import('../../../customers/CustomersPage').then((module) => module.CustomersPage),
  paymentLinks: () =>
    import('../../../payment-links/PaymentLinksPage').then((module) => module.PaymentLinksPage),
  cardAddLinks: () =>
    import('../../../card-add-links/CardAddLinksPage').then((module) => module.CardAddLinksPage),
  subscriptions: () => import('../../../subscriptions/screens').then((module) => module.SubscriptionsPage),
  plans: () => import('../../../subscriptions/screens').then((module) => module.PlansPage),
  discounts: () => import('../../../subscriptions/screens').then((module) => module.DiscountsPage),
};
