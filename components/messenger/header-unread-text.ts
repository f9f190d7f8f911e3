/** The header's messenger link strings, translated on the server. */
export type HeaderUnreadText = { label: string; /** "Messages, {count} unread" */ unread: string; href: string };
