/** The texts of the card top-up (messages PayPayment), shared by every screen that takes money. */
export type PaymentText = {
  loading: string;
  loggedOut: string;
  toLogin: string;
  amount: string;
  otherAmount: string;
  cardNumber: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  holder: string;
  /** "Pay {amount}" with the amount filled in by the view. */
  pay: string;
  paying: string;
  testMode: string;
  testCards: string;
  declined: Record<string, string>;
  invalid: string;
  failed: string;
  restricted: string;
  confirmTitle: string;
  confirmLead: string;
  code: string;
  confirm: string;
  confirming: string;
  wrongCode: string;
  /** "{amount} added" */
  done: string;
  /** "New balance: {balance}" */
  newBalance: string;
  descriptor: string;
  continue: string;
};
