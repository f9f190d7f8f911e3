/** `?version=N` of a legal page: absent = the current version; anything but a positive integer is no page. */
export function parseLegalVersionParam(value: string | string[] | undefined): number | undefined | 'invalid' {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[1-9]\d{0,8}$/.test(value)) return 'invalid';
  return Number(value);
}
