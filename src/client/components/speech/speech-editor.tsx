import { Check, Heart, Pencil, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { normaliseSpeechName } from '../../../common/form-defaults';
import { SPEECH_NAME_MAX_LENGTH } from '../../../common/limits';
import { errorMessage, type Speech, useUpdateSpeech } from '../../lib/speech/speeches';
import { cn } from '../../lib/ui/cn';
import { toast } from '../../lib/ui/use-toast';
import { Button } from '../ui/button';

const NAME_PLACEHOLDER = 'My amazing motivational speech...';
const UPDATE_FAILED_FALLBACK = 'Failed to update speech';

type EditorSpeech = Pick<Speech, 'id' | 'name' | 'isFavourite'>;

function showUpdateError(error: unknown) {
  toast({ title: 'Error', description: errorMessage(error, UPDATE_FAILED_FALLBACK), variant: 'destructive' });
}

/** The shared behaviour of both editors: an optimistic favourite toggle and a name draft. */
function useSpeechEditing(speech: EditorSpeech, onEditingChange?: (editing: boolean) => void) {
  const favouriteUpdate = useUpdateSpeech();
  const nameUpdate = useUpdateSpeech();
  const [editing, setEditingState] = useState(false);
  const [draft, setDraft] = useState('');
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocus = useRef(false);

  // While the PATCH is in flight, show the state asked for (and roll back by itself if it fails).
  const pendingFavourite = favouriteUpdate.isPending
    ? favouriteUpdate.variables?.changes.isFavourite
    : undefined;
  const isFavourite = pendingFavourite ?? speech.isFavourite === 1;

  function setEditing(next: boolean) {
    setEditingState(next);
    onEditingChange?.(next);
  }

  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  function toggleFavourite() {
    if (favouriteUpdate.isPending) return;
    favouriteUpdate.mutate(
      { id: speech.id, changes: { isFavourite: !isFavourite } },
      { onError: showUpdateError },
    );
  }

  function startEditing() {
    setDraft(speech.name ?? '');
    setEditing(true);
  }

  function close() {
    returnFocus.current = true;
    setEditing(false);
  }

  function save() {
    if (nameUpdate.isPending) return;
    // A blank name sends no name, and with nothing left to send there is nothing to save.
    const name = normaliseSpeechName(draft);
    if (name === undefined || name === (speech.name ?? '')) {
      close();
      return;
    }
    nameUpdate.mutate(
      { id: speech.id, changes: { name } },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Speech name updated!' });
          close();
        },
        onError: showUpdateError,
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter submits the form; Escape cancels without leaving anything behind.
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  return {
    isFavourite,
    toggleFavourite,
    editing,
    startEditing,
    close,
    draft,
    setDraft,
    saving: nameUpdate.isPending,
    onSubmit,
    onKeyDown,
    editButtonRef,
    inputRef,
  };
}

type Props = {
  speech: EditorSpeech;
  /** What the list item is called, for the icon buttons' accessible names (compact only). */
  label?: string;
  onEditingChange?: (editing: boolean) => void;
  className?: string;
};

/** The compact editor for list items: a heart toggle and an edit-name icon that opens an inline field. */
export function CompactSpeechEditor({ speech, label, onEditingChange, className }: Props) {
  const e = useSpeechEditing(speech, onEditingChange);
  const suffix = label ? `: ${label}` : '';

  if (e.editing) {
    return (
      <form onSubmit={e.onSubmit} className={cn('flex w-full items-center gap-1', className)}>
        <input
          ref={e.inputRef}
          aria-label="Speech Name"
          value={e.draft}
          onChange={(event) => e.setDraft(event.target.value)}
          onKeyDown={e.onKeyDown}
          maxLength={SPEECH_NAME_MAX_LENGTH}
          placeholder={NAME_PLACEHOLDER}
          className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-base shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
        />
        <Button type="submit" size="icon" variant="ghost" className="size-9" disabled={e.saving}>
          <Check aria-hidden />
          <span className="sr-only">{e.saving ? 'Saving...' : 'Save'}</span>
        </Button>
        <Button type="button" size="icon" variant="ghost" className="size-9" onClick={e.close}>
          <X aria-hidden />
          <span className="sr-only">Cancel</span>
        </Button>
      </form>
    );
  }

  return (
    <div className={cn('flex shrink-0 items-center', className)}>
      <Button
        size="icon"
        variant="ghost"
        className="size-9"
        aria-pressed={e.isFavourite}
        aria-label={`Favourite${suffix}`}
        title={e.isFavourite ? 'Remove from favourites' : 'Add to favourites'}
        onClick={e.toggleFavourite}
      >
        <Heart
          aria-hidden
          className={cn(e.isFavourite ? 'fill-current text-primary' : 'text-muted-foreground')}
        />
      </Button>
      <Button
        ref={e.editButtonRef}
        size="icon"
        variant="ghost"
        className="size-9"
        aria-label={`Edit name${suffix}`}
        title="Edit name"
        onClick={e.startEditing}
      >
        <Pencil aria-hidden className="text-muted-foreground" />
      </Button>
    </div>
  );
}

/** The full editor, under the result: 'Add to Favourites'/'Favourited' and the 'Speech Name' field. */
export function SpeechEditor({ speech, className }: Omit<Props, 'label' | 'onEditingChange'>) {
  const e = useSpeechEditing(speech);
  const nameId = useId();

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={e.isFavourite ? 'secondary' : 'outline'}
          aria-pressed={e.isFavourite}
          onClick={e.toggleFavourite}
          className={cn(e.isFavourite ? 'border border-primary/30' : '')}
        >
          <Heart aria-hidden className={cn(e.isFavourite ? 'fill-current text-primary' : '')} />
          {e.isFavourite ? 'Favourited' : 'Add to Favourites'}
        </Button>
        {e.editing ? null : (
          <Button ref={e.editButtonRef} variant="outline" onClick={e.startEditing}>
            <Pencil aria-hidden />
            {speech.name ? 'Rename' : 'Name this speech'}
          </Button>
        )}
      </div>
      {e.editing ? (
        <form onSubmit={e.onSubmit} className="space-y-2">
          <label htmlFor={nameId} className="block text-sm font-medium">
            Speech Name
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={nameId}
              ref={e.inputRef}
              value={e.draft}
              onChange={(event) => e.setDraft(event.target.value)}
              onKeyDown={e.onKeyDown}
              maxLength={SPEECH_NAME_MAX_LENGTH}
              placeholder={NAME_PLACEHOLDER}
              className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-base shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={e.saving} className="flex-1 sm:flex-none">
                {e.saving ? 'Saving...' : 'Save'}
              </Button>
              <Button type="button" variant="outline" onClick={e.close} className="flex-1 sm:flex-none">
                Cancel
              </Button>
            </div>
          </div>
          <p className="text-xs text-muted-foreground">Enter saves, Escape cancels.</p>
        </form>
      ) : null}
    </div>
  );
}
