import { Bell, BellOff, CreditCard, Gauge, PartyPopper, TriangleAlert } from 'lucide-react';
import { type CSSProperties, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { timeAgo } from '../../../common/time-ago';
import { type AppNotification, useMarkNotificationsRead, useNotifications } from '../../lib/billing/billing';
import { useAfterFirstPaint } from '../../lib/performance/use-after-first-paint';
import { cn } from '../../lib/ui/cn';
import { Button } from '../ui/button';

const KIND_ICONS: Record<string, typeof Bell> = {
  usage_warning: Gauge,
  usage_limit: TriangleAlert,
  plan_change: PartyPopper,
  payment_failed: CreditCard,
};

const PANEL_MAX_WIDTH = 384;
const EDGE = 16;

function NotificationItem({ item, isNew }: { item: AppNotification; isNew: boolean }) {
  const Icon = KIND_ICONS[item.kind] ?? Bell;
  return (
    <li className={cn('flex gap-3 px-4 py-3', isNew && 'bg-accent')}>
      <span
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          item.kind === 'payment_failed' || item.kind === 'usage_limit'
            ? 'bg-destructive/10 text-destructive'
            : 'bg-secondary text-secondary-foreground',
        )}
      >
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-sm leading-snug">
          {isNew ? <span className="sr-only">New: </span> : null}
          {item.title}
        </p>
        <p className="mt-0.5 text-muted-foreground text-sm leading-snug">{item.body}</p>
        <p className="mt-1 text-muted-foreground text-xs">{timeAgo(item.createdAt)}</p>
      </div>
      {isNew ? <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-primary" /> : null}
    </li>
  );
}

/**
 * The header bell: an unread dot from `unreadCount`, and a panel listing the notifications. Opening it
 * marks them all read (those that were new stay highlighted while it is open). A non-modal popover:
 * Escape, a click outside or tabbing away closes it, and focus returns to the bell.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  // The unread dot can wait for the page's first paint; its request would compete with the page's own.
  const painted = useAfterFirstPaint();
  const { data, isLoading, error, refetch } = useNotifications({ enabled: painted || open });
  const markRead = useMarkNotificationsRead();
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(new Set());
  const [position, setPosition] = useState<CSSProperties>({});
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const statusId = useId();

  const unread = data?.unreadCount ?? 0;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  function toggle() {
    if (open) return close(true);
    const fresh = new Set((data?.notifications ?? []).filter((item) => !item.readAt).map((item) => item.id));
    setNewIds(fresh);
    setOpen(true);
    if (unread > 0) markRead.mutate();
    else if (error) void refetch();
  }

  // Below the bell, right-aligned to it, and never past either edge of a narrow screen.
  const place = useCallback(() => {
    const button = buttonRef.current;
    if (!button) return;
    const rect = button.getBoundingClientRect();
    const width = Math.min(PANEL_MAX_WIDTH, window.innerWidth - 2 * EDGE);
    const left = Math.min(Math.max(EDGE, rect.right - width), window.innerWidth - EDGE - width);
    setPosition({ top: rect.bottom + 8, left, width });
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    place();
    panelRef.current?.focus();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const items = data?.notifications ?? [];

  return (
    <div className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Notifications"
        aria-describedby={statusId}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        className="relative"
        onClick={toggle}
      >
        <Bell aria-hidden="true" />
        {unread > 0 ? (
          <span
            data-testid="notification-dot"
            className="absolute top-2 right-2 size-2.5 rounded-full bg-destructive ring-2 ring-background"
          />
        ) : null}
      </Button>
      <span id={statusId} className="sr-only">
        {unread > 0 ? `${unread} unread` : 'No unread notifications'}
      </span>

      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          style={position}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (next && !panelRef.current?.contains(next) && !buttonRef.current?.contains(next)) close(false);
          }}
          className="fixed z-50 overflow-hidden rounded-lg border bg-card text-card-foreground shadow-lg outline-none"
        >
          <div className="flex items-center justify-between border-b px-4 py-3">
            <h2 id={titleId} className="font-semibold text-sm">
              Notifications
            </h2>
            {newIds.size > 0 ? (
              <span className="text-muted-foreground text-xs">{newIds.size} new</span>
            ) : null}
          </div>
          {isLoading ? (
            <p role="status" className="px-4 py-6 text-center text-muted-foreground text-sm">
              Loading notifications...
            </p>
          ) : error && !data ? (
            <p role="alert" className="px-4 py-6 text-center text-destructive text-sm">
              We couldn't load your notifications.
            </p>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
              <BellOff aria-hidden className="size-6 text-muted-foreground" />
              <p className="text-muted-foreground text-sm">No notifications yet</p>
            </div>
          ) : (
            <ul className="max-h-[min(24rem,70vh)] divide-y overflow-y-auto">
              {items.map((item) => (
                <NotificationItem key={item.id} item={item} isNew={newIds.has(item.id)} />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
