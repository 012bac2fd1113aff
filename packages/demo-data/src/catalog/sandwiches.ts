import type { TDemoCategory } from '../types.ts'
import { category } from './builders.ts'
import { addOns, bread, cheese, poboyDressed, poboySize, sauces, toppings, tortilla } from './options.ts'

export const signatureSandwiches: TDemoCategory = category(
  {
    id: 1,
    name: 'Signature Sandwiches',
    slug: 'signature-sandwiches',
    description: 'Piled high on bread baked fresh every morning.',
    superCategory: 'mealtime',
  },
  [
    {
      product_id: 101,
      name: 'The Red Door Club',
      featured: true,
      description:
        'Smoked turkey, honey ham, crisp bacon and sharp cheddar stacked with lettuce, tomato and mayo on toasted sourdough.',
      cost: 1199,
      calories: 780,
      dietary: ['dairy'],
      groups: [bread('Sourdough'), cheese(['Cheddar'], 2), toppings(['Lettuce', 'Tomato', 'Mayo']), addOns()],
    },
    {
      product_id: 102,
      name: 'Smoked Turkey & Swiss',
      description:
        'Hickory-smoked turkey breast and Swiss with lettuce, tomato and a swipe of spicy mustard.',
      cost: 1049,
      calories: 590,
      dietary: ['dairy'],
      groups: [bread(), cheese(['Swiss']), toppings(['Lettuce', 'Tomato', 'Spicy Mustard']), addOns()],
    },
    {
      product_id: 103,
      name: 'The Italian Stallion',
      description:
        'Genoa salami, capicola and ham with provolone, lettuce, tomato, pepperoncini and red wine vinaigrette.',
      cost: 1249,
      calories: 840,
      dietary: ['dairy'],
      groups: [
        bread('White'),
        cheese(['Provolone'], 2),
        toppings(['Lettuce', 'Tomato', 'Red Onion', 'Pepperoncini']),
        addOns(['Extra Meat', 'Extra Cheese', 'Jalapeños', 'Avocado']),
      ],
    },
    {
      product_id: 104,
      name: 'Roast Beef & Horseradish Cheddar',
      description: 'Slow-roasted beef, aged cheddar, lettuce, tomato and creamy horseradish on sourdough.',
      cost: 1299,
      calories: 760,
      dietary: ['dairy'],
      groups: [
        bread('Sourdough'),
        cheese(['Cheddar']),
        toppings(['Lettuce', 'Tomato', 'Red Onion']),
        addOns(),
      ],
    },
    {
      product_id: 105,
      name: 'Classic Pastrami on Rye',
      description:
        'Peppery pastrami sliced thin and piled high on seeded rye with spicy mustard and a pickle.',
      cost: 1349,
      calories: 720,
      dietary: [],
      groups: [bread('Rye'), cheese([]), toppings(['Spicy Mustard', 'Pickles']), addOns()],
    },
    {
      product_id: 106,
      name: 'Chicken Pesto Caprese',
      description: 'Grilled chicken, fresh mozzarella, ripe tomato and basil pesto on toasted sourdough.',
      cost: 1149,
      calories: 690,
      dietary: ['dairy'],
      groups: [
        bread('Sourdough'),
        cheese(['Fresh Mozzarella']),
        toppings(['Tomato', 'Spinach']),
        addOns(['Bacon', 'Avocado', 'Extra Meat']),
      ],
    },
    {
      product_id: 107,
      name: 'Garden Veggie Stack',
      description: 'Lemony hummus, avocado, cucumber, spinach, tomato and red onion on hearty wheat.',
      cost: 949,
      calories: 510,
      dietary: ['vegan', 'vegetarian', 'plant-based'],
      groups: [
        bread('Wheat'),
        cheese([]),
        toppings(['Tomato', 'Red Onion', 'Cucumber', 'Spinach']),
        addOns(['Avocado', 'Jalapeños', 'Chili Crisp']),
      ],
    },
    {
      product_id: 108,
      name: 'Black Forest Ham & Brie',
      description: 'Black Forest ham, creamy brie, spinach and fig jam pressed lightly on white bread.',
      cost: 1099,
      calories: 640,
      dietary: ['dairy'],
      groups: [bread('White'), toppings(['Spinach']), addOns(['Bacon', 'Extra Meat', 'Fried Egg'])],
    },
    {
      product_id: 109,
      name: 'Caprese Sandwich',
      description: 'Fresh mozzarella, vine-ripe tomato, basil and a balsamic glaze on sourdough.',
      cost: 999,
      calories: 560,
      dietary: ['vegetarian', 'dairy'],
      groups: [
        bread('Sourdough'),
        cheese(['Fresh Mozzarella']),
        toppings(['Tomato', 'Spinach']),
        addOns(['Avocado', 'Extra Cheese']),
      ],
    },
  ],
)

export const poboys: TDemoCategory = category(
  {
    id: 2,
    name: "Po'boys",
    slug: 'poboys',
    description: 'New Orleans style on crackly French bread, dressed or plain.',
    superCategory: 'mealtime',
  },
  [
    {
      product_id: 111,
      name: "Fried Shrimp Po'boy",
      featured: true,
      description: 'Gulf shrimp fried golden in cornmeal with shredded lettuce, tomato and Creole remoulade.',
      cost: 1299,
      calories: 820,
      dietary: [],
      groups: [poboySize(), poboyDressed(), addOns(['Extra Shrimp', 'Jalapeños', 'Extra Cheese'])],
    },
    {
      product_id: 112,
      name: "Roast Beef Debris Po'boy",
      description:
        'Slow-cooked roast beef debris soaked in rich brown gravy, dressed with lettuce and tomato.',
      cost: 1349,
      calories: 880,
      dietary: [],
      groups: [poboySize(), poboyDressed(), addOns(['Extra Meat', 'Extra Cheese', 'Jalapeños'])],
    },
    {
      product_id: 113,
      name: "Fried Catfish Po'boy",
      description: 'Cornmeal-crusted Mississippi catfish with lettuce, tomato, pickles and tartar sauce.',
      cost: 1249,
      calories: 790,
      dietary: [],
      groups: [poboySize(), poboyDressed(), addOns(['Extra Meat', 'Jalapeños'])],
    },
    {
      product_id: 114,
      name: "Hot Sausage Po'boy",
      description: 'Grilled spicy smoked sausage with melted provolone, lettuce, tomato and Creole mustard.',
      cost: 1149,
      calories: 860,
      dietary: ['dairy'],
      groups: [poboySize(), poboyDressed(), addOns(['Extra Meat', 'Extra Cheese', 'Jalapeños'])],
    },
    {
      product_id: 115,
      name: "Fried Green Tomato Po'boy",
      description: 'Crisp fried green tomatoes with shredded lettuce, pickles and a zesty remoulade.',
      cost: 1049,
      calories: 640,
      dietary: ['vegetarian'],
      groups: [poboySize(), poboyDressed(), addOns(['Avocado', 'Extra Cheese', 'Jalapeños'])],
    },
    {
      product_id: 116,
      name: "Blackened Chicken Po'boy",
      description: 'Cajun-blackened chicken breast with pepper jack, lettuce, tomato and chipotle aioli.',
      cost: 1149,
      calories: 710,
      dietary: ['dairy'],
      groups: [poboySize(), poboyDressed(), addOns(['Bacon', 'Avocado', 'Extra Meat', 'Jalapeños'])],
    },
  ],
)

export const hotSandwiches: TDemoCategory = category(
  {
    id: 3,
    name: 'Hot Sandwiches',
    slug: 'hot-sandwiches',
    description: 'Pressed, melted and toasted to order.',
    superCategory: 'mealtime',
  },
  [
    {
      product_id: 121,
      name: 'Philly Cheesesteak',
      description:
        'Shaved ribeye steak, grilled onions and peppers smothered in melted provolone on a hoagie roll.',
      cost: 1299,
      calories: 910,
      dietary: ['dairy'],
      groups: [cheese(['Provolone'], 2), addOns(['Extra Meat', 'Extra Cheese', 'Jalapeños', 'Bacon'])],
    },
    {
      product_id: 122,
      name: 'Hot Reuben',
      description:
        'Corned beef, tangy sauerkraut, Swiss and Russian dressing grilled on rye until the cheese melts.',
      cost: 1349,
      calories: 870,
      dietary: ['dairy'],
      groups: [bread('Rye'), cheese(['Swiss']), addOns(['Extra Meat', 'Extra Cheese'])],
    },
    {
      product_id: 123,
      name: 'Cuban Pressed',
      description: 'Mojo roast pork, ham, Swiss, pickles and yellow mustard pressed crisp on Cuban bread.',
      cost: 1249,
      calories: 820,
      dietary: ['dairy'],
      groups: [cheese(['Swiss']), addOns(['Extra Meat', 'Extra Cheese', 'Jalapeños'])],
    },
    {
      product_id: 124,
      name: 'Turkey Bacon Melt',
      description: 'Roasted turkey, bacon, tomato and melted cheddar grilled golden on sourdough.',
      cost: 1099,
      calories: 740,
      dietary: ['dairy'],
      groups: [bread('Sourdough'), cheese(['Cheddar'], 2), addOns(['Avocado', 'Extra Meat', 'Fried Egg'])],
    },
    {
      product_id: 125,
      name: 'Grilled Three-Cheese',
      description: 'American, cheddar and provolone melted between buttery griddled sourdough.',
      cost: 849,
      calories: 690,
      dietary: ['vegetarian', 'dairy'],
      groups: [bread('Sourdough'), addOns(['Bacon', 'Avocado', 'Jalapeños', 'Fried Egg'])],
    },
    {
      product_id: 126,
      name: 'Meatball Marinara Sub',
      description: 'Beef and pork meatballs simmered in marinara under melted mozzarella and parmesan.',
      cost: 1149,
      calories: 930,
      dietary: ['dairy'],
      groups: [cheese(['Fresh Mozzarella'], 2), addOns(['Extra Meat', 'Extra Cheese', 'Jalapeños'])],
    },
    {
      product_id: 127,
      name: 'Smoked Brisket Sandwich',
      description: 'Twelve-hour smoked brisket with tangy BBQ sauce, pickles and red onion on a toasted bun.',
      cost: 1349,
      calories: 850,
      dietary: [],
      groups: [addOns(['Extra Meat', 'Extra Cheese', 'Jalapeños', 'Bacon']), sauces()],
    },
  ],
)

export const wraps: TDemoCategory = category(
  {
    id: 4,
    name: 'Wraps',
    slug: 'wraps',
    description: 'Rolled tight, cut in half, easy to eat on the go.',
    superCategory: 'mealtime',
  },
  [
    {
      product_id: 131,
      name: 'Chicken Caesar Wrap',
      description:
        'Grilled chicken, crisp romaine, parmesan and creamy Caesar rolled in a warm flour tortilla.',
      cost: 1049,
      calories: 650,
      dietary: ['dairy'],
      groups: [tortilla(), addOns(['Bacon', 'Avocado', 'Extra Meat'])],
    },
    {
      product_id: 132,
      name: 'Buffalo Chicken Wrap',
      description:
        'Crispy buffalo chicken, lettuce, tomato, blue cheese crumbles and ranch in a spinach tortilla.',
      cost: 1099,
      calories: 720,
      dietary: ['dairy'],
      groups: [tortilla('Spinach Tortilla'), addOns(['Bacon', 'Avocado', 'Extra Meat', 'Jalapeños'])],
    },
    {
      product_id: 133,
      name: 'Mediterranean Falafel Wrap',
      description:
        'Herbed falafel, hummus, cucumber, tomato, red onion and tahini in a whole wheat tortilla.',
      cost: 999,
      calories: 610,
      dietary: ['vegan', 'vegetarian', 'plant-based'],
      groups: [tortilla('Whole Wheat Tortilla'), addOns(['Avocado', 'Jalapeños', 'Chili Crisp'])],
    },
    {
      product_id: 134,
      name: 'Turkey Avocado BLT Wrap',
      description: 'Smoked turkey, bacon, avocado, lettuce and tomato with a light chipotle mayo.',
      cost: 1099,
      calories: 680,
      dietary: [],
      groups: [tortilla(), cheese([]), addOns(['Extra Meat', 'Extra Cheese', 'Jalapeños'])],
    },
    {
      product_id: 135,
      name: 'Southwest Black Bean Wrap',
      description:
        'Black beans, roasted corn, rice, pepper jack, lettuce and salsa rolled in a flour tortilla.',
      cost: 949,
      calories: 640,
      dietary: ['vegetarian', 'dairy'],
      groups: [tortilla(), addOns(['Avocado', 'Jalapeños', 'Extra Cheese'])],
    },
    {
      product_id: 136,
      name: 'Turkey Avocado Lettuce Wrap',
      description:
        'Smoked turkey, avocado, tomato and cucumber wrapped in crisp butter lettuce instead of bread.',
      cost: 1049,
      calories: 360,
      dietary: ['gluten-free', 'keto', 'paleo'],
      groups: [addOns(['Bacon', 'Avocado', 'Extra Meat', 'Hard-Boiled Egg'])],
    },
  ],
)
