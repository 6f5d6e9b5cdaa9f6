import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazyResolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false };
const valid: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the real resolver once, on the first validation', async () => {
    const load = vi.fn(async () => valid);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await resolver({ name: 'a' }, undefined, options);
    const result = await resolver({ name: 'b' }, undefined, options);
    expect(result).toEqual({ values: { name: 'b' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next validation after it failed', async () => {
    const load = vi.fn<() => Promise<Resolver<Values, unknown, Values>>>();
    load.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    load.mockResolvedValueOnce(valid);
    const resolver = lazyResolver(load);
    await expect(resolver({ name: 'a' }, undefined, options)).rejects.toThrow('Failed to fetch');
    expect(await resolver({ name: 'a' }, undefined, options)).toEqual({ values: { name: 'a' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
