import { type HomeFigures, homeFiguresSchema } from '@fin-atlas/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../core/api/http';

/** The counts the marketing copy cites, from GET /api/home/figures. */
export function useHomeFigures() {
  return useQuery({
    queryKey: ['home-figures'],
    queryFn: ({ signal }) => http.get('/api/home/figures', { schema: homeFiguresSchema, signal }),
    staleTime: 10 * 60_000,
  });
}

const TOKEN =
  /\{(solutions|performance_themes|specialty_business_lines|vendor_fit_variables|institutions)\}/g;

/** Copy with its {figure} tokens filled from the data; an ellipsis while the figures load. */
export function withFigures(text: string, figures: HomeFigures | undefined): string {
  return text.replace(TOKEN, (_, name: keyof HomeFigures) => figures?.[name].text ?? '…');
}
