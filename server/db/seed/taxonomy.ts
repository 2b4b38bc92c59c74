/**
 * The category tree of the demo catalog. Ids are stable and hand-assigned: top categories
 * are 2–12, subcategories 100+, except the two air-conditioner subcategories whose ids
 * (444 and 1473) mark the special "AC installation service" page type.
 */
export interface SubcategoryDef {
  id: number;
  urlKey: string;
  name: string;
  description: string;
}

export interface TopCategoryDef extends SubcategoryDef {
  children: SubcategoryDef[];
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  urlKey: string;
  urlPath: string;
  level: number;
  position: number;
  description: string;
}

/** Category ids of the special page type that enables the AC installation service. */
export const AC_CATEGORY_IDS = [444, 1473] as const;
export const AIR_CONDITIONERS_CATEGORY_ID = 444;
export const MINI_SPLIT_CATEGORY_ID = 1473;

export const TAXONOMY: TopCategoryDef[] = [
  {
    id: 2,
    urlKey: "furniture",
    name: "Furniture",
    description:
      "Furnish every room with sofas, beds, dining sets and storage built for everyday living. Our furniture is designed in-house, tested for stability and weight capacity, and ships free to your door — most pieces in 2–5 business days.",
    children: [
      {
        id: 101,
        urlKey: "sofas-sectionals",
        name: "Sofas & Sectionals",
        description:
          "From apartment-friendly loveseats to deep modular sectionals, find a sofa that fits your space and the way you lounge. Choose velvet, performance linen, boucle or faux leather upholstery over solid wood frames and high-resilience foam cushions.",
      },
      {
        id: 102,
        urlKey: "recliners",
        name: "Recliners",
        description:
          "Kick back in a manual, power or rocker recliner with plush padding and smooth mechanisms rated for thousands of cycles. Wall-hugger designs need only a few inches of clearance, and many models add heat, massage or USB charging.",
      },
      {
        id: 103,
        urlKey: "beds",
        name: "Beds & Bed Frames",
        description:
          "Upholstered platform beds, storage beds, metal frames and canopy beds in twin through California king. Every frame uses a slatted or reinforced base that works without a box spring, and most assemble in under an hour.",
      },
      {
        id: 104,
        urlKey: "dressers",
        name: "Dressers & Chests",
        description:
          "Keep clothes and linens organized with six-drawer dressers, tall chests and nightstand sets. Look for smooth metal-glide drawers, anti-tip hardware included with every piece, and finishes from natural oak to matte white.",
      },
      {
        id: 105,
        urlKey: "dining-sets",
        name: "Dining Sets",
        description:
          "Gather around a dining set sized for your household — bistro sets for two, five-piece sets for small kitchens and extendable tables that seat eight. Tables and chairs ship together so your room comes together in one delivery.",
      },
      {
        id: 106,
        urlKey: "office-chairs",
        name: "Office Chairs",
        description:
          "Ergonomic mesh chairs, executive leather chairs and gaming chairs built for long workdays. Adjustable lumbar support, seat height, armrests and tilt tension help you find a healthy posture, and every chair is tested to BIFMA standards.",
      },
      {
        id: 107,
        urlKey: "tv-stands",
        name: "TV Stands & Media Consoles",
        description:
          "Media consoles, fireplace TV stands and floating entertainment centers that hold screens up to 85 inches. Cable-management cutouts, adjustable shelves and soft-close doors keep consoles, routers and remotes tidy.",
      },
      {
        id: 108,
        urlKey: "bookcases",
        name: "Bookcases & Shelving",
        description:
          "Ladder shelves, cube organizers and tall bookcases that add storage without taking up floor space. Each unit ships with wall anchors, and sturdy shelves hold books, plants and décor with room to spare.",
      },
    ],
  },
  {
    id: 3,
    urlKey: "outdoor",
    name: "Outdoor",
    description:
      "Turn your patio, deck or backyard into another living room. Weather-resistant patio furniture, umbrellas, gazebos, fire pits and grills are built from powder-coated steel, aluminum, all-weather wicker and fade-resistant fabrics.",
    children: [
      {
        id: 121,
        urlKey: "patio-dining-sets",
        name: "Patio Dining Sets",
        description:
          "Outdoor dining sets for four to eight with rust-resistant frames, quick-dry textilene seats and tempered glass or slatted tabletops. Many include an umbrella hole so you can add shade over the table.",
      },
      {
        id: 122,
        urlKey: "patio-conversation-sets",
        name: "Patio Conversation Sets",
        description:
          "Sectionals, loveseats and chat sets in hand-woven PE wicker with thick, removable cushions. Mix and match modular pieces to fit a balcony, porch or large deck, and zip the covers off for easy washing.",
      },
      {
        id: 123,
        urlKey: "patio-umbrellas",
        name: "Patio Umbrellas",
        description:
          "Market, cantilever and solar-lit umbrellas from 7.5 to 13 feet with UV-resistant canopies. Crank lifts, push-button tilt and 360° rotation let you follow the shade throughout the day.",
      },
      {
        id: 124,
        urlKey: "gazebos-pergolas",
        name: "Gazebos & Pergolas",
        description:
          "Hardtop gazebos, soft-top gazebos with netting and aluminum pergolas with retractable shades. A sturdy frame and anchoring kit create a shaded outdoor room that stays up season after season.",
      },
      {
        id: 125,
        urlKey: "fire-pits",
        name: "Fire Pits",
        description:
          "Wood-burning fire pits, propane fire tables and smokeless fire pits for cool evenings outside. Spark screens, poker tools and weather covers are included with many models.",
      },
      {
        id: 126,
        urlKey: "grills",
        name: "Grills & Outdoor Cooking",
        description:
          "Gas grills, charcoal kettles, pellet smokers and flat-top griddles for backyard cooks of every level. Porcelain-coated grates, built-in thermometers and side burners make weeknight dinners and weekend cookouts easier.",
      },
      {
        id: 127,
        urlKey: "deck-boxes",
        name: "Deck Boxes & Outdoor Storage",
        description:
          "Waterproof deck boxes, storage benches and resin sheds that keep cushions, pool toys and garden tools dry. Lockable lids and gas-assisted hinges make everyday access simple.",
      },
    ],
  },
  {
    id: 4,
    urlKey: "kitchen",
    name: "Kitchen",
    description:
      "Everything for cooking, serving and storing food — nonstick and stainless cookware, countertop appliances, knives, dinnerware and kitchen islands. Designed for busy home kitchens and backed by our 30-day return policy.",
    children: [
      {
        id: 141,
        urlKey: "cookware",
        name: "Cookware Sets",
        description:
          "Nonstick, stainless steel, ceramic and cast iron cookware sets that work on gas, electric and induction cooktops. Stay-cool handles, tempered glass lids and oven-safe construction come standard.",
      },
      {
        id: 142,
        urlKey: "small-appliances",
        name: "Small Kitchen Appliances",
        description:
          "Air fryers, stand mixers, blenders, espresso machines and more for faster, easier cooking. Each appliance is ETL or UL listed and comes with a recipe guide to help you get started.",
      },
      {
        id: 143,
        urlKey: "knife-sets",
        name: "Knife Sets & Cutlery",
        description:
          "Forged German and Japanese steel knife sets with blocks, magnetic strips and sharpeners. Full-tang construction and balanced handles give you control for everything from dicing onions to carving a roast.",
      },
      {
        id: 144,
        urlKey: "dinnerware",
        name: "Dinnerware",
        description:
          "Stoneware, porcelain and melamine dinnerware sets for everyday meals and entertaining. Most sets are dishwasher and microwave safe and include dinner plates, salad plates and bowls for four to eight.",
      },
      {
        id: 145,
        urlKey: "food-storage",
        name: "Food Storage",
        description:
          "Airtight glass and BPA-free containers, pantry canisters and vacuum sealers that keep food fresh longer. Stackable shapes and labeled lids make the fridge and pantry easy to organize.",
      },
      {
        id: 146,
        urlKey: "kitchen-islands",
        name: "Kitchen Islands & Carts",
        description:
          "Rolling kitchen carts, butcher-block islands and bar-height prep stations that add counter space and storage. Locking casters, spice racks and towel bars keep essentials within reach.",
      },
    ],
  },
  {
    id: 5,
    urlKey: "appliance",
    name: "Appliances",
    description:
      "Keep your home cool, dry, clean and comfortable with air conditioners, mini-split systems, dehumidifiers, heaters and laundry appliances. Energy-efficient models, clear sizing guidance and a professional AC installation service are available.",
    children: [
      {
        id: AIR_CONDITIONERS_CATEGORY_ID,
        urlKey: "air-conditioners",
        name: "Air Conditioners",
        description:
          "Portable, window and through-the-wall air conditioners from 8,000 to 14,000 BTU. Use our sizing guide to match BTU to your room — 9,000 BTU for up to 450 sq ft, 12,000 BTU for up to 550 sq ft — and add professional installation at checkout.",
      },
      {
        id: MINI_SPLIT_CATEGORY_ID,
        urlKey: "mini-split-air-conditioners",
        name: "Mini-Split Air Conditioners",
        description:
          "Ductless mini-split heat pumps that cool and heat quietly and efficiently, from 9,000 to 24,000 BTU. Pre-charged line sets, Wi-Fi control and an 8-year compressor / 5-year parts warranty, with professional installation available in most areas.",
      },
      {
        id: 161,
        urlKey: "dehumidifiers",
        name: "Dehumidifiers",
        description:
          "Dehumidifiers for basements, bedrooms and whole floors that pull up to 50 pints of moisture a day. Continuous drain hoses, auto-restart and digital humidistats help prevent mold and musty smells.",
      },
      {
        id: 162,
        urlKey: "compact-refrigerators",
        name: "Refrigerators & Freezers",
        description:
          "Compact refrigerators, beverage coolers and chest freezers for dorms, garages, offices and home bars. Reversible doors, adjustable thermostats and quiet compressors fit almost anywhere.",
      },
      {
        id: 163,
        urlKey: "washers-dryers",
        name: "Washers & Dryers",
        description:
          "Portable washers, compact washer-dryer combos and stackable laundry pairs for apartments, RVs and small spaces. Most models connect to a standard faucet and 110V outlet — no special hookups needed.",
      },
      {
        id: 164,
        urlKey: "space-heaters",
        name: "Heaters",
        description:
          "Ceramic, oil-filled radiator and infrared heaters that warm a room fast and efficiently. Tip-over protection, overheat shutoff and cool-touch housings come standard on every model.",
      },
      {
        id: 165,
        urlKey: "air-purifiers",
        name: "Air Purifiers",
        description:
          "True HEPA air purifiers that capture 99.97% of airborne particles as small as 0.3 microns — dust, pollen, pet dander and smoke. Sized by room coverage with quiet sleep modes and replacement filter reminders.",
      },
      {
        id: 166,
        urlKey: "ice-makers",
        name: "Ice Makers",
        description:
          "Countertop and undercounter ice makers that make the first batch of bullet or nugget ice in minutes. Self-cleaning cycles and large baskets keep drinks cold for parties and everyday use.",
      },
    ],
  },
  {
    id: 6,
    urlKey: "decor",
    name: "Home Decor",
    description:
      "Finish every room with area rugs, mirrors, lighting, wall art, curtains and greenery. Layer textures and colors to make your home feel like yours, with new arrivals every week.",
    children: [
      {
        id: 181,
        urlKey: "area-rugs",
        name: "Area Rugs",
        description:
          "Washable, shag, jute and vintage-inspired area rugs from 2x3 accents to 9x12 room-size rugs. Low-pile designs slide under doors easily, and many are machine washable for homes with pets and kids.",
      },
      {
        id: 182,
        urlKey: "mirrors",
        name: "Mirrors",
        description:
          "Full-length floor mirrors, arched wall mirrors and round vanity mirrors that brighten any room. Shatter-resistant glass and pre-installed hanging hardware make them simple to place.",
      },
      {
        id: 183,
        urlKey: "lamps",
        name: "Lamps & Lighting",
        description:
          "Floor lamps, table lamps, arc lamps and pendant lights with warm, dimmable light. Many include USB ports, smart-bulb compatibility and LED bulbs in the box.",
      },
      {
        id: 184,
        urlKey: "wall-art",
        name: "Wall Art",
        description:
          "Framed prints, canvas sets and metal wall sculptures in abstract, botanical and coastal styles. Ready-to-hang hardware is included, and multi-panel sets come with a spacing template.",
      },
      {
        id: 185,
        urlKey: "curtains",
        name: "Curtains & Drapes",
        description:
          "Blackout, thermal-insulated and sheer curtain panels in lengths from 63 to 108 inches. Grommet and rod-pocket tops hang on standard rods, and most panels are machine washable.",
      },
      {
        id: 186,
        urlKey: "artificial-plants",
        name: "Artificial Plants & Flowers",
        description:
          "Lifelike faux fiddle-leaf figs, olive trees, succulents and floral arrangements that stay green with zero care. UV-resistant leaves and weighted pots keep them looking fresh indoors and on covered porches.",
      },
    ],
  },
  {
    id: 7,
    urlKey: "bath",
    name: "Bath",
    description:
      "Refresh your bathroom with vanities, plush towels, smart storage, shower heads and bath mats. Moisture-resistant materials and easy installation make upgrades a weekend project.",
    children: [
      {
        id: 201,
        urlKey: "bathroom-vanities",
        name: "Bathroom Vanities",
        description:
          "Single and double vanities with ceramic or quartz tops, soft-close drawers and pre-drilled faucet holes. Sizes from 24 to 72 inches fit powder rooms and primary baths alike.",
      },
      {
        id: 202,
        urlKey: "bath-towels",
        name: "Towels",
        description:
          "Soft, absorbent bath towel sets in Turkish cotton, bamboo blends and quick-dry waffle weaves. Pre-washed for softness and colorfast through wash after wash.",
      },
      {
        id: 203,
        urlKey: "bathroom-storage",
        name: "Bathroom Storage",
        description:
          "Over-the-toilet shelves, linen cabinets, medicine cabinets and ladder shelves that make the most of small bathrooms. Moisture-resistant finishes and wall anchors included.",
      },
      {
        id: 204,
        urlKey: "shower-heads",
        name: "Shower Heads",
        description:
          "Rain shower heads, handheld combos and filtered shower heads with multiple spray settings. Standard 1/2-inch connections install in minutes without tools or a plumber.",
      },
      {
        id: 205,
        urlKey: "bath-mats",
        name: "Bath Rugs & Mats",
        description:
          "Memory foam, chenille and diatomite bath mats that absorb water fast and dry quickly. Non-slip backings keep them in place on tile and stone floors.",
      },
    ],
  },
  {
    id: 8,
    urlKey: "baby-kids",
    name: "Baby & Kids",
    description:
      "Safe, sturdy nursery and kids' furniture and gear — cribs, strollers, high chairs, kids' beds and play tables. Products meet US safety standards and are finished with non-toxic, low-VOC paints.",
    children: [
      {
        id: 221,
        urlKey: "cribs",
        name: "Cribs",
        description:
          "Convertible cribs that grow into toddler beds, daybeds and full-size beds, plus mini cribs for small nurseries. JPMA certified, with adjustable mattress heights and non-toxic finishes.",
      },
      {
        id: 222,
        urlKey: "strollers",
        name: "Strollers",
        description:
          "Full-size, lightweight, jogging and travel-system strollers with one-hand folds and all-wheel suspension. Large canopies and storage baskets make long walks easy.",
      },
      {
        id: 223,
        urlKey: "high-chairs",
        name: "High Chairs",
        description:
          "Convertible and folding high chairs with dishwasher-safe trays, five-point harnesses and adjustable heights. Many convert to a toddler chair as your child grows.",
      },
      {
        id: 224,
        urlKey: "kids-beds",
        name: "Kids Beds",
        description:
          "House beds, bunk beds, loft beds and toddler beds with guard rails and sturdy slats. Playful designs that are tested for safety and built to last through years of sleepovers.",
      },
      {
        id: 225,
        urlKey: "kids-tables-chairs",
        name: "Kids Tables & Chairs",
        description:
          "Activity tables, art desks and table-and-chair sets sized for toddlers and kids. Rounded corners, wipe-clean surfaces and built-in storage keep play and homework organized.",
      },
      {
        id: 226,
        urlKey: "toy-storage",
        name: "Toy Storage",
        description:
          "Toy chests, bin organizers and bookshelves that make clean-up part of the fun. Safety hinges, low heights and fabric bins are designed for little hands.",
      },
    ],
  },
  {
    id: 9,
    urlKey: "toys-hobbies",
    name: "Toys & Hobbies",
    description:
      "Toys that spark imagination — ride-on cars, play kitchens, building sets, dollhouses, plush friends and art supplies. Age-graded and safety tested for hours of screen-free play.",
    children: [
      {
        id: 241,
        urlKey: "ride-on-toys",
        name: "Ride-On Toys",
        description:
          "12V and 24V ride-on cars, trucks and ATVs with parent remote control, seat belts and soft-start motors. Realistic lights and music make every driveway feel like a racetrack.",
      },
      {
        id: 242,
        urlKey: "play-kitchens",
        name: "Play Kitchens & Pretend Play",
        description:
          "Wooden play kitchens, tool benches and grocery stands with realistic sounds and accessories. Pretend play builds language, social and problem-solving skills.",
      },
      {
        id: 243,
        urlKey: "building-toys",
        name: "Building Blocks & Sets",
        description:
          "Magnetic tiles, wooden blocks, marble runs and STEM building kits for kids three and up. Open-ended sets grow with your child and combine for bigger builds.",
      },
      {
        id: 244,
        urlKey: "dollhouses",
        name: "Dollhouses",
        description:
          "Multi-level wooden dollhouses with furniture, working elevators and accessories. Sturdy construction and open backs make it easy for several kids to play together.",
      },
      {
        id: 245,
        urlKey: "plush-toys",
        name: "Stuffed Animals & Plush",
        description:
          "Super-soft teddy bears, giant plush animals and weighted plush friends for cuddles and comfort. Surface-washable fabrics and securely stitched features.",
      },
      {
        id: 246,
        urlKey: "arts-crafts",
        name: "Arts & Crafts",
        description:
          "Double-sided easels, craft kits, drawing sets and storage carts for young artists. Washable, non-toxic supplies and sturdy stands keep creativity mess-free.",
      },
    ],
  },
  {
    id: 10,
    urlKey: "sports-games",
    name: "Sports & Games",
    description:
      "Home gym equipment, game-room tables, basketball hoops and camping gear for an active household. Compact, foldable designs fit apartments, garages and basements.",
    children: [
      {
        id: 261,
        urlKey: "exercise-bikes",
        name: "Exercise Bikes",
        description:
          "Indoor cycling bikes, recumbent bikes and folding magnetic bikes with quiet belt drives. Adjustable seats, tablet holders and app connectivity make daily workouts easy to stick with.",
      },
      {
        id: 262,
        urlKey: "treadmills",
        name: "Treadmills",
        description:
          "Folding treadmills, under-desk walking pads and incline treadmills with cushioned decks. Quiet motors and space-saving designs fit home offices and small apartments.",
      },
      {
        id: 263,
        urlKey: "strength-training",
        name: "Strength Training",
        description:
          "Adjustable weight benches, power racks, dumbbell sets and home gyms for full-body workouts. Heavy-gauge steel frames and high weight capacities built for serious lifting.",
      },
      {
        id: 264,
        urlKey: "game-tables",
        name: "Game Room",
        description:
          "Pool tables, table tennis tables, foosball and multi-game tables for family game nights. Tournament-style features and easy-fold designs for rooms of every size.",
      },
      {
        id: 265,
        urlKey: "basketball-hoops",
        name: "Basketball Hoops",
        description:
          "Portable and in-ground basketball systems with shatterproof backboards and height adjustment from 7.5 to 10 feet. Fillable bases and breakaway rims for driveway games.",
      },
      {
        id: 266,
        urlKey: "camping-tents",
        name: "Camping",
        description:
          "Instant cabin tents, dome tents and camping gear with waterproof rainflies and taped seams. Set up in minutes and sleep comfortably from backyard campouts to national parks.",
      },
    ],
  },
  {
    id: 11,
    urlKey: "pets",
    name: "Pets",
    description:
      "Beds, cat trees, crates, feeders and aquariums that keep pets comfortable and homes tidy. Durable, washable materials designed with vets and pet owners in mind.",
    children: [
      {
        id: 281,
        urlKey: "dog-beds",
        name: "Dog Beds",
        description:
          "Orthopedic, bolster and calming dog beds with removable, machine-washable covers. Sizes for toy breeds to giant dogs, with non-skid bottoms and waterproof liners.",
      },
      {
        id: 282,
        urlKey: "cat-trees",
        name: "Cat Trees & Condos",
        description:
          "Multi-level cat trees with sisal scratching posts, condos, hammocks and perches. Stable bases and wall straps keep even large cats safe while they climb.",
      },
      {
        id: 283,
        urlKey: "dog-crates",
        name: "Crates, Kennels & Pens",
        description:
          "Wire crates, furniture-style crates and exercise pens for training and travel. Double doors, divider panels and slide-out trays make everyday use simple.",
      },
      {
        id: 284,
        urlKey: "pet-feeders",
        name: "Bowls & Feeders",
        description:
          "Automatic feeders, water fountains and elevated bowls that keep mealtime on schedule. Programmable portions and easy-clean stainless steel bowls.",
      },
      {
        id: 285,
        urlKey: "aquariums",
        name: "Aquariums & Fish",
        description:
          "Glass aquarium kits with LED lighting and quiet filtration from 5 to 55 gallons, plus stands and accessories. Everything you need to start a healthy freshwater tank.",
      },
    ],
  },
  {
    id: 12,
    urlKey: "health-beauty",
    name: "Health & Beauty",
    description:
      "Relax and recharge with massage chairs, handheld massagers, makeup vanities, hair tools and smart scales. Wellness products for everyday self-care at home.",
    children: [
      {
        id: 301,
        urlKey: "massage-chairs",
        name: "Massage Chairs",
        description:
          "Full-body massage chairs with SL-track rollers, zero-gravity recline, airbags and heat. Massage chairs over $1,000 include 3-year care, and white-glove delivery is available.",
      },
      {
        id: 302,
        urlKey: "massagers",
        name: "Massagers",
        description:
          "Percussion massage guns, shiatsu neck and back massagers and foot massagers for soothing sore muscles. Cordless, rechargeable designs with multiple speeds and heads.",
      },
      {
        id: 303,
        urlKey: "makeup-vanities",
        name: "Makeup Vanities",
        description:
          "Vanity desks with lighted mirrors, adjustable color temperatures and plenty of drawer storage. Matching stools and built-in outlets complete your getting-ready space.",
      },
      {
        id: 304,
        urlKey: "hair-tools",
        name: "Hair Dryers & Styling",
        description:
          "Ionic hair dryers, hot-air brushes, flat irons and curling wands with adjustable heat. Fast drying with less frizz and heat damage.",
      },
      {
        id: 305,
        urlKey: "bathroom-scales",
        name: "Smart Scales",
        description:
          "Bluetooth body-composition scales and digital bathroom scales that track weight, BMI and body fat. Sync with popular fitness apps and recognize up to eight users.",
      },
    ],
  },
];

/** Flattens the tree into table rows (tops first, then each top's subcategories). */
export function categoryRows(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  TAXONOMY.forEach((top, i) => {
    rows.push({
      id: top.id,
      parentId: null,
      name: top.name,
      urlKey: top.urlKey,
      urlPath: `${top.urlKey}.html`,
      level: 1,
      position: i + 1,
      description: top.description,
    });
  });
  for (const top of TAXONOMY) {
    top.children.forEach((sub, j) => {
      rows.push({
        id: sub.id,
        parentId: top.id,
        name: sub.name,
        urlKey: sub.urlKey,
        urlPath: `${top.urlKey}/${sub.urlKey}.html`,
        level: 2,
        position: j + 1,
        description: sub.description,
      });
    });
  }
  return rows;
}

export interface SubcategoryRef {
  top: TopCategoryDef;
  sub: SubcategoryDef;
  urlPath: string;
}

/** Every subcategory with its top category, in tree order. */
export function allSubcategories(): SubcategoryRef[] {
  return TAXONOMY.flatMap((top) =>
    top.children.map((sub) => ({ top, sub, urlPath: `${top.urlKey}/${sub.urlKey}.html` })),
  );
}

/** Old category paths that answer 301 to a current category (request path → target url path). */
export const OLD_CATEGORY_PATHS: { from: string; to: string }[] = [
  { from: "living-room.html", to: "furniture.html" },
  { from: "furniture/sofas.html", to: "furniture/sofas-sectionals.html" },
  { from: "patio-furniture.html", to: "outdoor.html" },
  { from: "appliance/portable-air-conditioners.html", to: "appliance/air-conditioners.html" },
  { from: "home-decor.html", to: "decor.html" },
];
