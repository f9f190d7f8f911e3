import 'server-only';
import { hasRuntime, runtime } from '@/lib/server/runtime';

/** This process's id in the registry (lib/server/cluster/process-registry.ts), null before boot and in tests without one. */
export function currentProcessId(): string | null {
  return hasRuntime() ? (runtime().cluster?.processId ?? null) : null;
}
