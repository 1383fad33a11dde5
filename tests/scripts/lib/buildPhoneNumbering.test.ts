import {
  buildPhoneNumberingModule,
  loadPhoneMetadata,
  PLANNED_COUNTRIES,
} from '@/scripts/lib/buildPhoneNumbering';
import type { PhoneMetadata } from '@/scripts/lib/buildPhoneNumbering';
import { phoneNumbering, phoneNumberingSource } from '@/schemas/generated/phoneNumbering';

/** A version-4 country entry: calling code, possible lengths and the fixed line and mobile types. */
function countryEntry(lengths: number[], types: unknown[]): unknown[] {
  const entry: unknown[] = ['999', '00', '\\d{8,9}', lengths, [], 0, 0, 0, 0, 0, 0];
  entry[11] = types;
  return entry;
}

function metadataWith(mz: unknown[], version = 4): PhoneMetadata {
  return { version, countries: { MZ: mz } };
}

describe('buildPhoneNumberingModule', () => {
  it("should carry the installed metadata's calling code, patterns and lengths for each country", () => {
    const { packageVersion, metadata } = loadPhoneMetadata();
    expect(phoneNumberingSource).toBe(`libphonenumber-js ${packageVersion} (metadata.max.json)`);
    for (const country of PLANNED_COUNTRIES) {
      const entry = metadata.countries[country] ?? [];
      const [fixedLine, mobile] = entry[11] as [[string, number[]?], [string, number[]?]];
      const plan = phoneNumbering[country];
      expect(plan.callingCode).toBe(entry[0]);
      expect(plan.fixedLine.pattern.source).toBe(`^(?:${fixedLine[0]})$`);
      expect(plan.fixedLine.possibleLengths).toEqual(fixedLine[1] ?? entry[3]);
      expect(plan.mobile.pattern.source).toBe(`^(?:${mobile[0]})$`);
      expect(plan.mobile.possibleLengths).toEqual(mobile[1] ?? entry[3]);
    }
  });

  it("should give a type without its own lengths the country's lengths", () => {
    const generated = buildPhoneNumberingModule({
      packageVersion: '0.0.0',
      metadata: metadataWith(countryEntry([8, 9], [['2\\d{7}', [8]], ['8\\d{8}']])),
    });
    expect(generated).toContain("callingCode: '999'");
    expect(generated).toContain('fixedLine: { pattern: /^(?:2\\d{7})$/, possibleLengths: [8] }');
    expect(generated).toContain('mobile: { pattern: /^(?:8\\d{8})$/, possibleLengths: [8, 9] }');
    expect(generated).toContain("'libphonenumber-js 0.0.0 (metadata.max.json)'");
  });

  it('should refuse a metadata layout it does not know, naming the file', () => {
    const entry = countryEntry([9], [['2\\d{7}'], ['8\\d{8}']]);
    expect(() =>
      buildPhoneNumberingModule({ packageVersion: '9.0.0', metadata: metadataWith(entry, 5) }),
    ).toThrow('libphonenumber-js/metadata.max.json: metadata version 5, expected 4');
    expect(() =>
      buildPhoneNumberingModule({
        packageVersion: '9.0.0',
        metadata: metadataWith(countryEntry([9], [['2\\d{7}'], 0])),
      }),
    ).toThrow('libphonenumber-js/metadata.max.json: MZ has no mobile pattern');
  });
});
