import 'server-only';
import { headers } from 'next/headers';
import { countryFromHeaders } from './viewer-country';

/** The viewer country of the current page request (server components only). */
export async function pageViewerCountry(): Promise<string | null> {
  const list = await headers();
  return countryFromHeaders((name) => list.get(name));
}
