/** What goes on each salad, in each soup and in each side bowl, by keyword of the product name or text. */
import type { TSide, TSoup, TTopping } from './bowls.ts'

export const SALAD_TOPPINGS: [RegExp, TTopping][] = [
  [/chicken/, { symbol: 'ch', count: 4 }],
  [/steak/, { symbol: 'st', count: 5 }],
  [/turkey/, { symbol: 'jl', count: 4, fill: '#EECBA0' }],
  [/\bham\b/, { symbol: 'jl', count: 4, fill: '#F09AA2' }],
  [/cheddar/, { symbol: 'jl', count: 3, fill: '#F4A12A' }],
  [/swiss/, { symbol: 'jl', count: 3, fill: '#F6E6A0' }],
  [/bacon/, { symbol: 'dt', count: 9, fill: '#B4432E', scale: 1.4 }],
  [/egg/, { symbol: 'eg', count: 3 }],
  [/avocado/, { symbol: 'av', count: 3 }],
  [/tomato/, { symbol: 'tm', count: 4 }],
  [/cucumber/, { symbol: 'cu', count: 4 }],
  [/olive/, { symbol: 'ol', count: 5 }],
  [/red onion/, { symbol: 'on', count: 4 }],
  [/feta|blue cheese|parmesan/, { symbol: 'dt', count: 10, fill: '#FAF6EA', scale: 1.5 }],
  [/crouton/, { symbol: 'ct', count: 5 }],
  [/strawberr/, { symbol: 'sb', count: 5, scale: 1.4 }],
  [/quinoa/, { symbol: 'dt', count: 14, fill: '#F2E2B8' }],
  [/sweet potato/, { symbol: 'cr', count: 7, fill: '#E8842E', scale: 1.4 }],
  [/cranberr/, { symbol: 'dt', count: 8, fill: '#A3213A', scale: 1.4 }],
  [/pepitas/, { symbol: 'dt', count: 8, fill: '#6E9E3A' }],
  [/pecan/, { symbol: 'cr', count: 5, fill: '#8A4B25', scale: 1.3 }],
]

export const CARROT: TTopping = { symbol: 'dt', count: 8, fill: '#F08A24', scale: 1.8 }
const CHICKEN_BITS: TTopping = { symbol: 'cr', count: 5, fill: '#F3E2C0', scale: 1.5 }
const CHEDDAR_SHREDS: TTopping = { symbol: 'sh', count: 12, fill: '#F4A12A' }

export const SOUPS: [RegExp, TSoup][] = [
  [
    /noodle/,
    {
      broth: '#E8B64E',
      garnish: [
        { symbol: 'sh', count: 12, fill: '#F7E3A3', scale: 1.4 },
        CARROT,
        { symbol: 'cr', count: 5, fill: '#9BC45A' },
        CHICKEN_BITS,
      ],
    },
  ],
  [
    /tomato/,
    {
      broth: '#D9472B',
      swirl: true,
      garnish: [
        { symbol: 'lf', count: 2, fill: '#3E8733', scale: 0.6 },
        { symbol: 'ct', count: 3 },
      ],
    },
  ],
  [
    /gumbo/,
    {
      broth: '#7A4420',
      rice: true,
      garnish: [
        { symbol: 'co', count: 5 },
        { symbol: 'dt', count: 10, fill: '#5BA33A' },
      ],
    },
  ],
  [
    /potato/,
    {
      broth: '#EEDDB6',
      dollop: true,
      garnish: [
        CHEDDAR_SHREDS,
        { symbol: 'cr', count: 8, fill: '#B4432E' },
        { symbol: 'sh', count: 8, fill: '#4E9A2E' },
      ],
    },
  ],
  [
    /lentil/,
    {
      broth: '#CF6E2C',
      garnish: [
        { symbol: 'dt', count: 16, fill: '#B4561E' },
        { ...CARROT, fill: '#F5A04A' },
        { symbol: 'lf', count: 3, fill: '#2F6F2A', scale: 0.5 },
      ],
    },
  ],
  [
    /bone broth/,
    {
      broth: '#DDA64C',
      garnish: [
        CARROT,
        { symbol: 'cu', count: 4, scale: 0.8 },
        { symbol: 'lf', count: 3, fill: '#2F5E34', scale: 0.6 },
        CHICKEN_BITS,
      ],
    },
  ],
  [
    /chili/,
    {
      broth: '#8F2A1A',
      garnish: [
        { ...CHEDDAR_SHREDS, count: 14 },
        { symbol: 'cr', count: 8, fill: '#F7F3E8' },
        { symbol: 'dt', count: 8, fill: '#5A1A14', scale: 1.6 },
      ],
    },
  ],
]

const POTATO_SALAD: TSide = {
  mound: '#E9CF86',
  bits: [
    { symbol: 'cr', count: 14, fill: '#FFF4D2', scale: 2.2 },
    { symbol: 'dt', count: 8, fill: '#C8442B' },
    { symbol: 'sh', count: 5, fill: '#8DBE4A' },
  ],
}
const MAC: TSide = { mound: '#F0AE3A', bits: [{ symbol: 'sh', count: 18, fill: '#FAD46E', scale: 1.6 }] }

export const SIDES: [RegExp, TSide][] = [
  [
    /pasta salad/,
    {
      mound: '#F3D68A',
      big: true,
      bits: [
        { symbol: 'sh', count: 20, fill: '#F0C05A', scale: 1.6 },
        { symbol: 'tm', count: 4, scale: 0.8 },
        { symbol: 'ol', count: 4 },
        { symbol: 'cu', count: 3, scale: 0.8 },
        { symbol: 'cr', count: 6, fill: '#FAF6EA' },
      ],
    },
  ],
  [/potato salad bowl/, { ...POTATO_SALAD, big: true }],
  [/potato salad/, POTATO_SALAD],
  [
    /coleslaw/,
    {
      mound: '#EEEBC8',
      bits: [
        { symbol: 'sh', count: 14, fill: '#B9D77A' },
        { symbol: 'sh', count: 8, fill: '#8E4A8C' },
        { symbol: 'sh', count: 8, fill: '#F08A24' },
      ],
    },
  ],
  [/kids mac/, MAC],
  [/mac/, { ...MAC, bits: [...MAC.bits, { symbol: 'dt', count: 14, fill: '#B8742A' }] }],
  [
    /red beans/,
    {
      mound: '#8A3B2A',
      rice: true,
      bits: [
        { symbol: 'co', count: 4 },
        { symbol: 'dt', count: 14, fill: '#5E1F18', scale: 1.8 },
        { symbol: 'dt', count: 6, fill: '#5BA33A' },
      ],
    },
  ],
]
