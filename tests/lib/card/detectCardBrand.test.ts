import { detectCardBrand } from '@/lib/card/detectCardBrand';

describe('detectCardBrand', () => {
  it.each([
    ['401178', '4011780000000000'],
    ['401179', '4011790000000000'],
    ['431274', '4312740000000000'],
    ['438935', '4389350000000000'],
    ['451416', '4514160000000000'],
    ['457393', '4573930000000000'],
    ['457631', '4576310000000000'],
    ['457632', '4576320000000000'],
    ['504175', '5041750000000000'],
    ['506699 (range start)', '5066990000000000'],
    ['506778 (range end)', '5067780000000000'],
    ['509000', '5090000000000000'],
    ['509999', '5099990000000000'],
    ['627780', '6277800000000000'],
    ['636297', '6362970000457013'],
    ['636368', '6363680000000000'],
    ['650031', '6500310000000000'],
    ['650033', '6500330000000000'],
    ['650035', '6500350000000000'],
    ['650051', '6500510000000000'],
    ['650405', '6504050000000000'],
    ['650439', '6504390000000000'],
    ['650485', '6504850000000000'],
    ['650538', '6505380000000000'],
    ['650541', '6505410000000000'],
    ['650598', '6505980000000000'],
    ['650700', '6507000000000000'],
    ['650718', '6507180000000000'],
    ['650720', '6507200000000000'],
    ['650727', '6507270000000000'],
    ['650901', '6509010000000000'],
    ['650978', '6509780000000000'],
    ['651652', '6516520000000000'],
    ['651679', '6516790000000000'],
    ['655000', '6550000000000000'],
    ['655019', '6550190000000000'],
    ['655021', '6550210000000000'],
    ['655058', '6550580000000000'],
  ])('should detect Elo for BIN %s, before Visa and Mastercard', (_bin, number) => {
    expect(detectCardBrand(number)).toBe('elo');
  });

  it.each([
    ['650034 (gap between Elo ranges)', '6500340000000000'],
    ['650719 (gap)', '6507190000000000'],
    ['655020 (gap)', '6550200000000000'],
    ['506698 (just before a range)', '5066980000000000'],
    ['650979 (just after a range)', '6509790000000000'],
  ])('should not detect Elo for %s', (_bin, number) => {
    expect(detectCardBrand(number)).toBeUndefined();
  });

  it('should detect Visa for 4 outside the Elo BINs', () => {
    expect(detectCardBrand('4242424242424242')).toBe('visa');
    expect(detectCardBrand('4011770000000000')).toBe('visa');
    expect(detectCardBrand('4011800000000000')).toBe('visa');
  });

  it('should detect Mastercard for 51–55 and 2221–2720', () => {
    expect(detectCardBrand('5105105105105100')).toBe('mastercard');
    expect(detectCardBrand('5555555555554444')).toBe('mastercard');
    expect(detectCardBrand('2221000000000009')).toBe('mastercard');
    expect(detectCardBrand('2720990000000000')).toBe('mastercard');
    expect(detectCardBrand('2220990000000000')).toBeUndefined();
    expect(detectCardBrand('2721000000000000')).toBeUndefined();
    expect(detectCardBrand('5600000000000000')).toBeUndefined();
  });

  it('should detect American Express for 34 and 37', () => {
    expect(detectCardBrand('341111111111111')).toBe('american_express');
    expect(detectCardBrand('378282246310005')).toBe('american_express');
    expect(detectCardBrand('351111111111111')).toBeUndefined();
  });

  it('should detect Diners for 300–305, 36 and 38', () => {
    expect(detectCardBrand('30000000000004')).toBe('diners');
    expect(detectCardBrand('30500000000003')).toBe('diners');
    expect(detectCardBrand('36227206271667')).toBe('diners');
    expect(detectCardBrand('38520000023237')).toBe('diners');
    expect(detectCardBrand('30600000000000')).toBeUndefined();
  });

  it('should detect Diners for 39xxxx and 3095xx, as credit-card-type and the published ranges do', () => {
    expect(detectCardBrand('3900000000000000')).toBe('diners');
    expect(detectCardBrand('3999999999999999')).toBe('diners');
    expect(detectCardBrand('3095000000000000')).toBe('diners');
    expect(detectCardBrand('3095')).toBe('diners');
    expect(detectCardBrand('3094000000000000')).toBeUndefined();
    expect(detectCardBrand('3096000000000000')).toBeUndefined();
  });

  it('should detect the brand from the first digits while the buyer types', () => {
    expect(detectCardBrand('4')).toBe('visa');
    expect(detectCardBrand('4011')).toBe('visa');
    expect(detectCardBrand('401178')).toBe('elo');
    expect(detectCardBrand('37')).toBe('american_express');
    expect(detectCardBrand('222')).toBeUndefined();
    expect(detectCardBrand('2221')).toBe('mastercard');
  });

  it('should ignore spaces and give up on other characters', () => {
    expect(detectCardBrand('4011 7800 0000 0000')).toBe('elo');
    expect(detectCardBrand('4242-4242')).toBeUndefined();
    expect(detectCardBrand('')).toBeUndefined();
  });
});
