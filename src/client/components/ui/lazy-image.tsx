import { type ComponentProps, useState } from 'react';
import { LAZY_IMAGE } from '../../../common/limits';
import { useNearViewport } from '../../lib/performance/use-near-viewport';
import { cn } from '../../lib/ui/cn';

type Props = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height' | 'loading'> & {
  src: string;
  alt: string;
  /** Sized up front, so the placeholder holds the image's place. */
  width: number;
  height: number;
};

/**
 * An image that starts loading once 10% of it is within 50px of the viewport, shows a pulsing
 * placeholder until then and fades in over 300 ms (styles.css stills both under prefers-reduced-motion).
 * `className` sizes and places the frame.
 */
export function LazyImage({ src, alt, width, height, className, ...props }: Props) {
  const [frame, near] = useNearViewport<HTMLSpanElement>(LAZY_IMAGE.threshold, LAZY_IMAGE.rootMargin);
  const [loaded, setLoaded] = useState(false);

  return (
    <span
      ref={frame}
      data-loaded={loaded}
      className={cn(
        'relative inline-block shrink-0 overflow-hidden',
        !loaded && 'animate-pulse rounded-md bg-muted',
        className,
      )}
      style={{ width, height }}
    >
      <img
        {...props}
        src={near ? src : undefined}
        alt={alt}
        width={width}
        height={height}
        onLoad={() => setLoaded(true)}
        className={cn('block size-full transition-opacity', loaded ? 'opacity-100' : 'opacity-0')}
        style={{ transitionDuration: `${LAZY_IMAGE.fadeMs}ms` }}
      />
    </span>
  );
}
