/** Neutral word lists for performer names and profiles. Nothing here may be explicit. */

/** Reserved for the demo performer (accounts.ts); the generator never hands it out. */
export const DEMO_PERFORMER_STAGE_NAME = 'LunaSky';

export const femaleNames = [
  'Luna', 'Mia', 'Lea', 'Emma', 'Sofia', 'Nina', 'Lara', 'Zoe', 'Ella', 'Maya',
  'Aria', 'Ivy', 'Nora', 'Lina', 'Jana', 'Kira', 'Mila', 'Anna', 'Clara', 'Julia',
  'Sara', 'Eva', 'Lisa', 'Vera', 'Alma', 'Ines', 'Paula', 'Carla', 'Lucia', 'Marta',
  'Elena', 'Noa', 'Isa', 'Fenna', 'Sanne', 'Lotte', 'Femke', 'Britt', 'Roos', 'Nova',
  'Jade', 'Chloe', 'Amber', 'Ruby', 'Stella', 'Hanna', 'Leonie', 'Greta', 'Frida', 'Ida',
  'Elin', 'Tessa', 'Romy', 'Yara', 'Selma', 'Livia', 'Bianca', 'Daria', 'Olivia', 'Alina',
  'Celia', 'Dana', 'Elisa', 'Fiona', 'Gina', 'Helena', 'Iris', 'Joy', 'Katja', 'Lola',
  'Marie', 'Naomi', 'Pia', 'Rosa', 'Sina', 'Tina', 'Valeria', 'Wanda', 'Xenia', 'Zara',
] as const;

export const maleNames = [
  'Leo', 'Max', 'Tom', 'Ben', 'Finn', 'Jonas', 'Luca', 'Noah', 'Paul', 'Felix',
  'Elias', 'Milan', 'Hugo', 'Jan', 'Lars', 'Marco', 'Nico', 'Oscar', 'Pablo', 'Rafa',
  'Sam', 'Tim', 'Victor', 'Daan', 'Bram', 'Sem', 'Mats', 'Alex', 'Dario', 'Kai',
] as const;

/** Second halves of CamelCase stage names ("LunaSky", "MiaRose"). */
export const nameSuffixes = [
  'Sky', 'Rose', 'Star', 'Moon', 'Sun', 'Bloom', 'Dream', 'Wave', 'Pearl', 'Belle',
  'Joy', 'Grace', 'Skye', 'Rain', 'Snow', 'Fox', 'Bird', 'Heart', 'Light', 'Storm',
  'River', 'Lake', 'Dawn', 'Dusk', 'Spark', 'Flame', 'Frost', 'Leaf', 'Berry', 'Honey',
  'Candy', 'Cherry', 'Peach', 'Lily', 'Daisy', 'Jewel', 'Velvet', 'Silk', 'Glow', 'Shine',
  'Breeze', 'Cloud', 'Coral', 'Amber', 'Ivy', 'Sage', 'Blue', 'Gold', 'Angel', 'Song',
] as const;

/** Couples are named as a pair of first names: "LeaAndTom". */
export const coupleJoiners = ['And', 'And', 'Und', 'Y', 'En'] as const;

/** §3 profile threeWords: three of these, comma-separated. */
export const profileWords = [
  'funny', 'curious', 'sporty', 'creative', 'calm', 'cheerful', 'honest', 'playful',
  'shy', 'warm', 'witty', 'adventurous', 'kind', 'relaxed', 'smart', 'spontaneous',
  'dreamy', 'friendly', 'lively', 'loyal', 'musical', 'open', 'patient', 'romantic',
  'sunny', 'talkative', 'thoughtful', 'charming', 'elegant', 'energetic', 'gentle', 'stylish',
] as const;

export const hobbies = [
  'yoga', 'dancing', 'cooking', 'travelling', 'reading', 'painting', 'hiking', 'photography',
  'music', 'gaming', 'swimming', 'cycling', 'baking', 'gardening', 'fashion', 'films',
] as const;

export const hairColors = ['blonde', 'brown', 'black', 'red', 'auburn'] as const;
export const eyeColors = ['blue', 'green', 'brown', 'grey', 'hazel'] as const;

/** Cities with rough coordinates; the first language is the country's own. */
export const places = [
  { countryCode: 'DE', city: 'Berlin', lat: 52.52, long: 13.4, language: 'de' },
  { countryCode: 'DE', city: 'Hamburg', lat: 53.55, long: 9.99, language: 'de' },
  { countryCode: 'DE', city: 'Munich', lat: 48.14, long: 11.58, language: 'de' },
  { countryCode: 'DE', city: 'Cologne', lat: 50.94, long: 6.96, language: 'de' },
  { countryCode: 'DE', city: 'Leipzig', lat: 51.34, long: 12.37, language: 'de' },
  { countryCode: 'DE', city: 'Frankfurt', lat: 50.11, long: 8.68, language: 'de' },
  { countryCode: 'AT', city: 'Vienna', lat: 48.21, long: 16.37, language: 'de' },
  { countryCode: 'AT', city: 'Graz', lat: 47.07, long: 15.44, language: 'de' },
  { countryCode: 'CH', city: 'Zurich', lat: 47.38, long: 8.54, language: 'de' },
  { countryCode: 'CH', city: 'Bern', lat: 46.95, long: 7.45, language: 'de' },
  { countryCode: 'ES', city: 'Madrid', lat: 40.42, long: -3.7, language: 'es' },
  { countryCode: 'ES', city: 'Barcelona', lat: 41.39, long: 2.17, language: 'es' },
  { countryCode: 'ES', city: 'Valencia', lat: 39.47, long: -0.38, language: 'es' },
  { countryCode: 'ES', city: 'Seville', lat: 37.39, long: -5.98, language: 'es' },
  { countryCode: 'NL', city: 'Amsterdam', lat: 52.37, long: 4.9, language: 'nl' },
  { countryCode: 'NL', city: 'Rotterdam', lat: 51.92, long: 4.48, language: 'nl' },
  { countryCode: 'NL', city: 'Utrecht', lat: 52.09, long: 5.12, language: 'nl' },
  { countryCode: 'BE', city: 'Antwerp', lat: 51.22, long: 4.4, language: 'nl' },
  { countryCode: 'FR', city: 'Lyon', lat: 45.76, long: 4.84, language: 'fr' },
  { countryCode: 'IT', city: 'Milan', lat: 45.46, long: 9.19, language: 'it' },
] as const;

export const extraLanguages = ['en', 'de', 'es', 'nl', 'fr', 'it'] as const;
