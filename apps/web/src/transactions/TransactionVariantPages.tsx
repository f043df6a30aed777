import { TransactionsPage } from './TransactionsPage';

export const TransactionsTaggedPage = () => <TransactionsPage variant="transactionsTagged" />;
export const TransactionsBlockedPage = () => <TransactionsPage variant="transactionsBlocked" />;
export const TransactionsMissedPage = () => <TransactionsPage variant="transactionsMissed" />;
export const TransactionsDeclinedPage = () => <TransactionsPage variant="transactionsDeclined" />;
