import { describe, expect, it } from "vitest";
import { parseBikeCsv, serverErrorsByLine, toBikeCsv, type ExportableBike } from "../../ui/src/features/dashboard/products/utils/bike-csv";

const categories = [
  { _id: 1, categoryName: "Sports" },
  { _id: 2, categoryName: "Cruiser" },
];
const options = { email: "seller@motomart.test", categories };
const HEADER =
  "name,category,picture,location,country,city,model,engineCc,monthsUsed,resalePrice,originalPrice,sellerName,phone,description,condition";
const row = (over: Partial<Record<string, string>> = {}) => {
  const cells = {
    name: "Yamaha R15",
    category: "Sports",
    picture: "/images/bikes/r15.svg",
    location: "Dhaka, Bangladesh",
    country: "Bangladesh",
    city: "Dhaka",
    model: "R15",
    engineCc: "155",
    monthsUsed: "12",
    resalePrice: "2450.50",
    originalPrice: "3200",
    sellerName: "",
    phone: "01711111111",
    description: "Single owner, serviced, new tyres",
    condition: "good",
    ...over,
  };
  return Object.values(cells)
    .map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
    .join(",");
};

describe("CSV import: parse + validate with the Add product rules", () => {
  it("accepts a good file: every row becomes an Add product body for the signed-in seller", () => {
    const text = [
      HEADER,
      row(),
      row({ name: "Harley, Street 750", category: "cruiser", monthsUsed: "", description: 'Says "hi"\nand more' }),
    ].join("\r\n");
    const preview = parseBikeCsv(text, options);
    expect(preview.fileErrors).toEqual([]);
    expect(preview.badRows).toBe(0);
    expect(preview.bikes).toHaveLength(2);
    expect(preview.bikes[0]).toMatchObject({
      id: 1,
      name: "Yamaha R15",
      engineCc: 155,
      monthsUsed: 12,
      resalePrice: 2450.5,
      email: "seller@motomart.test",
      condition: "good",
    });
    expect(preview.bikes[1]).toMatchObject({ id: 2, name: "Harley, Street 750", description: 'Says "hi"\nand more' });
    expect(preview.bikes[1]!.monthsUsed).toBeUndefined();
  });

  it("takes the year and mileage columns when a file has them, with the API's messages for bad ones; a file without them still imports", () => {
    const header = `${HEADER},Year,Mileage`;
    const text = [
      header,
      `${row()},2017,18500`,
      `${row({ name: "No facts" })},,`,
      `${row({ name: "From the future" })},${new Date().getFullYear() + 1},-4`,
    ].join("\n");
    const preview = parseBikeCsv(text, options);
    expect(preview.fileErrors).toEqual([]);
    expect(preview.rows[0]!.bike).toMatchObject({ year: 2017, mileageKm: 18_500 });
    expect(preview.rows[1]!.bike).toMatchObject({ name: "No facts" });
    expect(preview.rows[1]!.bike!.year).toBeUndefined();
    expect(preview.rows[2]!.errors).toEqual({ year: "Year cannot be in the future", mileageKm: "Mileage cannot be negative" });
    expect(parseBikeCsv([HEADER, row()].join("\n"), options).badRows).toBe(0);
  });

  it("shows each bad row's errors, by line and column, with the server's own messages", () => {
    const text = [
      HEADER,
      row(),
      row({ resalePrice: "-5", phone: "call me" }),
      row({ name: "", condition: "mint" }),
      row({ category: "Spaceships" }),
      row({ category: "99", engineCc: "20" }),
    ].join("\n");
    const preview = parseBikeCsv(text, options);
    expect(preview.bikes).toHaveLength(1);
    expect(preview.badRows).toBe(4);
    expect(preview.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, {}],
      [3, { resalePrice: "Resale price must be a positive number", phone: "Phone must be a phone number" }],
      [4, { name: "Name is required", condition: "Condition must be excellent, good or fair" }],
      [5, { id: 'Unknown category "Spaceships"' }],
      [6, { id: "Unknown category id 99", engineCc: "Engine CC must be at least 50" }],
    ]);
  });

  it("parses a file mixing Windows (CRLF) and Unix (LF) line ends, line by line (#33)", () => {
    const text = `${HEADER}\r\n${row({ name: "First" })}\n${row({ name: "Second" })}\r\n${row({ name: "Third", description: "Line one\r\nline two" })}\n`;
    const preview = parseBikeCsv(text, options);
    expect(preview.fileErrors).toEqual([]);
    expect(preview.badRows).toBe(0);
    expect(preview.bikes.map((bike) => bike.name)).toEqual(["First", "Second", "Third"]);
    expect(preview.bikes.map((bike) => bike.condition)).toEqual(["good", "good", "good"]);
    // A line break inside a quoted cell is the cell's own.
    expect(preview.bikes[2]!.description).toBe("Line one\nline two");
  });

  it("reads headers in any case or spelling and ignores extra columns", () => {
    const header =
      "Name,Category ID,Image URL,Location,Country,City,Model,Engine_CC,Resale Price,Original Price,Mobile Number,Description,Condition,Notes";
    const text = `${header}\nCB 150,1,https://img.example/cb.jpg,Here,BD,Dhaka,CB,150,100,200,+880 1711-111111,Nice,fair,ignore me\n`;
    const preview = parseBikeCsv(text, options);
    expect(preview.fileErrors).toEqual([]);
    expect(preview.bikes[0]).toMatchObject({ id: 1, picture: "https://img.example/cb.jpg", phone: "+880 1711-111111" });
  });

  it("explains a file that cannot be imported at all", () => {
    expect(parseBikeCsv("", options).fileErrors).toEqual(["The file is empty."]);
    expect(parseBikeCsv("name,city\nA,B\n", options).fileErrors[0]).toMatch(
      /^Missing columns: category, picture, location, country, model, engineCc/,
    );
    expect(parseBikeCsv(`${HEADER}\n`, options).fileErrors).toEqual(["The file has a header but no bikes."]);
    const tooMany = [HEADER, ...Array.from({ length: 1001 }, () => row())].join("\n");
    expect(parseBikeCsv(tooMany, options).fileErrors).toEqual(["The file has 1001 bikes; import at most 1000 at once."]);
  });

  it("takes a 1,000-row file whole", () => {
    const text = [HEADER, ...Array.from({ length: 1000 }, (_, i) => row({ name: `Bike ${i}` }))].join("\n");
    const preview = parseBikeCsv(text, options);
    expect(preview.bikes).toHaveLength(1000);
    expect(preview.badRows).toBe(0);
  });

  it("maps the server's bikes.<index>.<field> messages back to file lines", () => {
    const byLine = serverErrorsByLine({ "bikes.999.id": "Category not found", "bikes.0.name": "Name is required", other: "x" });
    expect([...byLine.entries()]).toEqual([
      [1001, { id: "Category not found" }],
      [2, { name: "Name is required" }],
    ]);
  });
});

describe("CSV export of My products", () => {
  const bike: ExportableBike = {
    name: '=HYPERLINK("evil")',
    categoryName: "Sports",
    picture: "/images/bikes/r15.svg",
    location: "Dhaka, Bangladesh",
    country: "Bangladesh",
    city: "Dhaka",
    model: "R15",
    engineCc: 155,
    monthsUsed: null,
    year: 2018,
    mileageKm: 23_000,
    resalePrice: 2450.5,
    originalPrice: 3200,
    sellerName: "Rahim",
    mobileNumber: "+8801711111111",
    description: "Line one\nline two, with comma",
    condition: "good",
    status: "available",
    ads: true,
  };

  it("writes the import columns plus status, spreadsheet-safe, and imports back unchanged", () => {
    const text = toBikeCsv([bike]);
    const [header, first] = text.split("\r\n");
    expect(header).toBe(
      "name,category,picture,location,country,city,model,engineCc,monthsUsed,year,mileageKm,resalePrice,originalPrice,sellerName,phone,description,condition,status,advertised",
    );
    expect(first).toMatch(/^"'=HYPERLINK/);
    const back = parseBikeCsv(text, options);
    expect(back.badRows).toBe(0);
    expect(back.bikes[0]).toMatchObject({
      name: bike.name,
      id: 1,
      phone: "+8801711111111",
      description: bike.description,
      resalePrice: 2450.5,
      sellerName: "Rahim",
      year: 2018,
      mileageKm: 23_000,
    });
  });
});
