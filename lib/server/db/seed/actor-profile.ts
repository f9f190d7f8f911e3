import 'server-only';
import type { actorChatRatings, actorFeatures, actorPrices, actorProfiles } from '@/lib/server/db/schema/actors';
import { DAY_MS } from './batch';
import { eyeColors, extraLanguages, hairColors, hobbies, places, profileWords } from './names';
import type { Rng } from './prng';

type ActorType = 'F' | 'M' | 'FM' | 'FF' | 'S';
type WithoutActor<T> = Omit<T, 'actorId'>;

export type ProfileDraft = {
  profile: WithoutActor<typeof actorProfiles.$inferInsert>;
  categorySlugs: string[];
  latitude: number;
  longitude: number;
};

const hairCategory: Record<(typeof hairColors)[number], string> = {
  blonde: 'blonde', brown: 'brunette', black: 'brunette', red: 'redhead', auburn: 'redhead',
};
const styleCategories = ['curvy', 'slim', 'tattoos', 'glasses', 'cosplay', 'fitness'] as const;

const aboutTemplates = [
  (n: string, c: string, w: string[], h: string[]) =>
    `Hi, I'm ${n} from ${c}! People say I'm ${w[0]} and ${w[1]}. In my free time I love ${h[0]} and ${h[1]}. Come say hello!`,
  (n: string, c: string, w: string[], h: string[]) =>
    `Welcome to my page. I'm ${n}, a ${w[0]} soul from ${c} who never says no to ${h[0]}. Let's talk about anything.`,
  (n: string, c: string, w: string[], h: string[]) =>
    `${n} here. ${c} is my home, ${h[0]} is my passion, and a good conversation makes my day. Friends call me ${w[2]}.`,
];

/** Ages 19–45 at `now`; the birthday falls 10–350 days into the year of life. */
export function buildProfile(rng: Rng, name: string, type: ActorType, now: Date): ProfileDraft {
  const age = rng.int(19, 45);
  const birth = new Date(now.getTime() - (age * 365.25 + rng.int(10, 350)) * DAY_MS);
  const place = rng.pick(places);
  const hair = rng.pick(hairColors);
  const words = rng.sample(profileWords, 3);
  const hobbyPair = rng.sample(hobbies, 2);
  const languages = new Set<string>([place.language]);
  if (rng.chance(0.7)) languages.add('en');
  if (rng.chance(0.35)) languages.add(rng.pick(extraLanguages));

  const categorySlugs = [hairCategory[hair]];
  if (type === 'FM' || type === 'FF') categorySlugs.push('couples');
  if (age >= 35) categorySlugs.push('mature');
  else if (age <= 29) categorySlugs.push('twenties');
  for (const slug of rng.sample(styleCategories, rng.int(1, 2))) {
    if (categorySlugs.length < 4) categorySlugs.push(slug);
  }

  return {
    profile: {
      birthDate: birth.toISOString().slice(0, 10),
      threeWords: words.join(', '),
      spokenLanguages: [...languages],
      countryCode: place.countryCode,
      city: place.city,
      aboutMe: rng.pick(aboutTemplates)(name, place.city, words, hobbyPair),
      heightCm: rng.int(155, 185),
      hairColor: hair,
      eyeColor: rng.pick(eyeColors),
    },
    categorySlugs,
    latitude: Math.round((place.lat + (rng.next() - 0.5) * 0.3) * 1e4) / 1e4,
    longitude: Math.round((place.long + (rng.next() - 0.5) * 0.3) * 1e4) / 1e4,
  };
}

/** EUR cents per minute (messages per message): voyeur below video chat, private above. */
export function buildPrices(rng: Rng): WithoutActor<typeof actorPrices.$inferInsert> {
  const videoChat = rng.pick([99, 119, 129, 149, 169, 199, 229, 249, 299]);
  const singleChat = videoChat + rng.pick([50, 100, 150]);
  return {
    currency: 'EUR',
    videoChat,
    voyeurChat: Math.max(49, videoChat - rng.pick([30, 50, 70])),
    singleChat,
    singleC2CChat: singleChat + rng.pick([20, 50, 100]),
    videoCall: rng.pick([199, 249, 299, 349, 399]),
    // Voice call: below her live chat, derived (not drawn) so every other seeded value stays put.
    voiceCall: Math.max(79, videoChat - 20),
    ticketShow: rng.pick([199, 299, 499, 799, 999]),
    message: rng.pick([19, 29, 39, 49, 59, 79, 99]),
    freeMessages: rng.chance(0.3) ? rng.int(1, 3) : 0,
    voucherChatMinutes: rng.chance(0.2) ? rng.pick([5, 10]) : 0,
  };
}

/**
 * A few performers (every sixth, never the demo performer at index 0) run fsk-18 live
 * chats; the rest are 16. Chosen by index, not by the PRNG, so every other seeded value stays put.
 */
export function liveAgeRatingFor(index: number): 16 | 18 {
  return index % 6 === 4 ? 18 : 16;
}

/**
 * The demo performer offers every chat type, so a guest can try free chat, voyeur, toy
 * control and a video call with her as soon as she goes online in the studio (applied after
 * buildFeatures: the generator's draws, and so every other seeded value, stay the same).
 */
export const DEMO_PERFORMER_FEATURES = {
  freeChat: true,
  voyeurChat: true,
  mobileVideoCall: true,
  dildocontrol: true,
  livePreview: true,
  voiceCall: true,
  conversionChat: true,
  // Free for a private chat at first start: no ticket show of hers runs (content.ts seeds it later).
  isCurrentlyTicketShow: false,
} as const;

/** Live-only flags (free chat, mobile call, running ticket show) are set for online performers only. */
export function buildFeatures(rng: Rng, isOnline: boolean): WithoutActor<typeof actorFeatures.$inferInsert> {
  const ticketShow = rng.chance(0.2);
  return {
    hd: rng.chance(0.85),
    audio: rng.chance(0.7),
    livePreview: rng.chance(0.6),
    dildocontrol: rng.chance(0.2),
    voyeurChat: rng.chance(0.5),
    voiceCall: rng.chance(0.4),
    conversionChat: rng.chance(0.15),
    ticketShow,
    freeChat: isOnline && rng.chance(0.25),
    mobileVideoCall: isOnline && rng.chance(0.3),
    isCurrentlyTicketShow: isOnline && ticketShow && rng.chance(0.3),
  };
}

/**
 * §9 ratings are shown from 10 ratings in the last 90 days: about 45% of performers (and the
 * demo performer) get 10–35 recent ones, the rest fewer; a few older ones fall outside the window.
 */
export function buildRatings(
  rng: Rng,
  registeredAt: Date,
  now: Date,
  forceShown: boolean,
): WithoutActor<typeof actorChatRatings.$inferInsert>[] {
  const sinceRegistration = (now.getTime() - registeredAt.getTime()) / DAY_MS;
  const recent = forceShown || rng.chance(0.45) ? rng.int(10, 35) : rng.int(0, 7);
  const older = sinceRegistration > 120 ? rng.int(0, 5) : 0;
  const satisfaction = 0.6 + rng.next() * 0.38;
  const rows: WithoutActor<typeof actorChatRatings.$inferInsert>[] = [];
  for (let i = 0; i < recent + older; i++) {
    const days = i < recent ? rng.next() * Math.min(89, sinceRegistration) : 91 + rng.next() * (sinceRegistration - 91);
    rows.push({ satisfied: rng.chance(satisfaction), ratedAt: new Date(now.getTime() - days * DAY_MS) });
  }
  return rows;
}
