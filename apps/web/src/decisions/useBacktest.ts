import type { BacktestDays, BacktestLine } from '@psp/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ndjsonRequest } from '../kit/api/ndjsonRequest';
import { useScopedApi } from '../kit/api/useScopedApi';

export type BacktestState<Result> =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; result: Result; body: string }
  | { status: 'failed'; error: unknown };

/** What a backtest replays: the draft, and the saved record and organisation it belongs to, if any. */
export interface BacktestRequest {
  draft: object;
  id?: string | undefined;
  organisation?: string | undefined;
}

/**
 * Runs a backtest (`validationruleset/backtest` or `routing/backtest`) of `request` over a window of days
 * in the current scope, following its progress as the server streams it; `body` is what a run sends (the
 * panel tells a result of another draft or window by it). A new run, or leaving the screen, stops the
 * one before.
 */
export function useBacktest<Result>(
  path: 'validationruleset/backtest' | 'routing/backtest',
  { draft, id, organisation: owner }: BacktestRequest,
) {
  const { organisation } = useScopedApi();
  const body = (days: BacktestDays) => ({
    draft,
    days,
    ...(id && { id }),
    ...(owner && { organisation: owner }),
  });
  const [state, setState] = useState<BacktestState<Result>>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const send = useCallback(
    async (body: object) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'running', done: 0, total: 0 });
      try {
        const lines = ndjsonRequest<BacktestLine<Result>>('POST', path, {
          body,
          signal: controller.signal,
          ...(organisation && { organisation }),
        });
        for await (const line of lines) {
          if (controller.signal.aborted) return;
          switch (line.type) {
            case 'progress':
              setState({ status: 'running', done: line.done, total: line.total });
              break;
            case 'result': {
              const { type: _type, ...result } = line;
              setState({ status: 'done', result: result as Result, body: JSON.stringify(body) });
              break;
            }
            case 'error':
              setState({ status: 'failed', error: line });
              break;
          }
        }
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      }
    },
    [path, organisation],
  );
  return { state, body, run: (days: BacktestDays) => send(body(days)) };
}
