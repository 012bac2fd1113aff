import type { TAllergen } from '@deli/contracts'

/**
 * The chain's allergen sheet (ADR 049), kept apart from the recipes so the catalogue files stay as
 * they are. `category()` applies it and throws for a product or option it does not list, so nothing
 * ships without an answer. Codes are the nine major US allergens; `shellfish` is crustacean.
 */

/**
 * What each product contains whatever the guest chooses: the parts that are not options (a
 * po'boy's French bread, the Reuben's Russian dressing, the brie of the ham & brie). Bread, cheese,
 * mayo and dressings that come as options are listed under OPTION_ALLERGENS instead, so choosing
 * "no cheese" or another bread takes what they add away.
 */
export const PRODUCT_ALLERGENS: Readonly<Record<number, readonly TAllergen[]>> = {
  // Signature sandwiches: the bread, cheese and mayo are options.
  101: [],
  102: [],
  103: [],
  104: ['milk'], // creamy horseradish
  105: [],
  106: ['milk', 'tree_nuts'], // basil pesto: parmesan and pine nuts
  107: ['sesame'], // hummus (tahini)
  108: ['milk'], // brie
  109: [],
  // Po'boys: the French bread is part of the sandwich.
  111: ['wheat', 'shellfish', 'egg'], // remoulade
  112: ['wheat'], // roux gravy
  113: ['wheat', 'fish', 'egg'], // tartar sauce
  114: ['wheat', 'milk'], // melted provolone
  115: ['wheat', 'egg'],
  116: ['wheat', 'milk', 'egg'], // pepper jack, chipotle aioli
  // Hot sandwiches
  121: ['wheat', 'soy'], // hoagie roll
  122: ['egg'], // Russian dressing
  123: ['wheat'], // Cuban bread
  124: ['milk'], // griddle butter
  125: ['milk'], // the three cheeses
  126: ['wheat', 'egg', 'milk'], // roll, meatballs, parmesan
  127: ['wheat', 'soy'], // bun, BBQ sauce
  // Wraps: every tortilla is wheat (an option group)
  131: ['milk', 'egg', 'fish'], // parmesan, Caesar (anchovy)
  132: ['wheat', 'milk', 'egg'], // breading, blue cheese, ranch
  133: ['sesame'], // hummus, tahini
  134: ['egg'], // chipotle mayo
  135: ['milk'], // pepper jack
  136: [],
  // Salads: dressings are options
  141: ['egg', 'milk'],
  142: ['milk', 'wheat'], // parmesan, croutons
  143: ['milk'], // feta
  144: [],
  145: [],
  146: ['milk', 'egg'],
  147: ['milk', 'tree_nuts'], // feta, candied pecans
  // Soups
  151: ['wheat', 'egg'], // egg noodles
  152: ['milk'],
  153: ['wheat'], // roux
  154: ['milk'],
  155: [],
  156: [],
  157: ['milk'], // cheddar topping
  // Kids
  161: ['milk'],
  162: ['peanuts'],
  163: ['milk'],
  164: ['wheat', 'milk'],
  165: ['wheat', 'egg'], // breading, honey mustard
  // Sides
  171: [],
  172: ['egg'],
  173: ['egg'],
  174: [],
  175: ['wheat', 'milk'],
  176: [],
  177: [],
  178: ['egg'],
  179: [],
  // Desserts
  181: ['wheat', 'milk', 'egg', 'soy'],
  182: ['wheat', 'milk', 'egg'],
  183: ['wheat', 'milk', 'egg', 'soy'],
  184: ['wheat', 'milk', 'egg'],
  185: ['wheat', 'milk', 'egg'],
  186: ['wheat', 'milk', 'egg'],
  187: ['wheat', 'soy'],
  // Drinks
  191: [],
  192: [],
  193: [],
  194: [],
  195: [],
  196: [],
  197: [],
  198: ['milk'],
  // Catering trays
  201: ['milk'],
  202: ['milk', 'egg', 'tree_nuts'],
  203: ['wheat', 'shellfish', 'egg', 'milk'],
  204: ['wheat', 'milk', 'egg', 'fish', 'sesame'],
  205: ['wheat', 'sesame', 'milk'], // seeded muffuletta loaf, provolone
  206: ['sesame', 'milk'],
  207: [],
  208: ['wheat', 'milk', 'egg', 'soy'],
  209: [],
  // Boxed lunches: the cookie is fixed, the sandwich, wrap or salad is a choice
  211: ['wheat', 'milk', 'egg', 'soy'],
  212: [],
  213: ['wheat', 'milk', 'egg', 'soy'],
  214: [],
  215: ['wheat', 'soy', 'sesame'],
  216: ['wheat', 'milk', 'egg', 'soy'],
  // Catering sides and drinks
  221: ['milk'], // the jalapeño bags
  222: ['egg'],
  223: ['wheat', 'milk'],
  224: [],
  225: [],
  226: ['milk'], // the cream that comes with it
  227: [],
  228: ['wheat', 'milk', 'egg', 'soy'],
  229: [],
}

/** What each option adds when chosen, by name: one recipe per name across the chain. */
export const OPTION_ALLERGENS: Readonly<Record<string, readonly TAllergen[]>> = {
  // Breads
  White: ['wheat', 'soy'],
  Wheat: ['wheat', 'soy'],
  Rye: ['wheat'],
  Sourdough: ['wheat'],
  'Gluten-Free Bread': ['egg'],
  'Chef’s Assortment': ['wheat', 'soy', 'sesame'],
  'All Sourdough': ['wheat'],
  'All Wheat': ['wheat', 'soy'],
  Croissants: ['wheat', 'milk', 'egg'],
  'Flour Tortilla': ['wheat'],
  'Spinach Tortilla': ['wheat'],
  'Whole Wheat Tortilla': ['wheat'],
  // Cheeses
  American: ['milk'],
  Cheddar: ['milk'],
  Swiss: ['milk'],
  Provolone: ['milk'],
  'Pepper Jack': ['milk'],
  'Fresh Mozzarella': ['milk'],
  'Shredded Cheddar': ['milk'],
  // Toppings and sauces
  Lettuce: [],
  Tomato: [],
  'Red Onion': [],
  Pickles: [],
  Pepperoncini: [],
  Cucumber: [],
  Spinach: [],
  Mayo: ['egg'],
  'Spicy Mustard': [],
  'Creole Remoulade': ['egg'],
  'Horseradish Cream': ['milk'],
  'Chipotle Aioli': ['egg'],
  'Fully Dressed': ['egg'], // the mayo
  Plain: [],
  // Add-ons
  Bacon: [],
  Avocado: [],
  'Extra Meat': [],
  'Extra Cheese': ['milk'],
  'Fried Egg': ['egg'],
  Jalapeños: [],
  'Grilled Chicken': [],
  'Sliced Steak': [],
  'Hard-Boiled Egg': ['egg'],
  'Extra Shrimp': ['shellfish', 'wheat'],
  'Chili Crisp': ['soy', 'sesame'],
  // Dressings
  Ranch: ['milk', 'egg'],
  'Balsamic Vinaigrette': [],
  Caesar: ['milk', 'egg', 'fish'],
  'Honey Mustard': ['egg'],
  'Lemon Herb Vinaigrette': [],
  'Red Wine Vinaigrette': [],
  'Blue Cheese': ['milk', 'egg'],
  Poppyseed: ['egg'],
  // Sizes and styles
  'Half (6")': [],
  'Whole (12")': [],
  Cup: [],
  Bowl: [],
  Regular: [],
  Large: [],
  'Small (serves 10)': [],
  'Large (serves 20)': [],
  'Small (serves 12)': [],
  'Large (serves 24)': [],
  'Crusts On': [],
  'Crusts Off': [],
  // Soup extras, sides and drinks
  'Oyster Crackers': ['wheat'],
  'Toasted French Bread': ['wheat', 'milk'],
  Chips: [],
  'Apple Slices': [],
  'Fruit Cup': [],
  'Apple Juice': [],
  '1% Milk': ['milk'],
  'Bottled Water': [],
  Lemonade: [],
  'Sea Salt': [],
  BBQ: [],
  'Salt & Vinegar': [],
  Jalapeño: ['milk'], // the seasoning's buttermilk powder
  'Coca-Cola': [],
  'Diet Coke': [],
  'Coke Zero': [],
  Sprite: [],
  'Dr Pepper': [],
  'Barq’s Root Beer': [],
  'Whole Milk': ['milk'],
  'Oat Milk': [],
  'Sweet Cream': ['milk'],
  'Sweet Tea': [],
  'Unsweetened Tea': [],
  'Half & Half': [],
  Classic: [],
  Strawberry: [],
  // Desserts
  'Chocolate Chunk Cookie': ['wheat', 'milk', 'egg', 'soy'],
  'Oatmeal Raisin Cookie': ['wheat', 'milk', 'egg'],
  'Fudge Brownie': ['wheat', 'milk', 'egg', 'soy'],
  // Boxed-lunch choices: the whole sandwich, wrap, salad or po'boy
  'Smoked Turkey & Swiss': ['wheat', 'soy', 'milk'],
  'Ham & Cheddar': ['wheat', 'soy', 'milk'],
  'Roast Beef & Horseradish Cheddar': ['wheat', 'milk'],
  'The Italian Stallion': ['wheat', 'soy', 'milk'],
  'Garden Veggie Stack': ['wheat', 'soy', 'sesame'],
  'Chicken Caesar Wrap': ['wheat', 'milk', 'egg', 'fish'],
  'Turkey Avocado BLT Wrap': ['wheat', 'egg'],
  'Falafel Wrap': ['wheat', 'sesame'],
  'Cobb Salad': ['milk', 'egg'],
  'Greek Salad': ['milk'],
  'Chef Salad': ['milk', 'egg'],
  'Fried Shrimp': ['wheat', 'shellfish', 'egg'],
  'Roast Beef Debris': ['wheat'],
  'Hot Sausage': ['wheat', 'milk'],
}

/** A product's allergens from the sheet; a product it does not list fails the catalogue's load. */
export function productAllergens(productId: number, name: string): TAllergen[] {
  const found = Object.hasOwn(PRODUCT_ALLERGENS, productId) ? PRODUCT_ALLERGENS[productId] : undefined
  if (!found) throw new Error(`${name}: no allergens listed (catalog/allergens.ts)`)
  return [...found]
}

/** An option's allergens from the sheet; an option it does not list fails the catalogue's load. */
export function optionAllergens(name: string): TAllergen[] {
  const found = Object.hasOwn(OPTION_ALLERGENS, name) ? OPTION_ALLERGENS[name] : undefined
  if (!found) throw new Error(`Option '${name}': no allergens listed (catalog/allergens.ts)`)
  return [...found]
}
