/** react-hook-form over the shared season rule (lib/season-form-schema.ts): the API's Spanish messages, field by field. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { seasonFormSchema, type SeasonFormData, type SeasonFormValues } from '../lib/season-form-schema';

export function useSeasonForm(defaultValues: SeasonFormValues) {
  return useForm<SeasonFormValues, unknown, SeasonFormData>({ resolver: zodResolver(seasonFormSchema), defaultValues });
}
