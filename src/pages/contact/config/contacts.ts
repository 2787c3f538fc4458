import { COMPANY } from '@/shared/config';

/** One office of the contact directory (the publisher, and its subpublishers by territory). */
export interface ContactOffice {
  id: string;
  name: string;
  territory: string;
  phone: string;
  fax: string;
  email: string;
  /** Postal lines, shown under the name. */
  address?: string[];
}

/** General inquiries: the publisher itself. */
export const GENERAL_INQUIRIES: ContactOffice = {
  id: 'general',
  name: `${COMPANY.legalName} Publishing`,
  territory: 'General inquiries · USA and rest of world',
  phone: COMPANY.phone,
  fax: '+1 (323) 555-0145',
  email: COMPANY.email,
  address: ['6201 Sunset Boulevard, Suite 400', 'Los Angeles, CA 90028', 'United States'],
};

/**
 * Regional subpublishers, who license and collect for the catalog in their territory.
 * Invented but plausible directory data (reserved 555 / fictional numbers, .example domains).
 */
export const SUBPUBLISHERS: ContactOffice[] = [
  {
    id: 'uk',
    name: 'Northlight Music Rights Ltd',
    territory: 'United Kingdom & Ireland',
    phone: '+44 20 7946 0321',
    fax: '+44 20 7946 0322',
    email: 'licensing@northlight-rights.example',
  },
  {
    id: 'dach',
    name: 'Klangwerk Musikverlag GmbH',
    territory: 'Germany, Austria & Switzerland',
    phone: '+49 30 5557 2210',
    fax: '+49 30 5557 2219',
    email: '4em@klangwerk-verlag.example',
  },
  {
    id: 'fr',
    name: 'Éditions Lumière Sonore',
    territory: 'France, Belgium & Luxembourg',
    phone: '+33 1 55 55 01 48',
    fax: '+33 1 55 55 01 49',
    email: 'contact@lumiere-sonore.example',
  },
  {
    id: 'nordics',
    name: 'Nordvind Musikförlag AB',
    territory: 'Sweden, Norway, Denmark, Finland & Iceland',
    phone: '+46 8 555 014 20',
    fax: '+46 8 555 014 29',
    email: 'sync@nordvind.example',
  },
  {
    id: 'iberia',
    name: 'Estudio Mediterráneo de Música S.L.',
    territory: 'Spain & Portugal',
    phone: '+34 91 555 01 93',
    fax: '+34 91 555 01 94',
    email: 'licencias@estudiomediterraneo.example',
  },
  {
    id: 'canada',
    name: 'Maple Cue Publishing Inc.',
    territory: 'Canada',
    phone: '+1 (416) 555-0176',
    fax: '+1 (416) 555-0177',
    email: 'hello@maplecue.example',
  },
  {
    id: 'latam',
    name: 'Trópico Trilhas Editora Ltda.',
    territory: 'Brazil & Latin America',
    phone: '+55 11 5555-0139',
    fax: '+55 11 5555-0138',
    email: 'licenciamento@tropicotrilhas.example',
  },
  {
    id: 'japan',
    name: 'Sakura Tone Publishing K.K.',
    territory: 'Japan',
    phone: '+81 3-5550-0172',
    fax: '+81 3-5550-0173',
    email: 'sync@sakuratone.example',
  },
  {
    id: 'anz',
    name: 'Southern Cross Soundtracks Pty Ltd',
    territory: 'Australia & New Zealand',
    phone: '+61 2 5550 1842',
    fax: '+61 2 5550 1843',
    email: 'licensing@southerncross-sound.example',
  },
];

/** `tel:` form of a display number: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
