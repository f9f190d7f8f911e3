/** The buy button's strings, translated on the server (messages `Purchase`), placeholders left in. */
export type BuyText = {
  /** "Buy for {price}" */
  buy: string;
  /** "Buy for {price}: “{title}”" (the accessible name: the visible words first, WCAG 2.5.3) */
  buyLabel: string;
  buying: string;
  notForSale: string;
  notFound: string;
  failed: string;
  box: NotEnoughMoneyText;
};

export type NotEnoughMoneyText = {
  title: string;
  /** "You need {missing} more to buy “{title}”. Top up and the purchase continues." */
  body: string;
  price: string;
  balance: string;
  missing: string;
  topUp: string;
  cancel: string;
};
