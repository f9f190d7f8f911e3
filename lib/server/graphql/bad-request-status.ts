import 'server-only';
import type { Plugin } from 'graphql-yoga';

type HttpExtension = { spec?: boolean; status?: number };

function markBadRequest(error: { extensions: Record<string, unknown> }): void {
  const http = error.extensions.http as HttpExtension | undefined;
  error.extensions.http = { ...http, spec: false, status: http?.status ?? 400 };
}

/**
 * DESIGN.md: bad input is a 4xx whatever the client's Accept header. Yoga answers validation
 * errors and variable errors with 200 to clients that accept plain application/json (the
 * graphql-over-http compatibility rule); this plugin makes both a 400.
 * (Syntax errors take the maskError path; see mask-error.ts.)
 */
export function useBadRequestStatus(): Plugin {
  return {
    onValidate() {
      return ({ valid, result }) => {
        if (!valid) for (const error of result) markBadRequest(error as never);
      };
    },
    onExecute() {
      return {
        onExecuteDone({ result }) {
          // A result with errors and no data is a request error: execution never started
          // (e.g. a variable of the wrong type). Resolver errors always come with data.
          if (Symbol.asyncIterator in result) return;
          if (!('data' in result) || result.data === undefined) {
            for (const error of result.errors ?? []) markBadRequest(error as never);
          }
        },
      };
    },
  };
}
