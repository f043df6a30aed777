import type { ComponentType } from 'react';

/** The screens of one area built so far, by route id; each loads as its own chunk. */
export type ScreenTable = Readonly<Record<string, () => Promise<ComponentType>>>;
