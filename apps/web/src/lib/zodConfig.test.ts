import { describe, expect, it } from 'vitest';
import './zodConfig';

describe('zodConfig', () => {
  it("turns zod's compiled parsers off before zod loads", async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
