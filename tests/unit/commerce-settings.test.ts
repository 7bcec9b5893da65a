import { describe, expect, it } from 'vitest';
import { readSettings } from '@/services/commerce/settings';

const env = (values: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...values });

/** The payment page's address and the site that may frame it come from configuration, never a request (issue 42). */

describe('commerce settings', () => {
  it('takes the public and storefront origins from the environment, defaulting to where the storefront looks', () => {
    expect(readSettings(env({ PORT: '7403' }), 7403)).toMatchObject({
      publicUrl: 'http://127.0.0.1:7403',
      storefrontUrl: 'http://localhost:3000',
    });
    const configured = readSettings(
      env({ PORT: '7403', COMMERCE_PUBLIC_URL: 'https://shop.example/commerce/', STOREFRONT_URL: 'https://shop.example' }),
      7403,
    );
    expect(configured).toMatchObject({ publicUrl: 'https://shop.example/commerce', storefrontUrl: 'https://shop.example' });
  });

  it('refuses an address that is not an http(s) URL, naming the variable', () => {
    expect(() => readSettings(env({ STOREFRONT_URL: 'javascript:alert(1)' }), 7403)).toThrow('STOREFRONT_URL must be an http(s) URL');
    expect(() => readSettings(env({ COMMERCE_PUBLIC_URL: 'evil.example' }), 7403)).toThrow('COMMERCE_PUBLIC_URL must be an http(s) URL');
  });
});
