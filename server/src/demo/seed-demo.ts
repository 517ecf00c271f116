import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { addFollow } from '../modules/follows/queries.ts';
import type { ImageStore } from '../plugins/infra/images.ts';
import { demoAvatar } from './demo-pictures.ts';
import { seedDemoChat } from './seed-demo-chat.ts';
import { seedDemoMoments } from './seed-demo-moments.ts';
import { seedDemoStories } from './seed-demo-stories.ts';

export const DEMO_PASSWORD = 'chingu-demo';
const DEMO_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

type DemoMember = {
  name: string;
  email: string;
  gender: 'Male' | 'Female' | 'Other';
  birth: [string, string, string];
  native: string;
  learning: string;
  bio: string;
  city: string;
  country: string;
  colors: [string, string];
};

export const DEMO_MEMBERS: DemoMember[] = [
  {
    name: 'Minji Kim',
    email: 'minji@demo.chingu.app',
    gender: 'Female',
    birth: ['1997', '4', '12'],
    native: 'Korean',
    learning: 'English',
    bio: 'Barista in Seoul who loves indie music. Happy to help with Korean slang!',
    city: 'Seoul',
    country: 'South Korea',
    colors: ['#f76707', '#e8590c'],
  },
  {
    name: 'James Carter',
    email: 'james@demo.chingu.app',
    gender: 'Male',
    birth: ['1992', '9', '3'],
    native: 'English',
    learning: 'Korean',
    bio: 'Teacher from Manchester, learning Korean for my move to Busan next year.',
    city: 'Manchester',
    country: 'United Kingdom',
    colors: ['#1c7ed6', '#1864ab'],
  },
  {
    name: 'Sofía García',
    email: 'sofia@demo.chingu.app',
    gender: 'Female',
    birth: ['1999', '1', '25'],
    native: 'Spanish',
    learning: 'Japanese',
    bio: 'Anime fan and aspiring translator. Let us swap Spanish and Japanese!',
    city: 'Madrid',
    country: 'Spain',
    colors: ['#d6336c', '#a61e4d'],
  },
  {
    name: 'Yuki Tanaka',
    email: 'yuki@demo.chingu.app',
    gender: 'Female',
    birth: ['1995', '7', '8'],
    native: 'Japanese',
    learning: 'Spanish',
    bio: 'Software engineer in Osaka. I cook a mean okonomiyaki.',
    city: 'Osaka',
    country: 'Japan',
    colors: ['#7048e8', '#5f3dc4'],
  },
  {
    name: 'Lucas Martin',
    email: 'lucas@demo.chingu.app',
    gender: 'Male',
    birth: ['1990', '11', '30'],
    native: 'French',
    learning: 'German',
    bio: 'Cyclist and bookworm from Lyon.',
    city: 'Lyon',
    country: 'France',
    colors: ['#0ca678', '#087f5b'],
  },
  {
    name: 'Anna Schmidt',
    email: 'anna@demo.chingu.app',
    gender: 'Female',
    birth: ['1994', '2', '17'],
    native: 'German',
    learning: 'French',
    bio: 'Architect in Berlin. Looking for weekly French conversation.',
    city: 'Berlin',
    country: 'Germany',
    colors: ['#f59f00', '#e67700'],
  },
  {
    name: 'Wei Chen',
    email: 'wei@demo.chingu.app',
    gender: 'Male',
    birth: ['1998', '6', '21'],
    native: 'Chinese',
    learning: 'Korean',
    bio: 'K-drama addict studying in Shanghai.',
    city: 'Shanghai',
    country: 'China',
    colors: ['#e03131', '#c92a2a'],
  },
  {
    name: 'Mariana Souza',
    email: 'mariana@demo.chingu.app',
    gender: 'Female',
    birth: ['1996', '10', '5'],
    native: 'Portuguese',
    learning: 'Italian',
    bio: 'Chef from São Paulo dreaming of Italy.',
    city: 'São Paulo',
    country: 'Brazil',
    colors: ['#2f9e44', '#2b8a3e'],
  },
];

const PALETTE: [string, string][] = [
  ['#f76707', '#e8590c'],
  ['#1c7ed6', '#1864ab'],
  ['#d6336c', '#a61e4d'],
  ['#7048e8', '#5f3dc4'],
  ['#0ca678', '#087f5b'],
  ['#f59f00', '#e67700'],
  ['#e03131', '#c92a2a'],
  ['#2f9e44', '#2b8a3e'],
  ['#1098ad', '#0b7285'],
  ['#ae3ec9', '#862e9c'],
];

// Two more members per language of the ten, so every directory chip finds people.
const MORE: [string, 'Male' | 'Female', string, string, string, string][] = [
  ['Emily Brown', 'Female', 'English', 'Spanish', 'Toronto', 'Canada'],
  ['Noah Wilson', 'Male', 'English', 'Japanese', 'Sydney', 'Australia'],
  ['Diego Fernández', 'Male', 'Spanish', 'English', 'Mexico City', 'Mexico'],
  ['Valentina Rossi', 'Female', 'Spanish', 'Korean', 'Buenos Aires', 'Argentina'],
  ['Camille Dubois', 'Female', 'French', 'English', 'Paris', 'France'],
  ['Hugo Lefèvre', 'Male', 'French', 'Korean', 'Montréal', 'Canada'],
  ['Felix Wagner', 'Male', 'German', 'Spanish', 'Munich', 'Germany'],
  ['Lena Fischer', 'Female', 'German', 'Japanese', 'Vienna', 'Austria'],
  ['Jiwoo Park', 'Male', 'Korean', 'Japanese', 'Busan', 'South Korea'],
  ['Seoyeon Lee', 'Female', 'Korean', 'French', 'Incheon', 'South Korea'],
  ['Haruto Sato', 'Male', 'Japanese', 'English', 'Tokyo', 'Japan'],
  ['Aoi Suzuki', 'Female', 'Japanese', 'Korean', 'Kyoto', 'Japan'],
  ['Li Na', 'Female', 'Chinese', 'English', 'Beijing', 'China'],
  ['Zhang Wei', 'Male', 'Chinese', 'Japanese', 'Taipei', 'Taiwan'],
  ['João Pereira', 'Male', 'Portuguese', 'English', 'Lisbon', 'Portugal'],
  ['Beatriz Costa', 'Female', 'Portuguese', 'Korean', 'Rio de Janeiro', 'Brazil'],
  ['Dmitri Ivanov', 'Male', 'Russian', 'English', 'Moscow', 'Russia'],
  ['Olga Petrova', 'Female', 'Russian', 'German', 'Saint Petersburg', 'Russia'],
  ['Giulia Bianchi', 'Female', 'Italian', 'English', 'Milan', 'Italy'],
  ['Marco Ricci', 'Male', 'Italian', 'Spanish', 'Rome', 'Italy'],
];

const BIOS = [
  'Looking for a patient partner for weekly video chats.',
  'Coffee, hiking and grammar questions. Happy to help with mine!',
  'Learning through music and movies. Send me your favourite songs.',
  'I correct gently and love cultural exchanges.',
  'Preparing for a language exam next spring. Let us practise!',
  '',
];

export function allDemoMembers(): DemoMember[] {
  const generated = MORE.map(([name, gender, native, learning, city, country], i) => ({
    name,
    email: `${name
      .split(' ')[0]!
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}@demo.chingu.app`,
    gender,
    birth: [String(1985 + (i % 17)), String((i % 12) + 1), String(((i * 7) % 28) + 1)] as [
      string,
      string,
      string,
    ],
    native,
    learning,
    bio: BIOS[i % BIOS.length]!,
    city,
    country,
    colors: PALETTE[i % PALETTE.length]!,
  }));
  return [...DEMO_MEMBERS, ...generated];
}

/**
 * PRODUCT §5: on an empty database the first start creates a small demo community. Their
 * stories live a day, so every start gives the demo members whose stories expired new ones.
 */
export async function seedDemoData(
  db: Db,
  images: ImageStore,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<void> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) === 0) await seedDemoCommunity(db, images, log);
  await seedDemoStories(
    db,
    images,
    log,
    DEMO_MEMBERS.map((m) => m.email),
    now,
  );
}

async function seedDemoCommunity(db: Db, images: ImageStore, log: FastifyBaseLogger) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const members = allDemoMembers();
  // Rasterising is the slow part: all faces at once, then the rows in order.
  const faces = await Promise.all(members.map((m) => demoAvatar(m.name, m.colors)));
  const ids: string[] = [];
  for (const [i, member] of members.entries()) {
    const [name] = await images.save([{ data: faces[i]!, extension: 'webp' }]);
    const [row] = await db
      .insert(users)
      .values({
        email: member.email,
        passwordHash,
        name: member.name,
        gender: member.gender,
        bio: member.bio,
        birthYear: member.birth[0],
        birthMonth: member.birth[1],
        birthDay: member.birth[2],
        nativeLanguage: member.native,
        languageToLearn: member.learning,
        // Most demo members said their level (PRODUCT §9.2); every fifth did not.
        level: i % 5 === 4 ? null : DEMO_LEVELS[(i * 7) % DEMO_LEVELS.length]!,
        location: { city: member.city, country: member.country },
        images: name ? [name] : [],
        // Spread sign-up dates over the last months so "New" has an order.
        createdAt: new Date(Date.now() - (members.length - i) * 3 * 86_400_000),
      })
      .returning({ id: users.id });
    ids.push(row!.id);
  }
  // A few popular members, most with a handful of followers (counters kept exact by addFollow).
  let follows = 0;
  for (const [i, follower] of ids.entries()) {
    const targets = new Set([
      ids[0],
      ids[1],
      ids[(i * 5 + 3) % ids.length],
      ids[(i * 11 + 7) % ids.length],
    ]);
    if (i % 3 === 0) targets.add(ids[2]);
    for (const target of targets) {
      if (target && target !== follower && (await addFollow(db, follower, target))) follows += 1;
    }
  }
  await seedDemoChat(db, ids, log);
  await seedDemoMoments(db, images, ids, log);
  log.info(
    `Demo community created: ${members.length} members, ${follows} follows, password "${DEMO_PASSWORD}"`,
  );
}
