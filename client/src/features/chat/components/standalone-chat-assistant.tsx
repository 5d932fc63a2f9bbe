import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '#client/lib/query-client.ts';
import { ChatAssistant, type ChatAssistantProps } from './chat-assistant.tsx';

/**
 * The chat on a prerendered page, which hydrates without the app's providers (docs/decisions/004): it
 * brings the query client with it, so TanStack Query loads with the chat and not with the page.
 */
export function StandaloneChatAssistant(props: ChatAssistantProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ChatAssistant {...props} />
    </QueryClientProvider>
  );
}
