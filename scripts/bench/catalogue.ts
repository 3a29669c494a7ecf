/**
 * The spread of the scale data: 20 countries × 5 cities, 60 models over the seed's 5 categories
 * (12 each, with their engine size and new price), and words for descriptions.
 */
export const COUNTRIES: ReadonlyArray<readonly [country: string, cities: readonly string[]]> = [
  ["Bangladesh", ["Dhaka", "Chattogram", "Khulna", "Sylhet", "Rajshahi"]],
  ["India", ["Mumbai", "Delhi", "Bengaluru", "Chennai", "Pune"]],
  ["Indonesia", ["Jakarta", "Surabaya", "Bandung", "Medan", "Denpasar"]],
  ["Vietnam", ["Hanoi", "Ho Chi Minh City", "Da Nang", "Hai Phong", "Can Tho"]],
  ["Thailand", ["Bangkok", "Chiang Mai", "Phuket", "Pattaya", "Khon Kaen"]],
  ["Philippines", ["Manila", "Cebu", "Davao", "Quezon City", "Iloilo"]],
  ["Malaysia", ["Kuala Lumpur", "Penang", "Johor Bahru", "Ipoh", "Kuching"]],
  ["Pakistan", ["Karachi", "Lahore", "Islamabad", "Faisalabad", "Multan"]],
  ["Nepal", ["Kathmandu", "Pokhara", "Lalitpur", "Biratnagar", "Butwal"]],
  ["Sri Lanka", ["Colombo", "Kandy", "Galle", "Jaffna", "Negombo"]],
  ["United States", ["Los Angeles", "Austin", "Chicago", "Denver", "Miami"]],
  ["Canada", ["Toronto", "Vancouver", "Montreal", "Calgary", "Ottawa"]],
  ["United Kingdom", ["London", "Manchester", "Birmingham", "Leeds", "Glasgow"]],
  ["Germany", ["Berlin", "Munich", "Hamburg", "Cologne", "Stuttgart"]],
  ["France", ["Paris", "Lyon", "Marseille", "Toulouse", "Nantes"]],
  ["Italy", ["Milan", "Rome", "Turin", "Bologna", "Naples"]],
  ["Spain", ["Madrid", "Barcelona", "Valencia", "Seville", "Bilbao"]],
  ["Brazil", ["São Paulo", "Rio de Janeiro", "Curitiba", "Belo Horizonte", "Recife"]],
  ["Australia", ["Sydney", "Melbourne", "Brisbane", "Perth", "Adelaide"]],
  ["Japan", ["Tokyo", "Osaka", "Nagoya", "Fukuoka", "Sapporo"]],
];

/** [model, seed category name, engine cc, new price in dollars]. */
export const MODELS: ReadonlyArray<readonly [model: string, category: string, cc: number, price: number]> = [
  ["Yamaha R15", "Sports", 155, 2800], ["Yamaha R3", "Sports", 321, 5500], ["Yamaha R1", "Sports", 998, 18000],
  ["Honda CBR150R", "Sports", 149, 2600], ["Honda CBR650R", "Sports", 649, 9800], ["Honda CBR1000RR", "Sports", 999, 17500],
  ["Kawasaki Ninja 400", "Sports", 399, 5300], ["Kawasaki ZX-6R", "Sports", 636, 11000], ["Suzuki GSX-R750", "Sports", 750, 12500],
  ["Ducati Panigale V2", "Sports", 955, 17000], ["KTM RC 390", "Sports", 373, 5800], ["BMW S1000RR", "Sports", 999, 19000],
  ["Honda Rebel 500", "Cruiser", 471, 6500], ["Harley-Davidson Iron 883", "Cruiser", 883, 11000], ["Harley-Davidson Fat Boy", "Cruiser", 1746, 21000],
  ["Bajaj Avenger Cruise 220", "Cruiser", 220, 1800], ["Royal Enfield Meteor 350", "Cruiser", 349, 2500], ["Kawasaki Vulcan S", "Cruiser", 649, 7600],
  ["Yamaha Bolt", "Cruiser", 942, 8500], ["Indian Scout", "Cruiser", 1133, 13000], ["Triumph Bonneville Bobber", "Cruiser", 1200, 14000],
  ["Suzuki Boulevard M109R", "Cruiser", 1783, 15500], ["Honda Shadow 750", "Cruiser", 745, 7800], ["Benelli 502C", "Cruiser", 500, 6000],
  ["Honda Dio 110", "Scooter", 110, 900], ["Honda PCX 160", "Scooter", 157, 3600], ["Yamaha NMAX 155", "Scooter", 155, 3500],
  ["Yamaha Aerox 155", "Scooter", 155, 3200], ["Vespa Primavera 150", "Scooter", 150, 5000], ["Suzuki Burgman 400", "Scooter", 400, 8000],
  ["TVS Ntorq 125", "Scooter", 125, 1200], ["Piaggio Liberty 50", "Scooter", 50, 2200], ["Kymco Like 125", "Scooter", 125, 2600],
  ["SYM Jet 14", "Scooter", 200, 2900], ["Yamaha XMAX 300", "Scooter", 292, 6000], ["Honda Forza 350", "Scooter", 330, 6200],
  ["Honda CRF250L", "Off-road", 250, 5300], ["Honda CRF450R", "Off-road", 450, 9500], ["Yamaha WR250F", "Off-road", 250, 8000],
  ["Yamaha YZ125", "Off-road", 125, 6700], ["Kawasaki KLX300", "Off-road", 292, 5900], ["Kawasaki KX450", "Off-road", 450, 9700],
  ["KTM 300 EXC", "Off-road", 293, 10500], ["KTM 690 Enduro R", "Off-road", 690, 12000], ["Husqvarna FE 350", "Off-road", 350, 11000],
  ["Suzuki DR-Z400", "Off-road", 398, 6900], ["Beta RR 300", "Off-road", 293, 9800], ["Hero Xpulse 200", "Off-road", 200, 1700],
  ["BMW R1250GS", "Touring", 1254, 20000], ["Honda Africa Twin", "Touring", 1084, 15000], ["Honda Gold Wing", "Touring", 1833, 28000],
  ["Yamaha Tracer 9", "Touring", 890, 13000], ["Kawasaki Versys 650", "Touring", 649, 8800], ["Suzuki V-Strom 650", "Touring", 645, 9000],
  ["Triumph Tiger 900", "Touring", 888, 15500], ["KTM 390 Adventure", "Touring", 373, 6800], ["Royal Enfield Himalayan", "Touring", 411, 3000],
  ["BMW F900XR", "Touring", 895, 13500], ["Ducati Multistrada V4", "Touring", 1158, 24000], ["Harley-Davidson Road Glide", "Touring", 1746, 27000],
];

export const DESCRIPTION_WORDS = [
  "serviced", "single owner", "new tyres", "new chain", "garage kept", "low mileage", "papers ready", "accident free",
  "ABS", "quickshifter", "top box", "crash guards", "fresh battery", "original paint", "minor scratches", "negotiable",
  "touring screen", "heated grips", "exhaust upgrade", "full history",
];
