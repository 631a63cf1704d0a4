import { type DemoRequestBody, messageResponseSchema } from '@fin-atlas/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../core/api/http';

export function useRequestDemo() {
  return useMutation({
    mutationFn: (body: DemoRequestBody) =>
      http.post('/api/demo_requests', body, { schema: messageResponseSchema }),
  });
}
