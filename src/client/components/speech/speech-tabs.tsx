import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '../../lib/ui/cn';

export type Tab = { id: string; label: string; icon?: ReactNode; content: ReactNode };

/**
 * WAI-ARIA tabs with automatic activation: one Tab stop on the selected tab, arrows/Home/End move
 * between tabs. Inactive panels stay mounted (hidden) so a playing voice keeps its state.
 */
export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current[tab.id]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md px-2 text-sm font-medium transition-colors sm:px-3 [&_svg]:hidden [&_svg]:size-4 min-[400px]:[&_svg]:block',
                active
                  ? 'bg-background text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable per the WAI-ARIA tabs pattern
          tabIndex={0}
          className="mt-4 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
