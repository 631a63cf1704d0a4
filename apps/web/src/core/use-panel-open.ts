import { useMediaQuery } from '@mantine/hooks';
import { useModuleState } from './module-state';

const isChoice = (value: unknown): value is boolean | null => value === null || typeof value === 'boolean';

/**
 * Whether a collapsible side panel is open: the user's own choice, remembered per user, or until they
 * made one, open only on screens at least `openFromPx` wide, where it leaves the tables their room.
 */
export function usePanelOpen(name: string, openFromPx: number): [boolean, (open: boolean) => void] {
  const [choice, setChoice] = useModuleState<boolean | null>(name, null, isChoice);
  const wide = useMediaQuery(`(min-width: ${openFromPx}px)`, false, { getInitialValueInEffect: false });
  return [choice ?? wide, setChoice];
}
