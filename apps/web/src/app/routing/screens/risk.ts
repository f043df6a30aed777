import type { ScreenTable } from './screenTable';

/** Risk (002 §2): rulesets and intelligent routing, merchant and provider. */
export const SCREENS: ScreenTable = {};
