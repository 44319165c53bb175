import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

// The looks are the .btn classes in styles.css (components layer), so a caller's className overrides them.
const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-default',
      destructive: 'btn-destructive',
      outline: 'btn-outline',
      secondary: 'btn-secondary',
      ghost: 'btn-ghost',
      link: 'btn-link',
    },
    size: { default: 'btn-md', sm: 'btn-sm', lg: 'btn-lg', icon: 'btn-icon' },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    // Render the single child (e.g. an <a>) with button styling instead of a <button>.
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot className={buttonVariants({ variant, size, className })} {...props} />;
  }
  // Default to type="button" so a Button inside a form never submits by accident.
  return (
    <button type={type ?? 'button'} className={buttonVariants({ variant, size, className })} {...props} />
  );
}
