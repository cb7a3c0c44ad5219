import { describe, expect, it } from "vitest";
import { csvCell, csvRow, csvStream, parseCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone and quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("Ada")).toBe("Ada");
    expect(csvCell("Stone, Ltd.")).toBe('"Stone, Ltd."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell("one\r\ntwo")).toBe('"one\r\ntwo"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(new Date("2025-01-02T03:04:05Z"))).toBe("2025-01-02T03:04:05.000Z");
    expect(csvCell({ a: "b,c" })).toBe('"{""a"":""b,c""}"');
  });

  it("prefixes cells a spreadsheet would run as a formula with a single quote", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=cmd")).toBe("'\t=cmd");
    expect(csvCell("\r=cmd")).toBe('"\'\r=cmd"');
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("rows end with CRLF and parse back to the same values", () => {
    const values = ["x", 'q"uote', "com,ma", "line\nbreak", "=f()"];
    expect(csvRow(values).endsWith("\r\n")).toBe(true);
    expect(parseCsv(csvRow(values))).toEqual([["x", 'q"uote', "com,ma", "line\nbreak", "'=f()"]]);
  });

  it("streams the header then each batch", async () => {
    const batches = [[["a", "b"]], [["c", "d"]]];
    const bytes = await new Response(csvStream(["h1", "h2"], async () => batches.shift() ?? null)).arrayBuffer();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe("\uFEFFh1,h2\r\na,b\r\nc,d\r\n");
  });
});
