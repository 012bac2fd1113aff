import { group, opt, pick, type TGroupSpec, type TOptionSpec } from './builders.ts'

const BREADS = [
  opt('White', 0, 150),
  opt('Wheat', 0, 140),
  opt('Rye', 0, 150),
  opt('Sourdough', 0, 160),
  opt('Gluten-Free Bread', 150, 170),
]

const CHEESES = [
  opt('American', 0, 70),
  opt('Cheddar', 0, 110),
  opt('Swiss', 0, 100),
  opt('Provolone', 0, 100),
  opt('Pepper Jack', 0, 100),
  opt('Fresh Mozzarella', 0, 90),
]

const TOPPINGS = [
  opt('Lettuce', 0, 5),
  opt('Tomato', 0, 5),
  opt('Red Onion', 0, 5),
  opt('Pickles', 0, 5),
  opt('Pepperoncini', 0, 5),
  opt('Cucumber', 0, 5),
  opt('Spinach', 0, 5),
  opt('Mayo', 0, 90),
  opt('Spicy Mustard', 0, 10),
]

/** Add-ons a guest may double (double bacon, twice the extra meat); the others once. */
const ADD_ONS = [
  opt('Bacon', 179, 90, 2),
  opt('Avocado', 149, 80, 2),
  opt('Extra Meat', 299, 120, 2),
  opt('Extra Cheese', 99, 100, 2),
  opt('Fried Egg', 129, 90),
  opt('Jalapeños', 49, 5),
  opt('Grilled Chicken', 349, 140),
  opt('Hard-Boiled Egg', 129, 70),
  opt('Extra Shrimp', 349, 110),
  opt('Chili Crisp', 79, 40),
]

const DRESSINGS = [
  opt('Ranch', 0, 140),
  opt('Balsamic Vinaigrette', 0, 110),
  opt('Caesar', 0, 160),
  opt('Honey Mustard', 0, 130),
  opt('Lemon Herb Vinaigrette', 0, 100),
  opt('Red Wine Vinaigrette', 0, 110),
  opt('Blue Cheese', 0, 150),
  opt('Poppyseed', 0, 120),
]

const SIDE_CHOICES = [opt('Chips', 0, 150), opt('Apple Slices', 0, 35), opt('Fruit Cup', 0, 60)]

/** Without a default the guest must pick one: the required-choice rule a guest really meets. */
export const bread = (defaultBread?: string): TGroupSpec =>
  group('Bread', 'Choose your bread', 1, 1, BREADS, defaultBread ? [defaultBread] : [])

export const cheese = (defaults: string[], max = 1): TGroupSpec =>
  group('Cheese', 'Sliced to order', 0, max, CHEESES, defaults)

export const toppings = (defaults: string[]): TGroupSpec =>
  group('Toppings', 'Add or hold', 0, TOPPINGS.length, TOPPINGS, defaults)

export const addOns = (names = ['Bacon', 'Avocado', 'Extra Meat', 'Extra Cheese']): TGroupSpec =>
  group('Add-ons', 'Make it a little more', 0, Math.min(4, names.length), pick(ADD_ONS, names))

export const dressing = (defaultDressing: string, names = DRESSINGS.map((d) => d.name)): TGroupSpec =>
  group('Dressing', 'Served on the side', 1, 1, pick(DRESSINGS, names), [defaultDressing])

export const tortilla = (defaultTortilla = 'Flour Tortilla'): TGroupSpec =>
  group(
    'Tortilla',
    'Choose your wrap',
    1,
    1,
    [opt('Flour Tortilla', 0, 210), opt('Spinach Tortilla', 0, 200), opt('Whole Wheat Tortilla', 0, 190)],
    [defaultTortilla],
  )

export const poboySize = (): TGroupSpec =>
  group('Size', 'Choose a size', 1, 1, [opt('Half (6")', 0, 0), opt('Whole (12")', 450, 420)], ['Half (6")'])

export const poboyDressed = (): TGroupSpec =>
  group(
    'Dressed',
    'Dressed comes with lettuce, tomato, pickles and mayo',
    1,
    1,
    [opt('Fully Dressed', 0, 110), opt('Plain', 0, 0)],
    ['Fully Dressed'],
  )

export const soupSize = (): TGroupSpec =>
  group('Size', 'Choose a size', 1, 1, [opt('Cup', 0, 0), opt('Bowl', 250, 140)], ['Cup'])

export const soupExtras = (): TGroupSpec =>
  group('Extras', 'On the side', 0, 2, [
    opt('Oyster Crackers', 0, 60),
    opt('Toasted French Bread', 99, 150),
    opt('Shredded Cheddar', 79, 110),
  ])

export const drinkSize = (): TGroupSpec =>
  group('Size', 'Choose a size', 1, 1, [opt('Regular', 0, 0), opt('Large', 50, 60)], ['Regular'])

export const sides = (defaultSide = 'Chips'): TGroupSpec =>
  group('Sides', 'Choose a side', 1, 1, SIDE_CHOICES, [defaultSide])

export const kidsDrink = (): TGroupSpec =>
  group(
    'Drink',
    'Choose a drink',
    1,
    1,
    [opt('Apple Juice', 0, 90), opt('1% Milk', 0, 100), opt('Bottled Water', 0, 0), opt('Lemonade', 0, 110)],
    ['Apple Juice'],
  )

export const flavor = (names: string[], defaultName: string, description = 'Choose a flavor'): TGroupSpec =>
  group(
    'Flavor',
    description,
    1,
    1,
    names.map((name) => opt(name, 0, 0)),
    [defaultName],
  )

export const dessertChoice = (): TGroupSpec =>
  group(
    'Dessert',
    'Choose a dessert',
    1,
    1,
    [
      opt('Chocolate Chunk Cookie', 0, 240),
      opt('Oatmeal Raisin Cookie', 0, 220),
      opt('Fudge Brownie', 0, 310),
    ],
    ['Chocolate Chunk Cookie'],
  )

/** A required single choice among named items that are all included in the price. */
export const choice = (name: string, description: string, items: TOptionSpec[], defaultName: string) =>
  group(name, description, 1, 1, items, [defaultName])

export const traySize = (serves: [number, number], largeCost: number): TGroupSpec =>
  group(
    'Size',
    'Choose a size',
    1,
    1,
    [opt(`Small (serves ${serves[0]})`, 0, 0), opt(`Large (serves ${serves[1]})`, largeCost, 0)],
    [`Small (serves ${serves[0]})`],
  )

export const sauces = (): TGroupSpec =>
  group('Sauces on the Side', 'Packed separately', 0, 3, [
    opt('Mayo', 0, 90),
    opt('Spicy Mustard', 0, 10),
    opt('Creole Remoulade', 0, 120),
    opt('Horseradish Cream', 0, 70),
    opt('Chipotle Aioli', 0, 100),
  ])
