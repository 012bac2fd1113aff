/**
 * Which scene each category is photographed in (ADR 045): walls, tables, what the food is served on
 * and the props, each with a few variants a product picks by its seed; the sauce in the ramekin comes
 * from the product's own fillings.
 */
import type { TLayer } from './layers.ts'
import type { TProp, TScene, TServe, TTable } from './scene.ts'
import { type Drawing, shade } from './svg.ts'

type TSetting = {
  walls: [string, string][]
  table: TTable
  tables: string[]
  /** What a plated product is served on (bowls, glasses and trays stand on the table). */
  serve: TServe
  props: TProp[][]
  /** The ramekin's sauce when the product names none. */
  sauce: string
}

const CREAM: [string, string] = ['#F4E6D0', '#E0C29A']
const SAGE: [string, string] = ['#DCE6D2', '#B9C9A5']
const TERRACOTTA: [string, string] = ['#E8B99A', '#C98964']
const CHARCOAL: [string, string] = ['#46403B', '#2C2724']
const BRICK: [string, string] = ['#9A4A36', '#6E2E22']
const SKY: [string, string] = ['#D4EEF0', '#A3D3D8']
const BUTTER: [string, string] = ['#FFEBB0', '#FFD36B']
const BLUSH: [string, string] = ['#F7E0E0', '#E6BDBF']
const STEEL: [string, string] = ['#E4EAEE', '#C3D0D8']

const OAK = ['#C08A55', '#B57E49', '#CB9862']
const WALNUT = ['#6E4529', '#5E3A22', '#7A4E30']

const SETTINGS: Record<string, TSetting> = {
  'signature-sandwiches': {
    walls: [CREAM, SAGE, TERRACOTTA],
    table: 'planks',
    tables: OAK,
    serve: 'board',
    props: [
      ['napkin', 'pickle', 'ramekin'],
      ['chips', 'herbs', 'ramekin'],
      ['napkin', 'chips', 'pepper'],
    ],
    sauce: '#E0B43A',
  },
  poboys: {
    walls: [BRICK, CREAM, TERRACOTTA],
    table: 'planks',
    tables: WALNUT,
    serve: 'basket',
    props: [
      ['lemon', 'napkin'],
      ['ramekin', 'herbs'],
      ['lemon', 'pepper'],
    ],
    sauce: '#E8A15E',
  },
  'hot-sandwiches': {
    walls: [CHARCOAL, BRICK],
    table: 'planks',
    tables: WALNUT,
    serve: 'slate',
    props: [
      ['pickle', 'ramekin', 'pepper'],
      ['chips', 'napkin'],
      ['ramekin', 'herbs'],
    ],
    sauce: '#B5421F',
  },
  wraps: {
    walls: [SAGE, CREAM, STEEL],
    table: 'stone',
    tables: ['#EEE8E0', '#E6E1DA'],
    serve: 'plate',
    props: [
      ['herbs', 'lemon', 'napkin'],
      ['chips', 'ramekin'],
    ],
    sauce: '#EFE6C8',
  },
  salads: {
    walls: [SAGE, STEEL, CREAM],
    table: 'cloth',
    tables: ['#E9E0CF', '#DDE6D8'],
    serve: 'none',
    props: [
      ['fork', 'lemon', 'herbs'],
      ['napkin', 'fork', 'pepper'],
    ],
    sauce: '#F1E7C9',
  },
  soups: {
    walls: [CHARCOAL, BRICK, TERRACOTTA],
    table: 'planks',
    tables: WALNUT,
    serve: 'none',
    props: [
      ['spoon', 'bread', 'herbs'],
      ['napkin', 'spoon', 'bread', 'pepper'],
    ],
    sauce: '#E8DCC8',
  },
  kids: {
    walls: [BUTTER, SKY],
    table: 'stone',
    tables: ['#F6F1E8'],
    serve: 'plate',
    props: [['confetti', 'napkin'], ['confetti']],
    sauce: '#D8412F',
  },
  sides: {
    walls: [CREAM, TERRACOTTA, SAGE],
    table: 'paper',
    tables: ['#D7B68A', '#CFAE80'],
    serve: 'plate',
    props: [
      ['fork', 'herbs'],
      ['napkin', 'pepper'],
    ],
    sauce: '#E0B43A',
  },
  desserts: {
    walls: [BLUSH, CREAM],
    table: 'stone',
    tables: ['#F6F1EC', '#EFE8E2'],
    serve: 'plate',
    props: [
      ['berries', 'fork'],
      ['berries', 'napkin'],
    ],
    sauce: '#7A3E1D',
  },
  drinks: {
    walls: [SKY, BUTTER, SAGE],
    table: 'planks',
    tables: ['#D9B07E', '#CDA06B'],
    serve: 'none',
    props: [['ice'], ['lemon']],
    sauce: '#F2B705',
  },
  'catering-trays': {
    walls: [CREAM, STEEL, SAGE],
    table: 'planks',
    tables: OAK,
    serve: 'none',
    props: [['napkin', 'herbs'], ['pepper']],
    sauce: '#E0B43A',
  },
  'boxed-lunches': {
    walls: [STEEL, CREAM],
    table: 'planks',
    tables: OAK,
    serve: 'none',
    props: [['napkin'], ['herbs']],
    sauce: '#E0B43A',
  },
}

const FALLBACK: TSetting = {
  walls: [CREAM, STEEL],
  table: 'planks',
  tables: OAK,
  serve: 'none',
  props: [['napkin'], []],
  sauce: '#E0B43A',
}

const pick = <T>(d: Drawing, list: T[], fallback: T): T =>
  list[Math.floor(d.random() * list.length)] ?? fallback

/**
 * The scene for one product: its category's setting, the variants picked by the product's seed,
 * a plated product's plate or board, and its own sauce.
 */
export function sceneFor(
  d: Drawing,
  categorySlug: string,
  layers: TLayer[],
  ground: { plate: boolean; tall?: boolean },
): TScene {
  const setting = SETTINGS[categorySlug] ?? FALLBACK
  const spread = layers.find((layer) => layer.kind === 'spread')
  const tableColor = shade(pick(d, setting.tables, '#C08A55'), d.between(-0.06, 0.06))
  return {
    wall: pick(d, setting.walls, CREAM),
    table: setting.table,
    tableColor,
    serve: ground.plate ? setting.serve : 'none',
    zoom: ground.tall ? 1.04 : ground.plate ? 1.12 : 1.1,
    props: pick(d, setting.props, []),
    accent: spread?.color ?? setting.sauce,
  }
}
