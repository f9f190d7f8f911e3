import type { BoxOptions } from '@/stores/boxes';
import { type BoxName, boxRegistry } from './box-registry';
import { openBox } from './open-box';

export const isBoxName = (name: string): name is BoxName => Object.hasOwn(boxRegistry, name);

/**
 * Opens a box whose name comes from outside the code (a URL's query, a server's answer, a
 * real-time message). A name the registry does not know is ignored and logged (§2, the issue's
 * bad-input rule), never thrown: the page goes on. The caller vouches for the props.
 */
export function openBoxByName(name: string, props: object, options?: BoxOptions): boolean {
  if (!isBoxName(name)) {
    console.warn('box: unknown box name ignored', { name: name.slice(0, 100) });
    return false;
  }
  return openBox(name, props as never, options);
}
