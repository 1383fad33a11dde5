import type { FlagDesign } from '@/ui/FlagIcon';

/**
 * The countries the lead form's phone flag selector offers (spec §5 PHONE: a number of
 * another country is written with '+' and its dialling code). Brasil comes first: it is the
 * default for pt-BR brands; Moçambique is the default for pt-MZ brands. Countries that share
 * a dialling code (+1) are told apart by name; a stored number is matched to the first one.
 * Flags are simplified drawings (bands and a few shapes), enough to recognise the country
 * next to its dialling code.
 */

/** One country of the phone flag selector. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code. */
  iso: string;
  /** Name as a Portuguese-speaking buyer reads it. */
  name: string;
  /** Dialling code with its '+', e.g. '+55'. */
  dialCode: string;
  flag: FlagDesign;
}

const white = '#ffffff';

/** Every country the selector offers, in display order. */
export const phoneCountries: readonly PhoneCountry[] = [
  {
    iso: 'BR',
    name: 'Brasil',
    dialCode: '+55',
    flag: {
      direction: 'horizontal',
      bands: ['#009c3b'],
      shapes: [
        { kind: 'polygon', points: '15,2.5 27.5,10 15,17.5 2.5,10', color: '#ffdf00' },
        { kind: 'circle', cx: 15, cy: 10, r: 4.2, color: '#002776' },
      ],
    },
  },
  {
    iso: 'MZ',
    name: 'Moçambique',
    dialCode: '+258',
    flag: {
      direction: 'horizontal',
      bands: ['#007168', '#000000', '#fce100'],
      shapes: [
        { kind: 'rect', x: 0, y: 6.2, width: 30, height: 0.9, color: white },
        { kind: 'rect', x: 0, y: 12.9, width: 30, height: 0.9, color: white },
        { kind: 'polygon', points: '0,0 13,10 0,20', color: '#d21034' },
        { kind: 'circle', cx: 4.5, cy: 10, r: 2.2, color: '#fce100' },
      ],
    },
  },
  {
    iso: 'PT',
    name: 'Portugal',
    dialCode: '+351',
    flag: {
      direction: 'horizontal',
      bands: ['#ff0000'],
      shapes: [
        { kind: 'rect', x: 0, y: 0, width: 12, height: 20, color: '#006600' },
        { kind: 'circle', cx: 12, cy: 10, r: 3.6, color: '#ffcc00' },
      ],
    },
  },
  {
    iso: 'AO',
    name: 'Angola',
    dialCode: '+244',
    flag: {
      direction: 'horizontal',
      bands: ['#cc092f', '#000000'],
      shapes: [{ kind: 'circle', cx: 15, cy: 10, r: 3, color: '#ffcb00' }],
    },
  },
  {
    iso: 'CV',
    name: 'Cabo Verde',
    dialCode: '+238',
    flag: {
      direction: 'horizontal',
      bands: ['#003893'],
      shapes: [
        { kind: 'rect', x: 0, y: 10, width: 30, height: 1.3, color: white },
        { kind: 'rect', x: 0, y: 11.3, width: 30, height: 1.3, color: '#cf2027' },
        { kind: 'rect', x: 0, y: 12.6, width: 30, height: 1.3, color: white },
      ],
    },
  },
  {
    iso: 'US',
    name: 'Estados Unidos',
    dialCode: '+1',
    flag: {
      direction: 'horizontal',
      bands: Array.from({ length: 13 }, (_, index) => (index % 2 === 0 ? '#b22234' : white)),
      shapes: [{ kind: 'rect', x: 0, y: 0, width: 12, height: 10.8, color: '#3c3b6e' }],
    },
  },
  {
    iso: 'CA',
    name: 'Canadá',
    dialCode: '+1',
    flag: {
      direction: 'vertical',
      bands: ['#d52b1e', white, white, '#d52b1e'],
      shapes: [
        {
          kind: 'polygon',
          points:
            '15,4 16.8,7.5 19,6.6 18,12 15.5,12 15.5,15 14.5,15 14.5,12 12,12 11,6.6 13.2,7.5',
          color: '#d52b1e',
        },
      ],
    },
  },
  {
    iso: 'AR',
    name: 'Argentina',
    dialCode: '+54',
    flag: {
      direction: 'horizontal',
      bands: ['#74acdf', white, '#74acdf'],
      shapes: [{ kind: 'circle', cx: 15, cy: 10, r: 1.8, color: '#f6b40e' }],
    },
  },
  {
    iso: 'BO',
    name: 'Bolívia',
    dialCode: '+591',
    flag: { direction: 'horizontal', bands: ['#d52b1e', '#f9e300', '#007934'] },
  },
  {
    iso: 'CL',
    name: 'Chile',
    dialCode: '+56',
    flag: {
      direction: 'horizontal',
      bands: [white, '#d52b1e'],
      shapes: [
        { kind: 'rect', x: 0, y: 0, width: 10, height: 10, color: '#0039a6' },
        { kind: 'circle', cx: 5, cy: 5, r: 1.6, color: white },
      ],
    },
  },
  {
    iso: 'CO',
    name: 'Colômbia',
    dialCode: '+57',
    flag: { direction: 'horizontal', bands: ['#fcd116', '#fcd116', '#003893', '#ce1126'] },
  },
  {
    iso: 'PY',
    name: 'Paraguai',
    dialCode: '+595',
    flag: { direction: 'horizontal', bands: ['#d52b1e', white, '#0038a8'] },
  },
  {
    iso: 'PE',
    name: 'Peru',
    dialCode: '+51',
    flag: { direction: 'vertical', bands: ['#d91023', white, '#d91023'] },
  },
  {
    iso: 'UY',
    name: 'Uruguai',
    dialCode: '+598',
    flag: {
      direction: 'horizontal',
      bands: Array.from({ length: 9 }, (_, index) => (index % 2 === 0 ? white : '#0038a8')),
      shapes: [
        { kind: 'rect', x: 0, y: 0, width: 11.1, height: 11.1, color: white },
        { kind: 'circle', cx: 5.5, cy: 5.5, r: 2.6, color: '#fcd116' },
      ],
    },
  },
  {
    iso: 'MX',
    name: 'México',
    dialCode: '+52',
    flag: {
      direction: 'vertical',
      bands: ['#006847', white, '#ce1126'],
      shapes: [{ kind: 'circle', cx: 15, cy: 10, r: 2, color: '#8c5a2b' }],
    },
  },
  {
    iso: 'ES',
    name: 'Espanha',
    dialCode: '+34',
    flag: { direction: 'horizontal', bands: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
  },
  {
    iso: 'FR',
    name: 'França',
    dialCode: '+33',
    flag: { direction: 'vertical', bands: ['#002395', white, '#ed2939'] },
  },
  {
    iso: 'IT',
    name: 'Itália',
    dialCode: '+39',
    flag: { direction: 'vertical', bands: ['#009246', white, '#ce2b37'] },
  },
  {
    iso: 'DE',
    name: 'Alemanha',
    dialCode: '+49',
    flag: { direction: 'horizontal', bands: ['#000000', '#dd0000', '#ffce00'] },
  },
  {
    iso: 'GB',
    name: 'Reino Unido',
    dialCode: '+44',
    flag: {
      direction: 'horizontal',
      bands: ['#012169'],
      shapes: [
        { kind: 'polygon', points: '0,0 3.5,0 30,17.7 30,20 26.5,20 0,2.3', color: white },
        { kind: 'polygon', points: '30,0 30,2.3 3.5,20 0,20 0,17.7 26.5,0', color: white },
        { kind: 'rect', x: 12.5, y: 0, width: 5, height: 20, color: white },
        { kind: 'rect', x: 0, y: 7.5, width: 30, height: 5, color: white },
        { kind: 'rect', x: 13.5, y: 0, width: 3, height: 20, color: '#c8102e' },
        { kind: 'rect', x: 0, y: 8.5, width: 30, height: 3, color: '#c8102e' },
      ],
    },
  },
  {
    iso: 'IE',
    name: 'Irlanda',
    dialCode: '+353',
    flag: { direction: 'vertical', bands: ['#169b62', white, '#ff883e'] },
  },
  {
    iso: 'JP',
    name: 'Japão',
    dialCode: '+81',
    flag: {
      direction: 'horizontal',
      bands: [white],
      shapes: [{ kind: 'circle', cx: 15, cy: 10, r: 6, color: '#bc002d' }],
    },
  },
  {
    iso: 'ZA',
    name: 'África do Sul',
    dialCode: '+27',
    flag: {
      direction: 'horizontal',
      bands: ['#e03c31', '#001489'],
      shapes: [
        {
          kind: 'polygon',
          points: '0,0 4.5,0 14.5,7 30,7 30,13 14.5,13 4.5,20 0,20',
          color: white,
        },
        {
          kind: 'polygon',
          points: '0,0 2.5,0 13.5,8.2 30,8.2 30,11.8 13.5,11.8 2.5,20 0,20',
          color: '#007749',
        },
        { kind: 'polygon', points: '0,3 10,10 0,17', color: '#ffb81c' },
        { kind: 'polygon', points: '0,4.6 7.8,10 0,15.4', color: '#000000' },
      ],
    },
  },
];

/** The ISO code of the country whose numbers follow the Brazilian-mobile rule. */
export const brazilIso = 'BR';

/** The ISO code pt-MZ brands start with. */
export const mozambiqueIso = 'MZ';

/**
 * Finds a country by ISO code; throws a coded error for a code the list lacks, since only
 * the selector's own options reach it.
 */
export function phoneCountryByIso(iso: string): PhoneCountry {
  const country = phoneCountries.find((candidate) => candidate.iso === iso);
  if (!country) {
    throw new Error(
      `PHONE_COUNTRY_UNKNOWN: '${iso}' is not a phone country; known: ${phoneCountries.map((c) => c.iso).join(', ')}`,
    );
  }
  return country;
}
