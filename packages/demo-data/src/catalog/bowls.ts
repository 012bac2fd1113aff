import type { TDemoCategory } from '../types.ts'
import { category, opt } from './builders.ts'
import { addOns, bread, choice, dressing, kidsDrink, sides, soupExtras, soupSize } from './options.ts'

export const salads: TDemoCategory = category(
  {
    id: 5,
    name: 'Salads',
    slug: 'salads',
    description: 'Crisp greens tossed to order with dressing on the side.',
    superCategory: 'mealtime',
  },
  [
    {
      product_id: 141,
      name: 'Cobb Salad',
      description:
        'Romaine, grilled chicken, bacon, hard-boiled egg, avocado, tomato and blue cheese crumbles.',
      cost: 1249,
      calories: 690,
      dietary: ['gluten-free', 'keto', 'dairy'],
      groups: [dressing('Blue Cheese'), addOns(['Avocado', 'Bacon', 'Grilled Chicken', 'Hard-Boiled Egg'])],
    },
    {
      product_id: 142,
      name: 'Chicken Caesar Salad',
      description: 'Crisp romaine, grilled chicken, shaved parmesan and garlic croutons with creamy Caesar.',
      cost: 1149,
      calories: 620,
      dietary: ['dairy'],
      groups: [dressing('Caesar'), addOns(['Avocado', 'Bacon', 'Grilled Chicken', 'Hard-Boiled Egg'])],
    },
    {
      product_id: 143,
      name: 'Greek Salad',
      description:
        'Romaine, cucumber, tomato, red onion, kalamata olives and feta with red wine vinaigrette.',
      cost: 1049,
      calories: 430,
      dietary: ['vegetarian', 'gluten-free', 'dairy'],
      groups: [dressing('Red Wine Vinaigrette'), addOns(['Avocado', 'Grilled Chicken', 'Hard-Boiled Egg'])],
    },
    {
      product_id: 144,
      name: 'Harvest Kale & Quinoa Salad',
      featured: true,
      description:
        'Baby kale, quinoa, roasted sweet potato, cranberries, pepitas and avocado with lemon herb dressing.',
      cost: 1099,
      calories: 520,
      dietary: ['vegan', 'vegetarian', 'plant-based', 'gluten-free'],
      groups: [
        dressing('Lemon Herb Vinaigrette', [
          'Lemon Herb Vinaigrette',
          'Balsamic Vinaigrette',
          'Red Wine Vinaigrette',
        ]),
        addOns(['Avocado', 'Chili Crisp']),
      ],
    },
    {
      product_id: 145,
      name: 'Grilled Steak & Greens',
      description:
        'Sliced grilled sirloin steak over mixed greens with avocado, tomato, cucumber and red onion.',
      cost: 1399,
      calories: 540,
      dietary: ['gluten-free', 'keto', 'paleo'],
      groups: [
        dressing('Balsamic Vinaigrette', [
          'Balsamic Vinaigrette',
          'Lemon Herb Vinaigrette',
          'Red Wine Vinaigrette',
        ]),
        addOns(['Avocado', 'Bacon', 'Hard-Boiled Egg']),
      ],
    },
    {
      product_id: 146,
      name: 'Chef Salad',
      description: 'Romaine with turkey, ham, cheddar, Swiss, hard-boiled egg, tomato and cucumber.',
      cost: 1149,
      calories: 610,
      dietary: ['gluten-free', 'keto', 'dairy'],
      groups: [dressing('Ranch'), addOns(['Avocado', 'Bacon', 'Hard-Boiled Egg', 'Extra Meat'])],
    },
    {
      product_id: 147,
      name: 'Strawberry Spinach Salad',
      description:
        'Baby spinach, fresh strawberries, feta, red onion and candied pecans with poppyseed dressing.',
      cost: 1049,
      calories: 470,
      dietary: ['vegetarian', 'gluten-free', 'dairy'],
      groups: [dressing('Poppyseed'), addOns(['Avocado', 'Grilled Chicken'])],
    },
  ],
)

export const soups: TDemoCategory = category(
  {
    id: 6,
    name: 'Soups',
    slug: 'soups',
    description: 'Made from scratch in every kitchen each morning.',
    superCategory: 'mealtime',
  },
  [
    {
      product_id: 151,
      name: 'Chicken Noodle Soup',
      description: 'Tender chicken, egg noodles, carrots and celery in a golden herb broth.',
      cost: 549,
      calories: 180,
      dietary: [],
      groups: [soupSize(), soupExtras()],
    },
    {
      product_id: 152,
      name: 'Tomato Basil Bisque',
      description: 'Velvety roasted tomato soup finished with cream and fresh basil.',
      cost: 549,
      calories: 240,
      dietary: ['vegetarian', 'gluten-free', 'dairy'],
      groups: [soupSize(), soupExtras()],
    },
    {
      product_id: 153,
      name: 'Chicken & Andouille Gumbo',
      featured: true,
      description: 'Dark-roux gumbo with chicken, smoky andouille sausage and the holy trinity over rice.',
      cost: 649,
      calories: 320,
      dietary: [],
      groups: [soupSize(), soupExtras()],
    },
    {
      product_id: 154,
      name: 'Loaded Baked Potato Soup',
      description: 'Creamy potato soup topped with cheddar, bacon, sour cream and chives.',
      cost: 599,
      calories: 360,
      dietary: ['gluten-free', 'dairy'],
      groups: [soupSize(), soupExtras()],
    },
    {
      product_id: 155,
      name: 'Red Lentil & Vegetable Soup',
      description: 'Hearty red lentils, carrots, celery and spinach simmered with cumin and lemon.',
      cost: 549,
      calories: 210,
      dietary: ['vegan', 'vegetarian', 'plant-based', 'gluten-free'],
      groups: [soupSize(), soupExtras()],
    },
    {
      product_id: 156,
      name: 'Chicken Bone Broth & Vegetables',
      description: 'Slow-simmered chicken bone broth with shredded chicken, carrots, zucchini and kale.',
      cost: 599,
      calories: 150,
      dietary: ['gluten-free', 'paleo', 'keto'],
      groups: [soupSize()],
    },
    {
      product_id: 157,
      name: 'Texas Beef Chili',
      description: 'Slow-cooked beef chili with red beans and ancho chiles, topped with cheddar and onion.',
      cost: 649,
      calories: 390,
      dietary: ['gluten-free', 'dairy'],
      groups: [soupSize(), soupExtras()],
    },
  ],
)

export const kids: TDemoCategory = category(
  {
    id: 7,
    name: 'Kids',
    slug: 'kids',
    description: 'Kid-sized favourites with a side and a drink, for ages 12 and under.',
    superCategory: 'mealtime',
  },
  [
    {
      product_id: 161,
      name: 'Kids Turkey & Cheese',
      description: 'Sliced turkey and American cheese on soft white bread, cut into triangles.',
      cost: 599,
      calories: 430,
      dietary: ['dairy'],
      groups: [bread('White'), sides('Apple Slices'), kidsDrink()],
    },
    {
      product_id: 162,
      name: 'Kids PB&J',
      description: 'Creamy peanut butter and strawberry jam on soft wheat bread with the crusts on or off.',
      cost: 549,
      calories: 410,
      dietary: ['vegan', 'vegetarian', 'plant-based'],
      groups: [
        bread('Wheat'),
        choice('Crusts', 'On or off', [opt('Crusts On'), opt('Crusts Off')], 'Crusts On'),
        sides('Apple Slices'),
        kidsDrink(),
      ],
    },
    {
      product_id: 163,
      name: 'Kids Grilled Cheese',
      description: 'Melty American cheese griddled golden on buttery white bread.',
      cost: 549,
      calories: 450,
      dietary: ['vegetarian', 'dairy'],
      groups: [bread('White'), sides('Chips'), kidsDrink()],
    },
    {
      product_id: 164,
      name: 'Kids Mac & Cheese',
      description: 'Elbow macaroni in our creamy three-cheese sauce, baked until bubbly.',
      cost: 599,
      calories: 480,
      dietary: ['vegetarian', 'dairy'],
      groups: [sides('Fruit Cup'), kidsDrink()],
    },
    {
      product_id: 165,
      name: 'Kids Chicken Tenders',
      description: 'Three crispy all-white-meat chicken tenders with honey mustard for dipping.',
      cost: 649,
      calories: 520,
      dietary: [],
      groups: [sides('Chips'), kidsDrink()],
    },
  ],
)
