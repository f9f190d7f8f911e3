import type { Rng } from './prng';

/** Neutral parts for video and album titles ("Sunday Morning Stretch", "Beach Walk Diary"). */
const moments = [
  'Sunday Morning', 'Late Night', 'Rainy Day', 'Golden Hour', 'Weekend', 'Summer', 'Winter',
  'Autumn', 'Spring', 'Midnight', 'Lazy Afternoon', 'Early Bird', 'Friday Night', 'Holiday',
] as const;

const places = [
  'Beach', 'Kitchen', 'Garden', 'Balcony', 'Studio', 'City', 'Forest', 'Rooftop', 'Lake',
  'Mountain', 'Cabin', 'Poolside', 'Library', 'Market', 'Harbour', 'Vineyard',
] as const;

const activities = [
  'Stretch', 'Yoga Flow', 'Dance Session', 'Coffee Chat', 'Q&A', 'Cooking Class', 'Workout',
  'Photo Shoot', 'Story Time', 'Karaoke', 'Walk', 'Makeover', 'Picnic', 'Road Trip', 'Game Night',
  'Book Club', 'Outfit Try-On', 'Painting Hour', 'Baking Day', 'Spa Day',
] as const;

const suffixes = ['Diary', 'Vlog', 'Tour', 'Special', 'Recap', 'Highlights', 'Part 2', 'Memories'] as const;

const fixedVideoTitles = [
  'Behind the Scenes', 'Just Chatting', 'Good Morning Routine', 'My Favourite Playlist',
  'Ask Me Anything', 'Thank You for 1000 Fans', 'A Day in My Life', 'New Hair, Who Dis',
] as const;

const albumThemes = [
  'Portraits', 'Moments', 'Snapshots', 'Colours', 'Light and Shadow', 'Postcards', 'Sketches',
  'Daydreams', 'Reflections', 'Polaroids', 'Silhouettes', 'Details',
] as const;

const videoDescriptions = [
  'A relaxed little clip from my week. Thanks for watching!',
  'You asked for it, so here it is. Let me know what you think in the comments.',
  'Filmed in one take, just me having a good time.',
  'A cosy session with music, chatting and a lot of laughing.',
  'Something different this time. I hope you enjoy it as much as I did.',
] as const;

const albumDescriptions = [
  'A small collection of my favourite shots.',
  'Pictures from a sunny afternoon with friends behind the camera.',
  'New photos, new look. Tell me which one you like best.',
  'Some moments I wanted to share with you.',
] as const;

/** Mostly composed titles; one in ten is a fixed classic, so repeats stay rare. */
export function videoTitle(rng: Rng): string {
  const roll = rng.int(0, 9);
  if (roll <= 2) return `${rng.pick(moments)} ${rng.pick(activities)}`;
  if (roll <= 5) return `${rng.pick(places)} ${rng.pick(activities)}`;
  if (roll <= 7) return `${rng.pick(places)} ${rng.pick(activities)} ${rng.pick(suffixes)}`;
  if (roll === 8) return `${rng.pick(moments)} ${rng.pick(suffixes)}`;
  return rng.pick(fixedVideoTitles);
}

export function albumTitle(rng: Rng): string {
  return rng.chance(0.5) ? `${rng.pick(places)} ${rng.pick(albumThemes)}` : `${rng.pick(moments)} ${rng.pick(albumThemes)}`;
}

export function videoDescription(rng: Rng): string {
  return rng.pick(videoDescriptions);
}

export function albumDescription(rng: Rng): string {
  return rng.pick(albumDescriptions);
}
