import { describe, expect, it } from 'vitest';
import { filteredVariantId, hitToCard, type ProductHit } from '../../lib/search/product-hit';

/** A filtered listing's card opens the variant the filter found (issue 51, item 1). */

const hit: ProductHit = {
  objectID: 'f1-gold',
  name: 'Ring Sol',
  brand: 'Glans',
  price: 1000,
  url: '/forlovningsringar/ring-sol/?variantId=v15',
  variantId: 'v15',
  variants: [
    { variantId: 'v15', sizes: ['15 mm'], material: ['14K guld'] },
    { variantId: 'v17', sizes: ['17 mm'], material: ['14K guld'] },
    { variantId: 'v17w', sizes: ['17 mm'], material: ['18K vitguld'] },
  ],
};

describe('filteredVariantId', () => {
  it('is null without a size or material filter (the record’s own variant stays)', () => {
    expect(filteredVariantId(hit, undefined)).toBeNull();
    expect(filteredVariantId(hit, { brand: ['Glans'], colour: ['guld'] })).toBeNull();
  });

  it('picks the best variant with a chosen size, and with a chosen size and material', () => {
    expect(filteredVariantId(hit, { sizes: ['17 mm'] })).toBe('v17');
    expect(filteredVariantId(hit, { sizes: ['17 mm'], material: ['18K vitguld'] })).toBe('v17w');
    expect(filteredVariantId(hit, { material: ['18K vitguld'] })).toBe('v17w');
  });

  it('puts the size first when no variant has both', () => {
    expect(filteredVariantId(hit, { sizes: ['15 mm'], material: ['18K vitguld'] })).toBe('v15');
  });

  it('leaves a hit without variant data as it is', () => {
    expect(filteredVariantId({ variants: undefined }, { sizes: ['17 mm'] })).toBeNull();
  });
});

describe('hitToCard with the chosen filters', () => {
  it('links the card to the found variant, keeping the record’s path', () => {
    expect(hitToCard(hit, 0, { sizes: ['17 mm'] }).href).toBe('/forlovningsringar/ring-sol/?variantId=v17');
    expect(hitToCard(hit, 0).href).toBe('/forlovningsringar/ring-sol/?variantId=v15');
  });
});
