/**
 * Demo data for the local stack. Natural keys (uid, category name, blog header) keep seeding
 * idempotent. The categories are reference data that production needs too: reference-data.ts.
 */

type Role = "admin" | "seller" | "buyer";

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  name: string;
  role: Role;
  verified: boolean;
  /**
   * Sellers: the Stripe Connect account they were paid through, already onboarded, so the demo
   * bikes can be paid in `npm start`. The offline Stripe server is given these accounts
   * (scripts/lib/local-stack.ts); a new seller connects from the dashboard's Payouts page.
   */
  payoutAccount?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { uid: "demo-admin", email: "admin@motomart.test", password: "Admin#2026", name: "Avery Admin", role: "admin", verified: false },
  {
    uid: "demo-seller",
    email: "seller@motomart.test",
    password: "Seller#2026",
    name: "Rafi Motors",
    role: "seller",
    verified: true,
    payoutAccount: "acct_demoRafiMotors01",
  },
  {
    uid: "demo-seller-new",
    email: "newseller@motomart.test",
    password: "Seller#2026",
    name: "Nadia Karim",
    role: "seller",
    verified: false,
    payoutAccount: "acct_demoNadiaKarim01",
  },
  // Two more verified shops, so the home page's Top sellers has company.
  {
    uid: "demo-seller-berlin",
    email: "berlin@motomart.test",
    password: "Seller#2026",
    name: "Berlin Moto Haus",
    role: "seller",
    verified: true,
    payoutAccount: "acct_demoBerlinMoto01",
  },
  {
    uid: "demo-seller-texas",
    email: "lonestar@motomart.test",
    password: "Seller#2026",
    name: "Lone Star Cycles",
    role: "seller",
    verified: true,
    payoutAccount: "acct_demoLoneStar01",
  },
  { uid: "demo-buyer", email: "buyer@motomart.test", password: "Buyer#2026", name: "Ben Carter", role: "buyer", verified: false },
];

export interface SeedBike {
  seller: string;
  category: string;
  model: string;
  year: number;
  engineCc: number;
  price: number;
  originalPrice: number;
  monthsUsed: number;
  /** The km on its clock (the year above is its first registration). */
  mileageKm: number;
  condition: "excellent" | "good" | "fair";
  city: string;
  country: string;
  picture: string;
  note: string;
  /** Hours ago it was listed (newest first ordering looks natural). */
  ageHours: number;
  advertisedHoursAgo?: number;
  sold?: boolean;
}

const img = (name: string) => `/images/bikes/${name}.svg`;
const S = "demo-seller";
const N = "demo-seller-new";
const B = "demo-seller-berlin";
const T = "demo-seller-texas";

// prettier-ignore
export const BIKES: SeedBike[] = [
  // Sports
  { seller: S, category: "Sports", model: "Kawasaki Ninja 400", year: 2022, engineCc: 399, price: 4650, originalPrice: 5399, monthsUsed: 11, mileageKm: 5700, condition: "excellent", city: "Dhaka", country: "Bangladesh", picture: img("sport-red"), note: "ABS, slipper clutch and a fresh chain and sprocket kit. Never dropped, always garaged.", ageHours: 3, advertisedHoursAgo: 2 },
  { seller: S, category: "Sports", model: "Yamaha YZF-R15 V4", year: 2023, engineCc: 155, price: 2350, originalPrice: 2700, monthsUsed: 7, mileageKm: 3600, condition: "excellent", city: "Chittagong", country: "Bangladesh", picture: img("sport-blue"), note: "Quick shifter, traction control and the racing blue livery. First owner, all papers ready.", ageHours: 20 },
  { seller: S, category: "Sports", model: "Honda CBR650R", year: 2021, engineCc: 649, price: 7400, originalPrice: 9299, monthsUsed: 26, mileageKm: 13500, condition: "good", city: "Austin", country: "USA", picture: img("sport-red"), note: "Inline-four that pulls hard to the redline. Frame sliders, tail tidy and the stock parts included.", ageHours: 50, advertisedHoursAgo: 30 },
  { seller: S, category: "Sports", model: "KTM RC 390", year: 2020, engineCc: 373, price: 3900, originalPrice: 5499, monthsUsed: 34, mileageKm: 17700, condition: "good", city: "Bengaluru", country: "India", picture: img("sport-blue"), note: "Light, sharp handling single. New tyres last month, service book stamped at every interval.", ageHours: 75 },
  { seller: S, category: "Sports", model: "Suzuki GSX-R750", year: 2019, engineCc: 750, price: 8200, originalPrice: 12499, monthsUsed: 40, mileageKm: 20800, condition: "fair", city: "Manchester", country: "UK", picture: img("sport-red"), note: "Track-day veteran on road plates. Some scuffs on the fairing, engine is strong and leak-free.", ageHours: 130 },
  { seller: B, category: "Sports", model: "Aprilia RS 660", year: 2023, engineCc: 659, price: 9800, originalPrice: 11299, monthsUsed: 5, mileageKm: 2600, condition: "excellent", city: "Munich", country: "Germany", picture: img("sport-blue"), note: "Full electronics package with cornering ABS. Barely run in, still under factory warranty.", ageHours: 9 },
  { seller: N, category: "Sports", model: "Yamaha YZF-R1", year: 2018, engineCc: 998, price: 11500, originalPrice: 16999, monthsUsed: 48, mileageKm: 25000, condition: "good", city: "Osaka", country: "Japan", picture: img("sport-red"), note: "Crossplane crank sound with an Akrapovic slip-on. Suspension serviced this spring.", ageHours: 160, sold: true },
  { seller: S, category: "Sports", model: "Ducati Panigale V2", year: 2021, engineCc: 955, price: 13900, originalPrice: 17995, monthsUsed: 18, mileageKm: 13400, condition: "excellent", city: "Berlin", country: "Germany", picture: img("sport-red"), note: "Desmo service done at 12,000 km. Comfort seat fitted, original seat comes with it.", ageHours: 34, advertisedHoursAgo: 12 },

  // Cruiser
  { seller: S, category: "Cruiser", model: "Royal Enfield Meteor 350", year: 2022, engineCc: 349, price: 3100, originalPrice: 3999, monthsUsed: 14, mileageKm: 7300, condition: "excellent", city: "Delhi", country: "India", picture: img("cruiser-maroon"), note: "Tripper navigation pod, touring windscreen and backrest. Relaxed, thumping single.", ageHours: 6, advertisedHoursAgo: 5 },
  { seller: S, category: "Cruiser", model: "Harley-Davidson Sportster S", year: 2021, engineCc: 1252, price: 11900, originalPrice: 15999, monthsUsed: 22, mileageKm: 11400, condition: "good", city: "Denver", country: "USA", picture: img("cruiser-black"), note: "Revolution Max engine with Screamin' Eagle intake. Forward controls and a solo seat.", ageHours: 42 },
  { seller: S, category: "Cruiser", model: "Honda Rebel 500", year: 2023, engineCc: 471, price: 5200, originalPrice: 6449, monthsUsed: 8, mileageKm: 4200, condition: "excellent", city: "Portland", country: "USA", picture: img("cruiser-black"), note: "Low seat, easy clutch, perfect first big bike. Matte black with tan seat upgrade.", ageHours: 64 },
  { seller: S, category: "Cruiser", model: "Kawasaki Vulcan S", year: 2020, engineCc: 649, price: 4800, originalPrice: 7099, monthsUsed: 30, mileageKm: 15600, condition: "good", city: "London", country: "UK", picture: img("cruiser-maroon"), note: "Ergo-fit reach adjusted for a shorter rider. Heated grips and a quick-release screen.", ageHours: 98 },
  { seller: N, category: "Cruiser", model: "Triumph Bonneville Bobber", year: 2019, engineCc: 1200, price: 9400, originalPrice: 12999, monthsUsed: 44, mileageKm: 22900, condition: "good", city: "Manchester", country: "UK", picture: img("cruiser-black"), note: "Floating seat, cruise control and wire wheels. A few stone chips, otherwise tidy.", ageHours: 15 },
  { seller: T, category: "Cruiser", model: "Indian Scout Bobber", year: 2020, engineCc: 1133, price: 9900, originalPrice: 12999, monthsUsed: 36, mileageKm: 18700, condition: "fair", city: "Austin", country: "USA", picture: img("cruiser-maroon"), note: "Loud stage-one pipes, bar-end mirrors. Paint has wear on the tank, runs perfectly.", ageHours: 200 },
  { seller: S, category: "Cruiser", model: "Bajaj Avenger Cruise 220", year: 2022, engineCc: 220, price: 1450, originalPrice: 1750, monthsUsed: 12, mileageKm: 6200, condition: "good", city: "Sylhet", country: "Bangladesh", picture: img("cruiser-black"), note: "Comfortable daily cruiser with low running costs. Crash guard and backrest fitted.", ageHours: 110, sold: true },
  { seller: S, category: "Cruiser", model: "Suzuki Intruder 150", year: 2021, engineCc: 155, price: 1250, originalPrice: 1600, monthsUsed: 20, mileageKm: 10400, condition: "fair", city: "Dhaka", country: "Bangladesh", picture: img("cruiser-maroon"), note: "City-friendly cruiser look with fuel injection. Rear tyre will need replacing soon.", ageHours: 150 },

  // Scooter
  { seller: S, category: "Scooter", model: "Vespa Primavera 150", year: 2023, engineCc: 155, price: 3900, originalPrice: 4899, monthsUsed: 6, mileageKm: 1900, condition: "excellent", city: "London", country: "UK", picture: img("scooter-mint"), note: "Pastel mint with chrome rack and windscreen. Serviced at the dealer, 1,900 km.", ageHours: 4, advertisedHoursAgo: 3 },
  { seller: S, category: "Scooter", model: "Honda PCX 160", year: 2022, engineCc: 157, price: 2600, originalPrice: 3499, monthsUsed: 15, mileageKm: 7800, condition: "good", city: "Tokyo", country: "Japan", picture: img("scooter-yellow"), note: "Smart key, idle-stop and a big under-seat bay that swallows a full-face helmet.", ageHours: 28 },
  { seller: S, category: "Scooter", model: "Yamaha NMAX 155", year: 2021, engineCc: 155, price: 2100, originalPrice: 2999, monthsUsed: 28, mileageKm: 14600, condition: "good", city: "Dhaka", country: "Bangladesh", picture: img("scooter-yellow"), note: "Dual-channel ABS and a tall screen. Top box included for the daily commute.", ageHours: 70 },
  { seller: S, category: "Scooter", model: "Suzuki Burgman Street 125", year: 2022, engineCc: 124, price: 1150, originalPrice: 1400, monthsUsed: 10, mileageKm: 5200, condition: "excellent", city: "Mumbai", country: "India", picture: img("scooter-mint"), note: "Maxi-scooter comfort in a small package. LED lights, USB charger, spotless.", ageHours: 90 },
  { seller: B, category: "Scooter", model: "Lambretta V200 Special", year: 2020, engineCc: 169, price: 2900, originalPrice: 4299, monthsUsed: 33, mileageKm: 17200, condition: "fair", city: "Berlin", country: "Germany", picture: img("scooter-yellow"), note: "Retro styling with modern brakes. Minor scratches on the side panel, starts first time.", ageHours: 21 },
  { seller: T, category: "Scooter", model: "Kymco Like 150i", year: 2023, engineCc: 150, price: 2250, originalPrice: 2899, monthsUsed: 4, mileageKm: 1200, condition: "excellent", city: "Portland", country: "USA", picture: img("scooter-mint"), note: "Practically new: under 800 miles. Comes with two helmets and a disc lock.", ageHours: 12 },
  { seller: S, category: "Scooter", model: "TVS Ntorq 125", year: 2021, engineCc: 124, price: 850, originalPrice: 1100, monthsUsed: 24, mileageKm: 12500, condition: "good", city: "Bengaluru", country: "India", picture: img("scooter-yellow"), note: "Bluetooth dash with navigation, sporty handling. Regularly serviced, all bills available.", ageHours: 180 },
  { seller: S, category: "Scooter", model: "Honda Dio 110", year: 2020, engineCc: 110, price: 620, originalPrice: 900, monthsUsed: 38, mileageKm: 19800, condition: "fair", city: "Chittagong", country: "Bangladesh", picture: img("scooter-mint"), note: "Reliable runabout for the city. Seat cover torn, mechanically sound and frugal.", ageHours: 240 },

  // Off-road
  { seller: S, category: "Off-road", model: "KTM 300 EXC TPI", year: 2022, engineCc: 293, price: 8100, originalPrice: 10499, monthsUsed: 13, mileageKm: 2100, condition: "good", city: "Denver", country: "USA", picture: img("offroad-orange"), note: "Fuel-injected two-stroke, hand guards and a skid plate. 62 hours on the clock.", ageHours: 8, advertisedHoursAgo: 7 },
  { seller: S, category: "Off-road", model: "Honda CRF250L", year: 2021, engineCc: 249, price: 4300, originalPrice: 5399, monthsUsed: 24, mileageKm: 12500, condition: "good", city: "Sylhet", country: "Bangladesh", picture: img("offroad-green"), note: "Road-legal trail bike, tall gearing for the highway and knobby tyres for the hills.", ageHours: 46 },
  { seller: S, category: "Off-road", model: "Yamaha WR450F", year: 2020, engineCc: 450, price: 6200, originalPrice: 9499, monthsUsed: 35, mileageKm: 18200, condition: "fair", city: "Munich", country: "Germany", picture: img("offroad-orange"), note: "Enduro race bike with a fresh top end. Plastics show trail rash, engine is healthy.", ageHours: 120 },
  { seller: S, category: "Off-road", model: "Kawasaki KLX300", year: 2023, engineCc: 292, price: 5100, originalPrice: 5999, monthsUsed: 6, mileageKm: 3100, condition: "excellent", city: "Austin", country: "USA", picture: img("offroad-green"), note: "Barely used dual-sport, still has the factory nubs on the tyres. Rack and bag included.", ageHours: 18 },
  { seller: N, category: "Off-road", model: "Husqvarna TE 150i", year: 2022, engineCc: 143, price: 6400, originalPrice: 7999, monthsUsed: 16, mileageKm: 8300, condition: "good", city: "Osaka", country: "Japan", picture: img("offroad-orange"), note: "Light and playful two-stroke for tight single track. Steering damper fitted.", ageHours: 55 },
  { seller: N, category: "Off-road", model: "Hero Xpulse 200 4V", year: 2023, engineCc: 199, price: 1650, originalPrice: 1900, monthsUsed: 9, mileageKm: 4700, condition: "excellent", city: "Delhi", country: "India", picture: img("offroad-green"), note: "Rally kit with longer suspension travel. Great value adventure starter.", ageHours: 26 },
  { seller: S, category: "Off-road", model: "Suzuki DR-Z400S", year: 2018, engineCc: 398, price: 4700, originalPrice: 6999, monthsUsed: 52, mileageKm: 27000, condition: "fair", city: "Portland", country: "USA", picture: img("offroad-orange"), note: "Bulletproof thumper with a big tank for long desert loops. Honest wear throughout.", ageHours: 220, sold: true },
  { seller: S, category: "Off-road", model: "Beta 300 RR", year: 2021, engineCc: 293, price: 7300, originalPrice: 9799, monthsUsed: 27, mileageKm: 14000, condition: "good", city: "London", country: "UK", picture: img("offroad-green"), note: "Oil-injected two-stroke, new clutch plates and a fresh air filter. Ready to ride.", ageHours: 140 },

  // Touring
  { seller: S, category: "Touring", model: "BMW R 1250 RT", year: 2021, engineCc: 1254, price: 17900, originalPrice: 23995, monthsUsed: 24, mileageKm: 12500, condition: "excellent", city: "Berlin", country: "Germany", picture: img("touring-silver"), note: "ShiftCam boxer, electronic suspension and full luggage. Dealer serviced from new.", ageHours: 10, advertisedHoursAgo: 9 },
  { seller: S, category: "Touring", model: "Honda Gold Wing Tour", year: 2020, engineCc: 1833, price: 21500, originalPrice: 28700, monthsUsed: 36, mileageKm: 18700, condition: "good", city: "Denver", country: "USA", picture: img("touring-navy"), note: "Airbag model with DCT gearbox, Apple CarPlay and heated everything. Pampered tourer.", ageHours: 58 },
  { seller: S, category: "Touring", model: "Kawasaki Versys 650", year: 2022, engineCc: 649, price: 6900, originalPrice: 8599, monthsUsed: 12, mileageKm: 6200, condition: "excellent", city: "Tokyo", country: "Japan", picture: img("touring-silver"), note: "Sport-touring all-rounder with hard panniers and a tall screen. Great on fuel.", ageHours: 80 },
  { seller: S, category: "Touring", model: "Triumph Tiger 900 GT", year: 2021, engineCc: 888, price: 10400, originalPrice: 14100, monthsUsed: 20, mileageKm: 10400, condition: "good", city: "Manchester", country: "UK", picture: img("touring-navy"), note: "T-plane triple, heated seats, quickshifter. Crash bars and aux lights fitted.", ageHours: 100, advertisedHoursAgo: 40 },
  { seller: N, category: "Touring", model: "Royal Enfield Himalayan 450", year: 2024, engineCc: 452, price: 5300, originalPrice: 5999, monthsUsed: 3, mileageKm: 1600, condition: "excellent", city: "Mumbai", country: "India", picture: img("touring-silver"), note: "Liquid-cooled Sherpa engine, TFT navigation and the rally seat. Showroom condition.", ageHours: 5 },
  { seller: N, category: "Touring", model: "Yamaha Tracer 9 GT", year: 2019, engineCc: 890, price: 8600, originalPrice: 15999, monthsUsed: 46, mileageKm: 23900, condition: "fair", city: "Chittagong", country: "Bangladesh", picture: img("touring-navy"), note: "Semi-active suspension and cornering lights. Panniers scuffed, mechanically excellent.", ageHours: 170 },
  { seller: S, category: "Touring", model: "Suzuki V-Strom 650XT", year: 2022, engineCc: 645, price: 7800, originalPrice: 9899, monthsUsed: 17, mileageKm: 8800, condition: "good", city: "Dhaka", country: "Bangladesh", picture: img("touring-silver"), note: "Spoked wheels, centre stand and aluminium panniers. Serviced every 6,000 km.", ageHours: 36 },
  { seller: S, category: "Touring", model: "Honda NT1100", year: 2023, engineCc: 1084, price: 11800, originalPrice: 13999, monthsUsed: 9, mileageKm: 4700, condition: "excellent", city: "London", country: "UK", picture: img("touring-navy"), note: "DCT automatic, cruise control and heated grips. Practical tourer with low miles.", ageHours: 190 },
];

export const BIKE_PHONES: Record<string, string> = {
  "demo-seller": "+8801711000001",
  "demo-seller-new": "+8801711000002",
  "demo-seller-berlin": "+4930123456789",
  "demo-seller-texas": "+15125550142",
};

export interface SeedBlog {
  header: string;
  img: string;
  date: string;
  paragraphs: string[];
}

export const BLOGS: SeedBlog[] = [
  {
    header: "How to Inspect a Used Motorcycle Before You Buy",
    img: "/images/blogs/buying-checklist.svg",
    date: "2026-11-18",
    paragraphs: [
      "A used motorcycle can be a brilliant buy, but only if you look past the shine. Start with the paperwork: the registration, the service book and any receipts should match the bike in front of you, including the frame and engine numbers. A seller who has kept records has usually kept the bike well too.",
      "Then go over the machine itself. Look down the forks for oil on the stanchions, check the chain and sprockets for hooked teeth, squeeze the brakes and feel for a spongy lever, and put the bike on its stand to spin the wheels and listen for rough bearings. Uneven tyre wear or scuffed bar ends tell you about past drops.",
      "Finally, ask to start it from cold. A healthy engine settles into a steady idle without smoke or rattles. Take it for a short ride if the seller allows it, and never hand over money before you have checked that the title is free of finance.",
    ],
  },
  {
    header: "Ten-Minute Maintenance Checks Every Rider Should Do",
    img: "/images/blogs/maintenance.svg",
    date: "2026-11-09",
    paragraphs: [
      "Most breakdowns announce themselves long before they strand you. A quick routine before the weekend ride catches nearly all of them: tyre pressures and tread, chain slack and lubrication, brake pads and fluid level, engine oil on the sight glass, and every light and indicator.",
      "Keep a small log on your phone with the date and what you checked. When a value drifts — a tyre that always needs air, oil that drops faster than usual — you will see the pattern early and fix a slow puncture or a leaking seal for a fraction of the cost of a roadside rescue.",
      "Clean bikes are easier to inspect, too. A gentle wash every couple of weeks reveals oil weeps, loose bolts and cracked plastics that dirt would hide, and it keeps the resale value up when the time comes to list your bike here.",
    ],
  },
  {
    header: "Choosing Riding Gear That Actually Protects You",
    img: "/images/blogs/riding-gear.svg",
    date: "2026-10-28",
    paragraphs: [
      "The helmet is the one piece of kit you should never buy used. Look for a current safety rating, a snug fit that does not move when you shake your head, and a visor you can open with a gloved hand. Replace it after any impact, even if it looks fine.",
      "Jackets and trousers with certified armour at the shoulders, elbows, hips and knees make a real difference in a slide. Textile suits are versatile for commuting and touring; leather still offers the best abrasion resistance for fast riding. Bright colours or reflective panels help drivers see you at dusk.",
      "Do not forget gloves and boots. Hands go out first in a fall and ankles are easily twisted under a bike, so choose gloves with palm sliders and boots that cover the ankle. Good gear is cheaper than a hospital stay.",
    ],
  },
  {
    header: "Planning Your First Long-Distance Motorcycle Trip",
    img: "/images/blogs/road-trip.svg",
    date: "2026-10-15",
    paragraphs: [
      "A long ride is as much about planning as it is about riding. Break the route into days of no more than five or six hours in the saddle, with a fuel stop every 150 kilometres even if your tank could go further. Tired riders make mistakes, and the best roads deserve fresh eyes.",
      "Pack light and pack low. Soft panniers or a tail bag keep the weight near the centre of the bike, and a simple kit — tyre repair plugs, a small compressor, the tools for your axle nuts and a spare fuse — solves most roadside problems. Share your route with someone at home.",
      "Finally, leave room for the unexpected. The detour you did not plan, the village café recommended by a stranger, the mountain pass you turn back to ride again: these are the parts of the trip you will remember.",
    ],
  },
  {
    header: "Are Electric Motorcycles Ready for Everyday Riding?",
    img: "/images/blogs/electric.svg",
    date: "2026-09-30",
    paragraphs: [
      "Electric motorcycles have moved from curiosity to serious option. Instant torque makes them thrilling away from the lights, there is no clutch or gear lever to manage in traffic, and running costs are a fraction of petrol bikes: no oil changes, no valve clearances, far fewer moving parts.",
      "Range remains the question. Most city commuters ride well under 60 kilometres a day, which any modern electric bike covers with ease, and home charging overnight means you start every morning full. For touring, fast-charging networks are growing but still patchy outside big cities.",
      "If you are thinking of switching, look at the battery warranty and the charging standard first, and ask used-bike sellers for the battery health report. A well-kept battery keeps most of its capacity for many years.",
    ],
  },
  {
    header: "Why a Scooter Might Be the Smartest City Vehicle",
    img: "/images/blogs/city-commute.svg",
    date: "2026-09-12",
    paragraphs: [
      "In dense cities the fastest vehicle is often the smallest. A 125–160 cc scooter filters through traffic, parks almost anywhere and sips fuel, while the step-through frame and automatic gearbox make it easy to ride in work clothes.",
      "Modern scooters are far more capable than their reputation. Many now have ABS, LED lighting, smart keys and enough under-seat storage for a helmet and a laptop. Bigger maxi-scooters are comfortable on the highway too, blurring the line with touring motorcycles.",
      "Used scooters are also great value. Because they are simple machines, a well-serviced example with a few thousand kilometres will run for years. Check the drive belt and the variator rollers, and you will have a commuter that pays for itself in saved bus fares.",
    ],
  },
];
