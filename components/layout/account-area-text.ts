/** The account area's strings, translated on the server (components/layout/header.tsx). */
export type AccountAreaText = {
  login: string;
  signup: string;
  /** "Your account: {name}", with the name already filled in on the client. */
  account: string;
  logout: string;
  accountLoading: string;
  /** The personal area (balance, receipts, settings). */
  accountHref: string;
  /** "Balance: {balance}. Top up" */
  balance: string;
  /** §5: login and sign-up can be disabled by config; their buttons are then not shown. */
  loginEnabled: boolean;
  signupEnabled: boolean;
};
