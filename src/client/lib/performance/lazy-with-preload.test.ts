import { createElement, lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const load = async () => ({
  default: ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`),
});
const render = (component: React.ComponentType<{ name: string }>) =>
  renderToString(
    createElement(Suspense, { fallback: 'Loading...' }, createElement(component, { name: 'Ada' })),
  );

describe('lazyWithPreload', () => {
  it('renders at once after preload(), where a lazy() component suspends on its first render', async () => {
    const Plain = lazy(load);
    const Preloaded = lazyWithPreload(load);
    await Promise.all([load(), Preloaded.preload()]);
    expect(render(Plain)).toContain('Loading...');
    expect(render(Preloaded)).toContain('Hello Ada');
  });

  it('is lazy() until preloaded', () => {
    expect(render(lazyWithPreload(load))).toContain('Loading...');
  });
});
