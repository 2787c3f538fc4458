/**
 * Composers and publishers of the mock catalogue. 40 composers across the six PROs (BMI well
 * represented so the restricted persona's library is visibly reduced), plus "Trad." for traditional
 * arrangements. Each PRO has a house publisher, because a writer's share is published through a
 * publisher of the same society: a BMI composer's track therefore also carries a BMI publisher.
 */
import type { ProName } from '@/shared/api/contract/dto';

export interface ComposerDef {
  first_name: string;
  last_name: string;
  pro: ProName | 'PD';
}

export const COMPOSERS: ComposerDef[] = [
  // ASCAP (10)
  { first_name: 'Adam', last_name: 'Drake', pro: 'ASCAP' },
  { first_name: 'Jessica', last_name: 'Harlow', pro: 'ASCAP' },
  { first_name: 'Marcus', last_name: 'Bell', pro: 'ASCAP' },
  { first_name: 'Elena', last_name: 'Vasquez', pro: 'ASCAP' },
  { first_name: 'Tom', last_name: 'Kessler', pro: 'ASCAP' },
  { first_name: 'Rachel', last_name: 'Yoon', pro: 'ASCAP' },
  { first_name: 'Daniel', last_name: 'Okafor', pro: 'ASCAP' },
  { first_name: 'Megan', last_name: 'Frost', pro: 'ASCAP' },
  { first_name: 'Chris', last_name: 'Lindqvist', pro: 'ASCAP' },
  { first_name: 'Nina', last_name: 'Park', pro: 'ASCAP' },
  // BMI (9)
  { first_name: 'Brandon', last_name: 'Cole', pro: 'BMI' },
  { first_name: 'Tasha', last_name: 'Greene', pro: 'BMI' },
  { first_name: 'Victor', last_name: 'Alvarez', pro: 'BMI' },
  { first_name: 'Holly', last_name: 'Jenkins', pro: 'BMI' },
  { first_name: 'Dwayne', last_name: 'Mitchell', pro: 'BMI' },
  { first_name: 'Sara', last_name: 'Quinn', pro: 'BMI' },
  { first_name: 'Leo', last_name: 'Nakamura', pro: 'BMI' },
  { first_name: 'Grace', last_name: 'Wheeler', pro: 'BMI' },
  { first_name: 'Owen', last_name: 'Underwood', pro: 'BMI' },
  // SESAC (5)
  { first_name: 'Isaac', last_name: 'Irving', pro: 'SESAC' },
  { first_name: 'Paula', last_name: 'Ramos', pro: 'SESAC' },
  { first_name: 'Kevin', last_name: 'Thornton', pro: 'SESAC' },
  { first_name: 'Aisha', last_name: 'Edwards', pro: 'SESAC' },
  { first_name: 'Ryan', last_name: 'Sterling', pro: 'SESAC' },
  // PRS (7)
  { first_name: 'Oliver', last_name: 'Ashworth', pro: 'PRS' },
  { first_name: 'Imogen', last_name: 'Blake', pro: 'PRS' },
  { first_name: 'Harry', last_name: 'Fenwick', pro: 'PRS' },
  { first_name: 'Charlotte', last_name: 'Moss', pro: 'PRS' },
  { first_name: 'Rupert', last_name: 'Hale', pro: 'PRS' },
  { first_name: 'Freya', last_name: 'Owens', pro: 'PRS' },
  { first_name: 'Callum', last_name: 'Young', pro: 'PRS' },
  // GEMA (5)
  { first_name: 'Lukas', last_name: 'Becker', pro: 'GEMA' },
  { first_name: 'Anja', last_name: 'Schreiber', pro: 'GEMA' },
  { first_name: 'Jonas', last_name: 'Krüger', pro: 'GEMA' },
  { first_name: 'Marie', last_name: 'Zimmermann', pro: 'GEMA' },
  { first_name: 'Felix', last_name: 'Wagner', pro: 'GEMA' },
  // SOCAN (4)
  { first_name: 'Étienne', last_name: 'Gagnon', pro: 'SOCAN' },
  { first_name: 'Brooke', last_name: 'MacLeod', pro: 'SOCAN' },
  { first_name: 'Sanjay', last_name: 'Patel', pro: 'SOCAN' },
  { first_name: 'Chloe', last_name: 'Tremblay', pro: 'SOCAN' },
];

/** Public-domain author of traditional melodies; arranged tracks list it first. */
export const TRAD_COMPOSER: ComposerDef = { first_name: '', last_name: 'Trad.', pro: 'PD' };

export const PUBLISHERS: { name: string; pro: ProName }[] = [
  { name: '4EM Music Publishing', pro: 'ASCAP' },
  { name: '4EM Songs', pro: 'BMI' },
  { name: '4EM Tunes', pro: 'SESAC' },
  { name: '4EM Music Ltd', pro: 'PRS' },
  { name: '4EM Musikverlag', pro: 'GEMA' },
  { name: '4EM Music Canada', pro: 'SOCAN' },
];

/** Networks for the as-heard-on placements. */
export const NETWORKS = ['HBO', 'Netflix', 'NBC', 'CBS', 'ABC', 'FOX', 'ESPN', 'Discovery', 'National Geographic', 'Bravo', 'History', 'BBC One', 'Hulu', 'Amazon Prime Video', 'CNN', 'TLC', 'A&E', 'AMC'];
