import 'server-only';
import { type LegalSeedTexts, type LegalSeedVersion, operator as o, since } from './legal-operator';

const address = `${o.company}, ${o.street}, ${o.city}, Germany`;

function terms(v: LegalSeedVersion) {
  return {
    title: 'Terms of service',
    blocks: [
      { h: '1. Scope and operator' },
      { p: `These terms govern your use of Camverse, a platform on which independent performers offer live video chats, videos, photo albums${v >= 2 ? ', a TV programme and paid messages' : ''}. Camverse is operated by ${address} (see the imprint). By creating an account you accept these terms in the version shown to you.` },
      { h: '2. Adults only and age verification' },
      { p: 'Camverse is for adults only. You must be at least 18 years old and of legal age in the country from which you use the platform.' },
      { p: 'Content rated 18 can only be shown after a successful age verification with one of the procedures we offer. We store the result and its date, not your identity documents. We may repeat the verification if there is reason to doubt it.' },
      { h: '3. Your account' },
      { ul: ['One account per person; accounts may not be shared, sold or transferred.', 'Keep your password secret and tell us at once if you suspect misuse.', 'Your screen name must not contain contact details, offensive words or the names of other people.', 'We may lock an account that breaks these terms; paid balance remains yours as described in section 4.'] },
      { h: '4. Prepaid balance' },
      { p: 'Live chats and media are paid from a prepaid balance in euros that you top up with the payment methods offered. Every price is shown before you buy; a live chat is charged per minute at the price per minute shown before it starts, and it ends when your balance runs out.' },
      { ul: ['The balance earns no interest and cannot be transferred to other accounts.', 'Bonus credit and vouchers are a gift: they are used before paid balance only where the offer says so and are never paid out.', 'When your account is closed, the paid balance left is refunded to the payment method last used on request.'] },
      { h: '5. Live chats, videos and albums' },
      { p: 'Videos and photo albums you buy stay in your media library for as long as your account exists and the performer keeps them online. They are licensed for private viewing by streaming only. Recording, downloading by technical tricks, or publishing them is not allowed.' },
      ...since(v, 2, [
        { h: '6. Paid messages' },
        { p: 'Some performers charge for messages. The price is shown in the messenger before you send, and it is taken from your balance when the message is sent. Performers are independent and decide themselves whether and when they answer.' },
      ]),
      { h: v >= 2 ? '7. VIP club and TV subscription' : '6. VIP club' },
      { p: 'The VIP club is a subscription that gives you the benefits described on the VIP club page for the period paid. It renews for the same period unless you cancel it before the period ends.' },
      ...since(v, 2, [
        { p: `The TV subscription costs ${o.tvPrice} per 30 days and opens the premium TV livestream and the episodes of the media centre. A VIP membership includes the TV programme. The subscription renews every 30 days until you cancel it.` },
      ]),
      { p: 'You can cancel in your account at any time; the subscription then ends with the period already paid and nothing more is charged.' },
      { h: v >= 2 ? '8. Rules of conduct' : '7. Rules of conduct' },
      { ul: ['Treat performers and other guests with respect and accept a refusal.', 'Never ask for content involving minors, violence or other illegal acts.', 'Do not record or redistribute chats, streams or media.', 'Do not share contact details to move payments off the platform.', 'Report content that breaks these rules with the report link in the footer.'] },
      { h: v >= 2 ? '9. Right of withdrawal' : '8. Right of withdrawal' },
      { p: 'If you are a consumer in the European Union you may withdraw from a subscription within 14 days without giving reasons. For digital content and services that start immediately at your express request, the right of withdrawal ends once delivery has begun.' },
      { h: v >= 2 ? '10. Liability' : '9. Liability' },
      { p: 'We are liable without limitation for intent, gross negligence and injury to life, body or health. For slight negligence we are only liable for breaches of essential contractual duties, limited to the damage typical and foreseeable for this contract. We do not guarantee that a particular performer is online or keeps particular content available.' },
      { h: v >= 2 ? '11. Changes to these terms' : '10. Changes to these terms' },
      { p: 'We announce changes before they take effect. A new version is shown to you at your next visit and must be accepted before you continue to use paid features. Every earlier version stays available on this page.' },
      { h: v >= 2 ? '12. Final provisions' : '11. Final provisions' },
      { p: `German law applies; mandatory consumer protection of the country where you live is not affected. The European Commission provides a platform for online dispute resolution at ${o.odrUrl}. We are neither willing nor obliged to take part in dispute resolution before a consumer arbitration board. Questions about these terms: ${o.legalEmail}.` },
    ],
  };
}

function privacy(v: LegalSeedVersion) {
  return {
    title: 'Privacy policy',
    blocks: [
      { h: '1. Who is responsible' },
      { p: `The controller for the processing described here is ${address}, ${o.privacyEmail}. You can reach our data protection officer at ${o.dpoEmail}.` },
      { h: '2. What we process' },
      { ul: ['Account data: email address, screen name, password (stored only as a hash), language and the versions of these texts you accepted.', 'Age verification: the result and the date of the check; identity documents stay with the verification provider.', 'Payments: top-ups, purchases, subscriptions and your balance; card and bank details are processed by the payment providers.', `Use of the platform: chats, purchases, favourites and messages${v >= 2 ? ', including the price of paid messages' : ''}.`, `Technical data: IP address, browser and device information in server logs, kept for ${v >= 2 ? '7' : '14'} days.`] },
      { h: '3. Purposes and legal bases' },
      { ul: ['To provide the platform and your purchases (Art. 6(1)(b) GDPR).', 'To meet legal duties such as youth protection and the retention of accounting records (Art. 6(1)(c) GDPR).', 'To keep the platform secure and prevent fraud and payment misuse (Art. 6(1)(f) GDPR).', 'Analytics cookies and the newsletter only with your consent, which you can withdraw at any time (Art. 6(1)(a) GDPR).'] },
      { h: v >= 2 ? '4. Live video, TV and messages' : '4. Live video and messages' },
      { p: 'Live video reaches you in real time and is not recorded by us. Your own camera and microphone are only used in a video call when you switch them on. Messages are stored so they can be delivered and shown in your conversation history until you or the performer delete them.' },
      ...since(v, 2, [{ p: 'When you watch the TV livestream we check your subscription with every request for the stream; which programme you watched is not stored beyond your session.' }]),
      { h: '5. Cookies' },
      { p: 'Necessary cookies keep you logged in and remember your cookie choice. Other cookies are only set with your consent; you can change your choice at any time with “Cookie settings” in the footer.' },
      { h: '6. Recipients' },
      { p: 'We share data only where needed: with payment providers, the age verification provider, our hosting provider in the European Union and the service that sends our emails, each bound by a data processing agreement where required. Performers see your screen name, never your email address or payment details. We do not sell personal data.' },
      { h: '7. How long we keep data' },
      { p: 'Account data is kept until your account is deleted. Accounting records are kept for ten years as required by German tax law. The age verification result is kept for as long as your account exists.' },
      { h: '8. Your rights' },
      { ul: ['Access, rectification and erasure of your data.', 'Restriction of processing and data portability.', 'Objection to processing based on legitimate interests.', 'Withdrawal of consent with effect for the future.', 'A complaint to a data protection supervisory authority, for example the Berlin Commissioner for Data Protection and Freedom of Information.'] },
      { h: '9. Changes' },
      { p: 'We publish each new version of this policy here with its date; earlier versions remain available on this page.' },
    ],
  };
}

function imprint() {
  return {
    title: 'Imprint',
    blocks: [
      { h: 'Operator' },
      { p: address },
      { p: `Represented by the managing director ${o.director}.` },
      { h: 'Contact' },
      { ul: [`Phone: ${o.phone}`, `Email: ${o.email}`] },
      { h: 'Register and tax' },
      { ul: [`Commercial register: Amtsgericht Charlottenburg, ${o.register}`, `VAT identification number: ${o.vatId}`] },
      { h: 'Youth protection officer' },
      { p: `${o.youthOfficer}, ${o.youthEmail}` },
      { h: 'Responsible for the content' },
      { p: `${o.director}, ${o.street}, ${o.city}` },
      { h: 'Dispute resolution' },
      { p: `The European Commission provides a platform for online dispute resolution at ${o.odrUrl}. We are neither willing nor obliged to take part in dispute resolution before a consumer arbitration board.` },
      { h: 'Demonstration platform' },
      { p: 'Camverse is a demonstration platform. The company, the people and the address named here are fictional.' },
    ],
  };
}

export const legalTextsEn: LegalSeedTexts = { terms, privacy, imprint };
