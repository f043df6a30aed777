import { processorSettlementResource } from './processor-settlements.resource.js';
import { settlementUpdateResource } from './settlement-updates.resource.js';
import { statusUpdateResource } from './status-updates.resource.js';

export const adminResources = [processorSettlementResource, settlementUpdateResource, statusUpdateResource];
