import { describe, expect, it, vi } from 'vitest';
import { sdkClient } from './sdk-client';

describe('sdkClient', () => {
  it('starts loading at once, loads once, and hands out the same client', async () => {
    const load = vi.fn(async () => ({ id: Math.random() }));
    const client = sdkClient(load);
    expect(load).toHaveBeenCalledTimes(1);
    const [a, b] = await Promise.all([client(), client()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed import quiet until the client is used, then throws it there', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const client = sdkClient(async () => {
        throw new Error('module not found');
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(client()).rejects.toThrow('module not found');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
