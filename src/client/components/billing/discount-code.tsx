import { Tag } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { DISCOUNT_CODE_MAX_LENGTH } from '../../../common/form-defaults';
import { REDIRECT_DELAY_MS } from '../../../common/limits';
import { useApplyDiscountCode } from '../../lib/billing/billing';
import { toast } from '../../lib/ui/use-toast';
import { Button } from '../ui/button';

/**
 * 'Have a discount code?': a disclosure revealing a code field with Apply (disabled when empty or
 * busy, 'Applying...'). Free access shows 'Discount Applied!' and goes to / after 1.5 s.
 */
export function DiscountCode({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [code, setCode] = useState('');
  const apply = useApplyDiscountCode();
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [granted, setGranted] = useState(false);
  const panelId = useId();
  const inputId = useId();
  const wasOpen = useRef(open);

  // Focus the field when the disclosure opens (not when the page loads with it open).
  useEffect(() => {
    if (open && !wasOpen.current) inputRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const busy = apply.isPending || granted;
  const trimmed = code.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || busy) return;
    apply.mutate(
      { discountCode: trimmed },
      {
        onSuccess: (result) => {
          if (result.isFreeAccess) {
            setGranted(true);
            toast({ title: 'Discount Applied!', description: result.message });
            redirect.current = setTimeout(() => navigate('/'), REDIRECT_DELAY_MS.freeAccess);
          } else {
            toast({
              title: 'Invalid Discount Code',
              description: 'Please check your code and try again.',
              variant: 'destructive',
            });
            inputRef.current?.select();
          }
        },
        onError: () => {
          toast({
            title: 'Error',
            description: 'Failed to apply discount code. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <div className="space-y-3">
      <Button
        variant="link"
        className="h-auto px-0"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <Tag aria-hidden />
        Have a discount code?
      </Button>
      <div id={panelId} hidden={!open}>
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor={inputId} className="font-medium text-sm">
              Discount code
            </label>
            <input
              ref={inputRef}
              id={inputId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              maxLength={DISCOUNT_CODE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="Enter your code"
              disabled={granted}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm uppercase placeholder:normal-case placeholder:text-muted-foreground disabled:opacity-60"
            />
          </div>
          <Button type="submit" variant="secondary" disabled={!trimmed || busy}>
            {apply.isPending ? 'Applying...' : 'Apply'}
          </Button>
        </form>
      </div>
    </div>
  );
}
