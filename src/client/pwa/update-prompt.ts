import { toast } from '../lib/ui/use-toast';

/** The 'Update available' toast; it stays until answered, since the new version waits for it. */
export function showUpdatePrompt(activate: () => void): void {
  toast({
    title: 'Update available',
    description: 'A new version of Uplift is ready.',
    duration: Number.POSITIVE_INFINITY,
    action: { label: 'Reload', altText: 'Reload to use the new version', onClick: activate },
  });
}
