/** The subscription screens in one chunk: the route table loads them through one module. */
export { PlansPage } from '../plans/PlansPage';
export { DiscountsPage } from './DiscountsPage';
export { SubscriptionsPage } from './SubscriptionsPage';
